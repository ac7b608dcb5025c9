import BindingLintPlatform

/// Where a run's CPU time went (`--timings`): per phase of the pipeline and per rule (its
/// `check` on each file plus its decisions against the index). Each worker thread measures
/// its own work with its thread's CPU clock into a `RunTimings` of its own and hands it to
/// the run's `TimingsCollector` once, so measuring takes no lock per file; a run without
/// `--timings` never reads a clock.
package struct RunTimings: Sendable, Equatable {
  package enum Phase: Int, CaseIterable, Sendable {
    /// Reading the file and checking it is UTF-8, the trigger scan of files no rule reads,
    /// and the name scan of files whose rules found nothing.
    case read
    case lex
    /// Brackets and declarations (`SyntaxTree`).
    case parse
    /// The file's type facts and view graph, for the project index (on-demand parses too).
    case index
    /// The rules' `check` on each file, and placing what they found.
    case rules
    /// Decisions against the project index (cross-file verdicts, the view graph's walks).
    case decide
    /// Diagnostics built, sorted and written in the chosen format.
    case report

    package var name: String {
      switch self {
      case .read: "read"
      case .lex: "lex"
      case .parse: "parse"
      case .index: "index"
      case .rules: "rules"
      case .decide: "decide"
      case .report: "report"
      }
    }
  }

  /// Nanoseconds per phase, indexed by `Phase.rawValue`.
  package var phases = [UInt64](repeating: 0, count: Phase.allCases.count)
  /// Nanoseconds per rule id: its checks and its decisions.
  package var checks: [String: UInt64] = [:]
  package var decisions: [String: UInt64] = [:]
  /// Files read.
  package var files = 0

  package init() {}

  package subscript(_ phase: Phase) -> UInt64 {
    get { phases[phase.rawValue] }
    set { phases[phase.rawValue] = newValue }
  }

  package mutating func add(_ other: RunTimings) {
    for phase in Phase.allCases { self[phase] += other[phase] }
    checks.merge(other.checks, uniquingKeysWith: +)
    decisions.merge(other.decisions, uniquingKeysWith: +)
    files += other.files
  }
}

/// Measures consecutive stretches of one thread's work: each `lap(into:)` charges the CPU
/// time since the previous one. Disabled, it reads no clock.
struct Stopwatch {
  private(set) var isRunning: Bool
  private var last: UInt64

  init(running: Bool) {
    isRunning = running
    last = running ? Platform.threadCPUNanoseconds() : 0
  }

  /// The CPU time since the last lap (or the start), and a new lap begins.
  mutating func lap() -> UInt64 {
    guard isRunning else { return 0 }
    let now = Platform.threadCPUNanoseconds()
    defer { last = now }
    return now &- last
  }

  mutating func lap(into timings: inout RunTimings, _ phase: RunTimings.Phase) {
    guard isRunning else { return }
    timings[phase] += lap()
  }
}

/// The run's timings, gathered from every thread that measured some.
package final class TimingsCollector: @unchecked Sendable {
  private let lock = Lock()
  private var total = RunTimings()
  /// Process CPU time when the run started, for the share no phase accounts for.
  package let processStart = Platform.processCPUNanoseconds()

  package init() {}

  func add(_ timings: RunTimings) {
    lock.withLock { total.add(timings) }
  }

  /// Everything measured so far.
  package var timings: RunTimings { lock.withLock { total } }
}
