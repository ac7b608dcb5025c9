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
/// temporary file exclusively (never through a link), `fsync`ing it and renaming it over
/// the name, so a reader sees the old file or the new one, never a mix.
extension Platform {
  public final class CacheFolder {
    private let descriptor: Int32

    private init(descriptor: Int32) {
      self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Opens (creating if needed) the folder `path`; nil if it cannot be used safely.
    public static func opening(_ path: String) -> CacheFolder? {
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
    public func read(_ name: String, limit: Int) -> [UInt8]? {
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
    public func write(_ name: String, _ bytes: [UInt8]) -> Bool {
      guard let temporary = Platform.createTemporaryFile(descriptor, for: name) else { return false }
      defer { close(temporary.fd) }
      guard Platform.writeAll(temporary.fd, bytes[...], at: 0), fsync(temporary.fd) == 0,
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

  /// The file status `NameCache` keys an entry on: what `status(of:)` gives for a regular
  /// file (or, with `directory`, a folder), following links, as [size, mtime s, ns,
  /// ctime s, ns, inode, device]; nil for anything else.
  public static func cacheStamp(_ path: String, directory: Bool = false) -> [Int]? {
    guard let info = fileStatus(FilePath(path)), info.st_mode & S_IFMT == (directory ? S_IFDIR : S_IFREG) else { return nil }
    #if canImport(Darwin)
    let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
    #else
    let (modified, changed) = (info.st_mtim, info.st_ctim)
    #endif
    return [
      Int(info.st_size), Int(modified.tv_sec), Int(modified.tv_nsec), Int(changed.tv_sec), Int(changed.tv_nsec),
      Int(bitPattern: UInt(info.st_ino)), Int(bitPattern: UInt(info.st_dev)),
    ]
  }

  /// The absolute path with every link resolved, or nil.
  public static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Size and modification time of this executable: a rebuilt binary does not trust
  /// caches an older build wrote, whatever its version says.
  public static func executableStamp() -> [Int] {
    guard let path = executablePath(), let stamp = cacheStamp(path) else { return [] }
    return Array(stamp[0..<3])
  }
}
