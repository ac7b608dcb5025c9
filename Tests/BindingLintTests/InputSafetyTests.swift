@testable import BindingLintPlatform
import BindingLintTestSupport
import Foundation
import XCTest

/// Reading inputs safely and discovery that never skips silently, through the real binary.
/// A FIFO or a device named anywhere (argument, `--config`, standard input, a walked entry,
/// behind a link) ends in an error that names it, promptly and in bounded memory; one file
/// under two spellings is linted once; names that are not UTF-8, folders that cannot be
/// listed and paths longer than `PATH_MAX` are linted or reported, never passed over.
///
/// Every run has a time limit (a hang fails the test instead of stalling the suite) and an
/// address-space limit (an endless read fails instead of exhausting the machine).
final class InputSafetyTests: XCTestCase {
  static let flagged = CLITests.flagged

  // MARK: - FIFOs and devices

  func testFIFONamedOnTheCommandLineIsAnErrorNotAHang() throws {
    let project = try makeProject(["a.swift": Self.flagged])
    XCTAssertEqual(mkfifo(project + "/pipe.swift", 0o600), 0)
    let result = try runGuarded(CLITests.enableFlagged + ["pipe.swift", "a.swift"], in: project)
    XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
    XCTAssertTrue(result.stdout.contains("pipe.swift: error: not a regular file (a FIFO)"), result.stdout)
    XCTAssertTrue(result.stdout.contains("a.swift:4:5: warning:"), "the other file is still linted: \(result.stdout)")
  }

  func testFIFOInAWalkedFolderIsAnErrorNotAHang() throws {
    let project = try makeProject(["Sources/a.swift": Self.flagged])
    XCTAssertEqual(mkfifo(project + "/Sources/pipe.swift", 0o600), 0)
    XCTAssertEqual(symlink("nowhere.swift", project + "/Sources/dangling.swift"), 0)
    let result = try runGuarded(CLITests.enableFlagged + ["--format", "json", "Sources"], in: project)
    XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
    XCTAssertEqual(try errors(result)["Sources/pipe.swift"], "not a regular file (a FIFO); only regular files are read")
    XCTAssertEqual(try errors(result)["Sources/dangling.swift"], "no such file or directory")
  }

  func testFIFOAsConfigIsAnErrorNotAHang() throws {
    let project = try makeProject(["a.swift": Self.flagged])
    XCTAssertEqual(mkfifo(project + "/config.json", 0o600), 0)
    let result = try runGuarded(CLITests.enableFlagged + ["--config", "config.json", "a.swift"], in: project)
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.hasPrefix("error: config.json: cannot read the configuration file: not a regular file (a FIFO)"), result.stderr)
  }

  func testDevZeroExplicitOrBehindALinkIsAnErrorInBoundedMemory() throws {
    let project = try makeProject(["Sources/a.swift": Self.flagged])
    XCTAssertEqual(symlink("/dev/zero", project + "/Sources/zero.swift"), 0)
    XCTAssertEqual(symlink("/dev/urandom", project + "/random.swift"), 0)
    let result = try runGuarded(CLITests.enableFlagged + ["--format", "json", "/dev/zero", "random.swift", "Sources"], in: project)
    XCTAssertEqual(result.status, 2, result.stderr)
    let byFile = try errors(result)
    XCTAssertEqual(byFile["/dev/zero"], "not a regular file (a character device); only regular files are read")
    XCTAssertEqual(byFile["random.swift"], "not a regular file (a character device); only regular files are read")
    // In a walk, a link out of the tree is not followed at all (`LinkSafetyTests`).
    XCTAssertNil(byFile["Sources/zero.swift"])
    XCTAssertTrue(result.stderr.contains("note: Sources/zero.swift: not followed: a symbolic link out of the linted folder (to /dev/zero)"), result.stderr)
    XCTAssertTrue(result.stdout.contains("\"files\": 1"), result.stdout)
  }

  /// A `.bindinglint.json` found by walking up that cannot be read is an error, not passed
  /// over (which would silently lint with other settings).
  func testFoundConfigThatIsAFIFOIsAnErrorNotAHang() throws {
    let project = try makeProject(["a.swift": Self.flagged])
    XCTAssertEqual(mkfifo(project + "/.bindinglint.json", 0o600), 0)
    let result = try runGuarded(CLITests.enableFlagged + ["a.swift"], in: project)
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.contains(".bindinglint.json: cannot read the configuration file: not a regular file (a FIFO)"), result.stderr)
  }

  func testDevZeroAsConfigIsAnError() throws {
    let project = try makeProject(["a.swift": Self.flagged])
    let result = try runGuarded(CLITests.enableFlagged + ["--config", "/dev/zero", "a.swift"], in: project)
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.hasPrefix("error: /dev/zero: cannot read the configuration file: not a regular file (a character device)"), result.stderr)
  }

  func testConfigOfAMebibyteOrMoreIsAnError() throws {
    let project = try makeProject(["a.swift": Self.flagged, "big.json": "{}" + String(repeating: " ", count: 1 << 20)])
    let result = try runGuarded(CLITests.enableFlagged + ["--config", "big.json", "a.swift"], in: project)
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.hasPrefix("error: big.json: cannot read the configuration file: too large (1 MiB or more)"), result.stderr)
  }

  /// Standard input may be a pipe, so only the size limit applies; /dev/zero meets it.
  func testDevZeroOnStandardInputEndsAtTheLimit() throws {
    let project = try makeProject([:])
    let result = try runGuarded(CLITests.enableFlagged + ["--stdin-filename", "a.swift"], in: project, stdinPath: "/dev/zero")
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.stderr, "error: a.swift: cannot read standard input: too large (64 MiB or more)\n")
  }

  func testFIFOOnStandardInputIsRead() throws {
    let project = try makeProject([:])
    let fifo = project + "/input"
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    let writer = Thread {
      guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
      handle.write(Data(Self.flagged.utf8))
      handle.closeFile()
    }
    writer.start()
    let result = try runGuarded(CLITests.enableFlagged + ["--stdin-filename", "a.swift"], in: project, stdinPath: fifo)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("a.swift:4:5: warning:"), result.stdout)
  }

  // MARK: - One file, two spellings

  func testTheSameFileUnderTwoSpellingsIsLintedOnce() throws {
    let project = try makeProject(["a.swift": Self.flagged])
    XCTAssertEqual(link(project + "/a.swift", project + "/hard.swift"), 0)
    let result = try runGuarded(CLITests.enableFlagged + ["--format", "xcode", "a.swift", "./a.swift", "."], in: project)
    XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, ["a.swift"], "the first spelling wins")
    let reversed = try runGuarded(CLITests.enableFlagged + ["--format", "xcode", "./a.swift", "a.swift"], in: project)
    XCTAssertEqual(reversed.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, ["./a.swift"])
  }

  func testAFolderAndALinkToItAreLintedOnce() throws {
    let project = try makeProject(["Sources/a.swift": Self.flagged, "Sources/Inner/b.swift": Self.flagged])
    XCTAssertEqual(symlink("Sources", project + "/Linked"), 0)
    XCTAssertEqual(symlink("a.swift", project + "/Sources/alias.swift"), 0)
    let result = try runGuarded(CLITests.enableFlagged + ["--format", "xcode", "Sources", "Linked", "Linked/Inner/b.swift"], in: project)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, ["Sources/Inner/b.swift", "Sources/a.swift"])
    let linkFirst = try runGuarded(CLITests.enableFlagged + ["--format", "xcode", "Linked/Inner", "Sources"], in: project)
    XCTAssertEqual(linkFirst.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, ["Linked/Inner/b.swift", "Sources/a.swift"])
  }

  // MARK: - Nothing skipped silently

  func testNamesThatAreNotUTF8AreLintedAndShownEscaped() throws {
    let project = try makeProject(["Sources/ok.swift": "let ok = 1\n"])
    if let refusal = Platform.fileNameRefusal([0x6E, 0xE9], in: project + "/Sources") {
      throw XCTSkip("names that are not UTF-8 cannot exist here: \(refusal) (APFS and HFS+ refuse them)")
    }
    // "\xFF" in a folder name and "\xE9" (Latin-1 é) in a file name: neither is UTF-8.
    XCTAssertEqual(mkdir(Array((project + "/Sources/").utf8).map { CChar(bitPattern: $0) } + [-1, 0], 0o755), 0)
    try writeRaw(Array((project + "/Sources/").utf8) + [0xFF] + Array("/x\u{E9}.swift".utf8), Self.flagged)
    try writeRaw(Array((project + "/Sources/n").utf8) + [0xE9] + Array(".swift".utf8), Self.flagged)
    let result = try runGuarded(CLITests.enableFlagged + ["--format", "xcode", "Sources"], in: project)
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, ["Sources/\\xFF/x\u{E9}.swift", "Sources/n\\xE9.swift"])
  }

  func testUnreadableFoldersAreErrors() throws {
    let project = try makeProject(["Sources/a.swift": Self.flagged, "Sources/Locked/b.swift": Self.flagged, "Other/c.swift": Self.flagged])
    XCTAssertEqual(chmod(project + "/Sources/Locked", 0), 0)
    XCTAssertEqual(chmod(project + "/Other", 0), 0)
    addTeardownBlock {
      chmod(project + "/Sources/Locked", 0o755)
      chmod(project + "/Other", 0o755)
    }
    let result = try runGuarded(CLITests.enableFlagged + ["--format", "json", "Sources", "Other"], in: project, withoutPermissionOverride: true)
    XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
    let byFile = try errors(result)
    XCTAssertEqual(byFile["Sources/Locked"], "cannot read directory: permission denied")
    XCTAssertEqual(byFile["Other"], "cannot read directory: permission denied")
    XCTAssertTrue(result.stdout.contains("\"files\": 1"), "the readable file is still linted: \(result.stdout)")
  }

  func testPathsLongerThanPathMaxAreLinted() throws {
    let project = try makeProject([:])
    let name = String(repeating: "d", count: 200)
    // 25 folders of 200 bytes: the file's path is over 5,000 bytes, past Linux's 4,096.
    addTeardownBlock { _ = try? self.runShell("rm -rf \(name)", in: project) }
    var folder = open(project, O_RDONLY | O_DIRECTORY)
    for _ in 0..<25 {
      XCTAssertEqual(mkdirat(folder, name, 0o755), 0)
      let next = openat(folder, name, O_RDONLY | O_DIRECTORY)
      close(folder)
      folder = next
    }
    let file = openat(folder, "deep.swift", O_WRONLY | O_CREAT, 0o644)
    close(folder)
    XCTAssertGreaterThanOrEqual(file, 0)
    let bytes = Array(Self.flagged.utf8)
    XCTAssertEqual(bytes.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }, bytes.count)
    close(file)
    let result = try runGuarded(CLITests.enableFlagged + ["--format", "json", "."], in: project)
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let files = (object["diagnostics"] as? [[String: Any]])?.compactMap { $0["file"] as? String } ?? []
    XCTAssertEqual(files.count, 1, result.stdout)
    XCTAssertGreaterThan(files.first?.utf8.count ?? 0, 5_000)
    XCTAssertTrue(files.first?.hasSuffix("/deep.swift") ?? false)
  }

  // MARK: - Helpers

  /// The report's errors by file.
  func errors(_ result: CLIRun) throws -> [String: String] {
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout + result.stderr)
    let errors = try XCTUnwrap(object["errors"] as? [[String: String]])
    return Dictionary(errors.map { ($0["file"] ?? "", $0["message"] ?? "") }, uniquingKeysWith: { a, _ in a })
  }

  /// Says once per run that these children run without an address-space bound (a static
  /// `let` is initialized once, on first use).
  static let unboundedNote: Bool = {
    print("note: this system does not enforce 'ulimit -v' (Darwin); runGuarded children have no memory bound")
    return true
  }()

  /// Writes `content` to the file whose path is the bytes `path` (which need not be UTF-8).
  func writeRaw(_ path: [UInt8], _ content: String) throws {
    let fd = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    XCTAssertGreaterThanOrEqual(fd, 0, "cannot create \(String(decoding: path, as: UTF8.self))")
    guard fd >= 0 else { return }
    defer { close(fd) }
    let bytes = Array(content.utf8)
    XCTAssertEqual(bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }, bytes.count)
  }

  @discardableResult
  func runShell(_ script: String, in directory: String) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Runs bindinglint under `sh` with an address-space limit of about 3 GB, killed after
  /// `seconds`. `stdinPath` is opened as standard input. `withoutPermissionOverride` runs
  /// it, when the tests run as root, without the capabilities that let root read any
  /// folder (`setpriv`), so that permissions apply to it as to any user.
  func runGuarded(
    _ arguments: [String], in directory: String, stdinPath: String? = nil, withoutPermissionOverride: Bool = false,
    seconds: Double = 30
  ) throws -> CLIRun {
    let binary = try XCTUnwrap(CLIBinary.path, "bindinglint binary not found next to the tests")
    var command = [binary] + arguments
    if withoutPermissionOverride && getuid() == 0 {
      guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
        throw XCTSkip("running as root without setpriv: permissions cannot be made to apply")
      }
      command = ["/usr/bin/setpriv", "--bounding-set=-dac_override,-dac_read_search"] + command
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // Bounded to 3 GB of address space, except in a sanitizer run (`isSanitizedRun`) and
    // where the system has no such bound (`Platform.boundsAddressSpace`: not Darwin).
    let bounded = !isSanitizedRun && Platform.boundsAddressSpace
    if !bounded && !isSanitizedRun { _ = Self.unboundedNote }
    process.arguments = ["-c", (bounded ? "ulimit -v 3000000 && " : "") + "exec \"$@\"", "sh"] + command
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "NO_COLOR")
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    // A FIFO opens once its writer (another thread) opens it too.
    let input = open(stdinPath ?? "/dev/null", O_RDONLY)
    XCTAssertGreaterThanOrEqual(input, 0)
    process.standardInput = FileHandle(fileDescriptor: input, closeOnDealloc: true)
    try process.run()
    let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: timer)
    let (stdoutData, stderrData) = readOutputs(out, err)
    process.waitUntilExit()
    timer.cancel()
    XCTAssertEqual(process.terminationReason, .exit, "bindinglint was killed (did not finish within \(seconds) s, or ran out of memory)")
    return CLIRun(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self), stderr: String(decoding: stderrData, as: UTF8.self))
  }
}
