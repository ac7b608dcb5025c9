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

/// The reset a finding names, and test code.
final class ForceUnwrapResetTests: XCTestCase {
  private func json(_ files: [String: String]) throws -> [[String: Any]] {
    let root = try makeProject(files)
    let result = try run(["--format", "json", "--jobs", "1", "."], in: root)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    return try XCTUnwrap(object["diagnostics"] as? [[String: Any]]).filter { $0["rule"] as? String == "force_unwrap_in_binding_getter" }
  }

  private func picker(_ name: String) -> String {
    """
    import SwiftUI
    struct \(name): View {
        @State private var choice: Choice?
        var body: some View {
            Picker("Pick", selection: Binding(get: { choice! }, set: { choice = $0 })) { Text("A") }
            Button("Clear") { choice = nil }
        }
    }

    """
  }

  /// Review66: an earlier file's `choice = nil` was named instead of the finding's own.
  func testTheOwnFilesResetIsTheRelatedLocation() throws {
    let findings = try json(["A.swift": picker("First"), "B.swift": picker("Second")])
    XCTAssertEqual(findings.count, 2)
    for finding in findings {
      let related = try XCTUnwrap(finding["related"] as? [[String: Any]])
      XCTAssertEqual(related.count, 1)
      XCTAssertEqual(related[0]["line"] as? Int, 6)
      XCTAssertEqual(related[0]["file"] as? String, finding["file"] as? String, "the finding's own file: \(related)")
      XCTAssertEqual(related[0]["message"] as? String, "'choice' is set to nil here")
    }
  }

  /// Review66: a fixture a test builds and reads at once, in a project's own `…TestCase`.
  func testATestCasesBindingIsNotReported() throws {
    let tests = """
      import SwiftUI
      import XCTest
      final class PickerTests: AppTestCase {
          var choice: Choice?
          func testPicks() {
              choice = .first
              let field = Field(selection: Binding(get: { self.choice! }, set: { self.choice = $0 }))
              XCTAssertNotNil(field)
              choice = nil
          }
      }

      """
    XCTAssertEqual(try json(["PickerTests.swift": tests]).count, 0)
    // A helper in an extension of the suite is test code too.
    let helper = """
      import SwiftUI
      import XCTest
      final class FieldTests: XCTestCase {
          var choice: Choice?
          override func tearDown() { choice = nil }
      }
      extension FieldTests {
          func makeField() -> Field { Field(selection: Binding(get: { self.choice! }, set: { self.choice = $0 })) }
      }

      """
    XCTAssertEqual(try json(["FieldTests.swift": helper]).count, 0)
    // The same code outside a test case is reported.
    let app = tests.replacingOccurrences(of: ": AppTestCase", with: "")
    XCTAssertEqual(try json(["Picker.swift": app]).count, 1)
  }
}
