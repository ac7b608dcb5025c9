import Foundation
import XCTest

/// SPEC §4: no output file is written through a symbolic link the user did not name, and a
/// folder walk does not follow a link out of the linted tree. A repository can commit
/// `.bindinglint-baseline.json` as a link to another project's file (docs/ci.md's adoption step
/// writes exactly that name), or a folder link to a sibling checkout that `--fix .` would
/// then rewrite.
final class LinkSafetyTests: XCTestCase {
  func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  func testTheBaselineIsNeverWrittenThroughALink() throws {
    let outside = try makeProject(["victim.json": "precious\n", "dir/.keep": ""])
    let root = try makeProject(["Sources/Counter.swift": CLITests.flagged])
    XCTAssertEqual(symlink(outside + "/victim.json", root + "/.bindinglint-baseline.json"), 0)
    let written = try run(CLITests.enableFlagged + ["--write-baseline", ".bindinglint-baseline.json", "Sources"], in: root)
    XCTAssertEqual(written.status, 2)
    XCTAssertTrue(written.stderr.contains(
      "error: .bindinglint-baseline.json: .bindinglint-baseline.json is a symbolic link (to \(outside)/victim.json); the baseline is not written through links"),
      written.stderr)
    XCTAssertEqual(try contents(outside + "/victim.json"), "precious\n")

    // A linked folder on the way is a link too.
    XCTAssertEqual(symlink(outside + "/dir", root + "/linked"), 0)
    let throughFolder = try run(CLITests.enableFlagged + ["--write-baseline", "linked/baseline.json", "Sources"], in: root)
    XCTAssertEqual(throughFolder.status, 2)
    XCTAssertFalse(FileManager.default.fileExists(atPath: outside + "/dir/baseline.json"))

    // Pruning the configured baseline rewrites it: not through a link either.
    try Data(#"{"version": 1, "entries": [{"file": "Sources/Gone.swift", "rule": "non_private_state", "construct": "x"}]}"#.utf8)
      .write(to: URL(fileURLWithPath: outside + "/victim.json"))
    try Data(#"{"baseline": ".bindinglint-baseline.json"}"#.utf8).write(to: URL(fileURLWithPath: root + "/.bindinglint.json"))
    let pruned = try run(CLITests.enableFlagged + ["--baseline-prune", "Sources"], in: root)
    XCTAssertEqual(pruned.status, 2, pruned.stderr)
    XCTAssertTrue(try contents(outside + "/victim.json").contains("Gone.swift"), "the file behind the link is untouched")

    // Naming the real file writes it.
    let named = try run(CLITests.enableFlagged + ["--write-baseline", outside + "/victim.json", "Sources"], in: root)
    XCTAssertEqual(named.status, 0, named.stderr)
    XCTAssertTrue(try contents(outside + "/victim.json").contains("non_private_state"))
  }

  func testAWalkDoesNotLeaveTheTreeThroughALinkButANamedLinkIsFollowed() throws {
    let outside = try makeProject(["Other/V.swift": CLITests.flagged, "Single.swift": CLITests.flagged])
    let root = try makeProject(["Sources/Counter.swift": CLITests.flagged, "Sources/Inner/W.swift": CLITests.flagged])
    XCTAssertEqual(symlink(outside + "/Other", root + "/Sources/Vendored"), 0)
    XCTAssertEqual(symlink(outside + "/Single.swift", root + "/Sources/Single.swift"), 0)
    XCTAssertEqual(symlink("Inner", root + "/Sources/Alias"), 0)  // inside the tree: followed (once)

    let fixed = try run(CLITests.enableFlagged + ["--fix", "."], in: root)
    XCTAssertEqual(fixed.status, 0, fixed.stderr)
    XCTAssertEqual(try contents(outside + "/Other/V.swift"), CLITests.flagged, "another project's file is not rewritten")
    XCTAssertEqual(try contents(outside + "/Single.swift"), CLITests.flagged)
    XCTAssertTrue(try contents(root + "/Sources/Counter.swift").contains("@State private var count"))
    XCTAssertTrue(try contents(root + "/Sources/Inner/W.swift").contains("@State private var count"))
    XCTAssertTrue(fixed.stderr.contains(
      "note: ./Sources/Single.swift: not followed: a symbolic link out of the linted folder (to \(outside)/Single.swift)"), fixed.stderr)
    XCTAssertTrue(fixed.stderr.contains("note: ./Sources/Vendored: not followed"), fixed.stderr)
    XCTAssertTrue(fixed.stderr.contains("fixed 2 issues in 2 files"), fixed.stderr)

    // Named on the command line, a link is the user's choice: linted and fixed.
    let named = try run(CLITests.enableFlagged + ["--fix", "Sources/Vendored/V.swift"], in: root)
    XCTAssertEqual(named.status, 0, named.stderr)
    XCTAssertTrue(try contents(outside + "/Other/V.swift").contains("@State private var count"))
  }
}
