import BindingLintSyntax

/// `unused_suppression` (opt-in): a rule id in a `bindinglint:disable` directive that
/// suppresses no diagnostic.
///
/// Only the engine knows which diagnostics a directive hid, and only after every finding
/// is decided against the whole project (a finding may be dropped in the second pass), so
/// the engine makes these findings (`Suppressions.apply` and `Suppressions.visible`);
/// `check` reports nothing. Its trigger still makes the engine read every file with a
/// directive.
package struct UnusedSuppressionRule: Rule {
  package static let description = RuleDescription(
    id: "unused_suppression",
    summary: "A bindinglint:disable directive that suppresses nothing should be removed",
    rationale: """
      Flags each rule id of a `bindinglint:disable` directive (with or without `:next`, \
      `:this` or `:previous`) that hides no diagnostic of that rule: the code it covers \
      was fixed or moved, or the directive sits on the wrong line. A stale suppression is \
      worse than none: it documents a problem that is not there, and it silently hides the \
      next real one someone writes on that line or in that region.

      A diagnostic counts as suppressed only if it would have been reported, so a finding \
      the rule drops once the whole project is known (a type that turns out not to be a \
      view) does not make a directive used. Of a one-line directive and a region that both \
      cover a diagnostic, the one-line directive is the one used.

      Not reported, as in SwiftLint: `all`, and ids of `unused_suppression` itself. Ids of \
      rules that do not run (off by default or turned off by configuration) are not \
      reported either: the directive may be needed as soon as the rule is turned on. \
      Unknown ids are `invalid_suppression`'s. Off by default: turn it on with \
      `--enable unused_suppression` or in `.bindinglint.json`; like any rule it can be \
      suppressed, by a directive that names `unused_suppression` or `all`.
      """,
    category: .pedantic,
    fix: "Remove the rule id from the directive, or the whole comment when it names nothing else",
    triggering: UnusedSuppressionRuleExamples.triggering,
    nonTriggering: UnusedSuppressionRuleExamples.nonTriggering)

  package init() {}

  /// `bindinglint:` in any file, whatever else it holds.
  package var triggers: [Trigger] { [.label("bindinglint")] }

  package func check(_ file: FileContext) -> [PendingFinding] { [] }

  /// The finding for rule id `rule` of a directive, at `start..<end`.
  package static func finding(rule: String, start: Int, end: Int) -> PendingFinding {
    PendingFinding(Finding(
      ruleID: description.id, start: start, end: end,
      message: "this directive suppresses no '\(rule)' diagnostic",
      help: "remove '\(rule)' from the directive, or the whole comment if it names nothing else"))
  }
}
