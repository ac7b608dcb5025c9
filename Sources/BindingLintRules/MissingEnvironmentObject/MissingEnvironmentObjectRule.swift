import BindingLintSyntax
import BindingLintIndex

/// `missing_environment_object`: an environment read (`@EnvironmentObject var x: T`, a
/// non-optional `@Environment(T.self)`) in a view that some root of the app reaches with
/// no provider of `T` on the way.
///
/// The reads are found here, in the file; the verdict is the view graph's
/// (`EnvironmentReach`), decided once the index holds every file that builds a view on
/// the way: each construction a decision asks about is recorded under its name, so the
/// engine parses exactly the files that could hold a path or a provider.
package struct MissingEnvironmentObjectRule: StrictOptionRule, ViewGraphRule {
  package static let description = RuleDescription(
    id: "missing_environment_object",
    summary: "An environment object a view reads must be provided above it on every path from the app's roots",
    rationale: MissingEnvironmentObjectRuleExamples.rationale,
    category: .correctness, isEnabledByDefault: false,
    fix: "Provide the object above the view on that path ('.environmentObject(x)' / '.environment(x)' where the path's views are built, or on the scene)",
    triggering: MissingEnvironmentObjectRuleExamples.triggering,
    nonTriggering: MissingEnvironmentObjectRuleExamples.nonTriggering
  ).with(options: [
    RuleOption.strict(
      effect: "Also flags a read in a view the project never builds outside previews (a library's view, a screen only previews show) when no provider of its type exists anywhere in the project."),
  ])

  package init() {}

  package var isStrict = false

  /// The reads are written `@EnvironmentObject`, `@Environment(…)` (also `@SwiftUI.…`).
  package var triggers: [Trigger] { [.attribute("EnvironmentObject"), .attribute("Environment"), .attribute("SwiftUI")] }

  /// Environment reads, and the providers on the paths to them (`EnvironmentReach`).
  package var viewGraphExtent: ViewGraphFacts.Extent { .environment }
  package var readsOwnViewGraph: Bool { true }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    let facts = file.viewGraphFacts
    var reads: [Int: (type: String, property: StateProperty)] = [:]
    for type in facts.types {
      for property in type.properties where property.isEnvironmentRead && !property.isOptional && property.typeName != nil {
        reads[property.start] = (type.name, property)
      }
    }
    guard !reads.isEmpty else { return [] }
    var findings: [PendingFinding] = []
    for declaration in tree.declarations where declaration.kind == .variable {
      guard let (viewName, property) = reads[tree.startOffset(declaration.firstToken)], let typeName = property.typeName else { continue }
      let finding = finding(in: tree, from: declaration.firstToken, through: declaration.lastToken, message: "", help: "")
      let read = Read(
        view: viewName, project: file.project, path: tree.source.path, type: typeName, property: property,
        kind: property.wrapper == .environmentObject ? .object : .observable, isStrict: isStrict)
      findings.append(PendingFinding(finding) { index in read.decide(index) })
    }
    return findings
  }

  /// One read, as its decision needs it (names only: the file is gone by then).
  struct Read: Sendable {
    let view: String
    let project: String?
    let path: String
    let type: String
    let property: StateProperty
    let kind: EnvironmentKind
    let isStrict: Bool

    func decide(_ index: TypeIndex) -> PendingFinding.Decision {
      let reach = EnvironmentReach(index: index)
      guard case .type(let view, let viewProject) = reach.resolution.resolve(self.view, owner: nil, project: project),
        index.type(named: view, in: viewProject, conformsToAnyOf: EnvironmentReach.nodeProtocols),
        case .type(let type, let typeProject) = reach.resolution.resolve(self.type, owner: self.view, project: project)
      else { return .drop }
      // SwiftUI puts an app's (and scene's) delegate in the environment itself.
      guard !index.type(named: type, in: typeProject, conformsToAnyOf: EnvironmentReach.implicitlyProvided) else { return .drop }
      // Declared and never used: nothing reads it, so nothing crashes.
      guard property.isUsed || !index.extensionsMentioning(property.name, of: self.view, in: project, outside: path).isEmpty else {
        return .drop
      }
      let wanted = ProviderResolution.Wanted(name: type, project: typeProject, kind: kind)
      let outcome = reach.reach(wanted, in: view, project: viewProject, file: path)
      let subject = EnvironmentWords.subject(property)
      let viewName = TypeIndex.lastComponent(view)
      if let path = outcome.unprovided {
        let chain = EnvironmentWords.chain(path, reading: view)
        let message = outcome.sawProvider || outcome.sawUnknown
          ? "\(subject) of '\(viewName)' has no provider of '\(self.type)' on the path \(chain)"
          : "no provider of '\(self.type)' reaches \(subject) of '\(viewName)' (\(chain))"
        let help = "provide it above '\(viewName)' on that path with \(EnvironmentWords.providerCall(kind, type: self.type)) "
          + "where a view of the path is built, or on the scene; reading it without one crashes the app"
        return .revise(message: message, help: help, fix: nil, related: EnvironmentWords.related(path, reading: view, type: self.type, findingPath: self.path))
      }
      guard isStrict, !outcome.isConstructed, !outcome.sawProvider, !outcome.sawUnknown else { return .drop }
      // Never built outside previews: only a project without any provider of the type is certain.
      index.dependsOnEveryFile()
      guard EnvironmentProviders(index: index).anywhere(wanted) == .doesNot else { return .drop }
      return .keepWith(
        message: "\(subject) of '\(viewName)' reads '\(self.type)', which nothing in the project provides",
        help: "provide a '\(self.type)' with '.\(kind.modifier)(…)' where '\(viewName)' is built (the project never builds it outside previews)")
    }
  }
}
