import Dispatch
import BindingLintPlatform
import BindingLintIndex
import BindingLintRules

/// Lints a set of files: discovery's output in, a sorted `Report` out.
///
/// Pass 1 runs on `jobs` threads, one file at a time each, starting while discovery still
/// walks: read, check UTF-8, scan for the rules' triggers, and, when one occurs, lex and
/// parse, run the rules whose triggers occur, collect the file's type facts, and place
/// their pending findings (line, column, source line) while the bytes are at hand; a file
/// without triggers, or whose rules found nothing (`defersFactsOfQuietFiles`), keeps only
/// the type names it may declare. The file is then dropped.
/// Pass 2 decides the pending findings against the type index, parsing the skipped files
/// a decision may depend on (`OnDemandDecisions`). Output order is by path and position,
/// whatever `jobs` is.
package struct Runner: Sendable {
  package struct Input: Sendable {
    /// The file's path as discovery found it (`Discovery.File.path`): what it is read by,
    /// and, shown, what its diagnostics are reported under.
    package var path: Platform.FilePath
    package var project: String?
    /// The source, when it does not come from disk (`--stdin-filename`, tests).
    package var bytes: [UInt8]?
    /// The file only lends its type facts to the index: no rule reads it and nothing about
    /// it is reported, not even that it cannot be read (`--stdin-filename`'s project).
    package var indexOnly: Bool
    /// For an index-only file: what an earlier run learnt of it (`WarmIndex`), used
    /// instead of reading it, and filled in when it is read.
    package var known: KnownFile?
    /// Which file it is, when discovery knew (`Discovery.File.identity`): how a buffer's
    /// run knows the buffer's own file under another spelling.
    package var identity: Platform.FileIdentity?
    /// Pass 1's outcome when the caller already ran it on this very input (`ProjectScope`
    /// looks at the buffer's findings before choosing its run): the run does not repeat it.
    var passOne: Box<FileOutcome>?

    package init(
      path: Platform.FilePath, project: String?, bytes: [UInt8]? = nil, indexOnly: Bool = false, known: KnownFile? = nil
    ) {
      self.path = path
      self.project = project
      self.bytes = bytes
      self.indexOnly = indexOnly
      self.known = known
    }

    /// A path given as text (`--stdin-filename`, the name cache, tests).
    package init(path: String, project: String?, bytes: [UInt8]? = nil, indexOnly: Bool = false, known: KnownFile? = nil) {
      self.init(path: Platform.FilePath(path), project: project, bytes: bytes, indexOnly: indexOnly, known: known)
    }
  }

  package var rules: [any Rule] {
    didSet { rulesViewGraphExtent = Self.viewGraphExtent(of: rules) }
  }
  package var severities: [String: RuleDescription.Severity]
  package var jobs: Int
  package var strict: Bool
  /// Parse every file for its type facts instead of only those a decision may depend on.
  /// The report is the same either way; tests use this to check that it is.
  package var parsesEveryFile = false
  /// A run over a buffer's project (`ProjectScope`) keeps the project's files, and what it
  /// learns of them, here for the next run (the language server); nil for one run.
  package var warmIndex: WarmIndex?
  /// The rules arranged for the pre-filter, when the caller runs the same rules many times
  /// (the fuzz target, once per input); nil: arranged per run.
  var plan: RulePlan?
  /// The files, their outcomes and the decisions' state stay allocated until the process
  /// exits instead of being freed one by one (`KeptUntilExit`): a one-shot run (the command
  /// line, an editor's save) pays milliseconds for a teardown the exit does for free.
  var keepsFilesUntilExit = false
  /// Called with each file's path before it is analysed: a front end's test hook (a pause
  /// that lets a test see what was written before a file); nil in use.
  package var beforeFile: (@Sendable (String) -> Void)?
  /// `--timings`: where the run's CPU time goes, per phase and per rule; nil (no clock
  /// read at all) otherwise.
  package var timings: TimingsCollector?

  package init(rules: [any Rule], severities: [String: RuleDescription.Severity] = [:], jobs: Int = Platform.processorCount, strict: Bool = false) {
    self.rules = rules
    self.severities = severities
    self.jobs = max(1, jobs)
    self.strict = strict
    rulesViewGraphExtent = Self.viewGraphExtent(of: rules)
  }

  /// How much of the view graph the run's rules read: the most any of them declares.
  private var rulesViewGraphExtent: ViewGraphFacts.Extent
  /// Collect the whole view graph whatever the rules (`bindinglint graph` draws it).
  package var drawsViewGraph = false
  /// Whether pass 1 may leave a parsed file's type facts to the decisions when none of its
  /// rules reports anything and none reads them while checking: the file then keeps only
  /// the names it may declare, and a decision that asks about one parses it again
  /// (`OnDemandDecisions`). Not when the index must hold every file the run read (every
  /// file parsed, the graph drawn, the index kept or warm for the next run), nor under
  /// `--fix`, which checks each parsed file's hash before writing it.
  var defersFactsOfQuietFiles: Bool {
    !parsesEveryFile && !drawsViewGraph && !keepsIndex && warmIndex == nil && !recordsContentHashes
  }
  /// Return the index with the report (`Result.index`).
  package var keepsIndex = false
  /// How much of its view graph (`ViewGraphFacts`) a parsed file's facts include.
  package var viewGraphExtent: ViewGraphFacts.Extent { drawsViewGraph ? .environment : rulesViewGraphExtent }
  /// Whether parsed files' facts include their view graph at all.
  package var collectsViewGraph: Bool { viewGraphExtent > .none }

  private static func viewGraphExtent(of rules: [any Rule]) -> ViewGraphFacts.Extent {
    rules.reduce(.none) { extent, rule in max(extent, (rule as? any ViewGraphRule)?.viewGraphExtent ?? .none) }
  }

  /// Whether the result holds each parsed file's content hash (`--fix` needs them to
  /// refuse a file that changed since it was read; a plain run does not keep a path and a
  /// hash per file until the end).
  package var recordsContentHashes = true

  /// Whether each finding carries its baseline construct (`BaselineConstruct`): only a run
  /// with a baseline to apply or write reads it, and normalizing and hashing the whole
  /// construct per finding costs findings × construct length (nested findings in a file
  /// whose braces never close: each spans to the end).
  package var recordsBaselineConstructs = true

  package struct Result: Sendable {
    package var report: Report
    /// Hash of each parsed file's bytes as linted, for `--fix` (empty unless
    /// `recordsContentHashes`).
    package var contentHashes: [Platform.FilePath: UInt64]
    /// The type index the findings were decided against (`keepsIndex` only): what
    /// `bindinglint graph` draws.
    package var index: TypeIndex?
  }

  package func run(_ inputs: [Input]) -> Result {
    run { add in inputs.forEach(add) }
  }

  /// Lints what `produce` passes to `add`, with the files `cached` returns once it is done
  /// (index-only files the name cache vouches for, `CachedFiles`) joining the index unread.
  func run(streaming produce: (_ add: (Input) -> Void) -> Void, cached: () -> CachedFiles?) -> Result {
    run(streaming: produce, deliver: nil, cached: cached)
  }

  /// Lints the files `produce` passes to `add` (discovery's walk, say) while it is still
  /// producing them: `jobs - 1` workers start with the first file, and the calling thread
  /// joins them when `produce` returns. The report does not depend on the order of files.
  ///
  /// With `deliver`, each file's diagnostics go to it in path order as soon as they are
  /// final (`PathOrderRelease`), from one thread at a time, and the report holds none;
  /// without, the report holds them all.
  package func run(streaming produce: (_ add: (Input) -> Void) -> Void, deliver: (([Diagnostic]) -> Void)? = nil) -> Result {
    run(streaming: produce, deliver: deliver, cached: { nil })
  }

  private func run(
    streaming produce: (_ add: (Input) -> Void) -> Void, deliver: (([Diagnostic]) -> Void)?, cached: () -> CachedFiles?
  ) -> Result {
    let collected = CollectedDiagnostics()
    let release = PathOrderRelease(deliver: deliver ?? collected.append)
    let queue = WorkQueue()
    let workers = DispatchGroup()
    let plan = self.plan ?? RulePlan(rules)
    // Read anew each run: an editor's session sees a project file the user changed.
    let macTargets = ProjectMacTargets()
    let work: @Sendable () -> Void = {
      var timings = RunTimings()
      while let (index, input) = queue.take() {
        self.beforeFile?(input.path.display)
        var outcome = self.analyze(input, plan: plan, macTargets: macTargets, timings: &timings)
        var watch = Stopwatch(running: self.timings != nil)
        let final = self.finalDiagnostics(input, &outcome)
        queue.finish(index, outcome)
        release.finished(index, final)
        watch.lap(into: &timings, .report)
      }
      self.timings?.add(timings)
    }
    var started = 0
    produce { input in
      // A helper per file until there are `jobs - 1`: one file (an editor's save) with
      // one job starts no thread at all.
      let count = queue.add(input)
      if started < jobs - 1 && count > started {
        started += 1
        DispatchQueue.global().async(group: workers, execute: work)
      }
    }
    queue.close(workers: started + 1)
    let order = Self.pathOrder(queue.inputs)
    release.start(order)
    work()
    workers.wait()
    // From here on, files are in path order, as if discovered sorted. Outcomes are moved,
    // not copied: copying eleven thousand of them cost milliseconds of reference counting.
    var (arrived, outcomes) = queue.takeResults()
    var inputs: [Input] = []
    var results: [FileOutcome] = []
    inputs.reserveCapacity(arrived.count)
    results.reserveCapacity(arrived.count)
    for index in order {
      inputs.append(arrived[index])
      results.append(outcomes[index].take() ?? FileOutcome(error: "internal error: file was not analysed"))
    }
    arrived = []
    outcomes = []
    var result = finish(inputs, consume results, cached: cached(), release: release, deliver: deliver ?? collected.append)
    if deliver == nil { result.report.diagnostics = collected.take() }
    return result
  }

  /// The order of `inputs` by path, byte-wise: the paths are laid end to end in one buffer
  /// so each comparison is a `memcmp`, with no string copied or retained.
  static func pathOrder(_ inputs: [Input]) -> [Int] {
    var bytes: [UInt8] = []
    var bounds: [Range<Int>] = []
    bounds.reserveCapacity(inputs.count)
    for input in inputs {
      let start = bytes.count
      bytes.append(contentsOf: input.path.display.utf8)
      bounds.append(start..<bytes.count)
    }
    return bytes.withUnsafeBufferPointer { buffer in
      inputs.indices.sorted { a, b in
        Platform.bytesPrecede(UnsafeBufferPointer(rebasing: buffer[bounds[a]]), UnsafeBufferPointer(rebasing: buffer[bounds[b]]))
      }
    }
  }

  /// Pass 2: decisions, then the files pass 1 could not deliver, in path order.
  /// `results` is consumed: facts and names are moved out of it, not copied with it.
  /// `cached` files join the index in their place in path order, with only their names.
  func finish(
    _ inputs: [Input], _ results: consuming [FileOutcome], cached: CachedFiles?, release: PathOrderRelease,
    deliver: ([Diagnostic]) -> Void
  ) -> Result {
    // One pass gathers what the decisions need, moving facts and names out of the outcomes.
    var pending: [PendingFinding] = []
    var facts: [TypeFacts?] = []
    var declaredNames: [DeclaredNames.Hashes?] = []
    var projects = Set<String>()
    var hashes: [Platform.FilePath: UInt64] = [:]
    // Position in the run's path order → an input's index, or `~member` of `cached`.
    let order = cached.map { $0.merged(with: inputs) }
    let count = order?.count ?? results.count
    facts.reserveCapacity(count)
    declaredNames.reserveCapacity(count)
    pending.reserveCapacity(results.reduce(0) { $0 + $1.pending.count })
    var lastProject: String?
    for position in 0..<count {
      let index = order?[position] ?? position
      if index < 0, let cached {
        facts.append(nil)
        declaredNames.append(cached.names(~index))
        if let project = cached.project(~index), project != lastProject {
          projects.insert(project)
          lastProject = project
        }
        continue
      }
      // Files in path order come a project at a time: hash each project once, not per file.
      if let project = inputs[index].project, project != lastProject {
        projects.insert(project)
        lastProject = project
      }
      if recordsContentHashes && results[index].facts != nil { hashes[inputs[index].path] = results[index].contentHash }
      facts.append(results[index].facts.take())
      declaredNames.append(results[index].declaredNames.take())
      for placed in results[index].pending { pending.append(placed.pending) }
    }
    var rounds = OnDemandDecisions(
      pending: pending, facts: facts, declaredNames: declaredNames, projects: projects,
      parse: { position in
        let index = order?[position] ?? position
        guard index < 0, let cached else { return self.facts(of: inputs[index]) }
        return self.facts(of: cached.input(~index))
      }, jobs: jobs)
    facts = []
    declaredNames = []
    rounds.timings = timings
    let decisions = rounds.run()
    var watch = Stopwatch(running: timings != nil)
    var reportTimings = RunTimings()
    defer {
      watch.lap(into: &reportTimings, .report)
      timings?.add(reportTimings)
    }

    // Files pass 1 delivered are done; the others go out in path order, each dropped once written.
    let (delivered, held) = release.stop()
    var errors: [FileError] = []
    var next = 0
    for (position, (input, outcome)) in zip(inputs, results).enumerated() where !input.indexOnly {
      if let error = outcome.error {
        errors.append(FileError(path: input.path.display, message: error))
        continue
      }
      guard position >= delivered else { continue }
      if let diagnostics = held[position] {
        deliver(diagnostics)
        continue
      }
      let decided = decisions[next..<next + outcome.pending.count]
      next += outcome.pending.count
      deliver(diagnostics(of: input, outcome.pending, decided: decided))
    }
    errors.sort { Platform.utf8Precedes($0.path, $1.path) }
    let linted = inputs.count { !$0.indexOnly }
    if keepsFilesUntilExit { KeptUntilExit.keep((inputs, results, rounds)) }
    let report = Report(fileCount: linted, diagnostics: [], errors: errors, strict: strict)
    return Result(report: report, contentHashes: hashes, index: keepsIndex ? rounds.index : nil)
  }

  /// One file's diagnostics: its placed findings the decisions keep and its suppressions
  /// leave visible, in the report's order (position, then rule).
  func diagnostics(of input: Input, _ pending: [PlacedFinding], decided: ArraySlice<PendingFinding.Decision>) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for index in Suppressions.visible(pending, decisions: decided) {
      let placed = pending[index]
      let decision = decided[decided.startIndex + index]
      var finding = placed.pending.finding
      switch decision {
      case .drop: continue
      case .keep: break
      case .keepWith(let message, let help):
        finding.message = message
        finding.help = help
      case .revise(let message, let help, let fix, let related):
        finding.message = message
        finding.help = help
        finding.fix = fix
        finding.related += related
      }
      diagnostics.append(Diagnostic(
        path: input.path, line: placed.line, column: placed.column, endLine: placed.endLine,
        endColumn: placed.endColumn, offset: finding.start, endOffset: finding.end, ruleID: finding.ruleID,
        severity: severity(of: finding.ruleID), message: finding.message, help: finding.help,
        fix: finding.fix, source: placed.source, construct: placed.construct, related: finding.related))
    }
    diagnostics.sort { a, b in
      if a.offset != b.offset { return a.offset < b.offset }
      return a.ruleID < b.ruleID
    }
    return diagnostics
  }

  /// After pass 1: the file's diagnostics if they are already final (no finding needs the
  /// index), its placed findings then moved out of `outcome`; nil if they wait for pass 2.
  /// A file with nothing to write (an error, an index-only file) is final with none.
  func finalDiagnostics(_ input: Input, _ outcome: inout FileOutcome) -> [Diagnostic]? {
    if input.indexOnly || outcome.error != nil || outcome.pending.isEmpty { return [] }
    guard !outcome.pending.contains(where: \.pending.needsIndex) else { return nil }
    let pending = outcome.pending
    outcome.pending = []
    return diagnostics(of: input, pending, decided: ArraySlice(repeating: .keep, count: pending.count))
  }

  func severity(of ruleID: String) -> RuleDescription.Severity {
    if let configured = severities[ruleID] { return configured }
    return rules.first { $0.id == ruleID }.map { type(of: $0).description.severity } ?? .warning
  }
}

/// Diagnostics gathered for a report that holds them all (no `deliver`).
final class CollectedDiagnostics: @unchecked Sendable {
  private let lock = Lock()
  private var diagnostics: [Diagnostic] = []

  func append(_ file: [Diagnostic]) { lock.withLock { diagnostics += file } }

  func take() -> [Diagnostic] {
    lock.withLock {
      defer { diagnostics = [] }
      return diagnostics
    }
  }
}
