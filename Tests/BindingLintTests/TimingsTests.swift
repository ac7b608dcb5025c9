@testable import BindingLintEngine
@testable import BindingLintReporters
import Foundation
import XCTest

/// `--timings`: CPU time per phase and per rule on standard error, the report on standard
/// output unchanged, and a table whose rows add up to its total.
final class TimingsTests: XCTestCase {
  static let sources = [
    "Package.swift": "// swift-tools-version:5.9\n",
    "Sources/App/List.swift": """
      import SwiftUI
      struct Tasks: View {
          @State var tasks: [String] = []
          @EnvironmentObject var store: Store
          var body: some View {
              ForEach(tasks.indices, id: \\.self) { i in TextField("", text: $tasks[i]) }
          }
      }
      """,
    "Sources/App/Store.swift": "import SwiftUI\nfinal class Store: ObservableObject {}\n",
  ]

  func testTheReportIsUnchangedAndEveryPhaseAndRuleIsShown() throws {
    let root = try makeProject(Self.sources)
    let plain = try run(["--format", "json", "--jobs", "2", "."], in: root)
    let timed = try run(["--format", "json", "--jobs", "2", "--timings", "--enable", "pedantic,non_private_state,missing_environment_object", "."], in: root)
    let pedantic = try run(["--format", "json", "--jobs", "2", "--enable", "pedantic,non_private_state,missing_environment_object", "."], in: root)
    XCTAssertEqual(timed.stdout, pedantic.stdout, "--timings changes nothing on standard output")
    XCTAssertEqual(timed.status, plain.status)
    XCTAssertEqual(plain.stderr, "", "no timings unless asked")
    let lines = timed.stderr.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    XCTAssertEqual(lines.first?.prefix(3), ["timings:", "CPU", "time"], timed.stderr)
    XCTAssertTrue(timed.stderr.contains("(4 files read, --jobs 2)"), timed.stderr)
    func row(_ name: String) -> [String]? { lines.first { $0.first == name } }
    for phase in RunTimings.Phase.allCases.map(\.name) + ["other", "total"] {
      XCTAssertNotNil(row(phase), "phase \(phase):\n\(timed.stderr)")
    }
    // Every rule of the run, the off-by-default ones enabled here included.
    for id in ["foreach_index_binding", "unstable_view_identity", "missing_environment_object", "non_private_state"] {
      let cells = try XCTUnwrap(row(id), "rule \(id):\n\(timed.stderr)")
      XCTAssertEqual(cells.count, 5, timed.stderr)
      XCTAssertTrue(cells[4].hasSuffix("%"))
    }
    // The phases and `other` add up to the total (each is rounded to a tenth of a millisecond).
    let phases = (RunTimings.Phase.allCases.map(\.name) + ["other"]).compactMap { row($0).flatMap { Double($0[1]) } }
    let total = try XCTUnwrap(row("total").flatMap { Double($0[1]) })
    XCTAssertGreaterThan(total, 0)
    XCTAssertEqual(phases.reduce(0, +), total, accuracy: 0.05 * Double(phases.count) + 0.001)
  }

  func testTimingsTakesNoValue() throws {
    let root = try makeProject(Self.sources)
    let result = try run(["--timings=yes", "."], in: root)
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.contains("--timings"), result.stderr)
  }

  /// The table itself, from known numbers: shares of the process's CPU time, rules costliest
  /// first, a rule that never ran shown at zero, the unaccounted rest as `other`.
  func testTheTableFromKnownNumbers() {
    var timings = RunTimings()
    timings[.read] = 2_000_000
    timings[.lex] = 3_000_000
    timings[.parse] = 5_000_000
    timings[.rules] = 10_000_000
    timings[.decide] = 20_000_000
    timings.checks = ["a_rule": 4_000_000, "b_rule": 6_000_000]
    timings.decisions = ["a_rule": 20_000_000]
    timings.files = 1
    let table = TimingsTable.render(timings, processNanoseconds: 50_000_000, ruleIDs: ["b_rule", "a_rule", "c_rule"], jobs: 1)
    XCTAssertEqual(table, """
      timings: CPU time of the run (1 file read, --jobs 1)
        phase            ms    share
        read            2.0     4.0%
        lex             3.0     6.0%
        parse           5.0    10.0%
        index           0.0     0.0%
        rules          10.0    20.0%
        decide         20.0    40.0%
        report          0.0     0.0%
        other          10.0    20.0%
        total          50.0   100.0%
        rule     check ms  decide ms   total ms    share
        a_rule        4.0       20.0       24.0    48.0%
        b_rule        6.0        0.0        6.0    12.0%
        c_rule        0.0        0.0        0.0     0.0%

      """)
  }
}
