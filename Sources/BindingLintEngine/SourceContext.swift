import BindingLintSyntax

/// What reporters need of a diagnostic's source text beyond its byte positions, captured
/// when the finding is placed (by report time the file's bytes are gone, and standard input
/// cannot be read twice): a bounded excerpt of its first line for the caret display, its
/// columns in UTF-16 code units for SARIF, and a hash of its first line for SARIF
/// fingerprints. Never a copy of the whole line: 4,000 findings on one 280 KB line would
/// hold a gigabyte of copies.
package struct SourceContext: Sendable, Equatable {
  package var excerpt: SourceExcerpt
  /// 1-based column of the start in UTF-16 code units (SARIF's default `columnKind`).
  package var utf16Column: Int
  /// 1-based column of the (exclusive) end on its own line, in UTF-16 code units.
  package var utf16EndColumn: Int
  /// FNV-1a hash of the first line's bytes without whitespace: the same statement
  /// re-indented or moved keeps its hash.
  package var lineHash: UInt64
}

/// At most `maximumBytes` of a diagnostic's first line around its column, cut at UTF-8
/// scalar boundaries, with the part to underline.
package struct SourceExcerpt: Sendable, Equatable {
  package var text: String
  /// Whether the line goes on before `text` (the display shows `…`).
  package var isCutBefore: Bool
  /// Whether the line goes on after `text`.
  package var isCutAfter: Bool
  /// The UTF-8 byte range of `text` the diagnostic covers; to the end of `text` when the
  /// diagnostic goes on past it (a later line, or the cut).
  package var marked: Range<Int>

  /// A line this long or shorter is kept whole.
  package static let maximumBytes = 160
  /// How much of a longer line is kept before the column, when the line has that much.
  package static let bytesBeforeColumn = 48

  /// The excerpt of `bytes[line]` for a diagnostic covering `start..<end` (file offsets).
  init(bytes: UnsafeBufferPointer<UInt8>, line: Range<Int>, start: Int, end: Int) {
    let start = min(max(start, line.lowerBound), line.upperBound)
    var low = line.lowerBound
    var high = line.upperBound
    if line.count > Self.maximumBytes {
      low = max(line.lowerBound, min(start - Self.bytesBeforeColumn, line.upperBound - Self.maximumBytes))
      high = low + Self.maximumBytes
      while low < start && Self.isContinuation(bytes[low]) { low += 1 }
      while high > start && high < line.upperBound && Self.isContinuation(bytes[high]) { high -= 1 }
    }
    let markLow = start - low
    let markHigh = max(markLow, min(max(end, start), high) - low)
    text = String(decoding: UnsafeBufferPointer(rebasing: bytes[low..<high]), as: UTF8.self)
    isCutBefore = low > line.lowerBound
    isCutAfter = high < line.upperBound
    marked = markLow..<markHigh
  }

  static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}

/// Builds the `SourceContext` of each finding in one file. Counting UTF-16 units resumes
/// from the last position counted on the same line, and a line is hashed once, so
/// thousands of findings on one long line cost a few passes over it, not one each.
struct SourceContextBuilder {
  private let bytes: [UInt8]
  private let lines: LineTable
  private var startCounter = UTF16Counter()
  private var endCounter = UTF16Counter()
  private var lineHashes: [Int: UInt64] = [:]

  init(bytes: [UInt8], lines: LineTable) {
    self.bytes = bytes
    self.lines = lines
  }

  /// The context of a finding covering `start..<end`, whose first and last lines
  /// (1-based) are `line` and `endLine`.
  mutating func context(start: Int, end: Int, line: Int, endLine: Int) -> SourceContext {
    let lineRange = lines.lineRange(at: line - 1, in: bytes)
    let endLineStart = lines.lineStarts[endLine - 1]
    let hash: UInt64
    if let known = lineHashes[line] {
      hash = known
    } else {
      hash = bytes.withUnsafeBufferPointer { Self.hashIgnoringWhitespace(UnsafeBufferPointer(rebasing: $0[lineRange])) }
      lineHashes[line] = hash
    }
    return bytes.withUnsafeBufferPointer { buffer in
      SourceContext(
        excerpt: SourceExcerpt(bytes: buffer, line: lineRange, start: start, end: end),
        utf16Column: startCounter.column(of: start, lineStart: lineRange.lowerBound, in: buffer),
        utf16EndColumn: endCounter.column(of: end, lineStart: endLineStart, in: buffer),
        lineHash: hash)
    }
  }

  static func hashIgnoringWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes where byte != 0x20 && byte != 0x09 && byte != 0x0D && byte != 0x0A {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return hash
  }
}

/// UTF-16 code units from a line's start to an offset, resuming where the last count on
/// the same line stopped when the offset is not before it.
struct UTF16Counter {
  private var lineStart = -1
  private var offset = 0
  private var units = 0

  mutating func column(of target: Int, lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let target = min(max(target, lineStart), bytes.count)
    if lineStart != self.lineStart || target < offset {
      self.lineStart = lineStart
      offset = lineStart
      units = 0
    }
    var count = units
    for i in offset..<target {
      let byte = bytes[i]
      // A scalar is one unit, two if it takes four UTF-8 bytes (a surrogate pair).
      if byte & 0xC0 != 0x80 { count += 1 }
      if byte >= 0xF0 { count += 1 }
    }
    offset = target
    units = count
    return count + 1
  }
}
