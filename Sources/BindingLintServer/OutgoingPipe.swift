import Dispatch
import BindingLintPlatform

/// Messages on their way into one pipe, written by a thread of their own. A relay that
/// wrote to a pipe itself would block when the pipe is full, and if it held a lock while
/// it waited, the thread that drains the other direction could never take it: the language
/// server's supervisor hung that way when an editor opened twenty files at once. Here
/// `send` only queues (it never blocks), and the writing thread holds no lock while it
/// writes.
///
/// The queue is unbounded: the reader at the other end (an editor, the worker) drains it,
/// and bounding it would only move the wait back into the relay.
final class OutgoingPipe: @unchecked Sendable {
  private let condition = Condition()
  private let descriptor: Int32
  private let closesDescriptor: Bool
  private var queued: [[UInt8]] = []
  /// No more messages; the thread ends once the queue is written.
  private var closing = false
  /// The queue is dropped (the reader is gone, or the relay no longer wants it written).
  private var abandoned = false
  private var finished = false

  /// Writes to `descriptor` from a new thread; `closesDescriptor` closes it when done.
  init(descriptor: Int32, closesDescriptor: Bool) {
    self.descriptor = descriptor
    self.closesDescriptor = closesDescriptor
    DispatchQueue.global().async { self.writeQueued() }
  }

  /// Queues `bytes`; dropped once the pipe is closing or abandoned.
  func send(_ bytes: [UInt8]) {
    condition.withLock {
      guard !closing && !abandoned else { return }
      queued.append(bytes)
      condition.broadcast()
    }
  }

  /// Writes what is queued, then ends (closing the descriptor if it owns it).
  func close() {
    condition.withLock {
      closing = true
      condition.broadcast()
    }
  }

  /// Drops what is queued and ends after the write in progress, if any.
  func abandon() {
    condition.withLock {
      abandoned = true
      queued = []
      condition.broadcast()
    }
  }

  /// Waits until the thread has ended.
  func waitUntilFinished() {
    condition.withLock {
      while !finished { condition.wait() }
    }
  }

  private func writeQueued() {
    while true {
      let batch: [[UInt8]]? = condition.withLock {
        while queued.isEmpty && !closing && !abandoned { condition.wait() }
        if abandoned || queued.isEmpty { return nil }
        defer { queued = [] }
        return queued
      }
      guard let batch else { break }
      for bytes in batch {
        guard Platform.writeAll(to: descriptor, bytes) else {
          // The reader is gone: nothing more can arrive.
          abandon()
          break
        }
      }
    }
    if closesDescriptor { Platform.closeDescriptor(descriptor) }
    condition.withLock {
      finished = true
      condition.broadcast()
    }
  }
}
