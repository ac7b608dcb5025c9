#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Dispatch

/// A child process run to be measured: its wall time, CPU time and peak resident memory,
/// with its standard streams sent to files and an optional time limit. The one
/// implementation behind the benchmark's timed runs and the tests' memory bounds
/// (`OutputSafetyTests`), so both measure the same way. Also the CPU time of a running
/// process, for the benchmark's language-server row.
///
/// `ru_maxrss` counts bytes on Darwin and kilobytes on Linux (getrusage(2) on each); the
/// answer here is in bytes on both. The child is started by `startChild` (`Platform+Spawn`,
/// where the file actions' Darwin and Glibc types are handled). Checked for Darwin: `wait4`
/// and `struct rusage` are in <sys/resource.h> and <sys/wait.h>, `kill` and `SIGKILL` in
/// <signal.h>, all imported by the Darwin module under the same names.
extension Platform {
  /// How a measured child ended.
  package struct MeasuredExit: Sendable {
    /// The exit status, or 128 + the signal that ended it (as `waitForExit` gives it).
    package let status: Int32
    /// Peak resident set size of the child, in bytes.
    package let peakResidentBytes: Int
    /// Wall seconds from just before the spawn to the moment the child was reaped.
    package let seconds: Double
    /// User plus system CPU seconds of the child.
    package let cpuSeconds: Double
    /// Whether the time limit ran out and the child was killed.
    package let timedOut: Bool
  }

  /// Runs `path` with `arguments` and waits for it. Standard output goes into the file
  /// `outputPath` (created or truncated); standard input comes from `inputPath` and standard
  /// error goes to `errorPath`, each shared with this process when nil; `environment` is
  /// added to this process's. A child still running after `timeLimit` seconds is killed
  /// (`timedOut`). Nil if it cannot be started or waited for.
  package static func runMeasured(
    _ path: String, _ arguments: [String], outputPath: String, inputPath: String? = "/dev/null",
    errorPath: String? = nil, environment: [String: String] = [:], timeLimit: Double? = nil
  ) -> MeasuredExit? {
    var actions: [SpawnAction] = [.open(1, path: outputPath, flags: O_WRONLY | O_CREAT | O_TRUNC)]
    if let errorPath { actions.append(.open(2, path: errorPath, flags: O_WRONLY | O_CREAT | O_TRUNC)) }
    if let inputPath { actions.append(.open(0, path: inputPath, flags: O_RDONLY)) }
    var start = 0.0
    guard let pid = startChild(path, arguments, environment: environment, actions: actions, beforeSpawn: { start = monotonicSeconds() })
    else { return nil }
    let watchdog = timeLimit.map { Watchdog(pid: pid, after: $0) }
    var status: Int32 = 0
    var usage = rusage()
    var reaped = true
    while wait4(pid, &status, 0, &usage) < 0 {
      if errno != EINTR {
        reaped = false
        break
      }
    }
    let seconds = monotonicSeconds() - start
    let timedOut = watchdog?.finish() ?? false
    guard reaped else { return nil }
    #if canImport(Darwin)
    let peak = Int(usage.ru_maxrss)          // bytes on Darwin
    #else
    let peak = Int(usage.ru_maxrss) * 1024   // kilobytes on Linux
    #endif
    let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
      + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    let signal = status & 0x7f
    return MeasuredExit(
      status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, peakResidentBytes: peak, seconds: seconds,
      cpuSeconds: cpu, timedOut: timedOut)
  }

  /// Kills a child that runs too long; `finish` disarms it once the child is reaped. The
  /// kill is sent under the lock `finish` takes, so none is sent after `finish`; only in the
  /// instant between the reap and `finish` could a pid already reused be hit, which would
  /// take the system to hand out every other pid first.
  private final class Watchdog: @unchecked Sendable {
    private var armed = true
    private var fired = false
    private let lock = Lock()

    init(pid: pid_t, after seconds: Double) {
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
        lock.withLock {
          if armed {
            fired = true
            kill(pid, SIGKILL)
          }
        }
      }
    }

    /// Disarms the watchdog; whether it had killed the child.
    func finish() -> Bool {
      lock.withLock {
        armed = false
        return fired
      }
    }
  }

  /// CPU seconds (user + system) that the running process `pid` and its direct children
  /// have used so far; nil where the system does not say. Linux: the clock ticks in
  /// `/proc/PID/stat` (fields 14 and 15), children from `/proc/PID/task/PID/children`;
  /// a tick is 1/`_SC_CLK_TCK` s (10 ms), so only a total over many events means anything.
  /// Darwin has no /proc; there it is nil, as the benchmark has always reported it.
  package static func cpuSecondsOfProcessTree(_ pid: Int32) -> Double? {
    #if os(Linux)
    guard let own = procCPUSeconds(pid) else { return nil }
    let children = procText("/proc/\(pid)/task/\(pid)/children")?.split(separator: " ").compactMap { Int32($0) } ?? []
    return children.reduce(own) { $0 + (procCPUSeconds($1) ?? 0) }
    #else
    return nil
    #endif
  }

  #if os(Linux)
  private static func procCPUSeconds(_ pid: Int32) -> Double? {
    // The command name (field 2) is in parentheses and may hold spaces: count after ")".
    guard let text = procText("/proc/\(pid)/stat"), let close = text.lastIndex(of: ")") else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  private static func procText(_ path: String) -> String? {
    guard case .success(let bytes) = readFile(path) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }
  #endif
}
