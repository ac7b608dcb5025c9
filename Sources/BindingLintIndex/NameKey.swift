/// The key by which the name scan (`DeclaredNames`), the name cache and the decisions
/// match a declared name: a 64-bit FNV-1a hash of its UTF-8 bytes, the same in every
/// process. (Swift's `hashValue` is seeded per process, so a cache written by one run
/// could not be matched by the next.)
///
/// The type index compares names as Swift compares strings, by canonical equivalence, so
/// names it treats as one must get one key: `Café` composed and decomposed, `K` written
/// as KELVIN SIGN. Only three scalars are canonically equal to ASCII characters (U+212A
/// `K`, U+037E `;`, U+1FEF `` ` ``, checked over all of Unicode): they are hashed as those
/// characters. Every other name with a byte outside ASCII gets one shared key. Such names
/// are rare, and two names sharing a key only cost a parse that was not needed.
package enum NameKey {
  /// The key of `name`.
  package static func of(_ name: String) -> Int {
    var name = name
    return name.withUTF8 { of(prefix: nil, $0) }
  }

  /// The key of `name`'s last component (after its last dot), preceded by `prefix` if
  /// any: `of(prefix + TypeIndex.lastComponent(name))` without building either string.
  package static func ofLastComponent(_ name: String, prefix: UInt8? = nil) -> Int {
    var name = name
    return name.withUTF8 { bytes in
      let start = bytes.lastIndex(of: UInt8(ascii: ".")).map { $0 + 1 } ?? 0
      return of(prefix: prefix, UnsafeBufferPointer(rebasing: bytes[start...]))
    }
  }

  /// The key of `prefix` (if any) followed by `bytes`.
  static func of(prefix: UInt8?, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash = offsetBasis
    if let prefix { hash = step(hash, prefix) }
    for byte in bytes {
      if byte >= 0x80 { return ofNonASCII(prefix: prefix, bytes) }
      hash = step(hash, byte)
    }
    return Int(truncatingIfNeeded: hash)
  }

  /// The key every name with a scalar outside ASCII (other than the three) shares.
  static let sharedNonASCII = Int(truncatingIfNeeded: step(offsetBasis, 0xFF))

  private static func ofNonASCII(prefix: UInt8?, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash = offsetBasis
    if let prefix { hash = step(hash, prefix) }
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      let byte: UInt8
      switch scalar.value {
      case 0..<0x80: byte = UInt8(scalar.value)
      case 0x212A: byte = UInt8(ascii: "K")
      case 0x037E: byte = UInt8(ascii: ";")
      case 0x1FEF: byte = UInt8(ascii: "`")
      default: return sharedNonASCII
      }
      hash = step(hash, byte)
    }
    return Int(truncatingIfNeeded: hash)
  }

  private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

  @inline(__always)
  private static func step(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
    (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
  }
}
