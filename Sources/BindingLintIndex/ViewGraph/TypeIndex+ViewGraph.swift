/// The view graph's questions, asked of the index. Each records the names a file must
/// contain to change its answer (`NameLog`), so the engine parses exactly the files that
/// could: a construction `Detail(…)` / `Detail { … }` / `Detail.init(…)` under `(Detail`
/// (what `DeclaredNames` files calls under), a type's declaration and extensions under its
/// name and `+Name`, wrappers under `+View` and `+Scene`.
extension TypeIndex {
  /// A fact and the file it came from.
  package struct Placed<Value: Sendable>: Sendable {
    package let value: Value
    package let path: String
    package let project: String?
    /// The fact's place in input order, unique in the index (it names the fact for memos,
    /// `RecordedMemo`); nil for a fact that did not come from the index.
    package let order: UInt64?

    package init(value: Value, path: String, project: String?, order: UInt64? = nil) {
      self.value = value
      self.path = path
      self.project = project
      self.order = order
    }
  }

  /// Constructions of any type whose last name component is that of `name`, in every
  /// project, in input order: the caller resolves each from its own place.
  package func constructions(named name: String) -> [Placed<ConstructionSite>] {
    let simple = Self.lastComponent(name)
    log?.record(UInt8(ascii: "("), simple)
    return placed(viewGraph.sitesByTarget[simple] ?? [])
  }

  /// Uses of render member `member` of type `owner` (in `project`), in input order.
  package func memberUses(of member: String, in owner: String, project: String?) -> [Placed<ConstructionSite>] {
    recordType(owner)
    return placed((viewGraph.memberUses[owner] ?? []).filter { $0.value.target == member && viewGraph.project(of: $0.file) == project })
  }

  /// Constructions held by `owner`'s members (declared in `project`), in input order.
  package func constructions(ownedBy owner: String, project: String?) -> [Placed<ConstructionSite>] {
    recordType(owner)
    return placed((viewGraph.sitesByOwner[owner] ?? []).filter { viewGraph.project(of: $0.file) == project })
  }

  /// What the declaration and extensions of `qualifiedName` in `project` say about its view
  /// state and providers, in input order.
  package func viewFacts(of qualifiedName: String, project: String?) -> [Placed<ViewTypeFact>] {
    recordType(qualifiedName)
    return placed((viewGraph.types[qualifiedName] ?? []).filter { viewGraph.project(of: $0.file) == project })
  }

  /// Functions named `name` in `extension View` / `extension Scene` (any project).
  package func providerWrappers(named name: String) -> [Placed<ProviderWrapper>] {
    log?.record(UInt8(ascii: "+"), "View")
    log?.record(UInt8(ascii: "+"), "Scene")
    return placed(viewGraph.wrappers[name] ?? [])
  }

  /// The declared type of property `member` of type `owner` (its qualified name), when some
  /// declaration or extension in `project` states it; nil when none or when they disagree.
  package func memberType(of owner: String, member: String, project: String?) -> String? {
    recordType(owner)
    let simple = Self.lastComponent(owner)
    let dotted = "." + owner
    var found: String?
    for located in viewGraph.members[simple] ?? [] where located.value.name == member && viewGraph.project(of: located.file) == project {
      let written = located.value.owner
      guard written == owner || written.hasSuffix(dotted) || owner.hasSuffix("." + written) else { continue }
      if let known = found, known != located.value.typeName { return nil }
      found = located.value.typeName
    }
    return found
  }

  /// Declares that the decision asking depends on every file of the run (`NameLog.everyFile`).
  package func dependsOnEveryFile() {
    log?.recordEveryFile()
  }

  /// Every view-graph fact, for drawing the whole graph (`bindinglint graph`); not for
  /// decisions: it records nothing, so it is right only when every file was parsed.
  package func allViewFacts() -> [Placed<ViewTypeFact>] {
    placed(viewGraph.types.values.flatMap { $0 }.sorted { $0.order < $1.order })
  }

  /// Every construction, in input order (see `allViewFacts`).
  package func allConstructions() -> [Placed<ConstructionSite>] {
    placed(viewGraph.sitesByOwner.values.flatMap { $0 }.sorted { $0.order < $1.order })
  }

  /// A type's declaration and every extension of it: a file must contain `Name` or `+Name`.
  private func recordType(_ qualifiedName: String) {
    guard let log else { return }
    log.record(qualifiedName)
    log.record(UInt8(ascii: "+"), qualifiedName)
  }

  private func placed<Value>(_ list: [ViewGraphTable.Located<Value>]) -> [Placed<Value>] {
    list.map { Placed(value: $0.value, path: viewGraph.path(of: $0.file), project: viewGraph.project(of: $0.file), order: $0.order) }
  }
}
