#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What the tests need to know about the system they run on, in one place: each answer has
/// its Darwin and Linux side here, so a test never spells a platform and the next
/// difference shows up in review. (The tool itself never asks these.)
extension Platform {
  /// How to give a child process a standard output whose every write fails.
  package enum FailingOutput: Equatable, Sendable {
    /// A device that refuses every write with ENOSPC (Linux's `/dev/full`).
    case device(path: String)
    /// A regular file under a file-size limit of 0 (`ulimit -f 0`, SIGXFSZ ignored, which
    /// a child inherits across exec): every write fails with EFBIG. Works on every POSIX
    /// system, Darwin included, which has no `/dev/full`.
    case fileSizeLimit
  }

  /// The ways this system offers, best first.
  package static var failingOutputs: [FailingOutput] {
    #if os(Linux)
    [.device(path: "/dev/full"), .fileSizeLimit]
    #else
    [.fileSizeLimit]
    #endif
  }

  /// Why a failing output is missing here, for a test's reported skip; nil when present.
  package static func failingOutputAbsence(_ output: FailingOutput) -> String? {
    failingOutputs.contains(output) ? nil : "this system has no \(output) (Darwin has no /dev/full)"
  }

  /// The message `strerror` gives for a write to `output`, as the tool reports it.
  package static func failingOutputReason(_ output: FailingOutput) -> String {
    String(cString: strerror(output == .fileSizeLimit ? EFBIG : ENOSPC))
  }

  /// Whether `ulimit -v` (RLIMIT_AS) bounds a process here. Linux enforces it; Darwin's
  /// shells refuse to set it ("cannot modify limit: Invalid argument"), so there a memory
  /// bound is checked only through peak resident memory (`runMeasured`).
  package static var boundsAddressSpace: Bool {
    #if os(Linux)
    true
    #else
    false
    #endif
  }

  /// Nil when `folder`'s file system accepts a file named by the bytes `name` (tried and
  /// removed again); else why not. APFS and HFS+ refuse names that are not UTF-8 (EILSEQ),
  /// which Linux file systems take as they come.
  package static func fileNameRefusal(_ name: [UInt8], in folder: String) -> String? {
    let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directory >= 0 else { return "cannot open \(folder): \(errorString())" }
    defer { close(directory) }
    let chars = name.map { CChar(bitPattern: $0) } + [0]
    let fd = openat(directory, chars, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else { return "the file system refuses the name (\(errorString()))" }
    close(fd)
    unlinkat(directory, chars, 0)
    return nil
  }
}
