import BindingLintSyntax

/// `optional_presentation_binding`: a presentation modifier (`.sheet`, `.fullScreenCover`,
/// `.popover`, `.confirmationDialog`, `.alert`, `.inspector`) whose `isPresented:` is a
/// hand-built binding over `optional != nil`.
///
/// The binding and the nil test are recognised by `optional_alert_textfield`'s helpers, so
/// both rules accept the same spellings (inline `Binding(get:set:)`, `.init`, the
/// trailing-closure form, or a property, function or local constant of the same type in
/// this file). Alerts with a text field are left to that rule.
package struct OptionalPresentationBindingRule: Rule {
  package static let description = RuleDescription(
    id: "optional_presentation_binding",
    summary: "Present from an optional with item: or presenting:, not a hand-built Bool binding",
    rationale: """
      Flags `.sheet`, `.fullScreenCover`, `.popover`, `.confirmationDialog`, `.alert` and \
      `.inspector` whose `isPresented:` argument is a binding built from closures whose \
      getter compares an optional with `nil` and whose setter clears it.

      The hand-built binding turns "is there something to show?" into a Bool, and the \
      presented content then reads the optional again, usually with a force unwrap or an \
      `if let` that shows an empty view when the optional is already `nil` during the \
      dismissal animation. SwiftUI has overloads for exactly this case: `sheet(item:)`, \
      `fullScreenCover(item:)` and `popover(item:)` hand the content the unwrapped value, \
      and `alert(_:isPresented:presenting:)` / `confirmationDialog(…presenting:)` hand \
      the actions the value captured when the dialog appeared. They also replace the \
      content when the value changes identity instead of keeping a stale one. The binding \
      is rebuilt on every render as well, which SwiftUI cannot compare.

      Off by default: the pattern works when written carefully, and `.inspector` has no \
      item overload. An alert with a text field is reported by \
      `optional_alert_textfield` instead, where the same binding loses the typed value \
      on macOS.
      """,
    category: .pedantic,
    fix: """
      Use 'sheet(item: $x)' / 'fullScreenCover(item:)' / 'popover(item:)', or \
      'alert(…, isPresented: $showing, presenting: x)' / 'confirmationDialog(…presenting:)' \
      with a '@State' Bool; for '.inspector', keep a '@State' Bool
      """,
    triggering: OptionalPresentationBindingRuleExamples.triggering,
    nonTriggering: OptionalPresentationBindingRuleExamples.nonTriggering)

  private static let presenters: [StaticString] = ["sheet", "fullScreenCover", "popover", "confirmationDialog", "alert", "inspector"]

  package init() {}

  /// A binding over `x != nil` always holds the word `nil`; `get:` or `set:` is spelled
  /// in every manual binding form.
  package var triggers: [Trigger] { [.label("set")] }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    let presentations = Presentations(tree: tree, lookup: file.analyses.lookup)
    var findings: [PendingFinding] = []
    for i in 1..<max(1, tree.tokenCount) where tree.kind(i) == .identifier && tree.length(i) >= 5 && tree.keyword(i - 1) != .`func` {
      guard let presenter = Self.presenters.first(where: { tree.token(i, is: $0) }),
        let call = tree.call(at: i), call.openParen != nil,
        let presented = call.argument(labeled: "isPresented", in: tree), !presented.isEmpty,
        let binding = presentations.presentingBinding(presented, presenter: i),
        let (optional, _) = presentations.nilTestedOptional(binding)
      else { continue }
      // `presenting:` already hands the actions the value as it was: nothing is lost.
      if call.argument(labeled: "presenting", in: tree) != nil { continue }
      // An alert with a text field is `optional_alert_textfield`'s (one construct, one finding).
      if presenter.description == "alert", let actions = presentations.actionsClosure(of: call),
        presentations.textField(inClosure: actions) != nil {
        continue
      }
      let name = presenter.description
      let advice: String
      switch name {
      case "alert", "confirmationDialog":
        advice = "present with a '@State' Bool and pass '\(optional)' as 'presenting:'"
      case "inspector":
        advice = "drive '.inspector' with a '@State' Bool and keep '\(optional)' as its payload"
      default:
        advice = "use '.\(name)(item:)' with the binding to '\(optional)'"
      }
      findings.append(PendingFinding(finding(
        in: tree, from: tree.kind(i - 1) == .period ? i - 1 : i, through: call.lastToken,
        message: "'.\(name)' is presented by a hand-built binding over '\(optional) != nil'",
        help: advice)))
    }
    return findings
  }
}
