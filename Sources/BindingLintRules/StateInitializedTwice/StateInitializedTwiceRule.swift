import BindingLintSyntax
import BindingLintIndex

/// `state_initialized_twice`: an `@State` property with a declaration default that an
/// `init` of the same type also supplies, so the default is dead (`StateDefaultConflicts`
/// decides; a lost write is `lost_state_assignment`'s).
package struct StateInitializedTwiceRule: StrictOptionRule, ViewGraphRule {
  package static let description = RuleDescription(
    id: "state_initialized_twice",
    summary: "An '@State' property should be initialized either by its default or by 'init', not both",
    rationale: """
      Flags an `@State` property declared with a default value (`@State private var query = ""`) \
      whose first value an initializer of the same type — in its body or in an extension, in \
      any file — also supplies, so that one of the two is dead code: `_query = \
      State(initialValue: …)` / `State(wrappedValue: …)`, which replaces the wrapper, or \
      `self.query = …` written before every stored property has its value (a `let` assigned \
      after it), which initializes the wrapper again. Built with Xcode 26 or earlier the \
      value `init` writes is the one used and the default is never read, so it misleads \
      whoever reads the declaration. With Xcode 27, where `@State` is a macro, Apple's \
      technote TN3211 ("Resolving SwiftUI source incompatibilities for State and \
      ContentBuilder") calls a default together with an assignment in `init` unsupported \
      and says to omit the default when the initializer supplies the value; the \
      `self.query` order then does not compile ("used before being initialized").

      State belongs to the view's identity, not to the struct, and it is created once. An \
      assignment `self.query = …` made after every stored property has its value goes \
      through the setter of storage SwiftUI has not installed yet and is silently dropped: \
      that lost write is a bug, reported as an error by `lost_state_assignment`, not here. \
      One declaration is reported by one of the two rules.

      Initializers in extensions in other files of the project count too. Reported at the \
      declaration; the message names the first assignment's line (and file, when it is \
      another). Delegating initializers (`self.init(…)` first) are not flagged: they assign \
      after initialization; nor is an initializer in a `#if DEBUG` branch, a test's or a \
      preview's seam that release builds do not have (the default is what users get). Neither is a conditional write to the storage \
      (`if let saved { _query = State(initialValue: saved) }`): the default is then the \
      fallback for when the branch does not run, which is correct with the property wrapper, \
      and whether Xcode 27's macro accepts it is not established here. Nor is an assignment \
      of the default's own value (`_size = State(initialValue: .zero)` beside `= .zero`), nor \
      a property nothing reads but its declaration and initializers (also in extensions \
      elsewhere): whichever value wins, nothing shows it. Nor is a default \
      another initializer of the type relies on (it leaves the property alone): the \
      default is that initializer's value. Nor is a view the project builds only in \
      previews (not `public`): dead code the canvas shows. Nor, by default, is \
      `self.x = x` or `_x = State(initialValue: x)` from a parameter whose default is the \
      property's own (or a value computed from a parameter whose default is `nil` that, \
      with it, is the property's default: `draft?.title ?? \"\"`, `draft == nil ? \"\" : \
      branch`) while no caller passes that parameter (a call in a preview or under a folder \
      of the project whose name ends in `Tests` builds the view on data of its own and does \
      not count; a view that is not `public`, \
      or a `public` one the sources build outside previews, as an app split into packages \
      does; one they never build is a library's API, whose users may pass it): \
      the write carries only the default, so nothing differs at run time yet; nor a \
      property read (or handed on as `$x`) only inside a presentation (`.sheet(isPresented: $isEditing) { … }`) \
      whose flag starts `false` and is set only right after the property is written \
      (`draft = day; isEditing = true`): no reader ever sees the first value, whichever it \
      is. The `strict` option reports both, the first saying the parameter has no effect. \
      When `init` computes the value from a method, a computed property or a wrapped \
      property of the view (`Color(backgroundColor)` with `@AppStorage var \
      backgroundColor`), that read needs every stored property to have its value, so the \
      code compiles only while the property has its default: the advice is then to compute \
      the value without reading the view, and only then drop the default. \
      Known limits: an extension must name the type as it is \
      declared (`extension Outer.Inner` for a nested type).
      """,
    category: .suspicious,
    fix: "Keep one initial value: remove the default when 'init' decides it, or remove the assignment",
    triggering: StateInitializedTwiceRuleExamples.triggering,
    nonTriggering: StateInitializedTwiceRuleExamples.nonTriggering
  ).with(options: [.strict(effect: StateDefaultConflicts.strictEffect)])

  package init() {}

  /// `strict: true`: a parameter no caller passes yet is reported too.
  package var isStrict = false

  /// The attribute is written `@State` or `@SwiftUI.State`.
  package var triggers: [Trigger] { [.attribute("State"), .attribute("SwiftUI")] }

  /// Whether only previews build the view (`RenderingParents`).
  package var viewGraphExtent: ViewGraphFacts.Extent { .constructions }

  /// Every assignment but a lost one (`LostStateAssignmentRule` reports those).
  package func check(_ file: FileContext) -> [PendingFinding] {
    StateDefaultConflicts(ruleID: Self.description.id, reports: { $0 != .wrapper }, isStrict: isStrict).findings(in: file)
  }
}
