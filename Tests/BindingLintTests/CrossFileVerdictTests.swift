import BindingLintTestSupport
import Foundation
import XCTest

/// Findings that hang on another file come out the same whatever order the files are met
/// in and however many threads run.
final class CrossFileVerdictTests: XCTestCase {
  /// The same findings whatever the order the files are met in and however many threads run.
  func testStateRulesAreTheSameForAnyFileOrderOrJobs() throws {
    var renamed: [String: String] = [:]
    for (name, code) in CrossFileProjects.stateRules { renamed[name.hasSuffix("+App.swift") || name.hasSuffix("+View.swift") || name.hasSuffix("+Dynamic.swift") ? "A/" + name : "Z/" + name] = code }
    let rules = "state_init_from_parameter"
    let first = try run(["--no-color", "--jobs", "1", "--enable", rules, "--format", "json", "."], in: try makeProject(CrossFileProjects.stateRules))
    let second = try run(["--no-color", "--jobs", "4", "--enable", rules, "--format", "json", "."], in: try makeProject(renamed))
    let ours = ["optional_binding_unwrap", "force_unwrap_in_binding_getter", "inline_observed_object", "state_init_from_parameter"]
    // Each diagnostic's rule, message and related files, whatever folder the file sits in.
    func findings(_ run: CLIRun) -> [String] {
      run.stdout.components(separatedBy: "\"rule\"").dropFirst()
        .filter { entry in ours.contains { entry.contains("\"\($0)\"") } }
        .map { entry in String(entry.prefix { $0 != "}" }) }
        .map { $0.replacingOccurrences(of: "./A/", with: "./").replacingOccurrences(of: "./Z/", with: "./") }.sorted()
    }
    let a = findings(first)
    let b = findings(second)
    XCTAssertEqual(a.count, 4, first.stdout)
    XCTAssertEqual(a, b)
  }

  /// Every thread count and every single-file order gives the same JSON.
  func testObservationRulesAreTheSameForAnyFileOrderOrJobs() throws {
    let root = try makeProject(CrossFileProjects.observation)
    let arguments = ["--format", "json", "--enable", "unstable_view_identity,unowned_observable"]
    let reference = try run(arguments + ["--jobs", "1", "Sources"], in: root)
    XCTAssertTrue(reference.stdout.contains("unowned_observable"), reference.stdout)
    for jobs in ["2", "4"] {
      XCTAssertEqual(try run(arguments + ["--jobs", jobs, "Sources"], in: root).stdout, reference.stdout, "--jobs \(jobs)")
    }
    let files = ["Sources/App/C/Conformances.swift", "Sources/App/B/Models.swift", "Sources/App/A/Views.swift"]
    let reversed = try run(arguments + ["--jobs", "2"] + files, in: root)
    XCTAssertEqual(reversed.stdout, reference.stdout)
  }
}
