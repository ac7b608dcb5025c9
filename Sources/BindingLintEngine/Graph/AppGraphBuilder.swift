import BindingLintIndex
import BindingLintRules

/// Builds the `AppGraph` from an index that holds every file's view-graph facts and the
/// report of the same run: which types are views (and apps, scenes, modifiers, widgets),
/// which construction makes which edge, where each environment type is provided, and
/// which view each finding is in.
///
/// Only what the facts say certainly is drawn: a construction whose target does not
/// resolve to one view type, or that is built by something that is not a view (a router
/// class, a `View` extension), draws no edge.
struct AppGraphBuilder {
  let index: TypeIndex
  let resolution: ProviderResolution

  init(index: TypeIndex) {
    self.index = index
    resolution = ProviderResolution(index: index)
  }

  /// A view type: its entry's name and project.
  private struct Key: Hashable {
    let name: String
    let project: String?
  }

  func build(diagnostics: [Diagnostic]) -> AppGraph {
    var facts: [Key: [TypeIndex.Placed<ViewTypeFact>]] = [:]
    var order: [Key] = []
    for placed in index.allViewFacts() {
      guard case .type(let entry) = index.resolve(placed.value.name, from: placed.project) else { continue }
      let key = Key(name: entry.qualifiedName, project: entry.project)
      if facts[key] == nil { order.append(key) }
      facts[key, default: []].append(placed)
    }
    var kinds: [Key: AppGraph.Kind] = [:]
    for key in order {
      if let kind = kind(of: key, facts: facts[key] ?? []) { kinds[key] = kind }
    }
    let names = Dictionary(grouping: kinds.keys, by: \.name)
    func id(_ key: Key) -> String {
      guard (names[key.name]?.count ?? 0) > 1 else { return key.name }
      return key.name + "@" + (facts[key]?.first?.path ?? "?")
    }
    var providedAt: [String: [AppGraph.Place]] = [:]
    var views: [AppGraph.View] = []
    // Where each view's code is (its declaration and extensions), for placing findings.
    var spans: [String: [(range: ClosedRange<Int>, view: String)]] = [:]
    for key in order {
      guard let kind = kinds[key], let list = facts[key] else { continue }
      let view = view(key: key, id: id(key), kind: kind, facts: list, providedAt: &providedAt)
      views.append(view)
      for placed in list {
        spans[placed.path, default: []].append((placed.value.line...max(placed.value.line, placed.value.endLine), view.id))
      }
    }
    var edges: [AppGraph.Edge] = []
    var hosts: [String: AppGraph.View] = [:]
    var seen: Set<String> = []
    for placed in index.allConstructions() {
      let site = placed.value
      guard !site.isMemberUse, site.context != .preview else { continue }
      let scope = site.owner.map(ProviderResolution.scopes(of:)) ?? []
      guard case .type(let entry) = index.resolve(site.target, from: placed.project, scope: scope) else { continue }
      let target = Key(name: entry.qualifiedName, project: entry.project)
      guard kinds[target] != nil else { continue }
      let from: String
      if site.context == .hosting {
        let host = site.container ?? "UIHostingController"
        let holder = site.owner.map(TypeIndex.lastComponent) ?? placed.path
        from = "host:\(host)@\(holder)"
        if hosts[from] == nil {
          hosts[from] = AppGraph.View(
            id: from, name: "\(host) in \(holder)", kind: .host, place: AppGraph.Place(path: placed.path, line: site.line),
            endLine: site.line, owned: [], borrowed: [], environment: [], findings: [])
        }
      } else {
        guard let owner = site.owner, case .type(let ownerEntry) = index.resolve(owner, from: placed.project) else { continue }
        let source = Key(name: ownerEntry.qualifiedName, project: ownerEntry.project)
        guard kinds[source] != nil else { continue }
        from = id(source)
      }
      let to = id(target)
      let edgeKey = "\(from)\u{0}\(to)\u{0}\(placed.path)\u{0}\(site.line)"
      guard seen.insert(edgeKey).inserted else { continue }
      edges.append(AppGraph.Edge(
        from: from, to: to, kind: site.edge.rawValue, place: AppGraph.Place(path: placed.path, line: site.line),
        container: site.container, bindings: site.bindings,
        providers: site.providers.map { provider(from: $0, owner: site.owner, project: placed.project) },
        isConditional: site.isConditional))
    }
    views += hosts.values
    attach(diagnostics, to: &views, spans: spans)
    views.sort { $0.id < $1.id }
    edges.sort { a, b in
      if a.from != b.from { return a.from < b.from }
      if a.place.path != b.place.path { return a.place.path < b.place.path }
      if a.place.line != b.place.line { return a.place.line < b.place.line }
      return a.to < b.to
    }
    let roots = views.filter { $0.kind == .app || $0.kind == .widget || $0.kind == .host }.map(\.id)
    return AppGraph(views: views, edges: edges, roots: roots)
  }

  /// What the graph calls a type; nil when it is no kind of view.
  private func kind(of key: Key, facts: [TypeIndex.Placed<ViewTypeFact>]) -> AppGraph.Kind? {
    let conforms = { (protocols: Set<String>) in self.index.type(named: key.name, in: key.project, conformsToAnyOf: protocols) }
    if conforms(["App"]) { return .app }
    if conforms(["Widget"]) { return .widget }
    if conforms(["ViewModifier"]) || facts.contains(where: { $0.value.isModifierShaped }) { return .modifier }
    if conforms(["Scene"]) { return .scene }
    if conforms(EnvironmentReach.nodeProtocols) { return .view }
    return nil
  }

  private func view(
    key: Key, id: String, kind: AppGraph.Kind, facts: [TypeIndex.Placed<ViewTypeFact>], providedAt: inout [String: [AppGraph.Place]]
  ) -> AppGraph.View {
    let declaration = facts.first { !$0.value.isExtension } ?? facts[0]
    var owned: [AppGraph.Property] = []
    var borrowed: [AppGraph.Property] = []
    var environment: [AppGraph.Property] = []
    for placed in facts {
      for property in placed.value.properties {
        var item = AppGraph.Property(
          name: property.name, wrapper: property.wrapper == .plain ? "let" : property.wrapper.attribute,
          type: property.typeName, isOptional: property.isOptional, line: property.line)
        switch property.wrapper {
        case .state, .stateObject:
          owned.append(item)
        case .binding, .observedObject, .bindable:
          borrowed.append(item)
        case .plain:
          // A plain stored reference is borrowed state when it holds a class.
          guard let type = property.typeName,
            case .type(let name, let project) = resolution.resolve(type, owner: key.name, project: key.project),
            index.declarations(qualified: name).contains(where: { index.entries[$0].kind == .class && index.entries[$0].project == project })
          else { continue }
          borrowed.append(item)
        case .environmentObject, .environment:
          if let type = property.typeName {
            item.providedAt = places(providing: type, kind: property.wrapper == .environmentObject ? .object : .observable, from: key, cache: &providedAt)
          }
          environment.append(item)
        }
      }
    }
    return AppGraph.View(
      id: id, name: key.name, kind: kind, place: AppGraph.Place(path: declaration.path, line: declaration.value.line),
      endLine: declaration.value.endLine, owned: owned, borrowed: borrowed, environment: environment, findings: [])
  }

  /// Where the project provides `type` (written in `key`'s code) by `kind`, each once.
  private func places(
    providing type: String, kind: EnvironmentKind, from key: Key, cache: inout [String: [AppGraph.Place]]
  ) -> [AppGraph.Place] {
    guard case .type(let name, let project) = resolution.resolve(type, owner: key.name, project: key.project) else { return [] }
    let cacheKey = "\(kind)\u{0}\(name)\u{0}\(project ?? "")"
    if let known = cache[cacheKey] { return known }
    var found: [AppGraph.Place] = []
    var seen: Set<String> = []
    let wanted = ProviderResolution.Wanted(name: name, project: project, kind: kind)
    for place in EnvironmentProviders(index: index).providing(wanted) where seen.insert("\(place.path):\(place.provider.line)").inserted {
      found.append(AppGraph.Place(path: place.path, line: place.provider.line))
    }
    cache[cacheKey] = found
    return found
  }

  private func provider(from provider: ProviderRef, owner: String?, project: String?) -> AppGraph.Provider {
    switch provider.kind {
    case .environmentObject, .environmentValue:
      var type: String?
      if case .type(let name, _) = resolution.type(of: provider.value, owner: owner, project: project) { type = name }
      return AppGraph.Provider(modifier: provider.kind == .environmentObject ? "environmentObject" : "environment", type: type, line: provider.line)
    case .modifierType:
      return AppGraph.Provider(modifier: "modifier", type: provider.name.isEmpty ? nil : provider.name, line: provider.line)
    case .wrapperCall, .handOff:
      return AppGraph.Provider(modifier: provider.name, type: nil, line: provider.line)
    }
  }

  /// Puts each diagnostic on the innermost view whose declaration (or extension) holds its line.
  private func attach(_ diagnostics: [Diagnostic], to views: inout [AppGraph.View], spans: [String: [(range: ClosedRange<Int>, view: String)]]) {
    var positions: [String: Int] = [:]
    for (position, view) in views.enumerated() { positions[view.id] = position }
    for diagnostic in diagnostics {
      guard let candidates = spans[diagnostic.path.display] else { continue }
      let holding = candidates.filter { $0.range.contains(diagnostic.line) }
      guard let innermost = holding.min(by: { $0.range.count < $1.range.count }), let position = positions[innermost.view] else { continue }
      views[position].findings.append(AppGraph.Finding(
        rule: diagnostic.ruleID, severity: diagnostic.severity.rawValue, message: diagnostic.message,
        place: AppGraph.Place(path: diagnostic.path.display, line: diagnostic.line)))
    }
  }
}
