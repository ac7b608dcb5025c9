/// Matching brackets in one pass over the tokens, without recursion.
///
/// `partner[i]` is the index of the bracket matching token `i` (or -1), and `enclosing[i]`
/// the innermost opening bracket that contains token `i` (or -1 at top level), so "which
/// call or closure am I in" is a walk up `enclosing`, never a rescan. Interpolation
/// parentheses count as brackets. A closer that matches nothing is a `SyntaxIssue`; an
/// opener left open runs to the end of the file.
@usableFromInline package struct BracketTree: Sendable {
  @usableFromInline package private(set) var partner: [Int32]
  @usableFromInline package private(set) var enclosing: [Int32]
  package private(set) var issues: [SyntaxIssue] = []

  package init(tokens: ContiguousArray<Token>) {
    let count = tokens.count
    var enclosing: [Int32] = []
    var issues: [SyntaxIssue] = []
    // Created uninitialized: the pass writes every entry of both, so filling them with -1
    // first (a `memset` per array per file) was pure overhead.
    partner = [Int32](unsafeUninitializedCapacity: count) { partner, partnerCount in
      enclosing = [Int32](unsafeUninitializedCapacity: count) { enclosing, enclosingCount in
        tokens.withUnsafeBufferPointer { tokens in Self.match(tokens, partner, enclosing, &issues) }
        enclosingCount = count
      }
      partnerCount = count
    }
    self.enclosing = enclosing
    self.issues = issues
  }

  /// The single pass, over borrowed buffers: writing through the arrays' properties
  /// re-checked uniqueness and bounds on every token.
  ///
  /// The stack of open brackets is not stored: it is the chain `top`, `enclosing[top]`,
  /// `enclosing[enclosing[top]]`, … because an opener's `enclosing` entry is the opener below
  /// it when it was pushed, and is never rewritten.
  static func match(
    _ tokens: UnsafeBufferPointer<Token>, _ partner: UnsafeMutableBufferPointer<Int32>,
    _ enclosing: UnsafeMutableBufferPointer<Int32>, _ issues: inout [SyntaxIssue]
  ) {
    var top: Int32 = -1
    for i in 0..<tokens.count {
      let kind = tokens[i].kind
      enclosing[i] = top
      partner[i] = -1
      switch kind {
      case .leftParen, .leftBrace, .leftBracket, .interpolationOpen:
        top = Int32(i)
      case .rightParen, .rightBrace, .rightBracket, .interpolationClose:
        guard let opener = matchingOpener(for: kind, from: top, tokens: tokens, enclosing: enclosing) else {
          issues.append(SyntaxIssue(tokenIndex: i, kind: .unmatchedClosingBracket))
          continue
        }
        // Openers above the match were never closed (`f(x` inside `{ … }`).
        while top != opener {
          issues.append(SyntaxIssue(tokenIndex: Int(top), kind: .unclosedBracket))
          top = enclosing[Int(top)]
        }
        partner[Int(opener)] = Int32(i)
        partner[i] = opener
        top = enclosing[Int(opener)]
        enclosing[i] = top
      default:
        break
      }
    }
    reportUnclosed(from: top, enclosing: enclosing, into: &issues)
  }

  /// Openers still open at the end of the file, reported outermost first.
  static func reportUnclosed(from top: Int32, enclosing: UnsafeMutableBufferPointer<Int32>, into issues: inout [SyntaxIssue]) {
    let first = issues.count
    var opener = top
    while opener >= 0 {
      issues.append(SyntaxIssue(tokenIndex: Int(opener), kind: .unclosedBracket))
      opener = enclosing[Int(opener)]
    }
    issues[first...].reverse()
  }

  /// The opener this closer matches: the innermost if it fits, else the nearest fitting one
  /// within a few levels (local recovery), else nil (a stray closer).
  static func matchingOpener(
    for closer: TokenKind, from top: Int32, tokens: UnsafeBufferPointer<Token>, enclosing: UnsafeMutableBufferPointer<Int32>
  ) -> Int32? {
    var candidate = top
    var levels = 0
    while candidate >= 0 && levels < 8 {
      let opener = tokens[Int(candidate)].kind
      if fits(opener, closer) { return candidate }
      // A `}` may close over unclosed `(`/`[`; a `)` must not close over a `{`.
      if closer != .rightBrace && opener == .leftBrace { return nil }
      candidate = enclosing[Int(candidate)]
      levels += 1
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
@usableFromInline package struct SyntaxIssue: Equatable, Sendable {
  @usableFromInline package enum Kind: UInt8, Sendable {
    case unmatchedClosingBracket
    case unclosedBracket
  }
  @usableFromInline package var tokenIndex: Int
  @usableFromInline package var kind: Kind
}
