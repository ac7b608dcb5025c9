/// One parsed file: source, tokens, brackets and declarations, plus the small queries the
/// rules are written in (text of a token, "does token i spell X", walking out of brackets).
///
/// Building one is a lex plus two linear passes; expressions (calls, arguments, closures)
/// are read on demand by `Calls.swift` where a rule asks, so files a rule does not care
/// about cost no more than that.
@usableFromInline package struct SyntaxTree: Sendable {
  @usableFromInline package let source: SourceFile
  @usableFromInline package let tokens: ContiguousArray<Token>
  @usableFromInline package let comments: ContiguousArray<Comment>
  @usableFromInline package let lexDiagnostics: [LexDiagnostic]
  @usableFromInline package let brackets: BracketTree
  @usableFromInline package let declarations: [Declaration]
  @usableFromInline package let attributes: [Attribute]
  @usableFromInline package let modifiers: [Modifier]
  @usableFromInline package let inheritance: [InheritedType]
  /// `{` token index → the declaration it is the body of.
  @usableFromInline package let declarationByBody: BodyOwners

  package init(source: SourceFile) {
    self.init(source: source, lexed: Lexer.tokenize(source.bytes))
  }

  /// The tree of `source` from its tokens, lexed apart (`--timings` measures the two).
  package init(source: SourceFile, lexed: LexedFile) {
    self.source = source
    tokens = lexed.tokens
    comments = lexed.comments
    lexDiagnostics = lexed.diagnostics
    brackets = BracketTree(tokens: lexed.tokens)
    let partner = brackets.partner
    let parser = lexed.tokens.withUnsafeBufferPointer { tokens in
      source.bytes.withUnsafeBufferPointer { bytes in
        partner.withUnsafeBufferPointer { partner in
          var parser = DeclarationParser(tokens: tokens, bytes: bytes, partner: partner)
          parser.parse()
          return parser
        }
      }
    }
    declarations = parser.declarations
    attributes = parser.attributes
    modifiers = parser.modifiers
    inheritance = parser.inheritance
    declarationByBody = BodyOwners(parser.declarations)
  }

  /// Number of real tokens (the trailing `.endOfFile` excluded).
  @inlinable package var tokenCount: Int { tokens.count - 1 }

  // MARK: - Token text

  /// The text of token `index`; "" for an index outside the file (like `kind`, every
  /// single-token query here is total, so a rule stepping past a bracket left open at the
  /// end of the file reads "end of file" instead of trapping).
  package func text(_ index: Int) -> String {
    guard index >= 0 && index < tokens.count else { return "" }
    let token = tokens[index]
    return source.text(Int(token.start), Int(token.end))
  }

  /// Source text from the start of token `first` to the end of token `last`.
  package func text(from first: Int, through last: Int) -> String {
    let last = min(last, tokens.count - 1)
    guard 0 <= first && first <= last else { return "" }
    return source.text(Int(tokens[first].start), Int(tokens[last].end))
  }

  /// Whether token `index` spells `literal` (a byte comparison, no allocation).
  @inlinable @inline(__always) package func token(_ index: Int, is literal: StaticString) -> Bool {
    guard index >= 0 && index < tokens.count else { return false }
    let token = tokens[index]
    return source.bytes(Int(token.start), Int(token.end), equal: literal)
  }

  /// Whether tokens `a` and `b` spell the same bytes (false when either is outside the file).
  package func sameText(_ a: Int, _ b: Int) -> Bool {
    guard a >= 0 && a < tokens.count && b >= 0 && b < tokens.count else { return false }
    let x = tokens[a]
    let y = tokens[b]
    guard x.length == y.length else { return false }
    let bytes = source.bytes
    var i = Int(x.start)
    var j = Int(y.start)
    while i < Int(x.end) {
      if bytes[i] != bytes[j] { return false }
      i += 1
      j += 1
    }
    return true
  }

  /// Whether token `index` is the one-byte operator `byte` (`=`, `?`, `!`, `<`, `>`).
  @inlinable @inline(__always) package func isOperator(_ index: Int, _ byte: UInt8) -> Bool {
    guard index >= 0 && index < tokens.count else { return false }
    let token = tokens[index]
    return token.kind == .operator && token.length == 1 && source.bytes[Int(token.start)] == byte
  }

  @inlinable package func kind(_ index: Int) -> TokenKind {
    index >= 0 && index < tokens.count ? tokens[index].kind : .endOfFile
  }

  /// The bracket matching token `index`, or -1 (also for an index outside the file).
  /// Storage for this layer; other layers ask the optional queries below.
  @inlinable func partner(_ index: Int) -> Int {
    index >= 0 && index < tokens.count ? Int(brackets.partner[index]) : -1
  }
  /// The innermost opener around token `index`, or -1 (also for an index outside the file).
  @inlinable func enclosing(_ index: Int) -> Int {
    index >= 0 && index < tokens.count ? Int(brackets.enclosing[index]) : -1
  }

  /// The bracket that closes the opener at `open`; nil when `open` is not an opener or is
  /// left open at the end of the file.
  @inlinable package func closingBracket(of open: Int) -> Int? {
    let close = partner(open)
    return close > open ? close : nil
  }

  /// The opener that the closer at `close` closes; nil when `close` is not a matched closer.
  @inlinable package func openingBracket(of close: Int) -> Int? {
    let open = partner(close)
    return open >= 0 && open < close ? open : nil
  }

  /// The innermost opener whose brackets hold token `index`; nil at the top level.
  @inlinable package func enclosingBracket(of index: Int) -> Int? {
    let open = enclosing(index)
    return open >= 0 ? open : nil
  }

  /// The next token at the nesting level of `index`: past the closer when `index` opens a
  /// closed bracket, else the token after it. Loops that read one level of a bracket's
  /// contents (`f(a, (b, c))` as two arguments) step with it.
  @inlinable package func step(over index: Int) -> Int {
    closingBracket(of: index).map { $0 + 1 } ?? index + 1
  }

  @inlinable package func keyword(_ index: Int) -> Keyword {
    index >= 0 && index < tokens.count ? tokens[index].keyword : .none
  }

  /// Whether token `index` is the keyword `keyword` (a keyword token, not a name that
  /// happens to spell one).
  @inlinable @inline(__always) package func isKeyword(_ index: Int, _ keyword: Keyword) -> Bool {
    kind(index) == .keyword && self.keyword(index) == keyword
  }

  /// Whether token `index` is a `<` or `>` the lexer marked as a generic argument bracket.
  @inlinable package func isGenericAngle(_ index: Int) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].flags.contains(.genericAngle)
  }

  /// Whether whitespace or a comment comes right before token `index` (`f (x)` is not a call
  /// of `f` with `x` in some positions, `f(x)` is).
  @inlinable package func hasLeadingTrivia(_ index: Int) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].hasLeadingTrivia
  }

  /// Whether token `index` is an operator the lexer read as postfix (`x!`, `x?`).
  @inlinable package func isPostfixOperator(_ index: Int) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].flags.contains(.postfixOperator)
  }

  /// Whether token `b` starts right where token `a` ends (no trivia between them).
  @inlinable package func touches(_ a: Int, _ b: Int) -> Bool {
    endOffset(a) == startOffset(b)
  }

  /// The length of token `index` in bytes (0 outside the file).
  @inlinable package func length(_ index: Int) -> Int {
    index >= 0 && index < tokens.count ? Int(tokens[index].length) : 0
  }

  /// Whether token `index` is a closure's shorthand parameter (`$0`, `$1`): `$` and a
  /// digit, no projected value.
  package func isClosureShorthand(_ index: Int) -> Bool {
    guard firstByte(of: index) == UInt8(ascii: "$"), tokens[index].length > 1 else { return false }
    let second = source.bytes[Int(tokens[index].start) + 1]
    return second >= UInt8(ascii: "0") && second <= UInt8(ascii: "9")
  }

  /// The first byte of token `index`; nil for an empty token or outside the file.
  @inlinable package func firstByte(of index: Int) -> UInt8? {
    guard index >= 0 && index < tokens.count, tokens[index].length > 0 else { return nil }
    return source.bytes[Int(tokens[index].start)]
  }

  /// Whether `index` is a token of the file (the trailing end-of-file token included): the
  /// bound a walk backwards or forwards stops at.
  @inlinable package func isInFile(_ index: Int) -> Bool {
    index >= 0 && index < tokens.count
  }

  /// Whether token `index` is the first on its line; false outside the file.
  @inlinable package func isAtStartOfLine(_ index: Int) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].isAtStartOfLine
  }

  /// Byte offset where token `index` starts (the file's end outside it).
  @inlinable package func startOffset(_ index: Int) -> Int {
    index >= 0 && index < tokens.count ? Int(tokens[index].start) : source.bytes.count
  }

  /// Byte offset one past token `index` (the file's end outside it).
  @inlinable package func endOffset(_ index: Int) -> Int {
    index >= 0 && index < tokens.count ? Int(tokens[index].end) : source.bytes.count
  }

  /// The bytes from the start of token `first` to the end of token `last`.
  @inlinable package func byteRange(from first: Int, through last: Int) -> Range<Int> {
    startOffset(first)..<max(startOffset(first), endOffset(last))
  }

  /// The tokens strictly between the opener at `open` and its closer; empty when it is not
  /// closed. `for k in tree.interior(of: open)` walks a bracket's contents.
  @inlinable package func interior(of open: Int) -> Range<Int> {
    guard let close = closingBracket(of: open) else { return open..<open }
    return (open + 1)..<close
  }

  // MARK: - Declarations

  package func attributes(of declaration: Declaration) -> ArraySlice<Attribute> { attributes[declaration.attributes] }
  package func modifiers(of declaration: Declaration) -> ArraySlice<Modifier> { modifiers[declaration.modifiers] }
  package func inheritance(of declaration: Declaration) -> ArraySlice<InheritedType> { inheritance[declaration.inheritance] }

  /// Whether `declaration` is a `static` or `class` member: it belongs to the type, never to
  /// an instance (no memberwise parameter, no per-view storage).
  package func isTypeLevel(_ declaration: Declaration) -> Bool {
    modifiers(of: declaration).contains { tokens[$0.token].keyword == .`static` || token($0.token, is: "class") }
  }

  /// The member (function, property) directly inside a type, or at the top level, that
  /// holds declaration `index`; a type or extension is its own.
  package func outermostMember(of index: Int) -> Int {
    var current = index
    while let parent = declarations[current].parent, !declarations[parent].kind.isTypeLike { current = parent }
    return current
  }

  /// The nearest enclosing type or extension declaration of declaration `index`.
  package func enclosingType(of index: Int) -> Int? {
    var current = declarations[index].parentIndex
    while current >= 0 {
      if declarations[current].kind.isTypeLike { return current }
      current = declarations[current].parentIndex
    }
    return nil
  }

  /// The type or extension declaration whose code holds token `k`: the innermost
  /// declaration containing it if that is one, else the type that declaration is in.
  package func typeDeclaration(holding k: Int) -> Int? {
    guard let declaration = declaration(containing: k) else { return nil }
    return declarations[declaration].kind.isTypeLike ? declaration : enclosingType(of: declaration)
  }

  /// Whether the declaration has an attribute named `name` (`State`, also `SwiftUI.State`).
  package func attribute(named name: StaticString, on declaration: Declaration) -> Attribute? {
    attributes(of: declaration).first { token($0.nameToken, is: name) }
  }

  /// The innermost declaration whose tokens include token `index`.
  ///
  /// Declarations are in source order, so the last one starting at or before the token is
  /// either that declaration or nested inside it; walking up its parents finds it.
  package func declaration(containing index: Int) -> Int? {
    var low = 0
    var high = declarations.count
    while low < high {
      let mid = (low + high) / 2
      if declarations[mid].firstToken <= index { low = mid + 1 } else { high = mid }
    }
    var current = low - 1
    while current >= 0 {
      let declaration = declarations[current]
      if declaration.firstToken <= index && index <= declaration.lastToken { return current }
      current = declaration.parentIndex
    }
    return nil
  }
}
