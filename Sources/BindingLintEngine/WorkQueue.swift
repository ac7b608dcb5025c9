import Dispatch
import BindingLintPlatform

/// Files handed from the thread that discovers them to the threads that lint them, and
/// the outcomes handed back: linting starts with the first file found, not after the walk.
final class WorkQueue: @unchecked Sendable {
  private let lock = Lock()
  /// One signal per queued file, and one per worker when the queue closes.
  private let available = DispatchSemaphore(value: 0)
  private var queued: [Runner.Input] = []
  private var outcomes: [Runner.FileOutcome?] = []
  private var next = 0

  /// Queues a file; returns how many files have been queued.
  @discardableResult
  func add(_ input: Runner.Input) -> Int {
    let count = lock.withLock {
      queued.append(input)
      outcomes.append(nil)
      return queued.count
    }
    available.signal()
    return count
  }

  /// No more files will come; each of `workers` threads will get nil from `take` once the
  /// queue is empty.
  func close(workers: Int) {
    for _ in 0..<workers { available.signal() }
  }

  /// The next file and its position in arrival order; nil once closed and empty.
  func take() -> (index: Int, input: Runner.Input)? {
    available.wait()
    return lock.withLock {
      guard next < queued.count else { return nil }
      next += 1
      return (next - 1, queued[next - 1])
    }
  }

  func finish(_ index: Int, _ outcome: Runner.FileOutcome) {
    lock.withLock { outcomes[index] = outcome }
  }

  /// Every file queued so far, in arrival order.
  var inputs: [Runner.Input] { lock.withLock { queued } }

  /// Every file in arrival order with its outcome, moved out of the queue (call after the
  /// workers are done).
  func takeResults() -> (inputs: [Runner.Input], outcomes: [Runner.FileOutcome?]) {
    lock.withLock {
      defer {
        queued = []
        outcomes = []
      }
      return (queued, outcomes)
    }
  }
}
