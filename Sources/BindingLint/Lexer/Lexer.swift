/// The tokenizer: one forward pass over UTF-8 bytes that produces `Token`s (byte ranges with
/// a kind) and `Comment`s, with no `String` and no recursion.
///
/// Each token's kind is decided when it is lexed, looking ahead on the bytes when needed
/// (generic `<`, regex `/`, argument labels); earlier tokens are never edited. Nesting that
/// changes how bytes are read (strings, interpolations, generic angles) lives on `states`.
/// This file has the main loop and the simple tokens; strings, numbers, operators and regex
/// literals, and trivia each have their own file.
public struct Lexer {
  let bytes: UnsafeBufferPointer<UInt8>
  let count: Int
  /// `ByteClass.pointer`, loaded once per file: reading the global on every byte would cost
  /// a lazy-initialisation check and a retain/release each time.
  let classes: UnsafePointer<UInt8>
  var pos = 0
  var states = StateStack()
  /// How many `.interpolation` entries `states` holds (newline handling checks it first).
  var interpolationDepth = 0
  var tokens: TokenStore
  var comments = ContiguousArray<Comment>()
  var diagnostics: [LexDiagnostic] = []
  /// Flags the next token gets from the trivia before it.
  var pendingFlags: TokenFlags = .atStartOfLine
  /// Stack index of the `(` of `@available(…)` / `#available(…)`, where swift-syntax reads
  /// `16.0` as a version tuple (integer, period, integer) rather than a float; -1 outside.
  var availabilityParen = -1
  /// Bytes the generic-list look-ahead may still read in this file: a few per byte of
  /// input, so pathological `<<<<` cannot make lexing quadratic.
  var genericScanBudget: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    self.count = bytes.count
    self.genericScanBudget = bytes.count * 4 + 65_536
    self.classes = ByteClass.pointer
    tokens = TokenStore(capacity: bytes.count / 4 + 16)
  }

  /// Tokenizes a whole file.
  public static func tokenize(_ bytes: [UInt8]) -> LexedFile {
    bytes.withUnsafeBufferPointer { tokenize($0) }
  }

  public static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>) -> LexedFile {
    var lexer = Lexer(buffer)
    lexer.run()
    lexer.states.deallocate()
    return LexedFile(tokens: lexer.tokens.finish(), comments: lexer.comments, diagnostics: lexer.diagnostics)
  }

  mutating func run() {
    lexFileStart()
    while pos < count {
      let before = pos
      let depthBefore = states.depth
      if states.top.isString {
        lexStringText(states.top.delimiter)
      } else if !skipTrivia() {
        lexToken()
      }
      // Every step consumes input or leaves a state (`"abc` ending at its line break pops
      // the string without consuming the break); anything else would be a lexer bug.
      if pos <= before && states.depth >= depthBefore {
        assertionFailure("lexer made no progress at \(before)")
        pos = before + 1
      }
    }
    tokens.append(Token(start: UInt32(count), end: UInt32(count), kind: .endOfFile, keyword: .none, flags: pendingFlags))
  }

  // MARK: - Helpers

  /// The byte at `index`, or 0 past the end (0 never continues any token).
  @inline(__always) func byte(_ index: Int) -> UInt8 {
    index < count ? bytes[index] : 0
  }

  @inline(__always) func classBits(_ index: Int) -> UInt8 {
    index < count ? classes[Int(bytes[index])] : 0
  }

  @inline(__always) mutating func emit(
    _ kind: TokenKind, _ start: Int, _ end: Int, keyword: Keyword = .none, flags: TokenFlags = TokenFlags(rawValue: 0)
  ) {
    tokens.append(Token(start: UInt32(start), end: UInt32(end), kind: kind, keyword: keyword, flags: pendingFlags.union(flags)))
    // Not `[]`: an empty array literal builds (and releases) an array on every token.
    pendingFlags = TokenFlags(rawValue: 0)
  }

  mutating func diagnose(_ kind: LexDiagnostic.Kind, at offset: Int) {
    diagnostics.append(LexDiagnostic(offset: offset, kind: kind))
  }

  var previousKind: TokenKind? { tokens.last?.kind }

  // MARK: - File start

  /// A byte-order mark is trivia; `#!` on the first line is a shebang token.
  mutating func lexFileStart() {
    if count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
      pos = 3
      pendingFlags.insert(.leadingTrivia)
    }
    if byte(pos) == UInt8(ascii: "#") && byte(pos + 1) == UInt8(ascii: "!") {
      let start = pos
      while pos < count && bytes[pos] != 0x0A && bytes[pos] != 0x0D { pos += 1 }
      emit(.shebang, start, pos)
    }
  }

  // MARK: - Dispatch

  mutating func lexToken() {
    let start = pos
    let c = bytes[pos]
    let bits = classes[Int(c)]
    if bits & ByteClass.identifierHead != 0 { return lexIdentifier() }
    if bits & ByteClass.digit != 0 { return lexNumber() }
    switch c {
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      lexStringOpen(pounds: 0)
    case UInt8(ascii: "#"):
      lexPound()
    case UInt8(ascii: "@"):
      pos += 1; emit(.at, start, pos)
    case UInt8(ascii: "("):
      if availabilityParen < 0 && opensAvailabilityArguments() { availabilityParen = states.depth }
      pos += 1; emit(.leftParen, start, pos); states.push(.paren)
    case UInt8(ascii: "["):
      pos += 1; emit(.leftBracket, start, pos); states.push(.bracket)
    case UInt8(ascii: "{"):
      pos += 1; emit(.leftBrace, start, pos); states.push(.brace)
    case UInt8(ascii: ")"):
      lexCloser(.rightParen, opener: .paren)
    case UInt8(ascii: "]"):
      lexCloser(.rightBracket, opener: .bracket)
    case UInt8(ascii: "}"):
      lexCloser(.rightBrace, opener: .brace)
    case UInt8(ascii: ","):
      pos += 1; emit(.comma, start, pos)
    case UInt8(ascii: ";"):
      pos += 1; emit(.semicolon, start, pos)
    case UInt8(ascii: ":"):
      if byte(pos + 1) == UInt8(ascii: ":") {
        pos += 2; emit(.colonColon, start, pos)
      } else {
        pos += 1; emit(.colon, start, pos)
      }
    case UInt8(ascii: "."):
      if byte(pos + 1) == UInt8(ascii: ".") {
        lexOperator()
      } else {
        pos += 1; emit(.period, start, pos)
      }
    case UInt8(ascii: "\\"):
      pos += 1; emit(.backslash, start, pos)
    case UInt8(ascii: "`"):
      lexBacktickIdentifier()
    case UInt8(ascii: "$"):
      pos += 1
      while classBits(pos) & ByteClass.identifierBody != 0 { pos += 1 }
      emit(.identifier, start, pos)
    case UInt8(ascii: "/"):
      lexSlash()
    default:
      if bits & ByteClass.operatorChar != 0 { return lexOperator() }
      if c >= 0x80 {
        let (scalar, length) = Scalars.decode(bytes, at: pos)
        if let scalar, Scalars.isOperatorHead(scalar) { return lexOperator() }
        if scalar != nil { return lexIdentifier() }
        pos += length
        diagnose(.invalidUTF8, at: start)
        emit(.unknown, start, pos)
        return
      }
      pos += 1
      diagnose(.unexpectedCharacter, at: start)
      emit(.unknown, start, pos)
    }
  }

  /// A closing bracket pops its opener; `)` of `\( … )` resumes the string. A generic `<`
  /// left open by a mistaken guess is dropped rather than allowed to swallow later `>`s.
  mutating func lexCloser(_ kind: TokenKind, opener: LexerState) {
    let start = pos
    pos += 1
    while states.top == .angle { states.pop() }
    if kind == .rightParen && states.top.isInterpolation {
      states.pop()
      interpolationDepth -= 1
      emit(.interpolationClose, start, pos)
      return
    }
    if states.top == opener {
      states.pop()
      if states.depth <= availabilityParen { availabilityParen = -1 }
    } else {
      diagnose(.strayClosingBracket, at: start)
    }
    emit(kind, start, pos)
  }

  // MARK: - Names

  mutating func lexIdentifier() {
    let start = pos
    // Locals for the cursor and tables: `self.pos` lives in memory and would be stored on
    // every byte, and `self.classes` reloaded. The table has no bits for bytes >= 0x80, so
    // the common ASCII step is one lookup and one test.
    var i = pos
    let classes = self.classes
    let end = count
    while i < end {
      let c = bytes[i]
      if classes[Int(c)] & ByteClass.identifierBody != 0 {
        i += 1
      } else if c < 0x80 {
        break
      } else {
        let (scalar, length) = Scalars.decode(bytes, at: i)
        guard let scalar, !Scalars.isOperatorHead(scalar), !Scalars.isUnicodeWhitespace(scalar) else { break }
        i += length
      }
    }
    pos = i
    let length = pos - start
    let keyword = length <= 15 ? Keyword.match(bytes.baseAddress! + start, length) : .none
    guard keyword != .none else { return emit(.identifier, start, pos) }
    if keyword == .wildcard { return emit(.keyword, start, pos, keyword: keyword) }
    if keyword.isReserved && !isReservedWordUsedAsName(keyword) {
      return emit(.keyword, start, pos, keyword: keyword)
    }
    emit(.identifier, start, pos, keyword: keyword)
  }

  /// `#available(`, `#unavailable(`, `@available(`, `@backDeployed(`: version tuples follow.
  func opensAvailabilityArguments() -> Bool {
    guard let last = tokens.last, Int(last.end) == pos else { return false }
    let start = Int(last.start)
    let base = bytes.baseAddress! + start
    switch last.kind {
    case .poundKeyword:
      return last.length == 10 && matches(base, "#available") || last.length == 12 && matches(base, "#unavailable")
    case .identifier:
      guard tokens.count >= 2, tokens[tokens.count - 2].kind == .at else { return false }
      return last.length == 9 && matches(base, "available") || last.length == 12 && matches(base, "backDeployed")
        || last.length == 20 && matches(base, "_originallyDefinedIn")
    default:
      return false
    }
  }

  /// `x.default`, `f(in: 1)` and `func f(for x: Int)` use reserved words as names; the parser
  /// (and so syntax-oracle) calls them identifiers. `x.init`, `x.self` and `x.Self` stay keywords.
  func isReservedWordUsedAsName(_ keyword: Keyword) -> Bool {
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
  func isCompoundNameTail(_ index: Int) -> Bool {
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

  func isPoundKeyword(_ start: Int, _ end: Int) -> Bool {
    let base = bytes.baseAddress! + start
    switch end - start {
    case 2: return base[0] == UInt8(ascii: "i") && base[1] == UInt8(ascii: "f")
    case 4: return matches(base, "else")
    case 5: return matches(base, "endif")
    case 6: return matches(base, "elseif")
    case 9: return matches(base, "available")
    case 11: return matches(base, "unavailable")
    case 14: return matches(base, "sourceLocation")
    default: return false
    }
  }

  @inline(__always) func matches(_ base: UnsafePointer<UInt8>, _ literal: StaticString) -> Bool {
    let pointer = literal.utf8Start
    for i in 0..<literal.utf8CodeUnitCount where base[i] != pointer[i] { return false }
    return true
  }
}
