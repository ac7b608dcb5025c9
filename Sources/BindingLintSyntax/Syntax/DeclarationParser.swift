/// Finds declarations in one linear scan over the tokens.
///
/// At each statement start it tries to read a declaration header (attributes, modifiers,
/// keyword, name, generics, inheritance, signature, type annotation, initializer) and records
/// where its body is. Scanning then continues into the initializer and body, so nested
/// declarations are found by the same loop; an explicit stack of open bodies gives each its
/// parent. A header that does not parse is skipped token by token: malformed code costs
/// that declaration, not the rest of the file.
struct DeclarationParser {
  // Buffers borrowed from the caller for the duration of `parse()`: indexing them costs no
  // reference counting, which on arrays held by this struct was most of the parser's time.
  let tokens: UnsafeBufferPointer<Token>
  let bytes: UnsafeBufferPointer<UInt8>
  let partner: UnsafeBufferPointer<Int32>
  let end: Int
  var declarations: [Declaration] = []
  var attributes: [Attribute] = []
  var modifiers: [Modifier] = []
  var inheritance: [InheritedType] = []

  init(tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>, partner: UnsafeBufferPointer<Int32>) {
    self.tokens = tokens
    self.bytes = bytes
    self.partner = partner
    self.end = tokens.count - 1
  }

  mutating func parse() {
    var containers: [(close: Int, declaration: Int)] = []
    // `{` token → the declaration it is the body of, for bodies not reached yet. Rarely more
    // than one or two entries, so a list searched from the end beats hashing.
    var pendingBodies: [(brace: Int, declaration: Int)] = []
    // Room for typical nesting and files up front: growing these one doubling at a time
    // was a dozen reallocations per file.
    containers.reserveCapacity(32)
    pendingBodies.reserveCapacity(16)
    declarations.reserveCapacity(end / 16 + 4)
    // Locals, not properties: `self` is mutated in the loop, so its fields were reloaded
    // from memory on every token.
    let tokens = self.tokens
    let end = self.end
    var i = 0
    while i < end {
      let token = tokens[i]
      if token.kind == .leftBrace {
        var owner = Self.innermost(&containers, at: i)
        if let found = pendingBodies.lastIndex(where: { $0.brace == i }) {
          owner = pendingBodies.remove(at: found).declaration
        }
        containers.append((close: closeIndex(of: i), declaration: owner))
        i += 1
        continue
      }
      // Most tokens cannot begin a header: test that from the token alone before anything else.
      if Self.mayBeginHeader(token) && isStatementStart(i),
        let parsed = parseDeclaration(at: i, parent: Self.innermost(&containers, at: i))
      {
        for index in parsed.first..<declarations.count {
          let declaration = declarations[index]
          guard declaration.bodyIndex >= 0 else { continue }
          if let existing = pendingBodies.lastIndex(where: { $0.brace == declaration.bodyIndex }) {
            pendingBodies[existing].declaration = index
          } else {
            pendingBodies.append((declaration.bodyIndex, index))
          }
        }
        if let initializer = parsed.initializer {
          containers.append((close: initializer.upperBound - 1, declaration: parsed.initializerOwner))
          i = initializer.lowerBound
        } else {
          i = parsed.resume
        }
        continue
      }
      i &+= 1
    }
  }

  /// The declaration owning the innermost container still open at token `i`, or -1.
  ///
  /// Containers are closed lazily, only when a parent is asked for: `i` only grows, so
  /// dropping every container that ended before `i` now gives the same stack as dropping
  /// them token by token would have.
  static func innermost(_ containers: inout [(close: Int, declaration: Int)], at i: Int) -> Int {
    while let top = containers.last, i > top.close { containers.removeLast() }
    return containers.last?.declaration ?? -1
  }

  /// Whether a declaration header can start with `token`: an attribute's `@`, a modifier or
  /// a declaration keyword. Exactly the tokens `parseDeclaration` does not reject at once.
  @inline(__always) static func mayBeginHeader(_ token: Token) -> Bool {
    // Most tokens are plain names, punctuation or literals: one test settles them.
    guard token.keyword != .none else { return token.kind == .at }
    switch token.keyword {
    case .`private`, .`fileprivate`, .`internal`, .`public`, .`static`, .open, .package, .final, .override,
      .mutating, .nonmutating, .lazy, .weak, .unowned, .required, .convenience, .dynamic, .`optional`,
      .indirect, .nonisolated, .distributed, .consuming, .borrowing, .prefix, .postfix, .infix,
      .`class`, .`struct`, .`enum`, .`protocol`, .`extension`, .`func`, .`init`, .`subscript`, .`var`, .`let`,
      .`typealias`, .actor, .macro:
      return true
    default:
      return token.kind == .at
    }
  }

  // MARK: - Token helpers

  /// Token `i`, or the trailing `.endOfFile` token for any `i` outside the file. Header
  /// parsing looks ahead past closers (`closeIndex(of:) + 1`, which is `end + 1` for a
  /// bracket left open) and over attributes (`k + 2`), so every access that is not bounded
  /// by its own `k < end` loop goes through this; no index can leave the buffer.
  /// (A negative `i` becomes a huge unsigned value, so one comparison covers both sides.)
  @inline(__always) func token(_ i: Int) -> Token { tokens[UInt(bitPattern: i) < UInt(end) ? i : end] }
  @inline(__always) func kind(_ i: Int) -> TokenKind { token(i).kind }
  @inline(__always) func keyword(_ i: Int) -> Keyword { token(i).keyword }

  func closeIndex(of opener: Int) -> Int {
    let p = Int(partner[opener])
    return p >= 0 ? p : end
  }

  func isOperator(_ i: Int, _ byte: UInt8) -> Bool {
    let token = self.token(i)
    return token.kind == .operator && token.length == 1 && bytes[Int(token.start)] == byte
  }

  func isArrow(_ i: Int) -> Bool {
    let token = self.token(i)
    return token.kind == .operator && token.length == 2
      && bytes[Int(token.start)] == UInt8(ascii: "-") && bytes[Int(token.start) + 1] == UInt8(ascii: ">")
  }

  func isStatementStart(_ i: Int) -> Bool {
    if i == 0 || token(i).isAtStartOfLine { return true }
    switch token(i - 1).kind {
    case .leftBrace, .rightBrace, .semicolon: return true
    default: return false
    }
  }

  // MARK: - Headers

  struct Parsed {
    var first: Int          // index of the first declaration recorded
    var resume: Int         // token to continue scanning at
    var initializer: Range<Int>?
    var initializerOwner: Int
  }

  mutating func parseDeclaration(at start: Int, parent: Int) -> Parsed? {
    let firstAttribute = attributes.count
    let firstModifier = modifiers.count
    var j = start
    while kind(j) == .at {
      guard let attribute = parseAttribute(at: j) else { break }
      attributes.append(attribute)
      j = attribute.lastToken + 1
    }
    while let modifier = parseModifier(at: j) {
      modifiers.append(modifier)
      j = modifier.lastToken + 1
    }
    guard let declarationKind = declarationKind(at: j) else { return rollback(firstAttribute, firstModifier) }
    var declaration = Declaration(
      kind: declarationKind, firstToken: start, keywordToken: j, nameIndex: -1, nameEnd: -1,
      attributes: firstAttribute..<attributes.count, modifiers: firstModifier..<modifiers.count,
      inheritance: inheritance.count..<inheritance.count, parameterListIndex: -1, typeTokens: 0..<0,
      initializerTokens: 0..<0, bodyIndex: -1, lastToken: j, parentIndex: parent)
    let firstDeclaration = declarations.count
    switch declarationKind {
    case .struct, .class, .enum, .actor, .protocol:
      guard isName(j + 1) else { return rollback(firstAttribute, firstModifier) }
      declaration.nameIndex = j + 1
      declaration.nameEnd = j + 2
      var k = skipGenericClause(j + 2)
      k = parseInheritance(at: k, into: &declaration)
      k = skipWhereClause(k)
      finishBody(at: k, of: &declaration)
    case .extension:
      guard isName(j + 1) else { return rollback(firstAttribute, firstModifier) }
      declaration.nameIndex = j + 1
      var k = j + 1
      while isName(k) || kind(k) == .period || token(k).flags.contains(.genericAngle) {
        if token(k).flags.contains(.genericAngle) && isOperator(k, UInt8(ascii: "<")) { k = skipGenericClause(k); continue }
        k += 1
      }
      declaration.nameEnd = k
      k = parseInheritance(at: k, into: &declaration)
      k = skipWhereClause(k)
      finishBody(at: k, of: &declaration)
    case .function, .initializer, .subscript:
      var k = j + 1
      if declarationKind == .function {
        guard isName(k) || kind(k) == .operator else { return rollback(firstAttribute, firstModifier) }
        declaration.nameIndex = k
        declaration.nameEnd = k + 1
        k += 1
      } else if declarationKind == .initializer && (isOperator(k, UInt8(ascii: "?")) || isOperator(k, UInt8(ascii: "!"))) {
        k += 1
      }
      k = skipGenericClause(k)
      if kind(k) == .leftParen {
        declaration.parameterListIndex = k
        k = closeIndex(of: k) + 1
      }
      k = skipEffects(k)
      if isArrow(k) {
        let typeEnd = self.typeEnd(from: k + 1)
        declaration.typeTokens = (k + 1)..<typeEnd
        k = typeEnd
      }
      k = skipWhereClause(k)
      declaration.lastToken = max(declaration.lastToken, k - 1)
      finishBody(at: k, of: &declaration)
    case .variable, .constant:
      return parseBindings(declaration, start: start)
    case .typealias, .macro:
      guard isName(j + 1) else { return rollback(firstAttribute, firstModifier) }
      declaration.nameIndex = j + 1
      declaration.nameEnd = j + 2
      var k = skipGenericClause(j + 2)
      if isOperator(k, UInt8(ascii: "=")) { k = typeEnd(from: k + 1) }
      declaration.lastToken = max(j + 1, k - 1)
    }
    declarations.append(declaration)
    let resume = declaration.bodyIndex >= 0 ? declaration.bodyIndex : declaration.lastToken + 1
    return Parsed(first: firstDeclaration, resume: max(resume, start + 1), initializer: nil, initializerOwner: -1)
  }

  mutating func rollback(_ firstAttribute: Int, _ firstModifier: Int) -> Parsed? {
    // Most statements are not declarations: skip the (not free) empty range removals.
    if attributes.count > firstAttribute { attributes.removeSubrange(firstAttribute...) }
    if modifiers.count > firstModifier { modifiers.removeSubrange(firstModifier...) }
    return nil
  }

  /// `{` at `k` (same line or the next) is the body; records it and the last token.
  mutating func finishBody(at k: Int, of declaration: inout Declaration) {
    if kind(k) == .leftBrace {
      declaration.bodyIndex = k
      declaration.lastToken = closeIndex(of: k)
    } else {
      declaration.lastToken = max(declaration.lastToken, k - 1)
    }
  }

  func isName(_ i: Int) -> Bool {
    kind(i) == .identifier || (kind(i) == .keyword && (keyword(i) == .`Self` || keyword(i) == .`Any`))
  }

  func parseAttribute(at: Int) -> Attribute? {
    guard kind(at + 1) == .identifier || kind(at + 1) == .keyword, !token(at + 1).hasLeadingTrivia else { return nil }
    var name = at + 1
    while kind(name + 1) == .period && kind(name + 2) == .identifier { name += 2 }
    var last = name
    if token(name + 1).flags.contains(.genericAngle) && isOperator(name + 1, UInt8(ascii: "<")) {
      last = skipGenericClause(name + 1) - 1
    }
    var open = -1
    if kind(last + 1) == .leftParen && !token(last + 1).hasLeadingTrivia {
      open = last + 1
      last = closeIndex(of: open)
    }
    return Attribute(atToken: at, nameToken: name, argumentsIndex: open, lastToken: last)
  }

  func parseModifier(at i: Int) -> Modifier? {
    guard i < end else { return nil }
    switch keyword(i) {
    case .`private`, .`fileprivate`, .`internal`, .`public`, .`static`:
      guard kind(i) == .keyword else { return nil }
    case .open, .package, .final, .override, .mutating, .nonmutating, .lazy, .weak, .unowned,
      .required, .convenience, .dynamic, .`optional`, .indirect, .nonisolated, .distributed,
      .consuming, .borrowing, .prefix, .postfix, .infix:
      // Contextual: a modifier only when a modifier or declaration keyword follows
      // (`open(url)` at the start of a line is a call).
      let next = kind(i + 1) == .leftParen ? closeIndex(of: i + 1) + 1 : i + 1
      guard parseModifier(atSimple: next) || declarationKind(at: next) != nil else { return nil }
    case .`class`:
      guard parseModifier(atSimple: i + 1) || (declarationKind(at: i + 1) != nil && keyword(i + 1) != .`class`) else { return nil }
    default:
      return nil
    }
    if kind(i + 1) == .leftParen && !token(i + 1).hasLeadingTrivia {
      let close = closeIndex(of: i + 1)
      return Modifier(token: i, detailIndex: i + 2 < close ? i + 2 : -1, lastToken: close)
    }
    return Modifier(token: i, detailIndex: -1, lastToken: i)
  }

  /// A cheap check used for look-ahead: is token `i` a modifier word (no recursion)?
  func parseModifier(atSimple i: Int) -> Bool {
    switch keyword(i) {
    case .`private`, .`fileprivate`, .`internal`, .`public`, .`static`, .open, .package, .final, .override,
      .mutating, .nonmutating, .lazy, .weak, .unowned, .required, .convenience, .dynamic, .`optional`,
      .indirect, .nonisolated, .distributed, .consuming, .borrowing, .prefix, .postfix, .infix:
      return true
    case .`class`:
      return declarationKind(at: i + 1) != nil
    default:
      return false
    }
  }

  func declarationKind(at i: Int) -> Declaration.Kind? {
    guard i < end else { return nil }
    switch keyword(i) {
    case .`struct`: return kind(i) == .keyword ? .struct : nil
    case .`class`: return kind(i) == .keyword ? .class : nil
    case .`enum`: return kind(i) == .keyword ? .enum : nil
    case .`protocol`: return kind(i) == .keyword ? .protocol : nil
    case .`extension`: return kind(i) == .keyword ? .extension : nil
    case .`func`: return kind(i) == .keyword ? .function : nil
    case .`init`: return kind(i) == .keyword ? .initializer : nil
    case .`subscript`: return kind(i) == .keyword ? .subscript : nil
    case .`var`: return kind(i) == .keyword ? .variable : nil
    case .`let`: return kind(i) == .keyword ? .constant : nil
    case .`typealias`: return kind(i) == .keyword ? .typealias : nil
    case .actor: return kind(i + 1) == .identifier ? .actor : nil
    case .macro: return kind(i + 1) == .identifier ? .macro : nil
    default: return nil
    }
  }
}
