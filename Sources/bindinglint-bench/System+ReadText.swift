#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension System {
  /// A whole file's bytes; nil if it cannot be opened.
  static func readBytes(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { break }
      bytes += chunk[0..<n]
    }
    return bytes
  }

  /// A whole file as text; nil if it cannot be opened or is not UTF-8. (Decoding repairs
  /// invalid UTF-8, so a text that does not give back the same bytes was not UTF-8;
  /// `String(validating:as:)` would say so directly but needs macOS 15.)
  static func readText(_ path: String) -> String? {
    guard let bytes = readBytes(path) else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.elementsEqual(bytes) ? text : nil
  }
}
