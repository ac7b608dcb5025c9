import BindingLintTestSupport
import Foundation
import XCTest

/// `state_init_from_parameter` through the real binary: off by default; when enabled, a
/// `DynamicProperty` (its conformance in another file) is spared.
final class StateInitFromParameterTests: XCTestCase {
  func testOptInAndSparesDynamicProperties() throws {
    let root = try makeProject(CrossFileProjects.stateRules)
    let result = try run(["--no-color", "--jobs", "1", "--enable", "state_init_from_parameter", "."], in: root)
    XCTAssertEqual(ruleLines(try run(["--no-color", "--jobs", "1", "."], in: root), rule: "state_init_from_parameter"), [], "off by default")
    let found = ruleLines(result, rule: "state_init_from_parameter")
    XCTAssertEqual(found.count, 1, result.stdout)
    XCTAssertTrue(found.first?.contains("Badge.swift:5:22: warning: '@State' property 'count' is seeded from init parameter 'start'") ?? false, result.stdout)
  }
}
