import BindingLintSyntax

/// Every type declared in the linted files, merged: kind, attributes, inheritance, and the
/// conformances extensions add anywhere. Rules ask it "is this a view type", "is this name a
/// class", "is it `@Observable`".
///
/// Names resolve within the asking file's project first (the nearest folder with an Xcode
/// project, workspace or `Package.swift`), then across the run, and from the innermost
/// enclosing type outward. A name that resolves to different kinds of type is ambiguous,
/// and ambiguous answers are "unknown": rules stay silent rather than guess.
/// The index is built once per run and then extended (`extend(with:)`) with the facts of
/// files parsed later; the answers are those of an index built from all of them at once.
/// It is extended only between rounds of decisions, when no other thread reads it.
package final class TypeIndex: @unchecked Sendable {
  package struct Entry: Sendable {
    package let qualifiedName: String
    package let kind: Declaration.Kind
    package let attributes: Set<String>
    /// Direct supertypes, including those added by extensions anywhere in the sources.
    package internal(set) var inherited: Set<String>
    package let project: String?
    /// Generic parameters (and a protocol's associated types) declared on the type.
    package let genericParameters: [String]
    /// What a type alias stands for, when that is a plain name.
    package let aliasTarget: String?
    /// The declaring file's module when known (`…/Sources/<Module>/…`).
    package let module: String?
    /// The declaring file, for `private`/`fileprivate` types (visible there only); else nil.
    package let privateToFile: String?
    /// `@Published` properties declared in the type's body (and computed ones reading them).
    package let publishedMembers: [String]
    /// Those of them that change only while an initializer runs.
    package var settledPublishedMembers: [String] = []
    /// Stored instance `var`s declared in the type's body.
    package var storedVariables: [String] = []
    /// The type of the objects each stored `var` holds, where its annotation names one
    /// (`T`, `T?`, `[T]`, `Set<T>`).
    package var storedVariableElementTypes: [String: String] = [:]
    /// Whether a class holding such objects may change its state with nobody calling it.
    package var mayChangeOnItsOwn = true
    /// Stored properties kept out of tracking (`@ObservationIgnored`, `@Transient`).
    package var untrackedProperties: [String] = []
    /// Whether a class declares a stored instance `let` in its body.
    package var hasStoredConstants = false
    /// The names of those `let`s.
    package var storedConstants: [String] = []
    /// Whether a struct other than a `@main` one declares any stored instance property.
    package var hasStoredProperties = false
    /// Whether such a struct declares a stored instance property with an attribute.
    package var hasWrappedProperties = false
    /// A protocol's property requirements.
    package var propertyRequirements: [String] = []
    /// For a class whose own declaration changes none of its state after `init`, what its
    /// members construct (`TypeFacts+SettledClasses`); nil otherwise.
    package var settledByInit: TypeFacts.SettledClass? = nil
    /// The declaring file (nil for facts without a path, such as stdin without a name).
    package var file: String? = nil
    /// What the closures a struct's stored properties and initializers take are for.
    package var closureParameters = ClosureParameters()
  }

  package var entries: [Entry] = []
  /// `entries[i].project`, kept as its own array for the candidate filter.
  var projects: [String?] = []
  /// Every project key with a linted file.
  var projectKeys: Set<String>
  /// Entry indices by name; each list in the order of the facts (input order, then
  /// declaration order), whatever order the facts were added in: lookups that find
  /// several declarations answer with the first.
  var bySimpleName: [String: [Int]] = [:]
  var byQualifiedName: [String: [Int]] = [:]
  /// Conformances added by extensions of names that are not declared in the sources
  /// (`extension Text: Foo`), keyed by the extended name.
  var externalConformances: [String: Set<String>] = [:]
  /// What initializers in extensions assign, by extended name, in input order
  /// (`TypeFacts+Initializers`).
  var initAssignments: [String: [LocatedInitAssignment]] = [:]
  /// What the closures initializers in extensions take, by the extended name's last
  /// component (`TypeFacts+ClosureParameters`).
  var extensionClosures: [String: [(project: String?, closures: ClosureParameters)]] = [:]
  /// Labeled calls and extension mentions by type name (`TypeFacts+MemberUses`).
  var memberUses = MemberUseTable()
  /// Views, constructions and providers by name (`ViewGraphTable`).
  var viewGraph = ViewGraphTable()
  /// Where a name is first assigned `nil`, in input order (`TypeFacts+NilAssignments`).
  var nilAssignments: [String: LocatedNilAssignment] = [:]
  /// Where a name is first assigned `nil` (not declared a computed optional), in input order.
  var nilResets: [String: LocatedNilAssignment] = [:]
  /// Where members are written through a value of a named type, by member name, in input
  /// order (`TypeFacts+MemberWrites`).
  var memberWrites: [String: [LocatedMemberWrite]] = [:]
  /// Where lookups report the names they ask about, when the engine loads files' facts
  /// on demand (see `NameLog`); nil when the index holds every file.
  let log: NameLog?
  /// What `extend(with:)` needs to place new entries and re-resolve extensions.
  var growth = Growth()
  /// `resolve`'s answers, kept by a recording copy only (see `resolve`).
  private var resolved: [ResolveKey: Resolution] = [:]
  /// Analyses' memos, by their type, kept by a recording copy only (see `memo(_:)`).
  private var memos: [ObjectIdentifier: AnyObject] = [:]

  /// An index of `facts`. `extraProjects` adds project keys that have files but no facts here
  /// (files whose facts the engine has not loaded), so that which folders are projects
  /// does not depend on which facts are loaded.
  package convenience init(_ facts: [TypeFacts], projects extraProjects: Set<String> = [], log: NameLog? = nil) {
    self.init(ordered: facts.enumerated().map { ($0.offset, $0.element) }, projects: extraProjects, log: log)
  }

  /// An index of `facts`, each with its place in the run's input order (see `extend(with:)`).
  /// Handed `facts` it alone holds, the index lets go of each file's facts once it has
  /// taken what it keeps of them, so the whole tree's facts and the index built from them
  /// are not held at once.
  /// `runningBoth`: see `extend(with:runningBoth:)`.
  package init(
    ordered facts: consuming [(order: Int, facts: TypeFacts)], projects extraProjects: Set<String>, log: NameLog? = nil,
    runningBoth both: BothRunner? = nil
  ) {
    self.log = log
    projectKeys = extraProjects
    extend(with: consume facts, runningBoth: both)
  }

  /// The same index, reporting its lookups to `log`: the tables are shared, not copied,
  /// so each thread deciding findings can have its own log.
  package func recording(into log: NameLog) -> TypeIndex {
    TypeIndex(sharingTablesOf: self, log: log)
  }

  private init(sharingTablesOf other: TypeIndex, log: NameLog) {
    entries = other.entries
    projects = other.projects
    projectKeys = other.projectKeys
    bySimpleName = other.bySimpleName
    byQualifiedName = other.byQualifiedName
    externalConformances = other.externalConformances
    initAssignments = other.initAssignments
    extensionClosures = other.extensionClosures
    memberUses = other.memberUses
    viewGraph = other.viewGraph
    nilAssignments = other.nilAssignments
    nilResets = other.nilResets
    memberWrites = other.memberWrites
    self.log = log
  }

  /// This recording copy's memo of type `M`, made by `make` on first use (see
  /// `RecordedMemo`); nil for an index that does not record, which may be extended or
  /// shared by threads and so keeps no answers.
  package func memo<M: AnyObject>(_ make: (NameLog) -> M) -> M? {
    guard let log else { return nil }
    let key = ObjectIdentifier(M.self)
    if let known = memos[key] { return unsafeDowncast(known, to: M.self) }
    let made = make(log)
    memos[key] = made
    return made
  }

  // MARK: - Lookups
  //
  // Every question the index answers reads its tables through these three functions, so
  // that `log` sees every name a decision depends on.

  /// Entries declared under exactly `name` (`Outer.Inner`, or a top-level `Foo`).
  package func declarations(qualified name: String) -> [Int] {
    log?.record(name)
    return byQualifiedName[name] ?? []
  }

  /// Entries whose last name component is `name`, at any nesting.
  func declarations(simple name: String) -> [Int] {
    log?.record(name)
    return bySimpleName[name] ?? []
  }

  /// Conformances that extensions add to `name` when the sources do not declare it.
  package func conformances(addedToExternal name: String) -> Set<String>? {
    log?.record(name)
    return externalConformances[name]
  }

  /// `A` for `A.B.C` (the whole name when it has no dot), found as UTF-8 like
  /// `lastComponent`.
  package static func firstComponent(_ name: String) -> String {
    guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return name }
    return String(name[..<dot])
  }

  package static func lastComponent(_ name: String) -> String {
    // Searched as UTF-8 bytes: `String.lastIndex(of: Character)` walks grapheme clusters,
    // and even the UTF-8 view's backward walk cost hundreds of instructions a name (every
    // lookup's `NameLog.record` asks).
    let found = name.utf8.withContiguousStorageIfAvailable { $0.lastIndex(of: UInt8(ascii: ".")) }
    switch found {
    case .some(nil):
      return name
    case .some(let dot?):
      return String(name[name.utf8.index(name.utf8.startIndex, offsetBy: dot + 1)...])
    case nil:
      guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
      return String(name[name.utf8.index(after: dot)...])
    }
  }

  /// Entries a name can mean from inside `scope` (enclosing qualified names, innermost
  /// last) in `project`: qualified lookups from the innermost scope outward, then by last
  /// component; same project first, then anywhere.
  static func candidates(
    for name: String, from project: String?, scope: [String], projects: [String?],
    qualified: (String) -> [Int], simple: (String) -> [Int]
  ) -> [Int] {
    let name = name.hasPrefix("Self.") ? String(name.dropFirst(5)) : name
    // The qualified names to try, innermost scope first; the second pass (any project)
    // asks the same tables, so each answer is looked up once and kept for it.
    let tries = scope.reversed().map { $0 + "." + name } + [name]
    var found = [[Int]?](repeating: nil, count: tries.count + 1)
    let dotted = name.utf8.contains(UInt8(ascii: "."))
    for pool in [true, false] {
      for slot in 0...tries.count {
        if slot == tries.count && dotted { break }
        let all = found[slot] ?? (slot < tries.count ? qualified(tries[slot]) : simple(name))
        found[slot] = all
        let matches = pool ? all.filter { projects[$0] == project } : all
        if !matches.isEmpty { return matches }
      }
    }
    return []
  }

  package enum Resolution: Sendable {
    case unknown
    case ambiguous
    case type(Entry)
  }

  /// What `name` (as written in source, maybe dotted) means from `scope` in `project`.
  package func resolve(_ name: String, from project: String?, scope: [String] = []) -> Resolution {
    guard let log else { return resolveUncached(name, from: project, scope: scope) }
    // A recording copy serves one thread and its tables do not change: decisions ask the
    // same few names ("View", the finding's type) again and again. A remembered answer
    // records the one name the lookups behind it record (every key they ask for ends in
    // `name`'s last component), so the log is the same as without it.
    let key = ResolveKey(name: name, project: project, scope: scope)
    if let known = resolved[key] {
      log.record(name)
      return known
    }
    let resolution = resolveUncached(name, from: project, scope: scope)
    resolved[key] = resolution
    return resolution
  }

  struct ResolveKey: Hashable {
    let name: String
    let project: String?
    let scope: [String]
  }

  private func resolveUncached(_ name: String, from project: String?, scope: [String]) -> Resolution {
    let found = Self.candidates(
      for: Self.strippingModule(name), from: project, scope: scope, projects: projects,
      qualified: declarations(qualified:), simple: declarations(simple:))
    guard let first = found.first else { return .unknown }
    let kind = entries[first].kind
    if found.dropFirst().contains(where: { entries[$0].kind != kind }) { return .ambiguous }
    return .type(entries[first])
  }

  package static func strippingModule(_ name: String) -> String {
    name.hasPrefix("SwiftUI.") ? String(name.dropFirst(8)) : name
  }

  /// Whether `entry` conforms to (or inherits from) any of `names`, directly, through
  /// extensions, or through protocols and superclasses declared in the sources.
  package func conforms(_ entry: Entry, toAnyOf names: Set<String>) -> Bool {
    searchSupertypes(of: entry) { name in
      if names.contains(name) { return .found }
      if let added = conformances(addedToExternal: name), !added.isDisjoint(with: names) { return .found }
      guard case .type(let parent) = resolve(name, from: entry.project) else { return .deadEnd }
      return .into(parent)
    }
  }

  /// The project protocol, if any, that type `qualifiedName` conforms to (directly, through
  /// extensions, or through other protocols and superclasses in the sources) and that
  /// requires a property named `property`: such a property cannot be more private than
  /// the protocol.
  package func protocolRequiring(_ property: String, of qualifiedName: String, in project: String?) -> String? {
    let starts: [Entry]
    switch resolve(qualifiedName, from: project) {
    case .type(let entry): starts = [entry]
    case .ambiguous: starts = declarations(qualified: qualifiedName).map { entries[$0] }
    case .unknown: return nil
    }
    for start in starts {
      var requiring: String?
      let found = searchSupertypes(of: start) { name in
        guard case .type(let parent) = resolve(name, from: start.project) else { return .deadEnd }
        guard parent.kind == .protocol && parent.propertyRequirements.contains(property) else { return .into(parent) }
        requiring = name
        return .found
      }
      if found { return requiring }
    }
    return nil
  }

  /// What a search through supertypes does with one name.
  enum SupertypeStep {
    /// The search is over: the name is what it looked for.
    case found
    /// Go on into the supertypes of this declaration.
    case into(Entry)
    /// Nothing to follow from this name (not declared in the sources).
    case deadEnd
  }

  /// Visits the names `entry` inherits, then theirs as `step` leads into them, each once
  /// and at most 256 in all (a cycle or a huge hierarchy cannot run away); true when a
  /// step says `found`.
  func searchSupertypes(of entry: Entry, _ step: (String) -> SupertypeStep) -> Bool {
    var queue = Array(entry.inherited)
    var seen = Set(queue)
    var steps = 0
    while let next = queue.popLast(), steps < 256 {
      steps += 1
      switch step(next) {
      case .found: return true
      case .deadEnd: break
      case .into(let parent):
        for name in parent.inherited where seen.insert(name).inserted { queue.append(name) }
      }
    }
    return false
  }

  /// Whether the type named `qualifiedName` (as declared or extended) conforms to any of
  /// `protocols`, the way `isViewType` decides it (`ViewKinds` holds the view protocols;
  /// `Identifiable` is asked likewise).
  package func type(named qualifiedName: String, in project: String?, conformsToAnyOf protocols: Set<String>) -> Bool {
    switch resolve(qualifiedName, from: project) {
    case .type(let entry):
      return conforms(entry, toAnyOf: protocols)
    case .ambiguous:
      let matches = declarations(qualified: qualifiedName).map { entries[$0] }
      return matches.contains { conforms($0, toAnyOf: protocols) }
    case .unknown:
      return !(conformances(addedToExternal: qualifiedName) ?? []).isDisjoint(with: protocols)
    }
  }

  /// Whether `entry` is `@Observable`, or inherits from a class that is.
  package func isObservable(_ entry: Entry) -> Bool {
    if entry.attributes.contains("Observable") { return true }
    var current = entry
    for _ in 0..<32 {
      guard let superclass = current.inherited.first(where: { name in
        if case .type(let e) = resolve(name, from: current.project), e.kind == .class { return true }
        return false
      }), case .type(let parent) = resolve(superclass, from: current.project) else { return false }
      if parent.attributes.contains("Observable") { return true }
      current = parent
    }
    return false
  }
}
