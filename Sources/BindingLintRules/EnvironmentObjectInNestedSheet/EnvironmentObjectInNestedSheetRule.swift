import BindingLintSyntax
import BindingLintIndex

/// `environment_object_in_nested_sheet`: an environment read whose provider is reached
/// only across presentations that lose the environment on macOS and for iPad apps on a
/// Mac: a modal inside another modal, or a modal showing a `NavigationSplitView`.
///
/// Reads are found as `missing_environment_object` finds them; a read that rule reports
/// (a path with no provider at all) is left to it.
package struct EnvironmentObjectInNestedSheetRule: ViewGraphRule {
  package static let description = RuleDescription(
    id: "environment_object_in_nested_sheet",
    summary: "An environment object read in a nested sheet should be provided inside the outer sheet",
    rationale: EnvironmentObjectInNestedSheetRuleExamples.rationale,
    category: .pedantic,
    fix: "Provide the object again inside the outer presentation's content ('.environmentObject(x)' / '.environment(x)' on the view the outer sheet presents)",
    triggering: EnvironmentObjectInNestedSheetRuleExamples.triggering,
    nonTriggering: EnvironmentObjectInNestedSheetRuleExamples.nonTriggering)

  package init() {}

  package var triggers: [Trigger] { [.attribute("EnvironmentObject"), .attribute("Environment"), .attribute("SwiftUI")] }

  /// Environment reads, and the providers and presentations on the paths to them (`EnvironmentReach`).
  package var viewGraphExtent: ViewGraphFacts.Extent { .environment }
  package var readsOwnViewGraph: Bool { true }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    var reads: [Int: (type: String, property: StateProperty)] = [:]
    for type in file.viewGraphFacts.types {
      for property in type.properties where property.isEnvironmentRead && !property.isOptional && property.isUsed {
        reads[property.start] = (type.name, property)
      }
    }
    guard !reads.isEmpty else { return [] }
    var findings: [PendingFinding] = []
    for declaration in tree.declarations where declaration.kind == .variable {
      guard let (viewName, property) = reads[tree.startOffset(declaration.firstToken)], let typeName = property.typeName else { continue }
      let finding = finding(in: tree, from: declaration.firstToken, through: declaration.lastToken, message: "", help: "")
      let project = file.project
      let path = tree.source.path
      findings.append(PendingFinding(finding) { index in
        let reach = EnvironmentReach(index: index)
        guard case .type(let view, let viewProject) = reach.resolution.resolve(viewName, owner: nil, project: project),
          case .type(let type, let typeProject) = reach.resolution.resolve(typeName, owner: viewName, project: project),
          !index.type(named: type, in: typeProject, conformsToAnyOf: EnvironmentReach.implicitlyProvided)
        else { return .drop }
        let wanted = ProviderResolution.Wanted(
          name: type, project: typeProject, kind: property.wrapper == .environmentObject ? .object : .observable)
        // No provider at all on some path is `missing_environment_object`'s finding (asked
        // second: few reads have a risky path, and the full walk is the dearer question).
        guard let risky = reach.modalRisk(wanted, in: view, project: viewProject, file: path),
          reach.reach(wanted, in: view, project: viewProject, file: path).unprovided == nil
        else { return .drop }
        return Self.decision(risky, property: property, view: view, type: typeName, path: path)
      })
    }
    return findings
  }

  private static func decision(
    _ risky: EnvironmentReach.ModalPath, property: StateProperty, view: String, type: String, path: String
  ) -> PendingFinding.Decision {
    let subject = EnvironmentWords.subject(property)
    let viewName = TypeIndex.lastComponent(view)
    let message: String
    switch risky.risk {
    case .nestedModals:
      message = "\(subject) of '\(viewName)' gets '\(type)' only from outside two nested modals; on macOS and for iPad apps on a Mac, nested sheets lose the environment"
    case .splitViewInModal:
      message = "\(subject) of '\(viewName)' gets '\(type)' only from outside a sheet that shows a 'NavigationSplitView'; on macOS such a sheet loses the environment"
    }
    var related = risky.steps.map { step in
      let owner = step.site.owner.map(TypeIndex.lastComponent) ?? "a view"
      let edge = EnvironmentWords.edgeWords(step.site.edge, container: step.site.container)
      return RelatedLocation(line: step.site.line, message: "'\(owner)' shows this as \(edge)", path: step.path == path ? nil : step.path)
    }
    related.append(RelatedLocation(
      line: risky.providerLine, message: "'\(type)' is provided here, outside the presentations",
      path: risky.providerPath == path ? nil : risky.providerPath))
    return .revise(
      message: message,
      help: "provide '\(type)' again inside the outer presentation's content (FB20446902, FB19972276)", fix: nil, related: related)
  }
}
