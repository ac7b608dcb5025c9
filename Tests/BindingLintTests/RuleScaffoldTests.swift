@testable import BindingLintPlatform
@testable import BindingLintRules
@testable import BindingLintDevTools
import BindingLintTestSupport
import Foundation
import XCTest

/// `bindinglint-dev new-rule`'s decisions that need no compiler: names, refusals, the
/// registry edit and the files it writes. That the scaffold builds and finds its fixture is
/// `Tests/Integration/new-rule.sh` (it compiles a scratch copy of the package).
final class RuleScaffoldTests: XCTestCase {
  func testTypeNameIsTheIdInUpperCamelCase() {
    XCTAssertEqual(RuleScaffold.typeName("state_outside_view"), "StateOutsideView")
    XCTAssertEqual(RuleScaffold.typeName("empty"), "Empty")
  }

  func testIdsThatCannotNameANewRuleAreRefused() {
    for id in ["", "Has_Capital", "two__underscores", "_leading", "trailing_", "with-dash", "digit2"] {
      XCTAssertNotNil(RuleScaffold.problem(with: id), "'\(id)'")
    }
    XCTAssertEqual(RuleScaffold.problem(with: "state_outside_view"), "'state_outside_view' is already a rule or a category")
    XCTAssertEqual(RuleScaffold.problem(with: "pedantic"), "'pedantic' is already a rule or a category")
    XCTAssertNil(RuleScaffold.problem(with: "empty_on_appear"))
  }

  func testTheRegistryLineGoesBeforeTheSuppressionRules() throws {
    let registry = try String(contentsOfFile: TestSupport.packageRoot + "/" + RuleScaffold.registryPath, encoding: .utf8)
    let edited = try RuleScaffold.registering("EmptyOnAppear", in: registry).get()
    XCTAssertTrue(edited.contains("    UnusedBindableRule(),\n    EmptyOnAppearRule(),\n    InvalidSuppressionRule(),\n"))
    XCTAssertEqual(edited.count, registry.count + "    EmptyOnAppearRule(),\n".count)
    XCTAssertEqual(RuleScaffold.registering("EmptyOnAppear", in: edited).map { _ in "" },
                   .failure(GenerationError("\(RuleScaffold.registryPath) already lists EmptyOnAppearRule")))
    XCTAssertEqual(RuleScaffold.registering("EmptyOnAppear", in: "enum RuleRegistry {}\n").map { _ in "" },
                   .failure(GenerationError("\(RuleScaffold.registryPath): cannot find the end of `RuleRegistry.all`")))
  }

  /// In a scratch root: the three files and the registry line are written, with the id,
  /// type names and category in place; a second run is refused and changes nothing.
  func testCreateWritesTheFilesOnceAndRefusesToOverwrite() throws {
    let root = try makeProject([RuleScaffold.registryPath: try packageFile(RuleScaffold.registryPath)])

    let written = try RuleScaffold.create(root: root, id: "empty_on_appear", category: .suspicious).get()
    XCTAssertEqual(written, [
      "Sources/BindingLintRules/EmptyOnAppear/EmptyOnAppearRule.swift",
      "Sources/BindingLintRules/EmptyOnAppear/EmptyOnAppearRuleExamples.swift",
      "Tests/Fixtures/empty_on_appear/Triggering.swift",
      RuleScaffold.registryPath,
    ])
    let rule = try String(contentsOfFile: root + "/" + written[0], encoding: .utf8)
    XCTAssertTrue(rule.contains("package struct EmptyOnAppearRule: Rule {"))
    XCTAssertTrue(rule.contains("id: \"empty_on_appear\""))
    XCTAssertTrue(rule.contains("category: .suspicious,"))
    XCTAssertTrue(rule.contains("[.attribute(\"EmptyOnAppear\")]"))
    let examples = try String(contentsOfFile: root + "/" + written[1], encoding: .utf8)
    XCTAssertTrue(examples.contains("↓@EmptyOnAppear var refreshInterval = 30"))
    let fixture = try String(contentsOfFile: root + "/" + written[2], encoding: .utf8)
    XCTAssertTrue(fixture.contains("@EmptyOnAppear var fontSize = 17 // expect: empty_on_appear {{'fontSize' carries"))
    let registry = try String(contentsOfFile: root + "/" + RuleScaffold.registryPath, encoding: .utf8)
    XCTAssertTrue(registry.contains("    EmptyOnAppearRule(),\n    InvalidSuppressionRule(),\n"))

    XCTAssertEqual(RuleScaffold.create(root: root, id: "empty_on_appear", category: .style).map { _ in [""] },
                   .failure(GenerationError("Sources/BindingLintRules/EmptyOnAppear already exists")))
    XCTAssertEqual(try String(contentsOfFile: root + "/" + RuleScaffold.registryPath, encoding: .utf8), registry)
  }
}
