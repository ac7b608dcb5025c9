import BindingLintTestSupport
import Foundation
import XCTest

/// `bindinglint lsp` through the real binary, a whole session: initialize, watcher
/// registration, open, incremental change, diagnostics (same as the CLI's), configuration
/// change, quick fix applied, fix-all, pull diagnostics, save, bad messages, shutdown, exit.
final class LanguageServerSessionTests: XCTestCase {
  static let row = """
    import SwiftUI

    struct Row {
        /* é😀 */ @State var isExpanded = false
        var body: some View { Text(isExpanded ? "Less" : "More").onTapGesture { isExpanded.toggle() } }
    }

    """

  /// The configuration turns on `non_private_state` (off by default), the rule of `row`'s
  /// finding; the CLI run that checks the editor's findings reads it too.
  func makeRowProject() throws -> String {
    try makeProject([
      "Package.swift": "// swift-tools-version:5.9\n",
      ".bindinglint.json": CLITests.flaggedConfiguration,
      "Sources/App/Row.swift": Self.row,
      // `Row` is a view only through this extension: the server must index the project.
      "Sources/App/Row+View.swift": "import SwiftUI\n\nextension Row: View {}\n",
    ])
  }

  func params(_ message: [String: Any]?) -> [String: Any] { message?["params"] as? [String: Any] ?? [:] }
  func range(_ item: [String: Any]) -> [Int] {
    let range = item["range"] as? [String: Any] ?? [:]
    let start = range["start"] as? [String: Any] ?? [:], end = range["end"] as? [String: Any] ?? [:]
    return [start["line"], start["character"], end["line"], end["character"]].map { $0 as? Int ?? -1 }
  }

  func testWholeSession() throws {
    let root = try makeRowProject()
    let uri = "file://\(root)/Sources/App/Row.swift"
    let client = try LSPTestClient(directory: root)

    let initialize = try client.request("initialize", [
      "processId": NSNull(), "rootUri": "file://\(root)",
      "capabilities": [
        "general": ["positionEncodings": ["utf-16"]],
        "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]],
      ],
    ])
    let result = try XCTUnwrap(client.response(to: initialize)?["result"] as? [String: Any])
    let capabilities = try XCTUnwrap(result["capabilities"] as? [String: Any])
    XCTAssertEqual(capabilities["positionEncoding"] as? String, "utf-16")
    XCTAssertEqual((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int, 2)
    XCTAssertEqual(
      (capabilities["codeActionProvider"] as? [String: Any])?["codeActionKinds"] as? [String],
      ["quickfix", "source.fixAll.bindinglint"])
    XCTAssertNotNil(capabilities["diagnosticProvider"])

    try client.notify("initialized", [:])
    let registration = try XCTUnwrap(client.next { ($0["method"] as? String) == "client/registerCapability" })
    XCTAssertTrue("\(registration)".contains("**/.bindinglint.json"), "\(registration)")
    try client.send(["jsonrpc": "2.0", "id": registration["id"] ?? 0, "result": NSNull()])

    // Open: one finding, in UTF-16 columns ("é" is one unit, "😀" two).
    var text = Self.row
    try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": text]])
    var diagnostics = try XCTUnwrap(client.diagnostics(for: uri))
    XCTAssertEqual(diagnostics.count, 1)
    let first = try XCTUnwrap(diagnostics.first)
    XCTAssertEqual(range(first), [3, 14, 3, 43])
    XCTAssertEqual(first["code"] as? String, "non_private_state")
    XCTAssertEqual(first["source"] as? String, "bindinglint")
    XCTAssertEqual(first["severity"] as? Int, 2)
    XCTAssertEqual((first["codeDescription"] as? [String: Any])?["href"] as? String,
      "https://github.com/bindinglint/bindinglint/blob/main/docs/rules/non_private_state.md")
    XCTAssertTrue((first["message"] as? String ?? "").hasPrefix("'@State' property 'isExpanded' should be private"))

    // Incremental change: a second mistake typed below the first.
    let insertion: [String: Any] = ["range": ["start": ["line": 4, "character": 0], "end": ["line": 4, "character": 0]], "text": "    @State var other = 0\n"]
    text = LSPText.apply([["range": insertion["range"]!, "newText": insertion["text"]!]], to: text)
    try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [insertion]])
    diagnostics = try XCTUnwrap(client.diagnostics(for: uri))
    XCTAssertEqual(diagnostics.map(range), [[3, 14, 3, 43], [4, 4, 4, 24]])

    // Exactly the CLI's findings for that buffer in that project.
    let cli = try run(["--format", "json", "--force-exclude", "--stdin-filename", "Sources/App/Row.swift"], in: root, stdin: text)
    let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? [String: Any])
    let cliFindings = (report["diagnostics"] as? [[String: Any]] ?? []).map { "\($0["rule"] ?? ""):\(($0["line"] as? Int ?? 0) - 1)" }
    XCTAssertEqual(diagnostics.map { "\($0["code"] ?? ""):\(range($0)[0])" }, cliFindings)

    // A configuration change re-publishes with the new severity.
    let configuration = root + "/.bindinglint.json"
    try Data(#"{ "rules": { "non_private_state": "error" } }"#.utf8).write(to: URL(fileURLWithPath: configuration))
    try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file://\(configuration)", "type": 2]]])
    diagnostics = try XCTUnwrap(client.diagnostics(for: uri))
    XCTAssertEqual(diagnostics.map { $0["severity"] as? Int }, [1, 1])

    // Quick fixes for the first finding: the safe fix (preferred), and the suppression.
    let actionRequest = try client.request("textDocument/codeAction", [
      "textDocument": ["uri": uri], "range": first["range"] ?? [:],
      "context": ["diagnostics": [first], "only": ["quickfix"]],
    ])
    let actions = try XCTUnwrap(client.response(to: actionRequest)?["result"] as? [[String: Any]])
    XCTAssertEqual(actions.map { $0["title"] as? String }, ["make 'isExpanded' private", "Disable non_private_state for this line"])
    XCTAssertEqual(actions.map { $0["isPreferred"] as? Bool }, [true, nil])
    func edits(_ action: [String: Any]) -> [[String: Any]] {
      ((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]] ?? []
    }
    XCTAssertEqual(edits(actions[1]).map { $0["newText"] as? String }, ["    // bindinglint:disable:next non_private_state\n"])
    XCTAssertEqual(edits(actions[1]).map(range), [[3, 0, 3, 0]])
    let fix = edits(actions[0])
    XCTAssertEqual(fix.map(range), [[3, 21, 3, 21]])
    text = LSPText.apply(fix, to: text)
    XCTAssertTrue(text.contains("/* é😀 */ @State private var isExpanded = false"), text)
    try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3], "contentChanges": LSPText.contentChanges(fix)])
    diagnostics = try XCTUnwrap(client.diagnostics(for: uri))
    XCTAssertEqual(diagnostics.map(range), [[4, 4, 4, 24]])

    // Fix all: the remaining safe fix, offered under `source`.
    let fixAllRequest = try client.request("textDocument/codeAction", [
      "textDocument": ["uri": uri], "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
      "context": ["diagnostics": [], "only": ["source"]],
    ])
    let fixAll = try XCTUnwrap(client.response(to: fixAllRequest)?["result"] as? [[String: Any]])
    XCTAssertEqual(fixAll.map { $0["kind"] as? String }, ["source.fixAll.bindinglint"])
    let fixAllEdits = edits(try XCTUnwrap(fixAll.first))
    text = LSPText.apply(fixAllEdits, to: text)
    try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 4], "contentChanges": LSPText.contentChanges(fixAllEdits)])
    XCTAssertEqual(client.diagnostics(for: uri)?.count, 0)
    XCTAssertTrue(text.contains("    @State private var other = 0\n"), text)

    // Pull diagnostics agree; a save re-publishes from what is now on disk.
    let pull = try client.request("textDocument/diagnostic", ["textDocument": ["uri": uri]])
    let pulled = try XCTUnwrap(client.response(to: pull)?["result"] as? [String: Any])
    XCTAssertEqual(pulled["kind"] as? String, "full")
    XCTAssertEqual((pulled["items"] as? [Any])?.count, 0)
    try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/Sources/App/Row.swift"))
    try client.notify("textDocument/didSave", ["textDocument": ["uri": uri]])
    XCTAssertEqual(client.diagnostics(for: uri)?.count, 0)

    // Nothing takes the server down: bad JSON, a bad header, an unknown method, a file
    // outside the workspace, a broken configuration. Each is answered or logged.
    client.sendRaw(Data("Content-Length: 9\r\n\r\n{\"jsonrpc".utf8))
    let parseError = client.next { $0["error"] != nil && $0["id"] is NSNull }
    XCTAssertEqual((parseError?["error"] as? [String: Any])?["code"] as? Int, -32700)
    XCTAssertNotNil(client.notification("window/logMessage"))
    client.sendRaw(Data("Content-Length: many\r\n\r\n".utf8))
    XCTAssertTrue("\(params(client.notification("window/logMessage")))".contains("Content-Length"))
    let unknown = try client.request("workspace/executeCommand", ["command": "nothing"])
    XCTAssertEqual((client.response(to: unknown)?["error"] as? [String: Any])?["code"] as? Int, -32601)
    let outside = try client.request("textDocument/codeAction", [
      "textDocument": ["uri": "file:///nonexistent-\(UUID().uuidString)/Elsewhere.swift"],
      "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "context": ["diagnostics": []],
    ])
    XCTAssertEqual((client.response(to: outside)?["result"] as? [Any])?.count, 0)
    XCTAssertNotNil(client.notification("window/logMessage"))
    // A broken configuration is shown to the user, and the last good one stays in force.
    try Data(#"{ "rules": { "no_such_rule": "off" } }"#.utf8).write(to: URL(fileURLWithPath: configuration))
    try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file://\(configuration)", "type": 2]]])
    let shown = params(client.notification("window/showMessage"))
    XCTAssertEqual(shown["type"] as? Int, 1)
    XCTAssertTrue((shown["message"] as? String ?? "").contains("no_such_rule"), "\(shown)")
    XCTAssertTrue((shown["message"] as? String ?? "").contains("last valid version stays in force"), "\(shown)")

    try client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
    let shutdown = try client.request("shutdown", [:])
    XCTAssertTrue(client.response(to: shutdown)?["result"] is NSNull)
    try client.notify("exit", [:])
    XCTAssertEqual(client.exitStatus(), 0)
    XCTAssertEqual(client.stray.count, 0, "standard output held something other than protocol")
  }

  /// UTF-8 when the client offers it: columns are then bytes, as the engine counts them.
  /// Requests before `initialize` are refused; `exit` without `shutdown` exits with 1.
  func testUTF8NegotiationAndLifecycleErrors() throws {
    let root = try makeRowProject()
    let uri = "file://\(root)/Sources/App/Row.swift"
    let client = try LSPTestClient(directory: root)
    let early = try client.request("textDocument/diagnostic", ["textDocument": ["uri": uri]])
    XCTAssertEqual((client.response(to: early)?["error"] as? [String: Any])?["code"] as? Int, -32002)
    let initialize = try client.request("initialize", ["capabilities": ["general": ["positionEncodings": ["utf-16", "utf-8"]]]])
    let result = client.response(to: initialize)?["result"] as? [String: Any]
    XCTAssertEqual((result?["capabilities"] as? [String: Any])?["positionEncoding"] as? String, "utf-8")
    try client.notify("initialized", [:])
    try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": Self.row]])
    XCTAssertEqual(client.diagnostics(for: uri)?.map(range), [[3, 17, 3, 46]])
    // A change in UTF-8 columns: delete "é" (bytes 7..<9 of the line).
    try client.notify("textDocument/didChange", [
      "textDocument": ["uri": uri, "version": 2],
      "contentChanges": [["range": ["start": ["line": 3, "character": 7], "end": ["line": 3, "character": 9]], "text": ""]],
    ])
    XCTAssertEqual(client.diagnostics(for: uri)?.map(range), [[3, 15, 3, 44]])
    // Another file changes on disk: without the extension `Row` is no view. The kept
    // index is read again when the client says so.
    let extensionFile = root + "/Sources/App/Row+View.swift"
    try Data("import SwiftUI\n".utf8).write(to: URL(fileURLWithPath: extensionFile))
    try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file://\(extensionFile)", "type": 2]]])
    // Its '@State' is now state that SwiftUI never installs.
    XCTAssertEqual(client.diagnostics(for: uri)?.compactMap { $0["code"] as? String }, ["state_outside_view"])
    try client.notify("exit", [:])
    XCTAssertEqual(client.exitStatus(), 1)
    XCTAssertFalse(client.pending.contains { ($0["method"] as? String) == "client/registerCapability" }, "registered watchers the client cannot take")
  }

  /// A client that pulls diagnostics gets none pushed; it asks, and is told to ask again
  /// when the configuration changes.
  func testAPullingClientIsNotPushedAndIsToldToRefresh() throws {
    let root = try makeRowProject()
    let uri = "file://\(root)/Sources/App/Row.swift"
    let client = try LSPTestClient(directory: root)
    let initialize = try client.request("initialize", [
      "capabilities": ["textDocument": ["diagnostic": [:]], "workspace": ["diagnostics": ["refreshSupport": true]]],
    ])
    XCTAssertNotNil(client.response(to: initialize)?["result"])
    try client.notify("initialized", [:])
    try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": Self.row]])
    let pull = try client.request("textDocument/diagnostic", ["textDocument": ["uri": uri]])
    let items = (client.response(to: pull)?["result"] as? [String: Any])?["items"] as? [[String: Any]]
    XCTAssertEqual(items?.map(range), [[3, 14, 3, 43]])
    try Data(#"{ "rules": { "non_private_state": "off" } }"#.utf8).write(to: URL(fileURLWithPath: root + "/.bindinglint.json"))
    try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file://\(root)/.bindinglint.json", "type": 2]]])
    let refresh = try XCTUnwrap(client.next { ($0["method"] as? String) == "workspace/diagnostic/refresh" })
    XCTAssertNil(refresh["params"])
    let again = try client.request("textDocument/diagnostic", ["textDocument": ["uri": uri]])
    XCTAssertEqual(((client.response(to: again)?["result"] as? [String: Any])?["items"] as? [Any])?.count, 0)
    XCTAssertFalse(client.pending.contains { ($0["method"] as? String) == "textDocument/publishDiagnostics" })
    let shutdown = try client.request("shutdown", [:])
    XCTAssertNotNil(client.response(to: shutdown))
    try client.notify("exit", [:])
    XCTAssertEqual(client.exitStatus(), 0)
  }

  /// A crash while analysing one file (simulated: the worker exits when a document holds
  /// a marker) does not end the session: the open request is answered with an error, the
  /// log says what happened, the other documents keep their diagnostics and quick fixes,
  /// and the crashing file is analysed again once it changes.
  func testACrashInOneFilesAnalysisDoesNotEndTheSession() throws {
    let root = try makeRowProject()
    let row = "file://\(root)/Sources/App/Row.swift"
    let other = "file://\(root)/Sources/App/Other.swift"
    let marker = "CRASH-HERE"
    let client = try LSPTestClient(directory: root, environment: ["BINDINGLINT_LSP_TEST_CRASH_MARKER": marker])
    let initialize = try client.request("initialize", ["capabilities": ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]])
    XCTAssertNotNil(client.response(to: initialize)?["result"])
    try client.notify("initialized", [:])
    XCTAssertNotNil(client.next { ($0["method"] as? String) == "client/registerCapability" })
    try client.notify("textDocument/didOpen", ["textDocument": ["uri": row, "languageId": "swift", "version": 1, "text": Self.row]])
    XCTAssertEqual(client.diagnostics(for: row)?.count, 1)

    let crashing = "import SwiftUI\n// \(marker)\nstruct Other: View {\n    @State var n = 0\n    var body: some View { Text(\"\") }\n}\n"
    // The request travels with the crashing document, so the server has it when it dies.
    try client.sendTogether([
      ["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": other, "languageId": "swift", "version": 1, "text": crashing]]],
      ["jsonrpc": "2.0", "id": 999, "method": "textDocument/diagnostic", "params": ["textDocument": ["uri": other]]],
    ])
    let pull = 999
    let log = client.next { ($0["method"] as? String) == "window/logMessage" && "\($0)".contains("stopped") }
    XCTAssertTrue("\(log ?? [:])".contains(other), "\(log ?? [:])")
    XCTAssertEqual(client.diagnostics(for: other)?.count, 0, "the crashing file's diagnostics are cleared")
    // The open request is answered: with an internal error when the supervisor had read it
    // before the worker died, or by the new worker when the crash came first (a busy machine
    // can split the two messages across reads).
    let answer = try XCTUnwrap(client.response(to: pull), "the request in flight is answered")
    if let error = answer["error"] as? [String: Any] {
      XCTAssertEqual(error["code"] as? Int, -32603)
    } else {
      XCTAssertNotNil(answer["result"], "\(answer)")
    }

    // The other document was replayed into the new server: it still lints and fixes.
    let edit: [String: Any] = ["range": ["start": ["line": 5, "character": 0], "end": ["line": 5, "character": 0]], "text": "\n"]
    try client.notify("textDocument/didChange", ["textDocument": ["uri": row, "version": 2], "contentChanges": [edit]])
    XCTAssertEqual(client.diagnostics(for: row)?.count, 1)
    let actions = try client.request("textDocument/codeAction", [
      "textDocument": ["uri": row], "range": ["start": ["line": 3, "character": 14], "end": ["line": 3, "character": 14]],
      "context": ["diagnostics": [], "only": ["quickfix"]],
    ])
    XCTAssertEqual((client.response(to: actions)?["result"] as? [Any])?.count, 2)

    // Once the crashing file changes (the marker removed), it is analysed again.
    let markerLine: [String: Any] = ["range": ["start": ["line": 1, "character": 0], "end": ["line": 2, "character": 0]], "text": ""]
    try client.notify("textDocument/didChange", ["textDocument": ["uri": other, "version": 2], "contentChanges": [markerLine]])
    XCTAssertEqual(client.diagnostics(for: other)?.map(range), [[2, 4, 2, 20]])

    let shutdown = try client.request("shutdown", [:])
    XCTAssertNotNil(client.response(to: shutdown)?["result"])
    try client.notify("exit", [:])
    XCTAssertEqual(client.exitStatus(), 0)
    XCTAssertEqual(client.stray.count, 0)
    XCTAssertFalse(client.pending.contains { ($0["method"] as? String) == "client/registerCapability" }, "registered twice")
  }

  func testTheSubcommandsHelpAndUsageErrors() throws {
    let root = try makeProject(["Package.swift": ""])
    let help = try run(["lsp", "--help"], in: root)
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.stdout.hasPrefix("USAGE: bindinglint lsp\n"), help.stdout)
    XCTAssertEqual(try run(["help", "lsp"], in: root).stdout, help.stdout)
    XCTAssertTrue(try run(["--help"], in: root).stdout.contains("bindinglint lsp "))
    let extra = try run(["lsp", "--stdio"], in: root)
    XCTAssertEqual(extra.status, 2)
    XCTAssertTrue(extra.stderr.contains("--stdio"), extra.stderr)
    XCTAssertEqual(try run(["lsp", "Sources"], in: root).status, 2)
    // End of input without 'shutdown' and 'exit': status 1, nothing but protocol printed.
    let ended = try run(["lsp"], in: root, stdin: "")
    XCTAssertEqual(ended.status, 1)
    XCTAssertEqual(ended.stdout, "")
  }
}
