@testable import BindingLintEngine
import Foundation
import XCTest

/// The baseline file read in bounds: duplicate keys are errors, counts are bounded (one
/// entry's and the sum of repeated entries'), a large file is read without building a JSON
/// tree, and a summary does not offer fixes for findings the baseline hides.
final class BaselineBoundsTests: XCTestCase {
  func parse(_ text: String) -> Result<Baseline, ConfigError> {
    BaselineFile.parse(Array(text.utf8), path: "b.json", currentDirectory: "/p")
  }

  func message(_ text: String) -> String? {
    guard case .failure(let error) = parse(text) else { return nil }
    return error.rendered.split(separator: "\n").first.map(String.init)
  }

  func testDuplicateKeysAndUnboundedCountsAreErrors() {
    let entry = #"{"file": "a.swift", "rule": "r", "construct": "c""#
    XCTAssertEqual(message(#"{"version": 1, "version": 1, "entries": []}"#),
      #"error: b.json: the baseline is not valid JSON (line 1: duplicate key "version")"#)
    XCTAssertEqual(message(#"{"version": 1, "entries": [\#(entry), "rule": "s"}]}"#),
      #"error: b.json: the baseline is not valid JSON (line 1: duplicate key "rule")"#)
    XCTAssertEqual(message(#"{"version": 1, "entries": [\#(entry), "count": 1000000001}]}"#),
      "error: b.json: 'entries[0].count': 'count' must be at most 1000000000")
    XCTAssertEqual(message(#"{"version": 1, "entries": [\#(entry), "count": 123456789012345678901234567890}]}"#),
      "error: b.json: 'entries[0].count': 'count' must be at most 1000000000")
    XCTAssertEqual(message(#"{"version": 1, "entries": [\#(entry), "count": 1.5}]}"#),
      "error: b.json: 'entries[0].count': 'count' must be a whole number of at least 1")
    XCTAssertEqual(message(#"{"version": 1, "entries": [\#(entry), "extra": [1, {"a": 2}]}]}"#),
      "error: b.json: 'entries[0].extra': unknown key 'extra'")
    XCTAssertEqual(message(#"{"version": 1, "entries": [3]}"#), "error: b.json: 'entries[0]': an entry must be an object")
    XCTAssertEqual(message(#"{"version": {"a": 1}, "entries": []}"#),
      "error: b.json: 'version': unsupported baseline version; this bindinglint reads version 1")

    // Repeated entries of one key (a hand-merged file) add up, to the same bound.
    let big = #"\#(entry), "count": 1000000000}"#
    guard case .success(let summed) = parse(#"{"version": 1, "entries": [\#(big), \#(big), \#(big)]}"#) else { return XCTFail() }
    XCTAssertEqual(summed.counts.values.first, BaselineFile.maximumCount)
  }

  /// A baseline of many entries loads in time linear in its size, through the binary:
  /// 200,000 entries here (a million took 23 s and 745 MB when each entry went through a
  /// JSON tree and a dictionary of its fields; docs/benchmark.md has the release figures). The
  /// file is written a line at a time: the test process stays small (its peak memory is
  /// what a spawned child's `ru_maxrss` starts from, which other tests measure).
  func testALargeBaselineLoadsQuickly() throws {
    let project = try makeProject(["Sources/Counter.swift": CLITests.flagged])
    let path = project + "/big.json"
    XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
    let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    file.write(Data(#"{"version": 1, "entries": ["#.utf8))
    for block in 0..<200 {
      var text = ""
      for index in block * 1000..<(block + 1) * 1000 {
        if index > 0 { text += ",\n" }
        text += #"{"file": "Sources/F\#(index % 500).swift", "rule": "non_private_state", "construct": "@State var v\#(index) = 0"}"#
      }
      file.write(Data(text.utf8))
    }
    file.write(Data("]}".utf8))
    try file.close()
    let start = Date()
    let result = try run(CLITests.enableFlagged + ["--baseline", "big.json", "Sources"], in: project)
    let elapsed = Date().timeIntervalSince(start)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.hasSuffix("1 file, 0 errors, 1 warning\n"), result.stdout)
    XCTAssertLessThan(elapsed, 20, "debug build; the release build reads a million entries in about a second")
    print("a 200,000-entry baseline, debug build: \(String(format: "%.2f", elapsed)) s")
  }

  /// With every finding hidden by the baseline, the summary offers no unsafe fix for them.
  func testTheSummaryDoesNotOfferFixesForHiddenFindings() throws {
    let project = try makeProject(FixSafetyCLITests.files)
    XCTAssertEqual(try run(["--write-baseline", "baseline.json", "Sources"], in: project).status, 0)
    for format in ["text", "json"] {
      let hidden = try run(["--no-color", "--format", format, "--baseline", "baseline.json", "Sources"], in: project)
      XCTAssertEqual(hidden.status, 0, hidden.stderr)
      XCTAssertFalse(hidden.stdout.contains("--unsafe-fixes"), hidden.stdout)
      XCTAssertFalse(hidden.stdout.contains("unsafeFixesWithheld"), hidden.stdout)
      XCTAssertFalse(hidden.stdout.contains("fixable"), hidden.stdout)
    }
    // The whole-report path (standard input) counts the same way.
    let views = FixSafetyCLITests.files["Sources/App/Views.swift"] ?? ""
    let editor = try run(["--no-color", "--baseline", "baseline.json", "--stdin-filename", "Sources/App/Views.swift"], in: project, stdin: views)
    XCTAssertFalse(editor.stdout.contains("--unsafe-fixes"), editor.stdout)
  }
}
