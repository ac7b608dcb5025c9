/// A name's 64-bit hash, over its UTF-8 bytes eight at a time: what member-use facts keep
/// instead of strings. A leading run of `_`, `$` and backticks and a closing backtick are
/// not part of the name, so `_name`, `$name` and `` `name` `` hash as `name`. Two names
/// with one hash are one name to the facts (2⁻⁶⁴ a pair).
enum NameHash {
  /// The hash of `name` (a property's or a label's name).
  static func of(_ name: String) -> Int {
    var name = name
    return name.withUTF8 { of($0, from: 0, to: $0.count) }
  }

  /// The hash of the name in `bytes[start..<end]` (a token's range).
  static func of(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    guard let base = bytes.baseAddress else { return finish(seed, count: 0) }
    var start = start, end = end
    while start < end && (base[start] == UInt8(ascii: "_") || base[start] == UInt8(ascii: "$") || base[start] == UInt8(ascii: "`")) {
      start += 1
    }
    if end > start && base[end - 1] == UInt8(ascii: "`") { end -= 1 }
    let count = end - start
    var hash = seed
    var offset = start
    // Whole words, the last one masked, while eight bytes can be read (the file goes on
    // after most names); the tail of a name at the very end byte by byte.
    while offset < end {
      let word: UInt64
      if offset + 8 <= bytes.count {
        word = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
          & mask(keeping: end - offset)
      } else {
        var assembled: UInt64 = 0
        for k in 0..<min(8, end - offset) { assembled |= UInt64(base[offset + k]) << (8 * UInt64(k)) }
        word = assembled
      }
      hash = mix(hash ^ word)
      offset += 8
    }
    return finish(hash, count: count)
  }

  private static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

  @inline(__always)
  private static func mask(keeping bytes: Int) -> UInt64 {
    bytes >= 8 ? ~0 : (1 << (8 * UInt64(bytes))) &- 1
  }

  @inline(__always)
  private static func mix(_ value: UInt64) -> UInt64 {
    let product = value &* 0x9E37_79B9_7F4A_7C15
    return product ^ (product >> 29)
  }

  private static func finish(_ hash: UInt64, count: Int) -> Int {
    Int(truncatingIfNeeded: mix(hash ^ UInt64(count)))
  }
}
