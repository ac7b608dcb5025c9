import BindingLintSyntax

/// The type names a file may declare or extend, found by scanning its bytes for `struct`,
/// `class`, `enum`, `actor`, `protocol`, `typealias` and `extension` — no lexing, so
/// several times cheaper than parsing.
///
/// The answer is a superset of the names `TypeFacts` would record for the file (each
/// declared type's own name, every component of an extended name): words in comments and
/// strings count too, and `class func` yields `func`. The engine relies only on that: a
/// file none of whose names a decision asked about cannot change the decision, so its
/// facts need not be loaded.
package enum DeclaredNames {
  /// What the engine keeps of an unparsed file's names until the decisions: their keys
  /// (`NameKey`, the same in every process, so the name cache can keep them too), sorted
  /// and unique. A few bytes a name instead of a set of strings, for each of tens of
  /// thousands of files. Two names with one key only cost a parse that was not needed.
  package struct Hashes: Sendable {
    package let values: [Int]

    /// The keys of `names` (tests; the engine scans keys directly).
    package init(_ names: Set<String>) {
      self.init(keys: names.map(NameKey.of))
    }

    /// Keys as the name cache stored them (written from `values`).
    package init(stored keys: [Int]) {
      values = keys
    }

    /// Sorted and made unique in place: cheaper than hashing each key into a set.
    init(keys: [Int]) {
      var keys = keys
      keys.sort()
      var kept = 0
      for key in keys where kept == 0 || keys[kept - 1] != key {
        keys[kept] = key
        kept += 1
      }
      keys.removeLast(keys.count - kept)
      values = keys
    }

    package func containsAny(of keys: Set<Int>) -> Bool {
      containsAny(of: KeySet(keys))
    }

    package func containsAny(of keys: KeySet) -> Bool {
      values.contains { keys.contains($0) }
    }
  }

  /// The keys a round of decisions asked about, checked against every unparsed file's
  /// keys: a bit per key in a 4,096-bit table answers most checks without hashing the key
  /// again into a set (keys are hashes already, well mixed in their top bits).
  package struct KeySet {
    private var bits = [UInt64](repeating: 0, count: 64)
    private let keys: Set<Int>

    package init(_ keys: Set<Int>) {
      self.keys = keys
      for key in keys {
        let bit = Self.bit(key)
        bits[bit >> 6] |= 1 << UInt64(bit & 63)
      }
    }

    @inline(__always)
    private static func bit(_ key: Int) -> Int { Int(UInt64(bitPattern: Int64(key)) >> 52) }

    func contains(_ key: Int) -> Bool {
      let bit = Self.bit(key)
      return bits[bit >> 6] & (1 << UInt64(bit & 63)) != 0 && keys.contains(key)
    }
  }

  /// The names the file may declare, as text (tests and diagnostics; the engine uses
  /// `keys`).
  package static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
    withWordTerminator(bytes) { bytes in
      var scanner = Scanner(bytes: bytes, table: .untriggered, sink: NameText())
      _ = scanner.run()
      return scanner.sink.names
    }
  }

  /// The same scan, abandoned at the first of `triggers` (nil then): a file some rule
  /// will read closely gets parsed anyway, so its names are not needed.
  package static func scan(_ bytes: UnsafeBufferPointer<UInt8>, unlessTriggered triggers: TriggerSet) -> Set<String>? {
    withWordTerminator(bytes) { bytes in
      var scanner = Scanner(bytes: bytes, table: ScanTable(triggers), sink: NameText())
      return scanner.run() ? scanner.sink.names : nil
    }
  }

  /// The keys of the names the file may declare.
  package static func keys(_ bytes: UnsafeBufferPointer<UInt8>) -> Hashes {
    withWordTerminator(bytes) { bytes in
      var scanner = Scanner(bytes: bytes, table: .untriggered, sink: NameKeys())
      _ = scanner.run()
      return Hashes(keys: scanner.sink.keys)
    }
  }

  /// The keys, or nil at the first of the table's triggers (pass 1 on a file no rule may
  /// need; the engine builds the table once per run).
  package static func keys(_ bytes: UnsafeBufferPointer<UInt8>, unlessTriggered table: ScanTable) -> Hashes? {
    withWordTerminator(bytes) { bytes in
      var scanner = Scanner(bytes: bytes, table: table, sink: NameKeys())
      return scanner.run() ? Hashes(keys: scanner.sink.keys) : nil
    }
  }

  /// Where the scan puts each name it finds: `bytes[range]` after `prefix`.
  protocol Sink {
    mutating func record(prefix: UInt8?, _ name: UnsafeBufferPointer<UInt8>)
  }

  struct NameKeys: Sink {
    var keys: [Int] = []
    mutating func record(prefix: UInt8?, _ name: UnsafeBufferPointer<UInt8>) {
      keys.append(NameKey.of(prefix: prefix, name))
    }
  }

  struct NameText: Sink {
    var names: Set<String> = []
    mutating func record(prefix: UInt8?, _ name: UnsafeBufferPointer<UInt8>) {
      let text = String(decoding: name, as: UTF8.self)
      names.insert(prefix.map { String(UnicodeScalar($0)) + text } ?? text)
    }
  }
}
