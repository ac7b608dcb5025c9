@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import Foundation
import XCTest

/// The command line accepts only what it does: no ignored values, no subcommand linted as a
/// path, help everywhere, `-` for standard input, `--force-exclude`.
final class CLIStrictTests: XCTestCase {
  func testValuesOnSwitchesAreUsageErrorsNamingTheFlag() throws {
    let project = try makeProject(["V.swift": CLITests.flagged])
    let fix = try run(CLITests.enableFlagged + ["--fix=no", "V.swift"], in: project)
    XCTAssertEqual(fix.status, 2)
    XCTAssertEqual(fix.stderr, "error: '--fix' takes no value (got '=no')\n'--fix' is on when given and off when left out\n")
    XCTAssertEqual(try String(contentsOfFile: project + "/V.swift", encoding: .utf8), CLITests.flagged, "--fix=no must not fix")
    XCTAssertEqual(fix.stdout, "")
    for flag in ["--strict=false", "--quiet=0", "--no-color=1", "--color=yes", "--force-exclude=true", "--baseline-prune=no", "--help=x", "--version=x"] {
      let result = try run([flag, "V.swift"], in: project)
      XCTAssertEqual(result.status, 2, flag)
      let name = String(flag[..<flag.firstIndex(of: "=")!])
      XCTAssertTrue(result.stderr.hasPrefix("error: '\(name)' takes no value"), "\(flag): \(result.stderr)")
      XCTAssertEqual(result.stderr.split(separator: "\n").count, 2, "one line and one hint")
    }
    // Empty values are malformed too.
    for arguments in [["--stdin-filename="], ["--stdin-filename", ""], ["--config="], ["--exclude="], ["--format="]] {
      let result = try run(arguments, in: project, stdin: "")
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertTrue(result.stderr.hasPrefix("error: '\(arguments[0].split(separator: "=")[0])' needs a value"), "\(arguments): \(result.stderr)")
    }
    // Options that take values still take them inline.
    XCTAssertEqual(try run(["--format=json", "V.swift"], in: project).status, 0)
  }

  func testHelpAndVersionSubcommandsAreNotPaths() throws {
    let project = try makeProject(["help/A.swift": CLITests.flagged, "version/A.swift": CLITests.flagged])
    let help = try run(["help"], in: project)
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.stdout.hasPrefix("bindinglint \(BindingLintVersion.current):"), help.stdout)
    XCTAssertEqual(help.stdout, try run(["--help"], in: project).stdout)
    let version = try run(["version"], in: project)
    XCTAssertEqual(version.status, 0)
    XCTAssertEqual(version.stdout, "bindinglint \(BindingLintVersion.current)\n")
    XCTAssertTrue(try run(["help", "explain"], in: project).stdout.contains("USAGE: bindinglint explain RULE_ID"))
    let unknown = try run(["help", "explian"], in: project)
    XCTAssertEqual(unknown.status, 2)
    XCTAssertEqual(unknown.stderr, "error: unknown subcommand 'explian'; did you mean 'explain'?\nsee 'bindinglint --help'\n")
    XCTAssertEqual(try run(["version", "extra"], in: project).status, 2)
    // After `lint`, the words are paths again.
    XCTAssertTrue(try run(["lint"] + CLITests.enableFlagged + ["help"], in: project).stdout.contains("help/A.swift:4:5"))
  }

  func testEverySubcommandTakesHelp() throws {
    let project = try makeProject([:])
    let expected: [(arguments: [String], text: String)] = [
      (["rules", "--help"], "USAGE: bindinglint rules"),
      (["explain", "--help"], "USAGE: bindinglint explain RULE_ID"),
      (["explain", "non_private_state", "-h"], "USAGE: bindinglint explain RULE_ID"),
      (["dump-tokens", "--help"], "USAGE: bindinglint dump-tokens"),
      (["lint", "--help"], "USAGE:\n  bindinglint [lint]"),
      (["help", "--help"], "USAGE:\n  bindinglint [lint]"),
      (["version", "--help"], "USAGE: bindinglint version"),
    ]
    for (arguments, text) in expected {
      let result = try run(arguments, in: project)
      XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
      XCTAssertTrue(result.stdout.contains(text), "\(arguments): \(result.stdout)")
    }
    let extra = try run(["rules", "json"], in: project)
    XCTAssertEqual(extra.stderr, "error: 'rules' takes no arguments, only '--format'\nsee 'bindinglint --help'\n")
    let wrong = try run(["explain", "--verbose"], in: project)
    XCTAssertEqual(wrong.status, 2)
    XCTAssertEqual(wrong.stderr, "error: unknown option '--verbose'\nsee 'bindinglint --help'\n")
  }

  func testDashReadsStandardInput() throws {
    let project = try makeProject([:])
    let plain = try run(CLITests.enableFlagged + ["--format", "xcode", "-"], in: project, stdin: CLITests.flagged)
    XCTAssertEqual(plain.status, 0, plain.stderr)
    XCTAssertEqual(plain.stdout, "<stdin>:4:5: warning: '@State' property 'count' should be private [non_private_state]\n")
    let named = try run(CLITests.enableFlagged + ["--format", "xcode", "--stdin-filename", "App/Counter.swift", "-"], in: project, stdin: CLITests.flagged)
    XCTAssertEqual(named.stdout, "App/Counter.swift:4:5: warning: '@State' property 'count' should be private [non_private_state]\n")
    let mixed = try run(CLITests.enableFlagged + ["-", "Other.swift"], in: project, stdin: CLITests.flagged)
    XCTAssertEqual(mixed.status, 2)
    XCTAssertEqual(mixed.stderr, "error: '-' reads standard input; give no other paths with it\nsee 'bindinglint --help'\n")
    // After `--`, `-` is still standard input (a file cannot be named `-` without `./`).
    XCTAssertEqual(try run(CLITests.enableFlagged + ["--format", "xcode", "--", "-"], in: project, stdin: CLITests.flagged).stdout, plain.stdout)
  }

  func testForceExcludeAppliesToExplicitFilesAndStandardInput() throws {
    let project = try makeProject([
      ".bindinglint.json": #"{ "exclude": ["Generated"] }"#,
      "Generated/G.swift": CLITests.flagged,
      "App/A.swift": CLITests.flagged,
    ])
    // Without the flag, explicit files are linted whatever the exclusions say.
    let explicit = try run(CLITests.enableFlagged + ["--format", "xcode", "Generated/G.swift", "App/A.swift"], in: project)
    XCTAssertEqual(explicit.stdout.split(separator: "\n").count, 2)
    // With it, as `git diff --name-only | xargs bindinglint --force-exclude` needs.
    let forced = try run(CLITests.enableFlagged + ["--format", "json", "--force-exclude", "Generated/G.swift", "App/A.swift"], in: project)
    XCTAssertFalse(forced.stdout.contains("Generated/G.swift"), forced.stdout)
    XCTAssertTrue(forced.stdout.contains("App/A.swift"))
    XCTAssertTrue(forced.stdout.contains(#""files": 1"#), forced.stdout)
    let command = try run(CLITests.enableFlagged + ["--format", "xcode", "--force-exclude", "--exclude", "App", "App/A.swift"], in: project)
    XCTAssertEqual(command.stdout, "")
    XCTAssertEqual(command.status, 0)
    // Standard input named as an excluded path: nothing to report; `--fix` echoes it.
    let stdin = try run(CLITests.enableFlagged + ["--format", "json", "--force-exclude", "--stdin-filename", "Generated/G.swift"], in: project, stdin: CLITests.flagged)
    XCTAssertTrue(stdin.stdout.contains(#""files": 0"#), stdin.stdout)
    XCTAssertEqual(stdin.status, 0)
    let echoed = try run(CLITests.enableFlagged + ["--fix", "--force-exclude", "--stdin-filename", "Generated/G.swift"], in: project, stdin: CLITests.flagged)
    XCTAssertEqual(echoed.stdout, CLITests.flagged)
    let unforced = try run(CLITests.enableFlagged + ["--format", "json", "--stdin-filename", "Generated/G.swift"], in: project, stdin: CLITests.flagged)
    XCTAssertTrue(unforced.stdout.contains(#""files": 1"#), unforced.stdout)
  }
}
