import BindingLintSyntax
import BindingLintIndex

/// `lost_state_assignment`: `self.x = …` in an `init`, after every stored property has its
/// value, of an `@State` property that has a default. The write goes through the setter of
/// storage SwiftUI has not installed and is dropped (`StateDefaultConflicts` decides; a
/// dead default is `state_initialized_twice`'s).
package struct LostStateAssignmentRule: StrictOptionRule, ViewGraphRule {
  package static let description = RuleDescription(
    id: "lost_state_assignment",
    summary: "An assignment to an '@State' property in 'init' is lost: SwiftUI keeps the default",
    rationale: """
      Flags an `@State` property declared with a default value (`@State private var count = 1`) \
      that an initializer of the same type assigns through the property, `self.count = count` \
      or `count = start`, once every stored property has its value (the property's own \
      default makes that true as soon as the other stored properties are set).

      State belongs to the view's identity, not to the struct: SwiftUI creates the storage \
      from the default when the view first appears and keeps it for as long as the view \
      lives. An assignment in `init` at that point goes through the setter of storage \
      SwiftUI has not installed yet, so it is silently dropped; debug builds log "Accessing \
      State's value outside of being installed on a View". The screen shows the default \
      instead of the value the caller passed: a quantity picker opened at 3 shows 1, a \
      toggle for a setting that is on shows it off. Nothing fails to compile, which is why \
      the mistake ships.

      Not flagged here: `_count = State(initialValue: …)`, or `self.count = …` written \
      before every stored property has its value (a `let` assigned after it, or a wrapper \
      with no `init()`, such as a `@FetchRequest` set as `_items = FetchRequest(…)`). Both \
      initialize the storage, so the value is kept and the default is dead code: \
      `state_initialized_twice` reports those. Nor are the cases where no one can tell the \
      values apart: an assignment of the default's own value or of the property to itself, \
      a property nothing reads but its declaration and initializers, one read only inside \
      a presentation that is opened only right after the property is written, a view only \
      previews build (not `public`), and, by default, a parameter whose default is the \
      property's own while no caller passes it (the `strict` option reports those two, the \
      first saying the parameter has no effect). Nor is an initializer that delegates \
      (`self.init(…)` first), nor one in a `#if DEBUG` branch (release builds do not have \
      it), nor a default another initializer relies on; a preview or a test passing the \
      parameter is no caller. An assignment \
      made in an extension's `init` in another file is reported by `state_initialized_twice`, \
      whose words do not say which value wins.
      """,
    category: .correctness,
    fix: "Write '_x = State(initialValue: …)' and drop the default so the value 'init' is given is used; if the default is right, drop the assignment",
    triggering: LostStateAssignmentRuleExamples.triggering,
    nonTriggering: LostStateAssignmentRuleExamples.nonTriggering
  ).with(options: [.strict(effect: StateDefaultConflicts.strictEffect)])

  package init() {}

  /// `strict: true`: a parameter no caller passes yet is reported too.
  package var isStrict = false

  /// The attribute is written `@State` or `@SwiftUI.State`.
  package var triggers: [Trigger] { [.attribute("State"), .attribute("SwiftUI")] }

  /// Whether only previews build the view (`RenderingParents`).
  package var viewGraphExtent: ViewGraphFacts.Extent { .constructions }

  /// Only the assignments the wrapper's setter drops.
  package func check(_ file: FileContext) -> [PendingFinding] {
    StateDefaultConflicts(ruleID: Self.description.id, reports: { $0 == .wrapper }, isStrict: isStrict).findings(in: file)
  }
}
