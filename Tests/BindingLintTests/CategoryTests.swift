@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
import BindingLintTestSupport
import Foundation
import XCTest

/// Rule categories through the real binary: every rule has one, the category sets its
/// default, and `--enable`/`--disable` and the configuration take a category name as well
/// as a rule id, a rule's own setting winning over its category's and the command line over
/// the file.
final class CategoryTests: XCTestCase {
  /// One finding of a style rule that is off by default (`non_private_state`), one of a correctness rule
  /// (`force_unwrap_in_binding_getter`), a performance one (a pass-through binding) and a
  /// pedantic shape (`unstable_view_identity`).
  static let sources = [
    "Sources/Counter.swift": CLITests.flagged,
    "Sources/Editor.swift": """
      import SwiftUI
      struct Editor: View {
        let items: [String: String]
        var body: some View {
          TextField("", text: Binding(get: { items["a"]! }, set: { _ in }))
            .id(UUID())
        }
      }
      struct Flag: View {
        @State private var isOn = false
        var body: some View { Toggle("On", isOn: Binding(get: { isOn }, set: { isOn = $0 })) }
      }

      """,
  ]

  /// `rule severity` of each finding, sorted; the manual binding the force unwrap needs is
  /// a performance finding of its own, left out here.
  func rules(_ result: CLIRun) -> [String] {
    result.stdout.split(separator: "\n").compactMap { line in
      guard let open = line.lastIndex(of: "["), line.hasSuffix("]"), !line.hasSuffix("[manual_binding_in_body]") else { return nil }
      let severity = line.contains(": error: ") ? "error" : "warning"
      return String(line[line.index(after: open)..<line.index(before: line.endIndex)]) + " " + severity
    }.sorted()
  }

  func testEveryRuleHasACategoryThatSetsItsDefault() {
    for description in RuleRegistry.descriptions {
      XCTAssertEqual(description.severity, description.category.defaultSeverity, description.id)
      if description.category == .pedantic { XCTAssertFalse(description.isEnabledByDefault, "\(description.id) is pedantic, so off") }
      // Any other rule is off only when measured below the bar, and its rationale says so first.
      if description.category != .style && description.category != .pedantic && !description.isEnabledByDefault {
        XCTAssertTrue(description.rationale.hasPrefix("Off by default: "), "\(description.id): an off rule says why")
      }
    }
    XCTAssertEqual(RuleRegistry.ruleIDs(selectedBy: "pedantic"), RuleRegistry.descriptions.filter { $0.category == .pedantic }.map(\.id))
    XCTAssertEqual(RuleRegistry.ruleIDs(selectedBy: "non_private_state"), ["non_private_state"])
    XCTAssertNil(RuleRegistry.ruleIDs(selectedBy: "nonsense"))
  }

  func testDefaultsThenCategoriesOnTheCommandLine() throws {
    let root = try makeProject(Self.sources)
    let plain = try run(["--format", "xcode", "."], in: root)
    XCTAssertEqual(plain.status, 1, "a crash-class finding fails the run by default")
    XCTAssertEqual(rules(plain), ["force_unwrap_in_binding_getter error"], "non_private_state is a style rule that is off by default")
    let style = try run(["--format", "xcode", "--enable", "style", "."], in: root)
    XCTAssertEqual(rules(style), ["force_unwrap_in_binding_getter error", "non_private_state warning"], "a category turns on its rules that are off")
    let pedantic = try run(["--format", "xcode", "--enable", "pedantic", "."], in: root)
    XCTAssertEqual(rules(pedantic), ["force_unwrap_in_binding_getter error", "unstable_view_identity warning"])
    // A rule named on the command line beats its category there, either way.
    let back = try run(["--format", "xcode", "--disable", "style", "--enable", "non_private_state", "."], in: root)
    XCTAssertEqual(rules(back), ["force_unwrap_in_binding_getter error", "non_private_state warning"])
    let left = try run(["--format", "xcode", "--enable", "style", "--disable", "non_private_state", "."], in: root)
    XCTAssertEqual(rules(left), ["force_unwrap_in_binding_getter error"])
    let onlyStyle = try run(["--format", "xcode", "--enable", "style", "--disable", "correctness", "."], in: root)
    XCTAssertEqual(onlyStyle.status, 0)
    XCTAssertEqual(rules(onlyStyle), ["non_private_state warning"])
  }

  func testCategoriesInTheConfigurationWithRuleEntriesWinning() throws {
    func lint(_ config: String, _ arguments: [String] = []) throws -> [String] {
      var files = Self.sources
      files[".bindinglint.json"] = config
      let result = try run(["--format", "xcode"] + arguments + ["."], in: try makeProject(files))
      XCTAssertNotEqual(result.status, 2, result.stderr)
      return rules(result)
    }
    XCTAssertEqual(try lint(#"{ "rules": { "style": "warning" } }"#), ["force_unwrap_in_binding_getter error", "non_private_state warning"],
                   "a category's entry turns on its rules that are off by default")
    XCTAssertEqual(try lint(#"{ "rules": { "style": "warning", "non_private_state": "off" } }"#), ["force_unwrap_in_binding_getter error"],
                   "the rule's entry wins over its category's")
    XCTAssertEqual(try lint(#"{ "rules": { "style": "off", "non_private_state": "warning" } }"#),
                   ["force_unwrap_in_binding_getter error", "non_private_state warning"], "the rule's entry wins over its category's")
    XCTAssertEqual(try lint(#"{ "rules": { "style": "error" } }"#), ["force_unwrap_in_binding_getter error", "non_private_state error"])
    XCTAssertEqual(try lint(#"{ "rules": { "style": { "severity": "error" }, "non_private_state": "warning" } }"#),
                   ["force_unwrap_in_binding_getter error", "non_private_state warning"])
    XCTAssertEqual(try lint(#"{ "rules": { "correctness": "warning" } }"#), ["force_unwrap_in_binding_getter warning"])
    XCTAssertEqual(try lint(#"{ "rules": { "correctness": "warning", "non_private_state": "warning" } }"#),
                   ["force_unwrap_in_binding_getter warning", "non_private_state warning"])
    XCTAssertEqual(try lint(#"{ "rules": { "pedantic": "warning" } }"#),
                   ["force_unwrap_in_binding_getter error", "unstable_view_identity warning"])
    // The command line wins over the file, for a category as for a rule.
    XCTAssertEqual(try lint(#"{ "rules": { "non_private_state": "error" } }"#, ["--disable", "style"]), ["force_unwrap_in_binding_getter error"])
    XCTAssertEqual(try lint(#"{ "rules": { "style": "off" } }"#, ["--enable", "non_private_state"]),
                   ["force_unwrap_in_binding_getter error", "non_private_state warning"])
    XCTAssertEqual(try lint(#"{ "rules": { "correctness": "off" } }"#, ["--enable", "correctness"]),
                   ["force_unwrap_in_binding_getter error"])
  }

  func testACategoryEntryTakesOnlyASeverity() throws {
    let root = try makeProject([".bindinglint.json": #"{ "rules": { "suspicious": { "strict": true } } }"#, "A.swift": "let a = 1\n"])
    let result = try run(["."], in: root)
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.contains("'rules.suspicious.strict': unknown option 'strict'"), result.stderr)
    XCTAssertTrue(result.stderr.contains("a category entry sets only 'severity'"), result.stderr)
  }

  func testTheCategoryIsShownWhereverARuleIsDescribed() throws {
    let root = try makeProject(Self.sources)
    let list = try run(["rules"], in: root).stdout
    let row = list.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }.first { $0.first == "force_unwrap_in_binding_getter" }
    XCTAssertEqual(row.map { Array($0.prefix(4)) }, ["force_unwrap_in_binding_getter", "correctness", "error", "on"], list)
    let style = list.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }.first { $0.first == "non_private_state" }
    XCTAssertEqual(style.map { Array($0.prefix(4)) }, ["non_private_state", "style", "warning", "off"], list)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try run(["rules", "--format", "json"], in: root).stdout.utf8)) as? [[String: Any]])
    XCTAssertEqual(json.first { $0["id"] as? String == "non_private_state" }?["category"] as? String, "style")
    XCTAssertTrue(try run(["explain", "manual_binding_in_body"], in: root).stdout.hasPrefix("manual_binding_in_body (performance: extra work on every render;"))
    let sarif = try run(["--format", "sarif", "."], in: root).stdout
    XCTAssertTrue(sarif.contains(#""tags": ["#), sarif)
    XCTAssertTrue(sarif.contains(#""category": "correctness""#))
    let diagnostics = try XCTUnwrap((JSONSerialization.jsonObject(with: Data(try run(CLITests.enableFlagged + ["--format", "json", "."], in: root).stdout.utf8)) as? [String: Any])?["diagnostics"] as? [[String: Any]])
    XCTAssertEqual(Set(diagnostics.compactMap { $0["category"] as? String }), ["style", "correctness", "performance"])
  }

  func testPedanticRulesStayQuietUntilEnabled() throws {
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
      XCTAssertEqual(try ruleFindings(files, rule: rule), [], "\(rule) is off by default")
      let enabled = try ruleFindings(files, rule: rule, ["--enable", rule])
      XCTAssertEqual(enabled.count, 1, "\(rule): \(enabled)")
      XCTAssertTrue(enabled.first?.hasPrefix("./S.swift:\(line): ") == true, "\(rule): \(enabled)")
    }
  }
}
