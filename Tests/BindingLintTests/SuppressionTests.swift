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

/// Inline suppression through the real binary: the directive grammar (issue 8's defects),
/// `invalid_suppression` and `unused_suppression`, each run with `--jobs 1` and `--jobs 2`,
/// which must print the same. The directives suppress `non_private_state`, so every run here
/// turns that rule on (it is off by default).
final class SuppressionTests: XCTestCase {
  /// `path:line: rule` of each diagnostic, after checking that both job counts agree and
  /// the exit status is `status`.
  func diagnostics(_ files: [String: String], _ arguments: [String] = [], status: Int32? = nil,
                   file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
    let project = try makeProject(files)
    let one = try run(CLITests.enableFlagged + ["--format", "json", "--jobs", "1"] + arguments + ["."], in: project)
    let two = try run(CLITests.enableFlagged + ["--format", "json", "--jobs", "2"] + arguments + ["."], in: project)
    XCTAssertEqual(one.stdout, two.stdout, "--jobs 1 and --jobs 2 differ", file: file, line: line)
    XCTAssertEqual(one.status, two.status, file: file, line: line)
    XCTAssertEqual(one.stderr, "", file: file, line: line)
    if let status { XCTAssertEqual(one.status, status, one.stdout, file: file, line: line) }
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any], file: file, line: line)
    let list = try XCTUnwrap(object["diagnostics"] as? [[String: Any]], file: file, line: line)
    return list.map { "\($0["file"] as? String ?? "?"):\($0["line"] as? Int ?? 0): \($0["rule"] as? String ?? "?")" }
  }

  func messages(_ files: [String: String], _ arguments: [String] = []) throws -> [String] {
    let project = try makeProject(files)
    let result = try run(CLITests.enableFlagged + ["--format", "xcode"] + arguments + ["."], in: project)
    return result.stdout.split(separator: "\n").map(String.init)
  }

  static let alert = """
    import SwiftUI
    struct RenameAlert: View {
        @State private var folder: String? = nil
        @State private var name = ""
        var body: some View {
            Button("Rename") { folder = "Inbox" }
                // bindinglint:disable:next manual_binding_in_body - we accept this for all alerts here
                .alert("Rename", isPresented: Binding(get: { folder != nil }, set: { if !$0 { folder = nil } })) {
                    TextField("Name", text: $name)
                }
        }
    }

    """

  func testReasonWordsAreNeverReadAsRuleIDs() throws {
    let found = try diagnostics(["A.swift": Self.alert], status: 1)
    XCTAssertEqual(found, ["./A.swift:8: optional_alert_textfield"], "the error stays; manual_binding_in_body is suppressed")
  }

  func testBlockCommentClosedWithoutASpace() throws {
    let code = """
      struct V: View {
          @State var zoom = 1.0 /* bindinglint:disable:this non_private_state*/
          @State var pan = 0.0 /* bindinglint:disable:this non_private_state */
          var body: some View { EmptyView() }
      }

      """
    XCTAssertEqual(try diagnostics(["A.swift": code], status: 0), [])
  }

  func testNextMeansTheLineAfterABlockCommentEnds() throws {
    let code = """
      struct V: View {
          /* bindinglint:disable:next non_private_state
             the parent seeds these */ @State var sameLineAsTheEnd = 0
          @State var lineAfterTheEnd = 0
          var body: some View { EmptyView() }
      }

      """
    XCTAssertEqual(try diagnostics(["A.swift": code]), ["./A.swift:3: non_private_state"])
  }

  func testProseMentioningADirectiveIsNotOne() throws {
    let code = """
      struct V: View {
          // To keep it, write bindinglint:disable:next non_private_state above it.
          @State var count = 0
          // TODO bindinglint:disable:next no_such_rule
          var body: some View { EmptyView() }
      }

      """
    XCTAssertEqual(try diagnostics(["A.swift": code]), ["./A.swift:3: non_private_state"])
  }

  /// In a file no other rule has anything to look at, too.
  func testUnknownRuleIDsAndCommandsAreDiagnostics() throws {
    let code = """
      // bindinglint:disable:next non_private_stat
      let a = 1
      // bindinglint:disable:previous_line non_private_state
      // bindinglint:disable - no rule named
      /// bindinglint:disable:next non_private_state
      let b = 2

      """
    XCTAssertEqual(try diagnostics(["Plain.swift": code], status: 0), [
      "./Plain.swift:1: invalid_suppression", "./Plain.swift:3: invalid_suppression",
      "./Plain.swift:4: invalid_suppression", "./Plain.swift:5: invalid_suppression",
    ])
    let lines = try messages(["Plain.swift": code])
    XCTAssertTrue(lines.contains("./Plain.swift:1:29: warning: unknown rule 'non_private_stat' in a suppression directive [invalid_suppression]"), lines.joined(separator: "\n"))
    XCTAssertTrue(lines.contains { $0.contains("unknown suppression command 'bindinglint:disable:previous_line'") })
    XCTAssertEqual(try diagnostics(["Plain.swift": code], ["--disable", "invalid_suppression"]), [])
    let text = try run(CLITests.enableFlagged + ["--no-color", "Plain.swift"], in: makeProject(["Plain.swift": code])).stdout
    XCTAssertTrue(text.contains("help: did you mean 'non_private_state'? A reason goes after ' - '"), text)
  }

  /// A suppressed finding's fix is not applied, also when `unused_suppression` keeps it
  /// for its bookkeeping.
  func testFixLeavesSuppressedFindingsAlone() throws {
    let code = """
      struct V: View {
          @State var count = 0 // bindinglint:disable:this non_private_state
          var body: some View { EmptyView() }
      }

      """
    let project = try makeProject(["A.swift": code])
    let result = try run(CLITests.enableFlagged + ["--fix", "--enable", "unused_suppression", "A.swift"], in: project)
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    XCTAssertEqual(try String(contentsOfFile: project + "/A.swift", encoding: .utf8), code)
  }

  func testUnknownIDDoesNotStopTheValidOnesOrHideTheDiagnostic() throws {
    let code = """
      struct V: View {
          // bindinglint:disable:next non_private_stat
          @State var typo = 0
          // bindinglint:disable:next reference_type_stat, non_private_state
          @State var half = 0
          var body: some View { EmptyView() }
      }

      """
    XCTAssertEqual(try diagnostics(["A.swift": code]), [
      "./A.swift:2: invalid_suppression", "./A.swift:3: non_private_state", "./A.swift:4: invalid_suppression",
    ])
  }

  func testDisableWithoutRuleDoesNotMeanAll() throws {
    let code = """
      struct V: View {
          // bindinglint:disable
          @State var count = 0
          var body: some View { EmptyView() }
      }

      """
    XCTAssertEqual(try diagnostics(["A.swift": code]), ["./A.swift:2: invalid_suppression", "./A.swift:3: non_private_state"])
  }

  func testRegionsEnableAndOneLineDirectives() throws {
    let code = """
      struct V: View {
          // bindinglint:disable all
          @State var a = 0
          // bindinglint:enable non_private_state
          @State var b = 0
          @State var c = 0 // bindinglint:disable:this non_private_state
          // bindinglint:disable non_private_state
          @State var d = 0
          @State var e = 0 // bindinglint:enable:this non_private_state
          @State var f = 0
          // bindinglint:disable:previous non_private_state
          // bindinglint:enable all
          @State var g = 0
          var body: some View { EmptyView() }
      }

      """
    XCTAssertEqual(try diagnostics(["A.swift": code]), [
      "./A.swift:5: non_private_state", "./A.swift:9: non_private_state", "./A.swift:13: non_private_state",
    ])
  }

  /// A directive may suppress `invalid_suppression` too, like any rule.
  func testInvalidSuppressionCanBeSuppressed() throws {
    let code = """
      // bindinglint:disable invalid_suppression - generated file
      // bindinglint:disable:next no_such_rule
      let a = 1

      """
    XCTAssertEqual(try diagnostics(["A.swift": code]), [])
    XCTAssertEqual(try diagnostics(["A.swift": code], ["--enable", "unused_suppression"]), [], "used, so not unused")
  }

  func testUnusedSuppressionIsOptInAndDecidedAfterTheSecondPass() throws {
    let files = [
      "Remote.swift": """
        struct Remote {
            // bindinglint:disable:next non_private_state
            @State var level = 0
        }
        final class Store {
            // bindinglint:disable:next non_private_state
            @State var notInAView = 0
        }

        """,
      // No rule's trigger: parsed only when the second pass asks about `Remote`.
      "RemoteConformance.swift": "extension Remote: View { var body: some View { EmptyView() } }\n",
      "Plain.swift": "// bindinglint:disable:next manual_binding_in_body\nlet a = 1\n",
    ]
    // `state_outside_view` rightly reports the `@State` in a class; it is not what this test is about.
    let quiet = ["--disable", "state_outside_view"]
    XCTAssertEqual(try diagnostics(files, quiet), [], "off by default")
    XCTAssertEqual(try diagnostics(files, ["--enable", "unused_suppression"] + quiet), [
      "./Plain.swift:1: unused_suppression", "./Remote.swift:6: unused_suppression",
    ])
    XCTAssertEqual(
      try diagnostics(files, ["--enable", "unused_suppression", "--disable", "non_private_state,manual_binding_in_body,state_outside_view"]), [],
      "ids of rules that do not run are not reported")
    let lines = try messages(files, ["--enable", "unused_suppression"])
    XCTAssertTrue(lines.contains("./Plain.swift:1:29: warning: this directive suppresses no 'manual_binding_in_body' diagnostic [unused_suppression]"), lines.joined(separator: "\n"))
  }

  func testUnusedSuppressionCanBeSuppressedAndIgnoresAll() throws {
    let code = """
      // bindinglint:disable:next all
      let a = 1
      // bindinglint:disable:next unused_suppression
      // bindinglint:disable:next non_private_state
      let b = 1
      // bindinglint:disable:next non_private_state, manual_binding_in_body - reason
      let c = 1

      """
    XCTAssertEqual(try diagnostics(["A.swift": code], ["--enable", "unused_suppression"]), [
      "./A.swift:6: unused_suppression", "./A.swift:6: unused_suppression",
    ])
  }

  /// The configuration file turns the rule on like any other, and `--strict` fails on it.
  func testUnusedSuppressionFromConfiguration() throws {
    let files = [
      ".bindinglint.json": #"{ "rules": { "unused_suppression": "error" } }"#,
      "A.swift": "// bindinglint:disable:next non_private_state\nlet a = 1\n",
    ]
    XCTAssertEqual(try diagnostics(files, status: 1), ["./A.swift:1: unused_suppression"])
  }

  /// Directive parsing, below the binary: words, ranges and the reason.
  func testDirectiveWordsAndRanges() {
    let code = "let a = 1 /* bindinglint:disable:this R1,R2 , R3*/\n// bindinglint:enable:next R4 -\n"
    let tree = SyntaxTree(source: SourceFile(path: "T.swift", text: code))
    let directives = SuppressionDirectives(tree: tree)
    XCTAssertEqual(directives.problems, [])
    XCTAssertEqual(directives.directives.map { $0.rules.map(\.text) }, [["R1", "R2", "R3"], ["R4"]])
    let r3 = directives.directives[0].rules[2]
    XCTAssertEqual(String(decoding: Array(code.utf8)[r3.start..<r3.end], as: UTF8.self), "R3")
  }

  /// Random directive-shaped sources (a seeded generator): no crash, and the same report
  /// with one thread and two.
  func testRandomDirectivesLintTheSameWithAnyJobCount() {
    var state: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(bound))
    }
    func pick(_ options: [String]) -> String { options[next(options.count)] }
    func directive() -> String {
      let ids = (0..<next(3)).map { _ in pick(["non_private_state", "reference_type_state", "all", "no_such", "unused_suppression"]) }
      return pick(["//", "// ", "/* ", "/// ", "/** "]) + pick(["bindinglint:", "bindinglint: ", "see bindinglint:"])
        + pick(["disable", "enable", "disable:next", "disable:this", "disable:previous", "disable:prev"]) + " "
        + ids.joined(separator: pick([",", ", ", " "])) + pick(["", " - a reason with all", " -", "\n more text"])
        + pick(["", "*/", " */"])
    }
    func line() -> String {
      switch next(4) {
      case 0: return directive()
      case 1: return "@State var v\(next(100)) = 0" + (next(2) == 0 ? " " + directive() : "")
      case 2: return pick(["struct V\(next(3)): View {", "final class C\(next(3)) {", "}", "var body: some View { EmptyView() }"])
      default: return pick(["", "let s = \"// bindinglint:disable all\"", "/* unterminated", "\r"])
      }
    }
    let rules = RuleRegistry.all
    var seen: [String: Int] = [:]
    for _ in 0..<300 {
      let files = (0..<2).map { index in
        (path: "F\(index).swift", code: (0..<(4 + next(20))).map { _ in line() }.joined(separator: "\n"))
      }
      let one = TestSupport.lint(files, rules: rules, jobs: 1)
      let two = TestSupport.lint(files, rules: rules, jobs: 2)
      XCTAssertEqual(one.diagnostics.map { "\($0.path):\($0.offset):\($0.ruleID)" }, two.diagnostics.map { "\($0.path):\($0.offset):\($0.ruleID)" })
      for diagnostic in one.diagnostics { seen[diagnostic.ruleID, default: 0] += 1 }
    }
    // The inputs reach every kind of outcome this test is about.
    for id in ["invalid_suppression", "unused_suppression", "non_private_state"] {
      XCTAssertGreaterThan(seen[id] ?? 0, 10, "\(id): \(seen)")
    }
  }
}
