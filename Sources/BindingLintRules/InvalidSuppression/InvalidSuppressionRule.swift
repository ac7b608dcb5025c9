import BindingLintSyntax

/// `invalid_suppression`: a `bindinglint:` directive that cannot do what it was written
/// for: an unknown command or rule id, no rule id at all, or a directive in a
/// documentation comment. Such a directive (or id) suppresses nothing, so without this
/// rule a typo would silently leave a diagnostic on, or a wrong reading silently hide one.
package struct InvalidSuppressionRule: Rule {
  package static let description = RuleDescription(
    id: "invalid_suppression",
    summary: "A bindinglint directive with an unknown command or rule id suppresses nothing",
    rationale: """
      Flags comments that start with `bindinglint:` but are not a directive bindinglint \
      can follow: an unknown command (`disable:previous_line`, `disabled`), an unknown rule \
      id (`non_private_stat`), a `disable` or `enable` without any rule id, and a directive \
      written in a documentation comment (`///`, `/** */`), which documents the next \
      declaration and is never read as a directive.

      The grammar is SwiftLint's: `bindinglint:disable[:next|:this|:previous] \
      RULE[,RULE]|all [- reason]`, or `enable` with the same shape, at the start of a `//` \
      or `/* */` comment. Everything after ` - ` is the reason and is never read as rule \
      ids. A directive that cannot be read does nothing: the diagnostic it was meant to \
      hide stays, or the rules a typo names stay on, and nobody notices. Reporting it keeps \
      every suppression in the code one that works.

      A rule that exists but is turned off by configuration is a valid id. Unknown ids in a \
      directive do not stop its other ids from applying. Like any rule it can itself be \
      suppressed, by a directive that names `invalid_suppression` or `all`.
      """,
    category: .suspicious,
    fix: "Correct the command or rule id (`bindinglint rules` lists the ids), or put the explanation after ' - '",
    triggering: InvalidSuppressionRuleExamples.triggering,
    nonTriggering: InvalidSuppressionRuleExamples.nonTriggering)

  package init() {}

  /// `bindinglint:` in any file, whatever else it holds.
  package var triggers: [Trigger] { [.label("bindinglint")] }

  /// Every rule bindinglint ships, on or off.
  private static let knownRuleIDs = Set(RuleRegistry.all.map(\.id))
  /// The same ids in a fixed order, for suggestions (sorted once, not per unknown word).
  private static let sortedRuleIDs = knownRuleIDs.sorted()

  package func check(_ file: FileContext) -> [PendingFinding] {
    let directives = SuppressionDirectives(tree: file.tree)
    var findings: [PendingFinding] = []
    for problem in directives.problems {
      findings.append(PendingFinding(finding(for: problem)))
    }
    for directive in directives.directives {
      for word in directive.rules where word.text != SuppressionDirectives.all && !Self.knownRuleIDs.contains(word.text) {
        findings.append(PendingFinding(Finding(
          ruleID: Self.description.id, start: word.start, end: word.end,
          message: "unknown rule '\(word.text)' in a suppression directive",
          help: Self.suggestion(for: word.text))))
      }
    }
    return findings.sorted { $0.finding.start < $1.finding.start }
  }

  private func finding(for problem: SuppressionDirectives.Problem) -> Finding {
    let command = problem.command
    let message: String, help: String
    switch problem.kind {
    case .unknownCommand:
      message = "unknown suppression command 'bindinglint:\(command.text)'"
      help = "write 'bindinglint:disable' or 'bindinglint:enable', optionally followed by ':next', ':this' or ':previous'"
    case .missingRule:
      message = "'bindinglint:\(command.text)' names no rule"
      help = "name the rules after the command ('bindinglint:\(command.text) RULE[,RULE]'), or 'all' for every rule"
    case .inDocumentationComment:
      message = "a suppression directive in a documentation comment is ignored"
      help = "write the directive in a '//' or '/* */' comment"
    }
    return Finding(ruleID: Self.description.id, start: command.start, end: command.end, message: message, help: help)
  }

  /// The closest rule id, when one is close enough to be the intended one.
  private static func suggestion(for word: String) -> String {
    if let id = Spelling.closest(to: word, in: sortedRuleIDs) {
      return "did you mean '\(id)'? A reason goes after ' - '"
    }
    return "use a rule id from 'bindinglint rules', or 'all'; a reason goes after ' - '"
  }
}
