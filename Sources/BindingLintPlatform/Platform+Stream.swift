#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Standard input as a stream, for the language server: it reads what has arrived, a
/// message at a time, where `readStandardInput` reads to the end.
extension Platform {
  /// The next bytes available on standard input (blocking until some arrive); nil at the
  /// end of input or on a read error.
  package static func readStandardInputChunk(maximum: Int = 65536) -> [UInt8]? {
    var chunk = [UInt8](repeating: 0, count: maximum)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return nil }
      chunk.removeLast(chunk.count - n)
      return chunk
    }
  }
}
