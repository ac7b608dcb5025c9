import Foundation
import XCTest

/// The Observation-era rules (issue 11) through the real binary: messages name the
/// property, type and line; decisions that need other files come out the same for any
/// file order and thread count; `unstable_view_identity` is off until enabled.
final class ObservationRulesTests: XCTestCase {
  /// A project whose findings each depend on another file: the view conformance, the
  /// `@Observable` superclass and the `Identifiable` conformance live elsewhere.
  let crossFileProject: [String: String] = [
    "Package.swift": "// swift-tools-version:6.0\n",
    "Sources/App/A/Views.swift": """
      import SwiftUI
      struct Inbox {
          private let store = InboxStore()
          @State private var query = ""
          init(query: String) {
              self.query = query
          }
      }
      struct Settings: App {
          let store = InboxStore()
          var body: some Scene { WindowGroup { EmptyView() } }
      }
      struct Attachment { var id: UUID { UUID() } }
      struct Feed: View {
          var body: some View { Text("a").id(UUID()) }
      }
      """,
    "Sources/App/B/Models.swift": """
      import Observation
      @Observable class Base {}
      final class InboxStore: Base {}
      """,
    "Sources/App/C/Conformances.swift": """
      import SwiftUI
      extension Inbox: View { var body: some View { EmptyView() } }
      extension Attachment: Identifiable {}
      """,
  ]

  func testStateInitializedTwiceNamesPropertyAndAssignmentLine() throws {
    let root = try makeProject(crossFileProject)
    let result = try run(["--format", "xcode", "Sources"], in: root)
    XCTAssertTrue(
      result.stdout.contains(
        "Sources/App/A/Views.swift:4:5: warning: '@State' property 'query' has a default value and is also assigned in 'init' at line 6 [state_initialized_twice]"),
      result.stdout)
  }

  /// An initializer in an extension in another file is found whatever the file order and
  /// thread count, and the message names that file and line.
  func testStateInitializedTwiceInAnExtensionInAnotherFile() throws {
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
  func testStateInitializedTwiceHasTheAssignmentAsSARIFRelatedLocation() throws {
    let root = try makeProject(crossFileProject)
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

  func testUnownedObservableIsDecidedAcrossFilesAndSkipsApp() throws {
    let root = try makeProject(crossFileProject)
    let result = try run(["--format", "xcode", "Sources"], in: root)
    let lines = result.stdout.split(separator: "\n").filter { $0.contains("[unowned_observable]") }
    XCTAssertEqual(
      lines,
      ["Sources/App/A/Views.swift:3:5: warning: property 'store' constructs '@Observable' class 'InboxStore', which is rebuilt with every view value [unowned_observable]"],
      result.stdout)
  }

  func testUnstableViewIdentityIsOffByDefaultAndFindsBothShapesWhenEnabled() throws {
    let root = try makeProject(crossFileProject)
    let plain = try run(["--format", "xcode", "Sources"], in: root)
    XCTAssertFalse(plain.stdout.contains("unstable_view_identity"), plain.stdout)
    let enabled = try run(["--format", "xcode", "--enable", "unstable_view_identity", "Sources"], in: root)
    let lines = enabled.stdout.split(separator: "\n").filter { $0.contains("[unstable_view_identity]") }
    XCTAssertEqual(lines, [
      "Sources/App/A/Views.swift:13:21: warning: computed 'id' of 'Attachment' returns a new 'UUID' on every read [unstable_view_identity]",
      "Sources/App/A/Views.swift:15:36: warning: '.id(UUID())' gives the view a new identity on every render [unstable_view_identity]",
    ], enabled.stdout)
  }

  /// Every thread count and every single-file order gives the same JSON.
  func testSameFindingsForAnyJobsAndFileOrder() throws {
    let root = try makeProject(crossFileProject)
    let arguments = ["--format", "json", "--enable", "unstable_view_identity"]
    let reference = try run(arguments + ["--jobs", "1", "Sources"], in: root)
    XCTAssertTrue(reference.stdout.contains("unowned_observable"), reference.stdout)
    for jobs in ["2", "4"] {
      XCTAssertEqual(try run(arguments + ["--jobs", jobs, "Sources"], in: root).stdout, reference.stdout, "--jobs \(jobs)")
    }
    let files = ["Sources/App/C/Conformances.swift", "Sources/App/B/Models.swift", "Sources/App/A/Views.swift"]
    let reversed = try run(arguments + ["--jobs", "2"] + files, in: root)
    XCTAssertEqual(reversed.stdout, reference.stdout)
  }
}
