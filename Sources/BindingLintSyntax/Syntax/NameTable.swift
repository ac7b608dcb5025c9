/// A fixed set of names asked about tokens: whether a token spells one of them, read from
/// the source bytes. `Set<String>.contains(tree.nameText(k))` builds a string and hashes it
/// with SipHash for every name a scan meets (the view graph asks it of every call in every
/// file); this hashes the token's bytes in place (FNV-1a) into an open-addressed table and
/// compares bytes on a hit.
///
/// The answer is `Set.contains(nameText(k))`'s: backticks are not part of the name, and a
/// name with bytes outside ASCII never equals one of the (ASCII) names the table holds
/// (`init` refuses others).
package struct NameTable: Sendable {
  /// Per slot, 1 + the index of the name in `names`; 0 for an empty slot.
  private let slots: [Int32]
  private let names: [[UInt8]]
  private let mask: Int

  package init(_ set: Set<String>) {
    let names = set.sorted().map { Array($0.utf8) }
    precondition(names.allSatisfy { $0.allSatisfy { $0 < 0x80 } }, "NameTable holds ASCII names")
    var size = 16
    while size < names.count * 2 { size *= 2 }
    var slots = [Int32](repeating: 0, count: size)
    for (index, name) in names.enumerated() {
      var slot = name.withUnsafeBufferPointer { Self.hash($0) } & (size - 1)
      while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
      slots[slot] = Int32(index + 1)
    }
    self.names = names
    self.slots = slots
    mask = size - 1
  }

  /// Whether name token `k` of `tree` is one of the names.
  package func contains(_ tree: SyntaxTree, _ k: Int) -> Bool {
    guard k >= 0 && k < tree.tokenCount else { return false }
    let token = tree.tokens[k]
    var start = Int(token.start)
    var end = Int(token.end)
    return tree.source.bytes.withUnsafeBufferPointer { bytes in
      if end - start >= 2 && bytes[start] == UInt8(ascii: "`") && bytes[end - 1] == UInt8(ascii: "`") {
        start += 1
        end -= 1
      }
      return contains(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }
  }

  /// Whether `name` (UTF-8) is one of the names.
  package func contains(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    var slot = Self.hash(name) & mask
    while true {
      let entry = Int(slots[slot])
      if entry == 0 { return false }
      let candidate = names[entry - 1]
      if candidate.count == name.count && candidate.withUnsafeBufferPointer({ $0.elementsEqual(name) }) { return true }
      slot = (slot + 1) & mask
    }
  }

  /// FNV-1a over the bytes, folded so the low bits (the slot) see every byte.
  @inline(__always)
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return Int(truncatingIfNeeded: hash ^ (hash >> 29))
  }
}
