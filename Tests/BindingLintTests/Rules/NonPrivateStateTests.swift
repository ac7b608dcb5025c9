import Foundation
import XCTest

/// `non_private_state` decisions that need another file: a protocol in the sources that
/// requires the property (nothing to report), and an extension of a different type with the
/// same last name (no reason to call the fix unsafe). Files sort both before and after the
/// view, so the answer cannot depend on order.
final class NonPrivateStateTests: XCTestCase {
  static let files: [String: String] = [
    "Package.swift": "// swift-tools-version:5.9\n",
    "Sources/App/A.swift": """
      import SwiftUI
      protocol Screen: View {
          associatedtype Model: ObservableObject
          var state: Model { get }
      }
      enum Basal {
          struct RootView: View {
              var level: Int
              var body: some View { Text("\\(level)") }
          }
      }

      """,
    "Sources/App/Views.swift": """
      import SwiftUI
      final class CarbStore: ObservableObject {}
      enum Carbs {
          struct RootView: Screen {
              @StateObject var state = CarbStore()
              @State var level = 0
              var body: some View { Text("\\(level)") }
          }
      }

      """,
    "Sources/App/Z.swift": "extension Basal.RootView {\n    var isHigh: Bool { level > 3 }\n}\n",
  ]

  func testProtocolRequirementIsNotReportedAndAnotherTypesExtensionKeepsTheFixSafe() throws {
    let project = try makeProject(Self.files)
    for jobs in ["1", "2"] {
      let result = try run(CLITests.enableFlagged + ["--jobs", jobs, "--format", "json", "Sources"], in: project)
      let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      let diagnostics = report["diagnostics"] as? [[String: Any]] ?? []
      XCTAssertEqual(diagnostics.map { $0["message"] as? String }, ["'@State' property 'level' should be private"], result.stdout)
      XCTAssertEqual((diagnostics.first?["fix"] as? [String: Any])?["safety"] as? String, "safe", result.stdout)
    }
  }

  /// `Child (count: 3)`, with a blank before the parenthesis, is a call: the file that makes
  /// it is found by the name scan and read, so the fix is withheld as for `Child(count: 3)`.
  func testCallWithABlankBeforeTheParenthesisIsFound() throws {
    let project = try makeProject([
      "Package.swift": "// swift-tools-version:5.9\n",
      "Sources/App/A.swift": "import SwiftUI\nstruct Child: View {\n    @State var count: Int\n    var body: some View { Text(\"\\(count)\") }\n}\n",
      "Sources/App/B.swift": "struct Maker: View {\n    let count: Int\n    var body: some View { Child (count: count) }\n}\n",
      ".bindinglint.json": CLITests.valuesPassedConfiguration,
    ])
    let result = try run(["--format", "xcode", "Sources"], in: project)
    XCTAssertTrue(result.stdout.contains("'count' is passed in through the memberwise initializer ('Child(…count:…)' at Sources/App/B.swift:3)"), result.stdout)
  }
}
