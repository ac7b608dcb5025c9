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

/// The report is written as it is decided (issue 14, item 12): each file's diagnostics in
/// path order once that file and every file before it are final, in every format, with
/// the same bytes as the whole report rendered at the end.
final class StreamingOutputTests: XCTestCase {
  /// A finding no other file can change (`PendingFinding.needsIndex` is false), with
  /// `manual_binding_in_body` (which asks the index) off.
  static let finalAtOnce = """
    import SwiftUI
    struct Row: View {
      let items: [String: String]
      var body: some View {
        TextField("", text: Binding(get: { items["a"]! }, set: { _ in }))
      }
    }

    """

  /// `Z.swift`, last in path order, is held before it is linted until the test has read
  /// the first file's diagnostic from the pipe: written before the run ends, not at it.
  func testTheFirstFilesDiagnosticsArriveBeforeTheLastFileIsLinted() throws {
    let project = try makeProject(["A.swift": Self.finalAtOnce, "Z.swift": Self.finalAtOnce])
    let release = project + "/.release"
    for jobs in ["1", "2"] {
      try? FileManager.default.removeItem(atPath: release)
      let binary = try XCTUnwrap(CLIBinary.path)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: binary)
      process.arguments = ["--format", "xcode", "--disable", "manual_binding_in_body", "--jobs", jobs, "A.swift", "Z.swift"]
      process.currentDirectoryURL = URL(fileURLWithPath: project)
      var environment = ProcessInfo.processInfo.environment
      environment["BINDINGLINT_TEST_HOLD_PATH"] = "Z.swift"
      environment["BINDINGLINT_TEST_HOLD_UNTIL"] = release
      process.environment = environment
      let out = Pipe()
      process.standardOutput = out
      process.standardError = FileHandle.nullDevice
      try process.run()
      let reader = PipeReader(out.fileHandleForReading)
      // Linting holds on `Z.swift` for up to a minute: a first line seen before the release
      // exists was written while the last file was still waiting to be linted.
      let firstLine = reader.waitForLine(seconds: 50)
      XCTAssertTrue(FileManager.default.createFile(atPath: release, contents: Data()))
      let all = reader.waitForEnd()
      process.waitUntilExit()
      XCTAssertEqual(firstLine.map { String($0.prefix(10)) }, "A.swift:5:", "jobs \(jobs): A.swift's diagnostic must arrive before Z.swift is linted")
      XCTAssertEqual(String(decoding: all, as: UTF8.self).split(separator: "\n").map { String($0.prefix(8)) }, ["A.swift:", "Z.swift:"])
      XCTAssertEqual(process.terminationStatus, 1, "a force unwrap in a getter is an error")
    }
  }

  /// Streamed (`LintSession.run(_:output:)`) and whole (`LintSession.run(_:)`) give the same
  /// bytes and notes in every format, whatever `jobs` is, with and without a baseline.
  func testStreamedOutputIsTheWholeReportByteForByte() throws {
    let root = TestSupport.fixturesRoot
    var probe = LintRequest()
    probe.paths = [root]
    probe.rules = RuleRegistry.all
    probe.format = .xcode
    probe.keepsBaselineConstructs = true
    let all = LintSession.run(probe, writer: probe.writer).report.diagnostics
    XCTAssertGreaterThan(all.count, 100)
    // Every third finding recorded, and an entry that matches nothing (stale).
    var recorded = Baseline(path: root + "/../baseline.json", recording: all.enumerated().filter { $0.offset % 3 == 0 }.map(\.element))
    recorded.counts[Baseline.Key(file: "Fixtures/gone.swift", rule: "non_private_state", construct: "x")] = 1
    for format in LintRequest.Format.allCases {
      for jobs in [1, 2] {
        for baseline in [nil, BaselineUse.hide(recorded)] {
          var request = probe
          request.format = format
          request.jobs = jobs
          request.baseline = baseline
          let whole = LintSession.run(request, writer: request.writer)
          let chunks = Chunks()
          let streamed = LintSession.run(request, writer: request.writer, output: chunks.append)
          let label = "\(format) jobs \(jobs) baseline \(baseline != nil)"
          XCTAssertEqual(streamed.output, "", label)
          XCTAssertEqual(chunks.text, whole.output, label)
          XCTAssertEqual(streamed.notes, whole.notes, label)
          XCTAssertEqual(streamed.report.errorCount, whole.report.errorCount, label)
          XCTAssertEqual(streamed.report.warningCount, whole.report.warningCount, label)
          XCTAssertEqual(streamed.report.hiddenByBaseline, whole.report.hiddenByBaseline, label)
          XCTAssertEqual(streamed.report.hasFailures, whole.report.hasFailures, label)
          XCTAssertGreaterThan(chunks.count, 3, "\(label): written file by file")
          if baseline != nil { XCTAssertGreaterThan(whole.report.hiddenByBaseline, 10, label) }
        }
      }
    }
  }
}

/// Output chunks, as a `LintSession` stream writes them.
final class Chunks: @unchecked Sendable {
  private let lock = NSLock()
  private var parts: [String] = []

  func append(_ text: String) { lock.withLock { parts.append(text) } }
  var text: String { lock.withLock { parts.joined() } }
  var count: Int { lock.withLock { parts.count } }
}

/// Reads a pipe on its own thread, so a test can wait for a line with a deadline.
final class PipeReader: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes: [UInt8] = []
  private let newLine = DispatchSemaphore(value: 0)
  private let ended = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      while true {
        let data = handle.availableData
        if data.isEmpty { break }
        let hasNewLine = data.contains(0x0A)
        lock.withLock { bytes += data }
        if hasNewLine { newLine.signal() }
      }
      newLine.signal()
      ended.signal()
    }
  }

  /// The first line, if one arrived within `seconds`.
  func waitForLine(seconds: Double) -> String? {
    _ = newLine.wait(timeout: .now() + seconds)
    return lock.withLock {
      bytes.firstIndex(of: 0x0A).map { String(decoding: bytes[..<$0], as: UTF8.self) }
    }
  }

  func waitForEnd() -> [UInt8] {
    ended.wait()
    return lock.withLock { bytes }
  }
}
