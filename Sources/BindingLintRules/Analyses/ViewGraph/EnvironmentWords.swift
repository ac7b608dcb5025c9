import BindingLintIndex

/// How the environment rules and the editor's hover name an environment read, a path
/// through the view graph and its places: one vocabulary, so a finding, its related
/// locations and a hover say the same thing the same way.
package enum EnvironmentWords {
  /// `'@EnvironmentObject' property 'store'`, `'@Environment(Model.self)' property 'model'`.
  package static func subject(_ property: StateProperty) -> String {
    let type = property.typeName ?? "?"
    let wrapper = property.wrapper == .environment ? "@Environment(\(type).self)" : "@EnvironmentObject"
    return "'\(wrapper)' property '\(property.name)'"
  }

  /// The modifier that provides a read's kind, with a placeholder argument.
  static func providerCall(_ kind: EnvironmentKind, type: String) -> String {
    "'.\(kind.modifier)(…)' of a '\(type)'"
  }

  /// What builds the path's top view: `'TodoApp'`, `a 'UIHostingController' root`.
  static func root(_ root: EnvironmentReach.Root) -> String {
    switch root {
    case .type(let name): return "'\(name)'"
    case .host(let host): return "a '\(host)' root"
    }
  }

  /// `TodoApp → ContentView → TodoListView`: the views of a path, top down.
  package static func chain(_ path: EnvironmentReach.Path, reading view: String) -> String {
    var names: [String] = []
    for step in path.steps.reversed() {
      guard let owner = step.site.owner, step.site.context == .render else { continue }
      let name = TypeIndex.lastComponent(owner)
      if names.last != name { names.append(name) }
    }
    if case .host(let host) = path.root { names.insert(host, at: 0) }
    let viewName = TypeIndex.lastComponent(view)
    if names.last != viewName { names.append(viewName) }
    return names.joined(separator: " → ")
  }

  /// One related location per step: where each view of the path is built, and the root.
  static func related(_ path: EnvironmentReach.Path, reading view: String, type: String, findingPath: String) -> [RelatedLocation] {
    var result: [RelatedLocation] = []
    var built = TypeIndex.lastComponent(view)
    for step in path.steps {
      let site = step.site
      let owner = site.owner.map(TypeIndex.lastComponent) ?? "a preview"
      let place: String
      switch site.context {
      case .hosting: place = "'\(site.container ?? "a host")' gets '\(built)' as its root view here"
      case .preview: place = "a preview builds '\(built)' here"
      case .render:
        let member = site.ownerMember == "body" ? "" : " (in '\(site.ownerMember)')"
        let edge = site.edge == .child || site.edge == .row ? "" : " as \(edgeWords(site.edge, container: site.container))"
        place = site.isMemberUse
          ? "'\(owner)'\(member) shows '\(site.target)'\(edge) here"
          : "'\(owner)'\(member) builds '\(built)'\(edge) here"
      }
      result.append(RelatedLocation(line: site.line, message: place + " without a provider of '\(type)'", path: step.path == findingPath ? nil : step.path))
      if site.context == .render { built = owner }
    }
    return result
  }

  /// `a sheet`, `the 'WindowGroup' scene`, `a navigation destination`.
  static func edgeWords(_ edge: EdgeKind, container: String?) -> String {
    switch edge {
    case .child, .row: return "a child"
    case .tab: return "a tab"
    case .navigation: return "a navigation destination"
    case .sheet: return "a sheet"
    case .fullScreenCover: return "a full-screen cover"
    case .popover: return "a popover"
    case .inspector: return "an inspector"
    case .alert: return "alert content"
    case .scene: return "the '\(container ?? "scene")' scene"
    case .hosting: return "a hosting root"
    case .preview: return "a preview"
    }
  }
}
