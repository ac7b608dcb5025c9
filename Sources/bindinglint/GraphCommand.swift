import BindingLintPlatform
import BindingLintEngine
import BindingLintReporters

/// `bindinglint graph`: runs the graph session, writes the chosen format to standard
/// output, and picks the exit code: 0 when the graph was written, 2 for a `--root` that
/// names no view, nothing to read, or a file that could not be read (the graph is still
/// written from the others).
enum GraphCommand {
  static func run(_ request: GraphRequest, format: Arguments.GraphFormat) -> Int32 {
    switch GraphSession.run(request) {
    case .failure(.noFiles):
      Platform.writeStandardError("error: no Swift files to draw under \(request.paths.map(HumanText.escaped).joined(separator: ", "))\n")
      return 2
    case .failure(.unknownRoot(let name, let suggestion)):
      let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
      Platform.writeStandardError("error: no view named '\(HumanText.escaped(name))' in the graph\(hint)\n")
      return 2
    case .success(let outcome):
      let text: String
      switch format {
      case .html: text = GraphHTML.render(outcome.graph)
      case .dot: text = GraphDOT.render(outcome.graph)
      case .mermaid: text = GraphMermaid.render(outcome.graph)
      case .json: text = GraphJSON.render(outcome.graph)
      }
      guard output(text) else { return 2 }
      for error in outcome.errors {
        Platform.writeStandardError("error: \(HumanText.escaped(error.path)): \(HumanText.escaped(error.message))\n")
      }
      return outcome.errors.isEmpty ? 0 : 2
    }
  }
}
