import BindingLintPlatform
import BindingLintRules
import BindingLintEngine

/// The one place a format becomes its writer: the CLI and the language server pick a
/// reporter through here, and the engine only sees the `ReportWriter` it is handed.
extension LintRequest.Format {
  /// The writer of this format; SARIF lists `rules` and names `sourceRoot`.
  package func writer(rules: [RuleDescription], color: Bool, quiet: Bool, sourceRoot: @autoclosure () -> String) -> any ReportWriter {
    switch self {
    case .text: TextReporter(color: color, quiet: quiet)
    case .json: JSONReporter()
    case .sarif: SARIFReporter(rules: rules, version: BindingLintVersion.current, sourceRoot: sourceRoot())
    case .github: GitHubReporter()
    case .xcode: XcodeReporter()
    }
  }
}

extension LintRequest {
  /// The writer of `format` with this request's rules, colour and quietness: what
  /// `LintSession.run` is handed.
  package func writer(_ format: Format) -> any ReportWriter {
    format.writer(rules: rules.map { type(of: $0).description }, color: color, quiet: quiet, sourceRoot: Platform.currentDirectory())
  }
}
