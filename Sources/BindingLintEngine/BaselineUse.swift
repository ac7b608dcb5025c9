/// What one run does with a baseline. It acts on the finished report: after suppressions
/// and after `--fix` (a safe fix is applied whether or not the baseline records the finding;
/// the entry then goes stale), before the report is rendered and the exit code chosen, so
/// hidden findings never fail a run. The notes it returns go to standard error.
package enum BaselineUse: Sendable {
  /// `--baseline FILE` (or the configuration's `baseline`): hide what the file records and
  /// say how many of its entries are stale.
  case hide(Baseline)
  /// `--baseline-prune`: as `hide`, then rewrite the file without its stale entries,
  /// listing them.
  case prune(Baseline)
  /// `--write-baseline FILE`: record every finding of this run in FILE (replacing what it
  /// held), which hides them all.
  case record(path: String)

  package struct Outcome: Sendable {
    package var notes = ""
    package var errors: [FileError] = []
  }

  /// Applies the baseline to `report`. `linted` are the paths this run linted, as typed:
  /// only entries for those files (or for files that no longer exist) can be stale.
  package func apply(to report: inout Report, linted: [String]) -> Outcome {
    var outcome = Outcome()
    let baseline: Baseline
    switch self {
    case .record(let path):
      let recorded = Baseline(path: path, recording: report.diagnostics)
      if let problem = BaselineFile.write(recorded) {
        outcome.errors.append(FileError(path: path, message: problem))
        return outcome
      }
      outcome.notes = "recorded \(Self.plural(recorded.entryCount, "finding")) in \(path)\n"
      baseline = recorded
    case .hide(let given), .prune(let given):
      baseline = given
    }
    let application = baseline.apply(to: report.diagnostics)
    report.diagnostics = application.reported
    report.hiddenByBaseline = application.hiddenCount
    if case .record = self { return outcome }
    return conclude(outcome, baseline: baseline, unmatched: application.unmatched, report: report, linted: linted)
  }

  /// After `hide` or `prune` hid what they could: the note on stale entries, or the pruned file.
  func conclude(_ outcome: Outcome, baseline: Baseline, unmatched: [Baseline.Key: Int], report: Report, linted: [String]) -> Outcome {
    var outcome = outcome
    let stale = baseline.stale(unmatched, linted: linted, unreadable: report.errors.map(\.path))
    if case .prune = self {
      outcome.notes += Self.prune(stale, from: baseline, errors: &outcome.errors)
    } else if !stale.isEmpty {
      let count = stale.values.reduce(0, +)
      outcome.notes += "note: \(Self.plural(count, "entry", "entries")) in \(baseline.path) no longer "
        + "\(count == 1 ? "matches" : "match") a finding; '--baseline-prune' removes them\n"
    }
    return outcome
  }

  /// Rewrites the baseline without `stale`; the note lists what went.
  private static func prune(_ stale: [Baseline.Key: Int], from baseline: Baseline, errors: inout [FileError]) -> String {
    guard !stale.isEmpty else { return "\(baseline.path) has no stale entries\n" }
    var pruned = baseline
    for (key, staleCount) in stale {
      let left = (pruned.counts[key] ?? 0) - staleCount
      pruned.counts[key] = left > 0 ? left : nil
    }
    if let problem = BaselineFile.write(pruned) {
      errors.append(FileError(path: baseline.path, message: problem))
      return ""
    }
    let count = stale.values.reduce(0, +)
    var text = "removed \(plural(count, "stale entry", "stale entries")) from \(baseline.path):\n"
    for key in stale.keys.sorted(by: Baseline.Key.precedes) {
      let times = stale[key].map { $0 > 1 ? " (\($0) times)" : "" } ?? ""
      text += "  \(key.file): \(key.rule): \(key.construct)\(times)\n"
    }
    return text
  }

  static func plural(_ count: Int, _ word: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? word : plural ?? word + "s")"
  }
}
