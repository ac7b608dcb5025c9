import BindingLintEngine
import BindingLintReporters

/// What the language server needs of `JSONValue` beyond the configuration reader: member
/// access for reading requests, and compact writing for replies. Protocol values are
/// shallow (a diagnostic is four levels deep), so writing recurses.
extension JSONValue {
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  package var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// A whole number that fits an `Int` (LSP's `integer` and `uinteger`).
  package var intValue: Int? {
    guard case .number(let number) = self, number.rounded() == number, abs(number) < 9_007_199_254_740_992 else { return nil }
    return Int(number)
  }

  package var boolValue: Bool? {
    if case .bool(let flag) = self { return flag }
    return nil
  }

  package var arrayValue: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }

  package static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

  /// Compact JSON (no spaces), keys in order.
  package var serialized: [UInt8] {
    var out: [UInt8] = []
    write(to: &out)
    return out
  }

  func write(to out: inout [UInt8]) {
    switch self {
    case .null: out += "null".utf8
    case .bool(let flag): out += (flag ? "true" : "false").utf8
    case .number(let number):
      if number.rounded() == number && abs(number) < 9_007_199_254_740_992 {
        out += String(Int(number)).utf8
      } else if number.isFinite {
        out += String(number).utf8
      } else {
        out += "null".utf8
      }
    case .bigInteger(let text): out += text.utf8
    case .string(let text): JSONWriter.appendQuoted(text, to: &out)
    case .array(let items):
      out.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        item.write(to: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        JSONWriter.appendQuoted(member.key, to: &out)
        out.append(UInt8(ascii: ":"))
        member.value.write(to: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }
}
