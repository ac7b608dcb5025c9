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

/// `--format sarif` as GitHub code scanning needs it (issue 8 item 7), through the real
/// binary: valid against the SARIF 2.1.0 schema, UTF-16 columns on every line of a region,
/// RFC 3986 URIs relative to `%SRCROOT%`, stable line fingerprints, per-rule `helpUri`.
final class SARIFTests: XCTestCase {
  /// Non-ASCII before both ends of a two-line region, so byte and UTF-16 columns differ.
  static let multiByte = """
    import SwiftUI
    struct V: View {
      @State var é😀 = 0
      var body: some View {
        Stepper("😀", value: Binding(get: { é😀 },
          set: { v in é😀 = v /* 😀 */ }))
      }
    }

    """

  static let twoIdenticalLines = """
    import SwiftUI
    struct A: View {
      @State var count = 0
      var body: some View { Text("") }
    }
    struct B: View {
      @State var count = 0
      var body: some View { Text("") }
    }

    """

  /// SARIF of a run with `non_private_state` on (it is off by default): most findings of
  /// the fixtures above are its.
  func sarif(_ arguments: [String], in project: String) throws -> (text: String, object: [String: Any]) {
    let result = try run(CLITests.enableFlagged + ["--format", "sarif"] + arguments, in: project)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
    return (result.stdout, object)
  }

  func results(_ object: [String: Any]) throws -> [[String: Any]] {
    let run = try XCTUnwrap((object["runs"] as? [[String: Any]])?.first)
    return try XCTUnwrap(run["results"] as? [[String: Any]])
  }

  func physicalLocation(_ result: [String: Any]) throws -> [String: Any] {
    let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first)
    return try XCTUnwrap(location["physicalLocation"] as? [String: Any])
  }

  func testOutputValidatesAgainstTheSARIFSchema() throws {
    let project = try makeProject([
      "c:d é.swift": Self.multiByte, "Sub/a#b?c%[1].swift": Self.twoIdenticalLines,
    ])
    try FileManager.default.createDirectory(atPath: project + "/Bad", withIntermediateDirectories: true)
    try Data([0xFF, 0xFE]).write(to: URL(fileURLWithPath: project + "/Bad/Invalid.swift"))
    let output = try sarif([".", project + "/Sub", "missing.swift"], in: project)
    XCTAssertFalse(try results(output.object).isEmpty)
    let document = project + "/out.sarif"
    try Data(output.text.utf8).write(to: URL(fileURLWithPath: document))
    let problems = try validate(document)
    XCTAssertEqual(problems, [])

    // The validator can fail: the same document with a column of 0 is rejected.
    let broken = project + "/broken.sarif"
    try Data(output.text.replacingOccurrences(of: "\"startColumn\": 3,", with: "\"startColumn\": 0,").utf8)
      .write(to: URL(fileURLWithPath: broken))
    let brokenProblems = try validate(broken)
    XCTAssertNotEqual(brokenProblems, [])
  }

  func testColumnsAreUTF16CodeUnitsOnEveryLineOfARegion() throws {
    let project = try makeProject(["V.swift": Self.multiByte])
    let regions = try results(try sarif(["V.swift"], in: project).object).map { result in
      try XCTUnwrap(try physicalLocation(result)["region"] as? [String: Int])
    }
    // JSON keeps UTF-8 byte columns (3…24 and 28…43); SARIF counts UTF-16 units.
    XCTAssertEqual(regions, [
      ["startLine": 3, "startColumn": 3, "endLine": 3, "endColumn": 21],
      ["startLine": 5, "startColumn": 26, "endLine": 6, "endColumn": 38],
    ])
    let run = try XCTUnwrap((try sarif(["V.swift"], in: project).object["runs"] as? [[String: Any]])?.first)
    XCTAssertEqual(run["columnKind"] as? String, "utf16CodeUnits")
  }

  func testURIsArePercentEncodedAndRelativeToSourceRoot() throws {
    // Three files: one path spelled twice would be linted once (files are deduplicated).
    let project = try makeProject([
      "c:d é.swift": Self.multiByte, "Sub/a#b?c%[1].swift": Self.twoIdenticalLines, "Abs/a#b?c%[1].swift": Self.twoIdenticalLines,
    ])
    let output = try sarif(["c:d é.swift", "./Sub/a#b?c%[1].swift", project + "/Abs/a#b?c%[1].swift"], in: project)
    let locations = try results(output.object).map { try XCTUnwrap(try physicalLocation($0)["artifactLocation"] as? [String: String]) }
    XCTAssertEqual(Set(locations), [
      ["uri": "./c:d%20%C3%A9.swift", "uriBaseId": "%SRCROOT%"],
      ["uri": "Sub/a%23b%3Fc%25%5B1%5D.swift", "uriBaseId": "%SRCROOT%"],
      ["uri": "file://" + project.replacingOccurrences(of: " ", with: "%20") + "/Abs/a%23b%3Fc%25%5B1%5D.swift"],
    ])
    let run = try XCTUnwrap((output.object["runs"] as? [[String: Any]])?.first)
    let bases = try XCTUnwrap(run["originalUriBaseIds"] as? [String: [String: String]])
    let root = try XCTUnwrap(bases["%SRCROOT%"]?["uri"])
    XCTAssertTrue(root.hasPrefix("file:///") && root.hasSuffix("/"), root)
    XCTAssertTrue(root.hasSuffix((project as NSString).lastPathComponent + "/"), root)
  }

  func testFingerprintsAreStableAndTellIdenticalLinesApart() throws {
    let project = try makeProject(["V.swift": Self.twoIdenticalLines, "W.swift": "// a comment\n\n" + Self.twoIdenticalLines])
    let all = try results(try sarif(["V.swift", "W.swift"], in: project).object)
    let fingerprints = all.map { ($0["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"] ?? "" }
    XCTAssertEqual(fingerprints.count, 4)
    for fingerprint in fingerprints {
      XCTAssertNotNil(fingerprint.wholeMatch(of: /[0-9a-f]{16}:[0-9]+/), fingerprint)
    }
    let hash = fingerprints[0].prefix(16)
    XCTAssertEqual(fingerprints[0], hash + ":1")
    XCTAssertEqual(fingerprints[1], hash + ":2", "the same line content later in the file")
    XCTAssertEqual(Array(fingerprints[2...]), Array(fingerprints[..<2]), "lines added above do not change them")
  }

  func testRulesLinkToTheirPageInDocsRules() throws {
    let project = try makeProject(["V.swift": Self.twoIdenticalLines])
    let run = try XCTUnwrap((try sarif(["V.swift"], in: project).object["runs"] as? [[String: Any]])?.first)
    let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    XCTAssertEqual(driver["informationUri"] as? String, ProjectLinks.repository)
    let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
    XCTAssertEqual(rules.count, RuleRegistry.enabledByDefault.count + 1, "the rules that ran: the defaults and non_private_state")
    XCTAssertTrue(rules.contains { $0["id"] as? String == "non_private_state" })
    for rule in rules {
      let id = try XCTUnwrap(rule["id"] as? String)
      XCTAssertEqual(rule["helpUri"] as? String, ProjectLinks.repository + "/blob/main/docs/rules/\(id).md")
      XCTAssertTrue(FileManager.default.fileExists(atPath: TestSupport.packageRoot + "/docs/rules/\(id).md"),
                    "helpUri of \(id) names a committed page")
    }
  }

  // MARK: - Schema validation

  /// The official SARIF 2.1.0 schema, kept in the repository (Tests/Schemas/README.md says
  /// where it comes from), so that this test runs in any clone.
  static let schemaPath = TestSupport.packageRoot + "/Tests/Schemas/sarif-schema-2.1.0.json"

  /// Schema errors in the SARIF file at `path` (empty when valid).
  func validate(_ path: String) throws -> [String] {
    let validator = try JSONSchemaValidator(schema: Array(Data(contentsOf: URL(fileURLWithPath: Self.schemaPath))))
    return validator.problems(in: try JSONValue.parse(Array(Data(contentsOf: URL(fileURLWithPath: path)))))
  }

  func testTheSchemaValidatorKnowsEveryKeywordAndCatchesWhatItChecks() throws {
    let schema = try Data(contentsOf: URL(fileURLWithPath: Self.schemaPath))
    let validator = try JSONSchemaValidator(schema: Array(schema))
    XCTAssertEqual(validator.unsupportedKeywords, [], "a keyword the validator would skip")
    // The vendored copy is the one its README names (errata 01, OASIS Standard, 2023-08-28).
    XCTAssertEqual(schema.count, 112_768)
    let broken: [(String, String)] = [
      (#"{"version": "2.1.0"}"#, "'runs' is a required property"),
      (#"{"version": "2.0.0", "runs": []}"#, "is not one of the allowed values"),
      (#"{"version": "2.1.0", "runs": [], "extra": 1}"#, "additional property 'extra'"),
      (#"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x", "informationUri": "no scheme"}}}]}"#, "is not a valid uri"),
      (#"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {}}]}]}"#, "matches none of anyOf"),
      (#"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": 7}}}]}"#, "is not of type string"),
    ]
    for (document, problem) in broken {
      let problems = validator.problems(in: try JSONValue.parse(Array(document.utf8)))
      XCTAssertTrue(problems.contains { $0.contains(problem) }, "\(document): \(problems)")
    }
    let minimal = #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": []}]}"#
    XCTAssertEqual(validator.problems(in: try JSONValue.parse(Array(minimal.utf8))), [])
  }
}
