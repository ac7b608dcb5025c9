import BindingLintTestSupport
import Foundation
import XCTest

/// `optional_binding_unwrap` through the real binary: an error, and the message names the
/// unwrapped value.
final class OptionalBindingUnwrapTests: XCTestCase {
  func testMessageNamesTheUnwrappedValue() throws {
    let root = try makeProject(CrossFileProjects.stateRules)
    let result = try run(["--no-color", "--jobs", "1", "."], in: root)
    XCTAssertEqual(result.status, 1, "crash-class findings are errors: " + result.stderr)
    let unwrap = ruleLines(result, rule: "optional_binding_unwrap")
    XCTAssertEqual(unwrap.count, 1, result.stdout)
    XCTAssertTrue(unwrap.first?.contains("Schedule.swift:5:19: error: 'if let' unwraps 'Binding($slot.customTime)'") ?? false, result.stdout)
    XCTAssertTrue(unwrap.first?.contains("when 'slot.customTime' becomes nil") ?? false, result.stdout)
  }
}
