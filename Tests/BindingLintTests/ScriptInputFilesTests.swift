@testable import BindingLintEngine
import BindingLintTestSupport
import Foundation
import XCTest

/// `--use-script-input-files` and `--use-script-input-file-lists` (issue 24 item 3, SPEC §2):
/// exactly the Swift files an Xcode Run Script phase declares are linted, the index covers
/// those and no other, and what cannot be read is an error naming it. The sandbox itself is
/// simulated by Tests/Integration/xcode-sandbox.sh.
final class ScriptInputFilesTests: XCTestCase {
  /// A struct whose `View` conformance is in another file: linted alone, its `@State` is
  /// outside a view; with the extension, it is a view's.
  static let model = "import SwiftUI\n\nstruct Panel {\n    @State private var open = false\n    func toggle() { open.toggle() }\n    var isOpen: Bool { open }\n}\n"
  static let conformance = "import SwiftUI\n\nextension Panel: View {\n    var body: some View { Text(open ? \"a\" : \"b\") }\n}\n"

  func environment(_ values: [String: String]) -> (String) -> String? { { values[$0] } }

  func testAListIsOnePathPerLineWithCommentsBlankLinesAndBuildSettings() throws {
    let list = "# inputs\n$(SRCROOT)/App/A.swift\r\n\n  ${SRCROOT}/App/B.swift  \n$(SRCROOT)/.bindinglint.json\nrelative/C.swift\n"
    let paths = try ScriptInputFiles.paths(inList: Array(list.utf8), named: "l", environment: environment(["SRCROOT": "/p"])).get()
    XCTAssertEqual(paths, ["/p/App/A.swift", "/p/App/B.swift", "/p/.bindinglint.json", "relative/C.swift"])
    XCTAssertEqual(try ScriptInputFiles.paths(inList: Array("a$b$(X)c".utf8), named: "l", environment: environment(["X": "-"])).get(), ["a$b-c"])
  }

  func testAnUnsetOrUnreadableBuildSettingNamesTheListAndTheLine() {
    let cases: [(String, String)] = [
      ("ok.swift\n$(SRCROOT)/A.swift\n", "my.xcfilelist, line 2: '$(SRCROOT)': SRCROOT is not set"),
      ("$(SRCROOT/A.swift\n", "my.xcfilelist, line 1: '$(SRCROOT/A.swift' is not closed"),
      ("$(SRCROOT:dir)/A.swift\n", "my.xcfilelist, line 1: '$(SRCROOT:dir)' is not a build setting this tool can replace"),
    ]
    for (list, message) in cases {
      let result = ScriptInputFiles.paths(inList: Array(list.utf8), named: "my.xcfilelist", environment: environment([:]))
      guard case .failure(let failure) = result else { return XCTFail("\(list) was accepted") }
      XCTAssertEqual(failure.message, message)
    }
  }

  func testOnlySwiftFilesAreLintedOnceEachInOrder() throws {
    let files = try ScriptInputFiles.swiftFiles(variables: true, lists: false, environment: environment([
      "SCRIPT_INPUT_FILE_COUNT": "4", "SCRIPT_INPUT_FILE_0": "/p/B.swift", "SCRIPT_INPUT_FILE_1": "/p/.bindinglint.json",
      "SCRIPT_INPUT_FILE_2": "/p/A.swift", "SCRIPT_INPUT_FILE_3": "/p/B.swift",
    ])).get()
    XCTAssertEqual(files, ["/p/B.swift", "/p/A.swift"])
  }

  // MARK: - Through the binary

  func testTheDeclaredFilesAreLintedAndNothingElse() throws {
    let project = try makeProject([
      "App/Counter.swift": CLITests.flagged, "App/Other.swift": CLITests.flagged.replacingOccurrences(of: "Counter", with: "Other"),
    ])
    let result = try run(CLITests.enableFlagged + ["--format", "xcode", "--use-script-input-files"], in: project, environment: [
      "SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": project + "/App/Counter.swift",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, [project + "/App/Counter.swift"])
  }

  func testTheIndexCoversExactlyTheListedFiles() throws {
    let project = try makeProject(["App/Panel.swift": Self.model, "App/Panel+View.swift": Self.conformance])
    try Data("$(SRCROOT)/App/Panel.swift\n".utf8).write(to: URL(fileURLWithPath: project + "/one.xcfilelist"))
    try Data("$(SRCROOT)/App/Panel.swift\n$(SRCROOT)/App/Panel+View.swift\n".utf8).write(to: URL(fileURLWithPath: project + "/both.xcfilelist"))
    func lint(_ list: String) throws -> CLIRun {
      try run(["--format", "xcode", "--use-script-input-file-lists"], in: project, environment: [
        "SRCROOT": project, "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": list,
      ])
    }
    let alone = try lint("one.xcfilelist")
    XCTAssertTrue(alone.stdout.contains("[state_outside_view]"), "without the extension, Panel is no view: \(alone.stdout)\(alone.stderr)")
    let both = try lint("both.xcfilelist")
    XCTAssertEqual(both.status, 0, both.stderr)
    XCTAssertEqual(both.stdout, "", "with it, Panel is a view and its @State is fine")
  }

  func testWhatCannotBeReadIsAnErrorNamingIt() throws {
    let project = try makeProject(["App/Counter.swift": CLITests.flagged, "empty.xcfilelist": "# nothing\n$(SRCROOT)/Info.plist\n"])
    let cases: [([String], [String: String], String)] = [
      ([], [:], "error: SCRIPT_INPUT_FILE_COUNT is not set\n"),
      ([], ["SCRIPT_INPUT_FILE_COUNT": "2", "SCRIPT_INPUT_FILE_0": "App/Counter.swift"], "error: SCRIPT_INPUT_FILE_1 is not set\n"),
      (["App"], ["SCRIPT_INPUT_FILE_COUNT": "0"], "error: '--use-script-input-files' lints the files the Run Script phase declares; give no paths with it\n"),
    ]
    for (paths, variables, message) in cases {
      let result = try run(["--use-script-input-files"] + paths, in: project, environment: variables)
      XCTAssertEqual(result.status, 2)
      XCTAssertTrue(result.stderr.hasPrefix(message), result.stderr)
    }
    let missing = try run(["--use-script-input-file-lists"], in: project, environment: [
      "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": "gone.xcfilelist",
    ])
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(missing.stderr.hasPrefix("error: gone.xcfilelist (SCRIPT_INPUT_FILE_LIST_0): cannot read the file list: No such file or directory\n"), missing.stderr)
    let empty = try run(["--use-script-input-file-lists"], in: project, environment: [
      "SRCROOT": project, "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": "empty.xcfilelist",
    ])
    XCTAssertEqual(empty.status, 2)
    XCTAssertTrue(empty.stderr.hasPrefix("error: the Run Script phase's input files name no Swift file\n"), empty.stderr)
  }

  func testAnUnreadableConfigurationOrBaselineSaysToDeclareIt() throws {
    let project = try makeProject(["App/Counter.swift": CLITests.flagged, ".bindinglint.json": "{}\n"])
    XCTAssertEqual(chmod(project + "/.bindinglint.json", 0), 0)
    addTeardownBlock { chmod(project + "/.bindinglint.json", 0o644) }
    let variables = ["SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": project + "/App/Counter.swift"]
    let result = try runWithoutPermissionOverride(["--use-script-input-files"], in: project, environment: variables)
    XCTAssertEqual(result.status, 2, result.stdout)
    XCTAssertTrue(result.stderr.contains(project + "/.bindinglint.json"), result.stderr)
    XCTAssertTrue(result.stderr.contains("cannot read the configuration file: Permission denied"), result.stderr)
    XCTAssertTrue(result.stderr.hasSuffix("a sandboxed Run Script phase reads only its input files: add this file to them (docs/xcode.md)\n"), result.stderr)

    XCTAssertEqual(chmod(project + "/.bindinglint.json", 0o644), 0)
    let baseline = try run(["--use-script-input-files", "--baseline", "gone.json"], in: project, environment: variables)
    XCTAssertEqual(baseline.status, 2)
    XCTAssertTrue(baseline.stderr.contains("gone.json"), baseline.stderr)
    XCTAssertTrue(baseline.stderr.hasSuffix("add this file to them (docs/xcode.md)\n"), baseline.stderr)
  }

  /// Runs the binary so that file permissions apply to it even when the tests run as root
  /// (`setpriv` drops the capabilities that let root read anything).
  func runWithoutPermissionOverride(_ arguments: [String], in directory: String, environment: [String: String]) throws -> CLIRun {
    guard getuid() == 0 else { return try run(arguments, in: directory, environment: environment) }
    let setpriv = "/usr/bin/setpriv"
    try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: setpriv), "running as root without setpriv: permissions cannot be made to apply")
    let binary = try XCTUnwrap(CLIBinary.path)
    return CLIRun(try runProgram(
      setpriv, ["--bounding-set=-dac_override,-dac_read_search", binary] + arguments, in: directory,
      environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }))
  }
}
