/// What the lexer is inside of. The states form a stack kept as data (`Lexer.states`), so a
/// string in a closure in an interpolation, or 100k nested brackets, costs memory, never
/// call-stack depth.
enum LexerState: Equatable {
  /// Inside `( … )` of code.
  case paren
  /// Inside `[ … ]`.
  case bracket
  /// Inside `{ … }`.
  case brace
  /// Inside a generic argument or parameter list, `Array<…>`: a `>` closes it even where
  /// it would otherwise join an operator (`Set<Array<Int>>` ends in two `>` tokens).
  case angle
  /// Inside the text of a string literal.
  case string(StringDelimiter)
  /// Inside `\( … )` of a string literal; its `)` resumes the string's text.
  case interpolation(StringDelimiter)
}

/// How a string literal ends: its quote, whether it is `"""`, and how many `#`s wrap it.
struct StringDelimiter: Equatable {
  var quote: UInt8
  var isMultiline: Bool
  var pounds: Int
}

/// A problem the lexer noticed and recovered from; never fatal.
public struct LexDiagnostic: Equatable, Sendable {
  public enum Kind: UInt8, Sendable {
    case invalidUTF8
    case unterminatedString
    case unterminatedBlockComment
    case unterminatedRegex
    case unexpectedCharacter
    case strayClosingBracket
  }
  public var offset: Int
  public var kind: Kind
}

/// The lexer's output for one file.
public struct LexedFile: Sendable {
  /// Tokens in source order, followed by one `.endOfFile` token at the end of the bytes.
  public var tokens: ContiguousArray<Token>
  public var comments: ContiguousArray<Comment>
  public var diagnostics: [LexDiagnostic]
}
