import BindingLintTestSupport
import Foundation
import XCTest

/// The language server as a real editor drives it, through the binary and its
/// crash-isolating supervisor: a restored session opens a hundred files back to back
/// without waiting, edits several with pipelined incremental changes, and one file's
/// analysis crashes the worker while the rest are in flight. Every file must end with the
/// right diagnostics, only the crashing one set aside, and shutdown answered.
///
/// Run once under ThreadSanitizer too (`swift test --sanitize=thread --filter
/// LanguageServerLoadTests`): the child's reports go to `TSAN_OPTIONS`' log file, which the
/// test reads.
final class LanguageServerLoadTests: XCTestCase {
  static let marker = "CRASH-HERE"

  /// A view of about 200 lines with `flagged` non-private `@State` properties (one
  /// finding each) and private ones and plain rows around them.
  static func screen(_ index: Int, flagged: Int) -> String {
    var text = "import SwiftUI\n\nstruct Screen\(index): View {\n"
    for k in 0..<flagged { text += "    @State var flag\(k) = \(k)\n" }
    for k in 0..<20 { text += "    @State private var kept\(k) = \(k)\n" }
    text += "    var body: some View {\n        VStack {\n"
    for k in 0..<170 { text += "            Text(\"row \(k) of screen \(index)\").padding(\(k % 7))\n" }
    text += "        }\n    }\n}\n"
    return text
  }

  struct Session {
    let client: LSPTestClient
    let root: String
    let sanitizerLog: String
  }

  /// A session on a package whose configuration turns on `non_private_state` (off by
  /// default), the rule of `screen`'s findings.
  func start(files: [String: String]) throws -> Session {
    let package = ["Package.swift": "// swift-tools-version:5.9\n", ".bindinglint.json": CLITests.flaggedConfiguration]
    let root = try makeProject(files.merging(package) { $1 })
    let sanitizerLog = root + "/tsan"
    let client = try LSPTestClient(directory: root, environment: [
      "BINDINGLINT_LSP_TEST_CRASH_MARKER": Self.marker,
      "TSAN_OPTIONS": "halt_on_error=0 log_path=\(sanitizerLog)",
    ], summarizesDiagnostics: true)
    let initialize = try client.request("initialize", ["capabilities": [:]])
    XCTAssertNotNil(client.response(to: initialize, timeout: 60))
    try client.notify("initialized", [:])
    return Session(client: client, root: root, sanitizerLog: sanitizerLog)
  }

  func open(_ uri: String, _ text: String, version: Int = 1) -> [String: Any] {
    ["jsonrpc": "2.0", "method": "textDocument/didOpen",
     "params": ["textDocument": ["uri": uri, "languageId": "swift", "version": version, "text": text]]]
  }

  /// Inserts `line` before 0-based line 3 (the first property).
  func insert(_ uri: String, _ line: String, version: Int) -> [String: Any] {
    let at = ["line": 3, "character": 0]
    return ["jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": ["textDocument": ["uri": uri, "version": version], "contentChanges": [["range": ["start": at, "end": at], "text": line]]]]
  }

  /// The last `publishDiagnostics` per URI: (version, diagnostic count).
  func published(_ client: LSPTestClient) -> [String: (version: Int?, count: Int)] {
    client.lastPublished()
  }

  /// Waits until every URI's last publish is `expected`; returns what differs at the end.
  func waitFor(_ expected: [String: (version: Int, count: Int)], in client: LSPTestClient, timeout: TimeInterval) -> [String] {
    let deadline = Date().addingTimeInterval(timeout)
    var wrong: [String] = []
    repeat {
      let last = published(client)
      wrong = expected.keys.sorted().filter { uri in
        guard let got = last[uri], let want = expected[uri] else { return true }
        return got.count != want.count || (got.version != nil && got.version != want.version)
      }.map { "\($0): expected \(expected[$0].map { "v\($0.version) \($0.count)" } ?? "-"), got \(last[$0].map { "v\($0.version ?? -1) \($0.count)" } ?? "nothing")" }
      if wrong.isEmpty { return [] }
      Thread.sleep(forTimeInterval: 0.05)
    } while Date() < deadline
    return wrong
  }

  func finish(_ session: Session) throws {
    let shutdown = try session.client.request("shutdown", [:])
    XCTAssertNotNil(session.client.response(to: shutdown, timeout: 30), "shutdown is answered")
    try session.client.notify("exit", [:])
    XCTAssertEqual(session.client.exitStatus(timeout: 30), 0)
    XCTAssertEqual(session.client.stray.count, 0)
    let reports = (try? FileManager.default.contentsOfDirectory(atPath: session.root).filter { $0.hasPrefix("tsan") }) ?? []
    for report in reports {
      let text = (try? String(contentsOfFile: session.root + "/" + report, encoding: .utf8)) ?? ""
      XCTFail("ThreadSanitizer reported in the server:\n\(text.prefix(4000))")
    }
  }

  func testAHundredFilesPipelinedEditsAndACrashInOne() throws {
    var files: [String: String] = [:]
    var expected: [String: (version: Int, count: Int)] = [:]
    var uris: [String] = []
    for index in 0..<100 {
      let path = "Sources/App/Screen\(index).swift"
      files[path] = Self.screen(index, flagged: index % 5 + 1)
      uris.append(path)
    }
    let session = try start(files: files)
    let client = session.client
    func uri(_ path: String) -> String { "file://\(session.root)/\(path)" }
    let crash = uri("Sources/App/Crash.swift")
    var batch: [[String: Any]] = []
    for (index, path) in uris.enumerated() {
      batch.append(open(uri(path), files[path] ?? ""))
      expected[uri(path)] = (1, index % 5 + 1)
      if index == 49 {
        batch.append(open(crash, "import SwiftUI\n// \(Self.marker)\nstruct Crash: View {\n    @State var n = 0\n    var body: some View { Text(\"\") }\n}\n"))
      }
    }
    // Pipelined incremental edits in several files: each adds one more finding.
    for round in 1...3 {
      for index in [0, 1, 2, 3, 48, 49, 50, 51, 97, 98, 99] {
        let target = uri(uris[index])
        batch.append(insert(target, "    @State var extra\(round) = \(round)\n", version: 1 + round))
        expected[target] = (1 + round, index % 5 + 1 + round)
      }
    }
    let started = Date()
    // Sent as an editor restoring a session does: back to back, nothing awaited.
    for start in stride(from: 0, to: batch.count, by: 16) {
      try client.sendTogether(Array(batch[start..<min(batch.count, start + 16)]))
    }
    let wrong = waitFor(expected, in: client, timeout: 50)
    XCTAssertEqual(wrong, [], "files without their diagnostics")
    let elapsed = Date().timeIntervalSince(started)

    // Only the crashing file is set aside, and it is named.
    XCTAssertEqual(published(client)[crash]?.count, 0)
    let logs = client.received().filter { ($0["method"] as? String) == "window/logMessage" }.map { "\($0["params"] ?? "")" }
    let crashes = logs.filter { $0.contains("stopped") }
    XCTAssertEqual(crashes.count, 1, "\(crashes)")
    XCTAssertTrue(crashes.first?.contains("while analysing \(crash)") == true, "\(crashes)")
    try finish(session)
    print("load test: 100 files, 33 pipelined edits and a crash served in \(String(format: "%.1f", elapsed)) s")
  }

  /// One file with 4,000 findings, then four full-text changes: the worker's output (big
  /// diagnostics) and its input (big texts) fill both pipes at once. With the relay writing
  /// under its lock, this hung for good.
  func testBigMessagesBothWaysDoNotDeadlock() throws {
    let session = try start(files: [:])
    let uri = "file://\(session.root)/Sources/Big.swift"
    var text = "import SwiftUI\n\nstruct Big: View {\n"
    for k in 0..<4000 { text += "    @State var value\(k) = \(k)\n" }
    text += "    var body: some View { Text(\"\") }\n}\n"
    var batch = [open(uri, text)]
    for version in 2...5 {
      batch.append(["jsonrpc": "2.0", "method": "textDocument/didChange",
                    "params": ["textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text + "// \(version)\n"]]]])
    }
    try session.client.sendTogether(batch)
    XCTAssertEqual(waitFor([uri: (5, 4000)], in: session.client, timeout: 50), [])
    try finish(session)
  }

  /// The supervisor blames the document the worker was analysing, not the last one sent:
  /// with changes to ten other files pipelined behind the crashing one, none of them loses
  /// its diagnostics.
  func testACrashIsBlamedOnTheDocumentBeingAnalysed() throws {
    var files: [String: String] = [:]
    for index in 0..<10 { files["Sources/S\(index).swift"] = Self.screen(index, flagged: 2) }
    let session = try start(files: files)
    func uri(_ index: Int) -> String { "file://\(session.root)/Sources/S\(index).swift" }
    var expected: [String: (version: Int, count: Int)] = [:]
    try session.client.sendTogether((0..<10).map { open(uri($0), files["Sources/S\($0).swift"] ?? "") })
    for index in 0..<10 { expected[uri(index)] = (1, 2) }
    XCTAssertEqual(waitFor(expected, in: session.client, timeout: 30), [])
    let crash = "file://\(session.root)/Sources/Crash.swift"
    var batch = [open(crash, "// \(Self.marker)\nstruct Crash {}\n")]
    for index in 0..<10 {
      batch.append(insert(uri(index), "    @State var more = 1\n", version: 2))
      expected[uri(index)] = (2, 3)
    }
    try session.client.sendTogether(batch)
    XCTAssertEqual(waitFor(expected, in: session.client, timeout: 30), [], "an innocent file was set aside")
    let quarantined = session.client.received().filter { message in
      (message["method"] as? String) == "window/logMessage" && "\(message)".contains("while analysing")
    }
    XCTAssertEqual(quarantined.count, 1)
    XCTAssertTrue("\(quarantined.first ?? [:])".contains(crash), "\(quarantined)")
    try finish(session)
  }

  /// A file that crashes on every keystroke costs a few restarts, then waits until it is
  /// reopened: the 60th edit does not end the server for every file (it did after 50).
  func testAFileThatAlwaysCrashesNeverEndsTheServer() throws {
    let session = try start(files: ["Sources/Fine.swift": Self.screen(0, flagged: 1)])
    let client = session.client
    let fine = "file://\(session.root)/Sources/Fine.swift"
    let crash = "file://\(session.root)/Sources/Crash.swift"
    try client.sendTogether([open(fine, Self.screen(0, flagged: 1)), open(crash, "// \(Self.marker)\n\n\n\n")])
    func edit(_ version: Int) -> [String: Any] {
      let at = ["line": 1, "character": 0]
      return ["jsonrpc": "2.0", "method": "textDocument/didChange",
              "params": ["textDocument": ["uri": crash, "version": version], "contentChanges": [["range": ["start": at, "end": at], "text": "x"]]]]
    }
    func restarted(within seconds: TimeInterval) -> Bool {
      client.next(timeout: seconds) { ($0["method"] as? String) == "window/logMessage" && "\($0)".contains("stopped (status") } != nil
    }
    XCTAssertTrue(restarted(within: 30), "opening the file crashes the worker")
    // Each edit is sent once the last crash is handled, as keystrokes come.
    var crashes = 1
    var version = 2
    while version <= 61 {
      try client.send(edit(version))
      version += 1
      guard restarted(within: 5) else { break }
      crashes += 1
    }
    // The rest of the keystrokes at once: none reaches a worker.
    try client.sendTogether((version...61).map(edit))
    XCTAssertFalse(restarted(within: 2))
    XCTAssertEqual(crashes, 3, "after three crashes the file waits to be reopened")
    let shown = client.received().first { ($0["method"] as? String) == "window/showMessage" && "\($0)".contains("set aside") }
    XCTAssertNotNil(shown, "the user is told the file is set aside")
    XCTAssertEqual(waitFor([fine: (1, 1)], in: client, timeout: 30), [])
    XCTAssertEqual(published(client)[crash]?.count, 0)
    // The other file is still served.
    let pull = try client.request("textDocument/diagnostic", ["textDocument": ["uri": fine]])
    XCTAssertNotNil(client.response(to: pull, timeout: 30)?["result"])
    try finish(session)
  }
}
