#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Who owns a file, and where symbolic links lead: what the tool asks before it trusts a
/// configuration file found above the current folder, follows a link out of a walked
/// folder, or writes an output file. Every call here is one this folder already makes on
/// Darwin as on Glibc (`lstat` in `Platform+Directories`, `geteuid` in
/// `Platform+CacheFolder`, `realpath` with a NULL buffer — POSIX.1-2008 — in
/// `Platform+ReplaceFile`; `st_uid` is a `uid_t`, a `UInt32`, on both), so there is no
/// branch.
extension Platform {
  /// The user id of this process (the one permissions are checked against).
  package static var effectiveUserID: UInt32 { UInt32(geteuid()) }

  /// The owner of the entry at `path` itself (a link's own owner, not its target's) and,
  /// when it is a symbolic link, of what it leads to (nil if that does not exist). Nil if
  /// nothing is at `path`.
  package static func owners(of path: FilePath) -> (entry: UInt32, target: UInt32?)? {
    var info = stat()
    guard path.withCString({ lstat($0, &info) }) == 0 else { return nil }
    guard info.st_mode & S_IFMT == S_IFLNK else { return (UInt32(info.st_uid), UInt32(info.st_uid)) }
    var target = stat()
    let followed = path.withCString { stat($0, &target) } == 0
    return (UInt32(info.st_uid), followed ? UInt32(target.st_uid) : nil)
  }

  /// Whether `path` itself is a symbolic link (`lstat`).
  package static func isSymbolicLink(_ path: FilePath) -> Bool {
    var info = stat()
    return path.withCString { lstat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  /// The first symbolic link on the way to `path`, as spelled from its start: each
  /// component of `path` in turn (`a`, `a/b`, `a/b/c`), the last one included, up to the
  /// first that does not exist. Nil when there is none. A leading `/`'s own parts are
  /// checked too; callers that trust what lies above a folder pass a relative path.
  package static func firstSymbolicLink(in path: String) -> String? {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
      if part == "." || part == ".." { continue }
      var info = stat()
      guard lstat(prefix, &info) == 0 else { return nil }
      if info.st_mode & S_IFMT == S_IFLNK { return prefix }
    }
    return nil
  }

  /// The absolute path `path` resolves to, every link followed (`realpath`); nil if it
  /// does not resolve (a dangling link, a missing part) or is too long.
  package static func resolvedPath(_ path: FilePath) -> String? {
    guard let resolved = path.withCString({ realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: strlen(resolved))
    return FilePath(bytes: Array(bytes)).display
  }
}
