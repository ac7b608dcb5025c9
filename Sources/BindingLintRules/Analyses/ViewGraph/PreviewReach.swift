import BindingLintIndex

/// What a preview shows at once, and whether it provides what that reads: the walk down
/// from the view a `#Preview` (or `PreviewProvider`) builds, through the children built
/// unconditionally in its `body` (not in `if`/`switch`/`ForEach`, not presented, not
/// pushed: those wait for data or a tap), collecting the providers around each.
///
/// A preview is its own root: only what it applies, and what the shown views apply on
/// the way down, is provided. The first non-optional read that nothing on the way
/// provides is the answer; anything that might provide it ends the walk silently.
struct PreviewReach {
  let index: TypeIndex
  let resolution: ProviderResolution

  init(index: TypeIndex) {
    self.index = index
    resolution = ProviderResolution(index: index)
  }

  /// A read the preview does not provide, and where it is.
  struct Missing {
    let view: String
    let property: StateProperty
    let path: String
    /// The views between the previewed one and the reading one, top down.
    let chain: [String]
  }

  /// Levels of children followed below the previewed view.
  static let depthLimit = 4

  private struct Provided {
    let provider: ProviderRef
    let owner: String?
    let project: String?
  }

  private struct Item {
    let type: String
    let member: String?
    let project: String?
    /// For a `private`/`fileprivate` type: its file (facts of namesakes elsewhere are not its).
    let file: String?
    let provided: [Provided]
    let chain: [String]
    let depth: Int
  }

  /// The first read of the view `site` builds (in `project`), or of what it shows at once,
  /// that the preview leaves unprovided.
  func missing(for site: ConstructionSite, project: String?, path: String) -> Missing? {
    if site.isThroughUnknown || !site.containers.isEmpty { return nil }
    let placed = TypeIndex.Placed(value: site, path: path, project: project)
    guard let entry = EnvironmentReach(index: index).target(of: placed),
      index.type(named: entry.qualifiedName, in: entry.project, conformsToAnyOf: EnvironmentReach.nodeProtocols)
    else { return nil }
    let view = entry.qualifiedName
    let viewProject = entry.project
    let provided = site.providers.map { Provided(provider: $0, owner: site.owner, project: project) }
    var queue = [Item(
      type: view, member: nil, project: viewProject, file: entry.privateToFile, provided: provided,
      chain: [TypeIndex.lastComponent(view)], depth: 0)]
    var seen: Set<String> = []
    var next = 0
    while next < queue.count && next < 500 {
      let item = queue[next]
      next += 1
      guard seen.insert("\(item.type)#\(item.member ?? "")").inserted else { continue }
      if item.member == nil {
        if let missing = unprovidedRead(of: item) { return missing }
      }
      guard item.depth < Self.depthLimit else { continue }
      for placed in index.constructions(ownedBy: item.type, project: item.project) where item.file.map({ $0 == placed.path }) ?? true {
        let child = placed.value
        guard child.context == .render, child.ownerMember == (item.member ?? "body"), child.edge == .child,
          !child.isConditional, !child.isThroughUnknown, child.containers.isEmpty
        else { continue }
        let around = child.providers.map { Provided(provider: $0, owner: item.type, project: placed.project) }
        if child.isMemberUse {
          queue.append(Item(
            type: item.type, member: child.target, project: item.project, file: item.file, provided: item.provided + around,
            chain: item.chain, depth: item.depth))
          continue
        }
        guard let entry = EnvironmentReach(index: index).target(of: placed),
          index.type(named: entry.qualifiedName, in: entry.project, conformsToAnyOf: EnvironmentReach.nodeProtocols)
        else { continue }
        queue.append(Item(
          type: entry.qualifiedName, member: nil, project: entry.project, file: entry.privateToFile, provided: item.provided + around,
          chain: item.chain + [TypeIndex.lastComponent(entry.qualifiedName)], depth: item.depth + 1))
      }
    }
    return nil
  }

  /// The first used, non-optional environment read of the item's view that nothing
  /// provided on the way provides (nil when all are, or might be).
  private func unprovidedRead(of item: Item) -> Missing? {
    for placed in index.viewFacts(of: item.type, project: item.project) where item.file.map({ $0 == placed.path }) ?? true {
      for property in placed.value.properties where property.isEnvironmentRead && !property.isOptional && property.isUsed {
        guard let typeName = property.typeName,
          case .type(let type, let typeProject) = resolution.resolve(typeName, owner: item.type, project: item.project),
          !index.type(named: type, in: typeProject, conformsToAnyOf: EnvironmentReach.implicitlyProvided)
        else { continue }
        let wanted = ProviderResolution.Wanted(
          name: type, project: typeProject, kind: property.wrapper == .environmentObject ? .object : .observable)
        var answer = ProviderResolution.Answer.doesNot
        for provided in item.provided {
          answer = answer.or(resolution.answer(provided.provider, for: wanted, owner: provided.owner, project: provided.project))
          if answer != .doesNot { break }
        }
        if answer == .doesNot { return Missing(view: item.type, property: property, path: placed.path, chain: item.chain) }
      }
    }
    return nil
  }
}
