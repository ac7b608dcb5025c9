/// Byte and scalar classes the lexer dispatches on: one table lookup per byte for ASCII,
/// Swift's published operator ranges for non-ASCII scalars.
///
/// Non-ASCII scalars that are not operator characters are identifier characters here;
/// the lexer never rejects a name for using an unusual letter (the compiler will).
@usableFromInline package enum ByteClass {
  package static let identifierHead: UInt8 = 1
  package static let identifierBody: UInt8 = 2
  static let operatorChar: UInt8 = 4
  package static let whitespace: UInt8 = 8
  static let digit: UInt8 = 16
  static let hexDigit: UInt8 = 32
  /// What ends a run of plain string text: a quote, a backslash, a line break.
  static let stringSpecial: UInt8 = 64

  /// Class bits for each ASCII byte; bytes >= 0x80 have no bits (decode the scalar).
  static let table: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 256)
    for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] |= identifierHead | identifierBody }
    for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] |= identifierHead | identifierBody }
    table[Int(UInt8(ascii: "_"))] |= identifierHead | identifierBody
    for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] |= identifierBody | digit | hexDigit }
    for byte in UInt8(ascii: "a")...UInt8(ascii: "f") { table[Int(byte)] |= hexDigit }
    for byte in UInt8(ascii: "A")...UInt8(ascii: "F") { table[Int(byte)] |= hexDigit }
    for byte in "/=-+!*%<>&|^~?.".utf8 { table[Int(byte)] |= operatorChar }
    for byte: UInt8 in [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00] { table[Int(byte)] |= whitespace }
    for byte in "\"'\\\n\r".utf8 { table[Int(byte)] |= stringSpecial }
    return table
  }()

  /// `table` as a never-freed raw pointer, which the lexer keeps in a stored property so
  /// the per-byte lookup is one load with no bounds, lazy-init or reference-count checks.
  package nonisolated(unsafe) static let pointer: UnsafePointer<UInt8> = {
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for i in 0..<256 { storage[i] = table[i] }
    return UnsafePointer(storage)
  }()
}

/// What the lexer does at a byte where trivia or a token may start: one table lookup and
/// one jump-table `switch` per step, instead of a chain of class tests and comparisons.
enum ByteDispatch: UInt8 {
  /// A control character with no meaning in Swift.
  case unexpected
  /// Space, tab, vertical tab, form feed, NUL.
  case space
  case lineBreak
  /// A letter or `_`.
  case identifierHead
  case digit
  /// `"` or `'`.
  case quote
  case pound, at, dollar, backslash, backtick, slash, period, colon, comma, semicolon
  case leftParen, leftBracket, leftBrace, rightParen, rightBracket, rightBrace
  /// An operator character other than `/` and `.`.
  case operatorCharacter
  /// The first byte of a multi-byte UTF-8 sequence, or an invalid byte.
  case nonASCII

  /// The dispatch for each byte, as a never-freed raw pointer (see `ByteClass.pointer`).
  nonisolated(unsafe) static let pointer: UnsafePointer<ByteDispatch> = {
    let table = UnsafeMutablePointer<ByteDispatch>.allocate(capacity: 256)
    for byte in 0..<256 {
      let bits = ByteClass.table[byte]
      table[byte] =
        bits & ByteClass.identifierHead != 0 ? .identifierHead
        : bits & ByteClass.digit != 0 ? .digit
        : byte >= 0x80 ? .nonASCII
        : .unexpected
    }
    for byte in "=-+!*%<>&|^~?".utf8 { table[Int(byte)] = .operatorCharacter }
    for byte: UInt8 in [0x20, 0x09, 0x0B, 0x0C, 0x00] { table[Int(byte)] = .space }
    let punctuation: [(Character, ByteDispatch)] = [
      ("\n", .lineBreak), ("\r", .lineBreak), ("\"", .quote), ("'", .quote), ("#", .pound), ("@", .at),
      ("$", .dollar), ("\\", .backslash), ("`", .backtick), ("/", .slash), (".", .period), (":", .colon),
      (",", .comma), (";", .semicolon), ("(", .leftParen), ("[", .leftBracket), ("{", .leftBrace),
      (")", .rightParen), ("]", .rightBracket), ("}", .rightBrace),
    ]
    for (character, dispatch) in punctuation { table[Int(character.asciiValue!)] = dispatch }
    return UnsafePointer(table)
  }()
}

@usableFromInline package enum Scalars {
  /// Decodes the UTF-8 scalar at `index`; returns nil (and length 1) for invalid sequences,
  /// rejecting overlong forms and surrogates as swift-syntax does.
  package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt32?, length: Int) {
    let count = bytes.count
    let first = UInt32(bytes[index])
    if first < 0x80 { return (first, 1) }
    let length: Int
    var value: UInt32
    switch first {
    case 0xC2...0xDF: length = 2; value = first & 0x1F
    case 0xE0...0xEF: length = 3; value = first & 0x0F
    case 0xF0...0xF4: length = 4; value = first & 0x07
    default: return (nil, 1)
    }
    guard index + length <= count else { return (nil, 1) }
    for i in 1..<length {
      let next = UInt32(bytes[index + i])
      guard next & 0xC0 == 0x80 else { return (nil, 1) }
      value = (value << 6) | (next & 0x3F)
    }
    let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
    guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return (nil, 1) }
    return (value, length)
  }

  /// Swift's operator-head characters beyond ASCII (The Swift Programming Language, Lexical Structure).
  package static func isOperatorHead(_ c: UInt32) -> Bool {
    switch c {
    case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
      0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
      0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
      0x3008...0x3020, 0x3030:
      return true
    default:
      return false
    }
  }

  /// Combining characters that may continue (not start) an operator.
  static func isOperatorContinuation(_ c: UInt32) -> Bool {
    switch c {
    case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
      0xE0100...0xE01EF:
      return true
    default:
      return isOperatorHead(c)
    }
  }

  /// Non-ASCII spaces swift-syntax treats as (erroneous) whitespace.
  package static func isUnicodeWhitespace(_ c: UInt32) -> Bool {
    c == 0xA0 || c == 0x2028 || c == 0x2029 || c == 0xFEFF || (0x2000...0x200B).contains(c) || c == 0x3000
  }
}
