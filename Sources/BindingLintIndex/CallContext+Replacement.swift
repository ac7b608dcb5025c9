import BindingLintSyntax

/// Whether an argument is a property the caller replaces whole. For an object this is what
/// makes a child's `@State`/`@StateObject` copy go stale: the caller hands over another
/// object and the child keeps the first. An object the caller never replaces is the same
/// object on every render (review54 P4, review56 P2–P6), which the child loses nothing by
/// keeping.
extension CallContext {
  /// Whether `value` names a stored property of the caller's struct — `x`, `self.x`, or a
  /// local bound from it just upstream (`if let model = x`, `let model = self.x`; the
  /// shorthand `if let x` is `x` itself) — that this file assigns whole (`x = …`,
  /// `self.x = …`, outside an initializer's statements) or hands out as a whole binding (`$x`, which a child or a control can
  /// assign; `$x.member` binds only a member), or an element at a position that is not a
  /// literal (`routers[selected]`). An object passed this way can be replaced while the
  /// child keeps the first one.
  mutating func namesReplacedOwnProperty(_ value: Range<Int>) -> Bool {
    if isElementAtChangingPosition(value) { return true }
    let property: Int
    if let declaration = callerProperty(named: value) {
      property = declaration
    } else if let source = localSource(of: value), let declaration = callerProperty(named: source) {
      property = declaration
    } else {
      return false
    }
    guard let name = tree.declarations[property].nameToken else { return false }
    if replacedNames == nil { readWholeWrites() }
    return replacedNames?.contains(tree.nameText(name)) ?? false
  }

  /// For a plain name `value` that a `let` or `var` in the enclosing member binds before it
  /// (`if let model = x {`, `guard let model = self.x else`, `let model = x` on its own
  /// line), the tokens of what it is bound to when that is a plain name or a member of
  /// `self`. The nearest binding of the name within 512 tokens decides; a token walk, since
  /// a condition's `let` is not a declaration of the tree.
  private mutating func localSource(of value: Range<Int>) -> Range<Int>? {
    guard let (name, isSelf) = plainName(value), !isSelf, let innermost = innermostDeclaration(containing: name) else { return nil }
    let declarations = tree.declarations
    let member = tree.outermostMember(of: innermost)
    guard !declarations[member].kind.isTypeLike else { return nil }
    let length = tree.length(name)
    var k = name - 1
    let floor = max(declarations[member].firstToken, name - 512)
    while k > floor {
      defer { k -= 1 }
      guard tree.kind(k) == .identifier, tree.length(k) == length, tree.isKeyword(k - 1, .`let`) || tree.isKeyword(k - 1, .`var`),
        tree.sameText(k, name)
      else { continue }
      guard tree.isOperator(k + 1, UInt8(ascii: "=")) else { return nil }
      let startsWithSelf = tree.isKeyword(k + 2, .`self`) && tree.kind(k + 3) == .period
      let source = (k + 2)..<(k + (startsWithSelf ? 5 : 3))
      let next = source.upperBound
      guard plainName(source) != nil,
        tree.kind(next) == .leftBrace || tree.kind(next) == .comma || tree.isKeyword(next, .`else`) || tree.tokens[next].isAtStartOfLine
      else { return nil }
      return source
    }
    return nil
  }

  /// Whether `value` is an element picked by a position or key that is not a literal
  /// (`routers[selected]`, `self.pages[index]`): another object whenever the position moves.
  private func isElementAtChangingPosition(_ value: Range<Int>) -> Bool {
    let close = value.upperBound - 1
    guard value.count >= 4, tree.kind(close) == .rightBracket, let open = tree.openingBracket(of: close), open > value.lowerBound,
      tree.touches(open - 1, open), plainName(value.lowerBound..<open) != nil
    else { return false }
    return tree.interior(of: open).contains { tree.kind($0) == .identifier }
  }

  /// Fills `reassignedNames` and `replacedNames` from one pass: a file that asks one
  /// question usually asks the other.
  mutating func readWholeWrites() {
    let writes = Self.wholeWrites(in: tree)
    reassignedNames = writes.reassigned
    replacedNames = writes.replaced
  }

  /// One pass over the file's whole writes: `reassigned`, the names it assigns whole
  /// (`x = …`, `self.x = …`, `x += …`) or projects in any way (`$x`, `$x.member`), which
  /// `namesSteadyOwnState` asks; `replaced`, the names it assigns whole outside the
  /// statements of an initializer or projects whole (`$x` not followed by a member), which
  /// `namesReplacedOwnProperty` asks.
  static func wholeWrites(in tree: SyntaxTree) -> (reassigned: Set<String>, replaced: Set<String>) {
    var reassigned: Set<String> = []
    var replaced: Set<String> = []
    // The cheap tests first: a name becomes a string only when projected or assigned.
    for k in 0..<tree.tokenCount where tree.kind(k) == .identifier {
      if tree.firstByte(of: k) == UInt8(ascii: "$") {
        let text = tree.nameText(k)
        guard text.count > 1 else { continue }
        let name = String(text.dropFirst())
        reassigned.insert(name)
        if tree.kind(k + 1) != .period { replaced.insert(name) }
        continue
      }
      guard tree.kind(k + 1) == .operator, tree.kind(k - 1) != .period || tree.isKeyword(k - 2, .`self`),
        !tree.isKeyword(k - 1, .`var`), !tree.isKeyword(k - 1, .`let`)  // a declaration's own initial value
      else { continue }
      if tree.isAssignmentOperator(k + 1) {
        let name = tree.nameText(k)
        reassigned.insert(name)
        // `self.model = model` in an `init` stores what the caller was handed, once per value
        // of its own: it does not replace the object while the caller stays (review67 A19).
        if !tree.isInitializerStatement(k) { replaced.insert(name) }
      }
    }
    return (reassigned, replaced)
  }
}
