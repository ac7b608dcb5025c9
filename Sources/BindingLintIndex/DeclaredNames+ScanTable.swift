import BindingLintSyntax

extension DeclaredNames {
  /// What the name scan looks up for a word's first byte, built once per set of triggers
  /// (the engine's per-run `RulePlan`): one table lookup and two bit tests reject most
  /// words. Three tables (trigger lengths, keyword lengths, call initials) read one by
  /// one took about six more instructions a word, for three million words on real apps.
  package final class ScanTable: @unchecked Sendable {
    /// The triggers that stop the scan, if any.
    let triggers: TriggerSet?
    /// Per first byte: bit `TriggerSet.lengthBit(n)` when a trigger, an introducing
    /// keyword (`struct`…), `init`, `nil`, `none` or `var` starts with the byte and has `n` bytes; bit 0 (no
    /// word is empty) when the byte is a capital, whose word may be a called type.
    let masks: UnsafeMutablePointer<UInt64>

    /// `masks`' bit 0.
    static let capital: UInt64 = 1

    /// The table of a scan that no trigger stops.
    static let untriggered = ScanTable(nil)

    package init(_ triggers: TriggerSet?) {
      self.triggers = triggers
      masks = .allocate(capacity: 256)
      for byte in 0..<256 {
        var mask = triggers?.lengthTable[byte] ?? 0
        for keyword in Self.keywords where keyword.utf8Start[0] == byte {
          mask |= 1 << UInt64(TriggerSet.lengthBit(keyword.utf8CodeUnitCount))
        }
        if byte >= Int(UInt8(ascii: "A")) && byte <= Int(UInt8(ascii: "Z")) { mask |= Self.capital }
        (masks + byte).initialize(to: mask)
      }
    }

    deinit { masks.deallocate() }

    /// The introducing keywords, `init` (of `Name = .init(`), `nil` and `none` (of
    /// `name = nil`, `name = .none`) and `var` (of `var name: T? {`).
    private static let keywords: [StaticString] = [
      "enum", "class", "actor", "struct", "protocol", "typealias", "extension", "init", "nil", "none", "var",
    ]

    /// Whether a word with this first byte and length may be an introducing keyword (the
    /// scan then compares it with each, `Scanner.introducer`).
    static func isKeywordShaped(_ first: UInt8, length: Int) -> Bool {
      switch (first, length) {
      case (UInt8(ascii: "e"), 4), (UInt8(ascii: "e"), 9), (UInt8(ascii: "c"), 5), (UInt8(ascii: "a"), 5),
        (UInt8(ascii: "s"), 6), (UInt8(ascii: "p"), 8), (UInt8(ascii: "t"), 9):
        return true
      default:
        return false
      }
    }
  }
}
