@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import Foundation
import XCTest

/// The language server's warm index (`LintRequest.warmIndex`): a buffer linted against a
/// kept index gets the findings of a cold `--stdin-filename` run, and the index is really
/// kept (a change on disk shows only after `invalidate()`).
final class WarmIndexTests: XCTestCase {
  func lint(_ root: String, _ file: String, _ source: String, warm: WarmIndex?) -> [Diagnostic] {
    var request = LintRequest()
    // `StdinTests.package`'s findings are mostly non_private_state's, off by default; a
    // request names its rules itself (the CLI resolves them from the configuration).
    request.rules = Configuration().selectRules(enable: ["non_private_state"], disable: []).rules
    request.stdin = (root + "/" + file, Array(source.utf8))
    request.forceExclude = true
    request.warmIndex = warm
    request.jobs = 2
    return LintSession.run(request, writer: request.writer).report.diagnostics
  }

  func testWarmRunsGiveTheColdRunsFindings() throws {
    let root = try makeProject(StdinTests.package)
    let warm = WarmIndex()
    for file in StdinTests.package.keys.sorted() where file.hasSuffix(".swift") && file != "Package.swift" {
      let source = try XCTUnwrap(StdinTests.package[file])
      let cold = lint(root, file, source, warm: nil)
      XCTAssertEqual(lint(root, file, source, warm: warm), cold, file)
      XCTAssertEqual(lint(root, file, source, warm: warm), cold, "\(file), from the kept index")
    }
    XCTAssertEqual(lint(root, "Sources/App/Row.swift", StdinTests.package["Sources/App/Row.swift"] ?? "", warm: warm).count, 3)
  }

  func testTheIndexIsKeptUntilInvalidated() throws {
    let root = try makeProject(StdinTests.package)
    let file = "Sources/App/Row.swift"
    let source = try XCTUnwrap(StdinTests.package[file])
    let warm = WarmIndex()
    let before = lint(root, file, source, warm: warm)
    XCTAssertEqual(before.map(\.ruleID), ["non_private_state", "non_private_state", "reference_type_binding"])
    // Without the extension, `Row` is no view: its '@State' is state SwiftUI never installs.
    try Data("import SwiftUI\n".utf8).write(to: URL(fileURLWithPath: root + "/Sources/App/Row+View.swift"))
    XCTAssertEqual(lint(root, file, source, warm: warm), before, "the kept index does not read the disk again")
    warm.invalidate()
    let after = lint(root, file, source, warm: warm)
    XCTAssertEqual(after, lint(root, file, source, warm: nil))
    XCTAssertEqual(after.map(\.ruleID), ["state_outside_view", "state_outside_view", "reference_type_binding"])
  }
}
