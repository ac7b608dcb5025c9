/// What the lexer is inside of: one entry of `StateStack`, packed into an integer so that
/// pushing, popping and asking "is the top an `.angle`?" are plain integer operations
/// with no enum payload to copy or compare.
///
/// The low three bits hold the kind; string and interpolation entries also hold their
/// literal's `StringDelimiter` in the bits above.
struct LexerState: Equatable {
  private let rawValue: Int

  private init(rawValue: Int) { self.rawValue = rawValue }

  private static let kindMask = 0b111
  private static let singleQuoteBit = 1 << 3
  private static let multilineBit = 1 << 4
  private static let poundsShift = 5

  /// The bottom of every stack: code at file level. It is never pushed or popped.
  static let file = LexerState(rawValue: 0)
  /// Inside `( … )` of code.
  static let paren = LexerState(rawValue: 1)
  /// Inside `[ … ]`.
  static let bracket = LexerState(rawValue: 2)
  /// Inside `{ … }`.
  static let brace = LexerState(rawValue: 3)
  /// Inside a generic argument or parameter list, `Array<…>`: a `>` closes it even where
  /// it would otherwise join an operator (`Set<Array<Int>>` ends in two `>` tokens).
  static let angle = LexerState(rawValue: 4)
  private static let stringKind = 5
  private static let interpolationKind = 6

  /// Inside the text of a string literal.
  static func string(_ delimiter: StringDelimiter) -> LexerState {
    LexerState(rawValue: stringKind | packed(delimiter))
  }

  /// Inside `\( … )` of a string literal; its `)` resumes the string's text.
  static func interpolation(_ delimiter: StringDelimiter) -> LexerState {
    LexerState(rawValue: interpolationKind | packed(delimiter))
  }

  private static func packed(_ delimiter: StringDelimiter) -> Int {
    (delimiter.quote == UInt8(ascii: "'") ? singleQuoteBit : 0) | (delimiter.isMultiline ? multilineBit : 0)
      | delimiter.pounds << poundsShift
  }

  var isString: Bool { rawValue & LexerState.kindMask == LexerState.stringKind }
  var isInterpolation: Bool { rawValue & LexerState.kindMask == LexerState.interpolationKind }

  /// The delimiter of a `.string` or `.interpolation` entry.
  var delimiter: StringDelimiter {
    StringDelimiter(
      quote: rawValue & LexerState.singleQuoteBit != 0 ? UInt8(ascii: "'") : UInt8(ascii: "\""),
      isMultiline: rawValue & LexerState.multilineBit != 0,
      pounds: rawValue >> LexerState.poundsShift)
  }
}

/// How a string literal ends: its quote, whether it is `"""`, and how many `#`s wrap it.
struct StringDelimiter: Equatable {
  var quote: UInt8
  var isMultiline: Bool
  var pounds: Int
}

/// A problem the lexer noticed and recovered from; never fatal.
@usableFromInline package struct LexDiagnostic: Equatable, Sendable {
  @usableFromInline package enum Kind: UInt8, Sendable {
    case invalidUTF8
    case unterminatedString
    case unterminatedBlockComment
    case unterminatedRegex
    case unexpectedCharacter
    case strayClosingBracket
  }
  @usableFromInline package var offset: Int
  @usableFromInline package var kind: Kind
}

/// The lexer's output for one file.
@usableFromInline package struct LexedFile: Sendable {
  /// Tokens in source order, followed by one `.endOfFile` token at the end of the bytes.
  @usableFromInline package var tokens: ContiguousArray<Token>
  @usableFromInline package var comments: ContiguousArray<Comment>
  @usableFromInline package var diagnostics: [LexDiagnostic]
}
