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
  /// `--unsafe-fixes`: with `fix`, apply unsafe fixes too; either way, report them as
  /// available (JSON `fix` with `"safety": "unsafe"`, SARIF `fixes`, editor actions).
  /// Without it, unsafe fixes are only counted (the summary's "more with --unsafe-fixes").
  public var unsafeFixes = false
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
  /// `--baseline`, `--baseline-prune`, `--write-baseline` (or the configuration's `baseline`).
  public var baseline: BaselineUse?
  /// Fill in each diagnostic's `construct` even without a `baseline` (for a caller that
  /// records one from the report itself); a run with a baseline always does.
  public var keepsBaselineConstructs = false

  public init() {}

  /// Keep the project's index between requests (the language server); nil for one run.
  public var warmIndex: WarmIndex?

  /// Where `--stdin-filename` keeps what it learnt of the project's files between runs
  /// (`NameCache.directory`); nil (`--no-cache`, tests) reads every file each time.
  public var cacheDirectory: String?

  /// The rules whose fixes may be offered at all (`FixSafety.safe`; advice-only rules'
  /// edits never are): what `--fix`, the streamed and whole reports and the editor share.
  public var fixableRuleIDs: Set<String> {
    Set(rules.filter { type(of: $0).description.fixSafety == .safe }.map(\.id))
  }
}

public struct LintOutcome: Sendable {
  public var report: Report
  /// What goes to standard output: the rendered report (empty when `fixedSource` is set).
  public var output: String
  /// Notes for standard error (what `--fix` did).
  public var notes: String
  /// Errors that are not about one file's content (fix failures).
  public var fixErrors: [FileError] = []
  /// `--fix --stdin-filename`: the source for standard output, fixed, or byte for byte as
  /// it came when it cannot be linted.
  public var fixedSource: [UInt8]?
  /// `--fix --stdin-filename`: what was not fixed (remaining findings, errors), for
  /// standard error, since standard output carries the source.
  public var unfixed = ""
}

public enum LintSession {
  /// With `output`, a report that can be streamed (`StreamedReport`) is written to it as
  /// the run decides it, and `LintOutcome.output` is empty.
  public static func run(_ request: LintRequest, output: ((String) -> Void)? = nil) -> LintOutcome {
    let stream = output.flatMap { StreamedReport(request, output: $0) }
    var runner = Runner(rules: request.rules, severities: request.severities, jobs: request.jobs, strict: request.strict)
    runner.warmIndex = request.warmIndex
    runner.recordsContentHashes = request.fix
    runner.recordsBaselineConstructs = request.baseline != nil || request.keepsBaselineConstructs
    var discovery = Discovery(filter: request.filter)
    var missing: [FileError] = []
    var linted: [String] = []
    var rawPaths: [String: [UInt8]] = [:]
    let result: Runner.Result
    if let stdin = request.stdin {
      if request.forceExclude && !request.filter.admits(explicit: stdin.path) {
        result = runner.run([])
      } else {
        result = ProjectScope.lint(
          stdin.bytes, as: stdin.path, runner: runner, filter: request.filter, cacheDirectory: request.cacheDirectory)
        linted = [stdin.path]
      }
    } else {
      let paths = request.forceExclude ? request.paths.filter { path in
        request.filter.admits(explicit: path, isDirectory: Platform.isDirectory(path))
      } : request.paths
      // Files are linted as the walk finds them.
      result = runner.run(streaming: { add in
        missing = discovery.discover(paths) { file in
          add(Runner.Input(path: file.path, project: file.project, pathBytes: file.pathBytes))
          linted.append(file.path)
          if let raw = file.pathBytes { rawPaths[file.path] = raw }
        }
          .map { FileError(path: $0.path, message: $0.message) }
      }, deliver: stream?.file)
    }
    var report = result.report
    report.errors = (report.errors + missing).sorted { Platform.utf8Precedes($0.path, $1.path) }
    var notes = ""
    var fixErrors: [FileError] = []
    let safeRules = request.fixableRuleIDs
    report.withholdUnsafeFixes(unless: request.unsafeFixes, fixableRules: safeRules)

    var fixedSource: [UInt8]?
    if request.fix, let stdin = request.stdin {
      fixedSource = fixStandardInput(stdin.bytes, report: &report, safeRules: safeRules)
    } else if request.fix {
      let applied = FixApplier.apply(report, contentHashes: result.contentHashes, safeRules: safeRules, rawPaths: rawPaths, jobs: request.jobs)
      report.fixed = applied.applied.map { report.diagnostics[$0] }
      report.diagnostics = report.diagnostics.enumerated().filter { !applied.fixed.contains($0.offset) }.map(\.element)
      fixErrors = applied.errors
      let count = applied.applied.count, files = applied.fixedFiles.count
      if count > 0 { notes += "fixed \(count) issue\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")\n" }
      let stale = applied.staleTemporariesRemoved
      if stale > 0 { notes += "removed \(stale) temporary file\(stale == 1 ? "" : "s") left by an interrupted --fix\n" }
    }
    if let stream {
      let applied = stream.end(&report, linted: linted)
      return LintOutcome(report: report, output: "", notes: notes + applied.notes, fixErrors: fixErrors + applied.errors)
    }
    if let baseline = request.baseline {
      let applied = baseline.apply(to: &report, linted: linted)
      notes += applied.notes
      fixErrors += applied.errors
    }
    guard let fixedSource else {
      return LintOutcome(report: report, output: render(report, request), notes: notes, fixErrors: fixErrors)
    }
    // Standard output carries the source: what was not fixed goes to standard error, one
    // line per finding for `text`, the requested format otherwise.
    let remains = !report.diagnostics.isEmpty || !report.errors.isEmpty
    let unfixed = !remains ? "" : request.format == .text ? XcodeReporter.render(report) : render(report, request)
    return LintOutcome(report: report, output: "", notes: notes, fixErrors: fixErrors, fixedSource: fixedSource, unfixed: unfixed)
  }

  private static func render(_ report: Report, _ request: LintRequest) -> String {
    switch request.format {
    case .text: TextReporter.render(report, color: request.color, quiet: request.quiet)
    case .json: JSONReporter.render(report)
    case .sarif: SARIFReporter.render(report, rules: request.rules.map { type(of: $0).description }, version: BindingLintVersion.current, sourceRoot: Platform.currentDirectory())
    case .github: GitHubReporter.render(report)
    case .xcode: XcodeReporter.render(report)
    }
  }

  /// Stdin mode prints the fixed source, as formatters do; input that cannot be linted is
  /// echoed unchanged. Fixed diagnostics move from `diagnostics` to `fixed`.
  private static func fixStandardInput(_ bytes: [UInt8], report: inout Report, safeRules: Set<String>) -> [UInt8] {
    guard report.errors.isEmpty else { return bytes }
    let fixable = report.diagnostics.indices.filter { report.diagnostics[$0].fix != nil && safeRules.contains(report.diagnostics[$0].ruleID) }
    let (fixed, taken) = FixApplier.applying(fixable.map { report.diagnostics[$0].fix?.edits ?? [] }, to: bytes)
    let fixedIndices = Set(taken.map { fixable[$0] })
    report.fixed = fixedIndices.sorted().map { report.diagnostics[$0] }
    report.diagnostics = report.diagnostics.indices.filter { !fixedIndices.contains($0) }.map { report.diagnostics[$0] }
    return fixed
  }
}
