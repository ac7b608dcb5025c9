@testable import BindingLintEngine
import Foundation

/// A JSON Schema draft-04 validator for the keywords the SARIF 2.1.0 schema uses, so that
/// the SARIF test needs nothing outside the repository (no Python, no package).
///
/// Covered: `type`, `properties`, `additionalProperties` (false or a schema), `required`,
/// `items` (one schema), `minItems`, `uniqueItems`, `minimum`, `maximum`, `enum`, `pattern`,
/// `anyOf`, `oneOf`, `$ref` into the document (`#/definitions/…`) and `format` (`uri`: a
/// scheme and no character RFC 3986 forbids; `uri-reference`: no such character;
/// `date-time`: RFC 3339). `title`, `description`, `default`, `id` and `$schema` are notes.
/// A schema with any other keyword is refused (`unsupportedKeywords`), so a constraint is
/// never skipped silently.
struct JSONSchemaValidator {
  let root: JSONValue

  static let annotations: Set = ["title", "description", "default", "id", "$schema", "definitions"]
  static let assertions: Set = [
    "type", "properties", "additionalProperties", "required", "items", "minItems", "uniqueItems", "minimum", "maximum",
    "enum", "pattern", "anyOf", "oneOf", "$ref", "format",
  ]

  init(schema bytes: [UInt8]) throws {
    root = try JSONValue.parse(bytes)
  }

  /// Keywords anywhere in the schema that this validator does not implement.
  var unsupportedKeywords: Set<String> {
    var found = Set<String>()
    var pending = [root]
    while let schema = pending.popLast() {
      guard case .object(let members) = schema else { continue }
      for (key, value) in members {
        if !Self.annotations.contains(key) && !Self.assertions.contains(key) { found.insert(key) }
        switch key {
        case "properties", "definitions":
          if case .object(let named) = value { pending += named.map(\.value) }
        case "items", "additionalProperties": pending.append(value)
        case "anyOf", "oneOf":
          if case .array(let schemas) = value { pending += schemas }
        default: break
        }
      }
    }
    return found
  }

  /// Every violation of the schema by `document`, as "path: problem"; empty when valid.
  func problems(in document: JSONValue) -> [String] {
    var found: [String] = []
    check(document, against: root, at: "", into: &found)
    return found.sorted()
  }

  private func member(_ schema: JSONValue, _ key: String) -> JSONValue? {
    guard case .object(let members) = schema else { return nil }
    return members.first { $0.key == key }?.value
  }

  private func resolve(_ reference: String) -> JSONValue? {
    guard reference.hasPrefix("#/") else { return nil }
    var current: JSONValue? = root
    for part in reference.dropFirst(2).split(separator: "/") {
      current = current.flatMap { member($0, String(part)) }
    }
    return current
  }

  private func check(_ value: JSONValue, against schema: JSONValue, at path: String, into found: inout [String]) {
    if case .string(let reference)? = member(schema, "$ref") {
      guard let target = resolve(reference) else {
        found.append("\(path): unresolvable $ref \(reference)")
        return
      }
      // Draft 4: `$ref` replaces the schema it appears in.
      check(value, against: target, at: path, into: &found)
      return
    }
    if let type = member(schema, "type") {
      let names: [String]
      switch type {
      case .string(let name): names = [name]
      case .array(let list): names = list.compactMap { if case .string(let name) = $0 { name } else { nil } }
      default: names = []
      }
      guard names.contains(where: { Self.value(value, hasType: $0) }) else {
        found.append("\(path): \(Self.describe(value)) is not of type \(names.joined(separator: " or "))")
        return
      }
    }
    if case .array(let allowed)? = member(schema, "enum"), !allowed.contains(value) {
      found.append("\(path): \(Self.describe(value)) is not one of the allowed values")
    }
    checkNumber(value, schema, path, &found)
    checkString(value, schema, path, &found)
    checkArray(value, schema, path, &found)
    checkObject(value, schema, path, &found)
    if case .array(let choices)? = member(schema, "anyOf") {
      let matching = choices.filter { choice in
        var inner: [String] = []
        check(value, against: choice, at: path, into: &inner)
        return inner.isEmpty
      }
      if matching.isEmpty { found.append("\(path): matches none of anyOf") }
    }
    if case .array(let choices)? = member(schema, "oneOf") {
      let matching = choices.filter { choice in
        var inner: [String] = []
        check(value, against: choice, at: path, into: &inner)
        return inner.isEmpty
      }
      if matching.count != 1 { found.append("\(path): matches \(matching.count) of oneOf, not exactly one") }
    }
  }

  private func checkNumber(_ value: JSONValue, _ schema: JSONValue, _ path: String, _ found: inout [String]) {
    guard case .number(let number) = value else { return }
    if case .number(let minimum)? = member(schema, "minimum"), number < minimum {
      found.append("\(path): \(number) is less than the minimum of \(minimum)")
    }
    if case .number(let maximum)? = member(schema, "maximum"), number > maximum {
      found.append("\(path): \(number) is more than the maximum of \(maximum)")
    }
  }

  private func checkString(_ value: JSONValue, _ schema: JSONValue, _ path: String, _ found: inout [String]) {
    guard case .string(let text) = value else { return }
    if case .string(let pattern)? = member(schema, "pattern") {
      let expression = try? NSRegularExpression(pattern: pattern)
      let range = NSRange(text.startIndex..., in: text)
      if expression?.firstMatch(in: text, range: range) == nil { found.append("\(path): '\(text)' does not match \(pattern)") }
    }
    if case .string(let format)? = member(schema, "format"), !Self.text(text, hasFormat: format) {
      found.append("\(path): '\(text)' is not a valid \(format)")
    }
  }

  private func checkArray(_ value: JSONValue, _ schema: JSONValue, _ path: String, _ found: inout [String]) {
    guard case .array(let elements) = value else { return }
    if case .number(let minimum)? = member(schema, "minItems"), Double(elements.count) < minimum {
      found.append("\(path): \(elements.count) items, fewer than \(Int(minimum))")
    }
    if case .bool(true)? = member(schema, "uniqueItems") {
      for (index, element) in elements.enumerated() where elements[..<index].contains(element) {
        found.append("\(path)/\(index): a duplicate item")
      }
    }
    if let items = member(schema, "items") {
      for (index, element) in elements.enumerated() { check(element, against: items, at: "\(path)/\(index)", into: &found) }
    }
  }

  private func checkObject(_ value: JSONValue, _ schema: JSONValue, _ path: String, _ found: inout [String]) {
    guard case .object(let members) = value else { return }
    if case .array(let required)? = member(schema, "required") {
      for case .string(let name) in required where !members.contains(where: { $0.key == name }) {
        found.append("\(path): '\(name)' is a required property")
      }
    }
    var declared: [(key: String, value: JSONValue)] = []
    if case .object(let properties)? = member(schema, "properties") { declared = properties }
    for (key, child) in members {
      if let property = declared.first(where: { $0.key == key }) {
        check(child, against: property.value, at: "\(path)/\(key)", into: &found)
      } else if let additional = member(schema, "additionalProperties") {
        if case .bool(false) = additional {
          found.append("\(path): additional property '\(key)' is not allowed")
        } else if case .object = additional {
          check(child, against: additional, at: "\(path)/\(key)", into: &found)
        }
      }
    }
  }

  static func value(_ value: JSONValue, hasType type: String) -> Bool {
    switch (type, value) {
    case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number):
      return true
    case ("integer", .number(let number)): return number.rounded() == number
    case ("number", .bigInteger), ("integer", .bigInteger): return true
    default: return false
    }
  }

  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return String(flag)
    case .number(let number): return String(number)
    case .bigInteger(let text): return text
    case .string(let text): return "'\(text)'"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// RFC 3986: a URI reference has no space, control or non-ASCII character (those must be
  /// percent-encoded); a URI also starts with a scheme. RFC 3339 for date-time.
  static func text(_ text: String, hasFormat format: String) -> Bool {
    let plain = text.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F && !"\"<>\\^`{|}".unicodeScalars.contains($0) }
    switch format {
    case "uri-reference": return plain
    case "uri": return plain && text.wholeMatch(of: /[A-Za-z][A-Za-z0-9+.\-]*:.*/) != nil
    case "date-time":
      return text.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?([Zz]|[+\-][0-9]{2}:[0-9]{2})/) != nil
    default: return false
    }
  }
}
