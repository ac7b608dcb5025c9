import Foundation
import XCTest

/// Issue 10's rules through the real binary: cross-file verdicts that must not depend on
/// file order or `--jobs`, and the off-by-default rules staying quiet until enabled.
final class BeyondRulesCLITests: XCTestCase {
  /// `path:line: rule` of each diagnostic of `rule`, after checking that `--jobs 1` and
  /// `--jobs 2` print the same.
  func findings(_ files: [String: String], rule: String, _ arguments: [String] = [],
                file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
    let project = try makeProject(files)
    let one = try run(["--format", "json", "--jobs", "1"] + arguments + ["."], in: project)
    let two = try run(["--format", "json", "--jobs", "2"] + arguments + ["."], in: project)
    XCTAssertEqual(one.stdout, two.stdout, "--jobs 1 and --jobs 2 differ", file: file, line: line)
    XCTAssertEqual(one.stderr, "", file: file, line: line)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any], file: file, line: line)
    let list = try XCTUnwrap(object["diagnostics"] as? [[String: Any]], file: file, line: line)
    return list.filter { $0["rule"] as? String == rule }
      .map { "\($0["file"] as? String ?? "?"):\($0["line"] as? Int ?? 0): \($0["message"] as? String ?? "?")" }
  }

  static let packageManifest = "// swift-tools-version:5.9\nimport PackageDescription\n"

  func testStateOutsideViewWaitsForAnExtensionInAnotherFile() throws {
    let model = "import SwiftUI\nstruct Gauge {\n    @State private var level = 0\n}\n"
    // The conformance sorts before and after the declaration: neither order may matter.
    for name in ["A+View.swift", "Z+View.swift"] {
      let files = [
        "Package.swift": Self.packageManifest,
        "Sources/M.swift": model,
        "Sources/\(name)": "import SwiftUI\nextension Gauge: View { var body: some View { EmptyView() } }\n",
      ]
      XCTAssertEqual(try findings(files, rule: "state_outside_view"), [], name)
    }
    let alone = ["Package.swift": Self.packageManifest, "Sources/M.swift": model]
    XCTAssertEqual(try findings(alone, rule: "state_outside_view"), [
      "./Sources/M.swift:3: '@State' property 'level' is in 'Gauge', which is not a view type; SwiftUI never installs it",
    ])
    let classModel = ["Package.swift": Self.packageManifest, "Sources/M.swift": "final class Store {\n    @StateObject var feed = Feed()\n}\n"]
    XCTAssertEqual(try findings(classModel, rule: "state_outside_view"), [
      "./Sources/M.swift:2: '@StateObject' property 'feed' is in class 'Store'; SwiftUI only installs it in a view",
    ])
  }

  func testStateOutsideViewLeavesHostsTheRunCannotSee() throws {
    let style = "import SwiftUI\nstruct Glow: ButtonStyle {\n    @State private var hovering = false\n    func makeBody(configuration: Configuration) -> some View { configuration.label }\n}\n"
    XCTAssertEqual(try findings(["S.swift": style], rule: "state_outside_view"), [])
    // Declared in the run, the protocol is known not to be a view.
    let local = "protocol Themed {}\nstruct Palette: Themed {\n    @State var accent = 0\n}\n"
    XCTAssertEqual(try findings(["P.swift": local], rule: "state_outside_view").count, 1)
  }

  func testForEachIndexBindingIsOnByDefault() throws {
    let list = """
      import SwiftUI
      struct Tasks: View {
          @State private var tasks: [Item] = []
          var body: some View {
              ForEach(tasks.indices, id: \\.self) { i in Toggle("", isOn: $tasks[i].done) }
          }
      }

      """
    XCTAssertEqual(try findings(["T.swift": list], rule: "foreach_index_binding"), [
      "./T.swift:5: 'ForEach' over the positions of 'tasks' binds '$tasks[…]'; removing an element can crash",
    ])
  }

  func testOffByDefaultRulesNeedEnable() throws {
    let view = """
      import SwiftUI
      struct Screen: View {
          @State private var picked: Item?
          @State private var scores: [String: Int] = [:]
          let compact: Bool
          var body: some View {
              List {
                  Stepper("Score", value: $scores["me", default: 0])
                  if compact { Card(size: .small) } else { Card(size: .large) }
              }
              .sheet(isPresented: Binding(get: { picked != nil }, set: { if !$0 { picked = nil } })) { Detail() }
          }
      }

      """
    let files = ["S.swift": view]
    for (rule, line) in [("optional_presentation_binding", 11), ("subscript_binding_in_body", 8), ("conditional_view_identity", 9)] {
      XCTAssertEqual(try findings(files, rule: rule), [], "\(rule) is off by default")
      let enabled = try findings(files, rule: rule, ["--enable", rule])
      XCTAssertEqual(enabled.count, 1, "\(rule): \(enabled)")
      XCTAssertTrue(enabled.first?.hasPrefix("./S.swift:\(line): ") == true, "\(rule): \(enabled)")
    }
  }
}
