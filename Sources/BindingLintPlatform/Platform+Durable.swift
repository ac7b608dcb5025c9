#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Getting written bytes onto the disk before a rename makes them the file (`--fix`, the
/// baseline, the name cache): the one durability call every such write goes through.
///
/// On Darwin `fsync` only hands the data to the drive, whose cache may lose it on power
/// loss; `fcntl(fd, F_FULLFSYNC)` asks the drive to flush (fsync(2) and fcntl(2) on macOS
/// say so; `F_FULLFSYNC` is 51 in <sys/fcntl.h>, imported by the Darwin overlay together with
/// the two-argument `fcntl`). File systems that do not support it (some network and FAT
/// volumes) refuse it, and then `fsync` is the best there is. Elsewhere `fsync` reaches the
/// disk.
extension Platform {
  /// Flushes `fd`'s data and metadata to stable storage; false when the system says it could not.
  package static func syncToDisk(_ fd: Int32) -> Bool {
    #if canImport(Darwin)
    if fcntl(fd, F_FULLFSYNC) != -1 { return true }
    #endif
    while true {
      if fsync(fd) == 0 { return true }
      if errno != EINTR { return false }
    }
  }
}
