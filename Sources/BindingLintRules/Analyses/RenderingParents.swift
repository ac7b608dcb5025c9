import BindingLintIndex

/// Whether a SwiftUI parent may build a view type again (and so rebuild what its stored
/// properties construct): the question `inline_observed_object` and `unowned_observable`
/// both ask before reporting an object a view value makes for itself.
enum RenderingParents {
  /// Whether a SwiftUI parent may build the view again: unless the project builds it as a
  /// hosting controller's root and otherwise only in previews, a parent may. A view the
  /// project builds nowhere in render code, as a hosting root or in a preview, nor with
  /// labeled arguments anywhere (a custom presenter's closure), has no parent known to
  /// re-render it — dead code, or a view built once in a `static let` table — unless it is
  /// `public`/`open`: then code outside the linted sources may build it.
  static func mayRebuild(_ typeName: String, project: String?, file: String, isPublic: Bool, in index: TypeIndex) -> Bool {
    let reach = EnvironmentReach(index: index)
    let node = EnvironmentReach.Node(
      type: typeName, member: nil, project: project, homeFile: reach.homeFile(of: typeName, project: project, file: file))
    let sites = reach.parents(of: node)
    if sites.isEmpty { return isPublic || index.hasLabeledCalls(of: typeName, in: project) }
    return !isHostingRootOnly(sites)
  }

  /// Whether the project builds the view as a hosting controller's root and otherwise
  /// only in previews (never in render code): the controller keeps that one view value.
  static func isHostingRootOnly(_ typeName: String, project: String?, file: String, in index: TypeIndex) -> Bool {
    let reach = EnvironmentReach(index: index)
    let node = EnvironmentReach.Node(
      type: typeName, member: nil, project: project, homeFile: reach.homeFile(of: typeName, project: project, file: file))
    return isHostingRootOnly(reach.parents(of: node))
  }

  private static func isHostingRootOnly(_ sites: [TypeIndex.Placed<ConstructionSite>]) -> Bool {
    sites.contains { $0.value.context == .hosting } && !sites.contains { $0.value.context == .render }
  }
}
