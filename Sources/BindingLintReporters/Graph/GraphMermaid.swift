import BindingLintEngine

/// `bindinglint graph --format mermaid`: a Mermaid flowchart to paste into a GitHub
/// comment or Markdown file (inside a ```mermaid block). Node ids are generated (`v0`,
/// `v1`, …: Mermaid ids cannot hold every Swift name); labels are quoted with Mermaid's
/// entity codes for the characters that would end them.
package enum GraphMermaid {
  package static func render(_ graph: AppGraph) -> String {
    var ids: [String: String] = [:]
    for (position, view) in graph.views.enumerated() { ids[view.id] = "v\(position)" }
    var out = "flowchart TD\n"
    for view in graph.views {
      guard let id = ids[view.id] else { continue }
      let label = escaped(view.kind == .view ? view.name : "\(view.name) (\(view.kind.rawValue))")
      switch view.kind {
      case .app, .widget, .host: out += "  \(id)[[\"\(label)\"]]\n"
      case .modifier: out += "  \(id)([\"\(label)\"])\n"
      case .scene, .view: out += "  \(id)[\"\(label)\"]\n"
      }
    }
    for edge in graph.edges {
      guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
      let text = GraphDOT.edgeLabel(edge)
      let arrow = ["sheet", "fullScreenCover", "popover", "inspector", "alert"].contains(edge.kind) ? "-.->" : "-->"
      out += text.isEmpty ? "  \(from) \(arrow) \(to)\n" : "  \(from) \(arrow)|\"\(escaped(text))\"| \(to)\n"
    }
    let flagged = graph.views.filter { !$0.findings.isEmpty }.compactMap { ids[$0.id] }
    if !flagged.isEmpty {
      out += "  classDef finding stroke:#c0392b,stroke-width:2px\n"
      out += "  class \(flagged.joined(separator: ",")) finding\n"
    }
    return out
  }

  /// Mermaid's entity codes for `"`, `#`, `<`, `>`, `|` and line breaks inside a quoted label.
  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\"": out += "#quot;"
      case "#": out += "#35;"
      case "<": out += "#lt;"
      case ">": out += "#gt;"
      case "|": out += "#124;"
      case "\n", "\r": out += " "
      default: out.append(character)
      }
    }
    return out
  }
}
