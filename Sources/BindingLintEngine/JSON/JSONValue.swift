/// A small JSON reader for configuration files. Parsing is iterative (an explicit stack),
/// and nesting deeper than `maximumDepth` is refused: releasing a deeply nested value is
/// recursive in the runtime, so a hostile file must never produce one. No Foundation.
package indirect enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// Keys in file order.
  case object([(key: String, value: JSONValue)])

  package static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.object(let x), .object(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  package struct ParseError: Error, Equatable, Sendable {
    package var message: String
    package var line: Int
  }

  package static let maximumDepth = 256

  package static func parse(_ bytes: [UInt8]) throws -> JSONValue {
    var reader = Reader(bytes: bytes)
    return try reader.document()
  }

  struct Reader {
    let bytes: [UInt8]
    var pos = 0

    /// One open container on the explicit stack.
    enum Frame {
      case array([JSONValue])
      case object([(key: String, value: JSONValue)], pendingKey: String?)
    }

    func error(_ message: String) -> ParseError {
      ParseError(message: message, line: bytes[..<min(pos, bytes.count)].filter { $0 == 0x0A }.count + 1)
    }

    mutating func skipSpace() {
      while pos < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[pos]) { pos += 1 }
    }

    mutating func document() throws -> JSONValue {
      var stack: [Frame] = []
      var result: JSONValue?
      while true {
        skipSpace()
        var value: JSONValue?
        if case .object(let members, nil)? = stack.last {
          // Expecting a key, or `}`.
          guard pos < bytes.count else { throw error("unexpected end of file") }
          if bytes[pos] == UInt8(ascii: "}") && members.isEmpty {
            pos += 1
            stack.removeLast()
            value = .object([])
          } else {
            let key = try string()
            skipSpace()
            guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
            pos += 1
            stack[stack.count - 1] = .object(members, pendingKey: key)
            continue
          }
        } else {
          guard pos < bytes.count else { throw error("unexpected end of file") }
          let opensContainer = bytes[pos] == UInt8(ascii: "{") || bytes[pos] == UInt8(ascii: "[")
          if opensContainer && stack.count >= JSONValue.maximumDepth {
            throw error("nesting deeper than \(JSONValue.maximumDepth) levels")
          }
          switch bytes[pos] {
          case UInt8(ascii: "{"): pos += 1; stack.append(.object([], pendingKey: nil)); continue
          case UInt8(ascii: "["):
            pos += 1
            skipSpace()
            if pos < bytes.count && bytes[pos] == UInt8(ascii: "]") { pos += 1; value = .array([]) } else { stack.append(.array([])); continue }
          case UInt8(ascii: "\""): value = .string(try string())
          case UInt8(ascii: "t"): try literal("true"); value = .bool(true)
          case UInt8(ascii: "f"): try literal("false"); value = .bool(false)
          case UInt8(ascii: "n"): try literal("null"); value = .null
          default: value = .number(try number())
          }
        }
        // Attach `value` to the open containers, closing them as far as the input says.
        guard var current = value else { continue }
        while true {
          guard var frame = stack.popLast() else {
            result = current
            break
          }
          switch frame {
          case .array(var items):
            // Drop the frame's reference first, so the append does not copy the array
            // (a baseline file has thousands of entries).
            frame = .array([])
            items.append(current)
            skipSpace()
            guard pos < bytes.count else { throw error("unexpected end of file in array") }
            if bytes[pos] == UInt8(ascii: ",") { pos += 1; stack.append(.array(items)); break }
            guard bytes[pos] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
            pos += 1
            current = .array(items)
            continue
          case .object(var members, let key):
            frame = .array([])
            members.append((key ?? "", current))
            skipSpace()
            guard pos < bytes.count else { throw error("unexpected end of file in object") }
            if bytes[pos] == UInt8(ascii: ",") { pos += 1; stack.append(.object(members, pendingKey: nil)); break }
            guard bytes[pos] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
            pos += 1
            current = .object(members)
            continue
          }
          break
        }
        if let result {
          skipSpace()
          guard pos == bytes.count else { throw error("unexpected text after the JSON value") }
          return result
        }
      }
    }

    mutating func literal(_ word: StaticString) throws {
      let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
      guard pos + expected.count <= bytes.count, bytes[pos..<pos + expected.count].elementsEqual(expected) else {
        throw error("invalid literal")
      }
      pos += expected.count
    }

    mutating func number() throws -> Double {
      let start = pos
      while pos < bytes.count, "+-0123456789.eE".utf8.contains(bytes[pos]) { pos += 1 }
      guard pos > start, let value = Double(String(decoding: bytes[start..<pos], as: UTF8.self)) else { throw error("invalid value") }
      return value
    }

    mutating func string() throws -> String {
      guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else { throw error("expected a string") }
      pos += 1
      var out: [UInt8] = []
      while pos < bytes.count {
        let c = bytes[pos]
        pos += 1
        if c == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
        guard c == UInt8(ascii: "\\") else { out.append(c); continue }
        guard pos < bytes.count else { break }
        let e = bytes[pos]
        pos += 1
        switch e {
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "u"):
          guard pos + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[pos..<pos + 4], as: UTF8.self), radix: 16) else {
            throw error("invalid \\u escape")
          }
          pos += 4
          var scalar = code
          // A UTF-16 surrogate pair ("\ud83d\ude00", as JSON writers that escape all
          // non-ASCII text send it) is one scalar.
          if (0xD800..<0xDC00).contains(code), pos + 6 <= bytes.count, bytes[pos] == UInt8(ascii: "\\"),
            bytes[pos + 1] == UInt8(ascii: "u"),
            let low = UInt32(String(decoding: bytes[pos + 2..<pos + 6], as: UTF8.self), radix: 16), (0xDC00..<0xE000).contains(low)
          {
            scalar = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            pos += 6
          }
          out += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
        default: out.append(e)
        }
      }
      throw error("unterminated string")
    }
  }
}
