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
    var i = pos
    while i < count {
      // Plain text costs one table test a byte: the scan stops only at a quote, a backslash
      // or a line break, and the line break that ends the buffer bounds it.
      while classes[Int(base[i])] & ByteClass.stringSpecial == 0 { i &+= 1 }
      guard i < count else { break }
      let c = base[i]
      if c == UInt8(ascii: "\\") {
        let poundsEnd = countPounds(from: i + 1, upTo: delimiter.pounds)
        guard poundsEnd - (i + 1) == delimiter.pounds else {
          i += 1  // a backslash without enough #s is text in a raw string
          continue
        }
        if byte(poundsEnd) == UInt8(ascii: "(") {
          emitSegment(segmentStart, i)
          return lexInterpolationOpen(at: i, poundsEnd: poundsEnd, delimiter)
        }
        let escaped = byte(poundsEnd)
        if !delimiter.isMultiline && (escaped == 0x0A || escaped == 0x0D) {
          i = poundsEnd
        } else {
          i = min(count, poundsEnd + 1)
        }
        continue
      }
      if c == delimiter.quote, let end = closingDelimiterEnd(at: i, delimiter) {
        emitSegment(segmentStart, i)
        return lexStringClose(at: i, end: end, delimiter)
      }
      if (c == 0x0A || c == 0x0D) && !delimiter.isMultiline {
        emitSegment(segmentStart, i)
        pos = i
        diagnose(.unterminatedString, at: i)
        states.pop()
        return
      }
      i += 1
    }
    pos = i
    emitSegment(segmentStart, i)
    diagnose(.unterminatedString, at: i)
    states.pop()
  }

  /// `\(` (or `\#(` …) with the backslash at `index`: code until the matching `)`.
  mutating func lexInterpolationOpen(at index: Int, poundsEnd: Int, _ delimiter: StringDelimiter) {
    emit(.backslash, index, index + 1)
    if delimiter.pounds > 0 { emit(.rawDelimiter, index + 1, poundsEnd) }
    emit(.interpolationOpen, poundsEnd, poundsEnd + 1)
    pos = poundsEnd + 1
    states.push(.interpolation(delimiter))
    interpolationDepth += 1
  }

  /// The closing quote at `index`, and its `#`s up to `end`.
  mutating func lexStringClose(at index: Int, end: Int, _ delimiter: StringDelimiter) {
    let quoteEnd = index + (delimiter.isMultiline ? 3 : 1)
    let quoteKind: TokenKind =
      delimiter.isMultiline ? .multilineQuote : delimiter.quote == UInt8(ascii: "'") ? .singleQuote : .stringQuote
    emit(quoteKind, index, quoteEnd)
    if delimiter.pounds > 0 { emit(.rawDelimiter, quoteEnd, end) }
    pos = end
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
