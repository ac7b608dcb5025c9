#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Scratch files: a private temporary folder, folders and new files written into it, and
/// the whole tree removed again. For the benchmark (its generated corpus and inputs) and
/// tests; never for a user's files, which go through `Platform+ReplaceFile` (atomic, synced).
/// A scratch file is written in place, without a temporary and a rename, because nothing
/// reads it until the write has returned and a half-written one is thrown away with its tree.
///
/// Checked for Darwin: `mkdtemp` (<unistd.h>, mktemp(3)), `mkdir`, `rmdir`, `unlink` and
/// `open` have the same names and signatures in the Darwin module as in Glibc, so there is
/// no branch; folders are listed with `withDirectory` (`Platform+Directories`).
extension Platform {
  /// Creates `path` and each missing folder above it (mode 0755). True if it exists as a
  /// folder afterwards or was already there; a file in the way is found by the next open.
  package static func makeDirectories(_ path: String) -> Bool {
    var built = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      built += "/" + part
      if mkdir(built, 0o755) != 0 && errno != EEXIST { return false }
    }
    return true
  }

  /// Writes `bytes` as the file `path` (created or truncated, mode 0644), in place.
  package static func writeScratchFile(_ path: String, _ bytes: [UInt8]) -> Bool {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var written = 0
    return bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return true }
      while written < buffer.count {
        let n = write(fd, base + written, buffer.count - written)
        if n < 0 { if errno == EINTR { continue }; return false }
        written += n
      }
      return true
    }
  }

  /// A new empty folder, mode 0700, named `prefix` and six random characters, under
  /// `$TMPDIR` (or /tmp when it is unset or empty); nil if it cannot be made.
  package static func makeTemporaryDirectory(prefix: String) -> String? {
    let base = environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array(((base.hasSuffix("/") ? base : base + "/") + prefix + "XXXXXX").utf8CString)
    guard mkdtemp(&template) != nil else { return nil }
    return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `rm -rf root`: every entry below it, then the folders, deepest first. Symbolic links
  /// are removed, never followed (a link to a folder outside is not emptied). Iterative, so
  /// depth costs memory, not stack. What cannot be removed is left.
  package static func removeTree(_ root: String) {
    var pending = [FilePath(root)]
    var directories: [FilePath] = []
    while let directory = pending.popLast() {
      directories.append(directory)
      _ = withDirectory(directory) { folder in
        for entry in folder.entries {
          let path = directory.appending(entry)
          let isFolder: Bool
          if let type = entry.type {
            isFolder = type == .directory  // readdir's DT_DIR: never a link
          } else {
            isFolder = !folder.isSymbolicLink(entry) && (try? folder.status(of: entry).get())?.type == .directory
          }
          if isFolder {
            pending.append(path)
          } else {
            _ = path.withCString { unlink($0) }
          }
        }
      }
    }
    for directory in directories.reversed() { _ = directory.withCString { rmdir($0) } }
  }
}
