import BindingLintPlatform
import BindingLintSyntax
import BindingLintIndex
import BindingLintRules

/// Pass 1 for one file, and the later parse of a file whose facts a decision needs.
extension Runner {
  /// What pass 1 keeps of a file, for every file until the report, so kept small: the facts are boxed (one
  /// pointer instead of seventy bytes inline), the names reduced to their hashes.
  struct FileOutcome: Sendable {
    /// The file's type facts, when it was parsed.
    var facts: TypeFacts? {
      get { boxedFacts?.value }
      set { boxedFacts = newValue.map(Box.init) }
    }
    private var boxedFacts: Box<TypeFacts>?
    /// For a file no rule had to read: the names it may declare (`DeclaredNames`). Its
    /// facts are parsed later only if a decision asks about one of them.
    var declaredNames: DeclaredNames.Hashes?
    var pending: [PlacedFinding] = []
    var error: String?
    var contentHash: UInt64 = 0

    init(facts: TypeFacts? = nil, declaredNames: DeclaredNames.Hashes? = nil, error: String? = nil, contentHash: UInt64 = 0) {
      boxedFacts = facts.map(Box.init)
      self.declaredNames = declaredNames
      self.error = error
      self.contentHash = contentHash
    }
  }

  final class Box<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  struct PlacedFinding: Sendable {
    var pending: PendingFinding
    var line: Int, column: Int, endLine: Int, endColumn: Int
    var source: SourceContext
    var construct: String
    /// Its part in suppression bookkeeping (`Suppressions.apply`).
    var use: SuppressionUse = .none
  }

  func analyze(_ input: Input, plan: RulePlan) -> FileOutcome {
    var ignored = RunTimings()
    return analyze(input, plan: plan, macTargets: ProjectMacTargets(), timings: &ignored)
  }

  /// Pass 1 for `input`; with `--timings` (`self.timings`), its CPU time per phase and per
  /// rule is added to `timings`. `macTargets` keeps what the run read of its projects' files.
  func analyze(_ input: Input, plan: RulePlan, macTargets: ProjectMacTargets, timings: inout RunTimings) -> FileOutcome {
    if let done = input.passOne { return done.value }
    var watch = Stopwatch(running: self.timings != nil)
    defer { watch.lap(into: &timings, .rules) }
    if input.indexOnly && !parsesEveryFile, let known = input.known {
      if let facts = known.facts(covering: viewGraphExtent) { return FileOutcome(facts: facts) }
      if let names = known.names { return FileOutcome(declaredNames: names) }
    }
    let bytes: [UInt8]
    switch read(input) {
    case .success(let read): bytes = read
    case .failure(let error): return FileOutcome(error: error.message)
    }
    if watch.isRunning { timings.files += 1 }
    watch.lap(into: &timings, .read)
    if input.indexOnly && !parsesEveryFile {
      let names = bytes.withUnsafeBufferPointer { DeclaredNames.keys($0) }
      input.known?.names = names
      return FileOutcome(declaredNames: names)
    }
    if plan.alwaysRun.isEmpty && !parsesEveryFile {
      // One pass for the rules' triggers and the type names the file may declare: a file
      // without triggers keeps only the names, for a decision that might need its facts.
      if let names = bytes.withUnsafeBufferPointer({ DeclaredNames.keys($0, unlessTriggered: plan.nameScan) }) {
        watch.lap(into: &timings, .read)
        return FileOutcome(declaredNames: names)
      }
    }
    let lexed = Lexer.tokenize(bytes)
    watch.lap(into: &timings, .lex)
    let applicable = bytes.withUnsafeBufferPointer { plan.rules(for: $0, lexed) }
    watch.lap(into: &timings, .read)
    let tree = SyntaxTree(source: SourceFile(path: input.path.display, bytes: bytes), lexed: lexed)
    watch.lap(into: &timings, .parse)
    // The facts wait for the rules when no check reads them: a file without findings
    // then keeps only its names, as a file without triggers does.
    let defersFacts = defersFactsOfQuietFiles && !(collectsViewGraph && applicable.contains(where: \.readsOwnViewGraph))
    // The hash is read only to check a file before `--fix` rewrites it: a pass over every
    // parsed file's bytes (0.7 % of a default run) is not made for nothing.
    var outcome = FileOutcome(
      facts: defersFacts ? nil : typeFacts(of: tree, project: input.project), contentHash: recordsContentHashes ? UTF8Validation.hash(bytes) : 0)
    watch.lap(into: &timings, .index)
    if input.indexOnly { return outcome }
    let macTarget = applicable.contains { $0.readsMacTarget } ? macTargets.target(ofFile: input.path.display, in: input.project) : .unknown
    let context = FileContext(
      tree: tree, project: input.project, viewGraph: collectsViewGraph ? outcome.facts?.viewGraph : nil, macTarget: macTarget)
    let pending: [PendingFinding]
    if watch.isRunning {
      var found: [PendingFinding] = []
      for rule in applicable {
        found += rule.check(context)
        let spent = watch.lap()
        timings.checks[rule.id, default: 0] += spent
        timings[.rules] += spent
      }
      pending = found
    } else {
      pending = applicable.flatMap { $0.check(context) }
    }
    if defersFacts {
      watch.lap(into: &timings, .rules)
      // Findings kept whatever the index holds, or decided by other files' facts alone,
      // leave the file's own facts to a decision that asks about a name it declares.
      if !pending.contains(where: \.readsOwnFileFacts) {
        outcome.declaredNames = bytes.withUnsafeBufferPointer { DeclaredNames.keys($0) }
        watch.lap(into: &timings, .read)
      } else {
        outcome.facts = typeFacts(of: tree, project: input.project)
        watch.lap(into: &timings, .index)
      }
    }
    // With `unused_suppression`, a file with directives has something to say even without findings.
    let mayHaveDirectives = (!pending.isEmpty || plan.suppression.reportsUnused)
      && bytes.withUnsafeBufferPointer { Platform.contains($0, "bindinglint:") }
    guard !pending.isEmpty || mayHaveDirectives else { return outcome }
    let lines = LineTable(bytes)
    let suppressions = mayHaveDirectives ? Suppressions(tree: tree, lines: lines) : .none
    var sources = SourceContextBuilder(bytes: bytes, lines: lines)
    let applied = suppressions.apply(to: pending, lines: lines, plan: plan.suppression)
    // Exactly as many as there are: the array is kept until the file's decisions are made.
    outcome.pending.reserveCapacity(applied.count)
    for (item, use) in applied {
      let start = lines.location(of: item.finding.start)
      let end = lines.location(of: item.finding.end)
      outcome.pending.append(PlacedFinding(
        pending: item, line: start.line, column: start.column, endLine: end.line, endColumn: end.column,
        source: sources.context(start: item.finding.start, end: item.finding.end, line: start.line, endLine: end.line),
        construct: recordsBaselineConstructs ? BaselineConstruct.text(bytes, from: item.finding.start, to: item.finding.end) : "",
        use: use))
    }
    return outcome
  }

  /// The type facts of a file pass 1 only scanned; nil if it can no longer be read as it was.
  func facts(of input: Input) -> TypeFacts? {
    if let known = input.known?.facts(covering: viewGraphExtent) { return known }
    var timings = RunTimings()
    var watch = Stopwatch(running: self.timings != nil)
    guard case .success(let bytes) = read(input) else { return nil }
    watch.lap(into: &timings, .read)
    let lexed = Lexer.tokenize(bytes)
    watch.lap(into: &timings, .lex)
    let tree = SyntaxTree(source: SourceFile(path: input.path.display, bytes: bytes), lexed: lexed)
    watch.lap(into: &timings, .parse)
    let facts = typeFacts(of: tree, project: input.project)
    watch.lap(into: &timings, .index)
    input.known?.facts = facts
    if watch.isRunning {
      timings.files += 1
      self.timings?.add(timings)
    }
    return facts
  }

  /// A parsed file's facts, with as much of its view graph as the rules or the graph read.
  func typeFacts(of tree: SyntaxTree, project: String?) -> TypeFacts {
    var facts = TypeFacts(tree: tree, project: project)
    if collectsViewGraph { facts.viewGraph = ViewGraphFacts(extracting: tree, extent: viewGraphExtent) }
    return facts
  }

  struct ReadError: Error {
    var message: String
  }

  /// The file's bytes, if they can be linted: readable, under the lexer's size limit, and
  /// valid UTF-8. Pass 1 and the on-demand parse both read through here.
  func read(_ input: Input) -> Swift.Result<[UInt8], ReadError> {
    let bytes: [UInt8]
    if let given = input.bytes {
      bytes = given
    } else {
      switch Platform.readFile(input.path, limit: Lexer.maximumFileSize) {
      case .success(let read): bytes = read
      case .failure(let error): return .failure(ReadError(message: error.message))
      }
    }
    guard bytes.count < Lexer.maximumFileSize else { return .failure(ReadError(message: "file is too large (4 GiB or more)")) }
    guard UTF8Validation.isValid(bytes) else { return .failure(ReadError(message: "file is not valid UTF-8")) }
    return .success(bytes)
  }
}
