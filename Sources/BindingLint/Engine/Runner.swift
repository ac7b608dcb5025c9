import Dispatch

/// Lints a set of files: discovery's output in, a sorted `Report` out.
///
/// Pass 1 runs on `jobs` threads, one file at a time each: read, check UTF-8, lex and
/// parse, collect the file's type facts, run the rules whose pre-filter matches, and place
/// their pending findings (line, column, source line) while the bytes are at hand. The
/// file is then dropped. Pass 2 builds the type index from every file's facts and decides
/// the pending findings. Output order is by path and position, whatever `jobs` is.
public struct Runner: Sendable {
  public struct Input: Sendable {
    public var path: String
    public var project: String?
    /// The source, when it does not come from disk (`--stdin-filename`, tests).
    public var bytes: [UInt8]?

    public init(path: String, project: String?, bytes: [UInt8]? = nil) {
      self.path = path
      self.project = project
      self.bytes = bytes
    }
  }

  public var rules: [any Rule]
  public var severities: [String: RuleDescription.Severity]
  public var jobs: Int
  public var strict: Bool

  public init(rules: [any Rule], severities: [String: RuleDescription.Severity] = [:], jobs: Int = Platform.processorCount, strict: Bool = false) {
    self.rules = rules
    self.severities = severities
    self.jobs = max(1, jobs)
    self.strict = strict
  }

  /// What pass 1 keeps of a file.
  struct FileOutcome: Sendable {
    var facts: TypeFacts?
    var pending: [PlacedFinding] = []
    var error: String?
    var contentHash: UInt64 = 0
  }

  struct PlacedFinding: Sendable {
    var pending: PendingFinding
    var line: Int, column: Int, endLine: Int, endColumn: Int
    var sourceLine: String
  }

  public struct Result: Sendable {
    public var report: Report
    /// Hash of each file's bytes as linted, for `--fix`.
    public var contentHashes: [String: UInt64]
  }

  public func run(_ inputs: [Input]) -> Result {
    let outcomes = Slots<FileOutcome>(count: inputs.count)
    let counter = Counter()
    let work: @Sendable (Int) -> Void = { _ in
      while let index = counter.next(below: inputs.count) {
        outcomes[index] = self.analyze(inputs[index])
      }
    }
    if jobs == 1 || inputs.count <= 1 {
      // One file (an editor's save) or one job: no thread pool to start.
      work(0)
    } else {
      DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, inputs.count)), execute: work)
    }
    let results = outcomes.values(fallback: FileOutcome(error: "internal error: file was not analysed"))
    let index = TypeIndex(results.compactMap(\.facts))
    var diagnostics: [Diagnostic] = []
    var errors: [FileError] = []
    var hashes: [String: UInt64] = [:]
    for (input, outcome) in zip(inputs, results) {
      if let error = outcome.error {
        errors.append(FileError(path: input.path, message: error))
        continue
      }
      hashes[input.path] = outcome.contentHash
      for placed in outcome.pending {
        var finding = placed.pending.finding
        switch placed.pending.decide(index) {
        case .drop: continue
        case .keep: break
        case .keepWith(let message, let help):
          finding.message = message
          finding.help = help
        }
        diagnostics.append(Diagnostic(
          path: input.path, line: placed.line, column: placed.column, endLine: placed.endLine,
          endColumn: placed.endColumn, offset: finding.start, endOffset: finding.end, ruleID: finding.ruleID,
          severity: severity(of: finding.ruleID), message: finding.message, help: finding.help,
          fix: finding.fix, sourceLine: placed.sourceLine))
      }
    }
    diagnostics.sort { a, b in
      if a.path != b.path { return Platform.utf8Precedes(a.path, b.path) }
      if a.offset != b.offset { return a.offset < b.offset }
      return a.ruleID < b.ruleID
    }
    errors.sort { Platform.utf8Precedes($0.path, $1.path) }
    let report = Report(fileCount: inputs.count, diagnostics: diagnostics, errors: errors, strict: strict)
    return Result(report: report, contentHashes: hashes)
  }

  func severity(of ruleID: String) -> RuleDescription.Severity {
    if let configured = severities[ruleID] { return configured }
    return rules.first { $0.id == ruleID }.map { type(of: $0).description.severity } ?? .warning
  }

  /// Pass 1 for one file.
  func analyze(_ input: Input) -> FileOutcome {
    let bytes: [UInt8]
    if let given = input.bytes {
      bytes = given
    } else {
      switch Platform.readFile(input.path) {
      case .success(let read): bytes = read
      case .failure(.isDirectory): return FileOutcome(error: "is a directory")
      case .failure(.cannotOpen(let reason)): return FileOutcome(error: "cannot read file: \(reason)")
      }
    }
    guard UTF8Validation.isValid(bytes) else { return FileOutcome(error: "file is not valid UTF-8") }
    let applicable = bytes.withUnsafeBufferPointer { buffer in
      rules.filter { rule in
        let needles = rule.requiredSubstrings
        return needles.isEmpty || needles.contains { Platform.contains(buffer, $0) }
      }
    }
    let tree = SyntaxTree(source: SourceFile(path: input.path, bytes: bytes))
    var outcome = FileOutcome(facts: TypeFacts(tree: tree, project: input.project), contentHash: UTF8Validation.hash(bytes))
    let context = FileContext(tree: tree, project: input.project)
    let pending = applicable.flatMap { $0.check(context) }
    guard !pending.isEmpty else { return outcome }
    let lines = LineTable(bytes)
    let mayHaveDirectives = bytes.withUnsafeBufferPointer { Platform.contains($0, "bindinglint:") }
    let suppressions = mayHaveDirectives ? Suppressions(tree: tree, lines: lines) : .none
    for item in pending {
      let start = lines.location(of: item.finding.start)
      if suppressions.suppresses(item.finding.ruleID, atLine: start.line) { continue }
      let end = lines.location(of: item.finding.end)
      let lineRange = lines.lineRange(at: start.line - 1, in: bytes)
      outcome.pending.append(PlacedFinding(
        pending: item, line: start.line, column: start.column, endLine: end.line, endColumn: end.column,
        sourceLine: String(decoding: bytes[lineRange], as: UTF8.self)))
    }
    return outcome
  }
}

/// Hands out indices to worker threads.
final class Counter: @unchecked Sendable {
  private let lock = Lock()
  private var value = 0

  func next(below limit: Int) -> Int? {
    lock.withLock {
      guard value < limit else { return nil }
      value += 1
      return value - 1
    }
  }
}

/// Fixed-size result storage that worker threads write at distinct indices.
final class Slots<T: Sendable>: @unchecked Sendable {
  private let buffer: UnsafeMutableBufferPointer<T?>

  init(count: Int) {
    buffer = .allocate(capacity: count)
    buffer.initialize(repeating: nil)
  }

  deinit {
    buffer.deinitialize()
    buffer.deallocate()
  }

  subscript(index: Int) -> T? {
    get { buffer[index] }
    set { buffer[index] = newValue }
  }

  /// Every slot's value; a slot no worker filled (impossible unless a worker died) is `fallback`.
  func values(fallback: T) -> [T] { buffer.map { $0 ?? fallback } }
}
