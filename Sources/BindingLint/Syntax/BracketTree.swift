/// Matching brackets in one pass over the tokens, with an explicit stack.
///
/// `partner[i]` is the index of the bracket matching token `i` (or -1), and `enclosing[i]`
/// the innermost opening bracket that contains token `i` (or -1 at top level), so "which
/// call or closure am I in" is a walk up `enclosing`, never a rescan. Interpolation
/// parentheses count as brackets. A closer that matches nothing is a `SyntaxIssue`; an
/// opener left open runs to the end of the file.
public struct BracketTree: Sendable {
  public private(set) var partner: [Int32]
  public private(set) var enclosing: [Int32]
  public private(set) var issues: [SyntaxIssue] = []

  public init(tokens: ContiguousArray<Token>) {
    let count = tokens.count
    partner = [Int32](repeating: -1, count: count)
    enclosing = [Int32](repeating: -1, count: count)
    var stack: [Int32] = []
    stack.reserveCapacity(64)
    for i in 0..<count {
      let kind = tokens[i].kind
      enclosing[i] = stack.last ?? -1
      if kind.isOpeningBracket {
        stack.append(Int32(i))
      } else if kind.isClosingBracket {
        guard let depth = Self.matchingDepth(for: kind, in: stack, tokens: tokens) else {
          issues.append(SyntaxIssue(tokenIndex: i, kind: .unmatchedClosingBracket))
          continue
        }
        // Openers above the match were never closed (`f(x` inside `{ … }`).
        while stack.count > depth + 1 {
          issues.append(SyntaxIssue(tokenIndex: Int(stack.removeLast()), kind: .unclosedBracket))
        }
        let opener = stack.removeLast()
        partner[Int(opener)] = Int32(i)
        partner[i] = opener
        enclosing[i] = stack.last ?? -1
      }
    }
    for opener in stack { issues.append(SyntaxIssue(tokenIndex: Int(opener), kind: .unclosedBracket)) }
  }

  /// The stack depth of the opener this closer matches: the top if it fits, else the
  /// nearest fitting one within a few levels (local recovery), else nil (a stray closer).
  static func matchingDepth(for closer: TokenKind, in stack: [Int32], tokens: ContiguousArray<Token>) -> Int? {
    var depth = stack.count - 1
    let lowest = max(0, stack.count - 8)
    while depth >= lowest {
      let opener = tokens[Int(stack[depth])].kind
      if fits(opener, closer) { return depth }
      // A `}` may close over unclosed `(`/`[`; a `)` must not close over a `{`.
      if closer != .rightBrace && opener == .leftBrace { return nil }
      depth -= 1
    }
    return nil
  }

  static func fits(_ opener: TokenKind, _ closer: TokenKind) -> Bool {
    switch (opener, closer) {
    case (.leftParen, .rightParen), (.leftBracket, .rightBracket), (.leftBrace, .rightBrace),
      (.interpolationOpen, .interpolationClose):
      return true
    default:
      return false
    }
  }
}

/// Something the syntax layer could not make sense of; analysis continues around it.
public struct SyntaxIssue: Equatable, Sendable {
  public enum Kind: UInt8, Sendable {
    case unmatchedClosingBracket
    case unclosedBracket
  }
  public var tokenIndex: Int
  public var kind: Kind
}
