/// Trivia: whitespace, line breaks, comments, and bytes that cannot start a token
/// (invalid UTF-8, non-ASCII spaces). Comments are recorded; the rest only sets the flags
/// the next token carries.
extension Lexer {
  /// Consumes one run of trivia; returns false if a token starts at `pos`.
  mutating func skipTrivia() -> Bool {
    let start = pos
    scan: while pos < count {
      let c = bytes[pos]
      switch c {
      case 0x20, 0x09, 0x0B, 0x0C, 0x00:
        // Runs of indentation: a local cursor, stored back once.
        var i = pos + 1
        while i < count && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
        pos = i
      case 0x0A, 0x0D:
        pos += 1
        pendingFlags.insert(.atStartOfLine)
        if interpolationDepth > 0 { endSingleLineInterpolationAtNewline() }
      case UInt8(ascii: "/"):
        let next = byte(pos + 1)
        if next == UInt8(ascii: "/") {
          lexLineComment()
        } else if next == UInt8(ascii: "*") {
          lexBlockComment()
        } else {
          break scan
        }
      case 0x80...0xFF:
        let (scalar, length) = Scalars.decode(bytes, at: pos)
        if let scalar {
          guard Scalars.isUnicodeWhitespace(scalar) else { break scan }
        } else {
          diagnose(.invalidUTF8, at: pos)
        }
        pos += length
      default:
        break scan
      }
    }
    if pos > start { pendingFlags.insert(.leadingTrivia) }
    return pos > start
  }

  /// `//` to the end of the line; `///` (and `////`) is a doc comment.
  mutating func lexLineComment() {
    let start = pos
    pos += 2
    let isDoc = byte(pos) == UInt8(ascii: "/")
    var i = pos
    while i < count && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
    pos = i
    comments.append(Comment(start: UInt32(start), end: UInt32(pos), kind: isDoc ? .docLine : .line))
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
