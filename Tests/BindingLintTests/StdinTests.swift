import BindingLintTestSupport
import Foundation
import XCTest

/// `--stdin-filename PATH` through the real binary: the editor must see what CI sees.
final class StdinTests: XCTestCase {
  /// A package whose view gets its `View` conformance, and whose models their
  /// `ObservableObject` conformance or class-ness, from other files. Its configuration turns
  /// on `non_private_state` (off by default), so a configuration found in the wrong place
  /// changes the findings.
  static let package: [String: String] = [
    "Package.swift": "// swift-tools-version:5.9\n",
    ".bindinglint.json": CLITests.flaggedConfiguration,
    "Sources/App/Row.swift": """
      import SwiftUI

      struct Row {
          @State var count = 0
          @State var model: Settings? = Settings()
          @Binding var store: Store
          var body: some View { Text("\\($store.name.wrappedValue) \\(count)").onTapGesture { count += 1; model = nil } }
      }

      """,
    "Sources/App/Row+View.swift": "import SwiftUI\n\nextension Row: View {}\n",
    "Sources/App/Models/Settings.swift": "import Combine\n\nfinal class Settings: Preferences {}\n",
    "Sources/App/Models/Preferences.swift": "import Combine\n\nclass Preferences: ObservableObject {}\n",
    "Sources/App/Models/Store.swift": "final class Store { var name = \"\" }\n",
    "Sources/App/Plain.swift": "struct Plain { @State var unused = 0 }\n",
  ]

  /// Diagnostics of one file in a JSON report, as `line:column rule message`.
  func findings(_ json: String, file: String) throws -> [String] {
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], json)
    let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
    return diagnostics.filter { ($0["file"] as? String) == file }.map { d in
      "\(d["line"] ?? ""):\(d["column"] ?? "") \(d["rule"] ?? "") \(d["message"] ?? "")"
    }
  }

  func summaryFiles(_ json: String) throws -> Int? {
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], json)
    return (object["summary"] as? [String: Any])?["files"] as? Int
  }

  func testStandardInputGivesTheFindingsOfAWholeTreeRun() throws {
    let project = try makeProject(Self.package)
    let tree = try run(["--format", "json", "Sources"], in: project)
    for file in Self.package.keys.sorted() where file.hasSuffix(".swift") && file != "Package.swift" {
      let source = try XCTUnwrap(Self.package[file])
      let stdin = try run(["--format", "json", "--stdin-filename", file], in: project, stdin: source)
      XCTAssertEqual(try findings(stdin.stdout, file: file), try findings(tree.stdout, file: file), file)
      XCTAssertEqual(try summaryFiles(stdin.stdout), 1, "only the buffer is reported")
    }
    // The row's findings need the other files: proof the run saw them.
    let row = try findings(tree.stdout, file: "Sources/App/Row.swift")
    XCTAssertEqual(row.map { $0.split(separator: " ")[1] }, ["non_private_state", "non_private_state", "reference_type_binding"], row.joined(separator: "\n"))
  }

  func testOtherFilesOfTheProjectAreNeverReported() throws {
    let project = try makeProject(Self.package)
    try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: project + "/Sources/App/Broken.swift"))
    let source = try XCTUnwrap(Self.package["Sources/App/Row.swift"])
    let result = try run(["--format", "json", "--stdin-filename", "Sources/App/Row.swift"], in: project, stdin: source)
    XCTAssertEqual(result.status, 0, "a broken sibling is not the buffer's error")
    XCTAssertTrue(result.stdout.contains(#""errors": []"#), result.stdout)
    XCTAssertEqual(try findings(result.stdout, file: "Sources/App/Row.swift").count, 3)
  }

  func testSiblingPackagesOfARepositoryAreIndexedAsInARunAtItsRoot() throws {
    let project = try makeProject([
      ".git/HEAD": "ref: refs/heads/main\n",
      "App.xcodeproj/project.pbxproj": "",
      "Packages/Design/Package.swift": "// swift-tools-version:5.9\n",
      "Packages/Design/Sources/Design/CardView.swift": "import SwiftUI\n\npublic protocol CardView: View {}\n",
      "Packages/Feature/Package.swift": "// swift-tools-version:5.9\n",
      "Packages/Feature/Sources/Feature/Row.swift": """
        import SwiftUI
        import Design

        struct Row: CardView {
            @State var count = 0
            var body: some View { Text("") }
        }

        """,
    ])
    let file = "Packages/Feature/Sources/Feature/Row.swift"
    let source = try String(contentsOfFile: project + "/" + file, encoding: .utf8)
    let tree = try run(CLITests.enableFlagged + ["--format", "json", "."], in: project)
    let stdin = try run(CLITests.enableFlagged + ["--format", "json", "--stdin-filename", file], in: project, stdin: source)
    XCTAssertEqual(try findings(tree.stdout, file: "./" + file).map { $0.split(separator: " ")[1] }, ["non_private_state"], tree.stdout)
    XCTAssertEqual(try findings(stdin.stdout, file: file), try findings(tree.stdout, file: "./" + file))
    // Without a repository, the package alone is the project, as the specification says.
    try FileManager.default.removeItem(atPath: project + "/.git")
    let alone = try run(CLITests.enableFlagged + ["--format", "json", "--stdin-filename", file], in: project, stdin: source)
    XCTAssertEqual(try findings(alone.stdout, file: file), [])
  }

  func testTheBufferReplacesTheFileOnDisk() throws {
    let project = try makeProject(Self.package)
    // On disk the row has findings; the edited buffer fixes them, and the stale disk
    // copy must not add its own.
    let edited = """
      import SwiftUI

      struct Row {
          @State private var count = 0
          var body: some View { Text("") }
      }

      """
    let result = try run(["--format", "json", "--stdin-filename", "Sources/App/Row.swift"], in: project, stdin: edited)
    XCTAssertEqual(try findings(result.stdout, file: "Sources/App/Row.swift"), [])
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
  }

  func testPathsAreReportedAsGivenFromAnyFolder() throws {
    let project = try makeProject(Self.package)
    let source = try XCTUnwrap(Self.package["Sources/App/Row.swift"])
    let fromSources = try run(["--format", "json", "--stdin-filename", "App/Row.swift"], in: project + "/Sources", stdin: source)
    let fromRoot = try run(["--format", "json", "--stdin-filename", "Sources/App/Row.swift"], in: project, stdin: source)
    XCTAssertEqual(try findings(fromSources.stdout, file: "App/Row.swift"), try findings(fromRoot.stdout, file: "Sources/App/Row.swift"))
    XCTAssertEqual(try findings(fromSources.stdout, file: "App/Row.swift").count, 3)
  }

  func testANewFileThatIsNotOnDiskYetIsLintedInItsProject() throws {
    let project = try makeProject(Self.package)
    let source = """
      import SwiftUI

      struct Fresh: View {
          @Binding var store: Store
          var body: some View { TextField("", text: $store.name) }
      }

      """
    let result = try run(["--format", "json", "--stdin-filename", "Sources/App/Fresh.swift"], in: project, stdin: source)
    XCTAssertEqual(try findings(result.stdout, file: "Sources/App/Fresh.swift").map { $0.split(separator: " ")[1] }, ["reference_type_binding"], result.stdout)
  }

  func testConfigurationIsFoundAboveTheStdinPathNotTheCurrentFolder() throws {
    var files = Self.package
    files["Sources/App/.bindinglint.json"] = #"{ "rules": { "non_private_state": "off" } }"#
    files["Elsewhere/keep.txt"] = ""
    let project = try makeProject(files)
    let source = try XCTUnwrap(Self.package["Sources/App/Row.swift"])
    let result = try run(["--format", "json", "--stdin-filename", project + "/Sources/App/Row.swift"], in: project + "/Elsewhere", stdin: source)
    XCTAssertEqual(try findings(result.stdout, file: project + "/Sources/App/Row.swift").map { $0.split(separator: " ")[1] }, ["reference_type_binding"], result.stdout)
  }

  func testTreeRunsFindConfigurationAboveTheirPathsNotTheCurrentFolder() throws {
    var files = Self.package
    files["Sources/App/.bindinglint.json"] = #"{ "rules": { "non_private_state": "off" } }"#
    files["Elsewhere/keep.txt"] = ""
    let project = try makeProject(files)
    let rules = { (result: CLIRun, file: String) in try self.findings(result.stdout, file: file).map { $0.split(separator: " ")[1] } }
    let fromElsewhere = try run(["--format", "json", project + "/Sources/App"], in: project + "/Elsewhere")
    XCTAssertEqual(try rules(fromElsewhere, project + "/Sources/App/Row.swift"), ["reference_type_binding"], fromElsewhere.stdout)
    let relative = try run(["--format", "json", "App"], in: project + "/Sources")
    XCTAssertEqual(try rules(relative, "App/Row.swift"), ["reference_type_binding"], relative.stdout)
    // Paths in different folders: the configuration above both (the project's) applies.
    let both = try run(["--format", "json", "Sources/App", "Package.swift"], in: project)
    XCTAssertEqual(try rules(both, "Sources/App/Row.swift"), ["non_private_state", "non_private_state", "reference_type_binding"], both.stdout)
  }

  func testTheProjectConfigurationChoosesTheIndexedFiles() throws {
    var files = Self.package
    files[".bindinglint.json"] = #"{ "exclude": ["Sources/App/Models"], "rules": { "non_private_state": "warning" } }"#
    let project = try makeProject(files)
    let source = try XCTUnwrap(Self.package["Sources/App/Row.swift"])
    let tree = try run(["--format", "json", "Sources"], in: project)
    let stdin = try run(["--format", "json", "--stdin-filename", "Sources/App/Row.swift"], in: project, stdin: source)
    XCTAssertEqual(try findings(stdin.stdout, file: "Sources/App/Row.swift"), try findings(tree.stdout, file: "Sources/App/Row.swift"))
  }

  func testOutsideAnyProjectTheBufferIsLintedAlone() throws {
    let folder = try makeProject(["Row+View.swift": "import SwiftUI\n\nextension Row: View {}\n"])
    let source = "import SwiftUI\n\nstruct Row { @State var count = 0\n var body: some View { EmptyView() } }\n"
    // (`state_outside_view` would report the same unknown row from the other side.)
    let result = try run(CLITests.enableFlagged + ["--format", "json", "--disable", "state_outside_view", "--stdin-filename", "Row.swift"], in: folder, stdin: source)
    // No project: the sibling is not indexed, so the row is not known to be a view.
    XCTAssertEqual(try findings(result.stdout, file: "Row.swift"), [])
    XCTAssertEqual(try summaryFiles(result.stdout), 1)
  }

  func testFixPrintsTheFixedBufferWithTheProjectIndex() throws {
    let project = try makeProject(Self.package)
    let source = try XCTUnwrap(Self.package["Sources/App/Row.swift"])
    let fixed = try run(["--fix", "--stdin-filename", "Sources/App/Row.swift"], in: project, stdin: source)
    XCTAssertTrue(fixed.stdout.contains("@State private var count = 0"), fixed.stdout)
  }
}
