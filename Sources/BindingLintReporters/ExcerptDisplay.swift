import BindingLintEngine

/// How `text` shows a diagnostic's source excerpt: the line as a terminal displays it
/// (tabs as four spaces, unsafe characters escaped as `HumanText` does, `…` where the line
/// was cut) and where the underline goes, measured in terminal cells so the marks stay
/// under the construct after escapes, tabs and wide (CJK, emoji) characters.
struct ExcerptDisplay {
  /// The line to print after the gutter.
  var line = ""
  /// Cells before the first mark.
  var markOffset = 0
  /// Cells to mark; at least one, so an empty range still gets a caret.
  var markWidth = 1
  /// Cells appended so far.
  private var width = 0
  /// `#` characters just appended: the `[` of `##[` is escaped, as `HumanText` does.
  private var hashes = 0

  init(_ excerpt: SourceExcerpt) {
    let bytes = Array(excerpt.text.utf8)
    let low = min(excerpt.marked.lowerBound, bytes.count)
    let high = min(max(excerpt.marked.upperBound, low), bytes.count)
    if Self.isPlainASCII(bytes) {
      // Most lines: one cell per byte, nothing to escape.
      line = (excerpt.isCutBefore ? "…" : "") + excerpt.text + (excerpt.isCutAfter ? "…" : "")
      markOffset = low + (excerpt.isCutBefore ? 1 : 0)
      markWidth = max(1, high - low)
      return
    }
    if excerpt.isCutBefore { append("…", width: 1) }
    append(bytes[..<low])
    markOffset = width
    append(bytes[low..<high])
    markWidth = max(1, width - markOffset)
    append(bytes[high...])
    if excerpt.isCutAfter { append("…", width: 1) }
  }

  private mutating func append(_ text: String, width cells: Int) {
    line += text
    width += cells
  }

  private mutating func append(_ bytes: ArraySlice<UInt8>) {
    for character in String(decoding: bytes, as: UTF8.self) {
      defer { hashes = character == "#" ? hashes + 1 : 0 }
      if character == "\t" {
        append("    ", width: 4)
      } else if character == "[" && hashes >= 2 {
        let escaped = HumanText.escape("[")
        append(escaped, width: escaped.count)
      } else if character.unicodeScalars.contains(where: HumanText.isUnsafe) {
        let escaped = String(character).escaping { HumanText.isUnsafe($0) ? HumanText.escape($0) : nil }
        append(escaped, width: escaped.count)
      } else {
        append(String(character), width: Self.cells(character))
      }
    }
  }

  /// Printable ASCII without `##[`: shown as it is.
  static func isPlainASCII(_ bytes: [UInt8]) -> Bool {
    var hashes = 0
    for byte in bytes {
      guard byte >= 0x20 && byte < 0x7F && !(byte == UInt8(ascii: "[") && hashes >= 2) else { return false }
      hashes = byte == UInt8(ascii: "#") ? hashes + 1 : 0
    }
    return true
  }

  /// Terminal cells a character takes: two for East Asian wide characters and emoji
  /// presentation, one otherwise (an approximation of `wcwidth` that needs no tables).
  static func cells(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first, first.value >= 0x1100 else { return 1 }
    if character.unicodeScalars.contains("\u{FE0F}") { return 2 }
    switch first.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}
