import BindingLintSyntax

/// Whether the collection a `ForEach` over positions binds can lose elements: the crash
/// `foreach_index_binding` reports needs a row to read its position after the collection
/// has shrunk.
///
/// Only the view's own `private` `@State` collection is judged: no other file can change
/// it, so this file holds every sign there is — an element removed (`items.remove(at:)`,
/// `removeAll`, `removeLast`, `removeFirst`, `removeSubrange`, `popLast`, `popFirst`), a
/// whole new value (`items = …`), the collection handed on whole as a binding
/// (`Editor(items: $items)`) or `inout` (`&items`), or a row deletion (`.onDelete`).
/// Without one it is only ever appended to or changed element by element, and no row can
/// read past its end (review64: a collection only ever appended to). A model's collection
/// (`model.items`) or a `@Binding` can be shrunk by code elsewhere, under names of its own:
/// reported as before.
enum CollectionShrinking {
  /// `found` (dropped when only previews build a private view holding token `k`,
  /// `RenderingParents`), or nil when `path` names the view's own `private` `@State` that
  /// nothing in the file can shrink and `strict` is off.
  static func pending(_ found: Finding, collection path: String, at k: Int, in file: FileContext, isStrict: Bool) -> PendingFinding? {
    let tree = file.tree
    if !isStrict, !path.contains("."), isOwnPrivateState(path, at: k, in: tree), !mayShrink(path, in: tree) { return nil }
    return RenderingParents.unlessBuiltOnlyInPreviews(found, at: k, in: tree, project: file.project)
  }

  /// Whether `name` is a `private` (or `fileprivate`) `@State` property of the type
  /// holding token `k`, declared in this file.
  private static func isOwnPrivateState(_ name: String, at k: Int, in tree: SyntaxTree) -> Bool {
    guard let type = tree.typeDeclaration(holding: k) else { return false }
    return tree.declarations.contains { declaration in
      declaration.parent == type && declaration.kind == .variable && tree.name(of: declaration) == name
        && tree.attribute(named: "State", on: declaration) != nil && tree.isPrivate(declaration)
    }
  }

  private static let removalMethods: [StaticString] = [
    "remove", "removeAll", "removeLast", "removeFirst", "removeSubrange", "popLast", "popFirst",
  ]

  /// Whether this file shows that a collection called `name` can lose elements.
  static func mayShrink(_ name: String, in tree: SyntaxTree) -> Bool {
    let projected = "$" + name
    for k in 0..<tree.tokenCount where tree.kind(k) == .identifier {
      if tree.kind(k - 1) == .period, tree.token(k, is: "onDelete") { return true }
      let text = tree.nameText(k)
      if text == projected {
        // `$name` handed on whole; `$name[i]` is the row's own binding, `$name.x` a member.
        if tree.kind(k - 1) != .period, tree.kind(k + 1) != .leftBracket, tree.kind(k + 1) != .period { return true }
        continue
      }
      guard text == name else { continue }
      if tree.kind(k + 1) == .period, tree.kind(k + 3) == .leftParen || tree.kind(k + 3) == .leftBrace,
        removalMethods.contains(where: { tree.token(k + 2, is: $0) })
      {
        return true
      }
      if tree.isOperator(k + 1, UInt8(ascii: "=")), tree.keyword(k - 1) != .`var`, tree.keyword(k - 1) != .`let` { return true }
      // `&name`, `&self.name`: handed on `inout`.
      var root = k
      while tree.kind(root - 1) == .period, tree.kind(root - 2) == .identifier || tree.keyword(root - 2) == .`self` { root -= 2 }
      if tree.isOperator(root - 1, UInt8(ascii: "&")) { return true }
    }
    return false
  }
}
