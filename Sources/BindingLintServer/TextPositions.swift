import BindingLintSyntax

/// LSP positions (0-based line, character) against a buffer's bytes. The client and server
/// agree on what a "character" is at `initialize`: UTF-16 code units by default, UTF-8
/// bytes when the client offers them. The engine counts bytes, so every position crosses
/// here. Lines end at "\n", "\r\n" or a lone "\r", as in LSP and `LineTable`.
package enum PositionEncoding: String, Sendable {
  case utf8 = "utf-8"
  case utf16 = "utf-16"
}

package struct TextPositions {
  package let bytes: [UInt8]
  package let lines: LineTable
  package let encoding: PositionEncoding

  package init(_ bytes: [UInt8], encoding: PositionEncoding) {
    self.init(bytes, lines: LineTable(bytes), encoding: encoding)
  }

  /// Positions over `bytes` whose line table the caller already has.
  package init(_ bytes: [UInt8], lines: LineTable, encoding: PositionEncoding) {
    self.bytes = bytes
    self.lines = lines
    self.encoding = encoding
  }

  /// The byte offset of a position. A line past the end means the end of the buffer; a
  /// character past the end of its line means the end of the line (as LSP asks); a
  /// position inside a character (half a surrogate pair, a byte inside a scalar) moves
  /// back to the character's start.
  package func offset(line: Int, character: Int) -> Int {
    guard line >= 0 else { return 0 }
    guard line < lines.lineStarts.count else { return bytes.count }
    let range = lines.lineRange(at: line, in: bytes)
    var offset = range.lowerBound
    var units = 0
    while offset < range.upperBound {
      let width = Self.scalarWidth(bytes[offset])
      let scalarUnits = encoding == .utf8 ? width : (width == 4 ? 2 : 1)
      if units + scalarUnits > character { break }
      units += scalarUnits
      offset = min(offset + width, range.upperBound)
    }
    return offset
  }

  /// The position of a byte offset.
  package func position(of offset: Int) -> (line: Int, character: Int) {
    let clamped = max(0, min(offset, bytes.count))
    let line = lines.lineIndex(of: clamped)
    let start = lines.lineStarts[line]
    guard encoding == .utf16 else { return (line, clamped - start) }
    var units = 0
    var index = start
    while index < clamped {
      let width = Self.scalarWidth(bytes[index])
      units += width == 4 ? 2 : 1
      index += width
    }
    return (line, units)
  }

  /// Bytes in the UTF-8 sequence a lead byte starts (1 for a stray continuation byte, so
  /// a walk always advances).
  static func scalarWidth(_ lead: UInt8) -> Int {
    switch lead {
    case 0xF0...: return 4
    case 0xE0...: return 3
    case 0xC0...: return 2
    default: return 1
    }
  }
}
