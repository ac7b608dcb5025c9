@testable import BindingLintEngine
import Foundation
import XCTest

/// Globs in `include`, `exclude` and `--exclude`: `**` crosses folders wherever it stands,
/// `*` and `?` stay within one, and a `*` after `**/` still matches below the first folder
/// (the old matcher kept one backtrack point, which that `*` replaced).
final class GlobTests: XCTestCase {
  func testPatternsMatchAtEveryDepth() {
    let cases: [(String, String, Bool)] = [
      ("**/*.swift", "Row.swift", true),
      ("**/*.swift", "Sources/Row.swift", true),
      ("**/*.swift", "Sources/Feature/Row.swift", true),
      ("**/*.swift", "Sources/Feature/Row.txt", false),
      ("Sources/**/*.swift", "Sources/Row.swift", true),
      ("Sources/**/*.swift", "Sources/Feature/Row.swift", true),
      ("Sources/**/*.swift", "Sources/A/B/C/Row.swift", true),
      ("Sources/**/*.swift", "Tests/Feature/Row.swift", false),
      ("**/*w.swift", "Sources/Feature/Row.swift", true),
      ("**/*w.swift", "Sources/Feature/Rows.swift", false),
      ("**/Generated/**", "Sources/Generated/A/B.swift", true),
      ("**/Generated/**", "Generated/B.swift", true),
      ("**/Generated/**", "Sources/NotGenerated/B.swift", false),
      ("Sources/*.swift", "Sources/Row.swift", true),
      ("Sources/*.swift", "Sources/Feature/Row.swift", false),
      ("Sources/?ow.swift", "Sources/Row.swift", true),
      ("Sources/?ow.swift", "Sources/Feature/ow.swift", false),
      ("Sources/**.swift", "Sources/A/B.swift", true),
      ("a*b*c", "a/b/c", false),
      ("a*b*c", "x/axbyc/z", true),
      ("x/a*b*c", "x/axxbyyc", true),
      ("x/a*b*c", "x/axx/byyc", false),
      ("./Sources/*.swift", "./Sources/Row.swift", true),
      // A folder pattern matches what is beneath it; a bare name any component.
      ("Sources/Generated", "Sources/Generated/Deep/File.swift", true),
      ("Generated", "Sources/Generated/File.swift", true),
      ("*.swift", "Sources/Feature/Row.swift", true),
      ("Row.swift", "Sources/row.swift", false),
    ]
    for (pattern, path, expected) in cases {
      XCTAssertEqual(Glob(pattern).matches(path), expected, "\(pattern) vs \(path)")
    }
  }

  /// No backtracking blow-up: each byte of the path is looked at once per live position.
  func testAdversarialPatternsStayFast() {
    let pattern = String(repeating: "*a", count: 200) + "b"
    let path = String(repeating: "a", count: 4000)
    let start = Date()
    XCTAssertFalse(Glob(pattern).matches(path))
    XCTAssertFalse(Glob("x/" + String(repeating: "**/", count: 100) + "y").matches("x/" + String(repeating: "a/", count: 2000)))
    XCTAssertLessThan(Date().timeIntervalSince(start), 5)
  }

  /// Through the binary: a CI gate must lint what its configuration names.
  func testDoubleStarGlobsSelectFilesInSubfolders() throws {
    let files = [
      "Sources/Feature/Row.swift": CLITests.flagged.replacingOccurrences(of: "Counter", with: "Row"),
      "Sources/Counter.swift": CLITests.flagged,
    ]
    func linted(_ configuration: String, _ arguments: [String] = []) throws -> [String] {
      let root = try makeProject(files.merging([".bindinglint.json": configuration]) { $1 })
      let result = try run(["--format", "xcode", "--allow-no-files"] + CLITests.enableFlagged + arguments + ["."], in: root)
      return result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
    }
    XCTAssertEqual(try linted(#"{"include": ["**/*.swift"]}"#), ["./Sources/Counter.swift", "./Sources/Feature/Row.swift"])
    XCTAssertEqual(try linted(#"{"include": ["Sources/**/*.swift"]}"#), ["./Sources/Counter.swift", "./Sources/Feature/Row.swift"])
    XCTAssertEqual(try linted(#"{"exclude": ["**/*.swift"]}"#), [])
    XCTAssertEqual(try linted("{}", ["--exclude", "**/*w.swift"]), ["./Sources/Counter.swift"])
  }
}
