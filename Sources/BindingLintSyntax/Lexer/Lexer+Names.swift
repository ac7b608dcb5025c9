/// Names and keywords: identifiers, `$0`/`$name`, `` `name` ``, `#if`-style pound keywords,
/// and the look-arounds that decide whether a reserved word is used as a name.
extension Lexer {
  /// At a letter, `_` or a non-ASCII scalar that can start a name.
  @inline(__always) mutating func lexIdentifier() {
    let start = pos
    let end = identifierEnd(from: start)
    pos = end
    let length = end &- start
    // Most names are not keywords, and one table lookup says so for most of them.
    if length <= 15 && Int(keywordLengths[Int(base[start])]) &>> length & 1 != 0 {
      let keyword = Keyword.match(base + start, length)
      if keyword != .none { return lexKeyword(keyword, start) }
    }
    emit(.identifier, start, end)
  }

  /// The end of the name whose first character is at `start`. ASCII bytes cost one table
  /// lookup each and no bounds check: the line break that ends the buffer stops the scan.
  @inline(__always) func identifierEnd(from start: Int) -> Int {
    var i = start
    while true {
      while classes[Int(base[i])] & ByteClass.identifierBody != 0 { i &+= 1 }
      // A byte >= 0x80 lies before the closing line break, so inside `bytes`.
      guard base[i] >= 0x80, let length = nonASCIINameCharacterLength(at: i) else { return i }
      i &+= length
    }
  }

  /// The length of the non-ASCII scalar at `index` if it continues a name, or nil for an
  /// operator character, a space, or invalid UTF-8.
  func nonASCIINameCharacterLength(at index: Int) -> Int? {
    let (scalar, length) = Scalars.decode(bytes, at: index)
    guard let scalar, !Scalars.isOperatorHead(scalar), !Scalars.isUnicodeWhitespace(scalar) else { return nil }
    return length
  }

  /// A name from `start` to `pos` that spells `keyword`: reserved words are `.keyword`
  /// tokens unless used as a name; contextual ones are identifiers that carry their keyword.
  @inline(__always) mutating func lexKeyword(_ keyword: Keyword, _ start: Int) {
    if keyword == .wildcard { return emit(.keyword, start, pos, keyword: keyword) }
    if keyword.isReserved { return lexReservedWord(keyword, start) }
    emit(.identifier, start, pos, keyword: keyword)
  }

  /// A reserved word from `start` to `pos`: a `.keyword` token, or an `.identifier` that
  /// keeps its keyword where the word is used as a name.
  mutating func lexReservedWord(_ keyword: Keyword, _ start: Int) {
    emit(isReservedWordUsedAsName(keyword) ? .identifier : .keyword, start, pos, keyword: keyword)
  }

  /// `$0`, `$name`, and a lone `$`.
  mutating func lexDollarIdentifier() {
    let start = pos
    var i = start + 1
    while classes[Int(base[i])] & ByteClass.identifierBody != 0 { i += 1 }
    pos = i
    emit(.identifier, start, pos)
  }

  /// `#available(`, `#unavailable(`, `@available(`, `@backDeployed(`: version tuples follow.
  /// Inlined up to the spelling: most `(`s follow a name with no `@` before it.
  @inline(__always) func opensAvailabilityArguments() -> Bool {
    guard let last = tokens.last, Int(last.end) == pos else { return false }
    switch last.kind {
    case .poundKeyword:
      return Lexer.spellsAvailability(base + Int(last.start), last.length)
    case .identifier:
      guard tokens.count >= 2, tokens[tokens.count - 2].kind == .at else { return false }
      return Lexer.spellsAvailability(base + Int(last.start), last.length)
    default:
      return false
    }
  }

  /// Whether the `length` bytes at `word` spell a pound keyword or attribute name whose
  /// arguments hold versions. (Pound keywords start with `#` and names cannot, so one
  /// list serves both.)
  static func spellsAvailability(_ word: UnsafePointer<UInt8>, _ length: Int) -> Bool {
    switch length {
    case 9: return ByteText.starts(word, with: "available")
    case 10: return ByteText.starts(word, with: "#available")
    case 12: return ByteText.starts(word, with: "#unavailable") || ByteText.starts(word, with: "backDeployed")
    case 20: return ByteText.starts(word, with: "_originallyDefinedIn")
    default: return false
    }
  }

  /// `x.default`, `f(in: 1)` and `func f(for x: Int)` use reserved words as names; the parser
  /// (and so syntax-oracle) calls them identifiers. `x.init`, `x.self` and `x.Self` stay keywords.
  /// Always inlined, as it is on a hot path of a `mutating` caller (see `Lexer`).
  @inline(__always) func isReservedWordUsedAsName(_ keyword: Keyword) -> Bool {
    guard let previous = tokens.last else { return false }
    if previous.kind == .period {
      return keyword != .`init` && keyword != .`self` && keyword != .`Self`
    }
    if previous.kind == .rightBrace {
      // `} else: {`: a labelled trailing closure.
      var i = pos
      guard byte(i) == UInt8(ascii: ":"), byte(i + 1) != UInt8(ascii: ":") else { return false }
      i += 1
      while byte(i) == 0x20 || byte(i) == 0x09 { i += 1 }
      return byte(i) == UInt8(ascii: "{")
    }
    let afterLabelable = previous.kind == .leftParen || previous.kind == .comma || previous.kind == .leftBracket
    // `func f(for extension: String)`, `@ViewBuilder else elseTransform: …`: a name after a label or attribute.
    let afterName = previous.kind == .identifier
    guard afterLabelable || afterName else { return false }
    let state = states.top
    if state == .bracket {
      // `dict[key, default: 0]` has a label; `[true: 1, false: 0]` has literal keys.
      guard afterLabelable else { return false }
      switch keyword {
      case .`true`, .`false`, .`nil`, .`self`, .`Self`, .`super`: return false
      default: break
      }
    } else if state != .paren && !state.isInterpolation {
      return false
    }
    var i = pos
    while byte(i) == 0x20 || byte(i) == 0x09 { i += 1 }
    if byte(i) == UInt8(ascii: ":") {
      guard byte(i + 1) != UInt8(ascii: ":") else { return false }
      // `alert(for:)`, `urls(for:in:)` name a function: swift-syntax keeps the keyword.
      return !isCompoundNameTail(i + 1)
    }
    guard classBits(i) & ByteClass.identifierHead != 0 else { return false }
    while classBits(i) & ByteClass.identifierBody != 0 { i += 1 }
    while byte(i) == 0x20 || byte(i) == 0x09 { i += 1 }
    return byte(i) == UInt8(ascii: ":") && byte(i + 1) != UInt8(ascii: ":")
  }

  /// Whether the bytes at `index` (right after a label's `:`) continue a compound name:
  /// `)` or another `label:` with no space.
  /// Always inlined, as it is on a hot path of a `mutating` caller (see `Lexer`).
  @inline(__always) func isCompoundNameTail(_ index: Int) -> Bool {
    if byte(index) == UInt8(ascii: ")") { return true }
    var i = index
    guard classBits(i) & ByteClass.identifierHead != 0 else { return false }
    while classBits(i) & ByteClass.identifierBody != 0 { i += 1 }
    return byte(i) == UInt8(ascii: ":") && byte(i + 1) != UInt8(ascii: ":")
  }

  /// `` `name` `` (Swift 6 allows spaces and most characters inside); a backtick that does
  /// not close on its line is a lone `.backtick`.
  mutating func lexBacktickIdentifier() {
    let start = pos
    var i = pos + 1
    while i < count && bytes[i] != UInt8(ascii: "`") && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
    if i < count && bytes[i] == UInt8(ascii: "`") && i > start + 1 {
      pos = i + 1
      emit(.identifier, start, pos)
    } else {
      pos += 1
      emit(.backtick, start, pos)
    }
  }

  // MARK: - Pound

  /// `#if` and friends are one token; `#"` opens a raw string, `#/` an extended regex;
  /// `#Preview` is `#` then a name.
  mutating func lexPound() {
    let start = pos
    var end = pos
    while byte(end) == UInt8(ascii: "#") { end += 1 }
    let pounds = end - start
    if byte(end) == UInt8(ascii: "\"") || byte(end) == UInt8(ascii: "'") {
      emit(.rawDelimiter, start, end)
      pos = end
      return lexStringOpen(pounds: pounds)
    }
    if byte(end) == UInt8(ascii: "/"), lexExtendedRegex(pounds: pounds) { return }
    if pounds == 1, classBits(end) & ByteClass.identifierHead != 0 {
      var wordEnd = end
      while classBits(wordEnd) & ByteClass.identifierBody != 0 { wordEnd += 1 }
      if isPoundKeyword(end, wordEnd) {
        pos = wordEnd
        return emit(.poundKeyword, start, pos)
      }
    }
    pos = start + 1
    emit(.pound, start, pos)
  }

  /// Always inlined, as it is on a hot path of a `mutating` caller (see `Lexer`).
  @inline(__always)
  func isPoundKeyword(_ start: Int, _ end: Int) -> Bool {
    let word = base + start
    switch end - start {
    case 2: return word[0] == UInt8(ascii: "i") && word[1] == UInt8(ascii: "f")
    case 4: return ByteText.starts(word, with: "else")
    case 5: return ByteText.starts(word, with: "endif")
    case 6: return ByteText.starts(word, with: "elseif")
    case 9: return ByteText.starts(word, with: "available")
    case 11: return ByteText.starts(word, with: "unavailable")
    case 14: return ByteText.starts(word, with: "sourceLocation")
    default: return false
    }
  }
}
