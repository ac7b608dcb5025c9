import BindingLintIndex

/// The app's data flow as `bindinglint graph` draws it (SPEC §9): views with their owned,
/// borrowed and environment state, the places where one view builds another (with the
/// bindings passed and the providers applied there), the roots, and the findings on each
/// view. Built from the index (`AppGraphBuilder`); the reporters turn it into HTML, DOT,
/// Mermaid or JSON (docs/graph.md documents the JSON, version 1). Plain values, in a fixed
/// order, so every format is deterministic.
package struct AppGraph: Sendable, Equatable {
  package struct Place: Sendable, Equatable {
    package var path: String
    package var line: Int

    package init(path: String, line: Int) {
      self.path = path
      self.line = line
    }
  }

  /// A property that holds state: `@State private var count: Int`.
  package struct Property: Sendable, Equatable {
    package var name: String
    /// `@State`, `@Binding`, …; `let` for a plain stored reference.
    package var wrapper: String
    package var type: String?
    package var isOptional: Bool
    package var line: Int
    /// For environment reads: where the project provides the type (empty when nowhere).
    package var providedAt: [Place]

    package init(name: String, wrapper: String, type: String?, isOptional: Bool, line: Int, providedAt: [Place] = []) {
      self.name = name
      self.wrapper = wrapper
      self.type = type
      self.isOptional = isOptional
      self.line = line
      self.providedAt = providedAt
    }
  }

  package struct Finding: Sendable, Equatable {
    package var rule: String
    package var severity: String
    package var message: String
    package var place: Place
  }

  package enum Kind: String, Sendable, CaseIterable {
    case app, widget, scene, view, modifier, host
  }

  package struct View: Sendable, Equatable {
    /// Unique in the graph: the qualified name, or `name@path` when two projects declare it.
    package var id: String
    package var name: String
    package var kind: Kind
    package var place: Place
    package var endLine: Int
    package var owned: [Property]
    package var borrowed: [Property]
    package var environment: [Property]
    package var findings: [Finding]
  }

  /// A provider applied where an edge's view is built: `.environmentObject(store)`.
  package struct Provider: Sendable, Equatable {
    /// `environmentObject`, `environment`, `modifier` or the wrapper function's name.
    package var modifier: String
    /// The provided type when the graph can name it.
    package var type: String?
    package var line: Int
  }

  package struct Edge: Sendable, Equatable {
    package var from: String
    package var to: String
    /// `child`, `row`, `tab`, `navigation`, `sheet`, `fullScreenCover`, `popover`,
    /// `inspector`, `alert`, `scene`, `hosting`.
    package var kind: String
    package var place: Place
    /// The scene or host it is built in (`WindowGroup`, `UIHostingController`).
    package var container: String?
    package var bindings: [String]
    package var providers: [Provider]
    package var isConditional: Bool
  }

  package var views: [View]
  package var edges: [Edge]
  /// Ids of the views the graph starts from: apps, widgets, hosting roots.
  package var roots: [String]

  package init(views: [View] = [], edges: [Edge] = [], roots: [String] = []) {
    self.views = views
    self.edges = edges
    self.roots = roots
  }
}

extension AppGraph {
  /// The part of the graph reachable from the view named `name` (an id, a qualified name
  /// or a last name component), with that view as its only root; nil when no view has
  /// that name.
  package func focused(on name: String) -> AppGraph? {
    guard let start = views.first(where: { $0.id == name }) ?? views.first(where: { $0.name == name })
      ?? views.first(where: { TypeIndex.lastComponent($0.name) == name })
    else { return nil }
    var children: [String: [Edge]] = [:]
    for edge in edges { children[edge.from, default: []].append(edge) }
    var reached: Set<String> = [start.id]
    var queue = [start.id]
    var next = 0
    while next < queue.count {
      let id = queue[next]
      next += 1
      for edge in children[id] ?? [] where reached.insert(edge.to).inserted { queue.append(edge.to) }
    }
    return AppGraph(
      views: views.filter { reached.contains($0.id) }, edges: edges.filter { reached.contains($0.from) && reached.contains($0.to) },
      roots: [start.id])
  }

  /// The names of views `focused(on:)` would accept that are closest to `name` (for a
  /// "did you mean").
  package func viewNames() -> [String] { views.map { TypeIndex.lastComponent($0.name) } }
}
