import BindingLintSyntax
import BindingLintIndex
import BindingLintRules

/// The rules of a run arranged for the per-file pre-filter, once per run: a rule's
/// `triggers` is a computed array, and asking every rule for it in every file cost more
/// than the question.
struct RulePlan: Sendable {
  struct Entry: Sendable {
    let rule: any Rule
    let triggers: [Trigger]
    /// The rule's trigger words as places in `words`.
    let words: [Int]
  }

  /// Every trigger of every rule, for the scan that decides whether a file is read closely.
  let triggers: TriggerSet
  /// `triggers` merged with the name scan's own first-byte table, for that scan.
  let nameScan: DeclaredNames.ScanTable
  /// Rules without triggers: they read every file.
  let alwaysRun: [any Rule]
  let triggered: [Entry]
  let suppression: SuppressionPlan
  /// The rules' trigger words, each once (the occurrence test ignores a trigger's context),
  /// compiled for one pass over a lexed file's tokens and comments.
  let words: TriggerWords

  init(_ rules: [any Rule]) {
    var words: [StaticString] = []
    func place(of word: StaticString) -> Int {
      if let known = words.firstIndex(where: { Self.text($0) == Self.text(word) }) { return known }
      words.append(word)
      return words.count - 1
    }
    let entries = rules.map { rule in
      let triggers = rule.triggers
      return Entry(rule: rule, triggers: triggers, words: triggers.map { place(of: $0.word) })
    }
    self.words = TriggerWords(words)
    alwaysRun = entries.filter { $0.triggers.isEmpty }.map { $0.rule }
    triggered = entries.filter { !$0.triggers.isEmpty }
    triggers = TriggerSet(triggered.flatMap { $0.triggers })
    nameScan = DeclaredNames.ScanTable(triggers)
    suppression = SuppressionPlan(rules)
  }

  /// The rules that may have something to say about a lexed file: those with a trigger
  /// word among its tokens or in its comments (more often true than a match in context,
  /// never less).
  func rules(for bytes: UnsafeBufferPointer<UInt8>, _ lexed: LexedFile) -> [any Rule] {
    let occurs = words.occurrences(in: bytes, lexed)
    return alwaysRun + triggered.filter { entry in entry.words.contains { occurs[$0] } }.map { $0.rule }
  }

  private static func text(_ word: StaticString) -> String { word.description }
}
