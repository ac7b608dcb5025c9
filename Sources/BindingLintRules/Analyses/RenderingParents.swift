import BindingLintSyntax
import BindingLintIndex

/// Whether a SwiftUI parent may build a view type again (and so rebuild what its stored
/// properties construct): the question `inline_observed_object` and `unowned_observable`
/// both ask before reporting an object a view value makes for itself.
enum RenderingParents {
  /// Whether a SwiftUI parent may build the view again: unless the project builds it once —
  /// as a hosting controller's root or in the scene of an `App` that holds nothing that
  /// changes — and otherwise only in previews, or only in previews, a parent may. A view the
  /// project builds nowhere in render code, as a hosting root or in a preview, nor with
  /// labeled arguments anywhere (a custom presenter's closure), has no parent known to
  /// re-render it — dead code, or a view built once in a `static let` table — unless it is
  /// `public`/`open`: then code outside the linted sources may build it.
  static func mayRebuild(_ typeName: String, project: String?, file: String, isPublic: Bool, in index: TypeIndex) -> Bool {
    let sites = sites(building: typeName, project: project, file: file, in: index)
    if sites.isEmpty { return isPublic || index.hasLabeledCalls(of: typeName, in: project) }
    // Built only in previews (review48 P1): the canvas shows it, no app parent rebuilds it.
    if !isPublic, sites.allSatisfy({ $0.value.context == .preview }), !index.hasLabeledCalls(of: typeName, in: project) { return false }
    return !isBuiltOnlyOnce(sites, in: index)
  }

  /// `finding`, dropped once the index shows that only previews build the view holding
  /// token `k` (a `struct` that is not `public` or `open`: code outside the linted sources
  /// may build a public one; see `isBuiltOnlyInPreviews`). Such a view is dead code the canvas shows: the crash or lost
  /// value it would have cannot reach a user (review45 P1, P4).
  /// `refine`, asked of a view that is not `public` only, may reword the finding it keeps.
  static func unlessBuiltOnlyInPreviews(
    _ finding: Finding, at k: Int, in tree: SyntaxTree, project: String?,
    refine: (@Sendable (_ typeName: String, _ index: TypeIndex) -> PendingFinding.Decision)? = nil
  ) -> PendingFinding {
    guard let name = privateViewName(holding: k, in: tree) else { return PendingFinding(finding) }
    let path = tree.source.path
    return PendingFinding(finding) { index in
      if isPreviewOnlyView(name, project: project, file: path, in: index, followingBuilders: false) { return .drop }
      let decision = refine?(name, index) ?? .keep
      if case .drop = decision { return .drop }
      // Through builders that are such dead code themselves, asked last: each level loads
      // the files that build the next, and most findings are decided before.
      return isPreviewOnlyView(name, project: project, file: path, in: index) ? .drop : decision
    }
  }

  /// Whether view `name` (a `privateViewName`) is dead code the canvas shows: only previews
  /// build it, or only views that are such dead code themselves (a sheet only a
  /// preview-only screen presents, review78 A3; followed up to three levels), and every
  /// labeled call of it outside previews is one of those places. A labeled call elsewhere
  /// may build it where the graph does not look (a controller's `var view = Builder(quest:
  /// q)` handed to a host later: review35).
  /// `followingBuilders: false` asks the first level only.
  static func isPreviewOnlyView(_ name: String, project: String?, file: String, in index: TypeIndex, followingBuilders: Bool = true) -> Bool {
    isBuiltOnlyByPreviews(name, project: project, file: file, in: index, labeledRoots: false, depth: followingBuilders ? 0 : 3)
  }

  /// The qualified name of the struct holding token `k`, when it is not `public`: only
  /// such a view can be known to be built in previews alone (code outside the linted
  /// sources may build a public one).
  static func privateViewName(holding k: Int, in tree: SyntaxTree) -> String? {
    guard let type = tree.typeDeclaration(holding: k), tree.declarations[type].kind == .struct,
      !tree.isPublic(tree.declarations[type])
    else { return nil }
    return tree.qualifiedName(of: type)
  }

  /// Whether the project builds the view in previews and nowhere else: a preview's helper
  /// view (`private struct PreviewHolder: View` that a `#Preview` shows) runs only in
  /// the canvas, on data the preview sets itself.
  static func isBuiltOnlyInPreviews(_ typeName: String, project: String?, file: String, in index: TypeIndex) -> Bool {
    let sites = sites(building: typeName, project: project, file: file, in: index)
    return !sites.isEmpty && sites.allSatisfy { $0.value.context == .preview }
  }

  /// `isBuiltOnlyInPreviews`, through parents: a view only such views build (a flow of
  /// screens whose root only its `#Preview` shows, review51 P1), followed up to four
  /// levels, when the flow's root is called with labeled arguments and only in previews
  /// (its arguments have no defaults, so the index sees every call that builds it, in any
  /// code; a root `ContentView()` a scene delegate builds is not seen). A labeled call
  /// outside previews that the view graph does not know as one of those sites may build
  /// the view where the graph does not look (a controller's `var view = Builder(quest:
  /// q)` handed to a host later: review35).
  static func isBuiltOnlyThroughPreviews(_ typeName: String, project: String?, file: String, in index: TypeIndex) -> Bool {
    isBuiltOnlyByPreviews(typeName, project: project, file: file, in: index, labeledRoots: true, depth: 0)
  }

  /// The walk behind `isPreviewOnlyView` and `isBuiltOnlyThroughPreviews`: every site of
  /// `name` is in a preview or in a view this walk finds preview-only (up to three levels
  /// up), and every labeled call of it outside previews is one of those sites. With
  /// `labeledRoots`, a view above the first level that only previews build must also be
  /// called with labeled arguments, and only in previews.
  private static func isBuiltOnlyByPreviews(
    _ name: String, project: String?, file: String, in index: TypeIndex, labeledRoots: Bool, depth: Int
  ) -> Bool {
    // An extension of a SwiftUI protocol (`extension View { func menu() … }`) is no view of
    // the sources: asking who builds `View` would load every file.
    if SwiftUINames.protocols.contains(TypeIndex.lastComponent(name)) { return false }
    let sites = sites(building: name, project: project, file: file, in: index)
    guard !sites.isEmpty else { return false }
    let onlyPreviews = sites.allSatisfy { site in
      switch site.value.context {
      case .preview: return true
      case .hosting: return false
      case .render:
        // Without `labeledRoots`, asked for every finding of many rules: only a builder in
        // the same file is followed (a screen's private sheet), since each level up loads
        // the files that build the next.
        guard depth < 3, let owner = site.value.owner, owner != name, labeledRoots || site.path == file else { return false }
        return isBuiltOnlyByPreviews(owner, project: project, file: site.path, in: index, labeledRoots: labeledRoots, depth: depth + 1)
      }
    }
    guard onlyPreviews else { return false }
    if labeledRoots, depth > 0, sites.allSatisfy({ $0.value.context == .preview }), !index.hasLabeledCallsOnlyInPreviews(of: name, in: project) {
      return false
    }
    let known = Set(sites.map { "\($0.value.line):\($0.path)" })
    return index.labeledCallLines(of: name, in: project).allSatisfy { known.contains("\($0.line):\($0.path)") }
  }

  /// Whether every labeled call in `calls` (of view `typeName`) is scaffolding that builds
  /// the view on data of its own: in a preview, in a preview's helper view (a private
  /// `struct` only previews build, review77), or under a folder of the project whose name
  /// ends in `Tests` (set 98 D17, D22). Users never see what such a call passes.
  static func areScaffolding(
    _ calls: [LabeledCallSite], of typeName: String, project: String?, file: String, in index: TypeIndex
  ) -> Bool {
    let remaining = calls.filter { call in
      !call.isInPreview && !EnvironmentReach.isUnderTestsFolder(call.path, project: project)
    }
    guard !remaining.isEmpty else { return true }
    // Asked only here, since each question loads the files that build the helper.
    let built = sites(building: typeName, project: project, file: file, in: index)
    return remaining.allSatisfy { call in
      built.contains { site in
        site.path == call.path && site.value.line == call.line
          && (site.value.context == .preview
            || (site.value.owner.map { isPreviewOnlyView($0, project: site.project, file: site.path, in: index) } ?? false))
      }
    }
  }

  /// Whether every place outside previews that builds the view passes `label` (a labeled
  /// call at that line that passes it, and every labeled call does), and one does: a
  /// default the property declares is never used (review46 P4: `@ObservedObject var
  /// quotes = Quotes()` whose only caller passes its own object). A preview's helper view
  /// (`struct PreviewWrapper: View` that only previews build) counts as a preview: the
  /// default it uses is made in the canvas only (review77 A8–A14).
  static func isAlwaysPassed(_ label: String, to typeName: String, project: String?, file: String, in index: TypeIndex) -> Bool {
    let sites = sites(building: typeName, project: project, file: file, in: index).filter { $0.value.context != .preview }
    // Calls are known by line: each line must have as many calls passing the label as
    // constructions (`List(quotes: quotes); List()` on one line builds one without).
    var passing: [String: Int] = [:]
    for call in index.labeledCalls(of: typeName, passing: label, in: project) { passing["\(call.line):\(call.path)", default: 0] += 1 }
    let withoutLabel = Set(index.labeledCallLines(of: typeName, notPassing: label, in: project).map { "\($0.line):\($0.path)" })
    var helperLines = Set<String>()
    var isPassedSomewhere = false
    for site in sites {
      let key = "\(site.value.line):\(site.path)"
      if let count = passing[key], count > 0, !withoutLabel.contains(key) {
        passing[key] = count - 1
        isPassedSomewhere = true
        continue
      }
      // Built here without the label: only a preview's helper view may (asked only here,
      // since each question loads the files that build the helper).
      guard let owner = site.value.owner, isPreviewOnlyView(owner, project: site.project, file: site.path, in: index) else { return false }
      helperLines.insert(key)
    }
    // Every labeled call without the label is in such a helper.
    return isPassedSomewhere && withoutLabel.isSubset(of: helperLines)
  }

  /// The places in a view's render code that build view `typeName` and run again when that
  /// view re-renders: not a preview or a preview's helper view, a hosting controller's root,
  /// the scene of a stateless `App`, an action's closure, or the `body` of a view with no
  /// stored property, nor test code (a folder named `…Tests`: a layout test's harness); the
  /// owner must be a view of the sources (a coordinator's method that returns the view runs
  /// when it is called) that holds a property wrapper (`@State`, `@Environment`, …) or that
  /// a parent may build again: a shell with constants alone, built once, renders once.
  static func rerunningSites(building typeName: String, project: String?, file: String, in index: TypeIndex) -> [TypeIndex.Placed<ConstructionSite>] {
    sites(building: typeName, project: project, file: file, in: index).filter { site in
      guard site.value.context == .render, !EnvironmentReach.isUnderTestsFolder(site.path, project: site.project),
        let owner = site.value.owner, index.isViewType(owner, in: site.project), !buildsOnce(site, in: index),
        !isPreviewOnlyView(owner, project: site.project, file: site.path, in: index)
      else { return false }
      return index.declarations(qualified: owner).contains { index.entries[$0].hasWrappedProperties }
        || mayRebuild(owner, project: site.project, file: site.path, isPublic: false, in: index)
    }
  }

  /// Whether every site but previews builds the view once, and one does: a hosting
  /// controller's root, a stateless `App`'s scene, or an action's closure.
  private static func isBuiltOnlyOnce(_ sites: [TypeIndex.Placed<ConstructionSite>], in index: TypeIndex) -> Bool {
    var once = false
    for site in sites {
      switch site.value.context {
      case .preview: continue
      case .hosting: once = true
      case .render:
        guard buildsOnce(site, in: index) else { return false }
        once = true
      }
    }
    return once
  }

  /// Whether a render site builds the view once however often its code runs: in a
  /// stateless `App`'s scene, an action's closure, or directly in the `body` of a view with
  /// no stored property.
  private static func buildsOnce(_ site: TypeIndex.Placed<ConstructionSite>, in index: TypeIndex) -> Bool {
    isInStatelessApp(site.value, in: index) || isInAction(site, in: index) || isInPropertylessBody(site.value, in: index)
  }

  /// Whether the site is inside the closure of a project type whose closures are only
  /// actions (`TellaButton(title: t) { navigate(to: Detail()) }` with `var action: () -> Void`):
  /// the view is built when the action runs, and what it is handed to keeps that value
  /// (review64 A5, A6).
  private static func isInAction(_ site: TypeIndex.Placed<ConstructionSite>, in index: TypeIndex) -> Bool {
    let scope = site.value.owner.map(TypeIndex.scopes(inside:)) ?? []
    return site.value.closureContainers.contains { index.takesOnlyActionClosures($0, from: site.project, scope: scope, file: site.path) }
  }

  /// Whether the site is in the `@main` `App` and that app has no stored properties (no
  /// `@State`, `@StateObject`, `@Environment`, delegate adaptor, object): SwiftUI
  /// evaluates such an app's `body` once, so the root view of its scene is built once per
  /// window, like a hosting controller's (review42 P2: `WindowGroup { ToolsView() }` of a
  /// debug app). The index records stored properties of `@main` structs only.
  private static func isInStatelessApp(_ site: ConstructionSite, in index: TypeIndex) -> Bool {
    // Only a scene's content has a container among render sites: asking the index about
    // every parent view's declaration would parse their files on demand for nothing (an
    // editor's save of one file read 60 % longer).
    guard site.container != nil, let owner = site.owner else { return false }
    let entries = index.declarations(qualified: owner).map { index.entries[$0] }
    return !entries.isEmpty && entries.allSatisfy { entry in
      entry.kind == .struct && entry.attributes.contains("main") && entry.storedVariables.isEmpty
        && (entry.inherited.contains("App") || entry.inherited.contains("SwiftUI.App"))
    }
  }

  /// Whether the site sits directly in the `body` of a view struct with no stored
  /// properties at all (`struct HistoryView: View { var body: some View { RideList() } }`):
  /// every new value of such a view equals the last, so SwiftUI runs its `body` once per
  /// identity and the child is built once (review75 A13). Directly: no presentation,
  /// project container or unknown step between. A known limit: a `GeometryReader` or an
  /// `@Observable` global the body reads can still run it again.
  private static func isInPropertylessBody(_ site: ConstructionSite, in index: TypeIndex) -> Bool {
    guard let owner = site.owner, site.ownerMember == "body", site.steps.isEmpty, site.containers.isEmpty, !site.isThroughUnknown
    else { return false }
    let entries = index.declarations(qualified: owner).map { index.entries[$0] }
    return !entries.isEmpty && entries.allSatisfy { entry in
      entry.kind == .struct && !entry.hasStoredProperties && !entry.attributes.contains("main")
    }
  }

  /// Whether the project builds the view somewhere other than in previews.
  static func isBuiltOutsidePreviews(_ typeName: String, project: String?, file: String, in index: TypeIndex) -> Bool {
    sites(building: typeName, project: project, file: file, in: index).contains { $0.value.context != .preview }
  }

  /// The places the project builds view `typeName` (the view graph's parents of its node).
  private static func sites(building typeName: String, project: String?, file: String, in index: TypeIndex) -> [TypeIndex.Placed<ConstructionSite>] {
    let reach = EnvironmentReach(index: index)
    let node = EnvironmentReach.Node(
      type: typeName, member: nil, project: project, homeFile: reach.homeFile(of: typeName, project: project, file: file))
    return reach.parents(of: node)
  }
}
