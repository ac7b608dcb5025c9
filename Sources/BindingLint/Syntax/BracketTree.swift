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
    var partner = [Int32](repeating: -1, count: count)
    var enclosing = [Int32](repeating: -1, count: count)
    var issues: [SyntaxIssue] = []
    tokens.withUnsafeBufferPointer { tokens in
      partner.withUnsafeMutableBufferPointer { partner in
        enclosing.withUnsafeMutableBufferPointer { enclosing in
          Self.match(tokens, partner, enclosing, &issues)
        }
      }
    }
    self.partner = partner
    self.enclosing = enclosing
    self.issues = issues
  }

  /// The single pass, over borrowed buffers with a local stack: writing through the arrays'
  /// properties re-checked uniqueness and bounds on every token.
  static func match(
    _ tokens: UnsafeBufferPointer<Token>, _ partner: UnsafeMutableBufferPointer<Int32>,
    _ enclosing: UnsafeMutableBufferPointer<Int32>, _ issues: inout [SyntaxIssue]
  ) {
    var stack: [Int32] = []
    stack.reserveCapacity(64)
    var top: Int32 = -1
    for i in 0..<tokens.count {
      let kind = tokens[i].kind
      enclosing[i] = top
      switch kind {
      case .leftParen, .leftBrace, .leftBracket, .interpolationOpen:
        stack.append(Int32(i))
        top = Int32(i)
      case .rightParen, .rightBrace, .rightBracket, .interpolationClose:
        guard let depth = matchingDepth(for: kind, in: stack, tokens: tokens) else {
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
        top = stack.last ?? -1
        enclosing[i] = top
      default:
        break
      }
    }
    for opener in stack { issues.append(SyntaxIssue(tokenIndex: Int(opener), kind: .unclosedBracket)) }
  }

  /// The stack depth of the opener this closer matches: the top if it fits, else the
  /// nearest fitting one within a few levels (local recovery), else nil (a stray closer).
  static func matchingDepth(for closer: TokenKind, in stack: [Int32], tokens: UnsafeBufferPointer<Token>) -> Int? {
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
