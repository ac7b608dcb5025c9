import BindingLintSyntax

/// Where a token sits in render code: a render member (`body`, `some View`,
/// `@ViewBuilder`) or a `#Preview`, and the type whose render-ness the cross-file index
/// must confirm. Shared by the rules that report constructs built on every render
/// (`manual_binding_in_body`, `subscript_binding_in_body`, `conditional_view_identity`,
/// `unstable_view_identity`).
struct RenderSite {
  /// `'body'`, `'badge'`, `'#Preview'`: how a message names the place.
  var place: String
  /// The enclosing type to confirm as view code, or nil when nothing needs confirming
  /// (a `#Preview`, a free `some View` function).
  var typeName: String?

  /// A finding that holds once the type is known to render (a view, or toolbar, command
  /// or style content).
  func pending(_ finding: Finding, project: String?) -> PendingFinding {
    guard let typeName else { return PendingFinding(finding) }
    return PendingFinding(finding) { index in index.isRenderType(typeName, in: project) }
  }
}

extension SyntaxTree {
  /// The render site of token `index`, or nil when it is in an event closure, a free
  /// closure, or a member that is not render code.
  func renderSite(of index: Int) -> RenderSite? {
    guard let owner = renderOwner(of: index) else { return nil }
    switch owner {
    case .preview:
      return RenderSite(place: "'#Preview'", typeName: nil)
    case .member(let member):
      let declaration = declarations[member]
      guard isRenderMember(declaration) else { return nil }
      return RenderSite(place: "'\(name(of: declaration))'", typeName: enclosingType(of: member).map { qualifiedName(of: $0) })
    }
  }

  /// `body`, or a member whose type is opaque (`some View`, `some ToolbarContent`) or
  /// `AnyView`, or one marked `@ViewBuilder` and its relatives: code SwiftUI runs while
  /// rendering, when its type is view code.
  func isRenderMember(_ declaration: Declaration) -> Bool {
    switch declaration.kind {
    case .variable, .function, .subscript: break
    default: return false
    }
    if let name = declaration.nameToken, token(name, is: "body") { return true }
    let type = declaration.typeTokens
    if !type.isEmpty {
      if token(type.lowerBound, is: "some") { return true }
      if type.count == 1 && token(type.lowerBound, is: "AnyView") { return true }
    }
    return attributes(of: declaration).contains { attribute in
      Self.viewBuilderAttributes.contains { token(attribute.nameToken, is: $0) }
    }
  }

  static let viewBuilderAttributes: [StaticString] = [
    "ViewBuilder", "ToolbarContentBuilder", "SceneBuilder", "CommandsBuilder", "TableColumnBuilder", "TableRowBuilder",
  ]

  /// A computed property or function whose declared type is `Binding<…>` (`SwiftUI.` allowed).
  func returnsBinding(_ declaration: Declaration) -> Bool {
    guard declaration.kind == .variable || declaration.kind == .function, !declaration.typeTokens.isEmpty else { return false }
    var first = declaration.typeTokens.lowerBound
    if token(first, is: "SwiftUI") && kind(first + 1) == .period { first += 2 }
    return token(first, is: "Binding")
  }
}
