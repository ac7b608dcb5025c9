#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Standard output that reports failure: a report that did not arrive (a full disk) must
/// not look like a clean run. A reader that went away (`bindinglint … | head`) is told
/// apart: that is the reader's choice, not a failure.
extension Platform {
  /// Makes a closed pipe a write error (`EPIPE`) the tool can tell apart, instead of a
  /// signal that ends it before it has decided its exit status.
  package static func reportBrokenPipesAsErrors() {
    signal(SIGPIPE, SIG_IGN)
  }

  package enum OutputResult: Equatable, Sendable {
    case written
    /// The reading end was closed (`EPIPE`).
    case readerGone
    /// Any other failure, with the system's reason.
    case failed(String)
  }

  /// Writes all of `text` to standard output.
  package static func writeStandardOutputChecked(_ text: String) -> OutputResult {
    var text = text
    return text.withUTF8 { writeStandardOutputChecked($0) }
  }

  /// The same for bytes that need not be UTF-8 (`--fix` echoing standard input).
  package static func writeStandardOutputChecked(_ bytes: [UInt8]) -> OutputResult {
    bytes.withUnsafeBufferPointer { writeStandardOutputChecked($0) }
  }

  private static func writeStandardOutputChecked(_ buffer: UnsafeBufferPointer<UInt8>) -> OutputResult {
    guard let base = buffer.baseAddress else { return .written }
    var offset = 0
    while offset < buffer.count {
      let n = write(1, base + offset, buffer.count - offset)
      if n < 0 && errno == EINTR { continue }
      if n < 0 && errno == EPIPE { return .readerGone }
      if n <= 0 { return .failed(n < 0 ? errorString() : "nothing was written") }
      offset += n
    }
    return .written
  }
}
