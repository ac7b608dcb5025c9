/// Whether bytes are well-formed UTF-8 (the Swift compiler's requirement for source).
/// ASCII runs are skipped eight bytes at a time; only non-ASCII bytes are decoded.
public enum UTF8Validation {
  public static func isValid(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      let count = buffer.count
      var i = 0
      while i < count {
        if i + 8 <= count {
          let word = UnsafeRawPointer(buffer.baseAddress! + i).loadUnaligned(as: UInt64.self)
          if word & 0x8080_8080_8080_8080 == 0 { i += 8; continue }
        }
        if buffer[i] < 0x80 { i += 1; continue }
        let (scalar, length) = Scalars.decode(buffer, at: i)
        guard scalar != nil else { return false }
        i += length
      }
      return true
    }
  }

  /// FNV-1a over the bytes: `--fix` uses it to refuse a file that changed after it was read.
  public static func hash(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }
}
