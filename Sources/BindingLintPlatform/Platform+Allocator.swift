#if canImport(Glibc)
import Glibc
#endif

extension Platform {
  /// The size from which glibc's `malloc` maps a block of its own, returned to the system
  /// when freed (glibc's starting value).
  package static let mappedBlockThreshold = 128 * 1024

  /// Keeps large blocks out of the heap, and every thread's blocks in one heap, for the
  /// whole run (glibc; elsewhere nothing).
  ///
  /// glibc raises its mapping threshold to the size of each large block freed, up to
  /// 32 MB: once a big file's tokens have been freed, every later file's tokens, syntax
  /// and bytes come from the heap, between the small records that live until the report,
  /// and the holes they leave stay resident. With the threshold fixed, peak RSS for 8×
  /// a 6,812-file tree went from 156 to 145 MB at the same CPU time.
  ///
  /// glibc also gives each thread that allocates a heap (an arena) of its own: records
  /// that live until the report end up spread over two or more heaps, each with its own
  /// holes. One heap took the same run from 144 to 134 MB, with no more CPU or wall time
  /// on two cores (small blocks come from per-thread caches without the heap's lock).
  /// Call before any thread starts.
  package static func tuneAllocator() {
    #if canImport(Glibc)
    // `mallopt` is declared in `malloc.h`, which the Glibc module does not import.
    typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(nil, "mallopt") else { return }
    let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
    let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
    let arenaMaximum: Int32 = -8  // M_ARENA_MAX
    _ = mallopt(mmapThreshold, Int32(mappedBlockThreshold))
    _ = mallopt(arenaMaximum, 1)
    #endif
  }
}
