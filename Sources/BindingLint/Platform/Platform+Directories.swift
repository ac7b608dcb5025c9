#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension Platform {
  public enum EntryType: Sendable { case file, directory, other }

  public struct FileIdentity: Hashable, Sendable {
    public let device: UInt64
    public let inode: UInt64
  }

  /// What `path` is, following symbolic links; nil if it does not exist.
  public static func entryType(_ path: String) -> EntryType? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .file
    default: return .other
    }
  }

  /// Device and inode of a directory (after links), to detect symlink loops.
  public static func identity(_ path: String) -> FileIdentity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  /// Names in a directory with what readdir says they are (`d_type`), without `.` and
  /// `..`; the type is nil when readdir does not know or the entry is a symbolic link
  /// (ask `entryType`, which follows links). Saves a `stat` per entry when walking trees.
  public static func typedDirectoryEntries(_ path: String) -> [(name: String, type: EntryType?)]? {
    guard let dir = opendir(path) else { return nil }
    defer { closedir(dir) }
    var entries: [(name: String, type: EntryType?)] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        let length = bytes.firstIndex(of: 0) ?? bytes.count
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<length]), as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let type: EntryType?
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): type = .directory
      case Int32(DT_REG): type = .file
      case Int32(DT_UNKNOWN), Int32(DT_LNK): type = nil
      default: type = .other
      }
      entries.append((name, type))
    }
    return entries
  }

  /// Byte-wise (UTF-8) ordering of two strings, as `a.utf8.lexicographicallyPrecedes(b.utf8)`
  /// but with one `memcmp` instead of a generic element-by-element loop (sorting 10k paths).
  public static func utf8Precedes(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { x in b.withUTF8 { y in bytesPrecede(x, y) } }
  }

  /// Byte-wise ordering of two byte strings (a shorter prefix first), with one `memcmp`.
  @inline(__always)
  public static func bytesPrecede(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
    let n = min(x.count, y.count)
    if n > 0, let p = x.baseAddress, let q = y.baseAddress {
      let order = memcmp(p, q, n)
      if order != 0 { return order < 0 }
    }
    return x.count < y.count
  }

  /// Names in a directory, without `.` and `..`; nil if it cannot be listed.
  public static func directoryEntries(_ path: String) -> [String]? {
    guard let dir = opendir(path) else { return nil }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        let length = bytes.firstIndex(of: 0) ?? bytes.count
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<length]), as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}
