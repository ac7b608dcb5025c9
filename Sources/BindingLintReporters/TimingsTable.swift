import BindingLintEngine

/// `--timings` on standard error: where a run's CPU time went, per phase of the pipeline and
/// per rule (its checks on each file plus its decisions against the project index), with
/// each one's share of the run's whole CPU time. What no phase accounts for (discovery,
/// start-up, threads waiting for work) is shown as `other`, so the rows add up to the total.
package enum TimingsTable {
  /// `ruleIDs`: the run's rules, each shown even when it cost nothing (a rule whose
  /// triggers never occur is never run).
  package static func render(_ timings: RunTimings, processNanoseconds: UInt64, ruleIDs: [String], jobs: Int) -> String {
    let measured = timings.phases.reduce(0, +)
    let total = max(processNanoseconds, measured)
    var text = "timings: CPU time of the run (\(timings.files) file\(timings.files == 1 ? "" : "s") read, --jobs \(jobs))\n"
    text += row(["phase", "ms", "share"], widths: [-8, 10, 8])
    for phase in RunTimings.Phase.allCases {
      text += row([phase.name, milliseconds(timings[phase]), share(timings[phase], of: total)], widths: [-8, 10, 8])
    }
    text += row(["other", milliseconds(total - measured), share(total - measured, of: total)], widths: [-8, 10, 8])
    text += row(["total", milliseconds(total), share(total, of: total)], widths: [-8, 10, 8])
    let width = max(4, ruleIDs.map(\.utf8.count).max() ?? 4)
    let columns = [-width, 10, 10, 10, 8]
    text += row(["rule", "check ms", "decide ms", "total ms", "share"], widths: columns)
    let costs: [RuleCost] = ruleIDs.map { id in RuleCost(id: id, check: timings.checks[id] ?? 0, decide: timings.decisions[id] ?? 0) }
    for cost in costs.sorted(by: RuleCost.isCostlier) {
      let cells: [String] = [cost.id, milliseconds(cost.check), milliseconds(cost.decide), milliseconds(cost.total), share(cost.total, of: total)]
      text += row(cells, widths: columns)
    }
    return text
  }

  struct RuleCost {
    var id: String
    var check: UInt64
    var decide: UInt64
    var total: UInt64 { check + decide }

    /// Costliest first; ties by id, so the table is the same from run to run.
    static func isCostlier(_ a: RuleCost, _ b: RuleCost) -> Bool {
      a.total != b.total ? a.total > b.total : a.id < b.id
    }
  }

  /// Milliseconds with one decimal.
  static func milliseconds(_ nanoseconds: UInt64) -> String {
    let tenths = (nanoseconds + 50_000) / 100_000
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// Percent with one decimal.
  static func share(_ part: UInt64, of whole: UInt64) -> String {
    guard whole > 0 else { return "0.0%" }
    let tenths = (part * 1000 + whole / 2) / whole
    return "\(tenths / 10).\(tenths % 10)%"
  }

  /// Cells padded to `widths`: negative left-aligns.
  static func row(_ cells: [String], widths: [Int]) -> String {
    var line = " "
    for (cell, width) in zip(cells, widths) {
      let padding = String(repeating: " ", count: max(0, abs(width) - cell.utf8.count))
      line += " " + (width < 0 ? cell + padding : padding + cell)
    }
    while line.hasSuffix(" ") { line.removeLast() }
    return line + "\n"
  }
}
