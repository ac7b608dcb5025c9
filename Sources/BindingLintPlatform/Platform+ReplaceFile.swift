#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Rewriting a source file for `--fix` without ever writing anything else, losing an
/// editor's save, or changing what the file is to the rest of the system.
///
/// The path is resolved through symbolic links, so the link stays and its target is fixed.
/// The target is opened once; its status at that moment is the file's identity. A new
/// version is written to a temporary file created exclusively (`O_CREAT|O_EXCL|O_NOFOLLOW`,
/// random name, never a link) beside the target, given the target's owner, group and mode,
/// `fsync`ed, and renamed over the target — right after checking, on the open descriptor
/// and on the name, that the target is still the file that was read. A file with several
/// hard links, or whose owner or group this process may not give to a new file, is
/// rewritten in place instead (from its first changed byte), which keeps the links and the
/// owner but is not atomic. Extended attributes, the ACL and user file flags go to the new
/// file as `Platform+Attributes` says; a file whose attributes cannot all be carried over is
/// rewritten in place as well. Every write reaches the disk before the rename
/// (`Platform.syncToDisk`: `F_FULLFSYNC` on Darwin).
extension Platform {
  package struct WriteError: Error, Equatable, Sendable {
    package var message: String
  }

  /// A source file opened to be fixed. Close it with `closeFile()`.
  package final class ReplaceableFile {
    /// The folder the file is in (symbolic links resolved).
    package let folder: FilePath
    let directory: Int32
    /// The file's name in `folder`, NUL-terminated, as the system spells it.
    let name: [CChar]
    /// The name for people (and for naming the temporary file).
    let displayName: String
    let descriptor: Int32
    let status: stat

    package var identity: FileIdentity { FileIdentity(status) }

    /// Opens the file `path` names, following symbolic links to their target.
    package static func opening(_ path: FilePath) -> Result<ReplaceableFile, WriteError> {
      guard let resolved = path.withCString({ realpath($0, nil) }) else { return .failure(WriteError(message: errorString())) }
      let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: strlen(resolved)))
      free(resolved)
      let slash = bytes.lastIndex(of: UInt8(ascii: "/")) ?? 0
      let folder = FilePath(bytes: slash == 0 ? [UInt8(ascii: "/")] : Array(bytes[..<slash]))
      let nameBytes = Array(bytes[(slash + 1)...])
      let name = nameBytes.map { CChar(bitPattern: $0) } + [0]
      let directory = openDescriptor(folder, O_RDONLY | O_DIRECTORY)
      guard directory >= 0 else { return .failure(WriteError(message: "cannot open its folder: \(errorString())")) }
      // The name was just resolved: a link appearing there now is a change, not a target.
      // O_NONBLOCK: a FIFO put there must not hang the run; it is refused below.
      let descriptor = openat(directory, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
      guard descriptor >= 0 else {
        let message = errorString()
        close(directory)
        return .failure(WriteError(message: message))
      }
      var status = stat()
      guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
        close(descriptor)
        close(directory)
        return .failure(WriteError(message: "not a regular file"))
      }
      return .success(ReplaceableFile(
        folder: folder, directory: directory, name: name, displayName: FilePath(bytes: nameBytes).display,
        descriptor: descriptor, status: status))
    }

    private init(folder: FilePath, directory: Int32, name: [CChar], displayName: String, descriptor: Int32, status: stat) {
      self.folder = folder
      self.directory = directory
      self.name = name
      self.displayName = displayName
      self.descriptor = descriptor
      self.status = status
    }

    package func closeFile() {
      close(descriptor)
      close(directory)
    }

    /// The file's bytes, read from the descriptor opened with it.
    package func read() -> Result<[UInt8], WriteError> {
      var result: [UInt8] = []
      result.reserveCapacity(Int(status.st_size))
      var offset: off_t = 0
      let chunkSize = min(1 << 20, max(4096, Int(status.st_size) + 1))
      var chunk = [UInt8](repeating: 0, count: chunkSize)
      while true {
        let got = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, chunkSize, offset) }
        if got < 0 {
          if errno == EINTR { continue }
          return .failure(WriteError(message: errorString()))
        }
        if got == 0 { return .success(result) }
        result.append(contentsOf: chunk[0..<got])
        offset += off_t(got)
      }
    }

    /// No write permission bit at all: left alone even by root, as editors do.
    package var isReadOnly: Bool { status.st_mode & 0o222 == 0 }

    /// Why this process may not write the file (access(2) with the effective ids), or nil.
    package var writeRefusal: String? {
      faccessat(directory, name, W_OK, AT_EACCESS) == 0 ? nil : errorString()
    }

    /// Replaces the file's content with `bytes` (see the type's comment for how). `original`
    /// is what `read()` returned; it lets an in-place rewrite start at the first change.
    package func replace(with bytes: [UInt8], original: [UInt8]) -> Result<Void, WriteError> {
      if status.st_nlink > 1 { return rewriteInPlace(bytes, original: original) }
      guard let temporary = createTemporaryFile(directory, for: displayName) else {
        return .failure(WriteError(message: "cannot create a temporary file in '\(folder.display)': \(errorString())"))
      }
      var renamed = false
      defer {
        close(temporary.fd)
        if !renamed { unlinkat(directory, temporary.name, 0) }
      }
      guard fchown(temporary.fd, status.st_uid, status.st_gid) == 0 else {
        // Only the owner and group of the old file may be kept: write into it instead.
        return rewriteInPlace(bytes, original: original)
      }
      guard Platform.copyAttributes(from: descriptor, to: temporary.fd, status: status) else {
        // What the old file carries must not be lost: keep the file and write into it.
        return rewriteInPlace(bytes, original: original)
      }
      guard fchmod(temporary.fd, status.st_mode & 0o7777) == 0,
            writeAll(temporary.fd, bytes[...], at: 0), syncToDisk(temporary.fd)
      else { return .failure(WriteError(message: "cannot write a temporary file in '\(folder.display)': \(errorString())")) }
      if let change = changeSinceOpened() { return .failure(change) }
      guard renameat(directory, temporary.name, directory, name) == 0 else {
        return .failure(WriteError(message: "cannot replace the file: \(errorString())"))
      }
      renamed = true
      return .success(())
    }

    private func rewriteInPlace(_ bytes: [UInt8], original: [UInt8]) -> Result<Void, WriteError> {
      let writer = openat(directory, name, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
      guard writer >= 0 else { return .failure(WriteError(message: "cannot open the file for writing: \(errorString())")) }
      defer { close(writer) }
      var info = stat()
      guard fstat(writer, &info) == 0, info.st_dev == status.st_dev, info.st_ino == status.st_ino else {
        return .failure(WriteError(message: "file changed while it was being fixed; not fixed"))
      }
      let start = zip(bytes, original).prefix { $0 == $1 }.count
      if let change = changeSinceOpened() { return .failure(change) }
      guard writeAll(writer, bytes[start...], at: off_t(start)), ftruncate(writer, off_t(bytes.count)) == 0, syncToDisk(writer) else {
        return .failure(WriteError(message: "cannot write the file in place: \(errorString())"))
      }
      return .success(())
    }

    /// Whether the file read is still, unchanged, the file at its name: same inode at the
    /// name, and on the descriptor the same size, modification and status-change times.
    func changeSinceOpened() -> WriteError? {
      var now = stat(), atName = stat()
      guard fstat(descriptor, &now) == 0, fstatat(directory, name, &atName, AT_SYMLINK_NOFOLLOW) == 0,
            now.st_size == status.st_size, Platform.times(now) == Platform.times(status),
            atName.st_dev == status.st_dev, atName.st_ino == status.st_ino
      else { return WriteError(message: "file changed while it was being fixed; not fixed") }
      return nil
    }
  }

  /// Writes `bytes` to `path` (a file this tool owns, such as a baseline) with the same
  /// care: an existing file is replaced as `ReplaceableFile` does; a new one is written to
  /// an exclusive temporary file, `fsync`ed and renamed into place with mode 0644.
  package static func writeAtomically(_ path: String, _ bytes: [UInt8]) -> Bool {
    if case .success(let file) = ReplaceableFile.opening(FilePath(path)) {
      defer { file.closeFile() }
      guard case .success = file.replace(with: bytes, original: []) else { return false }
      syncFolder(file.folder)
      return true
    }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directory >= 0, !name.isEmpty else { return false }
    defer { close(directory) }
    guard let temporary = createTemporaryFile(directory, for: name) else { return false }
    defer { close(temporary.fd) }
    guard fchmod(temporary.fd, 0o644) == 0, writeAll(temporary.fd, bytes[...], at: 0), syncToDisk(temporary.fd),
          renameat(directory, temporary.name, directory, name) == 0
    else {
      unlinkat(directory, temporary.name, 0)
      return false
    }
    _ = syncToDisk(directory)
    return true
  }

  /// Makes renames in `folder` durable (the caller does this once per folder, after all).
  package static func syncFolder(_ folder: FilePath) {
    let fd = openDescriptor(folder, O_RDONLY | O_DIRECTORY)
    guard fd >= 0 else { return }
    _ = syncToDisk(fd)
    close(fd)
  }

  /// Removes temporary files of this tool's own naming pattern from `folder` that a killed
  /// `--fix` left behind: regular files (never links) owned by this user, last modified
  /// before `start`, whose process id is not a running process. Returns how many went.
  package static func removeStaleTemporaries(in folder: FilePath, olderThan start: [Int]) -> Int {
    let directory = openDescriptor(folder, O_RDONLY | O_DIRECTORY)
    guard directory >= 0 else { return 0 }
    defer { close(directory) }
    let names = (try? withDirectory(folder) { $0.entries.filter { $0.rawName == nil }.map(\.name) }.get()) ?? []
    var removed = 0
    for entry in names {
      guard let pid = temporaryFileOwner(entry), pid != getpid() else { continue }
      var info = stat()
      guard fstatat(directory, entry, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG,
            info.st_uid == geteuid(), times(info).modified.lexicographicallyPrecedes(start),
            kill(pid, 0) != 0 && errno == ESRCH
      else { continue }
      if unlinkat(directory, entry, 0) == 0 { removed += 1 }
    }
    return removed
  }

  /// A new file in `directory` named for `target` (`.TARGET.bindinglint-PID-RANDOM.tmp`, the
  /// target's part cut on a character boundary to fit NAME_MAX), created exclusively; a
  /// name that exists, as a file or a link, is never opened: another random name is tried.
  package static func createTemporaryFile(_ directory: Int32, for target: String) -> (fd: Int32, name: String)? {
    for _ in 0..<64 {
      let random = String(UInt64.random(in: 0..<(1 << 48)), radix: 16)
      let suffix = ".bindinglint-\(getpid())-\(String(repeating: "0", count: 12 - random.count) + random).tmp"
      let name = "." + prefix(of: target, maxBytes: 255 - 1 - suffix.utf8.count) + suffix
      let fd = createExclusively(directory, name: name, mode: 0o600)
      if fd >= 0 { return (fd, name) }
      guard errno == EEXIST else { return nil }
    }
    return nil
  }

  /// `openat(O_CREAT|O_EXCL|O_NOFOLLOW)`: fails with EEXIST on any existing name, links included.
  package static func createExclusively(_ directory: Int32, name: String, mode: UInt32) -> Int32 {
    openat(directory, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(mode))
  }

  /// The process id in a name `createTemporaryFile` makes, or nil for any other name.
  static func temporaryFileOwner(_ name: String) -> pid_t? {
    let pieces = name.split(separator: ".bindinglint-", omittingEmptySubsequences: false)
    guard name.hasPrefix("."), name.hasSuffix(".tmp"), pieces.count > 1, let tail = pieces.last else { return nil }
    let parts = tail.dropLast(4).split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1].count == 12, parts[1].allSatisfy(\.isHexDigit),
          !parts[0].isEmpty, parts[0].allSatisfy(\.isASCII), let pid = pid_t(parts[0]), pid > 0
    else { return nil }
    return pid
  }

  /// The wall-clock time now, as [seconds, nanoseconds] (compare with `times`).
  package static func now() -> [Int] {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return [Int(time.tv_sec), Int(time.tv_nsec)]
  }

  /// The longest prefix of `name` within `maxBytes` UTF-8 bytes that ends on a character.
  static func prefix(of name: String, maxBytes: Int) -> String {
    let utf8 = Array(name.utf8)
    guard utf8.count > maxBytes else { return name }
    var end = max(0, maxBytes)
    while end > 0 && utf8[end] & 0xC0 == 0x80 { end -= 1 }
    return String(decoding: utf8[0..<end], as: UTF8.self)
  }

  static func writeAll(_ fd: Int32, _ bytes: ArraySlice<UInt8>, at offset: off_t) -> Bool {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return true }
      var written = 0
      while written < buffer.count {
        let n = pwrite(fd, base + written, buffer.count - written, offset + off_t(written))
        if n < 0 { if errno == EINTR { continue }; return false }
        written += n
      }
      return true
    }
  }

  /// Modification and status-change times, each as [seconds, nanoseconds].
  static func times(_ info: stat) -> (modified: [Int], changed: [Int]) {
    #if canImport(Darwin)
    let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
    #else
    let (modified, changed) = (info.st_mtim, info.st_ctim)
    #endif
    return ([Int(modified.tv_sec), Int(modified.tv_nsec)], [Int(changed.tv_sec), Int(changed.tv_nsec)])
  }
}

