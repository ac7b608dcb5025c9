import Foundation
import XCTest

/// A run left with nothing to lint is an error (exit 2, said on standard error), not a
/// clean pass: a CI step aimed at the wrong folder, or a configuration that excludes
/// everything, must fail. Except when that is what was asked: `--allow-no-files`, or
/// `--force-exclude` with only excluded files named (pre-commit, every staged file
/// excluded by the configuration).
final class NoFilesToLintTests: XCTestCase {
  func testAnEmptyFolderOrAConfigurationThatExcludesEverythingExitsTwo() throws {
    let root = try makeProject(["Sources/Counter.swift": CLITests.flagged, "Empty/.keep": ""])
    let empty = try run(["Empty"], in: root)
    XCTAssertEqual(empty.status, 2)
    XCTAssertEqual(empty.stdout, "0 files, 0 errors, 0 warnings\n")
    XCTAssertTrue(empty.stderr.hasPrefix("error: no Swift files to lint in 'Empty'\n"), empty.stderr)
    XCTAssertTrue(empty.stderr.contains("'--allow-no-files'"), empty.stderr)

    try Data(#"{"exclude": ["Sources"]}"#.utf8).write(to: URL(fileURLWithPath: root + "/.bindinglint.json"))
    let excluded = try run(["--format", "json", "."], in: root)
    XCTAssertEqual(excluded.status, 2)
    XCTAssertTrue(excluded.stderr.contains("error: no Swift files to lint in '.': the configuration ("), excluded.stderr)
    XCTAssertTrue(excluded.stderr.contains(".bindinglint.json) excludes every one"), excluded.stderr)
    XCTAssertTrue(excluded.stdout.contains("\"files\": 0"), "the report is still complete: \(excluded.stdout)")

    let allowed = try run(["--allow-no-files", "."], in: root)
    XCTAssertEqual(allowed.status, 0)
    XCTAssertEqual(allowed.stderr, "")
  }

  /// A path that does not exist is reported as such (exit 2), once.
  func testAMissingPathIsAnErrorOnce() throws {
    let root = try makeProject(["A.swift": "let a = 1\n"])
    let missing = try run(["Nowhere"], in: root)
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(missing.stdout.contains("Nowhere: error: no such file or directory"), missing.stdout)
    XCTAssertFalse(missing.stderr.contains("no Swift files"), missing.stderr)
  }

  /// pre-commit passes the staged files with `--force-exclude`: when the configuration
  /// excludes every one of them, the hook passes; when it excludes some, the rest are
  /// linted.
  func testForceExcludeWithEveryNamedFileExcludedPasses() throws {
    let root = try makeProject([
      ".bindinglint.json": #"{"exclude": ["Generated/**"]}"#,
      "Generated/Model.swift": CLITests.flagged,
      "Sources/Counter.swift": CLITests.flagged,
    ])
    let hook = ["lint", "--strict", "--force-exclude"] + CLITests.enableFlagged
    let allExcluded = try run(hook + ["Generated/Model.swift"], in: root)
    XCTAssertEqual(allExcluded.status, 0, allExcluded.stdout + allExcluded.stderr)
    XCTAssertEqual(allExcluded.stderr, "note: every path given is excluded by the configuration; nothing to lint\n")
    XCTAssertEqual(try run(hook + ["--quiet", "Generated/Model.swift"], in: root).stderr, "")
    let mixed = try run(hook + ["Generated/Model.swift", "Sources/Counter.swift"], in: root)
    XCTAssertEqual(mixed.status, 1, "the file that is not excluded is linted")
    XCTAssertTrue(mixed.stdout.contains("Sources/Counter.swift:4:5"), mixed.stdout)
    XCTAssertFalse(mixed.stdout.contains("Generated"), mixed.stdout)
  }
}
