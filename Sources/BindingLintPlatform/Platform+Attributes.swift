#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What a file carries besides its bytes, owner and mode, copied from the file `--fix`
/// replaces to the new file that replaces it, so that a rename does not drop it.
///
/// Darwin: extended attributes (Finder tags, `com.apple.*` metadata) and the ACL, with
/// `fcopyfile(from, to, nil, COPYFILE_XATTR | COPYFILE_ACL)` (<copyfile.h>: COPYFILE_ACL is
/// 1 << 0, COPYFILE_XATTR 1 << 2); of the BSD file flags, the two a user sets on a source
/// file (`UF_NODUMP`, `UF_HIDDEN`). Others are not copied: `UF_IMMUTABLE`/`UF_APPEND` files
/// are never rewritten (not writable), and `UF_COMPRESSED` describes the old file's storage.
///
/// Linux: `user.*` extended attributes and the POSIX ACL (`system.posix_acl_access`), with
/// `flistxattr`/`fgetxattr`/`fsetxattr` (<sys/xattr.h>; the Glibc module does not import
/// that header, so the three are looked up with `dlsym`, as `mallopt` is). Not copied:
/// `security.*` (an SELinux label or file capability comes from the system's policy for a
/// new file) and `trusted.*` (root's own namespace).
///
/// When something that should be carried cannot be, the caller rewrites the file in place
/// instead, which keeps every attribute because the file stays the same inode.
extension Platform {
  /// Copies what is described above from `source` to `target`; false if part of it could
  /// not be copied. A file system without extended attributes has nothing to copy: true.
  /// `status` is the source's, as it was opened.
  static func copyAttributes(from source: Int32, to target: Int32, status: stat) -> Bool {
    #if canImport(Darwin)
    guard fcopyfile(source, target, nil, copyfile_flags_t(COPYFILE_XATTR | COPYFILE_ACL)) == 0 else { return false }
    let kept = status.st_flags & UInt32(UF_NODUMP | UF_HIDDEN)
    return kept == 0 || fchflags(target, kept) == 0
    #elseif os(Linux)
    guard let names = ExtendedAttributes.names(source) else { return false }
    for name in names where name.hasPrefix("user.") || name == "system.posix_acl_access" {
      guard let value = ExtendedAttributes.value(source, name), ExtendedAttributes.set(target, name, value) else { return false }
    }
    return true
    #else
    return true
    #endif
  }

  /// The extended attribute `name` of the file at `path` (for tests); nil if it has none.
  package static func extendedAttribute(_ path: String, _ name: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    #if canImport(Darwin)
    let size = fgetxattr(fd, name, nil, 0, 0, 0)
    guard size >= 0 else { return nil }
    var value = [UInt8](repeating: 0, count: size)
    let got = value.withUnsafeMutableBytes { fgetxattr(fd, name, $0.baseAddress, size, 0, 0) }
    return got == size ? value : nil
    #elseif os(Linux)
    return ExtendedAttributes.value(fd, name)
    #else
    return nil
    #endif
  }

  /// Sets the extended attribute `name` of the file at `path` (for tests); nil when it was
  /// set, else the system's reason (`ENOTSUP` on a file system without them).
  package static func setExtendedAttribute(_ path: String, _ name: String, _ value: [UInt8]) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return errorString() }
    defer { close(fd) }
    #if canImport(Darwin)
    let result = value.withUnsafeBytes { fsetxattr(fd, name, $0.baseAddress, value.count, 0, 0) }
    return result == 0 ? nil : errorString()
    #elseif os(Linux)
    return ExtendedAttributes.set(fd, name, value) ? nil : errorString()
    #else
    return "extended attributes are not supported here"
    #endif
  }
}

#if os(Linux)
/// `flistxattr`, `fgetxattr` and `fsetxattr` from the C library, found at run time.
private enum ExtendedAttributes {
  typealias List = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int
  typealias Get = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
  typealias Set = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32

  static let list: List? = dlsym(nil, "flistxattr").map { unsafeBitCast($0, to: List.self) }
  static let get: Get? = dlsym(nil, "fgetxattr").map { unsafeBitCast($0, to: Get.self) }
  static let setter: Set? = dlsym(nil, "fsetxattr").map { unsafeBitCast($0, to: Set.self) }

  /// The attribute names of `fd`; empty where the file system has none; nil on an error.
  static func names(_ fd: Int32) -> [String]? {
    guard let list else { return [] }
    for _ in 0..<8 {
      let size = list(fd, nil, 0)
      if size < 0 { return errno == ENOTSUP ? [] : nil }
      if size == 0 { return [] }
      var buffer = [CChar](repeating: 0, count: size)
      let got = list(fd, &buffer, size)
      if got < 0 && errno == ERANGE { continue }  // one was added meanwhile
      guard got >= 0 else { return nil }
      return buffer[0..<got].split(separator: 0).map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    }
    return nil
  }

  static func value(_ fd: Int32, _ name: String) -> [UInt8]? {
    guard let get else { return nil }
    for _ in 0..<8 {
      let size = get(fd, name, nil, 0)
      guard size >= 0 else { return nil }
      var value = [UInt8](repeating: 0, count: size)
      let got = value.withUnsafeMutableBytes { get(fd, name, $0.baseAddress, size) }
      if got < 0 && errno == ERANGE { continue }
      guard got >= 0 else { return nil }
      return Array(value[0..<got])
    }
    return nil
  }

  static func set(_ fd: Int32, _ name: String, _ value: [UInt8]) -> Bool {
    guard let setter else {
      errno = ENOTSUP
      return false
    }
    return value.withUnsafeBytes { setter(fd, name, $0.baseAddress, value.count, 0) } == 0
  }
}
#endif
