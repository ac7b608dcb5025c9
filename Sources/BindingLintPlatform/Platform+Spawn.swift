#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The one place a child process is started: `posix_spawn` with the file actions that set
/// up its standard streams, its argument and environment strings, and their cleanup.
/// `Platform+Process` (a child on pipes) and `Platform+Measure` (a child timed and weighed)
/// both start theirs here and say only what the child's descriptors become; waiting for
/// the child stays theirs.
///
/// The file actions' type is what differs: Darwin's <spawn.h> declares
/// `posix_spawn_file_actions_t` as an opaque pointer (`typedef void *`), which Swift imports
/// as an optional raw pointer, so the value starts as nil and `init` allocates behind it;
/// Glibc and Musl declare a struct, which starts zeroed. Checked against the Swift
/// project's own spawning code for Darwin and Linux (swiftlang/swift
/// `stdlib/private/SwiftPrivateLibcExtras/Subprocess.swift`: `posix_spawn_file_actions_t?`
/// starting as nil on Darwin, `posix_spawn_file_actions_t()` on Linux; `posix_spawn` takes
/// a pointer to either). The `posix_spawn_file_actions_add*` functions keep their names and
/// argument order on both; `addopen` copies the path it is given.
extension Platform {
  /// What one of the child's descriptors becomes before the child runs, in order given.
  enum SpawnAction {
    /// Descriptor `fd` opened on `path` with `flags` (created with mode 0644 under
    /// `O_CREAT`).
    case open(Int32, path: String, flags: Int32)
    /// `source` duplicated onto `target`.
    case duplicate(Int32, onto: Int32)
    /// `fd` closed in the child.
    case close(Int32)
  }

  /// Starts `path` with `arguments`, `environment` added to this process's (an empty one
  /// inherits it as it is), after `actions`. `beforeSpawn` runs just before the
  /// `posix_spawn` call, once everything is prepared (a timed run starts its clock there).
  /// The child's pid, or nil if it could not be started.
  static func startChild(
    _ path: String, _ arguments: [String], environment: [String: String], actions: [SpawnAction],
    beforeSpawn: () -> Void = {}
  ) -> pid_t? {
    #if canImport(Darwin)
    var fileActions: posix_spawn_file_actions_t? = nil
    #else
    var fileActions = posix_spawn_file_actions_t()
    #endif
    guard posix_spawn_file_actions_init(&fileActions) == 0 else { return nil }
    defer { posix_spawn_file_actions_destroy(&fileActions) }
    for action in actions {
      switch action {
      case .open(let fd, let file, let flags): posix_spawn_file_actions_addopen(&fileActions, fd, file, flags, 0o644)
      case .duplicate(let source, let target): posix_spawn_file_actions_adddup2(&fileActions, source, target)
      case .close(let fd): posix_spawn_file_actions_addclose(&fileActions, fd)
      }
    }
    var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    var envp = environment.isEmpty ? [] : environmentBlock(adding: environment)
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    beforeSpawn()
    let spawned = envp.isEmpty
      ? posix_spawn(&pid, path, &fileActions, nil, &argv, environ)
      : posix_spawn(&pid, path, &fileActions, nil, &argv, &envp)
    return spawned == 0 ? pid : nil
  }

  /// This process's environment with `added` in it (an added name replaces the inherited
  /// one), as `strdup`ed `NAME=VALUE` strings ending in nil, for `posix_spawn`: the caller
  /// frees them.
  static func environmentBlock(adding added: [String: String]) -> [UnsafeMutablePointer<CChar>?] {
    var seen = Set(added.keys)
    var block: [UnsafeMutablePointer<CChar>?] = added.map { strdup("\($0.key)=\($0.value)") }
    var index = 0
    while let entry = environ[index] {
      let text = String(cString: entry)
      let name = String(text.prefix { $0 != "=" })
      if !seen.contains(name) { block.append(strdup(entry)) }
      seen.insert(name)
      index += 1
    }
    block.append(nil)
    return block
  }
}
