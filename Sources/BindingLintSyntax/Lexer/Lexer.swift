/// The tokenizer: one forward pass over UTF-8 bytes that produces `Token`s (byte ranges with
/// a kind) and `Comment`s, with no `String` and no recursion.
///
/// Each token's kind is decided when it is lexed, looking ahead on the bytes when needed
/// (generic `<`, regex `/`, argument labels); earlier tokens are never edited. Nesting that
/// changes how bytes are read (strings, interpolations, generic angles) lives on `states`.
/// This file has the main loop and the punctuation; names, strings, numbers, operators,
/// regex literals and trivia each have their own file.
///
/// Non-mutating helpers that a `mutating` method calls on a hot path are `@inline(__always)`:
/// to pass `self` to an actual call, the compiler copied the whole lexer (some 160 bytes).
@usableFromInline package struct Lexer {
  let bytes: UnsafeBufferPointer<UInt8>
  /// `bytes.baseAddress`. Every buffer the lexer reads ends with a line break, either its
  /// own last byte or one just past `count` (see `tokenize(_:)`), so a scan that stops at
  /// one (names, spaces, string text, line comments) reads through `base` unchecked.
  let base: UnsafePointer<UInt8>
  let count: Int
  /// `ByteClass.pointer`, loaded once per file: reading the global on every byte would cost
  /// a lazy-initialisation check and a retain/release each time.
  let classes: UnsafePointer<UInt8>
  /// `ByteDispatch.pointer` and `Keyword.lengthsByFirstByte`, loaded once for the same reason.
  let dispatch: UnsafePointer<ByteDispatch>
  let keywordLengths: UnsafePointer<UInt16>
  var pos = 0
  var states = StateStack()
  /// How many `.interpolation` entries `states` holds (newline handling checks it first).
  var interpolationDepth = 0
  var tokens: TokenStore
  var comments = ContiguousArray<Comment>()
  var diagnostics: [LexDiagnostic] = []
  /// Flags the next token gets from the trivia before it.
  var pendingFlags: TokenFlags = .atStartOfLine
  /// Stack depth of the `(` of `@available(…)` / `#available(…)`, where swift-syntax reads
  /// `16.0` as a version tuple (integer, period, integer) rather than a float; -1 outside.
  var availabilityParen = -1
  /// Bytes the generic-list look-ahead may still read in this file: a few per byte of
  /// input, so pathological `<<<<` cannot make lexing quadratic.
  var genericScanBudget: Int

  /// The size a file must stay under: offsets are stored as `UInt32`. The engine reports
  /// larger files as errors before lexing them.
  package static let maximumFileSize = Int(UInt32.max)

  /// `bytes` must be followed by a readable line break, or end with one. Tokens go into
  /// `tokenStorage` (see `TokenStore`).
  private init(_ bytes: UnsafeBufferPointer<UInt8>, tokenStorage: UnsafeMutableBufferPointer<Token>) {
    // Offsets are stored as UInt32; checking the size once lets `emit` convert unchecked.
    precondition(bytes.count < Lexer.maximumFileSize, "files of 4 GiB or more are not supported")
    self.bytes = bytes
    self.base = bytes.baseAddress!
    self.count = bytes.count
    self.genericScanBudget = bytes.count * 4 + 65_536
    self.classes = ByteClass.pointer
    self.dispatch = ByteDispatch.pointer
    self.keywordLengths = Keyword.lengthsByFirstByte
    tokens = TokenStore(storage: tokenStorage)
    // Real files have a comment per 370 bytes or so; room for one per 256 spares most of
    // them the array's repeated growing and copying from empty.
    comments.reserveCapacity(bytes.count / 256)
  }

  /// Tokenizes a whole file.
  package static func tokenize(_ bytes: [UInt8]) -> LexedFile {
    bytes.withUnsafeBufferPointer { tokenize($0) }
  }

  package static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>) -> LexedFile {
    if let last = buffer.last, last == 0x0A || last == 0x0D { return lex(buffer) }
    // Almost every file ends with a line break; the others are copied with one appended
    // (outside `count`), so that the unchecked scans find one in either case.
    let padded = UnsafeMutablePointer<UInt8>.allocate(capacity: buffer.count + 1)
    defer { padded.deallocate() }
    if let source = buffer.baseAddress { padded.initialize(from: source, count: buffer.count) }
    padded[buffer.count] = 0x0A
    return lex(UnsafeBufferPointer(start: padded, count: buffer.count))
  }

  private static func lex(_ buffer: UnsafeBufferPointer<UInt8>) -> LexedFile {
    var comments = ContiguousArray<Comment>()
    var diagnostics: [LexDiagnostic] = []
    var grownTokens: ContiguousArray<Token>?
    // Real files have a token (with its trivia) per 7 bytes or so; room for one per 4 means
    // the array is filled in place, with no copy, for all but the densest files.
    let capacity = buffer.count / 4 + 16
    let tokens = ContiguousArray<Token>(unsafeUninitializedCapacity: capacity) { storage, initializedCount in
      var lexer = Lexer(buffer, tokenStorage: storage)
      lexer.run()
      lexer.states.deallocate()
      comments = lexer.comments
      diagnostics = lexer.diagnostics
      if lexer.tokens.isInArrayStorage {
        initializedCount = lexer.tokens.count
      } else {
        grownTokens = lexer.tokens.finishGrown()
      }
    }
    return LexedFile(tokens: grownTokens ?? tokens, comments: comments, diagnostics: diagnostics)
  }

  /// Never inlined: on its own the loop gets every hot step inlined into it.
  @inline(never) mutating func run() {
    lexFileStart()
    while pos < count {
      let before = pos
      let depthBefore = states.depth
      lexStep()
      // Every step consumes input or leaves a state (`"abc` ending at its line break pops
      // the string without consuming the break); anything else would be a lexer bug.
      if pos <= before && states.depth >= depthBefore {
        assertionFailure("lexer made no progress at \(before)")
        pos = before + 1
      }
    }
    tokens.append(Token(start: UInt32(count), end: UInt32(count), kind: .endOfFile, keyword: .none, flags: pendingFlags))
  }

  /// Lexes one run of trivia or one token, with one jump on its first byte. The main loop
  /// never looks at `states`: the opening quote of a string lexes the text after it, and
  /// so does the `)` of an interpolation, so code is all that is left for the next step.
  @inline(__always) mutating func lexStep() {
    let start = pos
    switch dispatch[Int(base[start])] {
    case .identifierHead: lexIdentifier()
    case .space: skipSpaces()
    case .lineBreak: lexLineBreak()
    case .period:
      if byte(start + 1) == UInt8(ascii: ".") { lexOperator() } else { lexPunctuation(.period) }
    case .leftParen: lexLeftParen()
    case .rightParen: lexCloser(.rightParen, opener: .paren)
    case .colon:
      if byte(start + 1) == UInt8(ascii: ":") {
        pos = start + 2
        emit(.colonColon, start, pos)
      } else {
        lexPunctuation(.colon)
      }
    case .comma: lexPunctuation(.comma)
    case .leftBrace: lexOpener(.leftBrace, .brace)
    case .rightBrace: lexCloser(.rightBrace, opener: .brace)
    case .leftBracket: lexOpener(.leftBracket, .bracket)
    case .rightBracket: lexCloser(.rightBracket, opener: .bracket)
    case .digit: lexNumber()
    case .quote: lexStringOpen(pounds: 0)
    case .operatorCharacter: lexOperator()
    case .slash: lexSlashOrComment()
    case .at: lexPunctuation(.at)
    case .pound: lexPound()
    case .dollar: lexDollarIdentifier()
    case .backslash: lexPunctuation(.backslash)
    case .backtick: lexBacktickIdentifier()
    case .semicolon: lexPunctuation(.semicolon)
    case .nonASCII: lexNonASCII()
    case .unexpected:
      pos = start + 1
      diagnose(.unexpectedCharacter, at: start)
      emit(.unknown, start, pos)
    }
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
    // Unchecked conversions: `init` rejects files whose offsets would not fit.
    tokens.append(
      Token(
        start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end), kind: kind, keyword: keyword,
        flags: pendingFlags.union(flags)))
    // Not `[]`: an empty array literal builds (and releases) an array on every token.
    pendingFlags = TokenFlags(rawValue: 0)
  }

  mutating func diagnose(_ kind: LexDiagnostic.Kind, at offset: Int) {
    diagnostics.append(LexDiagnostic(offset: offset, kind: kind))
  }

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

  // MARK: - Punctuation and brackets

  /// A one-byte token at `pos`.
  @inline(__always) mutating func lexPunctuation(_ kind: TokenKind) {
    let start = pos
    pos = start &+ 1
    emit(kind, start, pos)
  }

  @inline(__always) mutating func lexOpener(_ kind: TokenKind, _ state: LexerState) {
    lexPunctuation(kind)
    states.push(state)
  }

  @inline(__always) mutating func lexLeftParen() {
    if availabilityParen < 0 && opensAvailabilityArguments() { availabilityParen = states.depth }
    lexOpener(.leftParen, .paren)
  }

  /// A closing bracket pops its opener; whatever else may be on top (a generic `<`, an
  /// interpolation, nothing that matches) is left to `lexCloserAfterOtherState`.
  @inline(__always) mutating func lexCloser(_ kind: TokenKind, opener: LexerState) {
    guard states.top == opener else { return lexCloserAfterOtherState(kind, opener: opener) }
    states.pop()
    if states.depth <= availabilityParen { availabilityParen = -1 }
    lexPunctuation(kind)
  }

  /// `)` of `\( … )` resumes the string. A generic `<` left open by a mistaken guess is
  /// dropped rather than allowed to swallow later `>`s. A bracket that closes nothing open
  /// is diagnosed.
  mutating func lexCloserAfterOtherState(_ kind: TokenKind, opener: LexerState) {
    let start = pos
    pos += 1
    while states.top == .angle { states.pop() }
    if kind == .rightParen && states.top.isInterpolation {
      states.pop()
      interpolationDepth -= 1
      emit(.interpolationClose, start, pos)
      // An interpolation always sits right above its string.
      if pos < count { lexStringText(states.top.delimiter) }
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
}
