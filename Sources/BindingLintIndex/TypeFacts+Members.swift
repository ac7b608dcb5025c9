import BindingLintSyntax

/// What the type facts read of a class's properties: which are stored and which are
/// computed, and whether a computed one reads the class's `@Published` members.
package enum PropertyStorage {
  /// An instance `var` without accessors, or with `willSet`/`didSet` only.
  case stored
  /// An instance property with a getter.
  case computed
  /// `static`/`class` properties: not part of an instance's state.
  case typeLevel
}

extension SyntaxTree {
  package func propertyStorage(_ declaration: Declaration) -> PropertyStorage {
    if isTypeLevel(declaration) { return .typeLevel }
    guard let body = declaration.body, closingBracket(of: body) != nil else { return .stored }
    let first = body + 1
    return token(first, is: "willSet") || token(first, is: "didSet") ? .stored : .computed
  }

  /// Whether the body of `declaration` reads one of `names` as a member of `self`
  /// (`name`, `self.name`), not of another value (`other.name`).
  func readsAnyMember(_ names: Set<String>, inBodyOf declaration: Declaration) -> Bool {
    guard let open = declaration.body else { return false }
    for k in interior(of: open) where kind(k) == .identifier {
      if kind(k - 1) == .period && !isKeyword(k - 2, .`self`) { continue }
      if names.contains(Self.unescaped(text(k))) { return true }
    }
    return false
  }
}
