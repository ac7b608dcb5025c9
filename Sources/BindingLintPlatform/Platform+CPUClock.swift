#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// CPU time, for `--timings`: the calling thread's (each worker measures its own files)
/// and the whole process's (what the phases do not account for is shown as the rest).
///
/// `clock_gettime` with `CLOCK_THREAD_CPUTIME_ID` and `CLOCK_PROCESS_CPUTIME_ID` is POSIX;
/// Darwin has both since macOS 10.12 (its `<time.h>` defines them as `_CLOCK_*` values of
/// the `clockid_t` enum, imported under the same names as `CLOCK_REALTIME`, which
/// `Platform.now()` already uses on both systems).
extension Platform {
  /// Nanoseconds of CPU the calling thread has used.
  package static func threadCPUNanoseconds() -> UInt64 {
    nanoseconds(CLOCK_THREAD_CPUTIME_ID)
  }

  /// Nanoseconds of CPU the process has used, every thread together.
  package static func processCPUNanoseconds() -> UInt64 {
    nanoseconds(CLOCK_PROCESS_CPUTIME_ID)
  }

  private static func nanoseconds(_ clock: clockid_t) -> UInt64 {
    var time = timespec()
    guard clock_gettime(clock, &time) == 0 else { return 0 }
    return UInt64(max(0, time.tv_sec)) &* 1_000_000_000 &+ UInt64(max(0, time.tv_nsec))
  }
}
