/// A tiny JSON emitter for reporters: keys in the order written, strings escaped per RFC 8259.
/// Hand-written so the library needs no Foundation and output bytes are stable.
package struct JSONWriter {
  /// UTF-8 written so far: appending bytes is several times cheaper than growing a `String`
  /// scalar by scalar, and reports with thousands of diagnostics are written serially.
  private var bytes: [UInt8] = []
  private var needsComma: [Bool] = [false]
  private let pretty: Bool

  package init(pretty: Bool = true) {
    self.pretty = pretty
    bytes.reserveCapacity(4096)
  }

  package var output: String { String(decoding: bytes, as: UTF8.self) }

  /// What was written since the last call, handed out and dropped: a streamed report
  /// (`ReportWriter`) keeps only the nesting, never the text.
  package mutating func takeOutput() -> String {
    defer { bytes.removeAll(keepingCapacity: true) }
    return output
  }

  private mutating func separate() {
    if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
    needsComma[needsComma.count - 1] = true
    if pretty && needsComma.count > 1 { newline(depth: needsComma.count - 1) }
  }

  private mutating func newline(depth: Int) {
    bytes.append(0x0A)
    bytes.append(contentsOf: repeatElement(0x20, count: 2 * depth))
  }

  private mutating func key(_ name: String?) {
    separate()
    guard let name else { return }
    Self.appendQuoted(name, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    if pretty { bytes.append(0x20) }
  }

  package mutating func beginObject(_ name: String? = nil) { key(name); bytes.append(UInt8(ascii: "{")); needsComma.append(false) }
  package mutating func beginArray(_ name: String? = nil) { key(name); bytes.append(UInt8(ascii: "[")); needsComma.append(false) }

  package mutating func endObject() { close(UInt8(ascii: "}")) }
  package mutating func endArray() { close(UInt8(ascii: "]")) }

  private mutating func close(_ bracket: UInt8) {
    let hadItems = needsComma.removeLast()
    if pretty && hadItems { newline(depth: needsComma.count - 1) }
    bytes.append(bracket)
  }

  package mutating func string(_ name: String?, _ value: String) { key(name); Self.appendQuoted(value, to: &bytes) }
  package mutating func number(_ name: String?, _ value: Int) { key(name); bytes.append(contentsOf: String(value).utf8) }
  package mutating func bool(_ name: String?, _ value: Bool) { key(name); bytes.append(contentsOf: (value ? "true" : "false").utf8) }

  package static func quoted(_ text: String) -> String {
    var out: [UInt8] = []
    appendQuoted(text, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends `text` as a JSON string. Runs of bytes >= 0x20 other than `"` and `\\` are
  /// copied as they are (a `String`'s UTF-8 is always valid), so text is never re-encoded.
  /// The `[` of `##[` is written `\u005b`: the same string to a JSON reader, but no longer
  /// GitHub Actions' older workflow-command form, which it runs from anywhere in a line.
  package static func appendQuoted(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      var runStart = 0
      for i in 0..<utf8.count {
        let byte = utf8[i]
        let opensCommand = byte == UInt8(ascii: "[") && i >= 2 && utf8[i - 1] == UInt8(ascii: "#") && utf8[i - 2] == UInt8(ascii: "#")
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || opensCommand else { continue }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
        appendEscape(byte, to: &out)
        runStart = i + 1
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }
    out.append(UInt8(ascii: "\""))
  }

  static func appendEscape(_ byte: UInt8, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
    case 0x0A: out.append(UInt8(ascii: "n"))
    case 0x0D: out.append(UInt8(ascii: "r"))
    case 0x09: out.append(UInt8(ascii: "t"))
    case 0x08: out.append(UInt8(ascii: "b"))
    case 0x0C: out.append(UInt8(ascii: "f"))
    default:
      let hex: StaticString = "0123456789abcdef"
      out.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
      out.append(hex.utf8Start[Int(byte >> 4)])
      out.append(hex.utf8Start[Int(byte & 15)])
    }
  }
}
