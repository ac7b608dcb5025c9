import BindingLintIndex

/// The presentations a read's provider is reached through: the same walk up as
/// `reach(_:in:project:)`, counting on each path the modal presentations (`.sheet`,
/// `.fullScreenCover`) and `NavigationSplitView`s crossed before the first
/// provider of the type. Two cases are known to lose the environment on macOS and for
/// iPad apps run on a Mac: a modal presented from inside another modal's content whose
/// provider is outside both (FB20446902), and a modal whose content is a
/// `NavigationSplitView` with the provider outside the modal (FB19972276).
extension EnvironmentReach {
  enum ModalRisk: Equatable {
    case nestedModals
    case splitViewInModal
  }

  /// A path whose first provider sits outside presentations known to lose it.
  struct ModalPath {
    var risk: ModalRisk
    /// Steps from the reading view up to the site whose providers include the one found.
    var steps: [Step]
    var providerLine: Int
    var providerPath: String
  }

  /// What a path has crossed so far, going up.
  private struct Crossed: Hashable {
    var modals = 0
    var splitView = false
    var splitViewInModal = false
  }

  private struct State: Hashable {
    let node: Node
    let crossed: Crossed
  }

  /// The first path (shortest first) on which the provider of `wanted` is reached only
  /// across presentations known to lose it; nil when there is none.
  func modalRisk(_ wanted: ProviderResolution.Wanted, in view: String, project: String?, file: String? = nil) -> ModalPath? {
    let wantedID = memo?.id(of: wanted)
    let start = State(
      node: Node(type: view, member: nil, project: project, homeFile: homeFile(of: view, project: project, file: file)), crossed: Crossed())
    var queue: [(state: State, link: Int?)] = [(start, nil)]
    var links: [(step: Step, parent: Int?)] = []
    var visited: Set<State> = [start]
    var next = 0
    while next < queue.count && visited.count < 10_000 {
      let (state, link) = queue[next]
      next += 1
      for placed in parents(of: state.node) where placed.value.context != .preview && !placed.value.isThroughUnknown {
        let site = placed.value
        var crossed = state.crossed
        var verdict: ModalPath?
        var ended = false
        // The providers before the first that is not `doesNot` change nothing.
        let first = firstProvider(at: placed, wanted: wanted, id: wantedID)
        for (position, step) in site.steps.enumerated() {
          switch step {
          case .presentation(let kind):
            // The reports are about sheets and full-screen covers; a popover's own is not established.
            guard kind == .sheet || kind == .fullScreenCover else { continue }
            crossed.modals = min(crossed.modals + 1, 2)
            if crossed.splitView { crossed.splitViewInModal = true }
          case .splitView:
            crossed.splitView = true
          case .provider(let provider):
            guard let first, first.step == position else { continue }
            switch first.answer {
            case .doesNot: continue
            case .might: ended = true
            case .provides:
              ended = true
              let risk: ModalRisk? = crossed.modals >= 2 ? .nestedModals : (crossed.splitViewInModal ? .splitViewInModal : nil)
              if let risk {
                let step = Step(site: site, path: placed.path, project: placed.project)
                verdict = ModalPath(
                  risk: risk, steps: chain(ending: link, links: links, last: step), providerLine: provider.line,
                  providerPath: placed.path)
              }
            }
          }
          if ended { break }
        }
        if let verdict { return verdict }
        if ended || !site.containers.isEmpty { continue }
        guard case .node(let parent) = parentNode(of: placed) else { continue }
        let nextState = State(node: parent, crossed: crossed)
        if visited.insert(nextState).inserted {
          links.append((Step(site: site, path: placed.path, project: placed.project), link))
          queue.append((nextState, links.count - 1))
        }
      }
    }
    return nil
  }

  /// The first of a site's provider steps whose answer for `wanted` is not `doesNot`
  /// (asking each in order up to it, no further); nil when none is.
  private func firstProvider(
    at placed: TypeIndex.Placed<ConstructionSite>, wanted: ProviderResolution.Wanted, id: Int?
  ) -> EnvironmentMemo.FirstProvider? {
    let find = { () -> EnvironmentMemo.FirstProvider? in
      for (position, step) in placed.value.steps.enumerated() {
        guard case .provider(let provider) = step else { continue }
        let answer = resolution.answer(provider, for: wanted, owner: placed.value.owner, project: placed.project)
        if answer != .doesNot { return EnvironmentMemo.FirstProvider(step: position, answer: answer) }
      }
      return nil
    }
    guard let memo, let id, let order = placed.order else { return find() }
    return memo.firstProviders.value(EnvironmentMemo.SiteWanted(site: order, wanted: id), find)
  }
}
