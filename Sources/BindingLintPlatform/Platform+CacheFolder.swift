#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A folder of this user's cache files (`NameCache`), handled so that a cache can never be
/// used to read or write anything else.
///
/// The folder is created (with any missing parents) mode 0700, then opened without
/// following a link at its last component (`O_NOFOLLOW`): a link planted there, a folder
/// owned by someone else, or one that group or others may write makes `open` fail, and the
/// caller runs without a cache. Every file is then named relative to that descriptor: read
/// only if it is a regular file of this user under a size limit, written only by creating a
/// temporary file exclusively (never through a link), syncing it to the disk
/// (`Platform.syncToDisk`) and renaming it over
/// the name, so a reader sees the old file or the new one, never a mix.
extension Platform {
  package final class CacheFolder {
    private let descriptor: Int32

    private init(descriptor: Int32) {
      self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Opens (creating if needed) the folder `path`; nil if it cannot be used safely.
    package static func opening(_ path: String) -> CacheFolder? {
      guard !path.isEmpty else { return nil }
      makeFolders(path)
      let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard fd >= 0 else { return nil }
      var info = stat()
      guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid(), info.st_mode & 0o022 == 0 else {
        close(fd)
        return nil
      }
      return CacheFolder(descriptor: fd)
    }

    /// The content of the file `name`, if it is a regular file of this user smaller than
    /// `limit` bytes; nil otherwise (missing, a link, a FIFO, too large, unreadable).
    package func read(_ name: String, limit: Int) -> [UInt8]? {
      let fd = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
      guard fd >= 0 else { return nil }
      defer { close(fd) }
      var info = stat()
      guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(), Int(info.st_size) < limit,
            case .success(let bytes) = Platform.readExactly(fd, Int(info.st_size)), bytes.count == Int(info.st_size)
      else { return nil }
      return bytes
    }

    /// Replaces the file `name` with `bytes` (exclusive temporary, `fsync`, rename); false
    /// if any step fails, in which case nothing is left behind.
    @discardableResult
    package func write(_ name: String, _ bytes: [UInt8]) -> Bool {
      guard let temporary = Platform.createTemporaryFile(descriptor, for: name) else { return false }
      defer { close(temporary.fd) }
      guard Platform.writeAll(temporary.fd, bytes[...], at: 0), Platform.syncToDisk(temporary.fd),
            renameat(descriptor, temporary.name, descriptor, name) == 0
      else {
        unlinkat(descriptor, temporary.name, 0)
        return false
      }
      return true
    }

    /// Creates each missing folder of `path`, mode 0700 (parents too, as XDG asks of
    /// `~/.cache`). Failures are left for `open` to find.
    private static func makeFolders(_ path: String) {
      if mkdir(path, 0o700) == 0 || errno == EEXIST { return }
      guard errno == ENOENT else { return }
      var prefix = path.hasPrefix("/") ? "" : "."
      for part in path.split(separator: "/") {
        prefix += "/" + part
        _ = mkdir(prefix, 0o700)
      }
    }
  }

  /// The file status `NameCache` keys an entry on: what `stat` (following links) gives
  /// for a regular file (or, with `directory`, a folder); nil for anything else.
  package static func cacheStamp(_ path: String, directory: Bool = false) -> FileStamp? {
    guard let info = fileStatus(FilePath(path)) else { return nil }
    return FileStamp(info, directory: directory)
  }

  /// The same for the NUL-terminated path in `path` (a buffer reused across calls, so a
  /// walk replayed from the cache stats thousands of files without building a string for
  /// each). Paths longer than the system takes are not cached: nil.
  static func cacheStamp(cString path: UnsafePointer<CChar>, directory: Bool = false) -> FileStamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileStamp(info, directory: directory)
  }

  /// The absolute path with every link resolved, or nil.
  package static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Size and modification time of this executable: a rebuilt binary does not trust
  /// caches an older build wrote, whatever its version says.
  package static func executableStamp() -> [Int] {
    guard let path = executablePath(), let stamp = cacheStamp(path) else { return [] }
    return [stamp.size, stamp.modifiedSeconds, stamp.modifiedNanoseconds]
  }
}

extension Platform {
  /// A path below a project folder, built in one reused buffer for `stat`: the replay of a
  /// walk stats every file and folder of the project without a string for each.
  package final class StampPath {
    /// The prefix, then the relative path of the last call and its NUL.
    private let buffer: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private let prefixCount: Int

    package init(prefix: String) {
      let bytes = Array(prefix.utf8)
      prefixCount = bytes.count
      capacity = prefixCount + Int(PATH_MAX) + 1
      buffer = .allocate(capacity: capacity)
      bytes.withUnsafeBufferPointer { buffer.initialize(from: $0.baseAddress!, count: prefixCount) }
    }

    deinit { buffer.deallocate() }

    package func stamp(_ relative: String, directory: Bool = false) -> FileStamp? {
      var relative = relative
      return relative.withUTF8 { stamp($0, directory: directory) }
    }

    /// The stamp of prefix + `relative`; nil for a path the system would not take whole
    /// (too long, or with a NUL byte, which would cut it short): such a file is read.
    package func stamp(_ relative: UnsafeBufferPointer<UInt8>, directory: Bool = false) -> FileStamp? {
      guard prefixCount + relative.count < capacity else { return nil }
      if let source = relative.baseAddress, !relative.isEmpty {
        guard memchr(source, 0, relative.count) == nil else { return nil }
        (buffer + prefixCount).update(from: source, count: relative.count)
      }
      buffer[prefixCount + relative.count] = 0
      return UnsafeRawPointer(buffer).withMemoryRebound(to: CChar.self, capacity: capacity) {
        Platform.cacheStamp(cString: $0, directory: directory)
      }
    }
  }
}

/// What `stat` says of a file that changes whenever its content may have: size,
/// modification and status-change times to the nanosecond, inode and device.
package struct FileStamp: Equatable, Sendable {
  package var size: Int
  package var modifiedSeconds: Int, modifiedNanoseconds: Int
  package var changedSeconds: Int, changedNanoseconds: Int
  package var inode: Int, device: Int

  /// From the seven values in the order above (the name cache's file layout, tests).
  package init(_ values: [Int]) {
    precondition(values.count == Self.count)
    (size, modifiedSeconds, modifiedNanoseconds) = (values[0], values[1], values[2])
    (changedSeconds, changedNanoseconds, inode, device) = (values[3], values[4], values[5], values[6])
  }

  package init(size: Int, modified: (Int, Int), changed: (Int, Int), inode: Int, device: Int) {
    self.size = size
    (modifiedSeconds, modifiedNanoseconds) = modified
    (changedSeconds, changedNanoseconds) = changed
    self.inode = inode
    self.device = device
  }

  /// How many integers a stamp is.
  package static let count = 7

  /// The seven values in the order `init(_:)` takes them.
  package var values: [Int] {
    [size, modifiedSeconds, modifiedNanoseconds, changedSeconds, changedNanoseconds, inode, device]
  }

  init?(_ info: stat, directory: Bool) {
    guard info.st_mode & S_IFMT == (directory ? S_IFDIR : S_IFREG) else { return nil }
    let times = Platform.times(info)
    size = Int(info.st_size)
    (modifiedSeconds, modifiedNanoseconds) = (times.modified[0], times.modified[1])
    (changedSeconds, changedNanoseconds) = (times.changed[0], times.changed[1])
    inode = Int(truncatingIfNeeded: info.st_ino)
    device = Int(truncatingIfNeeded: info.st_dev)
  }
}
