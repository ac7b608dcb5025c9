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

/// Every folder `Tests/Fixtures/<rule_id>/` is linted as one project with every rule on
/// (off-by-default rules included), and must produce exactly the diagnostics its
/// `// expect:` comments name: adding a case never needs Swift code. A folder's
/// `.bindinglint.json` sets rule options (`"strict": true`) for its run.
final class FixtureTests: XCTestCase {
  func testEveryRuleFolderMatchesItsExpectations() throws {
    var checkedFolders = 0
    for rule in RuleRegistry.all {
      let folder = TestSupport.fixturesRoot + "/" + rule.id
      let paths = TestSupport.swiftFiles(in: folder)
      XCTAssertFalse(paths.isEmpty, "rule \(rule.id) has no fixture folder at \(folder)")
      guard !paths.isEmpty else { continue }
      checkedFolders += 1
      let expectations = try checkFolder(folder, named: rule.id)
      XCTAssertFalse(expectations.filter { $0.rule == rule.id }.isEmpty, "\(rule.id) fixtures expect nothing")
    }
    XCTAssertEqual(checkedFolders, RuleRegistry.all.count)
  }

  /// `Tests/Fixtures/rule_options/` is linted the same way with its `.bindinglint.json`
  /// (`strict` for several rules): every expectation there, of every rule, must be met.
  func testTheOptionsFolderMatchesItsExpectations() throws {
    let expectations = try checkFolder(TestSupport.fixturesRoot + "/rule_options", named: "rule_options")
    XCTAssertTrue(expectations.contains { $0.rule == "state_passed_by_parent" })
  }

  /// Lints the Swift files of `folder` as one project with every rule (configured by the
  /// folder's `.bindinglint.json`, if any) and asserts that the diagnostics are exactly
  /// what its `// expect:` comments name; returns those expectations.
  func checkFolder(_ folder: String, named name: String) throws -> [TestSupport.Expectation] {
    var files: [(String, String)] = []
    var expectations: [TestSupport.Expectation] = []
    for path in TestSupport.swiftFiles(in: folder) {
      let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path)).map { $0 }
      let file = String(path.dropFirst(folder.count + 1))
      files.append((file, String(decoding: bytes, as: UTF8.self)))
      expectations += TestSupport.expectations(in: file, bytes: bytes)
    }
    let report = TestSupport.lint(files, rules: try Self.rules(configuredIn: folder))
    XCTAssertTrue(report.errors.isEmpty, "\(name): \(report.errors)")
    let problems = TestSupport.mismatches(report.diagnostics, expectations)
    XCTAssertTrue(problems.isEmpty, "fixtures of \(name):\n" + problems.joined(separator: "\n"))
    return expectations
  }

  /// A rule's tests are found from its id: its fixture folder `Tests/Fixtures/<rule_id>/`
  /// (above) and, when it has tests through the binary, `Tests/BindingLintTests/Rules/
  /// <RuleType>Tests.swift` declaring `<RuleType>Tests` (the rule's type without `Rule`). Every file in that folder but the
  /// shared projects is named after a registered rule.
  func testRuleTestFilesAreNamedAfterTheirRule() throws {
    let folder = TestSupport.packageRoot + "/Tests/BindingLintTests/Rules"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix("Tests.swift") }
    XCTAssertGreaterThan(names.count, 10)
    // `ForEachIndexBindingRule` (`foreach_index_binding`) → `ForEachIndexBindingTests`.
    let expected = Set(RuleRegistry.all.map { rule in String(String(describing: type(of: rule)).dropLast("Rule".count)) + "Tests" })
    for name in names {
      let type = String(name.dropLast(".swift".count))
      XCTAssertTrue(expected.contains(type), "\(name) is not named after a rule (\(type) is no '<RuleType>Tests')")
      let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
      XCTAssertTrue(text.contains("final class \(type): XCTestCase"), "\(name) declares '\(type)'")
    }
  }

  /// Every rule, with the options the folder's `.bindinglint.json` sets (if it has one).
  static func rules(configuredIn folder: String) throws -> [any Rule] {
    let path = folder + "/" + Configuration.fileName
    guard FileManager.default.fileExists(atPath: path) else { return RuleRegistry.all }
    let configuration = try Configuration.load(path).get()
    return RuleRegistry.all.map { rule in configuration.options[rule.id].map { rule.configured($0) } ?? rule }
  }

  /// The harness itself must be able to fail: a missing and an unexpected diagnostic are
  /// both reported.
  func testHarnessReportsMissingAndUnexpectedDiagnostics() {
    let code = """
      struct V: View {
        @State var a = 0 // expect: non_private_state
        @State private var b = 0 // expect: non_private_state
        @State var c = 0
        var body: some View { EmptyView() }
      }
      """
    let expectations = TestSupport.expectations(in: "Test.swift", bytes: Array(code.utf8))
    let problems = TestSupport.mismatches(TestSupport.lint(code), expectations)
    XCTAssertEqual(problems.count, 2, problems.joined(separator: "\n"))
    XCTAssertTrue(problems.contains { $0.hasPrefix("missing: Test.swift:3:") })
    XCTAssertTrue(problems.contains { $0.hasPrefix("unexpected: Test.swift:4:") })
  }

  func testExpectationInsideStringLiteralIsNotAnExpectation() {
    let code = "let s = \"// expect: non_private_state\"\n"
    XCTAssertEqual(TestSupport.expectations(in: "T.swift", bytes: Array(code.utf8)), [])
  }
}
