@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import Foundation
import XCTest

/// `.bindinglint.json` through the real binary: found by walking up, rules re-levelled or
/// turned off, globs relative to the file, and every mistake an exit-2 error naming the key.
final class ConfigurationTests: XCTestCase {
  func project(_ config: String) throws -> String {
    try makeProject([
      ".bindinglint.json": config,
      "Sources/Counter.swift": CLITests.flagged,
      "Sources/Generated/Gen.swift": CLITests.flagged.replacingOccurrences(of: "Counter", with: "Gen"),
      "Tools/sub/.keep": "",
    ])
  }

  func testSeverityExcludeAndDiscoveryFromASubfolder() throws {
    let root = try project(#"{ "rules": { "non_private_state": "error" }, "exclude": ["Sources/Generated"] }"#)
    let result = try run(["--format", "xcode", "../.."], in: root + "/Tools/sub")
    XCTAssertEqual(result.status, 1, "re-levelled to error")
    XCTAssertEqual(result.stdout, "../../Sources/Counter.swift:4:5: error: '@State' property 'count' should be private [non_private_state]\n")
  }

  func testRuleOffAndCommandLineOverride() throws {
    // Its category on, so the rule's "off" is what keeps it quiet (it is off by default).
    let root = try project(#"{ "rules": { "style": "warning", "non_private_state": { "severity": "off" } }, "include": ["Sources/*.swift"] }"#)
    XCTAssertEqual(try run(["--format", "xcode"], in: root).stdout, "")
    let enabled = try run(["--format", "xcode", "--enable", "non_private_state"], in: root)
    XCTAssertEqual(enabled.stdout, "./Sources/Counter.swift:4:5: warning: '@State' property 'count' should be private [non_private_state]\n", "include keeps Generated out; --enable wins over the file")
  }

  func testErrorsNameTheKey() throws {
    let cases: [(String, String)] = [
      (#"{ "rulez": {} }"#, "'rulez': unknown key 'rulez'"),
      (#"{ "rules": { "non_private_stat": "off" } }"#, "'rules.non_private_stat': unknown rule or category 'non_private_stat'"),
      (#"{ "rules": { "non_private_state": { "level": "error" } } }"#, "'rules.non_private_state.level': unknown option 'level'"),
      (#"{ "rules": { "non_private_state": "loud" } }"#, "'rules.non_private_state': invalid value 'loud'"),
      (#"{ "exclude": "Sources" }"#, "'exclude': 'exclude' must be an array of glob strings"),
      (#"{ "rules": "#, "invalid JSON at line 1"),
    ]
    for (config, expected) in cases {
      let root = try project(config)
      let result = try run(["."], in: root)
      XCTAssertEqual(result.status, 2, config)
      XCTAssertTrue(result.stderr.contains(expected), "\(config): \(result.stderr)")
      XCTAssertEqual(result.stdout, "", "nothing is linted with a broken configuration")
    }
  }

  func testExplicitConfigFlag() throws {
    let root = try project(CLITests.flaggedConfiguration)
    XCTAssertEqual(try run(["--format", "xcode", "--strict"], in: root).status, 1, "the configuration found turns the rule on")
    try Data(#"{ "rules": { "non_private_state": "off" } }"#.utf8).write(to: URL(fileURLWithPath: root + "/strict-off.json"))
    XCTAssertEqual(try run(["--config", "strict-off.json", "--format", "xcode", "--strict"], in: root).status, 0)
    XCTAssertEqual(try run(["--config", "missing.json"], in: root).status, 2)
  }

  func testJSONReaderHandlesNestingEscapesAndErrors() throws {
    let value = try JSONValue.parse(Array(#"{"a": [1, {"b": "x\"\u00e9\n"}, [], {}], "c": null, "d": true}"#.utf8))
    XCTAssertEqual(value, .object([
      ("a", .array([.number(1), .object([("b", .string("x\"é\n"))]), .array([]), .object([])])),
      ("c", .null), ("d", .bool(true)),
    ]))
    XCTAssertThrowsError(try JSONValue.parse(Array(#"{"a": 1,}"#.utf8)))
    XCTAssertThrowsError(try JSONValue.parse(Array("[1 2]".utf8)))
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    XCTAssertThrowsError(try JSONValue.parse(Array(deep.utf8)), "absurd nesting is refused, not built")
    let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    XCTAssertNoThrow(try JSONValue.parse(Array(fine.utf8)))
  }
}
