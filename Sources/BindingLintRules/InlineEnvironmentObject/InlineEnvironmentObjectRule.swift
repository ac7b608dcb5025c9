import BindingLintSyntax
import BindingLintIndex

/// `inline_environment_object`: `.environmentObject(Model())` / `.environment(Model())`
/// in render code, which builds a new object every time that code runs.
///
/// The provider and its place are read here; whether the enclosing type renders (and is
/// not a `PreviewProvider`) is the index's, like the other rebuilt-in-render rules.
package struct InlineEnvironmentObjectRule: ViewGraphRule {
  package static let description = RuleDescription(
    id: "inline_environment_object",
    summary: "An environment object should be created once, not in a view's body",
    rationale: InlineEnvironmentObjectRuleExamples.rationale,
    category: .pedantic,
    // On the 33 corpus apps 2 of 4 findings were throwaway stand-ins (a `RouterPath()` for a
    // non-interactive copy of a row): below the bar for on-by-default.
    isEnabledByDefault: false,
    fix: "Create the object once in the owner ('@StateObject private var model = Model()', or '@State' for an '@Observable' class) and provide that",
    triggering: InlineEnvironmentObjectRuleExamples.triggering,
    nonTriggering: InlineEnvironmentObjectRuleExamples.nonTriggering)

  package init() {}

  package var triggers: [Trigger] { [.word("environmentObject"), .word("environment")] }

  /// Whether only previews build the view (`isBuiltOnlyByPreviews`).
  package var viewGraphExtent: ViewGraphFacts.Extent { .constructions }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    var findings: [PendingFinding] = []
    var owners = RenderOwners(tree)
    for k in 0..<tree.tokenCount where tree.kind(k) == .identifier {
      let isObject = tree.token(k, is: "environmentObject")
      guard isObject || tree.token(k, is: "environment"), tree.kind(k - 1) == .period || tree.isAtStartOfLine(k),
        let call = tree.call(at: k), call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
        let close = call.closeParen,
        let made = tree.construction(argument.value, annotation: argument.valueStart..<argument.valueStart),
        case .member(let member)? = owners.owner(of: k), tree.isRenderMember(tree.declarations[member])
      else { continue }
      let place = "'\(tree.name(of: tree.declarations[member]))'"
      let modifier = isObject ? "environmentObject" : "environment"
      let start = tree.kind(k - 1) == .period ? k - 1 : k
      let finding = finding(
        in: tree, from: start, through: close,
        message: "'.\(modifier)(\(made.display))' in \(place) builds a new '\(made.name)' every time \(place) runs",
        help: "create it once: keep it in '\(isObject ? "@StateObject" : "@State")' of the view that owns it and provide that")
      guard let type = tree.enclosingType(of: member).map({ tree.qualifiedName(of: $0) }) else {
        findings.append(PendingFinding(finding))
        continue
      }
      let project = file.project
      findings.append(PendingFinding(finding) { index in
        index.isRenderType(type, in: project) && !index.type(named: type, in: project, conformsToAnyOf: ["PreviewProvider"])
          && !Self.isBuiltOnlyByPreviews(type, project: project, index: index)
      })
    }
    return findings
  }

  /// A helper view only previews build (`private struct DetailPreviewHelper: View`): the
  /// canvas builds it once, like the preview itself.
  static func isBuiltOnlyByPreviews(_ type: String, project: String?, index: TypeIndex) -> Bool {
    guard case .type(let entry) = index.resolve(type, from: project) else { return false }
    let reach = EnvironmentReach(index: index)
    let sites = reach.parents(of: EnvironmentReach.Node(type: entry.qualifiedName, member: nil, project: entry.project, homeFile: reach.homeFile(of: entry)))
    return !sites.isEmpty && sites.allSatisfy { $0.value.context == .preview }
  }
}
