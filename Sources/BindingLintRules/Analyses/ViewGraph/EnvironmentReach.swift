import BindingLintIndex

/// Where a view's environment read can come from: the walk up the view graph from the
/// reading view, through every place the project builds it, to the roots (an `App`'s
/// scenes, a widget, a hosting controller's root view), stopping on each path at the
/// first provider of the type. What `missing_environment_object` reports (a path to a root
/// with no provider), what `environment_object_in_nested_sheet` reports (a provider only
/// outside nested modals), and what the editor's hover says (where the type is provided)
/// all come from here.
///
/// A path is certain only when every step is: a construction passed through an unknown
/// function, an unknown container, a member of a type that is not a view, a provider of
/// a type the index cannot follow — any of these ends that path as "unknown", never as
/// "missing". Previews are roots of their own and are left to the preview rule.
package struct EnvironmentReach {
  let index: TypeIndex
  package let resolution: ProviderResolution
  /// Answers kept for this round's other decisions; nil when the index keeps none.
  let memo: EnvironmentMemo?

  package init(index: TypeIndex) {
    self.index = index
    resolution = ProviderResolution(index: index)
    memo = index.memo(EnvironmentMemo.init)
  }

  /// A view, or one of its render members (`content` of `Detail`), as a node of the walk.
  package struct Node: Hashable {
    package let type: String
    package let member: String?
    package let project: String?
    /// The file that tells the view from its namesakes (nil when it has none): the file a
    /// `private`/`fileprivate` type is private to, or the declaring file of a type one
    /// project declares in several files (`homeFile(of:)`). Two `MainView`s of two
    /// targets in one project are two nodes, each built where its target builds it.
    package let homeFile: String?

    package init(type: String, member: String?, project: String?, homeFile: String? = nil) {
      self.type = type
      self.member = member
      self.project = project
      self.homeFile = homeFile
    }
  }

  /// One step of a path: `site` (in file `path`) builds the node below it.
  package struct Step {
    package let site: ConstructionSite
    package let path: String
    package let project: String?
  }

  package enum Root: Equatable {
    /// An `App`, a `Widget`, or a `WKHostingController`: the type's name.
    case type(String)
    /// A hosting controller or view handed the path's top view: its class.
    case host(String)
  }

  /// A path from the reading view up to a root: `steps[0]` builds the reading view.
  package struct Path {
    package var steps: [Step]
    package var root: Root
  }

  package struct Outcome {
    /// The first path found (shortest first) from a root to the view with no provider.
    package var unprovided: Path?
    /// Some path met a provider, or might have.
    package var sawProvider = false
    package var sawUnknown = false
    /// The view is built somewhere outside previews.
    package var isConstructed = false
  }

  /// The walk for a read of `wanted` in view `view` (a qualified name in `project`),
  /// declared in `file` (which tells a private view from its namesakes).
  package func reach(_ wanted: ProviderResolution.Wanted, in view: String, project: String?, file: String? = nil) -> Outcome {
    let homeFile = self.homeFile(of: view, project: project, file: file)
    guard let memo else { return walk(wanted, in: view, project: project, homeFile: homeFile) }
    let key = EnvironmentMemo.ReadKey(wanted: memo.id(of: wanted), view: view, project: project, homeFile: homeFile)
    return memo.reaches.value(key) { walk(wanted, in: view, project: project, homeFile: homeFile) }
  }

  /// The home file of view `view` seen from `file` (its declaring file, when it is
  /// declared there); nil for a view without namesakes.
  func homeFile(of view: String, project: String?, file: String?) -> String? {
    guard let file, let entry = visibleType(view, from: project, scope: [], file: file) else { return nil }
    return homeFile(of: entry)
  }

  /// The file that tells `entry` from its namesakes: the file a private type is private
  /// to, the declaring file of a type declared in several files of its project; else nil.
  package func homeFile(of entry: TypeIndex.Entry) -> String? {
    entry.privateToFile ?? (index.hasNamesakeInAnotherFile(entry) ? entry.file : nil)
  }

  private func walk(_ wanted: ProviderResolution.Wanted, in view: String, project: String?, homeFile: String?) -> Outcome {
    let wantedID = memo?.id(of: wanted)
    var outcome = Outcome()
    var visited: Set<Node> = []
    // Breadth first, so the path reported is a shortest one.
    var queue: [(node: Node, link: Int?)] = [(Node(type: view, member: nil, project: project, homeFile: homeFile), nil)]
    var links: [(step: Step, parent: Int?)] = []
    visited.insert(queue[0].node)
    var next = 0
    while next < queue.count && visited.count < 10_000 {
      let (node, link) = queue[next]
      next += 1
      for placed in parents(of: node) {
        let site = placed.value
        if site.context == .preview { continue }
        if node.member == nil { outcome.isConstructed = true }
        switch provision(at: placed, wanted: wanted, id: wantedID) {
        case .provides:
          outcome.sawProvider = true
          continue
        case .might:
          outcome.sawUnknown = true
          continue
        case .doesNot:
          break
        }
        let step = Step(site: site, path: placed.path, project: placed.project)
        switch parentNode(of: placed) {
        case .root(let root):
          if outcome.unprovided == nil {
            outcome.unprovided = Path(steps: chain(ending: link, links: links, last: step), root: root)
          }
        case .node(let parent):
          if visited.insert(parent).inserted {
            links.append((step, link))
            queue.append((parent, links.count - 1))
          }
        case .unknown:
          outcome.sawUnknown = true
        case .preview:
          break
        }
      }
    }
    return outcome
  }

  /// Where a site's construction is built into: the site's owner as a node, a root, or unknown.
  enum ParentNode {
    case node(Node)
    case root(Root)
    case preview
    case unknown
  }

  func parentNode(of placed: TypeIndex.Placed<ConstructionSite>) -> ParentNode {
    guard let memo, let order = placed.order else {
      return parentNode(of: placed.value, project: placed.project, path: placed.path)
    }
    return memo.parentNodes.value(order) { parentNode(of: placed.value, project: placed.project, path: placed.path) }
  }

  private func parentNode(of site: ConstructionSite, project: String?, path: String) -> ParentNode {
    if site.context == .hosting {
      // A host in test files is scaffolding, as a preview is: the test provides what it
      // wants, and no user reaches that hierarchy (review43 P3). One in a test case of
      // another file is not judged (`SiteWalk`).
      if Self.isUnderTestsFolder(path, project: project) { return .preview }
      return .root(.host(site.container ?? "UIHostingController"))
    }
    if site.context == .preview { return .preview }
    guard let owner = site.owner else { return .unknown }
    guard let entry = visibleType(owner, from: project, scope: [], file: path) else { return .unknown }
    if site.ownerMember != "body" {
      return .node(Node(type: entry.qualifiedName, member: site.ownerMember, project: entry.project, homeFile: homeFile(of: entry)))
    }
    if index.conforms(entry, toAnyOf: Self.rootProtocols) { return .root(.type(entry.qualifiedName)) }
    if index.conforms(entry, toAnyOf: ["PreviewProvider"]) { return .preview }
    guard index.conforms(entry, toAnyOf: Self.nodeProtocols) else { return .unknown }
    return .node(Node(type: entry.qualifiedName, member: nil, project: entry.project, homeFile: homeFile(of: entry)))
  }

  /// Whether a folder on `path` (not the file's own name) ends in `Tests`. Only folders
  /// inside `project` count (a checkout may sit in any folder); without a project, only
  /// those of a path relative to where the run started: an absolute one passes through
  /// folders above the linted tree, and `/work/SpeedTests/App` would make every file of
  /// an app a test's.
  static func isUnderTestsFolder(_ path: String, project: String?) -> Bool {
    var inside = Substring(path)
    if let project, !project.isEmpty {
      if path.hasPrefix(project + "/") { inside = inside.dropFirst(project.count + 1) }
    } else if path.hasPrefix("/") {
      return false
    }
    let folders = inside.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).dropLast()
    let suffix = Array("Tests".utf8)
    return folders.contains { $0.count >= suffix.count && $0.suffix(suffix.count).elementsEqual(suffix) }
  }

  /// Delegates SwiftUI creates and puts in the environment itself when they are observable
  /// (`UIApplicationDelegateAdaptor`: "If you want SwiftUI to put the instantiated delegate
  /// in the Environment, make sure the delegate class also conforms to ObservableObject";
  /// a scene delegate configured by it likewise): a read of one needs no provider.
  package static let implicitlyProvided: Set<String> = [
    "UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate", "WKExtensionDelegate",
    "UIWindowSceneDelegate", "UISceneDelegate",
  ]

  /// Types whose `body` starts a hierarchy of its own.
  package static let rootProtocols: Set<String> = ["App", "Widget", "WKHostingController"]
  /// Types whose `body` is part of a hierarchy someone else builds.
  package static let nodeProtocols: Set<String> = ViewKinds.recreated.union(["Scene"])

  /// The places that build `node`: constructions of the view type (resolved from where
  /// they stand, so a namesake elsewhere is not it), or uses of the render member.
  package func parents(of node: Node) -> [TypeIndex.Placed<ConstructionSite>] {
    guard let memo else { return constructions(of: node) }
    return memo.parents.value(node) { constructions(of: node) }
  }

  private func constructions(of node: Node) -> [TypeIndex.Placed<ConstructionSite>] {
    if let member = node.member { return index.memberUses(of: member, in: node.type, project: node.project) }
    return index.constructions(named: node.type).filter { placed in
      guard !placed.value.isMemberUse, let entry = target(of: placed) else { return false }
      return entry.qualifiedName == node.type && entry.project == node.project && homeFile(of: entry) == node.homeFile
    }
  }

  /// The one type a construction builds, as seen from its file (a `private struct Row` of
  /// another file is not it, a namesake in a nearer folder is); nil when the name is
  /// unknown or means several types.
  package func target(of placed: TypeIndex.Placed<ConstructionSite>) -> TypeIndex.Entry? {
    visibleType(placed.value.target, from: placed.project, scope: placed.value.owner.map(ProviderResolution.scopes(of:)) ?? [], file: placed.path)
  }

  /// The one type `name` means from `scope` in `file`; nil when none or several. Of
  /// namesakes in several files of one project (separate targets), the nearest one.
  func visibleType(_ name: String, from project: String?, scope: [String], file: String) -> TypeIndex.Entry? {
    let found = index.visibleEntries(for: name, from: project, scope: scope, file: file)
    guard let first = found.first, found.allSatisfy({ $0.qualifiedName == first.qualifiedName && $0.project == first.project }) else {
      return nil
    }
    return TypeIndex.nearest(found, to: file)
  }

  /// Whether the providers and containers around a site provide `wanted` (`id`: its
  /// memo's number for it).
  func provision(at placed: TypeIndex.Placed<ConstructionSite>, wanted: ProviderResolution.Wanted, id: Int?) -> ProviderResolution.Answer {
    guard let memo, let id, let order = placed.order else { return provision(at: placed.value, wanted: wanted, project: placed.project) }
    return memo.provisions.value(EnvironmentMemo.SiteWanted(site: order, wanted: id)) {
      provision(at: placed.value, wanted: wanted, project: placed.project)
    }
  }

  private func provision(at site: ConstructionSite, wanted: ProviderResolution.Wanted, project: String?) -> ProviderResolution.Answer {
    if site.isThroughUnknown { return .might }
    var result = ProviderResolution.Answer.doesNot
    for provider in site.providers {
      result = result.or(resolution.answer(provider, for: wanted, owner: site.owner, project: project))
      if result == .provides { return result }
    }
    for container in site.containers {
      result = result.or(containerAnswer(container, for: wanted, owner: site.owner, project: project))
      if result == .provides { return result }
    }
    return result
  }

  /// A project view handed the construction as content provides what its render code
  /// applies (to anything: it may be the content); any other container is unknown.
  private func containerAnswer(_ name: String, for wanted: ProviderResolution.Wanted, owner: String?, project: String?) -> ProviderResolution.Answer {
    guard case .type(let container, let containerProject) = resolution.resolve(name, owner: owner, project: project),
      index.type(named: container, in: containerProject, conformsToAnyOf: Self.nodeProtocols)
    else { return .might }
    var result = ProviderResolution.Answer.doesNot
    for facts in index.viewFacts(of: container, project: containerProject) {
      for provider in facts.value.providers {
        result = result.or(resolution.answer(provider, for: wanted, owner: container, project: containerProject))
        if result == .provides { return result }
      }
    }
    return result
  }

  /// The steps from the reading view up to `last`, following `link` back.
  func chain(ending link: Int?, links: [(step: Step, parent: Int?)], last: Step) -> [Step] {
    var steps: [Step] = []
    var current = link
    while let at = current {
      steps.append(links[at].step)
      current = links[at].parent
    }
    return steps.reversed() + [last]
  }
}
