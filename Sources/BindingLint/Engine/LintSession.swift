/// One `bindinglint lint` invocation, minus argument parsing: discover, lint, fix, render.
/// The CLI builds a `LintRequest`, runs it, prints the texts and maps the outcome to an
/// exit code; tests drive the same path in-process.
public struct LintRequest: Sendable {
  public enum Format: String, Sendable, CaseIterable {
    case text, json, sarif, github, xcode
  }

  public var paths: [String] = ["."]
  public var format: Format = .text
  public var rules: [any Rule] = RuleRegistry.enabledByDefault
  /// Severities that differ from the rules' defaults (from the configuration file).
  public var severities: [String: RuleDescription.Severity] = [:]
  public var strict = false
  public var fix = false
  public var jobs = Platform.processorCount
  public var quiet = false
  public var color = false
  public var filter = PathFilter()
  /// `--stdin-filename`: lint these bytes (read from standard input) as this path, in a
  /// run over the path's project (`ProjectScope`).
  public var stdin: (path: String, bytes: [UInt8])?
  /// `--force-exclude`: `filter` also applies to paths named on the command line and to
  /// the `--stdin-filename` path.
  public var forceExclude = false

  public init() {}

  /// Keep the project's index between requests (the language server); nil for one run.
  public var warmIndex: WarmIndex?
}

public struct LintOutcome: Sendable {
  public var report: Report
  /// What goes to standard output (the rendered report, or fixed source in stdin mode).
  public var output: String
  /// Notes for standard error (what `--fix` did).
  public var notes: String
  /// Errors that are not about one file's content (fix failures).
  public var fixErrors: [FileError]
}

public enum LintSession {
  public static func run(_ request: LintRequest) -> LintOutcome {
    var runner = Runner(rules: request.rules, severities: request.severities, jobs: request.jobs, strict: request.strict)
    runner.warmIndex = request.warmIndex
    var discovery = Discovery(filter: request.filter)
    var missing: [FileError] = []
    let result: Runner.Result
    if let stdin = request.stdin {
      if request.forceExclude && !request.filter.admits(explicit: stdin.path) {
        result = runner.run([])
      } else {
        result = ProjectScope.lint(stdin.bytes, as: stdin.path, runner: runner, filter: request.filter)
      }
    } else {
      let paths = request.forceExclude ? request.paths.filter { path in
        request.filter.admits(explicit: path, isDirectory: Platform.entryType(path) == .directory)
      } : request.paths
      // Files are linted as the walk finds them.
      result = runner.run { add in
        missing = discovery.discover(paths) { file in
          add(Runner.Input(path: file.path, project: file.project, isRegularFile: file.isRegularFile))
        }
          .map { FileError(path: $0.path, message: $0.message) }
      }
    }
    var report = result.report
    report.errors = (report.errors + missing).sorted { Platform.utf8Precedes($0.path, $1.path) }
    var notes = ""
    var fixErrors: [FileError] = []
    let safeRules = Set(request.rules.filter { type(of: $0).description.fixSafety == .safe }.map(\.id))

    if request.fix, let stdin = request.stdin {
      // Stdin mode prints the fixed source, as formatters do.
      let fixable = report.diagnostics.filter { $0.fix != nil && safeRules.contains($0.ruleID) }
      let (bytes, _) = FixApplier.applying(fixable.map { $0.fix?.edits ?? [] }, to: stdin.bytes)
      return LintOutcome(report: report, output: String(decoding: bytes, as: UTF8.self), notes: "", fixErrors: [])
    }
    if request.fix {
      let applied = FixApplier.apply(report, contentHashes: result.contentHashes, safeRules: safeRules)
      report.diagnostics = report.diagnostics.enumerated().filter { !applied.fixed.contains($0.offset) }.map(\.element)
      fixErrors = applied.errors
      if !applied.fixed.isEmpty {
        let count = applied.fixed.count
        notes += "fixed \(count) issue\(count == 1 ? "" : "s") in \(applied.fixedFiles.count) file\(applied.fixedFiles.count == 1 ? "" : "s")\n"
      }
    }
    let output: String
    switch request.format {
    case .text: output = TextReporter.render(report, color: request.color, quiet: request.quiet)
    case .json: output = JSONReporter.render(report)
    case .sarif: output = SARIFReporter.render(report, rules: request.rules.map { type(of: $0).description }, version: BindingLintVersion.current)
    case .github: output = GitHubReporter.render(report)
    case .xcode: output = XcodeReporter.render(report)
    }
    return LintOutcome(report: report, output: output, notes: notes, fixErrors: fixErrors)
  }
}
