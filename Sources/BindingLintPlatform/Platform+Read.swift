#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reading whole files and standard input, safely: nothing a path can name makes the tool
/// hang or read without end.
///
/// A file is opened without blocking (a FIFO would wait for a writer) and without becoming
/// a controlling terminal; what was opened — not what the path named a moment earlier — is
/// checked with `fstat`, and only a regular file is read, at most `limit` bytes. A FIFO,
/// a device (`/dev/zero`), a socket or a folder is an error that says which it is.
/// Standard input may be a pipe, so there only the size limit applies.
extension Platform {
  package enum ReadError: Error, Equatable, Sendable {
    case cannotOpen(String)
    case isDirectory
    /// A FIFO, device or socket: `kind` says which ("a FIFO").
    case notRegularFile(kind: String)
    /// `limit` bytes or more.
    case tooLarge(limit: Int)

    /// What went wrong with a source file, for an error message after its name.
    package var message: String {
      switch self {
      case .cannotOpen(let reason): return "cannot read file: \(reason)"
      case .tooLarge: return "file is \(reason)"
      default: return reason
      }
    }

    /// Why it could not be read, to follow "cannot read …: ".
    package var reason: String {
      switch self {
      case .cannotOpen(let reason): return reason
      case .isDirectory: return "is a directory"
      case .notRegularFile(let kind): return "not a regular file (\(kind)); only regular files are read"
      case .tooLarge(let limit): return "too large (\(Platform.describeSize(limit)) or more)"
      }
    }
  }

  /// The largest file whose byte offsets fit in 32 bits (the lexer's limit, 4 GiB).
  package static let maximumFileSize = Int(UInt32.max)

  /// Standard input is read up to this size (64 MiB): more is an error, not an endless
  /// read of `/dev/zero`. A source file an editor sends is far smaller.
  package static let maximumStandardInputSize = 64 << 20

  /// Reads a whole regular file of fewer than `limit` bytes. Errors carry the reason.
  package static func readFile(_ path: String, limit: Int = maximumFileSize) -> Result<[UInt8], ReadError> {
    readFile(FilePath(path), limit: limit)
  }

  /// Reads a whole regular file of fewer than `limit` bytes: the size `fstat` reports at
  /// open time is what is read (a file that grows meanwhile is linted as it was).
  package static func readFile(_ path: FilePath, limit: Int = maximumFileSize) -> Result<[UInt8], ReadError> {
    let fd = openDescriptor(path, O_RDONLY | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else { return .failure(errno == EISDIR ? .isDirectory : .cannotOpen(errorString())) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(.cannotOpen(errorString())) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(.isDirectory)
    case let type: return .failure(.notRegularFile(kind: kindName(type)))
    }
    let size = Int(info.st_size)
    guard size < limit else { return .failure(.tooLarge(limit: limit)) }
    // A size of 0 may be a file the kernel makes up as it is read (`/proc`): read on to
    // the end, within the limit.
    return size > 0 ? readExactly(fd, size) : readToEnd(fd, limit: limit)
  }

  /// Up to `size` bytes (fewer if the file shrank since `fstat`).
  static func readExactly(_ fd: Int32, _ size: Int) -> Result<[UInt8], ReadError> {
    var failure: ReadError?
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      var filled = 0
      while filled < size {
        let got = readSome(fd, base + filled, size - filled)
        if got < 0 {
          failure = .cannotOpen(errorString())
          break
        }
        if got == 0 { break }
        filled += got
      }
      initialized = filled
    }
    if let failure { return .failure(failure) }
    return .success(bytes)
  }

  /// Everything up to the end, failing at `limit` bytes: for pipes and made-up files.
  private static func readToEnd(_ fd: Int32, limit: Int) -> Result<[UInt8], ReadError> {
    var result: [UInt8] = []
    let chunkSize = 65_536
    let outcome: ReadError? = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: chunkSize) { chunk in
      guard let base = chunk.baseAddress else { return .cannotOpen("out of memory") }
      while true {
        let got = readSome(fd, base, chunkSize)
        if got < 0 { return errno == EISDIR ? .isDirectory : .cannotOpen(errorString()) }
        if got == 0 { return nil }
        guard result.count + got < limit else { return .tooLarge(limit: limit) }
        result.append(contentsOf: UnsafeBufferPointer(start: base, count: got))
      }
    }
    if let outcome { return .failure(outcome) }
    return .success(result)
  }

  /// One `read`, retried on interruption. A file opened here without blocking that would
  /// block anyway (some network file systems) is switched to blocking reads; standard input
  /// shares its flags with whoever handed it over, so it is waited on with `poll` instead.
  private static func readSome(_ fd: Int32, _ base: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    while true {
      let got = read(fd, base, count)
      if got >= 0 { return got }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK:
        if fd != 0 {
          guard fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) == 0 else { return got }
        } else {
          var waiting = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
          _ = poll(&waiting, 1, -1)
        }
      default: return got
      }
    }
  }

  /// Reads all of standard input, failing at `limit` bytes (`/dev/zero` on standard input
  /// ends with an error, not with memory exhausted).
  package static func readStandardInput(limit: Int = maximumStandardInputSize) -> Result<[UInt8], ReadError> {
    readToEnd(0, limit: limit)
  }

  /// What a file that is not regular or a folder is, for an error message.
  static func kindName(_ type: mode_t) -> String {
    switch type {
    case S_IFIFO: return "a FIFO"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    default: return "an unknown kind of file"
    }
  }

  /// `4 GiB`, `64 MiB`, `1 MiB`: a size limit for a message.
  static func describeSize(_ bytes: Int) -> String {
    if bytes >= 1 << 30 { return "\((bytes + (1 << 29)) >> 30) GiB" }
    if bytes >= 1 << 20 { return "\((bytes + (1 << 19)) >> 20) MiB" }
    return "\(bytes) bytes"
  }
}
