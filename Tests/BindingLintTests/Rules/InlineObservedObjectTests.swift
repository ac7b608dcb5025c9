import BindingLintTestSupport
import Foundation
import XCTest

/// `inline_observed_object` through the real binary: the view conformance lives in another
/// file; an `App` (conformance also added elsewhere) is not a view; an object an `init`
/// builds from its own parameters is reported only under `strict`, with the `.id(…)` advice.
final class InlineObservedObjectTests: XCTestCase {
  func testViewConformanceInAnotherFileAndAppsSpared() throws {
    let root = try makeProject(CrossFileProjects.stateRules)
    let result = try run(["--no-color", "--jobs", "1", "."], in: root)
    let inline = ruleLines(result, rule: "inline_observed_object")
    XCTAssertEqual(inline.count, 1, result.stdout)
    XCTAssertTrue(inline.first?.contains("Badge.swift:3:3: error: '@ObservedObject' property 'model' creates its own 'BadgeModel()'") ?? false, result.stdout)
  }

  /// A view declared in a file under a folder whose name ends in `Tests` is test
  /// scaffolding, as one declared inside a test case is: no finding of this rule or of
  /// `reference_type_state`. The same file under the app's folder is reported by both.
  func testViewsInTestFoldersAreScaffolding() throws {
    let view = """
      import SwiftUI
      final class FilterModel: ObservableObject { @Published var query = ""; func reset() { query = "" } }
      struct FilterHost: View {
          @ObservedObject var filter = FilterModel()
          @State var router = FilterModel()
          var body: some View { VStack { TextField("Query", text: $filter.query); Text(router.query); Button("Reset") { router.reset() } } }
      }
      struct Screen: View {
          @State private var count = 0
          var body: some View { VStack { FilterHost(); Stepper("\\(count)", value: $count) } }
      }
      """
    let inApp = try run(["--no-color", "--jobs", "1", "."], in: try makeProject(["App/FilterHost.swift": view]))
    XCTAssertEqual(ruleLines(inApp, rule: "inline_observed_object").count, 1, inApp.stdout)
    XCTAssertEqual(ruleLines(inApp, rule: "reference_type_state").count, 1, inApp.stdout)
    let package = ["Package.swift": "// swift-tools-version:6.0\n"]
    let inTests = try run(["--no-color", "--jobs", "1", "."], in: try makeProject(package.merging(["Tests/AppUITests/FilterHost.swift": view]) { $1 }))
    XCTAssertEqual(ruleLines(inTests, rule: "inline_observed_object"), [], inTests.stdout)
    XCTAssertEqual(ruleLines(inTests, rule: "reference_type_state"), [], inTests.stdout)
    // With no project, a folder of the path from where the run started counts.
    let loose = try run(["--no-color", "--jobs", "1", "."], in: try makeProject(["AppUITests/FilterHost.swift": view]))
    XCTAssertEqual(ruleLines(loose, rule: "inline_observed_object"), [], loose.stdout)
    // A file that imports a test framework is a test target's, wherever it lies.
    let importing = try run(["--no-color", "--jobs", "1", "."], in: try makeProject(["App/FilterHost.swift": "import XCTest\n" + view]))
    XCTAssertEqual(ruleLines(importing, rule: "inline_observed_object"), [], importing.stdout)
    // Without a project, the folders above where the run started do not count: the run's
    // own root may be named like a test folder (`SpeedTests/`), and its app is still an app.
    let root = try makeProject(["SpeedTests/App/FilterHost.swift": view])
    let named = try run(["--no-color", "--jobs", "1", root + "/SpeedTests"], in: root)
    XCTAssertEqual(ruleLines(named, rule: "inline_observed_object").count, 1, named.stdout)
    // Nor for the views that build it: a tab host's body under that root is no test's
    // (a site in a test folder is one only inside a known project).
    let books = """
      import SwiftUI
      final class BooksModel: ObservableObject { @Published var sort = 0; func reload() {} }
      struct Books: View {
          @ObservedObject var model: BooksModel
          var body: some View { Picker("Sort", selection: $model.sort) { Text("Title").tag(0) } }
      }
      struct Tabs: View {
          @State private var tab = 0
          var body: some View { TabView(selection: $tab) { Books(model: BooksModel()).tag(0) } }
      }
      """
    let sitesRoot = try makeProject(["SpeedTests/App/Books.swift": books])
    let sites = try run(["--no-color", "--jobs", "1", sitesRoot + "/SpeedTests"], in: sitesRoot)
    XCTAssertEqual(ruleLines(sites, rule: "inline_observed_object").count, 1, sites.stdout)
  }

  func testAnObjectBuiltFromTheInitsValueParametersOnlyUnderStrict() throws {
    let files = ["Ring.swift": """
      import SwiftUI
      final class Countdown: ObservableObject {
          @Published var left: Int
          init(period: Int) { left = period }; func tick() { left -= 1 }
      }
      struct Ring: View {
          @ObservedObject var countdown: Countdown
          init(period: Int) { _countdown = ObservedObject(wrappedValue: Countdown(period: period)) }
          var body: some View { Text("\\(countdown.left)") }
      }
      struct Fixed: View {
          @ObservedObject var countdown: Countdown
          init() { _countdown = ObservedObject(wrappedValue: Countdown(period: 30)) }
          var body: some View { Text("\\(countdown.left)") }
      }
      final class Filter: ObservableObject {}
      final class TokenList: ObservableObject { init(filter: Filter) {}; func refresh() {} }
      struct Tokens: View {
          @ObservedObject var list: TokenList
          init(filter: Filter) { _list = ObservedObject(wrappedValue: TokenList(filter: filter)) }
          var body: some View { Text(verbatim: "\\(list)") }
      }
      struct Row: View {
          let period: Int
          let filter: Filter
          var body: some View { Ring(period: period); Fixed(); Tokens(filter: filter) }
      }
      """]
    // A value parameter (`period: Int`) is left to `strict`; an object built around an
    // object the parent passes (`filter: Filter`, a class) is rebuilt for nothing.
    XCTAssertEqual(try ruleFindings(files, rule: "inline_observed_object"), [
      "./Ring.swift:13: '@ObservedObject' property 'countdown' creates its own 'Countdown(…)'; a new object replaces it whenever the parent re-renders",
      "./Ring.swift:20: '@ObservedObject' property 'list' creates its own 'TokenList(…)'; a new object replaces it whenever the parent re-renders",
    ])
    let strict = files.merging([".bindinglint.json": #"{ "rules": { "inline_observed_object": { "strict": true } } }"#]) { a, _ in a }
    XCTAssertEqual(try ruleFindings(strict, rule: "inline_observed_object"), [
      "./Ring.swift:8: '@ObservedObject' property 'countdown' creates its own 'Countdown(…)'; a new object replaces it whenever the parent re-renders",
      "./Ring.swift:13: '@ObservedObject' property 'countdown' creates its own 'Countdown(…)'; a new object replaces it whenever the parent re-renders",
      "./Ring.swift:20: '@ObservedObject' property 'list' creates its own 'TokenList(…)'; a new object replaces it whenever the parent re-renders",
    ])
  }

  /// `self.x = X()` in an `init`, for an `@ObservedObject` declared without a default,
  /// initializes the wrapper as `_x = ObservedObject(wrappedValue: X())` does (review71's
  /// list detail, its selection lost when the list re-renders), reported under `strict`
  /// (4 of 12 read worth a change), as is `self.model = .init(…)`, read through the
  /// property's type; after `self.init(…)` the line sets a new object on every `init` all
  /// the same; an object handed in is none of the view's own.
  func testSelfAssignmentInAnInitIsTheViewsOwnObjectUnderStrict() throws {
    let files = [
      "Detail.swift": """
        import SwiftUI
        final class UserList {}
        final class DetailModel: ObservableObject {
            @Published var selection: String?
            init(list: UserList) {}
        }
        struct Detail: View {
            @ObservedObject private var model: DetailModel
            init(list: UserList) {
                self.model = DetailModel(list: list)
            }
            init(model: DetailModel) { self.model = model }
            init(other: UserList) {
                self.init(model: DetailModel(list: other))
                self.model = DetailModel(list: other)
            }
            init(any: UserList) {
                self.model = .init(list: any)
            }
            var body: some View { Text(model.selection ?? "") }
        }
        """,
      "Lists.swift": """
        import SwiftUI
        struct Lists: View {
            @State private var filter = ""
            let lists: [UserList]
            var body: some View {
                TextField("Filter", text: $filter)
                ForEach(lists.indices, id: \\.self) { Detail(list: lists[$0]) }
            }
        }
        """,
    ]
    XCTAssertEqual(try ruleFindings(files, rule: "inline_observed_object"), [])
    let strict = files.merging([".bindinglint.json": #"{ "rules": { "inline_observed_object": { "strict": true } } }"#]) { a, _ in a }
    XCTAssertEqual(try ruleFindings(strict, rule: "inline_observed_object"), [
      "./Detail.swift:10: '@ObservedObject' property 'model' creates its own 'DetailModel(…)'; a new object replaces it whenever the parent re-renders",
      "./Detail.swift:15: '@ObservedObject' property 'model' creates its own 'DetailModel(…)'; a new object replaces it whenever the parent re-renders",
      "./Detail.swift:18: '@ObservedObject' property 'model' creates its own 'DetailModel(…)'; a new object replaces it whenever the parent re-renders",
    ])
  }

  /// A view built in the closure of the team's own button, declared in another file, is
  /// built when the button's action runs (review64 A5, A6); an extension in a third file
  /// that gives the button a `@ViewBuilder` initializer makes its closure content again.
  func testAViewBuiltInAProjectButtonsActionIsNotRebuiltByItsParent() throws {
    let files = [
      "Button.swift": """
        import SwiftUI
        struct SetupButtonView: View {
            var title: String
            var isValid: Bool = true
            var action: (() -> ())?
            var body: some View { Button(title) { action?() }.disabled(!isValid) }
        }
        """,
      "Picker.swift": """
        import SwiftUI
        final class DriveModel: ObservableObject { @Published var name = ""; func rename(_ new: String) { name = new } }
        struct ServerPicker: View {
            @ObservedObject var drive = DriveModel()
            var body: some View { Text(drive.name) }
        }
        struct Onboarding: View {
            let router: Router
            var body: some View {
                SetupButtonView(title: "Set up") {
                    let destination = ServerPicker()
                    router.push(destination)
                }
            }
        }
        """,
    ]
    XCTAssertEqual(try ruleFindings(files, rule: "inline_observed_object"), [])
    let withContent = files.merging(["Button+Label.swift": """
      import SwiftUI
      extension SetupButtonView {
          init<Label: View>(@ViewBuilder label: () -> Label) { self.init(title: "") }
      }
      """]) { a, _ in a }
    let reported = ["./Picker.swift:4: '@ObservedObject' property 'drive' creates its own 'DriveModel()'; a new object replaces it whenever the parent re-renders"]
    XCTAssertEqual(try ruleFindings(withContent, rule: "inline_observed_object"), reported)
    // Content the memberwise initializer takes as a closure without an arrow in sight: a
    // result builder on a stored property, a type alias of a function type, a closure
    // whose type is not written.
    for content in ["@ViewBuilder let label: Label", "typealias MakeLabel = () -> Label\n    let label: MakeLabel", "var label = { EmptyView() }"] {
      let generic = files.merging(["Button.swift": """
        import SwiftUI
        struct SetupButtonView<Label: View>: View {
            var title: String
            var action: (() -> ())? = nil
            \(content)
            var body: some View { Button(title) { action?() } }
        }
        """]) { _, b in b }
      XCTAssertEqual(try ruleFindings(generic, rule: "inline_observed_object"), reported, content)
    }
  }

  /// An object that holds only what its `init` set, which the view only reads, is left to
  /// `strict`; the view's extension in another file that writes into it, or a class whose
  /// extension elsewhere names its property, keeps it reported.
  func testASettledObjectIsStrictOnlyUnlessSomeFileChangesIt() throws {
    let files = [
      "Disclaimer.swift": """
        import SwiftUI
        final class Disclaimer: ObservableObject {
            @Published var lines: [String]
            init() { lines = ["Experimental"] }
        }
        struct DisclaimerPanel: View {
            @ObservedObject var model = Disclaimer()
            var body: some View { List(model.lines, id: \\.self) { Text($0) } }
        }
        struct Home: View {
            @State private var tab = 0
            var body: some View { DisclaimerPanel() }
        }
        """,
    ]
    XCTAssertEqual(try ruleFindings(files, rule: "inline_observed_object"), [])
    let reported = ["./Disclaimer.swift:7: '@ObservedObject' property 'model' creates its own 'Disclaimer()'; a new object replaces it whenever the parent re-renders"]
    let strict = files.merging([".bindinglint.json": #"{ "rules": { "inline_observed_object": { "strict": true } } }"#]) { a, _ in a }
    XCTAssertEqual(try ruleFindings(strict, rule: "inline_observed_object"), reported)
    let viewExtension = files.merging(["DisclaimerPanel+Actions.swift": """
      extension DisclaimerPanel {
          func accept() { model.lines = [] }
      }
      """]) { a, _ in a }
    XCTAssertEqual(try ruleFindings(viewExtension, rule: "inline_observed_object"), reported, "the view's extension writes it")
    let classExtension = files.merging(["Disclaimer+Reset.swift": """
      extension Disclaimer {
          func reset() { lines.removeAll() }
      }
      """]) { a, _ in a }
    XCTAssertEqual(try ruleFindings(classExtension, rule: "inline_observed_object"), reported, "the class's extension changes it")
  }

  /// A new object built where the view is, in another file's `body`: reported at the
  /// property with each call as a related location (SARIF too); a layout test's harness in
  /// a `…Tests` folder is no such place.
  func testAnObjectBuiltAtTheCallSiteIsReportedAtThePropertyWithTheCall() throws {
    let files = [
      "Books.swift": """
        import SwiftUI
        final class BooksModel: ObservableObject {
            @Published var sort = 0
            func reload() {}
        }
        struct Books: View {
            @ObservedObject var model: BooksModel
            var body: some View { Button("Reload \\(model.sort)") { model.reload() } }
        }
        """,
      "Tabs.swift": """
        import SwiftUI
        struct Tabs: View {
            @State private var tab = 0
            var body: some View {
                TabView(selection: $tab) {
                    Books(model: BooksModel()).tag(0)
                }
            }
        }
        """,
    ]
    XCTAssertEqual(try ruleFindings(files, rule: "inline_observed_object"), [
      "./Books.swift:7: '@ObservedObject' property 'model' is given a new 'BooksModel' where 'Books' is built (./Tabs.swift:6); "
        + "a new object replaces it whenever that view re-renders",
    ])
    let root = try makeProject(files)
    let sarif = try run(["--format", "sarif", "--jobs", "1", "."], in: root)
    XCTAssertTrue(sarif.stdout.contains("\"relatedLocations\""), sarif.stdout)
    XCTAssertTrue(sarif.stdout.contains("'Books' is built here with a new object"), sarif.stdout)
    let testHarness = [
      "Books.swift": files["Books.swift"]!,
      "AppTests/BooksLayoutTests.swift": files["Tabs.swift"]!.replacingOccurrences(of: "struct Tabs", with: "struct Harness"),
    ]
    XCTAssertEqual(try ruleFindings(testHarness, rule: "inline_observed_object"), [], "a test target's harness")
  }
}
