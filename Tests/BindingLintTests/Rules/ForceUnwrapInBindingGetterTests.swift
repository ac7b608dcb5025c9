import BindingLintTestSupport
import Foundation
import XCTest

/// `force_unwrap_in_binding_getter` through the real binary: an error naming the unwrapped
/// expression.
final class ForceUnwrapInBindingGetterTests: XCTestCase {
  func testMessageNamesTheUnwrappedExpression() throws {
    let root = try makeProject(CrossFileProjects.stateRules)
    let result = try run(["--no-color", "--jobs", "1", "."], in: root)
    let force = ruleLines(result, rule: "force_unwrap_in_binding_getter")
    XCTAssertEqual(force.count, 1, result.stdout)
    XCTAssertTrue(force.first?.contains("Editor.swift:6:20: error: getter of 'Binding(get:set:)' has a force unwrap of 'store.item(id)'") ?? false, result.stdout)
  }
}
