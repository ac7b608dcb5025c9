#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What paths are and what folders hold. A folder is listed through the descriptor it was
/// opened with, and its entries are looked up relative to that descriptor, so what is
/// listed is what is checked, names are used as the bytes they are, and a path too long for
/// the system still works (`Platform+Paths`). Every failure carries the system's reason.
#if canImport(Darwin)
private typealias DirectoryHandle = UnsafeMutablePointer<DIR>
#else
private typealias DirectoryHandle = OpaquePointer
#endif

extension Platform {
  package enum EntryType: Sendable { case file, directory, other }

  package struct FileIdentity: Hashable, Sendable {
    package let device: UInt64
    package let inode: UInt64

    /// `dev_t` is an `Int32` on Darwin, where a device number can be negative: its bits are
    /// kept, never range-checked (a trap there).
    init(_ info: stat) {
      device = UInt64(truncatingIfNeeded: info.st_dev)
      inode = UInt64(truncatingIfNeeded: info.st_ino)
    }

    package init(device: UInt64, inode: UInt64) {
      self.device = device
      self.inode = inode
    }
  }

  /// What a path is after links, and which file it is.
  package struct FileStatus: Sendable {
    package let type: EntryType
    package let identity: FileIdentity
    /// For `.other`: what it is ("a FIFO").
    package let kind: String
    /// Size, modification and status-change times: equal stamps of the same `identity`
    /// mean the content was not rewritten in between (what a cache of a parsed file keys on).
    package let stamp: [Int]

    init(_ info: stat) {
      switch info.st_mode & S_IFMT {
      case S_IFDIR: type = .directory
      case S_IFREG: type = .file
      default: type = .other
      }
      identity = FileIdentity(info)
      kind = Platform.kindName(info.st_mode & S_IFMT)
      let times = Platform.times(info)
      stamp = [Int(info.st_size)] + times.modified + times.changed
    }
  }

  /// Why a path could not be looked at: the system's reason, in lower case
  /// ("no such file or directory", "permission denied").
  package struct PathError: Error, Equatable, Sendable {
    package let message: String

    static func fromErrno() -> PathError {
      let reason = errorString()
      return PathError(message: reason.prefix(1).lowercased() + reason.dropFirst())
    }
  }

  /// What `path` is, following symbolic links.
  package static func status(of path: FilePath) -> Result<FileStatus, PathError> {
    guard let info = fileStatus(path) else { return .failure(.fromErrno()) }
    return .success(FileStatus(info))
  }

  /// Whether `path` names a folder (after links).
  package static func isDirectory(_ path: String) -> Bool {
    guard case .success(let status) = status(of: FilePath(path)) else { return false }
    return status.type == .directory
  }

  /// Whether anything has the name `path`, a dangling link included (`lstat`).
  package static func entryExists(_ path: FilePath) -> Bool {
    var info = stat()
    if path.withCString({ lstat($0, &info) }) == 0 { return true }
    guard errno == ENAMETOOLONG else { return false }
    return resolvingLongPath(path) { folder, rest in fstatat(folder, rest, &info, AT_SYMLINK_NOFOLLOW) } == 0
  }

  /// A name read from a folder, with what readdir says it is (`d_type`).
  package struct DirectoryEntry: Sendable {
    /// The name for people and for matching (escaped if it is not UTF-8).
    package let name: String
    /// The exact bytes, when `name` is not them.
    package let rawName: [UInt8]?
    /// nil when readdir does not know or the entry is a symbolic link: ask
    /// `OpenDirectory.status(of:)`, which follows links.
    package let type: EntryType?
    /// readdir's inode number (`d_ino`): for a plain file, its inode, without a `stat`.
    package let inode: UInt64
    /// readdir says it is a symbolic link (`DT_LNK`); false also when it does not know.
    package var isLink = false
  }

  /// A folder opened for listing: its identity, its entries, and lookups relative to it.
  package struct OpenDirectory {
    fileprivate let fd: Int32
    package let identity: FileIdentity
    /// Every entry but `.` and `..`, in the order readdir gives them.
    package let entries: [DirectoryEntry]

    /// What `entry` is, following links (one `fstatat`, no path resolution from the root).
    package func status(of entry: DirectoryEntry) -> Result<FileStatus, PathError> {
      var info = stat()
      let result: Int32
      if let raw = entry.rawName {
        result = Platform.withCString(raw[...]) { fstatat(fd, $0, &info, 0) }
      } else {
        result = fstatat(fd, entry.name, &info, 0)
      }
      guard result == 0 else { return .failure(.fromErrno()) }
      return .success(FileStatus(info))
    }

    /// Whether `entry` is a symbolic link: readdir's answer when it has one (`isLink`), one
    /// `fstatat` without following when it does not know.
    package func isSymbolicLink(_ entry: DirectoryEntry) -> Bool {
      if entry.isLink { return true }
      guard entry.type == nil else { return false }
      var info = stat()
      let result: Int32
      if let raw = entry.rawName {
        result = Platform.withCString(raw[...]) { fstatat(fd, $0, &info, AT_SYMLINK_NOFOLLOW) }
      } else {
        result = fstatat(fd, entry.name, &info, AT_SYMLINK_NOFOLLOW)
      }
      return result == 0 && info.st_mode & S_IFMT == S_IFLNK
    }
  }

  /// Opens the folder `path`, lists it, and calls `body` while it is open; fails with the
  /// system's reason if it cannot be opened or read to the end.
  package static func withDirectory<R>(_ path: FilePath, _ body: (OpenDirectory) -> R) -> Result<R, PathError> {
    // opendir opens without blocking and only a folder (O_DIRECTORY); `fdopendir` would
    // cost two more system calls per folder, so it is kept for paths too long for opendir.
    guard let handle = path.withCString({ opendir($0) }) ?? openLongDirectory(path) else { return .failure(.fromErrno()) }
    defer { closedir(handle) }
    let fd = dirfd(handle)
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(.fromErrno()) }
    var entries: [DirectoryEntry] = []
    while true {
      errno = 0
      guard let entry = readdir(handle) else {
        if errno != 0 { return .failure(.fromErrno()) }
        break
      }
      let (name, rawName) = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> (String, [UInt8]?) in
        let bytes = raw.bindMemory(to: UInt8.self)
        let length = bytes.firstIndex(of: 0) ?? bytes.count
        let nameBytes = UnsafeBufferPointer(rebasing: bytes[0..<length])
        if let text = stringIfUTF8(nameBytes) { return (text, nil) }
        let exact = Array(nameBytes)
        return (FilePath.escaped(exact), exact)
      }
      if name == "." || name == ".." { continue }
      let type: EntryType?
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): type = .directory
      case Int32(DT_REG): type = .file
      case Int32(DT_UNKNOWN), Int32(DT_LNK): type = nil
      default: type = .other
      }
      entries.append(DirectoryEntry(
        name: name, rawName: rawName, type: type, inode: UInt64(entry.pointee.d_ino), isLink: Int32(entry.pointee.d_type) == Int32(DT_LNK)))
    }
    let directory = OpenDirectory(fd: fd, identity: FileStatus(info).identity, entries: entries)
    return .success(body(directory))
  }

  /// A folder whose path is too long for `opendir`, opened a piece at a time.
  private static func openLongDirectory(_ path: FilePath) -> DirectoryHandle? {
    guard errno == ENAMETOOLONG else { return nil }
    let fd = openDescriptor(path, O_RDONLY | O_DIRECTORY | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    guard let handle = fdopendir(fd) else {
      let error = errno
      close(fd)
      errno = error
      return nil
    }
    return handle
  }

  /// Names in a folder, without `.` and `..`; nil if it cannot be listed.
  package static func directoryEntries(_ path: String) -> [String]? {
    try? withDirectory(FilePath(path)) { $0.entries.map(\.name) }.get()
  }

  /// Byte-wise (UTF-8) ordering of two strings, as `a.utf8.lexicographicallyPrecedes(b.utf8)`
  /// but with one `memcmp` instead of a generic element-by-element loop (sorting 10k paths).
  package static func utf8Precedes(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { x in b.withUTF8 { y in bytesPrecede(x, y) } }
  }

  /// Byte-wise ordering of two byte strings (a shorter prefix first), with one `memcmp`.
  @inline(__always)
  package static func bytesPrecede(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
    let n = min(x.count, y.count)
    if n > 0, let p = x.baseAddress, let q = y.baseAddress {
      let order = memcmp(p, q, n)
      if order != 0 { return order < 0 }
    }
    return x.count < y.count
  }
}
