#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Standard output that reports failure: a report that did not arrive (a full disk, a
/// closed pipe) must not look like a clean run.
extension Platform {
  /// Makes a closed pipe a write error (`EPIPE`) the tool reports, instead of a signal
  /// that ends it silently.
  public static func reportBrokenPipesAsErrors() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Writes all of `text` to standard output; nil when it was written, else the reason.
  public static func writeStandardOutputChecked(_ text: String) -> String? {
    var text = text
    return text.withUTF8 { buffer -> String? in
      guard let base = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let n = write(1, base + offset, buffer.count - offset)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return n < 0 ? errorString() : "nothing was written" }
        offset += n
      }
      return nil
    }
  }
}
