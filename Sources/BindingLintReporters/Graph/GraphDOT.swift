import BindingLintEngine

/// `bindinglint graph --format dot`: a Graphviz digraph, top to bottom. Views are boxes
/// (apps, widgets and hosting roots double-bordered), presentations dashed edges labelled
/// with their kind, and the bindings passed and the providers applied where a view is
/// built appear on the edge's label (`$todo`, `+TodoStore`). Every id and label is a
/// quoted DOT string, escaped, so any Swift name is safe.
package enum GraphDOT {
  package static func render(_ graph: AppGraph) -> String {
    var out = "digraph bindinglint {\n"
    out += "  rankdir=TB;\n"
    out += "  node [shape=box, fontname=\"Helvetica\", fontsize=11];\n"
    out += "  edge [fontname=\"Helvetica\", fontsize=9];\n"
    for view in graph.views {
      var attributes = ["label=\(quoted(label(of: view)))"]
      switch view.kind {
      case .app, .widget, .host: attributes.append("peripheries=2")
      case .modifier: attributes.append("style=rounded")
      case .scene, .view: break
      }
      if view.findings.contains(where: { $0.severity == "error" }) {
        attributes.append("color=\"#c0392b\"")
      } else if !view.findings.isEmpty {
        attributes.append("color=\"#d68910\"")
      }
      out += "  \(quoted(view.id)) [\(attributes.joined(separator: ", "))];\n"
    }
    for edge in graph.edges {
      var attributes: [String] = []
      let text = edgeLabel(edge)
      if !text.isEmpty { attributes.append("label=\(quoted(text))") }
      switch edge.kind {
      case "sheet", "fullScreenCover", "popover", "inspector", "alert": attributes.append("style=dashed")
      case "navigation": attributes.append("style=bold")
      default: break
      }
      let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
      out += "  \(quoted(edge.from)) -> \(quoted(edge.to))\(suffix);\n"
    }
    out += "}\n"
    return out
  }

  static func label(of view: AppGraph.View) -> String {
    var lines = [view.kind == .view ? view.name : "\(view.name) (\(view.kind.rawValue))"]
    let state = view.owned.count + view.borrowed.count
    if state > 0 { lines.append("\(view.owned.count) owned, \(view.borrowed.count) borrowed") }
    for read in view.environment { lines.append("reads \(read.type ?? read.name)") }
    if !view.findings.isEmpty { lines.append("\(view.findings.count) finding\(view.findings.count == 1 ? "" : "s")") }
    return lines.joined(separator: "\n")
  }

  /// `sheet $item +Store`: the kind (unless a plain child), bindings, provided types.
  static func edgeLabel(_ edge: AppGraph.Edge) -> String {
    var parts: [String] = []
    if edge.kind == "scene" { parts.append(edge.container ?? "scene") } else if edge.kind != "child" { parts.append(edge.kind) }
    parts += edge.bindings
    parts += edge.providers.map { "+" + ($0.type ?? $0.modifier) }
    return parts.joined(separator: " ")
  }

  /// A DOT quoted string: `"` and `\` escaped, line breaks as `\n`.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": break
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
