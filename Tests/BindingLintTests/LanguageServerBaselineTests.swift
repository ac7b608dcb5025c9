@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import XCTest

/// The editor hides what the configuration's baseline hides in CI. The configuration also
/// turns on `non_private_state` (off by default), whose finding the baseline records.
final class LanguageServerBaselineTests: XCTestCase {
  func testTheConfigurationsBaselineHidesFindingsInTheEditorAsInCI() throws {
    let project = try makeProject([
      "Package.swift": "// swift-tools-version:6.0\n",
      ".bindinglint.json": CLITests.flaggedConfiguration,
      "Sources/App/Counter.swift": CLITests.flagged,
    ])
    let file = project + "/Sources/App/Counter.swift"
    let source = Array(CLITests.flagged.utf8)
    XCTAssertEqual(DocumentLinter(jobs: 1).lint(path: file, bytes: source).diagnostics.map(\.ruleID), ["non_private_state"])

    XCTAssertEqual(try run(["--write-baseline", "baseline.json", "Sources"], in: project).status, 0)
    try Data(#"{ "baseline": "baseline.json", "rules": { "non_private_state": "warning" } }"#.utf8).write(to: URL(fileURLWithPath: project + "/.bindinglint.json"))
    let ci = try run(["--format", "json", "Sources"], in: project)
    XCTAssertFalse(ci.stdout.contains("non_private_state"), "CI hides the recorded finding")
    let linter = DocumentLinter(jobs: 1)
    let editor = linter.lint(path: file, bytes: source)
    XCTAssertEqual(editor.diagnostics.map(\.ruleID), [], "the editor hides it too")
    XCTAssertEqual(editor.problems, [])
    XCTAssertEqual(linter.lint(path: file, bytes: source).diagnostics.map(\.ruleID), [], "from the parsed baseline kept")

    // A new finding in the buffer is not in the baseline: the editor shows it.
    let grown = Array((CLITests.flagged + "struct Other: View {\n    @State var more = 1\n    var body: some View { EmptyView() }\n}\n").utf8)
    XCTAssertEqual(DocumentLinter(jobs: 1).lint(path: file, bytes: grown).diagnostics.map(\.ruleID), ["non_private_state"])

    // The baseline rewritten (now recording nothing) applies to the next analysis.
    try FileManager.default.createDirectory(atPath: project + "/Empty", withIntermediateDirectories: true)
    XCTAssertEqual(try run(["--write-baseline", "baseline.json", "--allow-no-files", "Empty"], in: project).status, 0)
    XCTAssertEqual(linter.lint(path: file, bytes: source).diagnostics.map(\.ruleID), ["non_private_state"])
  }
}
