/// Which fixes a run offers: safe ones always, unsafe ones only under `--unsafe-fixes`
/// (Ruff's model). A withheld fix is counted, so the summary can say how many more
/// `--unsafe-fixes` would offer, and dropped from its diagnostic, so that `--fix`, JSON,
/// SARIF and the editor never see it.
extension Report {
  /// Drops the unsafe fixes unless `allowed`, counting them in `withheldUnsafeFixes`; fixes
  /// of rules outside `fixableRules` (advice-only rules) are dropped uncounted.
  package mutating func withholdUnsafeFixes(unless allowed: Bool, fixableRules: Set<String>) {
    for index in diagnostics.indices where Self.withholdUnsafeFix(of: &diagnostics[index], unless: allowed, fixableRules: fixableRules) {
      withheldUnsafeFixes += 1
    }
  }

  /// The same for one diagnostic, as a streamed report writes it: whether an unsafe fix was
  /// withheld (to be counted).
  package static func withholdUnsafeFix(of diagnostic: inout Diagnostic, unless allowed: Bool, fixableRules: Set<String>) -> Bool {
    guard let fix = diagnostic.fix else { return false }
    if !fixableRules.contains(diagnostic.ruleID) {
      diagnostic.fix = nil
    } else if !fix.isSafe && !allowed {
      diagnostic.fix = nil
      diagnostic.unsafeFixWithheld = true
      return true
    }
    return false
  }

  /// Diagnostics whose fix `--fix` applies as the run was asked (unsafe ones only when they
  /// were not withheld), those already streamed included.
  package var safeFixCount: Int { streamedSafeFixes + diagnostics.count { $0.fix?.isSafe == true } }
  package var unsafeFixCount: Int { streamedUnsafeFixes + diagnostics.count { $0.fix.map { !$0.isSafe } ?? false } }

  /// After a baseline hid some diagnostics: only the withheld fixes of those still
  /// reported are "more with --unsafe-fixes" (hidden ones are not on offer).
  package mutating func recountWithheldUnsafeFixes() {
    withheldUnsafeFixes = diagnostics.count { $0.unsafeFixWithheld }
  }
}
