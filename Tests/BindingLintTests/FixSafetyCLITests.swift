import BindingLintTestSupport
import Foundation
import XCTest

/// Fix safety through the real binary: `--unsafe-fixes`, the text summary's fix line, JSON
/// `safety`, SARIF `fixes` and related locations in other files, and the editor's actions.
/// The project: a view whose state a parent in another file passes through the memberwise
/// initializer (`state_passed_by_parent`: no fix), one whose property an extension in
/// another file uses (not reported: it cannot be private), one nobody passes (a safe fix),
/// and a binding whose setter does nothing (`.constant`: an unsafe fix). The project turns on
/// `non_private_state` (off by default), `state_passed_by_parent`'s values and
/// `manual_binding_in_body`'s constants (`strict`) in its configuration, so the CLI and the
/// editor see the same findings.
final class FixSafetyCLITests: XCTestCase {
  static let files: [String: String] = [
    "Package.swift": "// swift-tools-version:5.9\n",
    ".bindinglint.json": "{\"rules\": {\"non_private_state\": \"warning\", \"state_passed_by_parent\": {\"strict\": true}, \"manual_binding_in_body\": {\"strict\": true}}}\n",
    "Sources/App/Views.swift": """
      import SwiftUI

      struct Editor: View {
          @State var draft = ""
          var body: some View { Text(draft) }
      }

      struct Meter: View {
          @State var level = 0
          var body: some View { Text("\\(level)") }
      }

      struct Toggle2: View {
          @State var isOn = false
          var body: some View { Text("\\(isOn)") }
      }

      struct Locked: View {
          var body: some View { Toggle("Locked", isOn: Binding(get: { true }, set: { _ in })) }
      }

      """,
    // Sorted before and after Views.swift: the answer must not depend on file order.
    "Sources/App/A.swift": "import SwiftUI\n\nstruct Screen: View {\n    let draft: String\n    var body: some View { Editor(draft: draft) }\n}\n",
    "Sources/App/Z.swift": "extension Meter {\n    var isLoud: Bool { level > 5 }\n}\n",
  ]

  func json(_ text: String) throws -> [String: Any] {
    try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// Diagnostics by the property a message names (`'draft'`), the constant binding as "constant".
  func diagnostics(_ report: [String: Any]) -> [String: [String: Any]] {
    var result: [String: [String: Any]] = [:]
    for diagnostic in report["diagnostics"] as? [[String: Any]] ?? [] {
      if diagnostic["rule"] as? String == "manual_binding_in_body" {
        result["constant"] = diagnostic
        continue
      }
      let name = (diagnostic["message"] as? String ?? "").split(separator: "'").dropFirst(2).first.map(String.init) ?? ""
      result[name] = diagnostic
    }
    return result
  }

  func testTextSummaryCountsSafeAndWithheldFixes() throws {
    let project = try makeProject(Self.files)
    let plain = try run(["--no-color", "Sources"], in: project)
    XCTAssertEqual(plain.status, 1, "a parent's value ignored is an error")
    XCTAssertTrue(plain.stdout.hasSuffix("\n1 fixable with --fix, 1 more with --unsafe-fixes\n3 files, 1 error, 2 warnings\n"), plain.stdout)
    XCTAssertTrue(plain.stdout.contains(
      "Sources/App/Views.swift:4:5: error: '@State' property 'draft' is passed in through the memberwise initializer "
        + "('Editor(…draft:…)' at Sources/App/A.swift:5)"), plain.stdout)
    XCTAssertFalse(plain.stdout.contains("'level'"), "an extension elsewhere uses it: nothing to report")
    let shown = try run(["--no-color", "--unsafe-fixes", "Sources"], in: project)
    XCTAssertTrue(shown.stdout.contains("\n1 fixable with --fix, 1 more with --fix --unsafe-fixes (unsafe: review the change)\n"), shown.stdout)
    XCTAssertEqual(try run(["--jobs", "1", "--format", "json", "Sources"], in: project).stdout,
      try run(["--jobs", "2", "--format", "json", "Sources"], in: project).stdout)
  }

  func testJSONOffersUnsafeFixesOnlyWhenAsked() throws {
    let project = try makeProject(Self.files)
    let plain = try json(run(["--format", "json", "Sources"], in: project).stdout)
    var found = diagnostics(plain)
    XCTAssertNil(found["draft"]?["fix"])
    XCTAssertNil(found["level"])
    XCTAssertNil(found["constant"]?["fix"])
    XCTAssertEqual((found["isOn"]?["fix"] as? [String: Any])?["safety"] as? String, "safe")
    XCTAssertEqual((plain["summary"] as? [String: Any])?["unsafeFixesWithheld"] as? Int, 1)
    let asked = try json(run(["--format", "json", "--unsafe-fixes", "Sources"], in: project).stdout)
    found = diagnostics(asked)
    XCTAssertNil(found["draft"]?["fix"], "a property a caller passes has no fix at all")
    XCTAssertEqual((found["constant"]?["fix"] as? [String: Any])?["safety"] as? String, "unsafe")
    XCTAssertNil((asked["summary"] as? [String: Any])?["unsafeFixesWithheld"])
  }

  func testFixAppliesUnsafeFixesOnlyWithTheFlag() throws {
    let project = try makeProject(Self.files)
    let views = project + "/Sources/App/Views.swift"
    let safe = try run(["--fix", "Sources"], in: project)
    XCTAssertTrue(safe.stderr.contains("fixed 1 issue in 1 file"), safe.stderr)
    var text = try String(contentsOfFile: views, encoding: .utf8)
    XCTAssertTrue(text.contains("@State private var isOn"), text)
    XCTAssertTrue(text.contains("@State var level"), text)
    XCTAssertTrue(text.contains("@State var draft"), text)
    XCTAssertTrue(text.contains("Binding(get: { true }, set: { _ in })"), text)
    let unsafe = try run(["--fix", "--unsafe-fixes", "Sources"], in: project)
    XCTAssertTrue(unsafe.stderr.contains("fixed 1 issue in 1 file"), unsafe.stderr)
    text = try String(contentsOfFile: views, encoding: .utf8)
    XCTAssertTrue(text.contains("isOn: Binding.constant(true)"), text)
    XCTAssertTrue(text.contains("@State var draft") && text.contains("@State var level"), "no flag makes an impossible fix: \(text)")
    // Standard input: the same rule.
    let source = Self.files["Sources/App/Views.swift"]!
    let piped = try run(["--fix", "--stdin-filename", "Sources/App/Views.swift"], in: try makeProject(Self.files), stdin: source)
    XCTAssertTrue(piped.stdout.contains("@State private var isOn") && piped.stdout.contains("Binding(get: { true }"), piped.stdout)
  }

  func testUnsafeFixesIsASwitch() throws {
    let project = try makeProject(Self.files)
    let bad = try run(["--unsafe-fixes=yes", "Sources"], in: project)
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(bad.stderr.contains("--unsafe-fixes"), bad.stderr)
    XCTAssertTrue(try run(["--help"], in: project).stdout.contains("--unsafe-fixes"))
  }

  func testSARIFFixesAndRelatedLocationInTheCallersFile() throws {
    let project = try makeProject(Self.files)
    func results(_ arguments: [String]) throws -> [[String: Any]] {
      let sarif = try json(run(["--format", "sarif"] + arguments + ["Sources"], in: project).stdout)
      let runs = try XCTUnwrap(sarif["runs"] as? [[String: Any]])
      return runs.first?["results"] as? [[String: Any]] ?? []
    }
    func text(_ result: [String: Any]) -> String { (result["message"] as? [String: Any])?["text"] as? String ?? "" }
    let plain = try results([])
    XCTAssertEqual(plain.count, 3)
    let withFixes = plain.filter { $0["fixes"] != nil }
    XCTAssertEqual(withFixes.count, 1, "only the safe fix")
    XCTAssertTrue(text(withFixes[0]).contains("'isOn'"))
    let fix = try XCTUnwrap((withFixes[0]["fixes"] as? [[String: Any]])?.first)
    let change = try XCTUnwrap((fix["artifactChanges"] as? [[String: Any]])?.first)
    let replacement = try XCTUnwrap((change["replacements"] as? [[String: Any]])?.first)
    XCTAssertEqual((replacement["insertedContent"] as? [String: Any])?["text"] as? String, "private ")
    XCTAssertEqual((replacement["deletedRegion"] as? [String: Any])?["byteLength"] as? Int, 0)
    let passed = try XCTUnwrap(plain.first { text($0).contains("'draft'") })
    XCTAssertEqual(passed["level"] as? String, "error")
    let related = try XCTUnwrap((passed["relatedLocations"] as? [[String: Any]])?.first)
    let location = (related["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
    XCTAssertEqual(location?["uri"] as? String, "Sources/App/A.swift")
    XCTAssertEqual(try results(["--unsafe-fixes"]).filter { $0["fixes"] != nil }.count, 2)
  }

  func testEditorOffersTheUnsafeFixTitledAndNotPreferred() throws {
    let root = try makeProject(Self.files)
    let uri = "file://\(root)/Sources/App/Views.swift"
    let client = try LSPTestClient(directory: root)
    let initialize = try client.request("initialize", ["processId": NSNull(), "rootUri": "file://\(root)", "capabilities": [:]])
    XCTAssertNotNil(client.response(to: initialize)?["result"])
    try client.notify("initialized", [:])
    try client.notify("textDocument/didOpen", [
      "textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": Self.files["Sources/App/Views.swift"]!],
    ])
    let diagnostics = try XCTUnwrap(client.diagnostics(for: uri))
    XCTAssertEqual(diagnostics.count, 3)
    func titles(_ diagnostic: [String: Any]) throws -> [(String, Bool)] {
      let request = try client.request("textDocument/codeAction", [
        "textDocument": ["uri": uri], "range": diagnostic["range"] ?? [:],
        "context": ["diagnostics": [diagnostic], "only": ["quickfix"]],
      ])
      let actions = try XCTUnwrap(client.response(to: request)?["result"] as? [[String: Any]])
      return actions.map { ($0["title"] as? String ?? "", $0["isPreferred"] as? Bool ?? false) }
    }
    func diagnostic(_ text: String) throws -> [String: Any] {
      try XCTUnwrap(diagnostics.first { ($0["message"] as? String ?? "").contains(text) })
    }
    let constant = try titles(diagnostic("setter does nothing"))
    XCTAssertEqual(constant.first?.0, "replace with 'Binding.constant(true)' (unsafe: review the change)")
    XCTAssertEqual(constant.first?.1, false)
    XCTAssertEqual(try titles(diagnostic("'draft'")).map(\.0), ["Disable state_passed_by_parent for this line"])
    XCTAssertEqual(try titles(diagnostic("'isOn'")).first?.1, true)
    let passed = try diagnostic("'draft'")
    XCTAssertEqual((passed["data"] as? [String: Any])?["category"] as? String, "correctness", "the editor shows the category")
    let shutdown = try client.request("shutdown", [:])
    XCTAssertNotNil(client.response(to: shutdown))
    try client.notify("exit", [:])
    XCTAssertEqual(client.exitStatus(), 0)
  }
}
