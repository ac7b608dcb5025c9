import BindingLintPlatform

/// Hands each file's final diagnostics to `deliver` in path order, as soon as that file
/// and every file before it in path order are final: a file whose findings are all kept
/// whatever the type index holds (`PendingFinding.needsIndex`) is final when pass 1 has
/// linted it; any other file only once pass 2 has decided it. The path order is known when
/// discovery's walk ends (files arrive in walk order, which is not path order), so nothing
/// is delivered before that.
///
/// Pass-1 workers report files as they finish them (`finished`); whichever thread finds
/// the next files ready delivers them, outside the lock, while the others go on linting.
/// `deliver` is called by one thread at a time, in path order.
final class PathOrderRelease: @unchecked Sendable {
  private enum State {
    case linting
    /// Waits for pass 2.
    case blocked
    case ready([Diagnostic])
    case delivered
  }

  private let lock = Lock()
  private let deliver: ([Diagnostic]) -> Void
  /// States by arrival index, until the path order is known.
  private var early: [Int: State] = [:]
  /// Arrival index → position in path order.
  private var rank: [Int]?
  private var byRank: [State] = []
  private var next = 0
  private var delivering = false

  init(deliver: @escaping ([Diagnostic]) -> Void) {
    self.deliver = deliver
  }

  /// Pass 1 is done with file `arrival`: its final diagnostics, or nil when they wait for
  /// the index.
  func finished(_ arrival: Int, _ diagnostics: [Diagnostic]?) {
    let state = diagnostics.map(State.ready) ?? .blocked
    lock.withLock {
      if let rank { byRank[rank[arrival]] = state } else { early[arrival] = state }
    }
    drain()
  }

  /// The walk is over: `order` lists arrival indices in path order.
  func start(_ order: [Int]) {
    lock.withLock {
      var rank = [Int](repeating: 0, count: order.count)
      for (position, arrival) in order.enumerated() { rank[arrival] = position }
      byRank = order.map { early[$0] ?? .linting }
      // Emptied, not drained: a dictionary keeps its capacity (a slot for each file met
      // during the walk) when its entries are removed one by one.
      early = [:]
      self.rank = rank
    }
    drain()
  }

  /// Delivers the run of ready files at the front, unless another thread is at it (it
  /// looks again after each run, so nothing is left behind).
  private func drain() {
    var batch = lock.withLock { () -> [[Diagnostic]] in
      guard !delivering else { return [] }
      delivering = true
      return takeReady()
    }
    while !batch.isEmpty {
      for diagnostics in batch { deliver(diagnostics) }
      batch = lock.withLock { takeReady() }
    }
  }

  /// The run of ready files at the front, marked delivered; when there is none, the
  /// thread stops delivering (under the lock, so a file reported meanwhile is not missed).
  private func takeReady() -> [[Diagnostic]] {
    var batch: [[Diagnostic]] = []
    while next < byRank.count, case .ready(let diagnostics) = byRank[next] {
      batch.append(diagnostics)
      byRank[next] = .delivered
      next += 1
    }
    if batch.isEmpty { delivering = false }
    return batch
  }

  /// For pass 2 (every worker done): how many files in path order were delivered, and the
  /// final diagnostics of later files, by position in path order.
  func stop() -> (delivered: Int, held: [Int: [Diagnostic]]) {
    lock.withLock {
      var held: [Int: [Diagnostic]] = [:]
      for position in next..<byRank.count {
        if case .ready(let diagnostics) = byRank[position] { held[position] = diagnostics }
      }
      byRank = []
      return (next, held)
    }
  }
}
