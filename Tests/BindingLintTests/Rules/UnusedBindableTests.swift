import BindingLintTestSupport
import Foundation
import XCTest

/// `unused_bindable` through the real binary.
final class UnusedBindableTests: XCTestCase {
  /// Half-typed code (`@Bindable var model = (` before the block's `}`): the parser lets
  /// the declaration run past the block, and the local's scope used to be a range from
  /// after it to the block's end, which trapped (found by the fuzzer; the same input is
  /// in Tests/Crashers). The run finishes, and the local, never projected, is reported.
  func testALocalWhoseDeclarationRunsPastItsBlockIsLinted() throws {
    let root = try makeProject(["Edit.swift": "func edit() {\n  @Bindable var model = (\n}\n"])
    let result = try run(["--no-color", "--jobs", "1", "--enable", "unused_bindable", "."], in: root)
    XCTAssertTrue(result.status == 0 || result.status == 1, "no crash: status \(result.status), " + result.stderr)
    XCTAssertEqual(ruleLines(result, rule: "unused_bindable").count, 1, result.stdout)
  }
}
