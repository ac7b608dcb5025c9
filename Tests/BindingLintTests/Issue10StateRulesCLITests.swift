import XCTest

/// The four issue-10 rules of `rules10a` through the real binary: what a user sees, the
/// default switch of `state_init_from_parameter`, and verdicts that hang on another file
/// (view, `App` and `DynamicProperty` conformances added in extensions elsewhere), which
/// must not change with file order or thread count.
final class Issue10StateRulesCLITests: XCTestCase {
  let sources: [String: String] = [
    "Schedule.swift": """
      import SwiftUI
      struct Schedule: View {
        @State private var slot = Slot.morning
        var body: some View {
          if let time = Binding($slot.customTime) { DatePicker("At", selection: time) }
        }
      }
      """,
    "Editor.swift": """
      import SwiftUI
      struct Editor: View {
        @EnvironmentObject private var store: Store
        let id: Int
        private var item: Binding<Item> {
          Binding(get: { store.item(id)! }, set: { store.save($0) })
        }
        var body: some View { TextField("Name", text: item.name) }
      }
      """,
    "Badge.swift": """
      import SwiftUI
      struct Badge {
        @ObservedObject var model = BadgeModel()
        @State private var count: Int
        init(start: Int) { _count = State(initialValue: start) }
      }
      """,
    "Badge+View.swift": """
      import SwiftUI
      extension Badge: View {
        var body: some View { Text("\\(count)") }
      }
      """,
    "Shell.swift": """
      import SwiftUI
      struct Shell {
        @ObservedObject var model = BadgeModel()
        var body: some Scene { WindowGroup { EmptyView() } }
      }
      """,
    "Shell+App.swift": """
      import SwiftUI
      extension Shell: App {}
      """,
    "Wrapper.swift": """
      import SwiftUI
      struct Wrapper {
        @State private var value: Int
        init(wrappedValue: Int) { _value = State(initialValue: wrappedValue) }
      }
      """,
    "Wrapper+Dynamic.swift": """
      import SwiftUI
      extension Wrapper: DynamicProperty {}
      """,
  ]

  func lines(_ run: CLIRun, rule: String) -> [String] {
    run.stdout.split(separator: "\n").map(String.init).filter { $0.contains("[\(rule)]") }
  }

  func testMessagesNameTheVariableOrType() throws {
    let root = try makeProject(sources)
    let result = try run(["--no-color", "--jobs", "1", "."], in: root)
    XCTAssertEqual(result.status, 1, "crash-class findings are errors: " + result.stderr)
    let unwrap = lines(result, rule: "optional_binding_unwrap")
    XCTAssertEqual(unwrap.count, 1, result.stdout)
    XCTAssertTrue(unwrap.first?.contains("Schedule.swift:5:19: error: 'if let' unwraps 'Binding($slot.customTime)'") ?? false, result.stdout)
    XCTAssertTrue(unwrap.first?.contains("when 'slot.customTime' becomes nil") ?? false, result.stdout)
    let force = lines(result, rule: "force_unwrap_in_binding_getter")
    XCTAssertEqual(force.count, 1, result.stdout)
    XCTAssertTrue(force.first?.contains("Editor.swift:6:20: error: getter of 'Binding(get:set:)' has a force unwrap of 'store.item(id)'") ?? false, result.stdout)
    // The view conformance lives in another file: Badge is flagged; Shell is an App (also
    // added elsewhere) and is not.
    let inline = lines(result, rule: "inline_observed_object")
    XCTAssertEqual(inline.count, 1, result.stdout)
    XCTAssertTrue(inline.first?.contains("Badge.swift:3:3: error: '@ObservedObject' property 'model' creates its own 'BadgeModel()'") ?? false, result.stdout)
    // Off by default.
    XCTAssertEqual(lines(result, rule: "state_init_from_parameter"), [])
  }

  func testStateInitFromParameterIsOptInAndSparesDynamicProperties() throws {
    let root = try makeProject(sources)
    let result = try run(["--no-color", "--jobs", "1", "--enable", "state_init_from_parameter", "."], in: root)
    let found = lines(result, rule: "state_init_from_parameter")
    XCTAssertEqual(found.count, 1, result.stdout)
    XCTAssertTrue(found.first?.contains("Badge.swift:5:22: warning: '@State' property 'count' is seeded from init parameter 'start'") ?? false, result.stdout)
  }

  /// The same findings whatever the order the files are met in and however many threads run.
  func testVerdictsDoNotDependOnFileOrderOrJobs() throws {
    var renamed: [String: String] = [:]
    for (name, code) in sources { renamed[name.hasSuffix("+App.swift") || name.hasSuffix("+View.swift") || name.hasSuffix("+Dynamic.swift") ? "A/" + name : "Z/" + name] = code }
    let rules = "state_init_from_parameter"
    let first = try run(["--no-color", "--jobs", "1", "--enable", rules, "--format", "json", "."], in: try makeProject(sources))
    let second = try run(["--no-color", "--jobs", "4", "--enable", rules, "--format", "json", "."], in: try makeProject(renamed))
    let ours = ["optional_binding_unwrap", "force_unwrap_in_binding_getter", "inline_observed_object", "state_init_from_parameter"]
    // Each diagnostic's rule and message, whatever folder the file sits in.
    func findings(_ run: CLIRun) -> [String] {
      run.stdout.components(separatedBy: "\"rule\"").dropFirst()
        .filter { entry in ours.contains { entry.contains("\"\($0)\"") } }
        .map { entry in String(entry.prefix { $0 != "}" }) }.sorted()
    }
    let a = findings(first)
    let b = findings(second)
    XCTAssertEqual(a.count, 4, first.stdout)
    XCTAssertEqual(a, b)
  }
}
