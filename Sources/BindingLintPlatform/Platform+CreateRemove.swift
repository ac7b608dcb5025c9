#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Creating folders and removing files, for the developer tool (`bindinglint-dev`), which
/// writes generated files and scaffolds rules; the linter itself never creates a folder or
/// deletes a file. `mkdir`, `unlink` and `EEXIST` have one spelling in Darwin, Glibc and Musl
/// (`<sys/stat.h>`, `<unistd.h>`, `<errno.h>`).
extension Platform {
  /// Creates `path` and any missing parent folders (mode 0755 before the umask); true when
  /// the folder exists afterwards.
  package static func createDirectories(_ path: String) -> Bool {
    if isDirectory(path) { return true }
    if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
      guard createDirectories(String(path[..<slash])) else { return false }
    }
    return mkdir(path, 0o755) == 0 || (errno == EEXIST && isDirectory(path))
  }

  /// Removes the file at `path`; true when it is gone.
  package static func removeFile(_ path: String) -> Bool {
    unlink(path) == 0 || errno == ENOENT
  }
}
