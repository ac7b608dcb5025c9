@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import Foundation
import XCTest

/// The pieces under `InputSafetyTests` that the binary cannot reach on demand: a FIFO
/// swapped in for a file discovery saw (the descriptor is checked, not the path), and how a
/// name that is not UTF-8 is shown.
final class InputSafetyUnitTests: XCTestCase {
  /// Discovery saw a regular file; by the time it is read, a FIFO has taken its place.
  /// Reading checks what it opened, so this is an error, not a wait for a writer.
  func testAFIFOSwappedInAfterDiscoveryIsRefusedWhenRead() throws {
    let project = try makeProject([:])
    let path = project + "/Swapped.swift"
    XCTAssertEqual(mkfifo(path, 0o600), 0)
    let done = DispatchSemaphore(value: 0)
    let outcome = ReportFromAnotherThread<Report?>(nil)
    Thread {
      let runner = Runner(rules: RuleRegistry.all, jobs: 1)
      outcome.set(runner.run([Runner.Input(path: path, project: nil)]).report)
      done.signal()
    }.start()
    XCTAssertEqual(done.wait(timeout: .now() + 20), .success, "reading a FIFO blocked")
    let report = try XCTUnwrap(outcome.get())
    XCTAssertEqual(report.errors.map(\.message), ["not a regular file (a FIFO); only regular files are read"])
  }

  func testReadFileStopsAtTheLimitAndNamesWhatItRefuses() throws {
    let project = try makeProject(["small.txt": "12345"])
    XCTAssertEqual(Platform.readFile(project + "/small.txt", limit: 6), .success(Array("12345".utf8)))
    XCTAssertEqual(Platform.readFile(project + "/small.txt", limit: 5), .failure(.tooLarge(limit: 5)))
    XCTAssertEqual(Platform.readFile("/dev/zero"), .failure(.notRegularFile(kind: "a character device")))
    XCTAssertEqual(Platform.readFile(project), .failure(.isDirectory))
    // A file the kernel makes up as it is read reports a size of 0 and is read to its end.
    if case .success(let bytes) = Platform.readFile("/proc/self/stat") { XCTAssertFalse(bytes.isEmpty) }
  }

  /// An argument kept as the system's bytes (not UTF-8) is found, shown escaped and read.
  func testArgumentsThatAreNotUTF8AreFoundAndRead() throws {
    let project = try makeProject([:])
    let raw = Array((project + "/n").utf8) + [0xE9] + Array(".swift".utf8)
    let fd = open(raw.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
    XCTAssertGreaterThanOrEqual(fd, 0)
    XCTAssertEqual(write(fd, "let x = 1\n", 10), 10)
    close(fd)
    var discovery = Discovery()
    var found: [Discovery.File] = []
    let problems = discovery.discover([Platform.FilePath(bytes: raw)]) { found.append($0) }
    XCTAssertTrue(problems.isEmpty, "\(problems)")
    XCTAssertEqual(found.map(\.path.display), [project + "/n\\xE9.swift"])
    XCTAssertEqual(found.first?.path.isEscaped, true)
    XCTAssertEqual(found.first?.path.bytes, raw)
    XCTAssertEqual(found.first.map { Platform.readFile($0.path) }, .success(Array("let x = 1\n".utf8)))
  }

  func testNamesThatAreNotUTF8AreEscapedByteByByte() {
    XCTAssertEqual(Platform.FilePath(bytes: Array("plain/é.swift".utf8)).display, "plain/é.swift")
    XCTAssertFalse(Platform.FilePath(bytes: Array("plain/é.swift".utf8)).isEscaped)
    let mixed: [UInt8] = [0x61, 0xFF, 0xC3, 0xA9, 0xE2, 0x82, 0x2F, 0xC3]
    let path = Platform.FilePath(bytes: mixed)
    XCTAssertEqual(path.display, "a\\xFFé\\xE2\\x82/\\xC3")
    XCTAssertTrue(path.isEscaped)
    XCTAssertEqual(path.bytes, mixed)
  }
}

/// A value shared with another thread.
private final class ReportFromAnotherThread<Value>: @unchecked Sendable {
  private let lock = Lock()
  private var value: Value
  init(_ value: Value) { self.value = value }
  func set(_ newValue: Value) { lock.withLock { value = newValue } }
  func get() -> Value { lock.withLock { value } }
}
