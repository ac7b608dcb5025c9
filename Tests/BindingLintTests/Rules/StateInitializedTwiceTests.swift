import BindingLintTestSupport
import Foundation
import XCTest

/// `state_initialized_twice` and `lost_state_assignment` (one analysis,
/// `StateDefaultConflicts`) through the real binary: the message names the property and
/// the assignment's line (in another file when the `init` is in an extension there), SARIF
/// carries the assignment as a related location, and each declaration is reported by one
/// of the two rules: a lost write is an error, a dead default a warning.
final class StateInitializedTwiceTests: XCTestCase {
  func testNamesPropertyAndAssignmentLine() throws {
    let root = try makeProject(CrossFileProjects.observation)
    let result = try run(["--format", "xcode", "Sources"], in: root)
    XCTAssertTrue(
      result.stdout.contains(
        "Sources/App/A/Views.swift:4:5: error: '@State' property 'query' is assigned in 'init' at line 6, but SwiftUI keeps its default value: the assignment is lost [lost_state_assignment]"),
      result.stdout)
  }

  /// "Drop the default" names the type to write when the default gave the property its
  /// type (set 96 B53: `= 0.0` without `: Double` would leave a declaration that does not
  /// compile), and says nothing more when the declaration is annotated.
  func testTheAdviceNamesTheTypeTheDefaultGave() throws {
    let view = """
      import SwiftUI
      struct DoseScreen: View {
          @State private var estimate = 0.0
          @State private var label = "Dose"
          @State private var count: Int = 0
          let name: String
          init(name: String, start: Double, title: String, total: Int) {
              estimate = start
              label = title
              count = total
              self.name = name
          }
          var body: some View { Text("\\(name) \\(label) \\(estimate) \\(count)") }
      }
      """
    let result = try run(["--format", "json", "."], in: try makeProject(["DoseScreen.swift": view]))
    let helps = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["diagnostics"] as? [[String: Any]])
      .filter { $0["rule"] as? String == "state_initialized_twice" }.map { "\($0["line"] ?? 0): \($0["help"] ?? "")" }
    XCTAssertEqual(helps, [
      "3: drop the default (and write the type it gave, ': Double') and let 'init' decide the value",
      "4: drop the default (and write the type it gave, ': String') and let 'init' decide the value",
      "5: drop the default and let 'init' decide the value",
    ], result.stdout)
  }

  /// An initializer in an extension in another file is found whatever the file order and
  /// thread count, and the message names that file and line.
  func testInAnExtensionInAnotherFile() throws {
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
  func testHasTheAssignmentAsSARIFRelatedLocation() throws {
    let root = try makeProject(CrossFileProjects.observation)
    // `unowned_observable` (off by default) gives the results without related places.
    let result = try run(["--format", "sarif", "--enable", "unowned_observable", "Sources"], in: root)
    let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
    let results = try XCTUnwrap(runs.first?["results"] as? [[String: Any]])
    let finding = try XCTUnwrap(results.first { $0["ruleId"] as? String == "lost_state_assignment" })
    let related = try XCTUnwrap(finding["relatedLocations"] as? [[String: Any]], result.stdout)
    XCTAssertEqual(related.count, 1)
    let physical = try XCTUnwrap(related[0]["physicalLocation"] as? [String: Any])
    XCTAssertEqual((physical["region"] as? [String: Any])?["startLine"] as? Int, 6)
    XCTAssertEqual((physical["artifactLocation"] as? [String: Any])?["uri"] as? String, "Sources/App/A/Views.swift")
    XCTAssertEqual((related[0]["message"] as? [String: Any])?["text"] as? String, "'query' is assigned here")
    // Results without related places carry no empty array.
    let others = results.filter { $0["ruleId"] as? String != "lost_state_assignment" }
    XCTAssertFalse(others.isEmpty)
    XCTAssertTrue(others.allSatisfy { $0["relatedLocations"] == nil })
  }
  /// A storage write makes the default dead (review43 P7), and a default of `nil` is advice
  /// of its own (review42 P6): the optional starts as nil without it.
  /// `self.progress = progress` gives the property its own value unless a parameter or a
  /// local binds that name first (review65; a `guard let` is a local the parser keeps in
  /// no declaration).
  func testASelfAssignmentIsLeftAloneButALocalsValueIsNot() throws {
    func view(_ initializer: String) -> [String: String] {
      ["V.swift": """
        import SwiftUI
        struct Meter: View {
            @State private var progress: Double = 0
            \(initializer)
            var body: some View { ProgressView(value: progress) }
        }

        """]
    }
    XCTAssertEqual(try ruleFindings(view("init() { self.progress = progress }"), rule: "lost_state_assignment"), [])
    XCTAssertEqual(
      try ruleFindings(view("init(saved: Double?) { guard let progress = saved else { return }; self.progress = progress }"),
        rule: "lost_state_assignment").count, 1)
  }

  /// Review67 A21: `self.x = v` before another stored property has its value initializes
  /// the wrapper again (the value is kept, checked with a wrapper that drops setter writes);
  /// after every stored property has one it goes through the setter and is lost.
  func testAWriteBeforeSelfIsInitializedReplacesTheWrapper() throws {
    func view(_ members: String, _ initializer: String) -> [String: String] {
      ["V.swift": """
        import SwiftUI
        struct Accordion: View {
            @State private var showBody = false
            \(members)
            init(startOpen: Bool, title: String) {
                \(initializer)
            }
            var body: some View { Text(title).opacity(showBody ? 1 : 0) }
        }
        """]
    }
    let replaced = "'@State' property 'showBody' has a default value that 'init' replaces at line 6: written before every stored "
      + "property has its value, the assignment initializes the state again, so the default is never used, "
      + "and Xcode 27's '@State' macro rejects it ('used before being initialized')"
    let lost = "'@State' property 'showBody' is assigned in 'init' at line 6, but SwiftUI keeps its default value: the assignment is lost"
    let before = "self.showBody = startOpen; self.title = title"
    let after = "self.title = title; self.showBody = startOpen"
    XCTAssertEqual(try ruleFindings(view("let title: String", before), rule: "state_initialized_twice"), ["./V.swift:3: " + replaced])
    XCTAssertEqual(try ruleFindings(view("@Binding var title: String", before.replacingOccurrences(of: "self.title = title", with: "_title = .constant(title)")),
      rule: "state_initialized_twice"), ["./V.swift:3: " + replaced])
    XCTAssertEqual(try ruleFindings(view("let title: String", after), rule: "lost_state_assignment"), ["./V.swift:3: " + lost])
    // One declaration, one rule.
    XCTAssertEqual(try ruleFindings(view("let title: String", after), rule: "state_initialized_twice"), [])
    XCTAssertEqual(try ruleFindings(view("let title: String", before), rule: "lost_state_assignment"), [])
    // An `@State` without a default waits for its value too, and `@MainActor` is no wrapper.
    XCTAssertEqual(try ruleFindings(view("let title: String\n    @State private var count: Int", before + "; _count = State(initialValue: 0)"),
      rule: "state_initialized_twice"), ["./V.swift:3: " + replaced.replacingOccurrences(of: "line 6", with: "line 7")])
    XCTAssertEqual(try ruleFindings(view("@MainActor let title: String", before), rule: "state_initialized_twice"), ["./V.swift:3: " + replaced])
    // An optional `var` starts as nil, and a wrapper with its own `init()` (`@FocusState` of
    // a `Bool`) starts by itself: neither is waiting for a value.
    XCTAssertEqual(try ruleFindings(view("var title: String?", before), rule: "lost_state_assignment"), ["./V.swift:3: " + lost])
    XCTAssertEqual(try ruleFindings(view("@FocusState private var isFocused: Bool\n    var title: String { \"Title\" }",
      "self.showBody = startOpen; self.isFocused = false"), rule: "lost_state_assignment"),
      ["./V.swift:3: " + lost.replacingOccurrences(of: "line 6", with: "line 7")])
    // A write in a `defer` block runs when `init` ends, after every property has its value.
    XCTAssertEqual(try ruleFindings(view("let title: String", "defer { self.showBody = startOpen }; self.title = title"),
      rule: "lost_state_assignment"), ["./V.swift:3: " + lost])
  }

  /// Review65 A14–A16: values computed from a parameter whose default is `nil` that come
  /// out as the property's default while no caller passes it (`draft?.title ?? ""`,
  /// `draft == nil ? "" : branch`) change nothing yet: `strict` only. Once a caller passes
  /// the parameter, the finding is the plain one.
  func testAValueComputedFromAnUnpassedNilParameterIsTheDefault() throws {
    func files(caller: String) -> [String: String] {
      ["V.swift": """
        import SwiftUI
        struct Draft { var title = "" }
        struct Composer: View {
            @State private var title: String = ""
            @State private var branch: String = ""
            @State private var notes: String = ""
            init(current: String, draft: Draft? = nil) {
                _title = State(initialValue: draft?.title ?? "")
                _branch = State(initialValue: draft == nil ? "" : current)
                _notes = State(initialValue: draft != nil ? current : "main")
            }
            var body: some View { Text(title + branch + notes) }
        }
        struct Home: View {
            var body: some View { \(caller) }
        }
        """]
    }
    let unpassed = files(caller: "Composer(current: \"main\")")
    // `notes` comes out as "main", not its default "": reported as before.
    XCTAssertEqual(try ruleFindings(unpassed, rule: "state_initialized_twice").map { String($0.prefix(14)) }, ["./V.swift:6: '"])
    let strict = unpassed.merging([".bindinglint.json": #"{ "rules": { "state_initialized_twice": { "strict": true } } }"#]) { a, _ in a }
    XCTAssertEqual(try ruleFindings(strict, rule: "state_initialized_twice"), [
      "./V.swift:4: '@State' property 'title' has a default value that 'init' replaces at line 8 with a value computed from 'draft:' "
        + "that equals the default while that parameter is nil (no caller passes it yet)",
      "./V.swift:5: '@State' property 'branch' has a default value that 'init' replaces at line 9 with a value computed from 'draft:' "
        + "that equals the default while that parameter is nil (no caller passes it yet)",
      "./V.swift:6: '@State' property 'notes' has a default value that 'init' replaces at line 10: built with Xcode 26 or earlier "
        + "the default is never used, and Xcode 27's '@State' macro does not support both (TN3211)",
    ])
    XCTAssertEqual(try ruleFindings(files(caller: "Composer(current: \"main\", draft: Draft())"), rule: "state_initialized_twice").count, 3)
    // The value is not the parameter's when the init binds the name anew, and a caller
    // through `self.init(draft:)` or `.init(draft:)` passes it (review68's reader).
    func composer(_ initializers: String) -> [String: String] {
      ["V.swift": """
        import SwiftUI
        struct Draft { var title = "" }
        enum Drafts { static var current: Draft? }
        struct Composer: View {
            @State private var title: String = ""
            \(initializers)
            var body: some View { Text(title) }
        }
        struct Home: View {
            var body: some View { Composer(current: "main") }
        }
        """]
    }
    for initializers in [
      "init(current: String, draft: Draft? = nil) { let draft = draft ?? Drafts.current; _title = State(initialValue: draft?.title ?? \"\") }",
      "init(current: String, draft: Draft? = nil) { var draft = draft; draft = Drafts.current; _title = State(initialValue: draft?.title ?? \"\") }",
      "init(current: String, draft: Draft? = nil) { _title = State(initialValue: draft?.title ?? \"\") }\n    init(id: Int) { self.init(current: \"\", draft: Draft(title: \"#\\(id)\")) }",
    ] {
      XCTAssertEqual(try ruleFindings(composer(initializers), rule: "state_initialized_twice").count, 1, initializers)
    }
    // A delegating call that passes the default itself (`draft: nil`) hands nothing else.
    let passesDefault = "init(current: String, draft: Draft? = nil) { _title = State(initialValue: draft?.title ?? \"\") }\n"
      + "    init(id: Int) { self.init(current: \"\", draft: nil) }"
    XCTAssertEqual(try ruleFindings(composer(passesDefault), rule: "state_initialized_twice"), [])
  }

  /// Review61 A3–A4: a `public` view's caller in another project of the run passes the
  /// parameter, so the value `init` computes from it is not the default there.
  func testAPublicViewsCallerInAnotherProjectPassesTheParameter() throws {
    // Two packages of one app (a folder that is a project holds both: they lend each other names).
    let files = [
      "Package.swift": "// swift-tools-version:6.0\n",
      "Discovery/Package.swift": "// swift-tools-version:6.0\n",
      "Discovery/Sources/Discovery/DiscoveryView.swift": """
        import SwiftUI
        public struct DiscoveryView: View {
            @State private var searchQuery: String = ""
            public init(searchQuery: String? = nil) {
                _searchQuery = State(initialValue: searchQuery ?? "")
            }
            public var body: some View { Text(searchQuery) }
        }
        """,
      "App/Package.swift": "// swift-tools-version:6.0\n",
      "App/Sources/App/Home.swift": """
        import SwiftUI
        import Discovery
        struct Home: View {
            let query: String
            var body: some View { DiscoveryView(searchQuery: query) }
        }
        """,
    ]
    XCTAssertEqual(try ruleFindings(files, rule: "state_initialized_twice"), [
      "./Discovery/Sources/Discovery/DiscoveryView.swift:3: '@State' property 'searchQuery' has a default value that 'init' replaces at line 5: "
        + "built with Xcode 26 or earlier the default is never used, and Xcode 27's '@State' macro does not support both (TN3211)",
    ])
    // Another project's own view of the same name is not this one: its callers do not
    // count, and the words say no caller here passes the parameter.
    var namesake = files
    namesake["App/Sources/App/DiscoveryView.swift"] = "import SwiftUI\nstruct DiscoveryView: View {\n    let searchQuery: String\n    var body: some View { Text(searchQuery) }\n}\n"
    XCTAssertEqual(try ruleFindings(namesake, rule: "state_initialized_twice"), [
      "./Discovery/Sources/Discovery/DiscoveryView.swift:3: '@State' property 'searchQuery' has a default value that 'init' replaces at line 5 "
        + "with a value computed from 'searchQuery:' that equals the default while that parameter is nil (no caller in these sources passes it yet)",
    ])
  }

  func testANilDefaultIsAdvisedAway() throws {
    let root = try makeProject([
      "Package.swift": "// swift-tools-version:6.0\n",
      "Sources/App/Journal.swift": """
        import SwiftUI
        struct Journal: View {
            @State private var filter: Int? = nil
            @State private var query = ""
            init(filter: Int?, query: String) {
                _filter = State(initialValue: filter)
                _query = State(initialValue: query)
            }
            var body: some View { Text(query + "\\(filter ?? 0)") }
        }
        """,
    ])
    let report = try run(["--format", "json", "Sources"], in: root)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
    let diagnostics = (object["diagnostics"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "state_initialized_twice" }
    let help = Dictionary(uniqueKeysWithValues: diagnostics.map { ($0["line"] as? Int ?? 0, $0["help"] as? String ?? "") })
    XCTAssertEqual(help.keys.sorted(), [3, 4], report.stdout)
    XCTAssertTrue(help[3]?.hasPrefix("drop '= nil': an optional '@State' starts as nil without it") ?? false, help[3] ?? "")
    // `= ""` gave `query` its type: dropping it alone would not compile.
    XCTAssertTrue(help[4]?.hasPrefix("drop the default (and write the type it gave, ': String') and let 'init' decide the value") ?? false, help[4] ?? "")
    let messages = diagnostics.compactMap { $0["message"] as? String }
    XCTAssertEqual(messages.first, "'@State' property 'filter' has a default value that 'init' replaces at line 6: "
      + "built with Xcode 26 or earlier the default is never used, and Xcode 27's '@State' macro does not support both (TN3211)")
  }

  /// Review89 A38/A43: a value `init` computes from the view's own wrapped or computed
  /// properties or methods compiles only while the property has its default ("'self' used
  /// before all stored properties are initialized" without it), so the advice is to compute
  /// it without reading the view first; a parameter of the same name, or a plain stored
  /// property, is read on its own and keeps the plain advice. A lost `self.x = …` says to
  /// move it into the storage too.
  func testAValueReadFromTheViewItselfIsAdvisedARestructure() throws {
    let root = try makeProject([
      "Package.swift": "// swift-tools-version:6.0\n",
      "Sources/App/Settings.swift": """
        import SwiftUI
        struct Settings: View {
            @AppStorage("tint") var tint = "Blue"
            let base = "Red"
            @State private var selected: String = ""
            @State private var upper: String = ""
            @State private var fromBase: String = ""
            @State private var count = 0
            init(tint other: String) {
                _selected = State(initialValue: tint)
                _upper = State(initialValue: self.shout())
                _fromBase = State(initialValue: base)
                count = other.count
            }
            func shout() -> String { tint.uppercased() }
            var body: some View { Text(selected + upper + fromBase + "\\(count)") }
        }
        struct Shadowed: View {
            var rounded: Double { 1 }
            @State private var pins: [Double] = []
            init(rounded: Double) { _pins = State(initialValue: [rounded]) }
            var body: some View { Text("\\(pins.count)") }
        }
        """,
    ])
    let report = try run(["--format", "json", "Sources"], in: root)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
    let diagnostics = (object["diagnostics"] as? [[String: Any]] ?? []).filter {
      ["state_initialized_twice", "lost_state_assignment"].contains($0["rule"] as? String ?? "")
    }
    let help = Dictionary(uniqueKeysWithValues: diagnostics.map { ($0["line"] as? Int ?? 0, $0["help"] as? String ?? "") })
    XCTAssertEqual(help.keys.sorted(), [5, 6, 7, 8, 20], report.stdout)
    XCTAssertEqual(diagnostics.filter { $0["rule"] as? String == "lost_state_assignment" }.map { $0["line"] as? Int ?? 0 }, [8], report.stdout)
    XCTAssertEqual(help[5], "'init' reads 'tint' to compute the value, which compiles only while 'selected' has a default: "
      + "compute it without reading the view's properties (from the parameters, or the stored setting itself), then drop the default")
    XCTAssertTrue(help[6]?.hasPrefix("'init' reads 'shout' to compute the value") ?? false, help[6] ?? "")
    XCTAssertTrue(help[7]?.hasPrefix("drop the default and let 'init' decide the value") ?? false, help[7] ?? "")
    XCTAssertTrue(help[8]?.hasPrefix("to start from the value 'init' is given") ?? false, help[8] ?? "")
    XCTAssertTrue(help[20]?.hasPrefix("drop the default and let 'init' decide the value") ?? false, help[20] ?? "")
  }

  /// Review45 P3, review51 P2: a parameter whose default is the property's, which no caller
  /// passes, has no effect yet: not reported by default; `strict` reports it with words
  /// that say so, and so does a public view (callers outside the sources may pass it). Once
  /// a caller passes it (in another file too), the value is lost and the words say that.
  func testAParameterNoCallerPassesIsNamed() throws {
    let row = """
      import SwiftUI
      struct HoverRow: View {
          @State private var isSelected: Bool = false
          let title: String
          init(title: String, selected isSelected: Bool = false) {
              self.title = title
              self.isSelected = isSelected
          }
          var body: some View { Text(title).bold(isSelected) }
      }
      """
    let quiet = try makeProject([
      "Package.swift": "// swift-tools-version:6.0\n",
      "Sources/App/HoverRow.swift": row,
      "Sources/App/Menu.swift": "import SwiftUI\nstruct Menu: View {\n    var body: some View { HoverRow(title: \"Quit\") }\n}\n",
    ])
    let quietRun = try run(["--format", "xcode", "--jobs", "1", "Sources"], in: quiet)
    XCTAssertFalse(quietRun.stdout.contains("state_initialized_twice") || quietRun.stdout.contains("lost_state_assignment"), quietRun.stdout)
    try Data(#"{ "rules": { "lost_state_assignment": { "strict": true } } }"#.utf8).write(to: URL(fileURLWithPath: quiet + "/.bindinglint.json"))
    let unpassed = try run(["--format", "xcode", "--jobs", "1", "Sources"], in: quiet)
    XCTAssertTrue(unpassed.stdout.contains(
      "Sources/App/HoverRow.swift:3:5: error: '@State' property 'isSelected' is assigned in 'init' at line 7, but SwiftUI keeps its default value: "
        + "'selected:' has no effect (no caller passes it yet) [lost_state_assignment]"), unpassed.stdout)
    let passing = try makeProject([
      "Package.swift": "// swift-tools-version:6.0\n",
      "Sources/App/HoverRow.swift": row,
      "Sources/App/Menu.swift": "import SwiftUI\nstruct Menu: View {\n    var body: some View { HoverRow(title: \"Quit\", selected: true) }\n}\n",
    ])
    // A public view (review47 P4): callers outside the sources are possible, the words say so.
    let publicRow = try makeProject([
      "Package.swift": "// swift-tools-version:6.0\n",
      "Sources/App/HoverRow.swift": row.replacingOccurrences(of: "struct HoverRow", with: "public struct HoverRow")
        .replacingOccurrences(of: "    init(", with: "    public init(").replacingOccurrences(of: "var body", with: "public var body"),
    ])
    let unpassedPublic = try run(["--format", "xcode", "--jobs", "1", "Sources"], in: publicRow)
    XCTAssertTrue(unpassedPublic.stdout.contains("'selected:' has no effect (no caller in these sources passes it yet) [lost_state_assignment]"),
      unpassedPublic.stdout)
    // A public view the sources build, as an app split into packages does (review55 P4):
    // its callers are here, and none passes it.
    let publicBuilt = try makeProject([
      "Package.swift": "// swift-tools-version:6.0\n",
      "Sources/App/HoverRow.swift": row.replacingOccurrences(of: "struct HoverRow", with: "public struct HoverRow")
        .replacingOccurrences(of: "    init(", with: "    public init(").replacingOccurrences(of: "var body", with: "public var body"),
      "Sources/App/Menu.swift": "import SwiftUI\nstruct Menu: View {\n    var body: some View { HoverRow(title: \"Quit\") }\n}\n",
    ])
    let builtRun = try run(["--format", "xcode", "--jobs", "1", "Sources"], in: publicBuilt)
    XCTAssertFalse(builtRun.stdout.contains("lost_state_assignment"), builtRun.stdout)
    let passed = try run(["--format", "xcode", "--jobs", "2", "Sources"], in: passing)
    XCTAssertTrue(passed.stdout.contains(
      "Sources/App/HoverRow.swift:3:5: error: '@State' property 'isSelected' is assigned in 'init' at line 7, but SwiftUI keeps its default value: "
        + "the assignment is lost [lost_state_assignment]"), passed.stdout)
  }

  /// Under `strict`, an unpassed parameter written before every stored property has its
  /// value is named as replacing the default: that write initializes the wrapper again, so
  /// SwiftUI does not keep the default (the words of a lost write said it did).
  func testAnUnpassedParameterWrittenBeforeInitializationReplacesTheDefault() throws {
    let row = """
      import SwiftUI
      struct Row: View {
          @State private var isOn = false
          let title: String
          init(title: String, isOn: Bool = false) {
              self.isOn = isOn
              self.title = title
          }
          var body: some View { Toggle(title, isOn: $isOn) }
      }
      struct Rows: View {
          var body: some View { Row(title: "Wi-Fi") }
      }
      """
    let strict = [
      "Row.swift": row,
      ".bindinglint.json": #"{ "rules": { "state_initialized_twice": { "strict": true }, "lost_state_assignment": { "strict": true } } }"#,
    ]
    XCTAssertEqual(try ruleFindings(["Row.swift": row], rule: "state_initialized_twice"), [])
    XCTAssertEqual(try ruleFindings(strict, rule: "state_initialized_twice"), [
      "./Row.swift:3: '@State' property 'isOn' has a default value that 'init' replaces at line 6 with 'isOn:', whose default is the same (no caller passes it yet)",
    ])
    XCTAssertEqual(try ruleFindings(strict, rule: "lost_state_assignment"), [])
  }

  /// Set 98 D17: a parameter whose `nil` default gives the property's own, passed only by
  /// a test (a folder ending in `Tests` inside the package) and a preview, changes nothing
  /// users see: quiet by default, reported under `strict`, and reported once the app's
  /// own code passes it.
  func testACallerInTestsOrPreviewsDoesNotCount() throws {
    func project(menuCall: String) -> [String: String] {
      [
        "Package.swift": "// swift-tools-version:6.0\n",
        "Sources/App/SettingsRoot.swift": """
          import SwiftUI
          enum Tab { case general, advanced }
          struct SettingsRoot: View {
              @State private var selected: Tab = .general
              init(initialTab: Tab? = nil) {
                  _selected = State(initialValue: initialTab ?? .general)
              }
              var body: some View { Text("\\(selected)") }
          }
          #Preview { SettingsRoot(initialTab: .advanced) }
          """,
        "Sources/App/Menu.swift": "import SwiftUI\nstruct Menu: View {\n    var body: some View { \(menuCall) }\n}\n",
        "Tests/AppTests/SettingsTests.swift": """
          import XCTest
          @testable import App
          final class SettingsTests: XCTestCase {
              func testOpensOnATab() { _ = SettingsRoot(initialTab: .advanced) }
          }
          """,
      ]
    }
    XCTAssertEqual(try ruleFindings(project(menuCall: "SettingsRoot()"), rule: "state_initialized_twice"), [])
    let strict = project(menuCall: "SettingsRoot()").merging(
      [".bindinglint.json": #"{ "rules": { "state_initialized_twice": { "strict": true } } }"#]) { a, _ in a }
    XCTAssertEqual(try ruleFindings(strict, rule: "state_initialized_twice").count, 1)
    XCTAssertEqual(try ruleFindings(project(menuCall: "SettingsRoot(initialTab: .advanced)"), rule: "state_initialized_twice").count, 1)
  }

  /// Review52 P1 and review53 P1: the storage form of an unpassed default parameter, and a
  /// first value only a sheet reads after the button opening it wrote the property, are
  /// quiet by default; `strict` reports both, and the storage form names the parameter.
  /// An extension in another file that reads the property makes the first value visible.
  func testUnseenFirstValuesOnlyUnderStrict() throws {
    let stepper = """
      import SwiftUI
      struct Stepper2: View {
          @State private var count: Int = 1
          init(count: Int = 1) {
              _count = State(initialValue: count)
          }
          var body: some View { Text("\\(count)") }
      }
      struct Basket: View {
          var body: some View { Stepper2() }
      }
      """
    let planner = """
      import SwiftUI
      struct Planner: View {
          @State private var draft = ""
          @State private var isEditing: Bool = false
          init(seed: String) {
              _draft = State(initialValue: seed)
          }
          var body: some View {
              Button("Edit") {
                  draft = "new"
                  isEditing = true
              }
              .sheet(isPresented: $isEditing) { Text(draft) }
          }
      }
      """
    let root = try makeProject([
      "Package.swift": "// swift-tools-version:6.0\n",
      "Sources/App/Stepper2.swift": stepper,
      "Sources/App/Planner.swift": planner,
    ])
    let quiet = try run(["--format", "xcode", "--jobs", "2", "Sources"], in: root)
    XCTAssertFalse(quiet.stdout.contains("state_initialized_twice"), quiet.stdout)
    try Data(#"{ "rules": { "state_initialized_twice": { "strict": true } } }"#.utf8).write(to: URL(fileURLWithPath: root + "/.bindinglint.json"))
    let strict = try run(["--format", "xcode", "--jobs", "1", "Sources"], in: root)
    XCTAssertTrue(strict.stdout.contains(
      "Sources/App/Stepper2.swift:3:5: warning: '@State' property 'count' has a default value that 'init' replaces at line 5 with 'count:', "
        + "whose default is the same (no caller passes it yet) [state_initialized_twice]"), strict.stdout)
    XCTAssertTrue(strict.stdout.contains(
      "Sources/App/Planner.swift:3:5: warning: '@State' property 'draft' has a default value that 'init' replaces at line 6: "
        + "built with Xcode 26 or earlier the default is never used, and Xcode 27's '@State' macro does not support both (TN3211) [state_initialized_twice]"), strict.stdout)
    let seen = try makeProject([
      "Package.swift": "// swift-tools-version:6.0\n",
      "Sources/App/Planner.swift": planner,
      "Sources/App/Planner+Title.swift": "import SwiftUI\nextension Planner {\n    var title: String { draft }\n}\n",
    ])
    let seenRun = try run(["--format", "xcode", "--jobs", "1", "Sources"], in: seen)
    XCTAssertTrue(seenRun.stdout.contains("Sources/App/Planner.swift:3:5: warning: '@State' property 'draft'"), seenRun.stdout)
  }
}
