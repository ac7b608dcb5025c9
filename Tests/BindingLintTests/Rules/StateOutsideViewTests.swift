import BindingLintTestSupport
import Foundation
import XCTest

/// `state_outside_view` through the real binary: a conformance in another file decides,
/// whatever the file order and `--jobs`; hosts the run cannot see are left alone.
final class StateOutsideViewTests: XCTestCase {
  func testWaitsForAnExtensionInAnotherFile() throws {
    let model = "import SwiftUI\nstruct Gauge {\n    @State private var level = 0\n    func raise() { level += 1 }\n    var text: String { \"\\(level)\" }\n}\n"
    // The conformance sorts before and after the declaration: neither order may matter.
    for name in ["A+View.swift", "Z+View.swift"] {
      let files = [
        "Package.swift": CrossFileProjects.packageManifest,
        "Sources/M.swift": model,
        "Sources/\(name)": "import SwiftUI\nextension Gauge: View { var body: some View { EmptyView() } }\n",
      ]
      XCTAssertEqual(try ruleFindings(files, rule: "state_outside_view"), [], name)
    }
    let alone = ["Package.swift": CrossFileProjects.packageManifest, "Sources/M.swift": model]
    XCTAssertEqual(try ruleFindings(alone, rule: "state_outside_view"), [
      "./Sources/M.swift:3: '@State' property 'level' is in 'Gauge', which is not a view type; SwiftUI never installs it",
    ])
    let classModel = ["Package.swift": CrossFileProjects.packageManifest, "Sources/M.swift": "final class Store {\n    @StateObject var feed = Feed()\n}\n"]
    XCTAssertEqual(try ruleFindings(classModel, rule: "state_outside_view"), [
      "./Sources/M.swift:2: '@StateObject' property 'feed' is in class 'Store'; SwiftUI only installs it in a view",
    ])
  }

  func testLeavesHostsTheRunCannotSee() throws {
    let style = "import SwiftUI\nstruct Glow: ButtonStyle {\n    @State private var hovering = false\n    func makeBody(configuration: Configuration) -> some View { configuration.label }\n}\n"
    XCTAssertEqual(try ruleFindings(["S.swift": style], rule: "state_outside_view"), [])
    // Declared in the run, the protocol is known not to be a view.
    let local = "protocol Themed {}\nstruct Palette: Themed {\n    @State var accent = 0\n    func bump() { accent += 1 }\n}\n"
    XCTAssertEqual(try ruleFindings(["P.swift": local], rule: "state_outside_view").count, 1)
  }

  /// Review68: a team's alias of a protocol composition with `View`, declared in another
  /// file, makes its conformers views; so does a composition written in the clause. A
  /// composition without `View` does not.
  func testACompositionWithViewIsAView() throws {
    let files = [
      "Router.swift": "import SwiftUI\nprotocol RouterDelegate {}\ntypealias RoutableView = RouterDelegate & SwiftUI.View\n"
        + "typealias Themed = RouterDelegate & Sendable\ntypealias Page = View\ntypealias Screen = RoutableView\n"
        + "typealias Wrapped = (RouterDelegate & View)\n",
      "Screens.swift": """
        import SwiftUI
        protocol PresentDelegate {}
        struct BackupPassword: RoutableView {
            @State private var isTicked = false
            var body: some View { Toggle("Saved", isOn: $isTicked) }
        }
        struct SwapProvider: RoutableView & PresentDelegate {
            @State private var list: [String] = []
            var body: some View { List(list, id: \\.self) { Text($0) } }
        }
        struct Palette: Themed {
            @State var accent = 0
            func bump() { accent += 1 }
        }
        struct Plain: Page { @State private var a = 0; var body: some View { Text("\\(a)") } }
        struct Chained: Screen { @State private var a = 0; var body: some View { Text("\\(a)") } }
        struct InParentheses: Wrapped { @State private var a = 0; var body: some View { Text("\\(a)") } }
        """,
    ]
    XCTAssertEqual(try ruleFindings(files, rule: "state_outside_view").map { String($0.prefix(16)) }, ["./Screens.swift:"])
    XCTAssertTrue(try ruleFindings(files, rule: "state_outside_view").first?.hasPrefix("./Screens.swift:12:") ?? false)
  }

  /// Review92: a `@State` nothing in its file writes (a parser struct's, set only by its
  /// memberwise initializer) keeps the value it was given, and a private one nothing reads
  /// drops a write no one sees: both only with `strict`. Written and read, it is reported.
  func testAStateNothingWritesOrNothingCanReadIsStrictOnly() throws {
    let parser = "import SwiftUI\nstruct MessageParser {\n    @State var colorScheme: ColorScheme\n    func parse() -> Int { 1 }\n}\n"
    let unread = "import SwiftUI\nstruct Banner {\n    @State private var show = true\n    func dismiss() { show = false }\n}\n"
    let internalUnread = unread.replacingOccurrences(of: "private var", with: "var")
    let live = unread.replacingOccurrences(of: "func dismiss()", with: "var isShown: Bool { show }\n    func dismiss()")
    XCTAssertEqual(try ruleFindings(["P.swift": parser, "B.swift": unread], rule: "state_outside_view"), [])
    // Another file may read an internal property: the dropped write may be seen.
    XCTAssertEqual(try ruleFindings(["B.swift": internalUnread], rule: "state_outside_view").count, 1)
    XCTAssertEqual(try ruleFindings(["B.swift": live], rule: "state_outside_view"), [
      "./B.swift:3: '@State' property 'show' is in 'Banner', which is not a view type; SwiftUI never installs it",
    ])
    let strict = [".bindinglint.json": #"{"rules": {"state_outside_view": {"strict": true}}}"#]
    XCTAssertEqual(try ruleFindings(strict.merging(["P.swift": parser, "B.swift": unread]) { $1 }, rule: "state_outside_view").count, 2)
  }

  /// Set 100: a view toggles a flag of the store it holds; the store is no view, so
  /// SwiftUI drops the write. A write through a value of another type, or of a type the
  /// writing file does not say, is no evidence; `strict` reports the property anyway.
  func testAWriteThroughAValueOfTheTypeElsewhereIsReported() throws {
    let store = "import SwiftUI\nstruct SheetStore {\n    let item: Int\n    @State var isExpanded = false\n}\n"
    let hours = "import SwiftUI\nstruct Hours: View {\n    let store: SheetStore\n    var body: some View {\n        Button(\"More\") { self.store.isExpanded.toggle() }\n    }\n}\n"
    let expected = ["./Sources/Store.swift:4: '@State' property 'isExpanded' is in 'SheetStore', which is not a view type; SwiftUI never installs it"]
    for name in ["A.swift", "Z.swift"] {
      let files = ["Package.swift": CrossFileProjects.packageManifest, "Sources/Store.swift": store, "Sources/\(name)": hours]
      XCTAssertEqual(try ruleFindings(files, rule: "state_outside_view"), expected, name)
      let project = try makeProject(files)
      let output = try run(["--format", "json", "."], in: project)
      let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
      let finding = try XCTUnwrap((object["diagnostics"] as? [[String: Any]])?.first { $0["rule"] as? String == "state_outside_view" })
      let related = try XCTUnwrap(finding["related"] as? [[String: Any]])
      XCTAssertEqual(related.map { "\($0["file"] as? String ?? "?"):\($0["line"] as? Int ?? 0)" }, ["./Sources/\(name):5"])
    }
    // Assigned (`=`) through a parameter of the type, in a class with no default: the
    // initializer's value is kept, the later write dropped.
    let item = "import SwiftUI\nfinal class MenuItem {\n    @State var isOn: Bool\n    init(isOn: Bool) { self.isOn = isOn }\n}\n"
    let toggler = "func enable(_ item: MenuItem) {\n    item.isOn = true\n}\n"
    XCTAssertEqual(try ruleFindings(["I.swift": item, "T.swift": toggler], rule: "state_outside_view").count, 1)
    // Another type's namesake, and a value whose type the file does not say: no evidence.
    let other = "struct Other { var isExpanded = false }\nfunc flip(_ other: inout Other) { other.isExpanded.toggle() }\n"
    let unknown = "func flipAll(_ stores: [Any]) { stores.forEach { ($0 as! Holder).value.isExpanded = true } }\n"
    // A closure parameter that takes the name of a property of the type: another value.
    let shadowed = "struct Panel {\n    let store: SheetStore\n    func flip(_ children: [Child]) {\n        children.forEach { store in store.isExpanded.toggle() }\n    }\n}\n"
    XCTAssertEqual(try ruleFindings(["Store.swift": store, "O.swift": other, "U.swift": unknown, "P.swift": shadowed], rule: "state_outside_view"), [])
    let strict = [".bindinglint.json": #"{"rules": {"state_outside_view": {"strict": true}}}"#]
    XCTAssertEqual(try ruleFindings(strict.merging(["Store.swift": store, "O.swift": other]) { $1 }, rule: "state_outside_view").count, 1)
  }

  /// A private `@State` can only be written in its own file: another type there writing it
  /// through a value of the type is the same dropped write, decided without the index.
  func testAPrivateStateWrittenByAnotherTypeInItsFileIsReported() throws {
    let source = """
      import SwiftUI
      private struct SectionState {
          @State var isExpanded = false
      }
      private struct SectionHeader {
          let state: SectionState
          func tap() {
              state.isExpanded.toggle()
          }
      }

      """
    let project = try makeProject(["Package.swift": CrossFileProjects.packageManifest, "Sources/Section.swift": source])
    let output = try run(["--format", "json", "."], in: project)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let findings = (object["diagnostics"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "state_outside_view" }
    XCTAssertEqual(findings.map { $0["line"] as? Int ?? 0 }, [3])
    let related = try XCTUnwrap(findings.first?["related"] as? [[String: Any]])
    XCTAssertEqual(related.map { "\($0["file"] as? String ?? "?"):\($0["line"] as? Int ?? 0)" }, ["./Sources/Section.swift:8"])
    // Only read by the other type: nothing is written, so nothing is lost.
    let readOnly = source.replacingOccurrences(of: "state.isExpanded.toggle()", with: "print(state.isExpanded)")
    XCTAssertEqual(try ruleFindings(["S.swift": readOnly], rule: "state_outside_view"), [])
  }

  /// `self.x = v` among an initializer's own statements is read as initialization; after
  /// `self.init(…)` the property already holds its value, and the write goes to the
  /// detached handle, which drops it.
  func testAWriteAfterADelegatingInitializerIsAWrite() throws {
    let store = "import SwiftUI\nstruct Toggles {\n    @State var isOn = false\n}\n"
    let delegating = "extension Toggles {\n    init(on: Bool) {\n        self.init()\n        self.isOn = on\n    }\n}\n"
    XCTAssertEqual(try ruleFindings(["S.swift": store, "D.swift": delegating], rule: "state_outside_view").count, 1)
    let initializing = delegating.replacingOccurrences(of: "        self.init()\n", with: "")
    XCTAssertEqual(try ruleFindings(["S.swift": store, "I.swift": initializing], rule: "state_outside_view"), [])
  }
}
