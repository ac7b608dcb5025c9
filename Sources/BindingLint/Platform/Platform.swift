#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The one file that talks to the operating system: reading and writing files, listing
/// directories, terminals, the environment, the CPU count. Everything above it is portable
/// Swift; nothing here knows about Swift source or lint rules.
public enum Platform {
  public enum ReadError: Error, Equatable, Sendable {
    case cannotOpen(String)
    case isDirectory
  }

  /// Reads a whole file. Errors carry the system's reason.
  ///
  /// Most source files are a few kilobytes: the first read goes into a 64 KB scratch
  /// buffer, and a file that ends within it costs open, read, close — no fstat. Larger
  /// files are sized with fstat and read into place. A short read ends a regular file;
  /// anything else (a pipe, `<(…)`) is read until a read returns nothing, so pass
  /// `isRegularFile` only when the caller knows.
  public static func readFile(_ path: String, isRegularFile: Bool = false) -> Result<[UInt8], ReadError> {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return .failure(.cannotOpen(errorString())) }
    defer { close(fd) }
    let scratchSize = 65_536
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: scratchSize) { scratch -> Result<[UInt8], ReadError> in
      guard let base = scratch.baseAddress else { return .failure(.cannotOpen("out of memory")) }
      var got = 0
      repeat { got = read(fd, base, scratchSize) } while got < 0 && errno == EINTR
      if got < 0 { return errno == EISDIR ? .failure(.isDirectory) : .failure(.cannotOpen(errorString())) }
      if got < scratchSize && (isRegularFile || got == 0) { return .success(Array(UnsafeBufferPointer(start: base, count: got))) }
      return readRest(fd, after: UnsafeBufferPointer(start: base, count: got))
    }
  }

  /// The rest of a file whose first `head` bytes are read: into storage of fstat's size,
  /// then on to the end in chunks if the file is longer than that.
  private static func readRest(_ fd: Int32, after head: UnsafeBufferPointer<UInt8>) -> Result<[UInt8], ReadError> {
    var info = stat()
    let size = fstat(fd, &info) == 0 ? max(Int(info.st_size), head.count) : head.count
    var filled = head.count
    var result = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      if let source = head.baseAddress { (base).initialize(from: source, count: head.count) }
      while filled < buffer.count {
        let got = read(fd, base + filled, buffer.count - filled)
        if got < 0 && errno == EINTR { continue }
        if got <= 0 { break }
        filled += got
      }
      initialized = filled
    }
    // A file that had the size fstat reported is done: what it is at open time is what
    // gets linted. One that came up short or grew is read on to the end.
    while filled < size || size == head.count {
      let got = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16384) { chunk -> Int in
        guard let base = chunk.baseAddress else { return 0 }
        let n = read(fd, base, chunk.count)
        if n > 0 { result.append(contentsOf: UnsafeBufferPointer(start: base, count: n)) }
        return n
      }
      if got < 0 {
        if errno == EINTR { continue }
        return .failure(.cannotOpen(errorString()))
      }
      if got == 0 { break }
    }
    return .success(result)
  }

  public enum EntryType: Sendable { case file, directory, other }

  public struct FileIdentity: Hashable, Sendable {
    public let device: UInt64
    public let inode: UInt64
  }

  /// What `path` is, following symbolic links; nil if it does not exist.
  public static func entryType(_ path: String) -> EntryType? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .file
    default: return .other
    }
  }

  /// Device and inode of a directory (after links), to detect symlink loops.
  public static func identity(_ path: String) -> FileIdentity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  /// Names in a directory with what readdir says they are (`d_type`), without `.` and
  /// `..`; the type is nil when readdir does not know or the entry is a symbolic link
  /// (ask `entryType`, which follows links). Saves a `stat` per entry when walking trees.
  public static func typedDirectoryEntries(_ path: String) -> [(name: String, type: EntryType?)]? {
    guard let dir = opendir(path) else { return nil }
    defer { closedir(dir) }
    var entries: [(name: String, type: EntryType?)] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        let length = bytes.firstIndex(of: 0) ?? bytes.count
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<length]), as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let type: EntryType?
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): type = .directory
      case Int32(DT_REG): type = .file
      case Int32(DT_UNKNOWN), Int32(DT_LNK): type = nil
      default: type = .other
      }
      entries.append((name, type))
    }
    return entries
  }

  /// Byte-wise (UTF-8) ordering of two strings, as `a.utf8.lexicographicallyPrecedes(b.utf8)`
  /// but with one `memcmp` instead of a generic element-by-element loop (sorting 10k paths).
  public static func utf8Precedes(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { x in b.withUTF8 { y in bytesPrecede(x, y) } }
  }

  /// Byte-wise ordering of two byte strings (a shorter prefix first), with one `memcmp`.
  @inline(__always)
  public static func bytesPrecede(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
    let n = min(x.count, y.count)
    if n > 0, let p = x.baseAddress, let q = y.baseAddress {
      let order = memcmp(p, q, n)
      if order != 0 { return order < 0 }
    }
    return x.count < y.count
  }

  /// Names in a directory, without `.` and `..`; nil if it cannot be listed.
  public static func directoryEntries(_ path: String) -> [String]? {
    guard let dir = opendir(path) else { return nil }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        let length = bytes.firstIndex(of: 0) ?? bytes.count
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<length]), as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// File permission bits, to keep them when rewriting a file.
  public static func permissions(_ path: String) -> UInt32? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return UInt32(info.st_mode & 0o7777)
  }

  /// Writes `bytes` to a temporary file beside `path` and renames it over `path`.
  public static func writeAtomically(_ path: String, _ bytes: [UInt8]) -> Bool {
    let temporary = path + ".bindinglint-\(getpid()).tmp"
    let mode = permissions(path) ?? 0o644
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, mode_t(mode))
    guard fd >= 0 else { return false }
    var written = 0
    let ok: Bool = bytes.withUnsafeBytes { buffer in
      while written < buffer.count {
        let n = write(fd, buffer.baseAddress! + written, buffer.count - written)
        if n < 0 { if errno == EINTR { continue }; return false }
        written += n
      }
      return true
    }
    _ = fchmod(fd, mode_t(mode))
    close(fd)
    guard ok, rename(temporary, path) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  public static func writeStandardOutput(_ bytes: [UInt8]) { writeAll(1, bytes) }
  public static func writeStandardError(_ bytes: [UInt8]) { writeAll(2, bytes) }

  /// Writes a string's UTF-8 in place: a large report is not copied again on its way out.
  public static func writeStandardOutput(_ text: String) { writeText(1, text) }
  public static func writeStandardError(_ text: String) { writeText(2, text) }

  private static func writeText(_ fd: Int32, _ text: String) {
    var text = text
    text.withUTF8 { buffer in writeAll(fd, buffer) }
  }

  private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { writeAll(fd, $0) }
  }

  private static func writeAll(_ fd: Int32, _ buffer: UnsafeBufferPointer<UInt8>) {
    guard let base = buffer.baseAddress else { return }
    var offset = 0
    while offset < buffer.count {
      let n = write(fd, base + offset, buffer.count - offset)
      if n < 0 { if errno == EINTR { continue }; return }
      offset += n
    }
  }

  /// Reads all of standard input.
  public static func readStandardInput() -> [UInt8] {
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress!, $0.count) }
      if n < 0 { if errno == EINTR { continue }; break }
      if n == 0 { break }
      result.append(contentsOf: chunk[0..<n])
    }
    return result
  }

  public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  public static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  public static var processorCount: Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }

  /// The current working directory.
  public static func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(cString: buffer)
  }

  public static func exit(_ status: Int32) -> Never {
    #if canImport(Darwin)
    Darwin.exit(status)
    #elseif canImport(Glibc)
    Glibc.exit(status)
    #else
    Musl.exit(status)
    #endif
  }

  private static func errorString() -> String {
    String(cString: strerror(errno))
  }
}

/// A mutual-exclusion lock over a pthread mutex: available on every platform the tool
/// supports, unlike `Synchronization.Mutex` (macOS 15+).
public final class Lock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  public init() { pthread_mutex_init(mutex, nil) }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  @inline(__always)
  public func withLock<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}

extension Platform {
  /// Whether `needle` occurs in `haystack`: which rules a triggered file runs, and where
  /// suppression comments may be.
  public static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
    let length = needle.utf8CodeUnitCount
    guard length > 0, haystack.count >= length, let base = haystack.baseAddress else { return false }
    let first = Int32(needle.utf8Start[0])
    var offset = 0
    // memchr finds candidates at memory speed; memcmp confirms them (memmem is not
    // exported by every C library the tool builds against).
    while haystack.count - offset >= length {
      guard let hit = memchr(base + offset, first, haystack.count - offset - length + 1) else { return false }
      let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if memcmp(base + position, needle.utf8Start, length) == 0 { return true }
      offset = position + 1
    }
    return false
  }
}
