/// String literals: `"…"`, `"""…"""`, raw `#"…"#` with any number of `#`, `'…'`, and
/// interpolation `\( … )` / `\#( … )` that re-enters code (see `LexerState.interpolation`).
///
/// Escapes stay inside the segment; only an interpolation's backslash is its own token,
/// as in swift-syntax.
extension Lexer {
  /// At a quote, after any `#`s already emitted as `.rawDelimiter`: the quote and the text
  /// up to the end of the literal or its first interpolation.
  mutating func lexStringOpen(pounds: Int) {
    let start = pos
    let quote = bytes[pos]
    // `#"""#` is a one-line raw string holding `"`, not a multi-line opener.
    let isQuoteInRawString = pounds > 0 && countPounds(from: pos + 3, upTo: pounds) - (pos + 3) == pounds
    let delimiter: StringDelimiter
    if quote == UInt8(ascii: "\"") && byte(pos + 1) == quote && byte(pos + 2) == quote && !isQuoteInRawString {
      pos += 3
      emit(.multilineQuote, start, pos)
      delimiter = StringDelimiter(quote: quote, isMultiline: true, pounds: pounds)
    } else {
      pos += 1
      emit(quote == UInt8(ascii: "'") ? .singleQuote : .stringQuote, start, pos)
      delimiter = StringDelimiter(quote: quote, isMultiline: false, pounds: pounds)
    }
    states.push(.string(delimiter))
    // The text right away, so the main loop never needs to ask whether it is in a string.
    if pos < count { lexStringText(delimiter) }
  }

  /// Lexes string text up to the closing quote, an interpolation, or (single-line) the end
  /// of the line, emitting the segment and what ends it.
  mutating func lexStringText(_ delimiter: StringDelimiter) {
    let segmentStart = pos
    while pos < count {
      let c = bytes[pos]
      if c == UInt8(ascii: "\\") {
        let poundsEnd = countPounds(from: pos + 1, upTo: delimiter.pounds)
        guard poundsEnd - (pos + 1) == delimiter.pounds else {
          pos += 1  // a backslash without enough #s is text in a raw string
          continue
        }
        if byte(poundsEnd) == UInt8(ascii: "(") {
          emitSegment(segmentStart, pos)
          emit(.backslash, pos, pos + 1)
          if delimiter.pounds > 0 { emit(.rawDelimiter, pos + 1, poundsEnd) }
          emit(.interpolationOpen, poundsEnd, poundsEnd + 1)
          pos = poundsEnd + 1
          states.push(.interpolation(delimiter))
          interpolationDepth += 1
          return
        }
        let escaped = byte(poundsEnd)
        if !delimiter.isMultiline && (escaped == 0x0A || escaped == 0x0D) {
          pos = poundsEnd
        } else {
          pos = min(count, poundsEnd + 1)
        }
        continue
      }
      if c == delimiter.quote, let end = closingDelimiterEnd(at: pos, delimiter) {
        emitSegment(segmentStart, pos)
        let quoteEnd = pos + (delimiter.isMultiline ? 3 : 1)
        emit(delimiter.isMultiline ? .multilineQuote : (c == UInt8(ascii: "'") ? .singleQuote : .stringQuote), pos, quoteEnd)
        if delimiter.pounds > 0 { emit(.rawDelimiter, quoteEnd, end) }
        pos = end
        states.pop()
        return
      }
      if (c == 0x0A || c == 0x0D) && !delimiter.isMultiline {
        emitSegment(segmentStart, pos)
        diagnose(.unterminatedString, at: pos)
        states.pop()
        return
      }
      pos += 1
    }
    emitSegment(segmentStart, pos)
    diagnose(.unterminatedString, at: pos)
    states.pop()
  }

  @inline(__always) mutating func emitSegment(_ start: Int, _ end: Int) {
    if end > start { emit(.stringSegment, start, end) }
  }

  /// The index after up to `limit` `#`s starting at `index`.
  @inline(__always) func countPounds(from index: Int, upTo limit: Int) -> Int {
    var i = index
    while i - index < limit && byte(i) == UInt8(ascii: "#") { i += 1 }
    return i
  }

  /// If the quote at `index` closes the literal, the index after its delimiter.
  func closingDelimiterEnd(at index: Int, _ delimiter: StringDelimiter) -> Int? {
    var i = index + 1
    if delimiter.isMultiline {
      guard byte(index + 1) == delimiter.quote && byte(index + 2) == delimiter.quote else { return nil }
      i = index + 3
    }
    let end = countPounds(from: i, upTo: delimiter.pounds)
    return end - i == delimiter.pounds ? end : nil
  }
}
