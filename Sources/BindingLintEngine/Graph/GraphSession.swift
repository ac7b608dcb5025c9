import BindingLintPlatform
import BindingLintSyntax
import BindingLintRules

/// One `bindinglint graph` invocation, minus argument parsing and rendering: discover the
/// files, lint them with every file parsed and the view graph collected, and build the
/// `AppGraph` from the run's index and findings. The CLI renders it with a reporter.
package struct GraphRequest: Sendable {
  package var paths: [String] = ["."]
  /// The rules whose findings the graph shows on their views (the configuration's).
  package var rules: [any Rule] = RuleRegistry.enabledByDefault
  package var severities: [String: RuleDescription.Severity] = [:]
  package var filter = PathFilter()
  package var jobs = Platform.processorCount
  /// `--root VIEW`: draw only what this view reaches.
  package var root: String?

  package init() {}
}

package struct GraphOutcome: Sendable {
  package var graph: AppGraph
  /// Files that could not be read, and paths that do not exist.
  package var errors: [FileError]
  package var fileCount: Int
}

package enum GraphSession {
  package enum Failure: Error, Equatable {
    /// `--root` names no view of the graph; the closest name, for a hint.
    case unknownRoot(String, suggestion: String?)
    /// Discovery found nothing to read.
    case noFiles
  }

  package static func run(_ request: GraphRequest) -> Result<GraphOutcome, Failure> {
    var runner = Runner(rules: request.rules, severities: request.severities, jobs: request.jobs)
    runner.drawsViewGraph = true
    runner.parsesEveryFile = true
    runner.keepsIndex = true
    runner.recordsContentHashes = false
    runner.recordsBaselineConstructs = false
    var discovery = Discovery(filter: request.filter)
    let found = discovery.discover(request.paths)
    guard !found.files.isEmpty else { return .failure(.noFiles) }
    let result = runner.run(found.files.map { Runner.Input(path: $0.path, project: $0.project) })
    var graph = result.index.map { AppGraphBuilder(index: $0).build(diagnostics: result.report.diagnostics) } ?? AppGraph()
    if let root = request.root {
      guard let focused = graph.focused(on: root) else {
        return .failure(.unknownRoot(root, suggestion: Spelling.closest(to: root, in: graph.viewNames())))
      }
      graph = focused
    }
    let errors = result.report.errors + found.missing.map { FileError(path: $0.path, message: $0.message) }
    return .success(GraphOutcome(graph: graph, errors: errors, fileCount: result.report.fileCount))
  }
}
