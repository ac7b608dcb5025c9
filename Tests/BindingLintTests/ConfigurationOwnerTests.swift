@testable import BindingLintPlatform
@testable import BindingLintEngine
import BindingLintTestSupport
import Foundation
import XCTest

/// The upward search for `.bindinglint.json` passes over a file another user owns (root
/// excepted) and says so: in a shared parent such as `/tmp`, anyone could otherwise turn a
/// run into "0 files … exit 0". `--config` names a file outright and is used as it is.
final class ConfigurationOwnerTests: XCTestCase {
  /// The decision, on a model of owners (runs as any user).
  func testTheSearchSkipsFilesOfOtherUsersButNotRootsOrOwn() {
    let me: UInt32 = 501
    let owners: [String: (entry: UInt32, target: UInt32?)] = [
      "/shared/.bindinglint.json": (777, 777),
      "/shared/mine/deep/.bindinglint.json": (me, 777),  // my link to another user's file
      "/.bindinglint.json": (0, 0),
    ]
    let search = Configuration.find(from: "/shared/mine/deep", user: me) { owners[$0] }
    XCTAssertEqual(search.path, "/.bindinglint.json", "root's file is trusted")
    XCTAssertEqual(search.ignored, ["/shared/mine/deep/.bindinglint.json", "/shared/.bindinglint.json"])
    XCTAssertTrue(search.notes[1].hasPrefix("note: ignoring /shared/.bindinglint.json: it belongs to another user (uid 777)"), search.notes[1])
    let own = Configuration.find(from: "/shared/mine", user: 777) { owners[$0] }
    XCTAssertEqual(own.path, "/shared/.bindinglint.json", "its owner's runs use it")
    XCTAssertEqual(own.notes, [])
  }

  /// Through the binary and the language server, with a real file of another user (this
  /// needs root to give a file away; CI containers run as root).
  func testAForeignConfigurationAboveIsIgnoredInTheCLIAndTheEditor() throws {
    try XCTSkipUnless(geteuid() == 0, "giving a file to another user needs root")
    let parent = try makeProject([".bindinglint.json": #"{"exclude": ["**"]}"#])
    XCTAssertEqual(chown(parent + "/.bindinglint.json", 4321, 4321), 0)
    let root = parent + "/project"
    try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
    try Data(CLITests.flagged.utf8).write(to: URL(fileURLWithPath: root + "/Sources/Counter.swift"))
    let result = try run(CLITests.enableFlagged + ["--format", "xcode", "Sources"], in: root)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stdout, "Sources/Counter.swift:4:5: warning: '@State' property 'count' should be private [non_private_state]\n")
    XCTAssertTrue(result.stderr.hasPrefix("note: ignoring \(parent)/.bindinglint.json: it belongs to another user (uid 4321)"), result.stderr)
    // Named outright, it applies.
    let named = try run(CLITests.enableFlagged + ["--config", parent + "/.bindinglint.json", "--allow-no-files", "Sources"], in: root)
    XCTAssertEqual(named.stdout, "0 files, 0 errors, 0 warnings\n")

    let uri = "file://\(root)/Sources/Counter.swift"
    let client = try LSPTestClient(directory: root)
    let initialize = try client.request("initialize", ["capabilities": [:]])
    XCTAssertNotNil(client.response(to: initialize))
    try client.notify("initialized", [:])
    // The editor takes no '--enable' and a configuration here would hide the foreign one, so
    // the buffer has a finding of a rule that is on by default (state_outside_view).
    let outside = "import SwiftUI\n\nfinal class Model {\n    @State var count = 0\n    func bump() { count += 1 }\n}\n"
    try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": outside]])
    XCTAssertEqual(client.diagnostics(for: uri)?.count, 1, "the foreign file's exclude does not apply")
    let log = client.next { ($0["method"] as? String) == "window/logMessage" && "\($0)".contains("another user") }
    XCTAssertNotNil(log, "the editor's log says why")
    let shutdown = try client.request("shutdown", [:])
    XCTAssertNotNil(client.response(to: shutdown))
    try client.notify("exit", [:])
    XCTAssertEqual(client.exitStatus(), 0)
  }
}
