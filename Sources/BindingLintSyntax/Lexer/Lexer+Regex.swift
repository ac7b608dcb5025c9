/// Regex literals: `#/…/#` (any number of `#`, may span lines) and bare `/…/`.
///
/// A bare `/` starts a regex only where an expression can start (after an operator, an
/// opening bracket, a separator, or a keyword other than `self`/`true`/`nil`…) and only if
/// the literal closes on the same line, does not start with a space, does not end with
/// one, and has no unbalanced `)`. Everything else is division. This follows
/// swift-syntax's `RegexLiteralLexer` decision closely enough for real code:
/// `width/2`, `a / b` and `(x)/y` are all division.
extension Lexer {
  mutating func lexSlash() {
    if isInRegexLiteralPosition(), let end = bareRegexEnd(from: pos) {
      let start = pos
      emit(.regexDelimiter, start, start + 1)
      if end - 1 > start + 1 { emit(.regexPattern, start + 1, end - 1) }
      emit(.regexDelimiter, end - 1, end)
      pos = end
      return
    }
    lexOperator()
  }

  func isInRegexLiteralPosition() -> Bool {
    guard let last = tokens.last else { return true }
    switch last.kind {
    case .identifier, .integer, .float, .stringQuote, .multilineQuote, .singleQuote, .rawDelimiter,
      .rightParen, .rightBracket, .rightBrace, .regexDelimiter, .interpolationClose, .backtick, .pound:
      return false
    case .keyword:
      switch last.keyword {
      case .`self`, .`Self`, .`super`, .`true`, .`false`, .`nil`, .`init`, .`Any`: return false
      default: return true
      }
    case .operator:
      // `x! / 2`, `x? / 2`: a postfix operator ends an expression, but `try? /re/` does not.
      if last.flags.contains(.postfixOperator) {
        return tokens.count >= 2 && tokens[tokens.count - 2].keyword == .`try` && tokens[tokens.count - 2].kind == .keyword
      }
      return true
    default:
      return true
    }
  }

  /// The end (after the closing `/`) of a bare regex starting at `start`, or nil.
  func bareRegexEnd(from start: Int) -> Int? {
    let first = byte(start + 1)
    if first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D || start + 1 >= count { return nil }
    var i = start + 1
    var parenDepth = 0
    var inClass = 0
    while i < count {
      let b = bytes[i]
      switch b {
      case 0x0A, 0x0D:
        return nil
      case UInt8(ascii: "\\"):
        i += 2
        continue
      case UInt8(ascii: "["):
        inClass += 1
      case UInt8(ascii: "]"):
        if inClass > 0 { inClass -= 1 }
      case UInt8(ascii: "("):
        if inClass == 0 { parenDepth += 1 }
      case UInt8(ascii: ")"):
        if inClass == 0 {
          parenDepth -= 1
          if parenDepth < 0 { return nil }
        }
      case UInt8(ascii: "/"):
        if inClass == 0 {
          let last = bytes[i - 1]
          if last == 0x20 || last == 0x09 { return nil }
          return parenDepth == 0 ? i + 1 : nil
        }
      default:
        break
      }
      i += 1
    }
    return nil
  }

  /// `#/…/#` with `pounds` `#`s already counted from `pos`. Returns false (nothing consumed)
  /// if the literal does not close.
  mutating func lexExtendedRegex(pounds: Int) -> Bool {
    let start = pos
    let slash = start + pounds
    var i = slash + 1
    while i < count {
      if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
      if bytes[i] == UInt8(ascii: "/") && countPounds(from: i + 1, upTo: pounds) - (i + 1) == pounds {
        emit(.regexDelimiter, start, slash)
        emit(.regexDelimiter, slash, slash + 1)
        if i > slash + 1 { emit(.regexPattern, slash + 1, i) }
        emit(.regexDelimiter, i, i + 1)
        emit(.regexDelimiter, i + 1, i + 1 + pounds)
        pos = i + 1 + pounds
        return true
      }
      i += 1
    }
    return false
  }
}
