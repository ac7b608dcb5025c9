import BindingLintPlatform

/// The report of a run that writes as it goes: each file's diagnostics, once final, pass
/// the baseline (`hide`, `prune`), are counted and written in the requested format, and
/// are dropped. `LintSession` uses it when nothing needs the whole report first: not for
/// `--fix` (fixes are applied before the report is written), `--write-baseline` (the
/// baseline records the whole run) or `--stdin-filename` (one file).
final class StreamedReport: @unchecked Sendable {
  private var writer: any ReportWriter
  private var filter: Baseline.Filter?
  private let baseline: (use: BaselineUse, baseline: Baseline)?
  private let output: (String) -> Void
  private var errors = 0
  private var warnings = 0
  /// Which fixes the run offers (`Report+FixSafety`), and what was offered or withheld.
  private let unsafeFixesAllowed: Bool
  private let fixableRules: Set<String>
  private var safeFixes = 0
  private var unsafeFixes = 0
  private var withheldUnsafeFixes = 0

  /// Nil when `request` needs the whole report first.
  init?(_ request: LintRequest, writer: any ReportWriter, output: @escaping (String) -> Void) {
    guard request.stdin == nil && !request.fix else { return nil }
    switch request.baseline {
    case .record?: return nil
    case .hide(let given)?, .prune(let given)?:
      baseline = (request.baseline!, given)
      filter = Baseline.Filter(given)
    case nil:
      baseline = nil
    }
    self.writer = writer
    unsafeFixesAllowed = request.unsafeFixes
    fixableRules = request.fixableRuleIDs
    self.output = output
    output(self.writer.begin())
  }

  /// One file's final diagnostics (`Runner`'s `deliver`: one thread at a time, path order).
  func file(_ diagnostics: [Diagnostic]) {
    guard !diagnostics.isEmpty else { return }
    // The baseline hides first: a hidden finding's unsafe fix is not "more with
    // --unsafe-fixes" (`LintSession` recounts a whole report the same way).
    var reported = filter?.reported(diagnostics) ?? diagnostics
    for index in reported.indices
    where Report.withholdUnsafeFix(of: &reported[index], unless: unsafeFixesAllowed, fixableRules: fixableRules) {
      withheldUnsafeFixes += 1
    }
    for diagnostic in reported {
      if let fix = diagnostic.fix { if fix.isSafe { safeFixes += 1 } else { unsafeFixes += 1 } }
      if diagnostic.severity == .error { errors += 1 } else { warnings += 1 }
    }
    output(writer.file(reported))
  }

  /// The run is over: the counts and the baseline's verdict go into `report`, and the end
  /// of the output (file errors, summary) is written.
  func end(_ report: inout Report, linted: [String]) -> BaselineUse.Outcome {
    report.streamedErrors = errors
    report.streamedWarnings = warnings
    report.streamedSafeFixes = safeFixes
    report.streamedUnsafeFixes = unsafeFixes
    report.withheldUnsafeFixes = withheldUnsafeFixes
    var outcome = BaselineUse.Outcome()
    if let baseline, let filter {
      report.hiddenByBaseline = filter.hiddenCount
      outcome = baseline.use.conclude(outcome, baseline: baseline.baseline, unmatched: filter.unmatched, report: report, linted: linted)
    }
    output(writer.end(report))
    return outcome
  }
}
