import BindingLintTestSupport
import Foundation
import XCTest

/// `inline_observed_object` through the real binary: the view conformance lives in another
/// file; an `App` (conformance also added elsewhere) is not a view.
final class InlineObservedObjectTests: XCTestCase {
  func testViewConformanceInAnotherFileAndAppsSpared() throws {
    let root = try makeProject(CrossFileProjects.stateRules)
    let result = try run(["--no-color", "--jobs", "1", "."], in: root)
    let inline = ruleLines(result, rule: "inline_observed_object")
    XCTAssertEqual(inline.count, 1, result.stdout)
    XCTAssertTrue(inline.first?.contains("Badge.swift:3:3: error: '@ObservedObject' property 'model' creates its own 'BadgeModel()'") ?? false, result.stdout)
  }
}
