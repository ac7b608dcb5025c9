import BindingLintSyntax

/// The scan behind `DeclaredNames`: its tables and its loop over a file's bytes.
extension DeclaredNames {
  /// Runs `body` on the bytes, or on a copy with two line breaks after them (outside the
  /// count) unless the last two bytes already end a word: either way, the two bytes after
  /// the file's last word byte can be read, so the scan's pair-at-a-time loops (see
  /// `bodyPairs`) stop inside the buffer or on those line breaks, without bounds checks.
  static func withWordTerminator<T>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    let classes = ByteClass.pointer
    let count = bytes.count
    guard count > 0 else { return body(bytes) }
    if count >= 2, classes[Int(bytes[count - 1])] & ByteClass.identifierBody == 0,
      classes[Int(bytes[count - 2])] & ByteClass.identifierBody == 0
    {
      return body(bytes)
    }
    let padded = UnsafeMutablePointer<UInt8>.allocate(capacity: count + 2)
    defer { padded.deallocate() }
    if let source = bytes.baseAddress { padded.initialize(from: source, count: count) }
    padded[count] = 0x0A
    padded[count + 1] = 0x0A
    return body(UnsafeBufferPointer(start: padded, count: count))
  }

  /// For each two bytes read as one little-endian `UInt16` (the first byte low), whether
  /// each continues a word: bit 0 the first, bit 1 the second. The scan's loops step two
  /// bytes a lookup (five instructions per two bytes, not four per byte); the whole scan
  /// took 8 % fewer instructions on real apps, whose words and gaps are short. 64 KB,
  /// built once.
  nonisolated(unsafe) static let bodyPairs: UnsafePointer<UInt8> = {
    let classes = ByteClass.pointer
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 65536)
    for value in 0..<65536 {
      let first = classes[value & 0xFF] & ByteClass.identifierBody != 0
      let second = classes[value >> 8] & ByteClass.identifierBody != 0
      table[value] = (first ? 1 : 0) | (second ? 2 : 0)
    }
    return UnsafePointer(table)
  }()

  /// For the byte right after a member (`.name`): no write can follow (`afterMemberNone`),
  /// a space (`afterMemberSpace`: the next byte decides), a `.` (`afterMemberDot`: a
  /// mutating method's first letter must follow), or anything else that may start a write
  /// (an assignment operator's first byte, other white space: `recordMemberWrite` reads
  /// on). 256 codes, built once.
  static let afterMemberNone: UInt8 = 0
  static let afterMemberSpace: UInt8 = 1
  static let afterMemberDot: UInt8 = 2
  static let afterMemberMaybe: UInt8 = 3
  nonisolated(unsafe) static let afterMember: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    table.initialize(repeating: afterMemberNone, count: 256)
    // Every byte the skip over white space in `recordMemberWrite` passes.
    for byte in 0..<256 where ByteClass.pointer[byte] & ByteClass.whitespace != 0 { table[byte] = afterMemberMaybe }
    table[Int(UInt8(ascii: "="))] = afterMemberMaybe
    for byte in 0..<256 where isCompoundHead(UInt8(byte)) { table[byte] = afterMemberMaybe }
    table[Int(UInt8(ascii: " "))] = afterMemberSpace
    table[Int(UInt8(ascii: "."))] = afterMemberDot
    return UnsafePointer(table)
  }()

  /// Whether `c` may start a compound assignment (`+=`, `<<=`, `&+=`): what
  /// `recordMemberWrite` reads before the `=`.
  @inline(__always)
  static func isCompoundHead(_ c: UInt8) -> Bool {
    switch c {
    case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "<"), UInt8(ascii: ">"):
      return true
    default:
      return false
    }
  }

  /// After a member and a space: an assignment operator's first byte, more white space, or
  /// the `.` of a call on the next line's spelling (`flag .toggle()`).
  nonisolated(unsafe) static let afterMemberAndSpace: UnsafePointer<Bool> = {
    let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
    table.initialize(repeating: false, count: 256)
    for byte in 0..<256 where afterMember[byte] != afterMemberNone { table[byte] = true }
    return UnsafePointer(table)
  }()

  struct Scanner<Names: Sink> {
    let bytes: UnsafeBufferPointer<UInt8>
    let table: ScanTable
    let classes = ByteClass.pointer
    var sink: Names
    /// The called names recorded lately (`CalledNames`), freed when `run` ends.
    let calledNames = CalledNames()
    /// What a byte right after a member says about a write (`DeclaredNames.afterMember`).
    let afterMember = DeclaredNames.afterMember
    /// Whether a byte after a member's following space may go on to a write.
    let afterMemberAndSpace = DeclaredNames.afterMemberAndSpace

    init(bytes: UnsafeBufferPointer<UInt8>, table: ScanTable, sink: Names) {
      self.bytes = bytes
      self.table = table
      self.sink = sink
    }

    /// The hot loop, a table lookup per two bytes (`bodyPairs`, `withWordTerminator`). A
    /// word starts only after a byte that cannot continue one, non-ASCII included (`é` +
    /// `class` gives the word `class`: a few extra names are harmless). Returns false when
    /// a trigger occurs (the scan then stops).
    ///
    /// (Finding words eight bytes at a time with integer masks was measured twice and
    /// took more instructions: most words start with a letter that starts some keyword or
    /// trigger, so few words can be skipped without measuring them.)
    mutating func run() -> Bool {
      defer { calledNames.deallocate() }
      guard let base = bytes.baseAddress else { return true }
      let masks = UnsafePointer(table.masks)
      let classes = ByteClass.pointer
      let count = bytes.count
      let pairs = DeclaredNames.bodyPairs
      // The loops below run unchecked, reading two bytes at `i` and `i + 1`. The gap loop
      // stops at the file's last word byte at the latest, and the word loop one or two
      // bytes after it, where `withWordTerminator` leaves two bytes to read.
      var lastWordByte = count - 1
      while lastWordByte >= 0 && classes[Int(base[lastWordByte])] & ByteClass.identifierBody == 0 { lastWordByte -= 1 }
      @inline(__always) func pairAt(_ i: Int) -> UInt8 {
        pairs[Int(UInt16(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt16.self)))]
      }
      var i = 0
      // `&+=`: an index below the buffer's count cannot overflow, and the overflow check
      // was a fifth of each byte's instructions.
      while i <= lastWordByte {
        // Past two gap bytes at a time; a word byte lies ahead, so two gap bytes leave one
        // at `i + 2` or later.
        var pair = pairAt(i)
        while pair == 0 {
          i &+= 2
          pair = pairAt(i)
        }
        if pair & 1 == 0 {
          i &+= 1
          pair = pairAt(i)
        }
        let start = i
        while pair == 3 {
          i &+= 2
          pair = pairAt(i)
        }
        if pair & 1 != 0 { i &+= 1 }
        let end = i
        // `.name` may be a member written (`TypeFacts+MemberWrites`): its next bytes say,
        // the first two of them looked up here (most members go on with `(`, `)`, `,`, a
        // `.` and a name no mutating method starts like, or ` {`). Two bytes past the
        // word can be read (`withWordTerminator`).
        if start > 0 && base[start &- 1] == UInt8(ascii: ".") {
          switch afterMember[Int(base[end])] {
          case DeclaredNames.afterMemberNone: break
          case DeclaredNames.afterMemberSpace: if afterMemberAndSpace[Int(base[end &+ 1])] { recordMemberWrite(start, end) }
          case DeclaredNames.afterMemberDot: if MemberWriteSpelling.mayStartMutatingMethod(base[end &+ 1]) { recordMemberWrite(start, end) }
          default: recordMemberWrite(start, end)
          }
        }
        // One lookup rejects most words (`ScanTable`): a trigger, a keyword or `init`
        // needs both its first byte and its length to match one, a call a capital.
        let mask = masks[Int(base[start])]
        if mask & (1 << UInt64(TriggerSet.lengthBit(end &- start))) != 0, !readCandidate(start, end) { return false }
        if mask & ScanTable.capital != 0 { recordTypeCall(start, end) }
      }
      return true
    }

    /// Reads a word whose first byte and length are those of a trigger, a keyword or
    /// `init`: false if it is a trigger (the scan then stops).
    mutating func readCandidate(_ start: Int, _ end: Int) -> Bool {
      if let triggers = table.triggers, triggers.matches(bytes, start, end) { return false }
      let base = bytes.baseAddress!
      if ScanTable.isKeywordShaped(base[start], length: end &- start) { readIntroducer(start, end) }
      if base[start] == UInt8(ascii: "i"), base[end] == UInt8(ascii: "(") { recordInitAssignment(start, end) }
      if end &- start == 4, ByteText.starts(base + start, with: "item") { recordPresentedItem(afterLabel: end) }
      if end &- start == 4, start > 0, base[start - 1] == UInt8(ascii: "."), ByteText.starts(base + start, with: "none") {
        recordNilAssignment(before: start - 1)
      } else if end &- start == 3 {
        if base[start] == UInt8(ascii: "n"), base[start + 1] == UInt8(ascii: "i"), base[start + 2] == UInt8(ascii: "l") {
          recordNilAssignment(before: start)
        } else if base[start] == UInt8(ascii: "v"), base[start + 1] == UInt8(ascii: "a"), base[start + 2] == UInt8(ascii: "r") {
          recordComputedOptional(after: end)
        }
      }
      return true
    }

    /// Records `.name` for the member `name` at `start..<end` (after a `.`) when an
    /// assignment (`=` but not `==`; `+=`, `<<=`, `&+=` and `<=` alike: a few extra names
    /// are harmless) or a call of one of `MemberWriteSpelling.mutatingMethods` (`.toggle(`)
    /// follows it past white space: every write `TypeFacts+MemberWrites` records.
    mutating func recordMemberWrite(_ start: Int, _ end: Int) {
      let base = bytes.baseAddress!
      let count = bytes.count
      var j = end
      while j < count && classes[Int(base[j])] & ByteClass.whitespace != 0 { j += 1 }
      guard j < count else { return }
      let isCompoundHead = DeclaredNames.isCompoundHead
      var equals = -1
      let c = base[j]
      if c == UInt8(ascii: "=") {
        equals = j
      } else if isCompoundHead(c) {
        var m = j + 1
        while m < count && m < j + 3 && isCompoundHead(base[m]) { m += 1 }
        equals = m < count && base[m] == UInt8(ascii: "=") ? m : -1
      } else if c == UInt8(ascii: ".") {
        guard j + 1 < count, MemberWriteSpelling.mayStartMutatingMethod(base[j + 1]) else { return }
        var wordEnd = j + 1
        while wordEnd < count && classes[Int(base[wordEnd])] & ByteClass.identifierBody != 0 { wordEnd += 1 }
        if wordEnd < count, base[wordEnd] == UInt8(ascii: "("), MemberWriteSpelling.isMutatingMethod(base, j + 1, wordEnd) {
          record(start, end, prefix: UInt8(ascii: "."))
        }
        return
      }
      if equals >= 0 && (equals + 1 >= count || base[equals + 1] != UInt8(ascii: "=")) { record(start, end, prefix: UInt8(ascii: ".")) }
    }

    /// Records `=name` for `var name: T? {` (`TypeFacts+NilAssignments`: a computed
    /// optional turns nil with what it reads), given the end of `var`: the name, a `:`,
    /// then the type (over line breaks inside brackets: a tuple type may span lines) up to a
    /// `{` whose last byte before it is `?` (on the next line too); a `=`, `}`, `;` or a
    /// line break outside brackets first, or 256 bytes, end the look.
    /// A stored property with observers (`var x: T? {` + `didSet`) is recorded too, which
    /// only costs a parse.
    mutating func recordComputedOptional(after index: Int) {
      let base = bytes.baseAddress!
      let count = bytes.count
      var i = index
      while i < count && (base[i] == 0x20 || base[i] == 0x09) { i += 1 }
      let nameStart = i
      let nameEnd = self.nameEnd(from: nameStart)
      guard nameEnd > nameStart else { return }
      i = nameEnd
      while i < count && (base[i] == 0x20 || base[i] == 0x09) { i += 1 }
      guard i < count, base[i] == UInt8(ascii: ":") else { return }
      i += 1
      while i < count && (base[i] == 0x20 || base[i] == 0x09) { i += 1 }
      // `var body: some View {`, the most common typed `var` of a SwiftUI file: an opaque
      // type is optional only in parentheses, `(some View)?`.
      if i + 5 <= count && ByteText.starts(base + i, with: "some ") { return }
      var last: UInt8 = 0
      var depth = 0
      let limit = min(count, i + 256)
      while i < limit {
        let c = base[i]
        // Most bytes of a type are a name's.
        if classes[Int(c)] & ByteClass.identifierBody != 0 {
          last = c
          i += 1
          continue
        }
        if c == UInt8(ascii: "{") {
          if last == UInt8(ascii: "?") { record(nameStart, nameEnd, prefix: UInt8(ascii: "=")) }
          return
        }
        switch c {
        case UInt8(ascii: "="), UInt8(ascii: "}"), UInt8(ascii: ";"): return
        case 0x0A where depth == 0, 0x0D where depth == 0:
          // The type ends with its line, unless its body's brace opens the next one.
          var j = i + 1
          while j < count && classes[Int(base[j])] & ByteClass.whitespace != 0 { j += 1 }
          guard j < count, base[j] == UInt8(ascii: "{") else { return }
          i = j
          continue
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"): depth = max(0, depth - 1)
        default: break
        }
        if classes[Int(c)] & ByteClass.whitespace == 0 { last = c }
        i += 1
      }
    }

    /// Records `=name` for `name = nil` (`TypeFacts+NilAssignments`; `= .none` alike), given
    /// the `nil` (or the `.` of `.none`) at `start`: back over white space to a lone `=`
    /// (not `==`, `!=`, `<=`, `>=`), then over white space to the name before it, non-ASCII
    /// bytes and backticks included (the key then is the name's as `NameKey` reads it). A
    /// comment between the name and `nil` hides the assignment; nobody writes one there.
    mutating func recordNilAssignment(before start: Int) {
      let base = bytes.baseAddress!
      var i = start - 1
      while i >= 0 && classes[Int(base[i])] & ByteClass.whitespace != 0 { i -= 1 }
      guard i >= 1, base[i] == UInt8(ascii: "=") else { return }
      switch base[i - 1] {
      case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"): return
      default: break
      }
      i -= 1
      while i >= 0 && classes[Int(base[i])] & ByteClass.whitespace != 0 { i -= 1 }
      var wordEnd = i + 1
      if i >= 0 && base[i] == UInt8(ascii: "`") {
        wordEnd = i
        i -= 1
      }
      while i >= 0 && (classes[Int(base[i])] & ByteClass.identifierBody != 0 || base[i] >= 0x80) { i -= 1 }
      let wordStart = i + 1
      guard wordStart < wordEnd else { return }
      record(wordStart, wordEnd, prefix: UInt8(ascii: "="))
    }

    /// Records `=name` for `item: $name` (`item: $model.name`, `item: self.$name`), given
    /// the end of `item`: a presentation SwiftUI clears on dismissal
    /// (`TypeFacts+NilAssignments`). The last name of the projected path is the key.
    mutating func recordPresentedItem(afterLabel index: Int) {
      let base = bytes.baseAddress!
      let count = bytes.count
      var i = index
      while i < count && classes[Int(base[i])] & ByteClass.whitespace != 0 { i += 1 }
      guard i < count, base[i] == UInt8(ascii: ":") else { return }
      i += 1
      while i < count && classes[Int(base[i])] & ByteClass.whitespace != 0 { i += 1 }
      if i + 5 <= count && ByteText.starts(base + i, with: "self.") { i += 5 }
      guard i < count, base[i] == UInt8(ascii: "$") else { return }
      var nameStart = i + 1
      var nameEnd = self.nameEnd(from: nameStart)
      guard nameEnd > nameStart else { return }
      while nameEnd < count, base[nameEnd] == UInt8(ascii: ".") {
        let next = self.nameEnd(from: nameEnd + 1)
        guard next > nameEnd + 1 else { break }
        (nameStart, nameEnd) = (nameEnd + 1, next)
      }
      record(nameStart, nameEnd, prefix: UInt8(ascii: "="))
    }

    /// Records the names a type keyword at `start..<end` introduces. Scanning goes on
    /// with the next word, whatever was recorded: in a comment (`an extension in another
    /// file`) the words that follow may hide a real keyword.
    mutating func readIntroducer(_ start: Int, _ end: Int) {
      let base = bytes.baseAddress!
      // `classé` is one identifier; `class` + a non-ASCII space is the keyword.
      if end < bytes.count, base[end] >= 0x80 {
        let (scalar, _) = Scalars.decode(bytes, at: end)
        guard let scalar, Scalars.isUnicodeWhitespace(scalar) else { return }
      }
      switch introducer(start, end) {
      case .none: break
      case .type: recordName(after: end, isProtocol: end - start == 8)
      case .classOrAlias: recordName(after: end, alsoAs: UInt8(ascii: "^"))
      case .extension: recordExtendedNames(after: end)
      }
    }

    /// Records `(Name` for a capitalized word that is called: `Name(`, `Name.init(`,
    /// `Card{ … }` and `Child (count: 3)` or `Card { … }` (spaces before the bracket), as
    /// the call facts (`TypeFacts+MemberUses`) and the view graph's `ConstructionSite`
    /// read them, so a decision that asks who calls `Name` finds every file that might.
    mutating func recordTypeCall(_ start: Int, _ end: Int) {
      let base = bytes.baseAddress!
      // The byte after a word is in the buffer or is the terminator (`withWordTerminator`).
      switch base[end] {
      case UInt8(ascii: "("), UInt8(ascii: "{"):
        recordCalled(start, end)
      case UInt8(ascii: "."):
        if isInitCallOrReference(at: end) { recordCalled(start, end) }
      case 0x20, 0x09:
        let count = bytes.count
        var j = end + 1
        while j < count && (base[j] == 0x20 || base[j] == 0x09) { j += 1 }
        if j < count && (base[j] == UInt8(ascii: "(") || base[j] == UInt8(ascii: "{")) { recordCalled(start, end) }
      default:
        break
      }
    }

    /// Records `(Name` for `Name = .init(` (`let e: Name = .init(…)`), given the `init` at
    /// `start..<end` with `(` after it: back over the `.` and the `=` to the word before.
    mutating func recordInitAssignment(_ start: Int, _ end: Int) {
      guard start > 0, isInitCall(at: start - 1) else { return }
      let base = bytes.baseAddress!
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

    /// Records `(Name` unless the name was recorded lately.
    mutating func recordCalled(_ start: Int, _ end: Int) {
      guard calledNames.insert(start, end, in: bytes.baseAddress!) else { return }
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

    /// Whether `.init` not followed by a name byte starts at `index`: a call `.init(`, or
    /// the initializer as a function (`ForEach(rows, content: Row.init)`), which builds the
    /// view where it is called, as the view graph reads it.
    @inline(__always)
    func isInitCallOrReference(at index: Int) -> Bool {
      guard index + 6 <= bytes.count else { return false }
      let base = bytes.baseAddress! + index
      guard base[0] == UInt8(ascii: "."), base[1] == UInt8(ascii: "i"), base[2] == UInt8(ascii: "n"), base[3] == UInt8(ascii: "i"),
        base[4] == UInt8(ascii: "t")
      else { return false }
      return classes[Int(base[5])] & ByteClass.identifierBody == 0
    }

    /// `classOrAlias`: a keyword whose name may mean a class (`class`, `actor`,
    /// `typealias`), recorded also behind `^` (`^Model`) for decisions that hinge on a
    /// class alone (`TypeIndex.mayNameClass`).
    enum Introducer { case none, type, classOrAlias, `extension` }

    @inline(__always)
    func introducer(_ start: Int, _ end: Int) -> Introducer {
      let base = bytes.baseAddress! + start
      switch end - start {
      case 4: return ByteText.starts(base, with: "enum") ? .type : .none
      case 5: return ByteText.starts(base, with: "class") || ByteText.starts(base, with: "actor") ? .classOrAlias : .none
      case 6: return ByteText.starts(base, with: "struct") ? .type : .none
      case 8: return ByteText.starts(base, with: "protocol") ? .type : .none
      case 9:
        if ByteText.starts(base, with: "typealias") { return .classOrAlias }
        return ByteText.starts(base, with: "extension") ? .extension : .none
      default: return .none
      }
    }

    /// Records the name after a type keyword, and behind `prefix` too when given. A name
    /// that may declare generic parameters (`struct Page<Content>`; a protocol, whose
    /// associated types count as its parameters) is also recorded behind `<`: a scope's
    /// parameters are asked of those files alone (`TypeIndex.declaresGenericParameter`),
    /// not of the dozens that declare a plain `Coordinator` or `Model`.
    mutating func recordName(after index: Int, alsoAs prefix: UInt8? = nil, isProtocol: Bool = false) {
      let start = skipTrivia(from: index)
      let end = nameEnd(from: start)
      record(start, end)
      if let prefix { record(start, end, prefix: prefix) }
      guard end > start else { return }
      let next = skipTrivia(from: end)
      if isProtocol || (next < bytes.count && bytes[next] == UInt8(ascii: "<")) { record(start, end, prefix: UInt8(ascii: "<")) }
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
