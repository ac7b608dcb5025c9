#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Dispatch

/// What the benchmark needs from the operating system: a monotonic clock, running a child
/// process (output to /dev/null, with a time limit) and reading its peak memory, finding the
/// benchmark's own executable, and writing, listing and removing files. Nothing here knows
/// what is being measured.
enum System {
  /// Seconds on a monotonic clock.
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  struct ChildResult {
    var seconds: Double
    /// Exit status, or 128 + signal number if the child was killed.
    var status: Int32
    /// Peak resident set size of the child, in bytes.
    var maxRSS: Int
    /// User plus system CPU time of the child, in seconds.
    var cpuSeconds: Double
    var timedOut: Bool
  }

  /// Runs `path` with `arguments`, standard output to `stdoutPath` (default /dev/null),
  /// standard error to /dev/null and standard input from `stdinPath` if given, and waits for it. Wall time runs from just before the
  /// spawn to the moment `wait4` returns. A child still running after `timeLimit` seconds
  /// is killed. Returns nil if the program cannot be started.
  static func run(_ path: String, _ arguments: [String], stdoutPath: String = "/dev/null", stdinPath: String? = nil, timeLimit: Double = 600) -> ChildResult? {
    var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) }
    argv.append(nil)
    defer { for pointer in argv { free(pointer) } }
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t? = nil
    #else
    var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    if let stdinPath { posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0) }
    var pid: pid_t = 0
    let start = now()
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
    let watchdog = Watchdog(pid: pid, after: timeLimit)
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      if errno != EINTR { break }
    }
    let seconds = now() - start
    let timedOut = watchdog.finish()
    #if canImport(Darwin)
    let rss = Int(usage.ru_maxrss)            // bytes on Darwin
    #else
    let rss = Int(usage.ru_maxrss) * 1024     // kilobytes on Linux
    #endif
    let low = status & 0x7f
    let exitStatus = low == 0 ? (status >> 8) & 0xff : 128 + low
    let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
      + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return ChildResult(seconds: seconds, status: exitStatus, maxRSS: rss, cpuSeconds: cpu, timedOut: timedOut)
  }

  /// Kills a child that runs too long; `finish` disarms it once the child is reaped.
  final class Watchdog: @unchecked Sendable {
    private var armed = true
    private var fired = false
    private let lock = DispatchSemaphore(value: 1)

    init(pid: pid_t, after seconds: Double) {
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
        lock.wait()
        if armed { fired = true; kill(pid, SIGKILL) }
        lock.signal()
      }
    }

    /// Disarms the watchdog; returns whether it had killed the child.
    func finish() -> Bool {
      lock.wait()
      defer { lock.signal() }
      armed = false
      return fired
    }
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  static func isExecutable(_ path: String) -> Bool { access(path, X_OK) == 0 && !isDirectory(path) }

  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

  static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  // MARK: - Files

  static func makeDirectories(_ path: String) -> Bool {
    var built = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      built += "/" + part
      if mkdir(built, 0o755) != 0 && errno != EEXIST { return false }
    }
    return true
  }

  static func writeFile(_ path: String, _ bytes: [UInt8]) -> Bool {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var written = 0
    return bytes.withUnsafeBytes { buffer in
      while written < buffer.count {
        guard let base = buffer.baseAddress else { return true }
        let n = write(fd, base + written, buffer.count - written)
        if n < 0 { if errno == EINTR { continue }; return false }
        written += n
      }
      return true
    }
  }

  /// The whole file, or nil if it cannot be read.
  static func readFile(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n < 0 { return nil }
      if n == 0 { return bytes }
      bytes += chunk[0..<n]
    }
  }

  /// A new empty directory under $TMPDIR (or /tmp).
  static func makeTemporaryDirectory() -> String? {
    let base = environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((base.hasSuffix("/") ? base : base + "/").utf8CString.dropLast()) + Array("bindinglint-bench-XXXXXX".utf8CString)
    guard mkdtemp(&template) != nil else { return nil }
    return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `rm -rf path`, without following symbolic links; iterative (no recursion).
  static func removeTree(_ root: String) {
    var pending = [root]
    var directories: [String] = []
    while let directory = pending.popLast() {
      directories.append(directory)
      guard let handle = opendir(directory) else { continue }
      while let entry = readdir(handle) {
        let name = entryName(entry)
        if name == "." || name == ".." { continue }
        let path = directory + "/" + name
        var info = stat()
        if lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
          pending.append(path)
        } else {
          unlink(path)
        }
      }
      closedir(handle)
    }
    for directory in directories.reversed() { rmdir(directory) }
  }

  static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
    withUnsafeBytes(of: &entry.pointee.d_name) { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      let length = bytes.firstIndex(of: 0) ?? bytes.count
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<length]), as: UTF8.self)
    }
  }
}
