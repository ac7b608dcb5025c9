@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import BindingLintTestSupport
import Foundation
import XCTest

/// The reference-type rules as SPEC §5 describes them, through the real binary: the
/// fixture folders of both rules, the `strict` option read from `.bindinglint.json`
/// (`Tests/Fixtures/rule_options`), its parsing errors, its documentation, and the
/// language server reading the same option.
final class ReferenceTypeStateTests: XCTestCase {
  static let rules: Set<String> = ["reference_type_state", "reference_type_binding"]

  /// A project holding the `.swift` files of fixture folder `folder`, and `config` as
  /// its `.bindinglint.json`.
  func fixtureProject(_ folder: String, config: String) throws -> (root: String, expectations: [TestSupport.Expectation]) {
    var files: [String: String] = [".bindinglint.json": config]
    var expectations: [TestSupport.Expectation] = []
    let directory = TestSupport.fixturesRoot + "/" + folder
    for path in TestSupport.swiftFiles(in: directory) {
      let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path)).map { $0 }
      let name = String(path.dropFirst(directory.count + 1))
      files[name] = String(decoding: bytes, as: UTF8.self)
      expectations += TestSupport.expectations(in: name, bytes: bytes).filter { Self.rules.contains($0.rule) }
    }
    return (try makeProject(files), expectations)
  }

  /// The reference-type findings of a JSON report as `file:line rule message`.
  func findings(_ run: CLIRun) throws -> [(path: String, line: Int, rule: String, message: String)] {
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout + run.stderr)
    let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
    return diagnostics.compactMap { d in
      guard let rule = d["rule"] as? String, Self.rules.contains(rule), var path = d["file"] as? String else { return nil }
      if path.hasPrefix("./") { path.removeFirst(2) }
      return (path, d["line"] as? Int ?? 0, rule, d["message"] as? String ?? "")
    }
  }

  /// Expectations without a finding and findings without an expectation (each fixture
  /// line expects at most one reference-type finding).
  func mismatches(_ run: CLIRun, _ expectations: [TestSupport.Expectation]) throws -> [String] {
    let found = try findings(run)
    let meets = { (f: (path: String, line: Int, rule: String, message: String), e: TestSupport.Expectation) in
      f.path == e.path && f.line == e.line && f.rule == e.rule && e.messageParts.allSatisfy { f.message.contains($0) }
    }
    return expectations.filter { e in !found.contains { meets($0, e) } }.map { "missing: \($0)" }
      + found.filter { f in !expectations.contains { meets(f, $0) } }.map { "unexpected: \($0.path):\($0.line): [\($0.rule)] \($0.message)" }
  }

  /// Points (a)–(d) and the followed object: every expectation of both fixture folders,
  /// with the default options.
  func testFixtureFoldersThroughTheBinary() throws {
    for folder in Self.rules.sorted() {
      let (root, expectations) = try fixtureProject(folder, config: "{}")
      XCTAssertFalse(expectations.isEmpty)
      let result = try run(["lint", "--format", "json", "."], in: root)
      // `reference_type_state` is correctness (an error); `reference_type_binding` is suspicious.
      XCTAssertEqual(result.status, folder == "reference_type_state" ? 1 : 0, result.stderr)
      let problems = try mismatches(result, expectations)
      XCTAssertTrue(problems.isEmpty, "\(folder):\n" + problems.joined(separator: "\n"))
    }
  }

  func testStrictOptionAddsTheSmellsAndOnlyThem() throws {
    let config = try String(contentsOfFile: TestSupport.fixturesRoot + "/rule_options/.bindinglint.json", encoding: .utf8)
    let (root, expectations) = try fixtureProject("rule_options", config: config)
    XCTAssertEqual(expectations.count, 9)
    let strict = try run(["lint", "--format", "json", "."], in: root)
    XCTAssertEqual(strict.status, 1, "the reference-type state smells are errors: " + strict.stderr)
    let problems = try mismatches(strict, expectations)
    XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n"))
    // The same files without the option: none of the smells.
    try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/.bindinglint.json"))
    XCTAssertEqual(try findings(try run(["lint", "--format", "json", "."], in: root)).map(\.line), [])
    // `strict: false` is the default; `severity` still applies next to it.
    try Data(#"{ "rules": { "reference_type_binding": { "severity": "error", "strict": false } } }"#.utf8)
      .write(to: URL(fileURLWithPath: root + "/.bindinglint.json"))
    XCTAssertEqual(try findings(try run(["lint", "--format", "json", "."], in: root)).map(\.line), [])
    try Data(#"{ "rules": { "reference_type_binding": { "severity": "error", "strict": true } } }"#.utf8)
      .write(to: URL(fileURLWithPath: root + "/.bindinglint.json"))
    let errors = try run(["lint", "--format", "xcode", "."], in: root)
    XCTAssertEqual(errors.status, 1, "re-levelled to error")
    XCTAssertEqual(errors.stdout.components(separatedBy: ": error: ").count - 1, 6, errors.stdout)
  }

  func testOptionErrorsNameTheKey() throws {
    let cases: [(String, String)] = [
      (#"{ "rules": { "reference_type_state": { "strict": "yes" } } }"#, "'rules.reference_type_state.strict': 'strict' must be true or false"),
      (#"{ "rules": { "reference_type_state": { "strict": 1 } } }"#, "'rules.reference_type_state.strict': 'strict' must be true or false"),
      (#"{ "rules": { "reference_type_binding": { "stric": true } } }"#, "'rules.reference_type_binding.stric': unknown option 'stric'"),
      (#"{ "rules": { "manual_binding_in_body": { "strict": true, "loud": true } } }"#, "'rules.manual_binding_in_body.loud': unknown option 'loud'"),
    ]
    for (config, expected) in cases {
      let root = try makeProject([".bindinglint.json": config, "A.swift": "struct A {}\n"])
      let result = try run(["lint", "."], in: root)
      XCTAssertEqual(result.status, 2, config)
      XCTAssertTrue(result.stderr.contains(expected), "\(config): \(result.stderr)")
    }
    let root = try makeProject([".bindinglint.json": #"{ "rules": { "reference_type_binding": { "stric": true } } }"#])
    XCTAssertTrue(try run(["lint", "."], in: root).stderr.contains("options of 'reference_type_binding': severity, strict"))
  }

  func testExplainAndRulesMarkdownDocumentTheOption() throws {
    let root = try makeProject(["keep.txt": ""])
    let explain = try run(["explain", "reference_type_state"], in: root)
    XCTAssertTrue(explain.stdout.contains("strict (boolean, default false): Also flags a plain"), explain.stdout)
    let markdown = try run(["rules", "--format", "markdown"], in: root)
    XCTAssertTrue(markdown.stdout.contains("| `strict` | boolean | `false` | Also flags an `@Binding` property"), markdown.stdout)
    XCTAssertFalse(try run(["explain", "optional_presentation_binding"], in: root).stdout.contains("Options"))
    let json = try run(["rules", "--format", "json"], in: root)
    let rules = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    let options = rules.first { $0["id"] as? String == "reference_type_binding" }?["options"] as? [[String: String]]
    XCTAssertEqual(options?.first?["name"], "strict")
    XCTAssertEqual(options?.first?["default"], "false")
  }

  /// The language server selects rules through the same configuration path.
  func testLanguageServerHonoursTheOption() throws {
    let source = """
      import SwiftUI
      final class Prefs { var size = 1.0 }
      struct Header: View {
          @State private var prefs = Prefs()
          var body: some View { Text("\\(prefs.size)") }
      }

      """
    let root = try makeProject([
      ".bindinglint.json": #"{ "rules": { "reference_type_state": { "strict": true } } }"#, "Header.swift": source,
    ])
    let strict = DocumentLinter(jobs: 1).lint(path: root + "/Header.swift", bytes: Array(source.utf8))
    XCTAssertEqual(strict.diagnostics.map(\.ruleID), ["reference_type_state"], "\(strict.problems)")
    try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/.bindinglint.json"))
    XCTAssertEqual(DocumentLinter(jobs: 1).lint(path: root + "/Header.swift", bytes: Array(source.utf8)).diagnostics.map(\.ruleID), [])
  }

  func testConfigurationParsesOptions() throws {
    let root = try makeProject([
      ".bindinglint.json": #"{ "rules": { "reference_type_state": { "strict": true }, "reference_type_binding": { "severity": "off", "strict": true } } }"#,
    ])
    let configuration = try Configuration.load(root + "/.bindinglint.json").get()
    XCTAssertEqual(configuration.options["reference_type_state"], RuleOptions(flags: ["strict": true]))
    XCTAssertEqual(configuration.rules["reference_type_state"], .on(nil))
    XCTAssertEqual(configuration.rules["reference_type_binding"], .off)
    let selected = configuration.selectRules(enable: [], disable: []).rules
    let state = try XCTUnwrap(selected.first { $0.id == "reference_type_state" } as? ReferenceTypeStateRule)
    XCTAssertTrue(state.isStrict)
    XCTAssertFalse(selected.contains { $0.id == "reference_type_binding" })
    let enabled = configuration.selectRules(enable: ["reference_type_binding"], disable: []).rules
    XCTAssertTrue(try XCTUnwrap(enabled.first { $0.id == "reference_type_binding" } as? ReferenceTypeBindingRule).isStrict)
  }

  /// A holder whose only edits are bindings through its array into SwiftData objects, with
  /// the holder in an extension in a second file and the model in a third (review84 A4):
  /// nothing to report. The same holder bound whole, or with a plain element class, is.
  func testHolderOfTrackedObjectsDeclaredInOtherFilesThroughTheBinary() throws {
    let view = """
      import SwiftUI
      struct Toggles: View {
        @State private var model: Model
        init(context: ModelContext) { _model = State(initialValue: Model(context: context)) }
        var body: some View {
          ForEach(model.buckets) { bucket in
            Toggle(bucket.key, isOn: $model
              .buckets
              .first { $0.wrappedValue.key == bucket.key }?.isOn ?? .constant(false))
          }
        }
      }
      """
    let holder = """
      import SwiftData
      extension Toggles {
        final class Model {
          private let context: ModelContext
          var buckets = [Bucket]()
          init(context: ModelContext) { self.context = context; buckets = (try? context.fetch(FetchDescriptor<Bucket>())) ?? [] }
        }
      }
      """
    let tracked = "import SwiftData\n@Model\npublic final class Bucket { var key = \"\"; var isOn = false }\n"
    XCTAssertEqual(try ruleFindings(["Toggles.swift": view, "Toggles+Model.swift": holder, "Bucket.swift": tracked], rule: "reference_type_state"), [])
    let plain = "public final class Bucket { var key = \"\"; var isOn = false }\n"
    XCTAssertEqual(try ruleFindings(["Toggles.swift": view, "Toggles+Model.swift": holder, "Bucket.swift": plain], rule: "reference_type_state"),
                   ["./Toggles.swift:3: '@State' property 'model' holds class 'Model'; mutations inside it never update the view"])
    let wholeArray = view.replacingOccurrences(of: "ForEach(model.buckets)", with: "BucketPicker(buckets: $model.buckets)\n    ForEach(model.buckets)")
    XCTAssertEqual(try ruleFindings(["Toggles.swift": wholeArray, "Toggles+Model.swift": holder, "Bucket.swift": tracked], rule: "reference_type_state").count, 1)
  }

  /// Each way the holder itself may change keeps the finding (probe85 D1–D4): one at a time,
  /// against a base the rule leaves alone.
  func testHolderThatMayChangeIsStillReported() throws {
    let tracked = "@Model final class Todo { var done = false; var title = \"\" }\n"
    func view(_ extra: String, toggle: String = "$store.todos.first { $0.wrappedValue === todo }?.done ?? .constant(false)") -> String {
      """
      struct TodoList: View {
        @State private var store = TodoStore()
        var body: some View {
          ForEach(store.todos) { todo in Toggle(todo.title, isOn: \(toggle)) }
          \(extra)
        }
      }
      """
    }
    let holder = "final class TodoStore {\n  var todos: [Todo] = []\n  var query = \"\"\n  func add() { todos.append(Todo()) }\n}\n"
    XCTAssertEqual(try ruleFindings(["V.swift": tracked + holder + view("")], rule: "reference_type_state"), [])
    let variants = [
      view("Button(\"Delete\") { store.todos.remove(at: 0) }"),
      view("Button(\"Sort\") { store.todos.sort { $0.title < $1.title } }"),
      view("Button(\"Add\") { store.add() }"),
      view("AddTodo(store: store)"),
      view("Button(\"Swift\") { store.query = \"Swift\" }"),
      view("TodoPicker(todos: $store.todos)"),
      view("TodoEditor(todo: $store.todos.first!)"),
      view("", toggle: "$store.todos[0].owner.isOn"),
      // A method handed on unrun, an `inout` argument (probe85b N1).
      view("List { EmptyView() }.onDelete(perform: store.add)"),
      view("Button(\"Swap\") { swap(&store.todos[0], &store.todos[1]) }"),
    ]
    for code in variants {
      XCTAssertEqual(try ruleFindings(["V.swift": tracked + holder + code], rule: "reference_type_state").count, 1, code)
    }
    // The holder starts work of its own, is passed in, or another file's extension of the view uses it.
    let refreshing = holder.replacingOccurrences(of: "  var query", with: "  init() { Task { todos = [] } }\n  var query")
    XCTAssertEqual(try ruleFindings(["V.swift": tracked + refreshing + view("")], rule: "reference_type_state").count, 1)
    // Work started from an extension of the holder, a method of its own handed to an
    // observer (probe85b N2); the holder handed out before it is stored (N3).
    XCTAssertEqual(try ruleFindings(["V.swift": tracked + holder + view(""),
                                     "TodoStore+Sync.swift": "extension TodoStore { func sync() { Task { todos = [] } } }\n"],
                                    rule: "reference_type_state").count, 1)
    let observing = holder.replacingOccurrences(
      of: "  var query", with: "  init() { NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: nil, using: dayChanged) }\n  func dayChanged(_ n: Notification) { todos = [] }\n  var query")
    XCTAssertEqual(try ruleFindings(["V.swift": tracked + observing + view("")], rule: "reference_type_state").count, 1)
    let handedOut = view("").replacingOccurrences(of: "@State private var store = TodoStore()",
                                                     with: "@State private var store: TodoStore\n  init() {\n    let store = TodoStore()\n    Sync.shared.register(store)\n    _store = State(initialValue: store)\n  }")
    XCTAssertEqual(try ruleFindings(["V.swift": tracked + holder + handedOut], rule: "reference_type_state").count, 1)
    // Handed out through the storage; a method named with its labels;
    // a protocol of the sources; a computed property over an untracked backing (probe85c).
    let storage = view("").replacingOccurrences(of: "@State private var store = TodoStore()",
                                                   with: "@State private var store: TodoStore\n  init() {\n    _store = State(initialValue: TodoStore())\n    Sync.shared.register(_store.wrappedValue)\n  }")
    XCTAssertEqual(try ruleFindings(["V.swift": tracked + holder + storage], rule: "reference_type_state").count, 1)
    let labelled = holder.replacingOccurrences(
      of: "  var query", with: "  init() { Timer.scheduledTimer(withTimeInterval: 60, repeats: true, block: purge(_:)) }\n  func purge(_ t: Timer) { todos = [] }\n  var query")
    XCTAssertEqual(try ruleFindings(["V.swift": tracked + labelled + view("")], rule: "reference_type_state").count, 1)
    let conforming = holder.replacingOccurrences(of: "final class TodoStore {", with: "final class TodoStore: Syncing {")
    XCTAssertEqual(try ruleFindings(["V.swift": tracked + conforming + view(""),
                                     "Syncing.swift": "protocol Syncing: AnyObject {}\nextension Syncing { func start() {} }\n"],
                                    rule: "reference_type_state").count, 1)
    let backing = "@Observable final class Todo { @ObservationIgnored private var _done = false; var done: Bool { get { _done } set { _done = newValue } }; var title = \"\" }\n"
    XCTAssertEqual(try ruleFindings(["V.swift": backing + holder + view("")], rule: "reference_type_state").count, 1)
    let builtInInit = handedOut.replacingOccurrences(of: "    Sync.shared.register(store)\n", with: "")
    XCTAssertEqual(try ruleFindings(["V.swift": tracked + holder + builtInInit], rule: "reference_type_state"), [])
    let passedIn = view("").replacingOccurrences(of: "@State private var store = TodoStore()",
                                                   with: "@State private var store: TodoStore\n  init(store: TodoStore) { _store = State(initialValue: store) }")
    XCTAssertEqual(try ruleFindings(["V.swift": tracked + holder + passedIn], rule: "reference_type_state").count, 1)
    let internalStore = view("").replacingOccurrences(of: "@State private var", with: "@State var")
    XCTAssertEqual(try ruleFindings(["V.swift": tracked + holder + internalStore,
                                     "V+Add.swift": "extension TodoList { func addOne() { store.todos.append(Todo()) } }\n"],
                                    rule: "reference_type_state").count, 1)
    // A bound property the element's class keeps out of tracking (probe85 D3).
    for untracked in ["@Observable final class Todo { @ObservationIgnored var done = false; var title = \"\" }\n",
                      "@Model final class Todo { @Transient var done = false; var title = \"\" }\n"] {
      XCTAssertEqual(try ruleFindings(["V.swift": untracked + holder + view("")], rule: "reference_type_state").count, 1, untracked)
    }
    // An element class that inherits the macro's tracking is not itself tracked.
    let subclass = "@Observable class Base {}\nfinal class Todo: Base { var done = false; var title = \"\" }\n"
    XCTAssertEqual(try ruleFindings(["V.swift": subclass + holder + view("")], rule: "reference_type_state").count, 1)
  }
}
