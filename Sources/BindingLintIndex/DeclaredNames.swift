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
      var scanner = Scanner(bytes: bytes, triggers: nil, sink: NameText())
      _ = scanner.run()
      return scanner.sink.names
    }
  }

  /// The same scan, abandoned at the first of `triggers` (nil then): a file some rule
  /// will read closely gets parsed anyway, so its names are not needed.
  package static func scan(_ bytes: UnsafeBufferPointer<UInt8>, unlessTriggered triggers: TriggerSet) -> Set<String>? {
    withWordTerminator(bytes) { bytes in
      var scanner = Scanner(bytes: bytes, triggers: triggers, sink: NameText())
      return scanner.run() ? scanner.sink.names : nil
    }
  }

  /// The keys of the names the file may declare.
  package static func keys(_ bytes: UnsafeBufferPointer<UInt8>) -> Hashes {
    withWordTerminator(bytes) { bytes in
      var scanner = Scanner(bytes: bytes, triggers: nil, sink: NameKeys())
      _ = scanner.run()
      return Hashes(keys: scanner.sink.keys)
    }
  }

  /// The keys, or nil at the first of `triggers` (pass 1 on a file no rule may need).
  package static func keys(_ bytes: UnsafeBufferPointer<UInt8>, unlessTriggered triggers: TriggerSet) -> Hashes? {
    withWordTerminator(bytes) { bytes in
      var scanner = Scanner(bytes: bytes, triggers: triggers, sink: NameKeys())
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

  /// Runs `body` on the bytes, or on a copy with a line break after them (outside the
  /// count) when the last byte continues a word: either way, a scan for the end of a word
  /// stops inside the buffer or on that line break, and needs no bounds check.
  static func withWordTerminator<T>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    guard let last = bytes.last, ByteClass.pointer[Int(last)] & ByteClass.identifierBody != 0 else { return body(bytes) }
    let padded = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count + 1)
    defer { padded.deallocate() }
    if let source = bytes.baseAddress { padded.initialize(from: source, count: bytes.count) }
    padded[bytes.count] = 0x0A
    return body(UnsafeBufferPointer(start: padded, count: bytes.count))
  }

  /// Whether a byte starts one of the introducing keywords (`a c e p s t`).
  nonisolated(unsafe) private static let keywordInitial: UnsafePointer<Bool> = table(for: "acepst")

  private static func table(for initials: StaticString) -> UnsafePointer<Bool> {
    let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
    table.initialize(repeating: false, count: 256)
    for k in 0..<initials.utf8CodeUnitCount { table[Int(initials.utf8Start[k])] = true }
    return UnsafePointer(table)
  }

  private struct Scanner<Names: Sink> {
    let bytes: UnsafeBufferPointer<UInt8>
    let triggers: TriggerSet?
    let classes = ByteClass.pointer
    var sink: Names
    /// Where each called name recorded so far first occurs: a name called again (`Text(`
    /// fifty times) is found here by its bytes, without building and hashing a string.
    var calledNames: [Range<Int>] = []

    init(bytes: UnsafeBufferPointer<UInt8>, triggers: TriggerSet?, sink: Names) {
      self.bytes = bytes
      self.triggers = triggers
      self.sink = sink
    }

    /// The hot loop, a table lookup per byte (see `withWordTerminator`). A word starts
    /// only after a byte that cannot continue one, non-ASCII included (`é` + `class` gives
    /// the word `class`: a few extra names are harmless). Returns false when a trigger
    /// occurs (the scan then stops).
    ///
    /// (Finding words eight bytes at a time with integer masks was measured twice and
    /// took more instructions: most words start with a letter that starts some keyword or
    /// trigger, so few words can be skipped without measuring them.)
    mutating func run() -> Bool {
      guard let base = bytes.baseAddress else { return true }
      let keywordInitial = DeclaredNames.keywordInitial
      let classes = ByteClass.pointer
      let count = bytes.count
      // Both loops below run unchecked: the gap loop stops at the file's last word byte at
      // the latest, and the word loop at the terminator after it (`withWordTerminator`).
      var lastWordByte = count - 1
      while lastWordByte >= 0 && classes[Int(base[lastWordByte])] & ByteClass.identifierBody == 0 { lastWordByte -= 1 }
      var i = 0
      // `&+=`: an index below the buffer's count cannot overflow, and the overflow check
      // was a fifth of each byte's instructions.
      while i <= lastWordByte {
        while classes[Int(base[i])] & ByteClass.identifierBody == 0 { i &+= 1 }
        let start = i
        i &+= 1
        while classes[Int(base[i])] & ByteClass.identifierBody != 0 { i &+= 1 }
        let end = i
        if let triggers, triggers.matches(bytes, start, end) { return false }
        // The byte after a word is in the buffer or is the terminator (`withWordTerminator`).
        if base[end] == UInt8(ascii: "(") || base[end] == UInt8(ascii: ".") {
          recordCall(start, end)
        } else if base[end] == UInt8(ascii: "{"), base[start] >= UInt8(ascii: "A"), base[start] <= UInt8(ascii: "Z") {
          // `Card{ … }`: a construction with a trailing closure, as the view graph reads it.
          recordCalled(start, end)
        } else if base[end] == 0x20 || base[end] == 0x09, base[start] >= UInt8(ascii: "A"), base[start] <= UInt8(ascii: "Z") {
          // `Child (count: 3)` is a call too, as the call facts read it; `Card { … }` is a
          // construction with a trailing closure (the view graph's `ConstructionSite`).
          var j = end + 1
          while j < count && (base[j] == 0x20 || base[j] == 0x09) { j += 1 }
          if j < count && (base[j] == UInt8(ascii: "(") || base[j] == UInt8(ascii: "{")) { recordCalled(start, end) }
        }
        let length = end - start
        guard keywordInitial[Int(base[start])], length >= 4, length <= 9 else { continue }
        // `classé` is one identifier; `class` + a non-ASCII space is the keyword.
        if end < count, base[end] >= 0x80 {
          let (scalar, _) = Scalars.decode(bytes, at: end)
          guard let scalar, Scalars.isUnicodeWhitespace(scalar) else { continue }
        }
        // Scanning goes on with the next word, whatever was recorded: in a comment (`an
        // extension in another file`) the words that follow may hide a real keyword.
        switch introducer(start, end) {
        case .none: break
        case .type: recordName(after: end)
        case .extension: recordExtendedNames(after: end)
        }
      }
      return true
    }

    /// Records `(Name` for a capitalized word called with `(` or `.init(` right after it,
    /// and for `Name = .init(` (`let e: Name = .init(…)`): the calls `TypeFacts+MemberUses`
    /// keeps, so a decision that asks who calls `Name` finds every file that might. Only
    /// for a word followed by `(` or `.`. (`Name {`, a trailing-closure construction the
    /// view graph keeps, is recorded by the loop above.)
    mutating func recordCall(_ start: Int, _ end: Int) {
      let base = bytes.baseAddress!
      let first = base[start]
      let next = base[end]
      if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") {
        if next == UInt8(ascii: "(") || isInitCall(at: end) { recordCalled(start, end) }
      } else if first == UInt8(ascii: "i"), next == UInt8(ascii: "("), start > 0, isInitCall(at: start - 1) {
        // `Name = .init(`: back over the `=` to the word before it.
        var i = start - 2
        while i >= 0 && (base[i] == 0x20 || base[i] == 0x09) { i -= 1 }
        guard i >= 0, base[i] == UInt8(ascii: "=") else { return }
        i -= 1
        while i >= 0 && (base[i] == 0x20 || base[i] == 0x09) { i -= 1 }
        let wordEnd = i + 1
        while i >= 0 && classes[Int(base[i])] & ByteClass.identifierBody != 0 { i -= 1 }
        let wordStart = i + 1
        if wordStart < wordEnd, base[wordStart] >= UInt8(ascii: "A"), base[wordStart] <= UInt8(ascii: "Z") {
          recordCalled(wordStart, wordEnd)
        }
      }
    }

    /// Records `(Name` unless the name was recorded before.
    mutating func recordCalled(_ start: Int, _ end: Int) {
      let base = bytes.baseAddress!
      let length = end - start
      for known in calledNames where known.count == length && ByteText.equal(base + known.lowerBound, base + start, count: length) {
        return
      }
      calledNames.append(start..<end)
      record(start, end, prefix: UInt8(ascii: "("))
    }

    /// Whether `.init(` starts at `index`, read byte by byte (cheaper than comparing a
    /// `StaticString` for a check made after most words followed by `.`).
    @inline(__always)
    func isInitCall(at index: Int) -> Bool {
      guard index + 6 <= bytes.count else { return false }
      let base = bytes.baseAddress! + index
      return base[0] == UInt8(ascii: ".") && base[1] == UInt8(ascii: "i") && base[2] == UInt8(ascii: "n")
        && base[3] == UInt8(ascii: "i") && base[4] == UInt8(ascii: "t") && base[5] == UInt8(ascii: "(")
    }

    enum Introducer { case none, type, `extension` }

    @inline(__always)
    func introducer(_ start: Int, _ end: Int) -> Introducer {
      let base = bytes.baseAddress! + start
      switch end - start {
      case 4: return ByteText.starts(base, with: "enum") ? .type : .none
      case 5: return ByteText.starts(base, with: "class") || ByteText.starts(base, with: "actor") ? .type : .none
      case 6: return ByteText.starts(base, with: "struct") ? .type : .none
      case 8: return ByteText.starts(base, with: "protocol") ? .type : .none
      case 9:
        if ByteText.starts(base, with: "typealias") { return .type }
        return ByteText.starts(base, with: "extension") ? .extension : .none
      default: return .none
      }
    }

    /// Records the name after a type keyword.
    mutating func recordName(after index: Int) {
      let start = skipTrivia(from: index)
      record(start, nameEnd(from: start))
    }

    /// Records the names of an extended type (`Outer.Inner`, `Array<Item>`, `[Item]`)
    /// when a conformance clause follows it: an extension contributes type facts only
    /// through the conformances it adds, and members declared inside it are found by their
    /// own keywords. Names are collected up to a `:` outside brackets; a `{` or `where`
    /// first means no conformance clause. Every extension also records its names behind
    /// `+` (`+Inner`): the facts of its initializers (`TypeFacts+Initializers`), which only
    /// `state_initialized_twice` asks about, so other decisions parse no more files.
    mutating func recordExtendedNames(after index: Int) {
      var collected: [Range<Int>] = []
      var depth = 0
      var i = index
      let limit = min(bytes.count, index + 1024)
      while i < limit {
        i = skipTrivia(from: i)
        guard i < limit else { break }
        let end = nameEnd(from: i)
        if end > i {
          if depth == 0 && end - i == 5 && ByteText.starts(bytes.baseAddress! + i, with: "where") {
            for range in collected { record(range.lowerBound, range.upperBound, prefix: UInt8(ascii: "+")) }
            return
          }
          collected.append(i..<end)
          i = end
          continue
        }
        switch bytes[i] {
        case UInt8(ascii: "{"):
          for range in collected { record(range.lowerBound, range.upperBound, prefix: UInt8(ascii: "+")) }
          return
        case UInt8(ascii: ":") where depth == 0:
          for range in collected {
            record(range.lowerBound, range.upperBound)
            record(range.lowerBound, range.upperBound, prefix: UInt8(ascii: "+"))
          }
          return
        case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "<"):
          depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: ">"):
          depth = max(0, depth - 1)
        default:
          break
        }
        i += 1
      }
      // No end in sight (a huge or broken header): keep every name, to stay a superset.
      for range in collected {
        record(range.lowerBound, range.upperBound)
        record(range.lowerBound, range.upperBound, prefix: UInt8(ascii: "+"))
      }
    }

    /// Records the name in `start..<end`, and a backticked name also without its
    /// backticks (`nameEnd` only ends one at its closing backtick).
    mutating func record(_ start: Int, _ end: Int, prefix: UInt8? = nil) {
      guard end > start else { return }
      sink.record(prefix: prefix, UnsafeBufferPointer(rebasing: bytes[start..<end]))
      if bytes[start] == UInt8(ascii: "`") && end - start > 2 {
        sink.record(prefix: prefix, UnsafeBufferPointer(rebasing: bytes[(start + 1)..<(end - 1)]))
      }
    }

    /// The end of the name starting at `start` (`start` itself when none starts there):
    /// a run of identifier characters, or a backticked name on one line.
    func nameEnd(from start: Int) -> Int {
      let count = bytes.count
      guard start < count else { return start }
      if bytes[start] == UInt8(ascii: "`") {
        var i = start + 1
        while i < count && bytes[i] != UInt8(ascii: "`") && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
        return i < count && bytes[i] == UInt8(ascii: "`") && i > start + 1 ? i + 1 : start
      }
      var i = start
      while i < count {
        let c = bytes[i]
        if classes[Int(c)] & ByteClass.identifierBody != 0 {
          if i == start && classes[Int(c)] & ByteClass.identifierHead == 0 { return start }
          i += 1
        } else if c >= 0x80 {
          let (scalar, length) = Scalars.decode(bytes, at: i)
          guard let scalar, !Scalars.isOperatorHead(scalar), !Scalars.isUnicodeWhitespace(scalar) else { break }
          i += length
        } else {
          break
        }
      }
      return i
    }

    /// Past whitespace (ASCII and Unicode), line comments and nested block comments.
    func skipTrivia(from index: Int) -> Int {
      let count = bytes.count
      var i = index
      while i < count {
        let c = bytes[i]
        if classes[Int(c)] & ByteClass.whitespace != 0 {
          i += 1
        } else if c == UInt8(ascii: "/") && i + 1 < count && bytes[i + 1] == UInt8(ascii: "/") {
          while i < count && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
        } else if c == UInt8(ascii: "/") && i + 1 < count && bytes[i + 1] == UInt8(ascii: "*") {
          i = blockCommentEnd(from: i)
        } else if c >= 0x80 {
          let (scalar, length) = Scalars.decode(bytes, at: i)
          guard let scalar, Scalars.isUnicodeWhitespace(scalar) else { return i }
          i += length
        } else {
          return i
        }
      }
      return i
    }

    func blockCommentEnd(from index: Int) -> Int {
      let count = bytes.count
      var i = index + 2
      var depth = 1
      while i < count && depth > 0 {
        if bytes[i] == UInt8(ascii: "*") && i + 1 < count && bytes[i + 1] == UInt8(ascii: "/") {
          depth -= 1
          i += 2
        } else if bytes[i] == UInt8(ascii: "/") && i + 1 < count && bytes[i + 1] == UInt8(ascii: "*") {
          depth += 1
          i += 2
        } else {
          i += 1
        }
      }
      return i
    }
  }
}
