@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import Foundation
import XCTest

/// `--write-baseline`, `--baseline`, `--baseline-prune` and the configuration's `baseline`,
/// through the real binary: entries match by file, rule and construct text, never by line.
final class BaselineTests: XCTestCase {
  static let view = """
    import SwiftUI

    struct Counter: View {
        @State var count = 0
        var body: some View { Text("\\(count)") }
    }

    """

  func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  func testBaselineSurvivesLinesInsertedAboveTheFinding() throws {
    let project = try makeProject(["Sources/Counter.swift": Self.view])
    let recorded = try run(CLITests.enableFlagged + ["--write-baseline", "baseline.json", "--strict", "Sources"], in: project)
    XCTAssertEqual(recorded.status, 0, "recording hides what it records")
    XCTAssertEqual(recorded.stdout, "1 file, 0 errors, 0 warnings, 1 hidden by the baseline\n")
    XCTAssertEqual(recorded.stderr, "recorded 1 finding in baseline.json\n")
    XCTAssertEqual(try read(project + "/baseline.json"), """
      {
        "version": 1,
        "entries": [
          {"file": "Sources/Counter.swift", "rule": "non_private_state", "construct": "@State var count = 0"}
        ]
      }

      """)

    let moved = Self.view.replacingOccurrences(of: "struct Counter", with: "// A counter.\n\n/// Counts.\nstruct Counter")
      .replacingOccurrences(of: "    @State var count = 0", with: "    @State\n      var count  =  0")
    try write(moved, to: project + "/Sources/Counter.swift")
    let hidden = try run(CLITests.enableFlagged + ["--baseline", "baseline.json", "--strict", "Sources"], in: project)
    XCTAssertEqual(hidden.status, 0, hidden.stdout)
    XCTAssertEqual(hidden.stdout, "1 file, 0 errors, 0 warnings, 1 hidden by the baseline\n")
    XCTAssertEqual(hidden.stderr, "")
    let without = try run(CLITests.enableFlagged + ["--strict", "Sources"], in: project)
    XCTAssertEqual(without.status, 1, "the finding is still there, on line 7 now")
    XCTAssertTrue(without.stdout.hasPrefix("Sources/Counter.swift:7:5: warning:"), without.stdout)
  }

  func testNewFindingsEditedConstructsAndGrownGroupsAreReported() throws {
    let project = try makeProject(["Sources/Counter.swift": Self.view])
    XCTAssertEqual(try run(CLITests.enableFlagged + ["--write-baseline", "baseline.json", "Sources"], in: project).status, 0)
    let grown = Self.view + """
      struct Other: View {
          @State var count = 0
          @State var label = ""
          var body: some View { Text(label) }
      }

      """
    try write(grown, to: project + "/Sources/Counter.swift")
    let result = try run(CLITests.enableFlagged + ["--baseline", "baseline.json", "--format", "xcode", "--strict", "Sources"], in: project)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stdout, """
      Sources/Counter.swift:8:5: warning: '@State' property 'count' should be private [non_private_state]
      Sources/Counter.swift:9:5: warning: '@State' property 'label' should be private [non_private_state]

      """, "the first 'count' is the recorded one; the second grows its group and is reported")

    try write(Self.view.replacingOccurrences(of: "count = 0", with: "count = 1"), to: project + "/Sources/Counter.swift")
    let edited = try run(CLITests.enableFlagged + ["--baseline", "baseline.json", "--format", "json", "--strict", "Sources"], in: project)
    XCTAssertEqual(edited.status, 1, "an edit to the construct itself makes it a new finding")
    XCTAssertTrue(edited.stderr.contains("note: 1 entry in baseline.json no longer matches a finding"), edited.stderr)
  }

  func testJSONSummaryCountsHiddenFindings() throws {
    let project = try makeProject(["Sources/Counter.swift": Self.view])
    XCTAssertEqual(try run(CLITests.enableFlagged + ["--write-baseline", "baseline.json", "Sources"], in: project).status, 0)
    let result = try run(CLITests.enableFlagged + ["--baseline", "baseline.json", "--format", "json", "Sources"], in: project)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(object["summary"] as? [String: Int], ["files": 1, "errors": 0, "warnings": 0, "hiddenByBaseline": 1])
    XCTAssertEqual((object["diagnostics"] as? [Any])?.count, 0)
  }

  func testStaleEntriesAreNotedAndPruned() throws {
    let project = try makeProject(["Sources/Counter.swift": Self.view, "Sources/Gone.swift": Self.view.replacingOccurrences(of: "Counter", with: "Gone")])
    XCTAssertEqual(try run(CLITests.enableFlagged + ["--write-baseline", "baseline.json", "Sources"], in: project).status, 0)
    try FileManager.default.removeItem(atPath: project + "/Sources/Gone.swift")
    try write(Self.view.replacingOccurrences(of: "@State var", with: "@State private var"), to: project + "/Sources/Counter.swift")

    let noted = try run(CLITests.enableFlagged + ["--baseline", "baseline.json", "Sources"], in: project)
    XCTAssertEqual(noted.status, 0)
    XCTAssertEqual(noted.stderr, "note: 2 entries in baseline.json no longer match a finding; '--baseline-prune' removes them\n")
    let before = try read(project + "/baseline.json")

    let pruned = try run(CLITests.enableFlagged + ["--baseline", "baseline.json", "--baseline-prune", "Sources"], in: project)
    XCTAssertEqual(pruned.status, 0)
    XCTAssertEqual(pruned.stderr, """
      removed 2 stale entries from baseline.json:
        Sources/Counter.swift: non_private_state: @State var count = 0
        Sources/Gone.swift: non_private_state: @State var count = 0

      """)
    XCTAssertNotEqual(try read(project + "/baseline.json"), before)
    XCTAssertEqual(try read(project + "/baseline.json"), "{\n  \"version\": 1,\n  \"entries\": []\n}\n")
    let again = try run(CLITests.enableFlagged + ["--baseline", "baseline.json", "--baseline-prune", "Sources"], in: project)
    XCTAssertEqual(again.stderr, "baseline.json has no stale entries\n")
  }

  func testEntriesForFilesNotLintedThisRunAreKept() throws {
    let project = try makeProject(["A/Counter.swift": Self.view, "B/Counter.swift": Self.view])
    XCTAssertEqual(try run(CLITests.enableFlagged + ["--write-baseline", "baseline.json", "."], in: project).status, 0)
    let onlyA = try run(CLITests.enableFlagged + ["--baseline", "baseline.json", "--baseline-prune", "--strict", "A"], in: project)
    XCTAssertEqual(onlyA.status, 0)
    XCTAssertEqual(onlyA.stderr, "baseline.json has no stale entries\n", "B was not linted, so its entry is not stale")
    XCTAssertTrue(try read(project + "/baseline.json").contains("\"B/Counter.swift\""))
  }

  func testRepeatedConstructsAreCounted() throws {
    let twice = Self.view + Self.view.replacingOccurrences(of: "Counter", with: "Second").replacingOccurrences(of: "import SwiftUI\n", with: "")
    let project = try makeProject(["Sources/Counter.swift": twice])
    XCTAssertEqual(try run(CLITests.enableFlagged + ["--write-baseline", "baseline.json", "Sources"], in: project).status, 0)
    XCTAssertTrue(try read(project + "/baseline.json").contains("\"construct\": \"@State var count = 0\", \"count\": 2}"))
    XCTAssertEqual(try run(CLITests.enableFlagged + ["--baseline", "baseline.json", "--strict", "Sources"], in: project).status, 0)
  }

  func testPathsMatchHoweverTheyAreTypedAndTheFileIsTheSameForAnyJobs() throws {
    let project = try makeProject(["Sources/Counter.swift": Self.view, "Sources/Other.swift": Self.view.replacingOccurrences(of: "Counter", with: "Other")])
    XCTAssertEqual(try run(CLITests.enableFlagged + ["--write-baseline", "one.json", "--jobs", "1", "Sources"], in: project).status, 0)
    XCTAssertEqual(try run(CLITests.enableFlagged + ["--write-baseline", "two.json", "--jobs", "2", "./Sources/"], in: project).status, 0)
    XCTAssertEqual(try read(project + "/one.json"), try read(project + "/two.json"))
    let absolute = try run(CLITests.enableFlagged + ["--baseline", project + "/one.json", "--strict", project + "/Sources/Other.swift", "Sources/../Sources/Counter.swift"], in: project)
    XCTAssertEqual(absolute.status, 0, absolute.stdout)
    XCTAssertEqual(absolute.stdout, "2 files, 0 errors, 0 warnings, 2 hidden by the baseline\n")
  }

  func testConfigurationBaselineWorksFromAnyDirectory() throws {
    let project = try makeProject([
      ".bindinglint.json": #"{ "baseline": "lint/baseline.json" }"#,
      "App/Sources/Counter.swift": Self.view,
      "lint/.keep": "",
    ])
    XCTAssertEqual(try run(CLITests.enableFlagged + ["--write-baseline", "lint/baseline.json", "App"], in: project).status, 0)
    XCTAssertTrue(try read(project + "/lint/baseline.json").contains("\"file\": \"../App/Sources/Counter.swift\""))
    let fromRoot = try run(CLITests.enableFlagged + ["--strict", "App"], in: project)
    XCTAssertEqual(fromRoot.status, 0, fromRoot.stdout + fromRoot.stderr)
    let fromSources = try run(CLITests.enableFlagged + ["--strict", "Counter.swift"], in: project + "/App/Sources")
    XCTAssertEqual(fromSources.status, 0, fromSources.stdout + fromSources.stderr)
    XCTAssertEqual(fromSources.stdout, "1 file, 0 errors, 0 warnings, 1 hidden by the baseline\n")
    let stdin = try run(CLITests.enableFlagged + ["--strict", "--stdin-filename", "App/Sources/Counter.swift"], in: project, stdin: Self.view)
    XCTAssertEqual(stdin.status, 0, "an editor sees what CI sees")
    let explicit = try run(CLITests.enableFlagged + ["--strict", "--baseline", "none.json", "App"], in: project)
    XCTAssertEqual(explicit.status, 2, "--baseline wins over the configuration")
  }

  func testMissingOrMalformedBaselineIsAnError() throws {
    let project = try makeProject([
      "Sources/Counter.swift": Self.view,
      "bad.json": "{ \"version\": 1, \"entries\": [",
      "old.json": #"{ "version": 2, "entries": [] }"#,
      "entry.json": #"{ "version": 1, "entries": [ { "file": "a.swift", "rule": "non_private_state" } ] }"#,
      "count.json": #"{ "version": 1, "entries": [ { "file": "a", "rule": "r", "construct": "c", "count": 0 } ] }"#,
    ])
    let cases: [(String, String)] = [
      ("missing.json", "error: missing.json: cannot read the baseline file: No such file or directory\n"),
      ("bad.json", "error: bad.json: the baseline is not valid JSON"),
      ("old.json", "error: old.json: 'version': unsupported baseline version; this bindinglint reads version 1\n"),
      ("entry.json", "error: entry.json: 'entries[0]': the entry has no 'construct'\n"),
      ("count.json", "error: count.json: 'entries[0].count': 'count' must be a whole number of at least 1\n"),
    ]
    for (file, message) in cases {
      let result = try run(["--baseline", file, "Sources"], in: project)
      XCTAssertEqual(result.status, 2, file)
      XCTAssertEqual(result.stdout, "", file)
      XCTAssertTrue(result.stderr.hasPrefix(message), result.stderr)
    }
    let configured = try makeProject([".bindinglint.json": #"{ "baseline": 3 }"#, "A.swift": Self.view])
    let badKey = try run(["A.swift"], in: configured)
    XCTAssertEqual(badKey.status, 2)
    XCTAssertTrue(badKey.stderr.contains("'baseline': 'baseline' must be the path of a baseline file"), badKey.stderr)
  }

  func testUsageErrors() throws {
    let project = try makeProject(["Sources/Counter.swift": Self.view])
    let both = try run(["--write-baseline", "b.json", "--baseline-prune", "Sources"], in: project)
    XCTAssertEqual(both.status, 2)
    XCTAssertTrue(both.stderr.hasPrefix("error: '--baseline-prune' and '--write-baseline' both rewrite the baseline"), both.stderr)
    let noBaseline = try run(["--baseline-prune", "Sources"], in: project)
    XCTAssertEqual(noBaseline.status, 2)
    XCTAssertTrue(noBaseline.stderr.hasPrefix("error: '--baseline-prune' needs a baseline"), noBaseline.stderr)
    let stdin = try run(["--write-baseline", "b.json", "--stdin-filename", "A.swift"], in: project, stdin: Self.view)
    XCTAssertEqual(stdin.status, 2)
    XCTAssertFalse(FileManager.default.fileExists(atPath: project + "/b.json"))
    let unwritable = try run(["--write-baseline", "no/such/dir/b.json", "Sources"], in: project)
    XCTAssertEqual(unwritable.status, 2)
    XCTAssertTrue(unwritable.stderr.contains("error: no/such/dir/b.json: cannot write the baseline file"), unwritable.stderr)
  }

  /// `--fix` fixes what it safely can, baseline or not; the entries of fixed findings go stale.
  func testFixAppliesToBaselinedFindings() throws {
    let project = try makeProject(["Sources/Counter.swift": Self.view])
    XCTAssertEqual(try run(CLITests.enableFlagged + ["--write-baseline", "baseline.json", "Sources"], in: project).status, 0)
    let fixed = try run(CLITests.enableFlagged + ["--baseline", "baseline.json", "--fix", "Sources"], in: project)
    XCTAssertEqual(fixed.status, 0)
    XCTAssertTrue(try read(project + "/Sources/Counter.swift").contains("@State private var count = 0"))
    XCTAssertEqual(fixed.stderr, "fixed 1 issue in 1 file\nnote: 1 entry in baseline.json no longer matches a finding; '--baseline-prune' removes them\n")
  }

  func testConstructTextIsNormalizedBoundedAndStable() {
    let code = Array("x\t@State\r\n   var  a = 0 \n y".utf8)
    XCTAssertEqual(BaselineConstruct.text(code, from: 1, to: code.count - 1), "@State var a = 0")
    let wrapped = Array("Binding(\n  get: { a[ 0 ] },\n  set: { _ in }\n)".utf8)
    XCTAssertEqual(BaselineConstruct.text(wrapped, from: 0, to: wrapped.count), "Binding(get: { a[0] }, set: { _ in })")
    XCTAssertEqual(BaselineConstruct.text(code, from: 20, to: 5), "", "a reversed range is empty, not a trap")
    XCTAssertEqual(BaselineConstruct.text(code, from: -4, to: 99), "x @State var a = 0 y")
    let long = Array(("Binding(get: { " + String(repeating: "é", count: 60) + " }, set: { _ in })").utf8)
    let text = BaselineConstruct.text(long, from: 0, to: long.count)
    XCTAssertEqual(text.utf8.count, 79 + "… #".utf8.count + 16, "80 bytes would split an 'é'")
    XCTAssertTrue(text.hasSuffix("… #d241b8a2146d1c91"), text)
    XCTAssertEqual(BaselineConstruct.fnv1a(Array("a".utf8)), 0xaf63_dc4c_8601_ec8c, "FNV-1a's published value")
  }
}
