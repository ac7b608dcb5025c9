import BindingLintTestSupport
import Foundation
import XCTest

/// `state_initialized_twice` through the real binary: the message names the property and
/// the assignment's line (in another file when the `init` is in an extension there), and
/// SARIF carries the assignment as a related location.
final class StateInitializedTwiceTests: XCTestCase {
  func testNamesPropertyAndAssignmentLine() throws {
    let root = try makeProject(CrossFileProjects.observation)
    let result = try run(["--format", "xcode", "Sources"], in: root)
    XCTAssertTrue(
      result.stdout.contains(
        "Sources/App/A/Views.swift:4:5: warning: '@State' property 'query' has a default value and is also assigned in 'init' at line 6 [state_initialized_twice]"),
      result.stdout)
  }

  /// An initializer in an extension in another file is found whatever the file order and
  /// thread count, and the message names that file and line.
  func testInAnExtensionInAnotherFile() throws {
    let root = try makeProject([
      "Package.swift": "// swift-tools-version:6.0\n",
      "Sources/App/Reply.swift": """
        import SwiftUI
        struct Reply: View {
            @State private var draft = ""
            var body: some View { TextField("Reply", text: $draft) }
        }
        """,
      "Sources/App/Reply+Init.swift": """
        extension Reply {
            init(quoting text: String) {
                self.draft = text
            }
        }
        """,
    ])
    let expected = "Sources/App/Reply.swift:3:5: warning: '@State' property 'draft' has a default value and is also assigned in "
      + "'init' at Sources/App/Reply+Init.swift:3 [state_initialized_twice]"
    for jobs in ["1", "2"] {
      for files in [["Sources"], ["Sources/App/Reply+Init.swift", "Sources/App/Reply.swift"], ["Sources/App/Reply.swift", "Sources/App/Reply+Init.swift"]] {
        let result = try run(["--format", "xcode", "--jobs", jobs] + files, in: root)
        XCTAssertEqual(result.stdout.split(separator: "\n").filter { $0.contains("state_initialized_twice") }, [Substring(expected)], "\(jobs) \(files)")
      }
    }
    // Linted alone, the declaring file cannot see the extension.
    let alone = try run(["--format", "xcode", "Sources/App/Reply.swift"], in: root)
    XCTAssertFalse(alone.stdout.contains("state_initialized_twice"), alone.stdout)
  }

  /// SARIF points at the assignment as a related location of the declaration's result.
  func testHasTheAssignmentAsSARIFRelatedLocation() throws {
    let root = try makeProject(CrossFileProjects.observation)
    let result = try run(["--format", "sarif", "Sources"], in: root)
    let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
    let results = try XCTUnwrap(runs.first?["results"] as? [[String: Any]])
    let finding = try XCTUnwrap(results.first { $0["ruleId"] as? String == "state_initialized_twice" })
    let related = try XCTUnwrap(finding["relatedLocations"] as? [[String: Any]], result.stdout)
    XCTAssertEqual(related.count, 1)
    let physical = try XCTUnwrap(related[0]["physicalLocation"] as? [String: Any])
    XCTAssertEqual((physical["region"] as? [String: Any])?["startLine"] as? Int, 6)
    XCTAssertEqual((physical["artifactLocation"] as? [String: Any])?["uri"] as? String, "Sources/App/A/Views.swift")
    XCTAssertEqual((related[0]["message"] as? [String: Any])?["text"] as? String, "'query' is assigned here")
    // Results without related places carry no empty array.
    let others = results.filter { $0["ruleId"] as? String != "state_initialized_twice" }
    XCTAssertFalse(others.isEmpty)
    XCTAssertTrue(others.allSatisfy { $0["relatedLocations"] == nil })
  }
}
