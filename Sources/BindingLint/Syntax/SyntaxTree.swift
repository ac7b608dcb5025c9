/// One parsed file: source, tokens, brackets and declarations, plus the small queries the
/// rules are written in (text of a token, "does token i spell X", walking out of brackets).
///
/// Building one is a lex plus two linear passes; expressions (calls, arguments, closures)
/// are read on demand by `Calls.swift` where a rule asks, so files a rule does not care
/// about cost no more than that.
public struct SyntaxTree: Sendable {
  public let source: SourceFile
  public let tokens: ContiguousArray<Token>
  public let comments: ContiguousArray<Comment>
  public let lexDiagnostics: [LexDiagnostic]
  public let brackets: BracketTree
  public let declarations: [Declaration]
  public let attributes: [Attribute]
  public let modifiers: [Modifier]
  public let inheritance: [InheritedType]
  /// `{` token index → the declaration it is the body of.
  public let declarationByBody: [Int: Int]

  public init(source: SourceFile) {
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
    var byBody: [Int: Int] = [:]
    for (index, declaration) in parser.declarations.enumerated() where declaration.body >= 0 {
      byBody[declaration.body] = index
    }
    declarationByBody = byBody
  }

  /// Number of real tokens (the trailing `.endOfFile` excluded).
  @inlinable public var tokenCount: Int { tokens.count - 1 }

  // MARK: - Token text

  public func text(_ index: Int) -> String {
    let token = tokens[index]
    return source.text(Int(token.start), Int(token.end))
  }

  /// Source text from the start of token `first` to the end of token `last`.
  public func text(from first: Int, through last: Int) -> String {
    guard first <= last else { return "" }
    return source.text(Int(tokens[first].start), Int(tokens[last].end))
  }

  /// Whether token `index` spells `literal` (a byte comparison, no allocation).
  @inlinable public func token(_ index: Int, is literal: StaticString) -> Bool {
    guard index >= 0 && index < tokens.count else { return false }
    let token = tokens[index]
    return source.bytes(Int(token.start), Int(token.end), equal: literal)
  }

  /// Whether token `index` is the one-byte operator `byte` (`=`, `?`, `!`, `<`, `>`).
  @inlinable public func isOperator(_ index: Int, _ byte: UInt8) -> Bool {
    guard index >= 0 && index < tokens.count else { return false }
    let token = tokens[index]
    return token.kind == .operator && token.length == 1 && source.bytes[Int(token.start)] == byte
  }

  @inlinable public func kind(_ index: Int) -> TokenKind {
    index >= 0 && index < tokens.count ? tokens[index].kind : .endOfFile
  }

  @inlinable public func partner(_ index: Int) -> Int { Int(brackets.partner[index]) }
  @inlinable public func enclosing(_ index: Int) -> Int { Int(brackets.enclosing[index]) }

  // MARK: - Declarations

  public func attributes(of declaration: Declaration) -> ArraySlice<Attribute> { attributes[declaration.attributes] }
  public func modifiers(of declaration: Declaration) -> ArraySlice<Modifier> { modifiers[declaration.modifiers] }
  public func inheritance(of declaration: Declaration) -> ArraySlice<InheritedType> { inheritance[declaration.inheritance] }

  /// The declaration's name as written (`Foo`, `Outer.Inner` for an extension), or "".
  public func name(of declaration: Declaration) -> String {
    guard declaration.nameToken >= 0 else { return declaration.kind == .initializer ? "init" : "" }
    if declaration.kind == .extension {
      var parts: [String] = []
      var i = declaration.nameToken
      while i < declaration.nameEnd {
        if tokens[i].kind == .identifier || tokens[i].kind == .keyword { parts.append(text(i)) }
        if tokens[i].flags.contains(.genericAngle) { break }
        i += 1
      }
      return parts.joined(separator: ".")
    }
    return Self.unescaped(text(declaration.nameToken))
  }

  /// The dotted names of the types enclosing `index` and the declaration itself, outermost
  /// first (`Outer.Inner`). Extensions contribute their extended name. Only the innermost
  /// 32 levels count: real code nests a handful, and a bound keeps 10k-deep input linear.
  public func qualifiedName(of index: Int) -> String {
    var parts: [String] = []
    var current = index
    while current >= 0 && parts.count < 32 {
      let declaration = declarations[current]
      if declaration.kind.isTypeLike { parts.append(name(of: declaration)) }
      current = declaration.parent
    }
    return parts.reversed().joined(separator: ".")
  }

  /// The nearest enclosing type or extension declaration of declaration `index`.
  public func enclosingType(of index: Int) -> Int? {
    var current = declarations[index].parent
    while current >= 0 {
      if declarations[current].kind.isTypeLike { return current }
      current = declarations[current].parent
    }
    return nil
  }

  /// Whether the declaration has an attribute named `name` (`State`, also `SwiftUI.State`).
  public func attribute(named name: StaticString, on declaration: Declaration) -> Attribute? {
    attributes(of: declaration).first { token($0.nameToken, is: name) }
  }

  /// The innermost declaration whose tokens include token `index`.
  ///
  /// Declarations are in source order, so the last one starting at or before the token is
  /// either that declaration or nested inside it; walking up its parents finds it.
  public func declaration(containing index: Int) -> Int? {
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

  static func unescaped(_ name: String) -> String {
    // `utf8.count`, not `count` (which walks grapheme clusters): a backtick is one byte
    // and one grapheme, so both agree whenever the prefix and suffix test can pass.
    name.utf8.count >= 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
  }
}
