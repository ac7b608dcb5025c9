#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Time for measuring, and how busy the machine is: the benchmark's clock and the load
/// average it prints beside its numbers.
///
/// Checked for Darwin: `clock_gettime` and `CLOCK_MONOTONIC` are declared in <time.h> since
/// macOS 10.12 (clock_gettime(3); the package requires macOS 13), and `getloadavg` in
/// <stdlib.h> (getloadavg(3)); the Darwin module imports both under the same names as Glibc,
/// so there is no branch. (Both calls were the benchmark's own before it used this layer,
/// and macOS CI built them there.)
extension Platform {
  /// Seconds on a monotonic clock (an arbitrary start; only differences mean anything).
  package static func monotonicSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// The one-minute load average, or nil where the system cannot say.
  package static func loadAverage() -> Double? {
    var loads = [Double](repeating: 0, count: 3)
    return getloadavg(&loads, 3) >= 1 ? loads[0] : nil
  }
}
