#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A child process on two pipes, for the language server's supervisor (it runs the server
/// itself as a child, so that a crash in an analysis ends the child, not the session) and
/// for the benchmark, which drives `bindinglint lsp` as an editor would. A child run to be
/// timed and weighed is `Platform+Measure`'s; both are started by `Platform+Spawn`.
extension Platform {
  package struct ChildProcess: Sendable {
    package let pid: Int32
    /// The child's standard input (write end).
    package let input: Int32
    /// The child's standard output (read end).
    package let output: Int32
  }

  /// Starts `path` with `arguments` and `environment` added to this process's, its
  /// standard input and output on pipes, its standard error shared (or /dev/null with
  /// `discardingErrors`). Nil if it cannot start.
  package static func spawn(
    _ path: String, _ arguments: [String], environment: [String: String], discardingErrors: Bool = false
  ) -> ChildProcess? {
    var toChild: [Int32] = [0, 0]
    var fromChild: [Int32] = [0, 0]
    guard pipe(&toChild) == 0 else { return nil }
    guard pipe(&fromChild) == 0 else {
      toChild.forEach { _ = close($0) }
      return nil
    }
    var actions: [SpawnAction] = [.duplicate(toChild[0], onto: 0), .duplicate(fromChild[1], onto: 1)]
    if discardingErrors { actions.append(.open(2, path: "/dev/null", flags: O_WRONLY)) }
    actions += (toChild + fromChild).map { .close($0) }
    let pid = startChild(path, arguments, environment: environment, actions: actions)
    _ = close(toChild[0])
    _ = close(fromChild[1])
    guard let pid else {
      _ = close(toChild[1])
      _ = close(fromChild[0])
      return nil
    }
    // The child's end of a pipe must not leak into a later child.
    _ = fcntl(toChild[1], F_SETFD, FD_CLOEXEC)
    _ = fcntl(fromChild[0], F_SETFD, FD_CLOEXEC)
    return ChildProcess(pid: pid, input: toChild[1], output: fromChild[0])
  }

  /// Waits for `pid` to end: its exit status, or 128 + the signal that ended it.
  package static func waitForExit(_ pid: Int32) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if errno != EINTR { return 1 }
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// The next bytes from `fd` (blocking); nil at the end or on an error.
  package static func readChunk(_ fd: Int32, maximum: Int = 65536) -> [UInt8]? {
    var chunk = [UInt8](repeating: 0, count: maximum)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return nil }
      chunk.removeLast(chunk.count - n)
      return chunk
    }
  }

  /// Writes all of `bytes` to `fd`; false if the other end is gone.
  @discardableResult
  package static func writeAll(to fd: Int32, _ bytes: [UInt8]) -> Bool {
    var written = 0
    while written < bytes.count {
      let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return false }
      written += n
    }
    return true
  }

  package static func closeDescriptor(_ fd: Int32) { _ = close(fd) }

  /// A write to a pipe whose reader died fails with EPIPE instead of ending this process.
  package static func ignoreBrokenPipes() { _ = signal(SIGPIPE, SIG_IGN) }
}
