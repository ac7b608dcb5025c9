/// A tiny JSON emitter for reporters: keys in the order written, strings escaped per RFC 8259.
/// Hand-written so the library needs no Foundation and output bytes are stable.
struct JSONWriter {
  private(set) var output = ""
  private var needsComma: [Bool] = [false]
  private let indentUnit: String
  private var pretty: Bool { !indentUnit.isEmpty }

  init(pretty: Bool = true) {
    indentUnit = pretty ? "  " : ""
  }

  private mutating func separate() {
    if needsComma[needsComma.count - 1] { output += "," }
    needsComma[needsComma.count - 1] = true
    if pretty && needsComma.count > 1 {
      output += "\n" + String(repeating: indentUnit, count: needsComma.count - 1)
    }
  }

  private mutating func key(_ name: String?) {
    separate()
    if let name { output += Self.quoted(name) + (pretty ? ": " : ":") }
  }

  mutating func beginObject(_ name: String? = nil) { key(name); output += "{"; needsComma.append(false) }
  mutating func beginArray(_ name: String? = nil) { key(name); output += "["; needsComma.append(false) }

  mutating func endObject() { close("}") }
  mutating func endArray() { close("]") }

  private mutating func close(_ bracket: String) {
    let hadItems = needsComma.removeLast()
    if pretty && hadItems { output += "\n" + String(repeating: indentUnit, count: needsComma.count - 1) }
    output += bracket
  }

  mutating func string(_ name: String?, _ value: String) { key(name); output += Self.quoted(value) }
  mutating func number(_ name: String?, _ value: Int) { key(name); output += String(value) }
  mutating func bool(_ name: String?, _ value: Bool) { key(name); output += value ? "true" : "false" }

  static func quoted(_ text: String) -> String {
    let body = text.escaping { scalar in
      switch scalar {
      case "\"": return "\\\""
      case "\\": return "\\\\"
      case "\n": return "\\n"
      case "\r": return "\\r"
      case "\t": return "\\t"
      case "\u{08}": return "\\b"
      case "\u{0C}": return "\\f"
      default:
        guard scalar.value < 0x20 else { return nil }
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return "\"" + body + "\""
  }
}
