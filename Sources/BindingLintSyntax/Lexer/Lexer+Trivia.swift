/// Trivia: whitespace, line breaks, comments, and bytes that cannot start a token
/// (invalid UTF-8, non-ASCII spaces). Comments are recorded; the rest only sets the flags
/// the next token carries. Each piece (a run of spaces, a line break with the indentation
/// after it, a comment) is one step of the main loop.
extension Lexer {
  /// Spaces and tabs before a token (a run may also start with a vertical tab, form feed
  /// or NUL). The line break that ends the buffer stops the scan.
  @inline(__always) mutating func skipSpaces() {
    var i = pos &+ 1
    while base[i] == 0x20 || base[i] == 0x09 { i &+= 1 }
    pos = i
    pendingFlags.insert(.leadingTrivia)
  }

  /// A line break and the indentation after it.
  @inline(__always) mutating func lexLineBreak() {
    var i = pos &+ 1
    // Two inserts, not one of `[.atStartOfLine, .leadingTrivia]`: that literal allocates.
    pendingFlags.insert(.atStartOfLine)
    pendingFlags.insert(.leadingTrivia)
    if interpolationDepth > 0 {
      pos = i
      endSingleLineInterpolationAtNewline()
    }
    if i < count { i = indentationEnd(from: i) }
    pos = i
  }

  /// The end of the spaces and tabs from `index`, which is inside `bytes`. Indentation runs
  /// long and is mostly spaces: eight at a time while eight remain, then byte by byte up to
  /// the line's first token or the line break that ends the buffer.
  @inline(__always) func indentationEnd(from index: Int) -> Int {
    var i = index
    while i &+ 8 <= count && UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
      i &+= 8
    }
    while base[i] == 0x20 || base[i] == 0x09 { i &+= 1 }
    return i
  }

  /// `//` or `/*` start a comment; any other `/` is an operator or a regex literal.
  mutating func lexSlashOrComment() {
    let next = byte(pos + 1)
    if next == UInt8(ascii: "/") {
      lexLineComment()
    } else if next == UInt8(ascii: "*") {
      lexBlockComment()
    } else {
      return lexSlash()
    }
    pendingFlags.insert(.leadingTrivia)
  }

  /// A non-ASCII scalar: erroneous whitespace (trivia), an operator, or a name. Invalid
  /// UTF-8 is trivia too, one byte at a time, with a diagnostic.
  mutating func lexNonASCII() {
    let (scalar, length) = Scalars.decode(bytes, at: pos)
    guard let scalar else {
      diagnose(.invalidUTF8, at: pos)
      pos += length
      pendingFlags.insert(.leadingTrivia)
      return
    }
    if Scalars.isUnicodeWhitespace(scalar) {
      pos += length
      pendingFlags.insert(.leadingTrivia)
    } else if Scalars.isOperatorHead(scalar) {
      lexOperator()
    } else {
      lexIdentifier()
    }
  }

  /// `//` to the end of the line; `///` (and `////`) is a doc comment.
  mutating func lexLineComment() {
    let start = pos
    pos += 2
    let isDoc = byte(pos) == UInt8(ascii: "/")
    pos = lineEnd(from: pos)
    comments.append(Comment(start: UInt32(start), end: UInt32(pos), kind: isDoc ? .docLine : .line))
  }

  /// The index of the first line break at or after `index`. Comments are long enough that
  /// testing eight bytes at a time pays: about a fifth of the instructions of a byte loop.
  @inline(__always) func lineEnd(from index: Int) -> Int {
    var i = index
    while i &+ 8 <= count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
      let found = Lexer.lineBreakBits(word)
      if found != 0 { return i &+ found.trailingZeroBitCount &>> 3 }
      i &+= 8
    }
    // The line break that ends the buffer stops this scan.
    while base[i] != 0x0A && base[i] != 0x0D { i &+= 1 }
    return i
  }

  /// The high bit of each byte of `word` that is a line break, and maybe of bytes above the
  /// first one (the zero-byte test lets a borrow run upward); the lowest bit is exact.
  @inline(__always) static func lineBreakBits(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let lineFeeds = word ^ (ones &* 0x0A)
    let returns = word ^ (ones &* 0x0D)
    return ((lineFeeds &- ones) & ~lineFeeds | (returns &- ones) & ~returns) & highBits
  }

  /// `/* … */`, nested; `/** … */` is a doc comment (`/**/` is not). Unterminated runs to EOF.
  mutating func lexBlockComment() {
    let start = pos
    pos += 2
    let isDoc = byte(pos) == UInt8(ascii: "*") && byte(pos + 1) != UInt8(ascii: "/")
    var depth = 1
    while pos < count {
      let c = bytes[pos]
      if c == UInt8(ascii: "*") && byte(pos + 1) == UInt8(ascii: "/") {
        pos += 2
        depth -= 1
        if depth == 0 { break }
      } else if c == UInt8(ascii: "/") && byte(pos + 1) == UInt8(ascii: "*") {
        pos += 2
        depth += 1
      } else {
        pos += 1
      }
    }
    if depth > 0 { diagnose(.unterminatedBlockComment, at: start) }
    comments.append(Comment(start: UInt32(start), end: UInt32(pos), kind: isDoc ? .docBlock : .block))
  }

  /// A single-line string cannot span lines, not even inside `\( … )`: a line break there
  /// ends the string (unterminated) and returns to the code around it.
  mutating func endSingleLineInterpolationAtNewline() {
    var level = states.depth
    while level >= 1 {
      let state = states[level]
      if state.isInterpolation {
        guard !state.delimiter.isMultiline else { return }
        // The string this interpolation belongs to, one level down.
        let stringLevel = max(1, level - 1)
        diagnose(.unterminatedString, at: pos)
        var removed = 0
        for inner in stringLevel...states.depth where states[inner].isInterpolation { removed += 1 }
        states.truncate(to: stringLevel - 1)
        interpolationDepth -= removed
        return
      }
      level -= 1
    }
  }
}
