import BindingLintSyntax

/// `binding_getter_writes_state`: the getter of a hand-built binding assigns or mutates a
/// value it does not declare itself. SwiftUI calls getters while it renders, so the write
/// changes state during a view update.
package struct BindingGetterWritesStateRule: Rule {
  package static let description = RuleDescription(
    id: "binding_getter_writes_state",
    summary: "A binding's getter must not change state: SwiftUI calls it while rendering",
    rationale: """
      Flags a `Binding(get:set:)` (or `Binding { … } set: { … }`, `.init(get:set:)`) whose \
      getter assigns to a name it does not declare (`count += 1`, `self.cache = …`, \
      `model.lastRead = now`) or calls a mutating method of the standard library on one \
      (`items.append(…)`, `flag.toggle()`, `seen.insert(…)`).

      SwiftUI reads a binding's value while it builds the views that use it. A getter that \
      changes `@State` or an observable object there modifies state during a view update: \
      SwiftUI warns "Modifying state during view update, this will cause undefined \
      behavior" (or "Publishing changes from within view updates is not allowed"), the \
      write may be lost or trigger another update, and the view can end up re-rendering in a \
      loop. A getter should only compute the value from what it reads.

      Not flagged: locals the getter declares (`let value = …; value += 1` is its own \
      business), comparisons (`==`, `<=`), and non-mutating calls (`sorted()`, \
      `adding(…)`), nor a write inside a closure the getter hands to a scheduler \
      (`DispatchQueue.main.async { … }`, `asyncAfter`, `Task { … }`, `Timer.scheduledTimer`): \
      it runs after the update, nor in a callback handed to a value the getter builds \
      (`NumberPad { value in amount = value }`), which runs when the user acts (a getter \
      that schedules work on every read is still worth \
      a second look). `withAnimation { … }` runs at once and is flagged. The write is \
      reported wherever the binding is built, since SwiftUI calls the getter whenever a \
      view reads it.
      """,
    category: .correctness,
    fix: "Compute the value in the getter without writing; move the write into the setter, an event ('onAppear', 'task', 'onChange') or the model",
    triggering: BindingGetterWritesStateRuleExamples.triggering,
    nonTriggering: BindingGetterWritesStateRuleExamples.nonTriggering)

  package init() {}

  /// Every spelling names `Binding`, labels its getter `get:` or its setter `set:`.
  package var triggers: [Trigger] { [.word("Binding"), .label("get"), .label("set")] }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    let closures = ClosureReading(tree: tree)
    var findings: [PendingFinding] = []
    for binding in file.analyses.manualBindings {
      guard let getter = binding.getterOpen, let written = closures.writtenName(inClosure: getter) else { continue }
      let name = tree.nameText(written)
      findings.append(PendingFinding(finding(
        in: tree, from: binding.firstToken, through: binding.lastToken,
        message: "getter of '\(binding.display(in: tree))' changes '\(name)'; SwiftUI calls it while rendering, so the write happens during a view update",
        help: "compute the value without writing '\(name)': move the write into the setter, an event ('onAppear', 'task', 'onChange') or the model")))
    }
    return findings
  }
}
