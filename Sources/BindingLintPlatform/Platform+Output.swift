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
  package static func reportBrokenPipesAsErrors() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Writes all of `text` to standard output; nil when it was written, else the reason.
  package static func writeStandardOutputChecked(_ text: String) -> String? {
    var text = text
    return text.withUTF8 { writeStandardOutputChecked($0) }
  }

  /// The same for bytes that need not be UTF-8 (`--fix` echoing standard input).
  package static func writeStandardOutputChecked(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer { writeStandardOutputChecked($0) }
  }

  private static func writeStandardOutputChecked(_ buffer: UnsafeBufferPointer<UInt8>) -> String? {
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
