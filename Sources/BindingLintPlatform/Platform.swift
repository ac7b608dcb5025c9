#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The one place that talks to the operating system: reading (`Platform+Read`), writing
/// (`Platform+Write`) and listing (`Platform+Directories`) files, terminals, the
/// environment, the CPU count. Everything above this folder is portable Swift; nothing here
/// knows about Swift source or lint rules.
@usableFromInline package enum Platform {
  package static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  package static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Sets `name` to `value` in this process's environment, which the children it starts
  /// inherit, unless `name` is set already (the test harness's name-cache folder: a
  /// developer's own setting wins). `setenv(3)` with overwrite 0: the same name and
  /// arguments in Darwin's <stdlib.h> and Glibc's.
  package static func setEnvironmentDefault(_ name: String, _ value: String) {
    _ = setenv(name, value, 0)
  }

  package static var processorCount: Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }

  /// The current working directory.
  package static func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  package static func exit(_ status: Int32) -> Never {
    #if canImport(Darwin)
    Darwin.exit(status)
    #elseif canImport(Glibc)
    Glibc.exit(status)
    #else
    Musl.exit(status)
    #endif
  }

  static func errorString() -> String {
    String(cString: strerror(errno))
  }
}

/// A mutual-exclusion lock over a pthread mutex: available on every platform the tool
/// supports, unlike `Synchronization.Mutex` (macOS 15+).
package final class Lock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  package init() { pthread_mutex_init(mutex, nil) }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  @inline(__always)
  package func withLock<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}

extension Platform {
  /// The offset of the first `byte` in `haystack` at or after `start`, found with memchr
  /// (Darwin, Glibc and Musl declare it alike: `memchr(UnsafeRawPointer!, Int32, Int)`,
  /// as `contains` below uses it).
  @inlinable package static func firstIndex(of byte: UInt8, in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard start < haystack.count, let base = haystack.baseAddress else { return nil }
    guard let hit = memchr(base + start, Int32(byte), haystack.count - start) else { return nil }
    return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
  }

  /// The offsets where `needle` starts in `haystack`, in order (overlaps included).
  package static func offsets(of needle: StaticString, in haystack: UnsafeBufferPointer<UInt8>) -> [Int] {
    var found: [Int] = []
    var from = 0
    while let position = firstOffset(of: needle, in: haystack, from: from) {
      found.append(position)
      from = position + 1
    }
    return found
  }

  /// Whether `needle` occurs in `haystack`: which rules a triggered file runs, and where
  /// suppression comments may be.
  @inlinable package static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
    firstOffset(of: needle, in: haystack, from: 0) != nil
  }

  /// The first offset at or after `start` where `needle` starts in `haystack`: memchr finds
  /// candidates for its first byte at memory speed, memcmp confirms them (memmem is not
  /// exported by every C library the tool builds against).
  @inlinable package static func firstOffset(of needle: StaticString, in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    let length = needle.utf8CodeUnitCount
    guard length > 0, start >= 0, haystack.count >= length, let base = haystack.baseAddress else { return nil }
    let first = Int32(needle.utf8Start[0])
    var offset = start
    while haystack.count - offset >= length {
      guard let hit = memchr(base + offset, first, haystack.count - offset - length + 1) else { return nil }
      let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if memcmp(base + position, needle.utf8Start, length) == 0 { return position }
      offset = position + 1
    }
    return nil
  }
}
