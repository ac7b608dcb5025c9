import BindingLintSyntax

/// Where a token sits in render code, in the terms `manual_binding_in_body` uses: a render
/// member (`body`, `some View`, `@ViewBuilder`) or a `#Preview`, and the type whose
/// render-ness the cross-file index must confirm. Shared by the rules that report
/// constructs built on every render (`subscript_binding_in_body`, `conditional_view_identity`).
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
  func renderSite(of index: Int, renderRules: ManualBindingInBodyRule) -> RenderSite? {
    guard let owner = renderOwner(of: index) else { return nil }
    switch owner {
    case .preview:
      return RenderSite(place: "'#Preview'", typeName: nil)
    case .member(let member):
      let declaration = declarations[member]
      guard renderRules.isRenderMember(declaration, in: self) else { return nil }
      return RenderSite(place: "'\(name(of: declaration))'", typeName: enclosingType(of: member).map { qualifiedName(of: $0) })
    }
  }
}
