#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A lock with a condition to wait on, over a pthread mutex and condition variable
/// (`Synchronization.Mutex` needs macOS 15, and has no waiting): what a thread that writes
/// a queue of messages to a pipe sleeps on until there is something to write. The same
/// spelling on Darwin and Glibc, as `Lock`'s mutex: `pthread_cond_t` is a C struct on both
/// (`_opaque_pthread_cond_t` on Darwin), allocated here and initialized in place, never
/// copied.
package final class Condition: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  package init() {
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  package func withLock<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }

  /// Inside `withLock` only: releases the lock until `signal` or `broadcast`, then takes it
  /// again. Wakes may be spurious: callers wait in a loop on their own state.
  package func wait() {
    pthread_cond_wait(condition, mutex)
  }

  package func broadcast() {
    pthread_cond_broadcast(condition)
  }
}
