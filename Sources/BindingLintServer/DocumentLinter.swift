import BindingLintPlatform
import BindingLintEngine
import BindingLintReporters

/// Lints one open document the way `bindinglint --force-exclude --stdin-filename PATH`
/// does (`LintSession` → `ProjectScope`): the buffer stands in for PATH's content in a run
/// over PATH's project, with the nearest `.bindinglint.json` above PATH. The configuration
/// is looked up on every analysis, so an edited configuration applies to the next one
/// without any cache to invalidate. A path the configuration excludes gets no
/// diagnostics, as a CI run over the tree would not lint it.
struct DocumentLinter {
  struct Outcome {
    var diagnostics: [Diagnostic]
    /// Why the document could not be linted (configuration error, invalid UTF-8), for the
    /// client's log.
    var problems: [String]
    /// Rules whose fixes `--fix` applies.
    var safeRules: Set<String>
  }

  var jobs = Platform.processorCount
  /// The projects' files and what is known of them, kept between keystrokes; the server
  /// invalidates it when files are saved or change on disk.
  let warm = WarmIndex()
  /// The configurations' baselines, parsed once per version of the file.
  let baselines = BaselineCache()

  func lint(path: String?, bytes: [UInt8]) -> Outcome {
    guard let path else {
      // Not a file (`untitled:`): the buffer alone, with the default rules, as `-` does.
      var request = LintRequest()
      request.stdin = ("<untitled>", bytes)
      request.jobs = 1
      return outcome(of: request)
    }
    var request = LintRequest()
    if let configurationPath = Configuration.find(from: Configuration.directory(above: path)) {
      switch Configuration.load(configurationPath) {
      case .success(let configuration):
        (request.rules, request.severities) = configuration.selectRules(enable: [], disable: [])
        request.filter = PathFilter(include: configuration.include, exclude: configuration.exclude, base: configuration.directory)
        // The configuration's baseline hides in the editor what it hides in CI.
        if let file = configuration.baseline {
          switch baselines.load(file) {
          case .success(let baseline): request.baseline = .hide(baseline)
          case .failure(let error): return Outcome(diagnostics: [], problems: [error.rendered], safeRules: [])
          }
        }
      case .failure(let error):
        return Outcome(diagnostics: [], problems: [error.rendered], safeRules: [])
      }
    }
    request.stdin = (path, bytes)
    // The editor offers unsafe fixes too, titled as such and never preferred (`CodeActions`).
    request.unsafeFixes = true
    request.forceExclude = true
    request.warmIndex = warm
    request.jobs = jobs
    return outcome(of: request)
  }

  private func outcome(of request: LintRequest) -> Outcome {
    let result = LintSession.run(request, writer: request.writer)
    let safeRules = request.fixableRuleIDs
    let problems = result.report.errors.map { "\($0.path): \($0.message)" }
    return Outcome(diagnostics: result.report.diagnostics, problems: problems, safeRules: safeRules)
  }
}
