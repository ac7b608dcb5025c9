import BindingLintSyntax
import BindingLintRules

/// The rules of a run arranged for the per-file pre-filter, once per run: a rule's
/// `triggers` is a computed array, and asking every rule for it in every file cost more
/// than the question.
struct RulePlan: Sendable {
  struct Entry: Sendable {
    let rule: any Rule
    let triggers: [Trigger]
  }

  /// Every trigger of every rule, for the scan that decides whether a file is read closely.
  let triggers: TriggerSet
  /// Rules without triggers: they read every file.
  let alwaysRun: [any Rule]
  let triggered: [Entry]
  let suppression: SuppressionPlan

  init(_ rules: [any Rule]) {
    let entries = rules.map { Entry(rule: $0, triggers: $0.triggers) }
    alwaysRun = entries.filter { $0.triggers.isEmpty }.map { $0.rule }
    triggered = entries.filter { !$0.triggers.isEmpty }
    triggers = TriggerSet(triggered.flatMap { $0.triggers })
    suppression = SuppressionPlan(rules)
  }

  /// The rules that may have something to say about a file with these bytes.
  func rules(for bytes: UnsafeBufferPointer<UInt8>) -> [any Rule] {
    alwaysRun + triggered.filter { entry in entry.triggers.contains { $0.mayOccur(in: bytes) } }.map { $0.rule }
  }
}
