#if canImport(Darwin)
import Darwin
// `_NSGetExecutablePath` is declared in <mach-o/dyld.h>, which Swift imports as `MachO`.
import MachO
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where this executable is: what the language server's supervisor starts again as its
/// worker, and what the name cache's build stamp looks at.
///
/// The kernel's own answer comes first (Linux `/proc/self/exe`; Darwin
/// `_NSGetExecutablePath`, whose path may hold links or `..`, so it is resolved). Only when
/// that fails is `argv[0]` used, the way a shell found it: a name with a slash is a path
/// from the current folder; a bare name (`bindinglint`, as every editor recipe starts it) is
/// looked up in `PATH`'s absolute folders, never in the current folder, so a
/// `./bindinglint` that happens to sit in a workspace is never started by mistake.
extension Platform {
  package static func executablePath() -> String? {
    if let path = kernelExecutablePath() { return path }
    let found = executablePath(
      argument0: CommandLine.arguments.first ?? "", searchPath: environment("PATH"),
      currentDirectory: currentDirectory(), isExecutableFile: isExecutableFile)
    return found.flatMap(realPath)
  }

  /// The path of the running executable as the kernel knows it, links resolved; nil where
  /// the system cannot say (`/proc` not mounted).
  static func kernelExecutablePath() -> String? {
    #if canImport(Darwin)
    // Checked against <mach-o/dyld.h>: `int _NSGetExecutablePath(char *buf, uint32_t
    // *bufsize)` returns -1 and sets `*bufsize` to the size needed when the buffer is short.
    var size: UInt32 = 0
    _ = _NSGetExecutablePath(nil, &size)
    var buffer = [CChar](repeating: 0, count: Int(size) + 1)
    size = UInt32(buffer.count)
    guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
    return realPath(String(cString: buffer))
    #elseif os(Linux)
    var buffer = [CChar](repeating: 0, count: 4097)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
    return nil
    #endif
  }

  /// The file `argument0` names as a shell would start it: with a slash, a path (from
  /// `currentDirectory` when relative); without one, the first `PATH` folder holding an
  /// executable of that name. Empty and relative `PATH` entries (which mean the current
  /// folder) are skipped. Nil when nothing is found. Pure, so tests can give it any world.
  package static func executablePath(
    argument0: String, searchPath: String?, currentDirectory: String, isExecutableFile: (String) -> Bool
  ) -> String? {
    guard !argument0.isEmpty else { return nil }
    if argument0.contains("/") {
      let path = argument0.hasPrefix("/") ? argument0 : currentDirectory + "/" + argument0
      return isExecutableFile(path) ? path : nil
    }
    for folder in (searchPath ?? "").split(separator: ":", omittingEmptySubsequences: true) where folder.hasPrefix("/") {
      let candidate = (folder.hasSuffix("/") ? String(folder) : folder + "/") + argument0
      if isExecutableFile(candidate) { return candidate }
    }
    return nil
  }

  /// A regular file (after links) this process may execute.
  package static func isExecutableFile(_ path: String) -> Bool {
    guard access(path, X_OK) == 0, let info = fileStatus(FilePath(path)) else { return false }
    return info.st_mode & S_IFMT == S_IFREG
  }
}
