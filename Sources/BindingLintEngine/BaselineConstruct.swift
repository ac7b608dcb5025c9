/// The text a baseline entry remembers a finding by: the source of the construct the
/// finding covers, with every run of whitespace (spaces, tabs, line breaks) collapsed to one
/// space, and none at either end or just inside `(…)` and `[…]`, so lines inserted above
/// it, re-indentation and re-wrapping keep it matched, while any other edit to the construct
/// makes it a new finding. Long constructs (a whole `.alert(…)` call) keep their first
/// bytes and a hash of the whole, so a baseline file stays readable. Computed once per
/// finding, where findings are placed. It works on bytes, not tokens (comments inside the
/// construct count as text), so entries never depend on how this version's lexer splits
/// the code.
package enum BaselineConstruct {
  /// Normalized constructs longer than this many bytes are shortened.
  package static let maximumLength = 120
  /// Bytes of the normalized text kept before `…` and the hash when shortening.
  package static let keptPrefix = 80

  /// The normalized text of `bytes[start..<end]` (clamped to the buffer; never traps).
  package static func text(_ bytes: [UInt8], from start: Int, to end: Int) -> String {
    let lower = min(max(start, 0), bytes.count)
    let upper = min(max(end, lower), bytes.count)
    var normalized: [UInt8] = []
    normalized.reserveCapacity(min(upper - lower, 4 * maximumLength))
    var pendingSpace = false
    for byte in bytes[lower..<upper] {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
        pendingSpace = !normalized.isEmpty
      default:
        // `Binding(\n  get: …\n)` reads as `Binding(get: …)`: no space inside brackets.
        let hugsBracket = normalized.last == UInt8(ascii: "(") || normalized.last == UInt8(ascii: "[")
          || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
        if pendingSpace && !hugsBracket { normalized.append(0x20) }
        pendingSpace = false
        normalized.append(byte)
      }
    }
    guard normalized.count > maximumLength else { return String(decoding: normalized, as: UTF8.self) }
    var cut = keptPrefix
    // Never split a UTF-8 sequence: back up over continuation bytes (10xxxxxx).
    while cut > 0 && normalized[cut] & 0xC0 == 0x80 { cut -= 1 }
    let prefix = String(decoding: normalized[..<cut], as: UTF8.self)
    return prefix + "… #" + hex(fnv1a(normalized))
  }

  /// 64-bit FNV-1a: byte at a time, so the same on every machine and every run (Swift's
  /// `Hasher` is seeded per process; `UTF8Validation.hash` reads words in native byte order).
  package static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }

  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
