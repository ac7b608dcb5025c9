import BindingLintTestSupport
import Foundation
import XCTest

/// The halves of the shared test helpers that need a test case: a folder removed when the
/// test ends, a failure reported at the caller's line. What they build on (running the
/// binary, making folders, the cross-file projects, reading README) is the
/// BindingLintTestSupport target's, which does not import XCTest (see Package.swift).
extension XCTestCase {
  /// Runs the real `bindinglint` with `arguments` in `directory` (`CLIBinary.run`).
  func run(_ arguments: [String], in directory: String, stdin: String? = nil, environment: [String: String] = [:]) throws -> CLIRun {
    try CLIBinary.run(arguments, in: directory, stdin: stdin, environment: environment)
  }

  /// A temporary project: files written from `files`, removed after the test.
  func makeProject(_ files: [String: String]) throws -> String {
    let root = try TestFolders.makeProject(files)
    addTeardownBlock { TestFolders.remove(root) }
    return root
  }

  /// The text of the package's own file at `path` (relative to the package root), to copy
  /// into a scratch project.
  func packageFile(_ path: String) throws -> String {
    try String(contentsOfFile: TestSupport.packageRoot + "/" + path, encoding: .utf8)
  }

  /// The text lines of a run's output that carry `[rule]`.
  func ruleLines(_ run: CLIRun, rule: String) -> [String] {
    run.stdout.split(separator: "\n").map(String.init).filter { $0.contains("[\(rule)]") }
  }

  /// `path:line: rule` of each diagnostic of `rule`, after checking that `--jobs 1` and
  /// `--jobs 2` print the same.
  func ruleFindings(_ files: [String: String], rule: String, _ arguments: [String] = [],
                file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
    let project = try makeProject(files)
    let one = try run(["--format", "json", "--jobs", "1"] + arguments + ["."], in: project)
    let two = try run(["--format", "json", "--jobs", "2"] + arguments + ["."], in: project)
    XCTAssertEqual(one.stdout, two.stdout, "--jobs 1 and --jobs 2 differ", file: file, line: line)
    XCTAssertEqual(one.stderr, "", file: file, line: line)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any], file: file, line: line)
    let list = try XCTUnwrap(object["diagnostics"] as? [[String: Any]], file: file, line: line)
    return list.filter { $0["rule"] as? String == rule }
      .map { "\($0["file"] as? String ?? "?"):\($0["line"] as? Int ?? 0): \($0["message"] as? String ?? "?")" }
  }
}

extension Readme {
  /// A throw-away repository holding a copy of `Examples/TodoApp`, removed after `test`;
  /// returns its parent folder.
  static func copyOfExampleApp(for test: XCTestCase) throws -> String {
    let root = try TestFolders.make("bindinglint-readme")
    test.addTeardownBlock { TestFolders.remove(root) }
    try copyExampleApp(into: root)
    return root
  }
}
