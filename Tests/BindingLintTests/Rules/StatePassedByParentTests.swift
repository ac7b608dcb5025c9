import Foundation
import XCTest

/// `state_passed_by_parent` and `non_private_state` through the real binary: who reports a
/// property a caller passes, the advice for each kind of value, every caller as a related
/// location, and keyed storage only under `strict`. The parents pass values that can change;
/// literals, new objects and drafts the view writes count only under the rule's `strict`.
final class StatePassedByParentTests: XCTestCase {
  static let views = """
    import SwiftUI

    final class Basket: ObservableObject {}
    @Observable final class Draft { var text = "" }

    struct Caption: View {
        @State var text: String
        var body: some View { Text(text) }
    }

    struct Dial: View {
        @State var angle = 0.0
        var body: some View { Slider(value: $angle) }
    }

    struct Cart: View {
        @State var basket: Basket
        var body: some View { Text("Cart") }
    }

    struct Editor: View {
        @State var draft: Draft
        var body: some View { Text(draft.text) }
    }

    struct Volume: View {
        @AppStorage("volume") var volume = 0.5
        @AppStorage("muted") var muted = false
        var body: some View { Text("\\(volume)") }
    }

    """

  static let parents = """
    import SwiftUI

    struct Screen: View {
        let baskets: [Basket]
        let drafts: [Draft]
        @State private var page = 0
        let title: String
        let level: Double
        @State private var angle = 1.0
        var body: some View {
            Caption(text: title)
            Caption(text: title + "!")
            Caption(text: "A literal")
            Dial(angle: angle)
            Cart(basket: baskets[page])
            Editor(draft: drafts[page])
            Volume(volume: level)
        }
    }

    """

  func lint(_ arguments: [String] = [], config: String? = nil) throws -> [[String: Any]] {
    var files = ["Views.swift": Self.views, "Parents.swift": Self.parents]
    if let config { files[".bindinglint.json"] = config }
    let result = try run(["--format", "json"] + arguments + ["."], in: try makeProject(files))
    XCTAssertEqual(result.status, 1, result.stderr)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    return try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
  }

  /// The JSON diagnostics of default rules on one file, `Views.swift`.
  func diagnostics(of views: String, config: String? = nil) throws -> [[String: Any]] {
    var files = ["Views.swift": views]
    if let config { files[".bindinglint.json"] = config }
    let result = try run(["--format", "json", "."], in: try makeProject(files))
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    return try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
  }

  func diagnostic(_ all: [[String: Any]], property: String) -> [String: Any]? {
    all.first { ($0["message"] as? String ?? "").contains("property '\(property)'") }
  }

  func testTheAdviceFollowsWhatTheViewDoesWithTheValue() throws {
    let all = try lint(CLITests.enableFlagged)
    func help(_ property: String) -> String { diagnostic(all, property: property)?["help"] as? String ?? "" }
    // A value is reported with `strict` (the data decides whether a later one comes).
    XCTAssertNil(diagnostic(all, property: "text"), "a value: only with strict")
    let values = try lint(config: CLITests.valuesPassedConfiguration)
    let text = try XCTUnwrap(diagnostic(values, property: "text"))
    XCTAssertEqual(text["help"] as? String, "the view never changes 'text': declare it 'let text' so every value the parent passes is shown")
    XCTAssertEqual(text["severity"] as? String, "error")
    XCTAssertNil(text["fix"])
    XCTAssertEqual(help("basket"), "the parent owns the object: declare '@ObservedObject var basket' and pass it")
    XCTAssertTrue(help("draft").hasPrefix("the parent owns the object: declare 'let draft'"), help("draft"))
    XCTAssertTrue((diagnostic(all, property: "volume")?["message"] as? String ?? "").contains("the value passed is only a default"))
    for property in ["basket", "draft", "volume"] {
      XCTAssertEqual(diagnostic(all, property: property)?["rule"] as? String, "state_passed_by_parent", property)
      XCTAssertEqual(diagnostic(all, property: property)?["severity"] as? String, "error", property)
      XCTAssertNil(diagnostic(all, property: property)?["fix"], property)
    }
    // The passed ObservableObject is one finding, not also `reference_type_state`'s.
    XCTAssertEqual(all.filter { ($0["message"] as? String ?? "").contains("'basket'") }.count, 1)
    XCTAssertNil(diagnostic(all, property: "muted"), "keyed storage nobody passes is style, and only with strict")
  }

  /// Review33 P7: an optional the view never changes gets a plain optional `var` (a `let`
  /// loses the memberwise default of nil, and the callers that leave it out break).
  func testAnOptionalTheViewNeverChangesKeepsItsNilDefault() throws {
    let views = """
      import SwiftUI
      struct Notes: View {
          @State var onDelete: ((String) -> Void)?
          var body: some View { Button("Delete") { onDelete?("h1") } }
      }
      struct Reader: View {
          let id: String
          var body: some View { Notes(onDelete: { print(id, $0) }) }
      }
      struct Feed: View { var body: some View { Notes() } }

      """
    let all = try diagnostics(of: views, config: CLITests.valuesPassedConfiguration)
    let found = try XCTUnwrap(diagnostic(all, property: "onDelete"), "\(all)")
    XCTAssertEqual(
      found["help"] as? String,
      "the view never changes 'onDelete': declare it a plain 'var onDelete: ((String) -> Void)?' (drop the wrapper; "
        + "an optional 'var' keeps the default of nil for callers that leave it out) so every value the parent passes is shown")
  }

  /// Review32 P1: an `@Observable` the view binds into (`$router.path`) keeps a projection:
  /// the advice is `@Bindable var`, since `let router` has no `$router` and does not compile.
  /// A router handing over `self` is the same object on every call, and is left alone by
  /// default (review54–56 read objects nothing replaces as not worth a change).
  func testAnObservableTheViewBindsIntoGetsBindable() throws {
    func views(caller: String) -> String {
      """
      import SwiftUI
      @Observable final class Router {
          var path: [Int] = []
      \(caller.isEmpty ? "    func root() -> AnyView { AnyView(Shell(router: self)) }" : "")
      }
      struct Shell: View {
          @State var router: Router
          var body: some View { NavigationStack(path: $router.path) { Text("Home") } }
      }
      \(caller)

      """
    }
    // Each router hands over itself, the same object every time: nothing later is lost.
    XCTAssertNil(diagnostic(try diagnostics(of: views(caller: "")), property: "router"))
    let tabs = """
      struct Tabs: View {
          let routers: [Router]
          @State private var selected = 0
          var body: some View { Shell(router: routers[selected]) }
      }
      """
    let all = try diagnostics(of: views(caller: tabs))
    let found = try XCTUnwrap(diagnostic(all, property: "router"), "\(all)")
    XCTAssertEqual(
      found["help"] as? String,
      "the parent owns the object: declare '@Bindable var router' (it keeps '$router.…' bindings; "
        + "Observation tracks an '@Observable' class's reads) and pass it")
  }

  /// Review34 P2 and P5: a `@StateObject` of a type constrained to an `ObservableObject`
  /// protocol is still an object (advice '@ObservedObject', not 'let'); a plain class the
  /// view assigns anew is a draft it owns (strict only), like a value.
  func testGenericObjectsAndReassignedClasses() throws {
    let views = """
      import SwiftUI
      protocol Feed: ObservableObject {}
      final class News: Feed {}
      struct FeedGrid<Model: Feed>: View {
          @StateObject var feed: Model
          var body: some View { Text("\\(ObjectIdentifier(feed).hashValue)") }
      }
      final class Post { var title = ""; init() {} }
      struct PostRow: View {
          @State var post: Post
          var body: some View { Text(post.title).task { post = Post() } }
      }
      struct Home: View {
          let pages: [News]
          @State private var page = 0
          let latest: Post
          var body: some View { FeedGrid(feed: pages[page]); PostRow(post: latest) }
      }

      """
    let all = try diagnostics(of: views)
    XCTAssertEqual(diagnostic(all, property: "feed")?["help"] as? String, "the parent owns the object: declare '@ObservedObject var feed' and pass it")
    XCTAssertNil(diagnostic(all, property: "post"), "\(all)")
  }

  /// Review67 A19: a caller whose `init` stores the object it was handed passes the same
  /// object while it stays; one that also replaces it in its body hands the child a new one.
  func testAnObjectTheCallersInitStoresIsNotAReplacement() throws {
    let files = [
      "Sharing.swift": """
        import SwiftUI
        final class MessagesModel: ObservableObject { @Published var showsMap = false }
        struct LocationSharing: View {
            @StateObject var model: MessagesModel
            var body: some View { Text(model.showsMap ? "Map" : "") }
        }
        """,
      "List.swift": """
        import SwiftUI
        struct MessagesList: View {
            @ObservedObject var model: MessagesModel
            let title: String
            init(model: MessagesModel) {
                self.model = model
                self.title = "Messages"
            }
            var body: some View { if model.showsMap { LocationSharing(model: model) } }
        }
        """,
    ]
    XCTAssertEqual(try ruleFindings(files, rule: "state_passed_by_parent"), [])
    var replacing = files
    replacing["List.swift"] = files["List.swift"]!.replacingOccurrences(
      of: "LocationSharing(model: model) }", with: "LocationSharing(model: model) }; Button(\"New\") { model = MessagesModel() }")
    XCTAssertEqual(try ruleFindings(replacing, rule: "state_passed_by_parent").count, 1)
  }

  func testEveryCallerIsARelatedLocation() throws {
    let project = try makeProject([
      "Views.swift": Self.views, "Parents.swift": Self.parents, ".bindinglint.json": CLITests.valuesPassedConfiguration,
    ])
    let sarif = try run(["--format", "sarif", "."], in: project)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let results = try XCTUnwrap((object["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let caption = try XCTUnwrap(results.first { (($0["message"] as? [String: Any])?["text"] as? String ?? "").contains("'text'") })
    let related = try XCTUnwrap(caption["relatedLocations"] as? [[String: Any]])
    XCTAssertEqual(related.count, 3, "every call of Caption, the literal too (strict)")
    XCTAssertTrue(((caption["message"] as? [String: Any])?["text"] as? String ?? "").contains("and 2 more calls"))
  }

  /// A view that writes the value it is passed (a seeded draft) and a caller that passes a
  /// literal are reported only under the rule's `strict`; the draft's advice is a binding.
  func testSeededDraftsAndLiteralsOnlyUnderStrict() throws {
    XCTAssertNil(diagnostic(try lint(CLITests.enableFlagged), property: "angle"), "Dial writes 'angle': a draft the parent seeds")
    let strict = try lint(config: CLITests.valuesPassedConfiguration)
    let help = diagnostic(strict, property: "angle")?["help"] as? String ?? ""
    XCTAssertTrue(help.hasPrefix("if the parent owns the value, declare '@Binding var angle'"), help)
    XCTAssertTrue((diagnostic(strict, property: "text")?["message"] as? String ?? "").contains("and 2 more calls"), "the literal counts too")
  }

  /// JSON carries the same call sites as SARIF (issue 20 §2: in every format), with the
  /// file named even when it is the finding's own; other diagnostics have no `related` key.
  func testJSONListsEveryCallerAsRelated() throws {
    let all = try lint(config: CLITests.valuesPassedConfiguration)
    let related = try XCTUnwrap(diagnostic(all, property: "text")?["related"] as? [[String: Any]])
    XCTAssertEqual(related.map { $0["file"] as? String ?? "" }, ["./Parents.swift", "./Parents.swift", "./Parents.swift"], "as given: the run lints '.'")
    XCTAssertEqual(related.map { $0["line"] as? Int ?? 0 }, [11, 12, 13])
    XCTAssertEqual(related.first?["message"] as? String, "'Caption' is built here with 'text:'")
    let privacy = try XCTUnwrap(diagnostic(try lint(config: #"{ "rules": { "non_private_state": { "strict": true } } }"#), property: "muted"))
    XCTAssertNil(privacy["related"], "a finding without related places has no key")
  }

  /// Review29: a `@FocusState` handed down as its wrapper (`_focused`) is reported with
  /// `strict` (review58: the child shares the parent's installed focus, so by default it is
  /// not), with `@FocusState.Binding` advice, even though the child writes it with `.focused($…)`;
  /// also for a struct named in lowercase and for a `_name:` label. `non_private_state`
  /// offers no `private` fix for a property any caller passes that way (it did for the
  /// lowercase struct: making it private breaks the caller's build).
  func testFocusStateHandedDownAsItsWrapper() throws {
    let views = """
      import SwiftUI
      struct AmountField: View {
          @FocusState var focused: Bool
          @State private var amount = ""
          var body: some View { TextField("Amount", text: $amount).focused($focused) }
      }
      struct editableField: View {
          @FocusState var isFocused: Bool
          var body: some View { TextField("x", text: .constant("")).focused($isFocused) }
      }
      struct NoteField: View {
          @FocusState var active: Bool
          var body: some View { TextField("n", text: .constant("")).focused($active) }
      }
      struct AmountCell: View {
          @FocusState private var focused: Bool
          var body: some View {
              AmountField(focused: _focused)
              editableField(isFocused: _focused)
              NoteField(_active: _focused)
          }
      }

      """
    XCTAssertFalse(try diagnostics(of: views).contains { $0["rule"] as? String == "state_passed_by_parent" }, "strict only")
    let project = try makeProject(["Views.swift": views, ".bindinglint.json": CLITests.valuesPassedConfiguration])
    let result = try run(CLITests.enableFlagged + ["--format", "json", "."], in: project)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let all = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
    for (property, type) in [("focused", "Bool"), ("isFocused", "Bool"), ("active", "Bool")] {
      let found = try XCTUnwrap(diagnostic(all, property: property), "\(property): \(all)")
      XCTAssertEqual(found["rule"] as? String, "state_passed_by_parent", property)
      XCTAssertEqual(
        found["help"] as? String,
        "declare '@FocusState.Binding var \(property): \(type)' and pass '$\(property)' from the parent's '@FocusState' "
          + "(the form SwiftUI documents for sharing focus with a child)")
      // The focus story, not the `@State` one of a first value kept.
      let message = try XCTUnwrap(found["message"] as? String)
      XCTAssertTrue(message.hasPrefix("'@FocusState' property '\(property)' is handed a parent's focus state"), message)
      XCTAssertTrue(message.hasSuffix("SwiftUI documents '@FocusState.Binding' for sharing focus with a child"), message)
    }
    XCTAssertFalse(all.contains { $0["rule"] as? String == "non_private_state" }, "\(all)")
  }

  /// Review29 P2 and P3: a caller outside render code (a coordinator's method, through a
  /// local `let view`) or one passing an object built just upstream (a local `let`, the
  /// parent's own `init`) is reported only under `strict`; the parent's own object stays
  /// reported by default.
  func testOneShotCallersAndUpstreamObjectsOnlyUnderStrict() throws {
    let views = """
      import SwiftUI
      import UIKit
      final class Model: ObservableObject { init(id: Int) {} }
      struct Invite: View {
          @StateObject var model: Model
          var body: some View { Text("Invite") }
      }
      struct Form1: View {
          @StateObject var model: Model
          var body: some View { Text("Form") }
      }
      struct Badge: View {
          @StateObject var model: Model
          var body: some View { Text("Badge") }
      }
      final class Coordinator {
          func show(_ vc: UIViewController) {
              let view = Invite(model: Model(id: 1))
              vc.present(UIHostingController(rootView: view), animated: true)
              _ = Invite(model: shared)
          }
      }
      struct Row: View {
          let form: Model
          let mine: [Model]
          @State private var tab = 0
          init(mine: [Model]) { form = Model(id: 2); self.mine = mine }
          var body: some View {
              let local = Model(id: 3)
              Form1(model: local)
              Form1(model: form)
              Badge(model: mine[tab])
          }
      }

      """
    func lint(_ config: String?) throws -> [[String: Any]] {
      var files = ["Views.swift": views]
      if let config { files[".bindinglint.json"] = config }
      let result = try run(["--format", "json", "."], in: try makeProject(files))
      let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      return try XCTUnwrap(object["diagnostics"] as? [[String: Any]]).filter { $0["rule"] as? String == "state_passed_by_parent" }
    }
    let byDefault = try lint(nil)
    XCTAssertEqual(byDefault.map { $0["line"] as? Int ?? 0 }, [13], "only Badge, handed the object at a position that moves: \(byDefault)")
    let strict = try lint(CLITests.valuesPassedConfiguration)
    XCTAssertEqual(strict.map { $0["line"] as? Int ?? 0 }, [5, 9, 13])
    let invite = try XCTUnwrap(strict.first { $0["line"] as? Int == 5 }?["related"] as? [[String: Any]])
    XCTAssertEqual(invite.map { $0["line"] as? Int ?? 0 }, [18, 20])
  }

  func testKeyedStorageIsStyleOnlyUnderStrict() throws {
    let strict = try lint(config: #"{ "rules": { "non_private_state": { "strict": true } } }"#)
    XCTAssertEqual(diagnostic(strict, property: "muted")?["rule"] as? String, "non_private_state")
    XCTAssertEqual(diagnostic(strict, property: "volume")?["rule"] as? String, "state_passed_by_parent", "passed: still the correctness rule")
  }

  /// Review75: a value the caller reads from a `TimelineView`'s context, in another file, is
  /// new on every tick and the child's `@State` keeps the first: reported without `strict`;
  /// the same view handed a value read outside the timeline is not.
  func testAValueReadFromATimelineContextIsReportedByDefault() throws {
    let files = [
      "Marquee.swift": """
        import SwiftUI
        struct Marquee: View {
            @State var value: Double
            var body: some View { Text(value, format: .number) }
        }
        struct Label2: View {
            @State var value: Double
            var body: some View { Text(value, format: .number) }
        }
        """,
      "Balance.swift": """
        import SwiftUI
        struct Balance: View {
            let ledger: Ledger
            var body: some View {
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Marquee(value: ledger.balance(at: context.date))
                }
                Label2(value: ledger.total)
            }
        }
        """,
    ]
    let found = try ruleFindings(files, rule: "state_passed_by_parent")
    XCTAssertEqual(found.count, 1, "\(found)")
    XCTAssertTrue(found.first?.hasPrefix("./Marquee.swift:3: '@State' property 'value' is passed in through the memberwise initializer") ?? false, "\(found)")
  }
}
