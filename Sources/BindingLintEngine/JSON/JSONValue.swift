/// A JSON value: configuration files and language-server messages. Built from
/// `JSONScanner`'s tokens iteratively (an explicit stack), and nesting deeper than
/// `maximumDepth` is refused: releasing a deeply nested value is recursive in the runtime,
/// so a hostile file must never produce one. No Foundation.
package indirect enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// Keys in file order.
  case object([(key: String, value: JSONValue)])
  /// A whole number beyond ±2^53 (where a `Double` is no longer exact), as written: a
  /// JSON-RPC request id must come back exactly.
  case bigInteger(String)

  package static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.bigInteger(let x), .bigInteger(let y)): return x == y
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

  /// The value in `bytes`. A key repeated in one object is an error naming it: readers
  /// disagree on what a repeat means (the last wins, the first wins, both merge), so a
  /// configuration that says `exclude` twice must not silently mean one of them.
  package static func parse(_ bytes: [UInt8], dialect: JSONScanner.Dialect = .json) throws -> JSONValue {
    var scanner = JSONScanner(bytes, dialect: dialect)
    return try value(from: &scanner)
  }

  /// One whole value from `scanner`, built on an explicit stack.
  package static func value(from scanner: inout JSONScanner) throws -> JSONValue {
    enum Frame {
      case array([JSONValue])
      case object([(key: String, value: JSONValue)], pendingKey: String?, keys: Set<String>)
    }
    var stack: [Frame] = []
    while let token = try scanner.next() {
      var finished: JSONValue
      switch token {
      case .beginObject: stack.append(.object([], pendingKey: nil, keys: [])); continue
      case .beginArray: stack.append(.array([])); continue
      case .key(let key):
        guard case .object(let members, nil, var keys)? = stack.popLast() else { throw scanner.error("unexpected key") }
        // Small objects (protocol messages, rule entries) are checked by a scan; a set
        // only once an object is large enough for it to pay.
        let repeated: Bool
        if members.count < 16 {
          repeated = members.contains { $0.key == key }
        } else {
          if keys.isEmpty { keys = Set(members.map(\.key)) }
          repeated = !keys.insert(key).inserted
        }
        if repeated { throw scanner.error("duplicate key \"\(key)\"") }
        stack.append(.object(members, pendingKey: key, keys: keys))
        continue
      case .endObject:
        guard case .object(let members, nil, _)? = stack.popLast() else { throw scanner.error("unexpected '}'") }
        finished = .object(members)
      case .endArray:
        guard case .array(let items)? = stack.popLast() else { throw scanner.error("unexpected ']'") }
        finished = .array(items)
      case .string(let text): finished = .string(text)
      case .number(let number): finished = .number(number)
      case .bigInteger(let text): finished = .bigInteger(text)
      case .bool(let flag): finished = .bool(flag)
      case .null: finished = .null
      }
      // Attach the finished value to the container it is in.
      switch stack.popLast() {
      case nil:
        // The scanner refuses anything after the value.
        guard try scanner.next() == nil else { throw scanner.error("unexpected text after the JSON value") }
        return finished
      case .array(var items)?:
        items.append(finished)
        stack.append(.array(items))
      case .object(var members, let key?, let keys)?:
        members.append((key, finished))
        stack.append(.object(members, pendingKey: nil, keys: keys))
      case .object?:
        throw scanner.error("a value without a key")
      }
    }
    throw scanner.error("unexpected end of file")
  }
}
