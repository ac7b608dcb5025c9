import Foundation
import XCTest

/// The README's "CI with GitHub Actions" workflow, run as written on a copy of `Examples/`
/// without a network: the YAML is parsed (PyYAML), the install step runs against stand-in
/// `git` and `swift` that hand it the bindinglint under test, and each step runs with
/// GitHub's shell, `GITHUB_PATH` and `if:` rules. The example app has an error, so the lint
/// step fails and the SARIF steps must still run.
final class ReadmeWorkflowTests: XCTestCase {
  struct Step {
    var name: String
    var condition: String?
    var run: String?
    var uses: String?
    var env: [String: String]
    var with: [String: String]
  }

  func workflow() throws -> [String: Any] {
    let blocks = Readme.codeBlocks(try Readme.section("CI with GitHub Actions")).filter { $0.info.first == "yaml" }
    XCTAssertEqual(blocks.count, 1, "one workflow in the section")
    let yaml = try XCTUnwrap(blocks.first).text
    let check = try Readme.bash("python3 -c 'import yaml'", in: "/", environment: ProcessInfo.processInfo.environment)
    guard check.status == 0 else { throw XCTSkip("python3 with PyYAML is needed to parse the workflow") }
    let parsed = try Readme.bash(
      "python3 -c 'import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin.read())))' <<'WORKFLOW'\n\(yaml)WORKFLOW\n",
      in: "/", environment: ProcessInfo.processInfo.environment)
    XCTAssertEqual(parsed.status, 0, "the workflow is valid YAML: \(parsed.stderr)")
    return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(parsed.stdout.utf8)) as? [String: Any])
  }

  func steps(of workflow: [String: Any]) throws -> [Step] {
    let jobs = try XCTUnwrap(workflow["jobs"] as? [String: Any])
    XCTAssertEqual(jobs.count, 1)
    let job = try XCTUnwrap(jobs.values.first as? [String: Any])
    let steps = try XCTUnwrap(job["steps"] as? [[String: Any]])
    return steps.map { step in
      Step(
        name: step["name"] as? String ?? step["uses"] as? String ?? "?", condition: step["if"] as? String,
        run: step["run"] as? String, uses: step["uses"] as? String,
        env: step["env"] as? [String: String] ?? [:], with: step["with"] as? [String: String] ?? [:])
    }
  }

  func testWorkflowAsWritten() throws {
    let workflow = try workflow()
    let permissions = try XCTUnwrap(workflow["permissions"] as? [String: String])
    XCTAssertEqual(permissions["security-events"], "write", "upload-sarif needs it")
    XCTAssertEqual(permissions["contents"], "read", "checkout needs it once permissions are listed")
    let steps = try steps(of: workflow)

    let root = try Readme.copyOfExamples(for: self)
    let workspace = root + "/repo"
    let stubs = try makeStubs(in: root)
    let githubPath = root + "/github_path"
    _ = FileManager.default.createFile(atPath: githubPath, contents: nil)
    try FileManager.default.createDirectory(atPath: root + "/runner_temp", withIntermediateDirectories: true)
    var baseEnvironment = [
      "HOME": root, "CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": workspace,
      "RUNNER_TEMP": root + "/runner_temp", "GITHUB_PATH": githubPath,
      "BINDINGLINT_UNDER_TEST": try XCTUnwrap(CLIBinary.path),
    ]
    // Only the stand-ins and the system: bindinglint must come from the install step.
    let systemPath = stubs + ":/usr/local/bin:/usr/bin:/bin"

    var failed = false
    var outcomes: [String: CLIRun] = [:]
    var uploaded = false
    for step in steps {
      switch step.condition {
      case nil: if failed { continue }
      case "${{ !cancelled() }}", "!cancelled()", "always()", "${{ always() }}": break
      case let other?: XCTFail("the simulation does not know 'if: \(other)'"); continue
      }
      if let script = step.run {
        let added = try String(contentsOfFile: githubPath, encoding: .utf8).split(separator: "\n").reversed()
        baseEnvironment["PATH"] = (added.map(String.init) + [systemPath]).joined(separator: ":")
        let result = try Readme.bash(script, in: workspace, environment: baseEnvironment.merging(step.env) { $1 })
        outcomes[step.name] = result
        if result.status != 0 { failed = true }
      } else if let action = step.uses {
        if action.hasPrefix("actions/checkout@") { continue }  // the copy of Examples is the checkout
        XCTAssertTrue(action.hasPrefix("github/codeql-action/upload-sarif@"), "unknown action \(action)")
        let file = try XCTUnwrap(step.with["sarif_file"])
        let data = try Data(contentsOf: URL(fileURLWithPath: workspace + "/" + file))
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(sarif["version"] as? String, "2.1.0")
        let results = (sarif["runs"] as? [[String: Any]])?.first?["results"] as? [Any]
        XCTAssertEqual(results?.count, 7, "every finding of the example app is uploaded")
        uploaded = true
      }
    }

    let install = try XCTUnwrap(outcomes["Install bindinglint"])
    XCTAssertEqual(install.status, 0, install.stderr)
    let lint = try XCTUnwrap(outcomes["Lint"], "the lint step ran")
    XCTAssertEqual(lint.status, 1, "the example app has an error, so the check fails")
    XCTAssertTrue(lint.stdout.contains("TodoApp/TodoListView.swift,line=25,col=9,"), lint.stdout)
    XCTAssertTrue(lint.stdout.hasPrefix("::warning file="), lint.stdout)
    XCTAssertTrue(lint.stdout.contains("::error file="), lint.stdout)
    XCTAssertNotNil(outcomes["Lint for code scanning"], "the SARIF step runs after the lint step failed")
    XCTAssertTrue(uploaded, "the upload step runs after the lint step failed")
    XCTAssertTrue(failed, "the job fails")
  }

  /// Stand-ins for `git clone … DIR` (makes DIR) and `swift build … --package-path DIR`
  /// (links the bindinglint under test into DIR/.build/release), checking their arguments.
  func makeStubs(in root: String) throws -> String {
    let directory = root + "/stubs"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let git = """
      #!/bin/sh
      [ "$1" = clone ] && [ $# -ge 3 ] || { echo "stub git: unexpected arguments: $*" >&2; exit 1; }
      for last; do :; done
      case "$*" in *://*) ;; *) echo "stub git: no repository URL in: $*" >&2; exit 1 ;; esac
      mkdir -p "$last"

      """
    let swift = """
      #!/bin/sh
      [ "$1" = build ] || { echo "stub swift: unexpected arguments: $*" >&2; exit 1; }
      case "$*" in *"-c release"*) ;; *) echo "stub swift: not a release build: $*" >&2; exit 1 ;; esac
      package=""
      while [ $# -gt 0 ]; do [ "$1" = --package-path ] && package="$2"; shift; done
      [ -d "$package" ] || { echo "stub swift: no package at '$package'" >&2; exit 1; }
      mkdir -p "$package/.build/release" && ln -s "$BINDINGLINT_UNDER_TEST" "$package/.build/release/bindinglint"

      """
    for (name, script) in [("git", git), ("swift", swift)] {
      let path = directory + "/" + name
      try Data(script.utf8).write(to: URL(fileURLWithPath: path))
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }
    return directory
  }
}
