/// Which fixes a run offers: safe ones always, unsafe ones only under `--unsafe-fixes`
/// (Ruff's model). A withheld fix is counted, so the summary can say how many more
/// `--unsafe-fixes` would offer, and dropped from its diagnostic, so that `--fix`, JSON,
/// SARIF and the editor never see it.
extension Report {
  /// Drops the unsafe fixes unless `allowed`, counting them in `withheldUnsafeFixes`; fixes
  /// of rules outside `fixableRules` (advice-only rules) are dropped uncounted.
  public mutating func withholdUnsafeFixes(unless allowed: Bool, fixableRules: Set<String>) {
    for index in diagnostics.indices {
      guard let fix = diagnostics[index].fix else { continue }
      if !fixableRules.contains(diagnostics[index].ruleID) {
        diagnostics[index].fix = nil
      } else if !fix.isSafe && !allowed {
        diagnostics[index].fix = nil
        withheldUnsafeFixes += 1
      }
    }
  }

  /// Diagnostics whose fix `--fix` applies as the run was asked (unsafe ones only when they
  /// were not withheld).
  public var safeFixCount: Int { diagnostics.count { $0.fix?.isSafe == true } }
  public var unsafeFixCount: Int { diagnostics.count { $0.fix.map { !$0.isSafe } ?? false } }
}
