import BindingLintSyntax

extension DeclaredNames {
  /// The called names a scan recorded lately, so that a name called again (`Text(` fifty
  /// times) is not hashed into a key again: 256 slots, each the last name whose length and
  /// first, second and last bytes hash to it. A name pushed out by another is recorded a
  /// second time when it comes back, which only repeats a key (`Hashes` keeps each once).
  /// A list of every name, compared by length, made each call pass all the names before
  /// it; a growing hash table cost more than the list (Swift arrays, their checks).
  struct CalledNames {
    /// Per slot, the name's start and length (`start << 32 | length`), or 0 when empty:
    /// a name is never empty.
    private let slots: UnsafeMutablePointer<UInt64>
    private static let slotCount = 256

    init() {
      slots = .allocate(capacity: Self.slotCount)
      slots.initialize(repeating: 0, count: Self.slotCount)
    }

    /// Frees the slots; the scan calls it once, when it ends.
    func deallocate() { slots.deallocate() }

    /// Whether the name at `start..<end` of `base` is new to the slots (it is then put
    /// there). The byte after the name must be readable (`withWordTerminator`).
    func insert(_ start: Int, _ end: Int, in base: UnsafePointer<UInt8>) -> Bool {
      let length = end &- start
      let mixed = (UInt64(truncatingIfNeeded: length) | UInt64(base[start]) << 8
        | UInt64(base[start &+ 1]) << 16 | UInt64(base[end &- 1]) << 24) &* 0x9E37_79B9_7F4A_7C15
      let slot = slots + Int(truncatingIfNeeded: mixed >> 56)
      let known = slot.pointee
      if known & 0xFFFF_FFFF == UInt64(truncatingIfNeeded: length),
        ByteText.equal(base + Int(truncatingIfNeeded: known >> 32), base + start, count: length)
      {
        return false
      }
      // A file is under 4 GiB (`Lexer.maximumFileSize`): start and length fit 32 bits.
      slot.pointee = UInt64(truncatingIfNeeded: start) << 32 | UInt64(truncatingIfNeeded: length)
      return true
    }
  }
}
