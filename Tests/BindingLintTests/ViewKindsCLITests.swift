import Foundation
import XCTest

/// Issue 9 points 2 and 5 through the real binary: representables are view code wherever
/// their conformance is declared, and `manual_binding_in_body` advises in the user's names.
final class ViewKindsCLITests: XCTestCase {
  /// `line: message | help` of each diagnostic of `rule`, with `non_private_state` (off by
  /// default) turned on: its finding is how a type shows as view code.
  func findings(_ files: [String: String], rule: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
    let project = try makeProject(files)
    let result = try run(CLITests.enableFlagged + ["--format", "json", "."], in: project)
    XCTAssertEqual(result.stderr, "", file: file, line: line)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], file: file, line: line)
    let list = try XCTUnwrap(object["diagnostics"] as? [[String: Any]], file: file, line: line)
    return list.filter { $0["rule"] as? String == rule }
      .map { "\($0["line"] as? Int ?? 0): \($0["message"] as? String ?? "?") | \($0["help"] as? String ?? "")" }
  }

  func testRepresentableConformanceInAnotherFileMakesStateReportable() throws {
    let files = [
      "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\n",
      "Sources/Zoom.swift": "import SwiftUI\nstruct Zoom {\n    @State var lastBounds: CGRect?\n}\n",
      "Sources/Zoom+UIKit.swift": """
        import SwiftUI
        extension Zoom: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView { UIView() }
            func updateUIView(_ view: UIView, context: Context) {}
        }
        """,
    ]
    let messages = try findings(files, rule: "non_private_state").map { String($0.prefix { $0 != "|" }) }
    XCTAssertEqual(messages, ["3: '@State' property 'lastBounds' should be private "])
    XCTAssertEqual(try findings(files, rule: "state_outside_view"), [])
  }

}
