import Dispatch
import BindingLintPlatform

/// Runs `body` for every index in `0..<count` on up to `jobs` threads, each thread taking
/// the next index when it finishes one (files differ in size by thousands of times, so
/// fixed shares would leave threads idle). Results go in `Slots`, one per index.
enum Parallel {
  static func forEach(_ count: Int, jobs: Int, _ body: @Sendable @escaping (Int) -> Void) {
    let counter = Counter()
    let work: @Sendable (Int) -> Void = { _ in
      while let index = counter.next(below: count) { body(index) }
    }
    if jobs <= 1 || count <= 1 {
      // One file (an editor's save) or one job: no thread pool to start.
      work(0)
    } else {
      DispatchQueue.concurrentPerform(iterations: min(jobs, count), execute: work)
    }
  }
}

extension Parallel {
  /// Runs `first` and `second` on two threads and returns when both are done.
  static func both(_ first: @escaping @Sendable () -> Void, _ second: @escaping @Sendable () -> Void) {
    DispatchQueue.concurrentPerform(iterations: 2) { $0 == 0 ? first() : second() }
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

}
