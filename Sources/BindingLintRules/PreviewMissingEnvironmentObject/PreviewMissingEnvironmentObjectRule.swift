import BindingLintSyntax
import BindingLintIndex

/// `preview_missing_environment_object`: a `#Preview` or `PreviewProvider` that shows a view
/// reading an environment object the preview does not provide.
///
/// The previews are found in the file (the graph facts' preview constructions); what the
/// shown view and the children it shows at once read is the index's (`PreviewReach`).
package struct PreviewMissingEnvironmentObjectRule: ViewGraphRule {
  package static let description = RuleDescription(
    id: "preview_missing_environment_object",
    summary: "A preview must provide the environment objects the views it shows read",
    rationale: PreviewMissingEnvironmentObjectRuleExamples.rationale,
    // Pedantic until it follows render paths (see the rationale): most previews it flags
    // read the object only in an action, and render fine.
    category: .pedantic,
    fix: "Provide the object in the preview ('.environmentObject(Model())' / '.environment(Model())' on the previewed view)",
    triggering: PreviewMissingEnvironmentObjectRuleExamples.triggering,
    nonTriggering: PreviewMissingEnvironmentObjectRuleExamples.nonTriggering)

  package init() {}

  /// Previews are written `#Preview` or `PreviewProvider`.
  package var triggers: [Trigger] { [.word("Preview"), .word("PreviewProvider")] }

  /// The providers around a preview and the reads of the views it shows (`PreviewReach`).
  package var viewGraphExtent: ViewGraphFacts.Extent { .environment }
  package var readsOwnViewGraph: Bool { true }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    var findings: [PendingFinding] = []
    for site in file.viewGraphFacts.sites where site.context == .preview && !site.isMemberUse {
      guard let first = tree.tokenIndex(startingAt: site.start), let last = tree.tokenIndex(endingAt: site.end) else { continue }
      let finding = finding(in: tree, from: first, through: last, message: "", help: "")
      let project = file.project
      let path = tree.source.path
      let place = site.ownerMember == "#Preview" ? "'#Preview'" : "'\(site.owner.map(TypeIndex.lastComponent) ?? "previews")'"
      findings.append(PendingFinding(finding) { index in
        // A `PreviewProvider`'s `previews` is a preview only if the type is one.
        if let owner = site.owner, site.ownerMember == "previews",
          !index.type(named: owner, in: project, conformsToAnyOf: ["PreviewProvider"])
        {
          return .drop
        }
        guard let missing = PreviewReach(index: index).missing(for: site, project: project, path: path) else { return .drop }
        let type = missing.property.typeName ?? "?"
        let shown = missing.chain.first ?? TypeIndex.lastComponent(missing.view)
        let reader = TypeIndex.lastComponent(missing.view)
        let whose = reader == shown ? "" : ", whose '\(reader)' reads it"
        let kind: EnvironmentKind = missing.property.wrapper == .environmentObject ? .object : .observable
        return .revise(
          message: "\(place) shows '\(shown)' without a provider of '\(type)'\(whose); the preview crashes",
          help: "provide it in the preview: '.\(kind.modifier)(…)' with a '\(type)' on '\(shown)'",
          fix: nil,
          related: [RelatedLocation(
            line: missing.property.line, message: "\(EnvironmentWords.subject(missing.property)) of '\(reader)' reads it here",
            path: missing.path == tree.source.path ? nil : missing.path)])
      })
    }
    return findings
  }
}
