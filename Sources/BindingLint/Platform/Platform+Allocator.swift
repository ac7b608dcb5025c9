#if canImport(Glibc)
import Glibc
#endif

extension Platform {
  /// The size from which glibc's `malloc` maps a block of its own, returned to the system
  /// when freed (glibc's starting value).
  public static let mappedBlockThreshold = 128 * 1024

  /// Keeps large blocks out of the heap for the whole run (glibc; elsewhere nothing).
  ///
  /// glibc raises its mapping threshold to the size of each large block freed, up to
  /// 32 MB: once a big file's tokens have been freed, every later file's tokens, syntax
  /// and bytes come from the heap, between the small records that live until the report,
  /// and the holes they leave stay resident. With the threshold fixed, peak RSS for 8×
  /// a 6,812-file tree went from 156 to 145 MB at the same CPU time. Call before any
  /// thread starts.
  public static func keepLargeBlocksMapped() {
    #if canImport(Glibc)
    // `mallopt` is declared in `malloc.h`, which the Glibc module does not import.
    typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(nil, "mallopt") else { return }
    let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
    _ = unsafeBitCast(symbol, to: MallOpt.self)(mmapThreshold, Int32(mappedBlockThreshold))
    #endif
  }
}
