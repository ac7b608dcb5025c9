import BindingLintTestSupport
import Foundation
import XCTest

/// `missing_environment_object` through the real binary, where one file is not enough: two
/// targets of one project (a phone app and a watch app) each declare a `private struct Chat`;
/// each is built only in its own file, so a path reaches each from its own app only
/// (review34's made-up crash paths across targets).
final class MissingEnvironmentObjectTests: XCTestCase {
  /// The rule is off by default (its precision on unseen apps): these tests turn it on.
  static let enabled = ["--enable", "missing_environment_object"]

  static func files(phoneProvides: Bool) -> [String: String] {
    [
      "Phone.swift": """
        import SwiftUI
        final class PhoneModel: ObservableObject { @Published var text = "" }
        @main struct PhoneApp: App {
            @StateObject private var model = PhoneModel()
            var body: some Scene { WindowGroup { Overlay()\(phoneProvides ? ".environmentObject(model)" : "") } }
        }
        struct Overlay: View { var body: some View { Chat() } }
        private struct Chat: View {
            @EnvironmentObject var model: PhoneModel
            var body: some View { Text(model.text) }
        }

        """,
      "Watch.swift": """
        import SwiftUI
        final class WatchModel: ObservableObject { @Published var text = "" }
        struct WatchApp: App {
            @StateObject private var model = WatchModel()
            var body: some Scene { WindowGroup { WatchMain().environmentObject(model) } }
        }
        struct WatchMain: View { var body: some View { TabView { Chat() } } }
        private struct Chat: View {
            @EnvironmentObject var model: WatchModel
            var body: some View { Text(model.text) }
        }

        """,
    ]
  }

  /// Off by default (4 of 25 findings worth a change on thirteen unseen review sets): a run
  /// with the defaults reports nothing; the rule's id or its category turns it on.
  func testIsOffByDefaultAndOnByIdOrCategory() throws {
    let files = Self.files(phoneProvides: false)
    XCTAssertEqual(try ruleFindings(files, rule: "missing_environment_object"), [])
    let expected = ["./Phone.swift:9: no provider of 'PhoneModel' reaches '@EnvironmentObject' property 'model' of 'Chat' (PhoneApp → Overlay → Chat)"]
    XCTAssertEqual(try ruleFindings(files, rule: "missing_environment_object", ["--enable", "missing_environment_object"]), expected)
    XCTAssertEqual(try ruleFindings(files, rule: "missing_environment_object", ["--enable", "correctness"]), expected)
  }

  func testPrivateNamesakesInTwoFilesAreTwoViews() throws {
    XCTAssertEqual(try ruleFindings(Self.files(phoneProvides: true), rule: "missing_environment_object", Self.enabled), [])
    // The control: without the phone's provider, the phone's Chat is reported on the
    // phone's path, and the watch's Chat still is not.
    XCTAssertEqual(try ruleFindings(Self.files(phoneProvides: false), rule: "missing_environment_object", Self.enabled), [
      "./Phone.swift:9: no provider of 'PhoneModel' reaches '@EnvironmentObject' property 'model' of 'Chat' (PhoneApp → Overlay → Chat)",
    ])
  }

  /// Two targets of one Xcode project, each with an internal `MainView` (review35: a tvOS
  /// and an iOS app). One module cannot declare a name twice, so each app builds the
  /// `MainView` of its own folder; the TV app does not build the phone's reader.
  static func twoTargets(phoneProvides: Bool) -> [String: String] {
    [
      "X.xcodeproj/.keep": "",
      "Phone/Application.swift": """
        import SwiftUI
        final class Manager: ObservableObject { @Published var count = 0 }
        @main struct PhoneApp: App {
            @StateObject private var manager = Manager()
            var body: some Scene { WindowGroup { MainView()\(phoneProvides ? ".environmentObject(manager)" : "") } }
        }

        """,
      "Phone/MainView.swift": """
        import SwiftUI
        struct MainView: View {
            @EnvironmentObject private var manager: Manager
            var body: some View { Text("\\(manager.count)") }
        }

        """,
      "TV/Application.swift": """
        import SwiftUI
        @main struct TVApp: App { var body: some Scene { WindowGroup { MainView() } } }

        """,
      "TV/MainView.swift": """
        import SwiftUI
        struct MainView: View { var body: some View { Text("tv") } }

        """,
    ]
  }

  func testNamesakesOfTwoTargetsAreBuiltFromTheirOwnFolders() throws {
    XCTAssertEqual(try ruleFindings(Self.twoTargets(phoneProvides: true), rule: "missing_environment_object", Self.enabled), [])
    XCTAssertEqual(try ruleFindings(Self.twoTargets(phoneProvides: false), rule: "missing_environment_object", Self.enabled), [
      "./Phone/MainView.swift:3: no provider of 'Manager' reaches '@EnvironmentObject' property 'manager' of 'MainView' (PhoneApp → MainView)",
    ])
  }

  /// Review37: a watch app shares views with a phone app, and the step to the reader (or
  /// the read itself) is in `#if !os(watchOS)` code. Which platforms a root runs on is not
  /// known, so such a step is not certain and such a read may never run: no crash path.
  /// Without the `#if`, the same watch path is reported.
  static func sharedWithWatch(conditional: Bool) -> [String: String] {
    let open = conditional ? "#if !os(watchOS)\n" : ""
    let close = conditional ? "\n#endif" : ""
    return [
      "Phone.swift": """
        import SwiftUI
        @main struct PhoneApp: App {
            @StateObject private var picked = Picked()
            var body: some Scene { WindowGroup { Home() }.environmentObject(picked) }
        }

        """,
      "Watch.swift": """
        import SwiftUI
        struct WatchApp: App {
            var body: some Scene { WindowGroup { Home() } }
        }

        """,
      "Shared.swift": """
        import SwiftUI
        final class Picked: ObservableObject { @Published var ids: Set<Int> = [] }
        struct Home: View {
            var body: some View { List { Text("Row").modifier(Swipe()) } }
        }
        struct Swipe: ViewModifier {
            @EnvironmentObject var picked: Picked
            func body(content: Content) -> some View {
                content
                \(open)    .badge(picked.ids.count)
                    .swipeActions { NavigationLink("More") { Detail() } }\(close)
            }
        }
        struct Detail: View {
            @EnvironmentObject var picked: Picked
            var body: some View { Text("\\(picked.ids.count)") }
        }

        """,
    ]
  }

  func testPlatformConditionalStepsAndReadsAreNotCertain() throws {
    XCTAssertEqual(try ruleFindings(Self.sharedWithWatch(conditional: true), rule: "missing_environment_object", Self.enabled), [])
    XCTAssertEqual(try ruleFindings(Self.sharedWithWatch(conditional: false), rule: "missing_environment_object", Self.enabled), [
      "./Shared.swift:7: '@EnvironmentObject' property 'picked' of 'Swipe' has no provider of 'Picked' on the path WatchApp → Home → Swipe",
      "./Shared.swift:15: '@EnvironmentObject' property 'picked' of 'Detail' has no provider of 'Picked' on the path WatchApp → Home → Swipe → Detail",
    ])
  }
  /// Review43 P3: a hosting root in test code is scaffolding — in a file under a folder
  /// whose name ends in `Tests` whatever holds it, or in an `XCTestCase` subclass anywhere —
  /// while the same root in the app's own folder is a path that lacks the provider.
  func testHostingRootsInTestCodeAreNotPaths() throws {
    let app = """
      import SwiftUI
      final class Document: ObservableObject { @Published var name = "" }
      struct Toolbar: View {
          @EnvironmentObject var document: Document
          var body: some View { Text(document.name) }
      }
      @main struct Editor: App {
          @StateObject private var document = Document()
          var body: some Scene { WindowGroup { Toolbar().environmentObject(document) } }
      }

      """
    let snapshot = "import SwiftUI\nfunc snapshotToolbar() -> NSHostingView<Toolbar> { NSHostingView(rootView: Toolbar()) }\n"
    let testCase = "import XCTest\nfinal class ToolbarTests: XCTestCase {\n    func testBar() { _ = NSHostingView(rootView: Toolbar()) }\n}\n"
    func lines(_ files: [String: String]) throws -> [String] {
      let result = try run(["--format", "xcode"] + Self.enabled + ["."], in: try makeProject(files))
      return result.stdout.split(separator: "\n").map(String.init).filter { $0.contains("[missing_environment_object]") }
    }
    XCTAssertEqual(try lines(["Sources/Editor.swift": app, "EditorTests/Snapshots.swift": snapshot, "Sources/Checks.swift": testCase]), [])
    let inApp = try lines(["Sources/Editor.swift": app, "Sources/Snapshots.swift": snapshot])
    XCTAssertEqual(inApp.count, 1, "\(inApp)")
    XCTAssertTrue(inApp.first?.contains("NSHostingView → Toolbar") ?? false, "\(inApp)")
  }
}
