/// JSON as a stream of tokens, read from bytes without building anything: the one place
/// that knows JSON's grammar. `JSONValue.parse` builds values from it (configuration,
/// language-server messages); `BaselineFile` reads a baseline's entries straight from it,
/// so a million-entry baseline never exists as a tree.
///
/// Nesting is tracked on an explicit stack (no recursion) and refused beyond
/// `JSONValue.maximumDepth`. With `Dialect.jsonc` (configuration files, as tsconfig and VS
/// Code settings), `//` and `/* */` comments count as whitespace and a comma may follow an
/// object's or an array's last element. Escapes are read strictly: `\u` takes exactly
/// four hexadecimal digits (`\u+041`, `\u-041` are errors). Integers too large to be exact
/// as a `Double` keep their text (`Number.text`), so a JSON-RPC id comes back as it was.
package struct JSONScanner {
  package enum Dialect: Sendable {
    /// RFC 8259.
    case json
    /// JSON with comments and trailing commas.
    case jsonc
  }

  package enum Token: Equatable {
    case beginObject, endObject, beginArray, endArray
    /// An object's key (the next token is its value).
    case key(String)
    case string(String)
    case number(Double)
    /// A whole number beyond ±2^53, as written.
    case bigInteger(String)
    case bool(Bool)
    case null
  }

  private enum Container { case object, array }

  /// What may come next.
  private enum Expect { case value, keyOrEnd, key, colon, commaOrEnd, end }

  let bytes: [UInt8]
  let dialect: Dialect
  private(set) var position = 0
  private var stack: [Container] = []
  private var expect = Expect.value
  /// Whether the element before a `]` or `}` was a comma (JSONC allows it; JSON does not).
  private var afterComma = false

  package init(_ bytes: [UInt8], dialect: Dialect = .json) {
    self.bytes = bytes
    self.dialect = dialect
  }

  package var depth: Int { stack.count }

  package func error(_ message: String) -> JSONValue.ParseError {
    var line = 1
    for byte in bytes[..<min(position, bytes.count)] where byte == 0x0A { line += 1 }
    return JSONValue.ParseError(message: message, line: line)
  }

  /// The next token; nil after the document's one value has ended (with nothing after it).
  package mutating func next() throws -> Token? {
    while true {
      try skipSpace()
      switch expect {
      case .end:
        guard position == bytes.count else { throw error("unexpected text after the JSON value") }
        return nil
      case .colon:
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
        position += 1
        expect = .value
        continue
      case .commaOrEnd:
        guard position < bytes.count else { throw error("unexpected end of file in \(stack.last == .object ? "object" : "array")") }
        let byte = bytes[position]
        if byte == UInt8(ascii: ",") {
          position += 1
          afterComma = true
          expect = stack.last == .object ? .key : .value
          continue
        }
        return try close(byte)
      case .key, .keyOrEnd:
        guard position < bytes.count else { throw error("unexpected end of file in object") }
        let byte = bytes[position]
        if byte == UInt8(ascii: "}"), expect == .keyOrEnd || (dialect == .jsonc && afterComma) {
          return try close(byte)
        }
        guard byte == UInt8(ascii: "\"") else {
          throw error(byte == UInt8(ascii: "}") ? "a comma before '}' (trailing commas are not JSON)" : "expected a string key")
        }
        let key = try string()
        afterComma = false
        expect = .colon
        return .key(key)
      case .value:
        guard position < bytes.count else { throw error("unexpected end of file") }
        let byte = bytes[position]
        if byte == UInt8(ascii: "]"), stack.last == .array, !afterComma || dialect == .jsonc {
          return try close(byte)
        }
        if byte == UInt8(ascii: "]") && stack.last == .array {
          throw error("a comma before ']' (trailing commas are not JSON)")
        }
        afterComma = false
        return try value(byte)
      }
    }
  }

  private mutating func value(_ byte: UInt8) throws -> Token {
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard stack.count < JSONValue.maximumDepth else { throw error("nesting deeper than \(JSONValue.maximumDepth) levels") }
      position += 1
      let isObject = byte == UInt8(ascii: "{")
      stack.append(isObject ? .object : .array)
      expect = isObject ? .keyOrEnd : .value
      return isObject ? .beginObject : .beginArray
    case UInt8(ascii: "\""):
      let text = try string()
      valueEnded()
      return .string(text)
    case UInt8(ascii: "t"):
      try literal("true")
      valueEnded()
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      valueEnded()
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      valueEnded()
      return .null
    default:
      let token = try number()
      valueEnded()
      return token
    }
  }

  private mutating func close(_ byte: UInt8) throws -> Token {
    let isObject = stack.last == .object
    guard byte == UInt8(ascii: isObject ? "}" : "]") else { throw error(isObject ? "expected ',' or '}'" : "expected ',' or ']'") }
    position += 1
    stack.removeLast()
    afterComma = false
    valueEnded()
    return isObject ? .endObject : .endArray
  }

  private mutating func valueEnded() {
    expect = stack.isEmpty ? .end : .commaOrEnd
  }

  private mutating func skipSpace() throws {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      case UInt8(ascii: "/") where dialect == .jsonc: try skipComment()
      default: return
      }
    }
  }

  private mutating func skipComment() throws {
    guard position + 1 < bytes.count else { throw error("unexpected '/'") }
    switch bytes[position + 1] {
    case UInt8(ascii: "/"):
      position += 2
      while position < bytes.count && bytes[position] != 0x0A && bytes[position] != 0x0D { position += 1 }
    case UInt8(ascii: "*"):
      let start = position
      position += 2
      while position + 1 < bytes.count && !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
        position += 1
      }
      guard position + 1 < bytes.count else {
        position = start
        throw error("unterminated '/*' comment")
      }
      position += 2
    default:
      throw error("unexpected '/'")
    }
  }

  private mutating func literal(_ word: StaticString) throws {
    let count = word.utf8CodeUnitCount
    guard position + count <= bytes.count else { throw error("invalid literal") }
    for k in 0..<count where bytes[position + k] != word.utf8Start[k] { throw error("invalid literal") }
    position += count
  }

  /// A number as JSON writes it: `-`, digits (no leading zeros), an optional fraction
  /// and exponent.
  private mutating func number() throws -> Token {
    let start = position
    func digits() -> Int {
      let from = position
      while position < bytes.count && bytes[position] >= UInt8(ascii: "0") && bytes[position] <= UInt8(ascii: "9") { position += 1 }
      return position - from
    }
    if position < bytes.count && bytes[position] == UInt8(ascii: "-") { position += 1 }
    let integerStart = position
    let integerDigits = digits()
    guard integerDigits > 0 else {
      position = start
      throw error("invalid value")
    }
    if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
      position = start
      throw error("invalid number (leading zero)")
    }
    var isInteger = true
    if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
      position += 1
      isInteger = false
      guard digits() > 0 else { throw error("invalid number") }
    }
    if position < bytes.count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
      position += 1
      isInteger = false
      if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")) { position += 1 }
      guard digits() > 0 else { throw error("invalid number") }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text) else { throw error("invalid number") }
    if isInteger && abs(value) >= 9_007_199_254_740_992 { return .bigInteger(text) }
    return .number(value)
  }

  /// A string, the opening quote at `position`.
  mutating func string() throws -> String {
    position += 1
    let start = position
    // Most strings have no escape: one copy, straight from the input.
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return String(decoding: bytes[start..<position - 1], as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") { break }
      position += 1
    }
    var out = Array(bytes[start..<position])
    while position < bytes.count {
      let c = bytes[position]
      position += 1
      if c == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
      guard c == UInt8(ascii: "\\") else { out.append(c); continue }
      guard position < bytes.count else { break }
      let e = bytes[position]
      position += 1
      switch e {
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
      case UInt8(ascii: "u"):
        guard let code = hex4(at: position) else { throw error("invalid \\u escape") }
        position += 4
        var scalar = code
        // A UTF-16 surrogate pair ("\ud83d\ude00", as JSON writers that escape all
        // non-ASCII text send it) is one scalar.
        if (0xD800..<0xDC00).contains(code), position + 6 <= bytes.count, bytes[position] == UInt8(ascii: "\\"),
          bytes[position + 1] == UInt8(ascii: "u"), let low = hex4(at: position + 2), (0xDC00..<0xE000).contains(low)
        {
          scalar = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          position += 6
        }
        out += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
      default: throw error("invalid escape '\\\(Unicode.Scalar(e))'")
      }
    }
    throw error("unterminated string")
  }

  /// Exactly four hexadecimal digits at `index` (no sign, no spaces), or nil.
  private func hex4(at index: Int) -> UInt32? {
    guard index + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for k in index..<index + 4 {
      guard let digit = HexDigit.value(bytes[k]) else { return nil }
      value = value << 4 | UInt32(digit)
    }
    return value
  }
}

/// One hexadecimal digit: `0-9`, `a-f`, `A-F`, nothing else (Swift's `UInt8(_:radix:)`
/// also takes a sign, which made `%-0` a NUL in a `file:` URI).
package enum HexDigit {
  package static func value(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
