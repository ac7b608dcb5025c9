@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import BindingLintTestSupport
import Foundation
import XCTest

/// `--fix` writes where users point it, through the real binary: no file outside the tree
/// is ever written, read-only files are left alone, symbolic and hard links survive, the
/// same file reached twice is fixed once, and standard-input mode echoes what it cannot fix.
final class FixWriteTests: XCTestCase {
  static let view = """
    struct V: View {
        @State var a = 0
        var body: some View { EmptyView() }
    }

    """
  static let fixedView = view.replacingOccurrences(of: "@State var a", with: "@State private var a")

  private func contents(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  private func litter(in directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".bindinglint-") || $0.hasSuffix(".tmp") }
  }

  /// The old temporary name was `NAME.bindinglint-<pid>.tmp`, and the next process id is
  /// easy to guess: symbolic links planted at every likely name must never be followed.
  func testSymlinksPlantedAtGuessableTemporaryNamesAreNeverFollowed() throws {
    let project = try makeProject(["V.swift": Self.view])
    let outside = try makeProject(["victim.txt": "precious\n"])
    let lastPID = (try? String(contentsOfFile: "/proc/sys/kernel/ns_last_pid", encoding: .utf8))
      .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? Int(getpid())
    for pid in lastPID..<(lastPID + 800) {
      symlink(outside + "/victim.txt", project + "/V.swift.bindinglint-\(pid).tmp")
    }
    let result = try run(CLITests.enableFlagged + ["--fix", "V.swift"], in: project)
    XCTAssertEqual(try contents(outside + "/victim.txt"), "precious\n", "a file outside the tree was written")
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(try contents(project + "/V.swift"), Self.fixedView)
    var info = stat()
    XCTAssertEqual(lstat(project + "/V.swift", &info), 0)
    XCTAssertEqual(info.st_mode & S_IFMT, S_IFREG, "the source stays a regular file")
  }

  /// The creator itself: a name that is taken (here by a link to a file outside) is refused,
  /// never opened through, and the next random name is used.
  func testTemporaryFileCreatorRefusesExistingNamesAndLinks() throws {
    let project = try makeProject(["V.swift": Self.view])
    let outside = try makeProject(["victim.txt": "precious\n"])
    symlink(outside + "/victim.txt", project + "/taken")
    let directory = open(project, O_RDONLY | O_DIRECTORY)
    defer { close(directory) }
    XCTAssertEqual(Platform.createExclusively(directory, name: "taken", mode: 0o600), -1)
    XCTAssertEqual(errno, EEXIST)
    symlink(outside + "/missing.txt", project + "/dangling")
    XCTAssertEqual(Platform.createExclusively(directory, name: "dangling", mode: 0o600), -1, "a dangling link is not created through either")
    XCTAssertFalse(FileManager.default.fileExists(atPath: outside + "/missing.txt"))
    XCTAssertEqual(try contents(outside + "/victim.txt"), "precious\n")

    let temporary = try XCTUnwrap(Platform.createTemporaryFile(directory, for: "V.swift"))
    defer { close(temporary.fd); unlinkat(directory, temporary.name, 0) }
    XCTAssertTrue(temporary.name.hasPrefix(".V.swift.bindinglint-"), temporary.name)
    XCTAssertTrue(temporary.name.hasSuffix(".tmp"))
    let other = try XCTUnwrap(Platform.createTemporaryFile(directory, for: "V.swift"))
    defer { close(other.fd); unlinkat(directory, other.name, 0) }
    XCTAssertNotEqual(temporary.name, other.name, "names are random")
    let long = String(repeating: "é", count: 126) + ".swift"
    let longTemporary = try XCTUnwrap(Platform.createTemporaryFile(directory, for: long))
    defer { close(longTemporary.fd); unlinkat(directory, longTemporary.name, 0) }
    XCTAssertLessThanOrEqual(longTemporary.name.utf8.count, 255)
    XCTAssertFalse(longTemporary.name.contains("\u{FFFD}"), "truncated on a character boundary")
    XCTAssertTrue(longTemporary.name.hasPrefix("." + String(repeating: "é", count: 100)), longTemporary.name)
  }

  func testFileNameNearNameMaxIsFixed() throws {
    let name = String(repeating: "N", count: 249) + ".swift"
    XCTAssertEqual(name.utf8.count, 255)
    let project = try makeProject([name: Self.view])
    let result = try run(CLITests.enableFlagged + ["--fix", name], in: project)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stderr, "fixed 1 issue in 1 file\n")
    XCTAssertEqual(try contents(project + "/" + name), Self.fixedView)
    XCTAssertEqual(try litter(in: project), [])
  }

  /// Root may write anything, so "cannot write" is the absence of every write bit (as
  /// editors and SwiftFormat treat it) or access(2) refusing.
  func testReadOnlyFileIsLeftAloneAndNamed() throws {
    let project = try makeProject(["RO.swift": Self.view, "RW.swift": Self.view])
    chmod(project + "/RO.swift", 0o444)
    let result = try run(CLITests.enableFlagged + ["--fix", "."], in: project)
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.contains("error: ./RO.swift: file is read-only; not fixed"), result.stderr)
    XCTAssertEqual(try contents(project + "/RO.swift"), Self.view)
    XCTAssertEqual(try contents(project + "/RW.swift"), Self.fixedView, "other files are still fixed")
    let attributes = try FileManager.default.attributesOfItem(atPath: project + "/RO.swift")
    XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o444)
  }

  /// Someone else's file in a folder anyone may write: renaming over it would work, but
  /// the file is not ours to write. Run as `nobody` through setpriv(1).
  func testSomeoneElsesFileInAWritableFolderIsLeftAlone() throws {
    try XCTSkipUnless(geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs root and setpriv")
    let project = try makeProject(["V.swift": Self.view])
    chmod(project, 0o777)
    chmod(project + "/V.swift", 0o644)
    let binary = try XCTUnwrap(CLIBinary.path)
    let result = try run(["--reuid", "65534", "--regid", "65534", "--clear-groups", binary] + CLITests.enableFlagged + ["--fix", "V.swift"], in: project, executable: "/usr/bin/setpriv")
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.contains("error: V.swift: cannot write the file (Permission denied); not fixed"), result.stderr)
    XCTAssertEqual(try contents(project + "/V.swift"), Self.view)
    var info = stat()
    XCTAssertEqual(stat(project + "/V.swift", &info), 0)
    XCTAssertEqual(info.st_uid, 0, "the owner is unchanged")
    XCTAssertEqual(try litter(in: project), [])
  }

  func testOwnerAndGroupAreKept() throws {
    try XCTSkipUnless(geteuid() == 0, "only root can give a file to someone else")
    let project = try makeProject(["V.swift": Self.view])
    XCTAssertEqual(chown(project + "/V.swift", 4321, 8765), 0)
    chmod(project + "/V.swift", 0o664)
    let result = try run(CLITests.enableFlagged + ["--fix", "V.swift"], in: project)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(try contents(project + "/V.swift"), Self.fixedView)
    var info = stat()
    XCTAssertEqual(stat(project + "/V.swift", &info), 0)
    XCTAssertEqual(info.st_uid, 4321)
    XCTAssertEqual(info.st_gid, 8765)
    XCTAssertEqual(info.st_mode & 0o7777, 0o664)
  }

  func testSymlinkStaysALinkAndItsTargetIsFixed() throws {
    let project = try makeProject(["Real/V.swift": Self.view])
    XCTAssertEqual(symlink("Real/V.swift", project + "/Link.swift"), 0)
    let result = try run(CLITests.enableFlagged + ["--fix", "Link.swift"], in: project)
    XCTAssertEqual(result.status, 0, result.stderr)
    var info = stat()
    XCTAssertEqual(lstat(project + "/Link.swift", &info), 0)
    XCTAssertEqual(info.st_mode & S_IFMT, S_IFLNK, "the link is still a link")
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: project + "/Link.swift"), "Real/V.swift")
    XCTAssertEqual(try contents(project + "/Real/V.swift"), Self.fixedView)
    XCTAssertEqual(try litter(in: project), [])
    XCTAssertEqual(try litter(in: project + "/Real"), [])
  }

  func testHardLinksKeepSharingTheFixedFile() throws {
    let project = try makeProject(["A.swift": Self.view])
    XCTAssertEqual(link(project + "/A.swift", project + "/B.txt"), 0)
    let result = try run(CLITests.enableFlagged + ["--fix", "A.swift"], in: project)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(try contents(project + "/A.swift"), Self.fixedView)
    XCTAssertEqual(try contents(project + "/B.txt"), Self.fixedView, "the other name sees the fix")
    var a = stat(), b = stat()
    stat(project + "/A.swift", &a)
    stat(project + "/B.txt", &b)
    XCTAssertEqual(a.st_ino, b.st_ino)
    XCTAssertEqual(a.st_nlink, 2)
  }

  func testFileWhoseNameIsNotUTF8IsFixed() throws {
    let project = try makeProject([:])
    let name: [CChar] = Array("/caf".utf8CString.dropLast()) + [CChar(bitPattern: 0xE9)] + Array(".swift".utf8CString)
    let path = Array(project.utf8CString.dropLast()) + name
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    XCTAssertGreaterThanOrEqual(fd, 0)
    XCTAssertEqual(Self.view.utf8.withContiguousStorageIfAvailable { write(fd, $0.baseAddress, $0.count) }, Self.view.utf8.count)
    close(fd)
    let result = try run(CLITests.enableFlagged + ["--fix", "."], in: project)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stderr, "fixed 1 issue in 1 file\n")
    let reader = open(path, O_RDONLY)
    defer { close(reader) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(reader, &buffer, buffer.count)
    XCTAssertEqual(String(decoding: buffer[0..<max(0, count)], as: UTF8.self), Self.fixedView)
  }

  func testSameFileReachedTwiceIsFixedOnce() throws {
    let project = try makeProject(["dup.swift": Self.view])
    XCTAssertEqual(symlink("dup.swift", project + "/alias.swift"), 0)
    let result = try run(CLITests.enableFlagged + ["--fix", "dup.swift", "./dup.swift", "alias.swift"], in: project)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertFalse(result.stderr.contains("error"), result.stderr)
    XCTAssertEqual(try contents(project + "/dup.swift"), Self.fixedView)
    XCTAssertEqual(try run(CLITests.enableFlagged + ["--fix", "dup.swift", "./dup.swift"], in: project).stderr, "", "nothing left to fix")
  }

  func testStandardInputFixEchoesInvalidUTF8Unchanged() throws {
    let project = try makeProject([:])
    let input = Array(Self.view.utf8) + [0xFF, 0xC3, 0x28, 0x0A]
    let result = try runBytes(CLITests.enableFlagged + ["--fix", "--stdin-filename", "App/V.swift"], in: project, stdin: input)
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(Array(result.stdout), input, "the input is echoed byte for byte")
    XCTAssertTrue(result.stderr.contains("App/V.swift"), result.stderr)
    XCTAssertTrue(result.stderr.contains("not valid UTF-8"), result.stderr)
  }

  func testStandardInputFixReportsWhatRemainsOnStandardError() throws {
    let project = try makeProject([:])
    let source = """
      struct V: View {
          @State var a = 0
          @State var x: String? = nil
          var body: some View {
              Text("").alert("T", isPresented: Binding(get: { x != nil }, set: { _ in x = nil })) {
                  TextField("n", text: .constant(""))
              }
          }
      }

      """
    let result = try runBytes(CLITests.enableFlagged + ["--fix", "--stdin-filename", "App/V.swift"], in: project, stdin: Array(source.utf8))
    let fixed = source.replacingOccurrences(of: "@State var", with: "@State private var")
    XCTAssertEqual(String(decoding: result.stdout, as: UTF8.self), fixed)
    XCTAssertEqual(result.status, 1, "an error remains")
    XCTAssertTrue(result.stderr.contains("App/V.swift:5:"), result.stderr)
    XCTAssertTrue(result.stderr.contains("[optional_alert_textfield]"), result.stderr)
    XCTAssertFalse(result.stderr.contains("non_private_state"), "fixed findings are not reported: \(result.stderr)")
  }

  func testJSONListsTheAppliedEdits() throws {
    let project = try makeProject(["V.swift": Self.view])
    let result = try run(CLITests.enableFlagged + ["--fix", "--format", "json", "V.swift"], in: project)
    XCTAssertEqual(result.status, 0, result.stderr)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    XCTAssertEqual((object["diagnostics"] as? [Any])?.count, 0)
    let fixed = try XCTUnwrap(object["fixed"] as? [[String: Any]])
    XCTAssertEqual(fixed.count, 1)
    XCTAssertEqual(fixed.first?["file"] as? String, "V.swift")
    XCTAssertEqual(fixed.first?["rule"] as? String, "non_private_state")
    XCTAssertEqual(fixed.first?["line"] as? Int, 2)
    let edits = try XCTUnwrap(fixed.first?["edits"] as? [[String: Any]])
    XCTAssertEqual(edits.first?["replacement"] as? String, "private ")
    XCTAssertEqual(edits.first?["offset"] as? Int, 28)
    let plain = try run(CLITests.enableFlagged + ["--format", "json", "V.swift"], in: project)
    let plainObject = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [String: Any])
    XCTAssertNil(plainObject["fixed"], "present only under --fix")
  }
}

struct CLIByteRun {
  var status: Int32
  var stdout: Data
  var stderr: String
}

extension XCTestCase {
  /// `run` of another program (setpriv, say) whose output is text.
  func run(_ arguments: [String], in directory: String, executable: String) throws -> CLIRun {
    let result = try runBytes(arguments, in: directory, stdin: [], executable: executable)
    return CLIRun(status: result.status, stdout: String(decoding: result.stdout, as: UTF8.self), stderr: result.stderr)
  }

  /// `run` with standard input given as bytes (which need not be UTF-8).
  func runBytes(_ arguments: [String], in directory: String, stdin: [UInt8], executable: String? = nil) throws -> CLIByteRun {
    let binary = try executable ?? XCTUnwrap(CLIBinary.path, "bindinglint binary not found next to the tests")
    let finished = try runProgram(binary, arguments, in: directory, stdin: Data(stdin))
    return CLIByteRun(status: finished.status, stdout: finished.stdout, stderr: String(decoding: finished.stderr, as: UTF8.self))
  }
}
