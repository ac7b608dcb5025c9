import BindingLintPlatform
import BindingLintIndex
import BindingLintRules

/// Decides pending findings against a type index that holds the facts of every file a
/// decision could depend on — without parsing the files that cannot matter.
///
/// Pass 1 parses only the files some rule reads; every other file is scanned for the names
/// it may declare (`DeclaredNames`). Decisions run against the facts at hand while a
/// `NameLog` records every name they look up. Files that may declare a looked-up name are
/// then parsed, and the decisions that asked about a name they declare are made again,
/// until no decision asks about a name declared in an unparsed file. At that point each
/// decision saw every declaration and extension of every name it looked at, so it is the
/// decision a complete index would give: the unparsed files declare none of those names.
struct OnDemandDecisions {
  /// Every finding's decision closure, in a fixed order.
  var pending: [PendingFinding]
  /// Per input: its facts if parsed, else the names it may declare (nil for unreadable files).
  var facts: [TypeFacts?]
  var declaredNames: [DeclaredNames.Hashes?]
  /// Every project key that has a linted file.
  var projects: Set<String>
  /// Parses input `i` for its facts (on a worker thread).
  var parse: @Sendable (Int) -> TypeFacts?
  var jobs: Int
  /// The index the decisions were made against, once `run()` is done: it holds every
  /// parsed file's facts (every file's, when the run parses every file).
  var index: TypeIndex?
  /// `--timings`: the index's construction and each rule's decisions are charged here.
  var timings: TimingsCollector?

  /// The decisions, in `pending`'s order.
  mutating func run() -> [PendingFinding.Decision] {
    var decisions = [PendingFinding.Decision](repeating: .drop, count: pending.count)
    var asked = [Set<Int>](repeating: [], count: pending.count)
    var toDecide = Array(pending.indices)
    var watch = Stopwatch(running: timings != nil)
    var indexTimings = RunTimings()
    defer { timings?.add(indexTimings) }
    // One index, extended with each round's files: it keeps input order itself (lookups
    // that find several declarations answer with the first).
    let ordered = facts.indices.compactMap { input in facts[input].map { (input, $0) } }
    facts = []
    // Handed over, so the index lets go of each file's facts as it adds them.
    var both: TypeIndex.BothRunner?
    if jobs > 1 { both = { first, second in Parallel.both(first, second) } }
    let index = TypeIndex(ordered: consume ordered, projects: projects, runningBoth: both)
    self.index = index
    watch.lap(into: &indexTimings, .index)
    let timings = self.timings
    while !toDecide.isEmpty {
      let outcomes = Slots<(PendingFinding.Decision, Set<Int>)>(count: toDecide.count)
      let batch = toDecide
      let pending = self.pending
      let jobs = self.jobs
      let recorders = Recorders(index: index)
      Parallel.forEach(Self.chunks(batch.count, jobs: jobs), jobs: jobs) { chunk in
        let (recording, log) = recorders.take()
        var watch = Stopwatch(running: timings != nil)
        var decided = RunTimings()
        for slot in Self.range(ofChunk: chunk, in: batch.count, jobs: jobs) {
          let finding = pending[batch[slot]]
          let decision = finding.decide(recording)
          outcomes[slot] = (decision, log.take())
          if watch.isRunning {
            let spent = watch.lap()
            decided[.decide] += spent
            decided.decisions[finding.finding.ruleID, default: 0] += spent
          }
        }
        recorders.putBack((recording, log))
        if watch.isRunning { timings?.add(decided) }
      }
      for (slot, item) in batch.enumerated() {
        guard let (decision, names) = outcomes[slot] else { continue }
        decisions[item] = decision
        asked[item] = names
      }
      var askedNow = Set<Int>()
      for item in toDecide { askedNow.formUnion(asked[item]) }
      // A decision that depends on every file (`NameLog.everyFile`) gets every file.
      let needsEveryFile = askedNow.contains(NameLog.everyFile)
      let files = needsEveryFile ? unparsedFiles() : unparsedFiles(declaringAnyOf: askedNow)
      guard !files.isEmpty else { break }
      let parsed = Slots<TypeFacts>(count: files.count)
      let parse = self.parse
      Parallel.forEach(files.count, jobs: jobs) { parsed[$0] = parse(files[$0]) }
      var newlyDeclared = Set<Int>()
      var newFacts: [(order: Int, facts: TypeFacts)] = []
      for (slot, input) in files.enumerated() {
        if let parsed = parsed[slot] { newFacts.append((input, parsed)) }
        newlyDeclared.formUnion(declaredNames[input]?.values ?? [])
        declaredNames[input] = nil
      }
      watch = Stopwatch(running: timings != nil)
      index.extend(with: newFacts, runningBoth: both)
      watch.lap(into: &indexTimings, .index)
      toDecide = pending.indices.filter { item in
        (needsEveryFile && asked[item].contains(NameLog.everyFile)) || asked[item].contains { newlyDeclared.contains($0) }
      }
    }
    return decisions
  }

  /// The unparsed files whose scanned names include one of `names` (`NameKey`s), in input order. A
  /// check of every file's few names, on every thread: cheaper than building a map from
  /// each of some ten thousand names to its files, on one thread, before round one.
  func unparsedFiles(declaringAnyOf names: Set<Int>) -> [Int] {
    guard !names.isEmpty else { return [] }
    let hashes = DeclaredNames.KeySet(names)
    let declaredNames = self.declaredNames
    let jobs = self.jobs
    let count = declaredNames.count
    let chunks = Self.chunks(count, jobs: jobs)
    let found = Slots<[Int]>(count: chunks)
    Parallel.forEach(chunks, jobs: jobs) { chunk in
      found[chunk] = Self.range(ofChunk: chunk, in: count, jobs: jobs).filter { input in
        guard let declared = declaredNames[input] else { return false }
        return declared.containsAny(of: hashes)
      }
    }
    return (0..<chunks).flatMap { found[$0] ?? [] }
  }

  /// Every file not parsed yet (and readable), in input order.
  func unparsedFiles() -> [Int] {
    declaredNames.indices.filter { declaredNames[$0] != nil }
  }

  /// Decisions are cheap: a few chunks per thread balance the load without a lock per finding.
  static func chunks(_ count: Int, jobs: Int) -> Int { min(count, max(1, jobs) * 4) }

  static func range(ofChunk chunk: Int, in count: Int, jobs: Int) -> Range<Int> {
    let chunks = Self.chunks(count, jobs: jobs)
    return (count * chunk / chunks)..<(count * (chunk + 1) / chunks)
  }
}

/// A round's recording copies of the index (`TypeIndex.recording(into:)`), each used by
/// one chunk at a time and handed on to the next chunk a thread takes, so the answers a
/// copy keeps (`RecordedMemo`) serve a thread's whole share of the round, not one chunk.
/// A new round makes new copies: the index has grown and kept answers may be wrong.
final class Recorders: @unchecked Sendable {
  private let index: TypeIndex
  private let lock = Lock()
  private var idle: [(TypeIndex, NameLog)] = []

  init(index: TypeIndex) { self.index = index }

  func take() -> (TypeIndex, NameLog) {
    if let copy = lock.withLock({ idle.popLast() }) { return copy }
    let log = NameLog()
    return (index.recording(into: log), log)
  }

  /// Returns a copy whose log has been emptied (`NameLog.take()`) for the next chunk.
  func putBack(_ copy: (TypeIndex, NameLog)) {
    lock.withLock { idle.append(copy) }
  }
}
