/// 1-based lines of increasing offsets, counted as `LineTable` counts them (`\r\n` and a
/// lone `\r` are one break each) without building a table: a file's calls are found in
/// order, so each byte is read once, and only up to the last call. Eight bytes at a time
/// where none of them is a `\r` (a word without a byte below 0x0E is skipped with one
/// test; one with `\n`s adds their count), a byte at a time around a `\r`.
@usableFromInline package struct LineCounter {
  @usableFromInline var offset = 0
  @usableFromInline var line = 1

  package init() {}

  @inlinable package mutating func line(of target: Int, in bytes: [UInt8]) -> Int {
    // Locals, not `self`'s fields, in the loop: they stay in registers.
    var offset = self.offset
    var line = self.line
    bytes.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return }
      let raw = UnsafeRawPointer(base)
      let end = min(target, bytes.count)
      // `&+`: offsets stay below the buffer's count, lines below its bytes.
      while offset < end {
        if offset &+ 8 <= end {
          let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
          if ByteWord.hasByte(below: 0x0E, in: word) == false {
            offset &+= 8
            continue
          }
          if ByteWord.zeroBytes(word ^ ByteWord.repeating(0x0D)) == 0 {
            line &+= ByteWord.markedCount(ByteWord.zeroBytes(word ^ ByteWord.repeating(0x0A)))
            offset &+= 8
            continue
          }
        }
        let byte = base[offset]
        offset += 1
        if byte == 0x0A {
          line += 1
        } else if byte == 0x0D {
          if offset < bytes.count && base[offset] == 0x0A {
            // `\r\n` counts once; a target between the two bytes is still on the line before.
            guard offset < end else { offset -= 1; break }
            offset += 1
          }
          line += 1
        }
      }
    }
    self.offset = offset
    self.line = line
    return line
  }
}

/// Tests on eight bytes at once, in a `UInt64` loaded little-endian.
@usableFromInline enum ByteWord {
  @inlinable static func repeating(_ byte: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(byte) }

  /// Whether some byte of `word` is below `limit` (at most 0x80): exact, as a borrow only
  /// spreads from a byte that is below it.
  @inline(__always)
  @inlinable static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
    (word &- repeating(limit)) & ~word & repeating(0x80) != 0
  }

  /// How many bytes of `mask` (each 0x80 or 0, as `zeroBytes` gives) are 0x80: the
  /// multiply adds every byte's bit into the top byte (at most 8, so nothing carries out).
  /// `nonzeroBitCount` is a library routine of some twenty instructions on x86-64 without
  /// POPCNT, the baseline the tool is built for: it was about a third of counting lines.
  @inline(__always)
  @inlinable static func markedCount(_ mask: UInt64) -> Int {
    Int(truncatingIfNeeded: ((mask >> 7) &* repeating(1)) >> 56)
  }

  /// 0x80 in each byte of `word` that is zero, 0 in every other: exact, no borrows.
  @inline(__always)
  @inlinable static func zeroBytes(_ word: UInt64) -> UInt64 {
    let low7 = repeating(0x7F)
    return ~(((word & low7) &+ low7) | word | low7)
  }
}
