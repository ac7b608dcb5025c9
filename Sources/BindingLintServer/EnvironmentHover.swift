import BindingLintSyntax
import BindingLintIndex
import BindingLintRules
import BindingLintEngine

/// The hover on an environment read (`@EnvironmentObject var store: Store`, `@Environment(
/// Store.self) var store`): where the project provides `Store`, how many views read it,
/// and whether a root reaches this view without it.
///
/// It is asked the way a finding is decided, so it runs in the same project run the
/// document's diagnostics use (`ProjectScope`, the server's warm index): a probe "rule"
/// places one pending finding on the read under the cursor, and its decision writes the
/// hover. "Where is `Store` provided" has no name to ask by, so the decision depends on
/// every file; the warm index keeps what was parsed for the next hover.
struct EnvironmentHoverProbe: ViewGraphRule {
  static let description = RuleDescription(
    id: "environment_hover", summary: "The language server's hover on an environment read", rationale: "",
    category: .pedantic, fix: "", triggering: [], nonTriggering: [])

  /// The byte offset the hover is at.
  var offset = 0

  init() {}

  init(offset: Int) { self.offset = offset }

  var triggers: [Trigger] { [] }

  /// Where the read's type is provided, and the paths to the view (`EnvironmentReach`).
  var viewGraphExtent: ViewGraphFacts.Extent { .environment }

  func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    for type in file.viewGraphFacts.types {
      for property in type.properties where property.isEnvironmentRead && property.start <= offset && offset <= property.end {
        guard let typeName = property.typeName, let first = tree.tokenIndex(startingAt: property.start),
          let last = tree.tokenIndex(endingAt: property.end)
        else { return [] }
        let read = Read(view: type.name, property: property, type: typeName, project: file.project, path: tree.source.path)
        let finding = finding(in: tree, from: first, through: last, message: "", help: "")
        return [PendingFinding(finding) { index in .keepWith(message: read.markdown(index), help: "") }]
      }
    }
    return []
  }

  struct Read: Sendable {
    let view: String
    let property: StateProperty
    let type: String
    let project: String?
    /// The reading view's file: it tells the view from namesakes of other targets.
    let path: String

    func markdown(_ index: TypeIndex) -> String {
      let resolution = ProviderResolution(index: index)
      let kind: EnvironmentKind = property.wrapper == .environmentObject ? .object : .observable
      let modifier = "`.\(kind.modifier)(…)`"
      guard case .type(let name, let typeProject) = resolution.resolve(type, owner: view, project: project) else {
        return "`\(type)` is not declared in the linted sources: where it is provided is not known."
      }
      index.dependsOnEveryFile()
      let wanted = ProviderResolution.Wanted(name: name, project: typeProject, kind: kind)
      var lines: [String] = []
      let places = EnvironmentProviders(index: index).providing(wanted)
      if places.isEmpty {
        lines.append("`\(type)` is provided nowhere in the project with \(modifier)" + (property.isOptional ? " (this optional read is nil)." : "."))
      } else {
        lines.append("`\(type)` is provided with \(modifier) at:")
        var seen: Set<String> = []
        for place in places where seen.insert("\(place.path):\(place.provider.line)").inserted {
          let owner = place.owner.map { " (in `\(TypeIndex.lastComponent($0))`)" } ?? ""
          lines.append("- \(place.path):\(place.provider.line)\(owner)")
        }
      }
      let readers = readingViews(of: wanted, resolution: resolution, index: index)
      if !readers.isEmpty {
        let names = readers.prefix(8).joined(separator: ", ") + (readers.count > 8 ? ", …" : "")
        lines.append("")
        lines.append("Read by \(readers.count) view\(readers.count == 1 ? "" : "s"): \(names)")
      }
      if !property.isOptional, case .type(let viewName, let viewProject) = resolution.resolve(view, owner: nil, project: project),
        let path = EnvironmentReach(index: index).reach(wanted, in: viewName, project: viewProject, file: path).unprovided
      {
        lines.append("")
        lines.append("No provider on the path \(EnvironmentWords.chain(path, reading: viewName)).")
      }
      return lines.joined(separator: "\n")
    }

    /// The views that read the type by the same mechanism, by name, in input order.
    private func readingViews(of wanted: ProviderResolution.Wanted, resolution: ProviderResolution, index: TypeIndex) -> [String] {
      var names: [String] = []
      for placed in index.allViewFacts() {
        let reads = placed.value.properties.contains { property in
          guard property.isEnvironmentRead, let type = property.typeName,
            (property.wrapper == .environmentObject ? EnvironmentKind.object : .observable) == wanted.kind,
            case .type(let name, let project) = resolution.resolve(type, owner: placed.value.name, project: placed.project)
          else { return false }
          return name == wanted.name && project == wanted.project
        }
        let name = TypeIndex.lastComponent(placed.value.name)
        if reads && !names.contains(name) { names.append(name) }
      }
      return names
    }
  }
}

extension DocumentLinter {
  /// Runs `probe` alone over the document as its diagnostics run would (same project,
  /// configuration and warm index) and returns its one diagnostic, if any. A configuration
  /// that does not load gives no hover; the diagnostics run says why.
  func probe(_ probe: some Rule, path: String?, bytes: [UInt8]) -> Diagnostic? {
    var request = LintRequest()
    if let path {
      guard case .success(let resolved) = resolve(path: path, bytes: bytes, into: request) else { return nil }
      request = resolved
      // A hover explains the code under the cursor, whatever the baseline accepts.
      request.baseline = nil
    } else {
      request.stdin = ("<untitled>", bytes)
      request.jobs = jobs
    }
    request.rules = [probe]
    request.severities = [:]
    return LintSession.run(request, writer: request.writer).report.diagnostics.first
  }
}
