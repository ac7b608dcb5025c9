/// Whether bytes are well-formed UTF-8 (the Swift compiler's requirement for source).
/// ASCII runs are skipped 32 bytes at a time (four words tested together), then eight;
/// only non-ASCII bytes are decoded.
@usableFromInline package enum UTF8Validation {
  package static func isValid(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return true }
      let count = buffer.count
      let high: UInt64 = 0x8080_8080_8080_8080
      var i = 0
      while i < count {
        while i + 32 <= count {
          let raw = UnsafeRawPointer(base + i)
          let words = raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
          guard words & high == 0 else { break }
          i += 32
        }
        if i + 8 <= count, UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & high == 0 {
          i += 8
          continue
        }
        guard i < count else { break }
        if base[i] < 0x80 { i += 1; continue }
        let (scalar, length) = Scalars.decode(buffer, at: i)
        guard scalar != nil else { return false }
        i += length
      }
      return true
    }
  }

  /// A 64-bit hash of the bytes: `--fix` uses it to refuse a file that changed after it was
  /// read. Eight bytes per step (a multiply-xorshift mix), not FNV's one: every file is
  /// hashed, and byte-at-a-time FNV cost as much as validating the UTF-8.
  package static func hash(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBytes { hash($0) }
  }

  /// The same hash of bytes in place (a prefix of a buffer, without copying it).
  package static func hash(_ raw: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(raw.count)
    var i = 0
    while i + 8 <= raw.count {
      hash = (hash ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
      hash ^= hash >> 29
      i += 8
    }
    while i < raw.count {
      hash = (hash ^ UInt64(raw[i])) &* 0x100_0000_01b3
      i += 1
    }
    return hash
  }
}
