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
}
