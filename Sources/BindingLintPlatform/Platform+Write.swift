#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension Platform {
  package static func writeStandardOutput(_ bytes: [UInt8]) { writeAll(1, bytes) }
  package static func writeStandardError(_ bytes: [UInt8]) { writeAll(2, bytes) }

  /// Writes a string's UTF-8 in place: a large report is not copied again on its way out.
  package static func writeStandardOutput(_ text: String) { writeText(1, text) }
  package static func writeStandardError(_ text: String) { writeText(2, text) }

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
}
