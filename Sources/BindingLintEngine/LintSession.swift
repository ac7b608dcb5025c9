import BindingLintPlatform
import BindingLintRules

/// One `bindinglint lint` invocation, minus argument parsing: discover, lint, fix, render.
/// The CLI builds a `LintRequest`, runs it, prints the texts and maps the outcome to an
/// exit code; tests drive the same path in-process.
package struct LintRequest: Sendable {
  package enum Format: String, Sendable, CaseIterable {
    case text, json, sarif, github, xcode
  }

  package var paths: [String] = ["."]
  package var format: Format = .text
  package var rules: [any Rule] = RuleRegistry.enabledByDefault
  /// Severities that differ from the rules' defaults (from the configuration file).
  package var severities: [String: RuleDescription.Severity] = [:]
  package var strict = false
  package var fix = false
  /// `--unsafe-fixes`: with `fix`, apply unsafe fixes too; either way, report them as
  /// available (JSON `fix` with `"safety": "unsafe"`, SARIF `fixes`, editor actions).
  /// Without it, unsafe fixes are only counted (the summary's "more with --unsafe-fixes").
  package var unsafeFixes = false
  package var jobs = Platform.processorCount
  package var quiet = false
  package var color = false
  package var filter = PathFilter()
  /// `--stdin-filename`: lint these bytes (read from standard input) as this path, in a
  /// run over the path's project (`ProjectScope`).
  package var stdin: (path: String, bytes: [UInt8])?
  /// `--force-exclude`: `filter` also applies to paths named on the command line and to
  /// the `--stdin-filename` path.
  package var forceExclude = false
  /// `--baseline`, `--baseline-prune`, `--write-baseline` (or the configuration's `baseline`).
  package var baseline: BaselineUse?
  /// Fill in each diagnostic's `construct` even without a `baseline` (for a caller that
  /// records one from the report itself); a run with a baseline always does.
  package var keepsBaselineConstructs = false

  package init() {}

  /// Keep the project's index between requests (the language server); nil for one run.
  package var warmIndex: WarmIndex?

  /// Where `--stdin-filename` keeps what it learnt of the project's files between runs
  /// (`NameCache.directory`); nil (`--no-cache`, tests) reads every file each time.
  package var cacheDirectory: String?

  /// Called with each file's path before it is analysed (`Runner.beforeFile`): a front
  /// end's test hook; nil in use.
  package var beforeFile: (@Sendable (String) -> Void)?
  /// `--timings`: the run's CPU time per phase and per rule is gathered here.
  package var timings: TimingsCollector?
  /// The process exits soon after this run (the command line): the files, the index and
  /// the decisions are left to the exit instead of being freed one object at a time
  /// (`KeptUntilExit`). Never for a long-lived caller (the language server, tests).
  package var endsProcess = false

  /// The rules whose fixes may be offered at all (`FixSafety.offersFixes`; advice-only
  /// rules' edits never are): what `--fix`, the streamed and whole reports and the editor share.
  package var fixableRuleIDs: Set<String> {
    Set(rules.filter { type(of: $0).description.fixSafety.offersFixes }.map(\.id))
  }
}

package struct LintOutcome: Sendable {
  package var report: Report
  /// What goes to standard output: the rendered report (empty when `fixedSource` is set).
  package var output: String
  /// Notes for standard error (what `--fix` did).
  package var notes: String
  /// Errors that are not about one file's content (fix failures).
  package var fixErrors: [FileError] = []
  /// `--fix --stdin-filename`: the source for standard output, fixed, or byte for byte as
  /// it came when it cannot be linted.
  package var fixedSource: [UInt8]?
  /// `--fix --stdin-filename`: what was not fixed (remaining findings, errors), for
  /// standard error, since standard output carries the source.
  package var unfixed = ""
  /// Set when a run over paths (not standard input) linted no file and could read every
  /// path: the front end decides whether that is an error.
  package var nothingToLint: NothingToLint?

  package enum NothingToLint: Equatable, Sendable {
    /// `--force-exclude` left none of the paths given (pre-commit with every staged file
    /// excluded): what the configuration asks for.
    case everyPathExcluded
    /// The paths hold no Swift file the configuration admits; `someExcluded` when the
    /// filter turned some away.
    case noFiles(someExcluded: Bool)
  }
}

package enum LintSession {
  /// `writer` gives the reporter of a format (the front end picks them; the engine knows
  /// none). With `output`, a report that can be streamed (`StreamedReport`) is written to
  /// it as the run decides it, and `LintOutcome.output` is empty.
  package static func run(
    _ request: LintRequest, writer: (LintRequest.Format) -> any ReportWriter, output: ((String) -> Void)? = nil
  ) -> LintOutcome {
    let stream = output.flatMap { StreamedReport(request, writer: writer(request.format), output: $0) }
    var runner = Runner(rules: request.rules, severities: request.severities, jobs: request.jobs, strict: request.strict)
    runner.warmIndex = request.warmIndex
    runner.beforeFile = request.beforeFile
    runner.timings = request.timings
    runner.keepsFilesUntilExit = request.endsProcess && request.warmIndex == nil
    runner.recordsContentHashes = request.fix
    runner.recordsBaselineConstructs = request.baseline != nil || request.keepsBaselineConstructs
    var discovery = Discovery(filter: request.filter)
    var missing: [FileError] = []
    var linted: [String] = []
    var everyPathExcluded = false
    /// The buffer's path as the disk spells it, and as given (`DiskSpelling`): globs,
    /// the project and the baseline see the first, the report shows the second.
    var respelledStandardInput: (spelled: String, given: String)?
    let result: Runner.Result
    if let stdin = request.stdin {
      let spelled = DiskSpelling.respelled(stdin.path)
      respelledStandardInput = (spelled, stdin.path)
      if request.forceExclude && !request.filter.admits(explicit: spelled) {
        result = runner.run([])
      } else {
        result = ProjectScope.lint(
          stdin.bytes, as: spelled, runner: runner, filter: request.filter, cacheDirectory: request.cacheDirectory)
        linted = [spelled]
      }
    } else {
      let paths = request.forceExclude ? zip(request.paths, DiskSpelling.respelled(request.paths)).filter { path, spelled in
        request.filter.admits(explicit: spelled, isDirectory: Platform.isDirectory(path))
      }.map(\.0) : request.paths
      everyPathExcluded = !request.paths.isEmpty && paths.isEmpty
      // Files are linted as the walk finds them.
      result = runner.run(streaming: { add in
        missing = discovery.discover(paths) { file in
          add(Runner.Input(path: file.path, project: file.project))
          linted.append(file.path.display)
        }
          .map { FileError(path: $0.path, message: $0.message) }
      }, deliver: stream?.file)
    }
    var report = result.report
    report.errors = (report.errors + missing).sorted { Platform.utf8Precedes($0.path, $1.path) }
    var nothingToLint: LintOutcome.NothingToLint?
    if request.stdin == nil && report.fileCount == 0 && report.errors.isEmpty {
      nothingToLint = everyPathExcluded ? .everyPathExcluded : .noFiles(someExcluded: discovery.filteredOut > 0)
    }
    var notes = ""
    for (path, target) in discovery.linksOutOfTree {
      notes += "note: \(path): not followed: a symbolic link out of the linted folder (to \(target)); name it to lint it\n"
    }
    var fixErrors: [FileError] = []
    let safeRules = request.fixableRuleIDs
    report.withholdUnsafeFixes(unless: request.unsafeFixes, fixableRules: safeRules)

    var fixedSource: [UInt8]?
    if request.fix, let stdin = request.stdin {
      fixedSource = fixStandardInput(stdin.bytes, report: &report, safeRules: safeRules)
    } else if request.fix {
      let applied = FixApplier.apply(report, contentHashes: result.contentHashes, safeRules: safeRules, jobs: request.jobs)
      report.fixed = applied.applied.map { report.diagnostics[$0] }
      report.diagnostics = report.diagnostics.enumerated().filter { !applied.fixed.contains($0.offset) }.map(\.element)
      fixErrors = applied.errors
      let count = applied.applied.count, files = applied.fixedFiles.count
      if count > 0 { notes += "fixed \(count) issue\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")\n" }
      let stale = applied.staleTemporariesRemoved
      if stale > 0 { notes += "removed \(stale) temporary file\(stale == 1 ? "" : "s") left by an interrupted --fix\n" }
    }
    // Writing the report is the report phase's, measured on this thread.
    var watch = Stopwatch(running: request.timings != nil)
    var written = RunTimings()
    defer {
      watch.lap(into: &written, .report)
      request.timings?.add(written)
    }
    if let stream {
      let applied = stream.end(&report, linted: linted)
      return LintOutcome(
        report: report, output: "", notes: notes + applied.notes, fixErrors: fixErrors + applied.errors, nothingToLint: nothingToLint)
    }
    if let baseline = request.baseline {
      let applied = baseline.apply(to: &report, linted: linted)
      notes += applied.notes
      fixErrors += applied.errors
      report.recountWithheldUnsafeFixes()
    }
    if let (spelled, given) = respelledStandardInput, spelled != given {
      let givenPath = Platform.FilePath(given)
      for index in report.diagnostics.indices { report.diagnostics[index].path = givenPath }
      for index in report.errors.indices { report.errors[index].path = given }
      report.fixed = report.fixed?.map { diagnostic in
        var renamed = diagnostic
        renamed.path = givenPath
        return renamed
      }
    }
    guard let fixedSource else {
      var whole = writer(request.format)
      return LintOutcome(report: report, output: whole.renderWhole(report), notes: notes, fixErrors: fixErrors, nothingToLint: nothingToLint)
    }
    // Standard output carries the source: what was not fixed goes to standard error, one
    // line per finding for `text`, the requested format otherwise.
    let remains = !report.diagnostics.isEmpty || !report.errors.isEmpty
    var remaining = writer(request.format == .text ? .xcode : request.format)
    let unfixed = !remains ? "" : remaining.renderWhole(report)
    return LintOutcome(report: report, output: "", notes: notes, fixErrors: fixErrors, fixedSource: fixedSource, unfixed: unfixed)
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
