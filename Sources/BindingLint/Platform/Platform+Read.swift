#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension Platform {
  public enum ReadError: Error, Equatable, Sendable {
    case cannotOpen(String)
    case isDirectory
  }

  /// Reads a whole file. Errors carry the system's reason.
  ///
  /// Most source files are a few kilobytes: the first read goes into a 64 KB scratch
  /// buffer, and a file that ends within it costs open, read, close — no fstat. Larger
  /// files are sized with fstat and read into place. A short read ends a regular file;
  /// anything else (a pipe, `<(…)`) is read until a read returns nothing, so pass
  /// `isRegularFile` only when the caller knows.
  public static func readFile(_ path: String, isRegularFile: Bool = false) -> Result<[UInt8], ReadError> {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return .failure(.cannotOpen(errorString())) }
    defer { close(fd) }
    let scratchSize = 65_536
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: scratchSize) { scratch -> Result<[UInt8], ReadError> in
      guard let base = scratch.baseAddress else { return .failure(.cannotOpen("out of memory")) }
      var got = 0
      repeat { got = read(fd, base, scratchSize) } while got < 0 && errno == EINTR
      if got < 0 { return errno == EISDIR ? .failure(.isDirectory) : .failure(.cannotOpen(errorString())) }
      if got < scratchSize && (isRegularFile || got == 0) { return .success(Array(UnsafeBufferPointer(start: base, count: got))) }
      return readRest(fd, after: UnsafeBufferPointer(start: base, count: got))
    }
  }

  /// The rest of a file whose first `head` bytes are read: into storage of fstat's size,
  /// then on to the end in chunks if the file is longer than that.
  private static func readRest(_ fd: Int32, after head: UnsafeBufferPointer<UInt8>) -> Result<[UInt8], ReadError> {
    var info = stat()
    let size = fstat(fd, &info) == 0 ? max(Int(info.st_size), head.count) : head.count
    var filled = head.count
    var result = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      if let source = head.baseAddress { (base).initialize(from: source, count: head.count) }
      while filled < buffer.count {
        let got = read(fd, base + filled, buffer.count - filled)
        if got < 0 && errno == EINTR { continue }
        if got <= 0 { break }
        filled += got
      }
      initialized = filled
    }
    // A file that had the size fstat reported is done: what it is at open time is what
    // gets linted. One that came up short or grew is read on to the end.
    while filled < size || size == head.count {
      let got = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16384) { chunk -> Int in
        guard let base = chunk.baseAddress else { return 0 }
        let n = read(fd, base, chunk.count)
        if n > 0 { result.append(contentsOf: UnsafeBufferPointer(start: base, count: n)) }
        return n
      }
      if got < 0 {
        if errno == EINTR { continue }
        return .failure(.cannotOpen(errorString()))
      }
      if got == 0 { break }
    }
    return .success(result)
  }

  /// Reads all of standard input.
  public static func readStandardInput() -> [UInt8] {
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress!, $0.count) }
      if n < 0 { if errno == EINTR { continue }; break }
      if n == 0 { break }
      result.append(contentsOf: chunk[0..<n])
    }
    return result
  }
}
