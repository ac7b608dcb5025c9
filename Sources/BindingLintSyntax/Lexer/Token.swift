/// A token is a byte range over the file's UTF-8 plus a kind: 12 bytes, no `String`.
///
/// Trivia (whitespace, comments) is not stored on tokens; comments live in their own
/// array (`Comment`), and the gap between two tokens is exactly trivia, so the file can be
/// reproduced from tokens and gaps (tested as the lossless invariant).
@usableFromInline package struct Token: Equatable, Sendable {
  @usableFromInline package var start: UInt32
  @usableFromInline package var end: UInt32
  @usableFromInline package var kind: TokenKind
  /// The keyword this token spells, reserved or contextual; `.none` for other tokens.
  /// A reserved word used as a name (`x.default`, `f(in: 1)`) has kind `.identifier`
  /// but keeps its keyword here.
  @usableFromInline package var keyword: Keyword
  @usableFromInline package var flags: TokenFlags

  @inlinable package var range: Range<Int> { Int(start)..<Int(end) }
  @inlinable package var length: Int { Int(end &- start) }
  @inlinable package var isAtStartOfLine: Bool { flags.contains(.atStartOfLine) }
  @inlinable package var hasLeadingTrivia: Bool { flags.contains(.leadingTrivia) }
}

@usableFromInline package struct TokenFlags: OptionSet, Sendable, Hashable {
  @usableFromInline package let rawValue: UInt8
  @inlinable package init(rawValue: UInt8) { self.rawValue = rawValue }

  /// A line break stands between this token and the one before (or it starts the file).
  @usableFromInline package static let atStartOfLine = TokenFlags(rawValue: 1 << 0)
  /// Whitespace or a comment stands right before this token.
  @usableFromInline package static let leadingTrivia = TokenFlags(rawValue: 1 << 1)
  /// `<` or `>` of a generic parameter or argument list (`Array<Int>`).
  @usableFromInline package static let genericAngle = TokenFlags(rawValue: 1 << 2)
  /// A string, comment-like or bracket construct that runs to the end of its line or file.
  @usableFromInline package static let unterminated = TokenFlags(rawValue: 1 << 3)
  /// An operator bound on the right only (`-x`, `!flag`, `&value`).
  @usableFromInline package static let prefixOperator = TokenFlags(rawValue: 1 << 4)
  /// An operator bound on the left only (`x!`, `x?`, `x...`).
  @usableFromInline package static let postfixOperator = TokenFlags(rawValue: 1 << 5)
}

/// A comment, kept addressable for suppression directives and fixture expectations.
@usableFromInline package struct Comment: Equatable, Sendable {
  @usableFromInline package var start: UInt32
  @usableFromInline package var end: UInt32
  @usableFromInline package var kind: CommentKind
  @inlinable package var range: Range<Int> { Int(start)..<Int(end) }
}

@usableFromInline package enum CommentKind: UInt8, Sendable {
  case line, docLine, block, docBlock
}
