/// One parsed file: source, tokens, brackets and declarations, plus the small queries the
/// rules are written in (text of a token, "does token i spell X", walking out of brackets).
///
/// Building one is a lex plus two linear passes; expressions (calls, arguments, closures)
/// are read on demand by `Calls.swift` where a rule asks, so files a rule does not care
/// about cost no more than that.
package struct SyntaxTree: Sendable {
  package let source: SourceFile
  package let tokens: ContiguousArray<Token>
  package let comments: ContiguousArray<Comment>
  package let lexDiagnostics: [LexDiagnostic]
  package let brackets: BracketTree
  package let declarations: [Declaration]
  package let attributes: [Attribute]
  package let modifiers: [Modifier]
  package let inheritance: [InheritedType]
  /// `{` token index → the declaration it is the body of.
  package let declarationByBody: BodyOwners

  package init(source: SourceFile) {
    self.source = source
    let lexed = Lexer.tokenize(source.bytes)
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
  @inlinable package func token(_ index: Int, is literal: StaticString) -> Bool {
    guard index >= 0 && index < tokens.count else { return false }
    let token = tokens[index]
    return source.bytes(Int(token.start), Int(token.end), equal: literal)
  }

  /// Whether token `index` is the one-byte operator `byte` (`=`, `?`, `!`, `<`, `>`).
  @inlinable package func isOperator(_ index: Int, _ byte: UInt8) -> Bool {
    guard index >= 0 && index < tokens.count else { return false }
    let token = tokens[index]
    return token.kind == .operator && token.length == 1 && source.bytes[Int(token.start)] == byte
  }

  @inlinable package func kind(_ index: Int) -> TokenKind {
    index >= 0 && index < tokens.count ? tokens[index].kind : .endOfFile
  }

  /// The bracket matching token `index`, or -1 (also for an index outside the file).
  @inlinable package func partner(_ index: Int) -> Int {
    index >= 0 && index < tokens.count ? Int(brackets.partner[index]) : -1
  }
  /// The innermost opener around token `index`, or -1 (also for an index outside the file).
  @inlinable package func enclosing(_ index: Int) -> Int {
    index >= 0 && index < tokens.count ? Int(brackets.enclosing[index]) : -1
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

  /// The nearest enclosing type or extension declaration of declaration `index`.
  package func enclosingType(of index: Int) -> Int? {
    var current = declarations[index].parent
    while current >= 0 {
      if declarations[current].kind.isTypeLike { return current }
      current = declarations[current].parent
    }
    return nil
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
      current = declaration.parent
    }
    return nil
  }
}
