import BindingLintTestSupport
import Foundation
import XCTest

/// Small frictions of the command line, through the binary: a reader that closes the
/// pipe early (`| head`), a mistyped subcommand, JSON with comments in the configuration,
/// "did you mean" for a rule id there, and duplicate keys.
final class CLIFrictionTests: XCTestCase {
  /// Runs the binary with standard output a pipe whose reading end is already closed, as
  /// `bindinglint … | head -1` leaves it once `head` has its line.
  func runIntoClosedPipe(_ arguments: [String], in directory: String) throws -> (status: Int32, stderr: String) {
    let binary = try XCTUnwrap(CLIBinary.path)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try out.fileHandleForReading.close()
    try process.run()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: errors, as: UTF8.self))
  }

  /// SPEC §2: a closed output pipe ends the run quietly, with the exit status a complete
  /// output would have had — so a `pipefail` step piping into `head` passes when the lint
  /// passes, and still fails when it fails.
  func testAClosedOutputPipeEndsTheRunQuietly() throws {
    var files: [String: String] = [:]
    for index in 0..<40 { files["Sources/V\(index).swift"] = CLITests.flagged.replacingOccurrences(of: "Counter", with: "V\(index)") }
    let root = try makeProject(files)
    let warnings = try runIntoClosedPipe(CLITests.enableFlagged + ["Sources"], in: root)
    XCTAssertEqual(warnings.stderr, "", "no 'Broken pipe' error")
    XCTAssertEqual(warnings.status, 0, "warnings alone pass, as they would with the whole output read")
    let strict = try runIntoClosedPipe(CLITests.enableFlagged + ["--strict", "--format", "json", "Sources"], in: root)
    XCTAssertEqual(strict.stderr, "")
    XCTAssertEqual(strict.status, 1, "a failing lint still fails the step")
    let help = try runIntoClosedPipe(["rules"], in: root)
    XCTAssertEqual(help.stderr, "")
    XCTAssertEqual(help.status, 0)
  }

  func testAMistypedSubcommandIsNamedUnlessSuchAPathExists() throws {
    let root = try makeProject(["A.swift": "let a = 1\n"])
    let typo = try run(["lnt"], in: root)
    XCTAssertEqual(typo.status, 2)
    XCTAssertTrue(typo.stderr.hasPrefix("error: unknown command 'lnt'; did you mean 'lint'?\n"), typo.stderr)
    XCTAssertEqual(typo.stdout, "")
    XCTAssertEqual(try run(["ruels"], in: root).stderr.hasPrefix("error: unknown command 'ruels'; did you mean 'rules'?"), true)
    // Not a near miss of a command: a missing path, as before.
    let missing = try run(["app"], in: root)
    XCTAssertTrue(missing.stdout.contains("app: error: no such file or directory"), missing.stdout)
    // A real folder of that name is linted.
    let folder = try makeProject(["lnt/Counter.swift": CLITests.flagged])
    let linted = try run(CLITests.enableFlagged + ["--format", "xcode", "lnt"], in: folder)
    XCTAssertEqual(linted.status, 0, linted.stderr)
    XCTAssertTrue(linted.stdout.hasPrefix("lnt/Counter.swift:4:5: warning:"), linted.stdout)
  }

  func testTheConfigurationTakesCommentsAndTrailingCommas() throws {
    let root = try makeProject([
      ".bindinglint.json": """
        // Why: the generated code is not ours.
        {
          "exclude": ["Generated/**",], /* for now */
          "rules": {
            "non_private_state": "error", // CI fails on it
          },
        }
        """,
      "Sources/Counter.swift": CLITests.flagged, "Generated/G.swift": CLITests.flagged,
    ])
    let result = try run(["--format", "xcode", "."], in: root)
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertEqual(result.stdout, "./Sources/Counter.swift:4:5: error: '@State' property 'count' should be private [non_private_state]\n")
  }

  func testConfigurationTyposGetSuggestionsAndDuplicateKeysAreErrors() throws {
    let cases: [(String, String)] = [
      (#"{"rules": {"non_privat_state": "off"}}"#, "'rules.non_privat_state': unknown rule or category 'non_privat_state'; did you mean 'non_private_state'?"),
      (#"{"exlude": []}"#, "'exlude': unknown key 'exlude'; did you mean 'exclude'?"),
      (#"{"rules": {"reference_type_state": {"strikt": true}}}"#, "unknown option 'strikt'; did you mean 'strict'?"),
      (#"{"exclude": ["A"], "exclude": ["B"]}"#, "invalid JSON at line 1: duplicate key \"exclude\""),
      (#"{"rules": {"non_private_state": "off", "non_private_state": "error"}}"#, "duplicate key \"non_private_state\""),
      ("{\n  \"a\": \"\\u+041\"\n}", "invalid JSON at line 2: invalid \\u escape"),
    ]
    for (configuration, expected) in cases {
      let root = try makeProject([".bindinglint.json": configuration, "A.swift": CLITests.flagged])
      let result = try run(["."], in: root)
      XCTAssertEqual(result.status, 2, configuration)
      XCTAssertTrue(result.stderr.contains(expected), "\(configuration): \(result.stderr)")
    }
  }
}
