#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension Platform {
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
}
