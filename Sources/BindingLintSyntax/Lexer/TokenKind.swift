/// Every kind of token the lexer produces. Mirrors swift-syntax's token kinds closely
/// enough that `dump-tokens` can map each onto syntax-oracle's coarse categories.
@usableFromInline package enum TokenKind: UInt8, Sendable {
  case identifier        // names, `backticked`, $0, $name, contextual keywords
  case keyword           // reserved words and `_`
  case integer
  case float
  case stringQuote       // "
  case multilineQuote    // """
  case singleQuote       // '
  case rawDelimiter      // the #s of #"…"# and of \#(
  case stringSegment     // text between quotes and interpolations, escapes included
  case backslash         // \ of an interpolation or a key path
  case interpolationOpen // ( of \(
  case interpolationClose
  case regexDelimiter    // / and the #s of #/…/#
  case regexPattern
  case `operator`        // + == ..< = -> & ? ! ... and generic < >
  case leftParen, rightParen
  case leftBrace, rightBrace
  case leftBracket, rightBracket
  case comma, colon, semicolon, period, colonColon
  case at                // @ of an attribute
  case pound             // # of #Preview, #selector, …
  case poundKeyword      // #if #elseif #else #endif #available #unavailable #sourceLocation
  case backtick          // a lone ` (broken code)
  case shebang
  case unknown
  case endOfFile

  /// The category name syntax-oracle's `swift-tokens` prints for this kind.
  package var oracleCategory: String {
    switch self {
    case .identifier: return "identifier"
    case .keyword: return "keyword"
    case .integer: return "integer"
    case .float: return "float"
    case .stringQuote, .multilineQuote, .singleQuote: return "string-quote"
    case .rawDelimiter: return "raw-delimiter"
    case .stringSegment: return "string-segment"
    case .backslash: return "backslash"
    case .interpolationOpen: return "interpolation-open"
    case .interpolationClose: return "interpolation-close"
    case .regexDelimiter: return "regex-delimiter"
    case .regexPattern: return "regex-pattern"
    case .operator: return "operator"
    case .leftParen: return "lparen"
    case .rightParen: return "rparen"
    case .leftBrace: return "lbrace"
    case .rightBrace: return "rbrace"
    case .leftBracket: return "lbracket"
    case .rightBracket: return "rbracket"
    case .comma: return "comma"
    case .colon: return "colon"
    case .semicolon: return "semicolon"
    case .period: return "period"
    case .colonColon: return "coloncolon"
    case .at: return "at"
    case .pound: return "pound"
    case .poundKeyword: return "pound-keyword"
    case .backtick: return "backtick"
    case .shebang: return "shebang"
    case .unknown: return "unknown"
    case .endOfFile: return "eof"
    }
  }

  // Switches, not chains of `==`: they compile to one bit test.
  @inlinable package var isOpeningBracket: Bool {
    switch self {
    case .leftParen, .leftBrace, .leftBracket, .interpolationOpen: return true
    default: return false
    }
  }

  @inlinable package var isClosingBracket: Bool {
    switch self {
    case .rightParen, .rightBrace, .rightBracket, .interpolationClose: return true
    default: return false
    }
  }
}

extension CommentKind {
  package var oracleCategory: String {
    switch self {
    case .line: return "line-comment"
    case .docLine: return "doc-line-comment"
    case .block: return "block-comment"
    case .docBlock: return "doc-block-comment"
    }
  }
}
