/// Adding files' facts to an index that already holds others, with the answers of an index
/// built from all of them at once: new entries take their place in input order in every
/// name table, and the extensions whose target a new type may change (those extending a
/// name it is declared under) are resolved again, their conformances moved with them.
///
/// The engine builds one index and extends it with each round of files parsed on demand,
/// instead of rebuilding it from every file's facts each round, serially.
extension TypeIndex {
  /// What extending needs beyond the lookup tables.
  struct Growth {
    /// Per entry, its place in input order: the file's order, then the type's ordinal in it.
    var order: [UInt64] = []
    /// Every extension that adds conformances, in the order added.
    var extensions: [ExtensionRecord] = []
    /// Extensions by the name their target lookup asks for (the extended name without `Self.`).
    var extensionsByKey: [String: [Int]] = [:]
    /// Entry → the extensions adding conformances to it now.
    var addedBy: [Int: [Int]] = [:]
    /// The inheritance an entry declares itself, saved before an extension first adds to it.
    var declaredInherited: [Int: Set<String>] = [:]
  }

  struct ExtensionRecord {
    let extendedName: String
    let key: String
    let inherited: [String]
    let project: String?
    /// The entries it adds its conformances to; empty when the extended type is not in
    /// the sources (its conformances are then `externalConformances`).
    var targets: [Int] = []
  }

  /// Runs two closures and returns once both are done, on two threads when the caller has
  /// them to give (the index starts no thread of its own).
  package typealias BothRunner = (_ first: @escaping @Sendable () -> Void, _ second: @escaping @Sendable () -> Void) -> Void

  /// Adds `facts`, each with its file's place in input order. Only between rounds of
  /// decisions: no other thread may read the index meanwhile.
  /// Each file's facts are released from `facts` once added (see `init(ordered:)`).
  /// With `both`, the member-use table, which shares no storage with the other tables,
  /// is filled beside them: about half of the work, which otherwise runs while every other
  /// thread of the run waits for the index.
  package func extend(with facts: consuming [(order: Int, facts: TypeFacts)], runningBoth both: BothRunner? = nil) {
    guard let both, facts.count > 1 else {
      extendTables(with: consume facts, addingMemberUses: true)
      return
    }
    let forUses = HandedFacts(copy facts)
    let forTables = HandedFacts(consume facts)
    both({ self.extendTables(with: forTables.take(), addingMemberUses: false) }, { self.addMemberUses(of: forUses.take()) })
  }

  /// Facts handed to one of `extend`'s two closures, which takes them whole.
  private final class HandedFacts: @unchecked Sendable {
    private var facts: [(order: Int, facts: TypeFacts)]
    init(_ facts: consuming [(order: Int, facts: TypeFacts)]) { self.facts = facts }
    func take() -> [(order: Int, facts: TypeFacts)] {
      defer { facts = [] }
      return facts
    }
  }

  /// Fills `memberUses` from `facts`, letting go of each file's facts once read.
  private func addMemberUses(of facts: consuming [(order: Int, facts: TypeFacts)]) {
    for position in facts.indices {
      memberUses.add(facts[position].facts, order: facts[position].order)
      facts[position].facts = TypeFacts(project: nil)
    }
  }

  /// Every table, `memberUses` only if `addingMemberUses`.
  private func extendTables(with facts: consuming [(order: Int, facts: TypeFacts)], addingMemberUses: Bool) {
    var changedNames = Set<String>()
    var toResolve: [Int] = []
    let firstNew = growth.extensions.count
    let typeCount = facts.reduce(0) { $0 + $1.facts.types.count }
    entries.reserveCapacity(entries.count + typeCount)
    projects.reserveCapacity(projects.count + typeCount)
    growth.order.reserveCapacity(growth.order.count + typeCount)
    for position in facts.indices {
      let (order, file) = facts[position]
      facts[position].facts = TypeFacts(project: nil)
      if let project = file.project { projectKeys.insert(project) }
      for (ordinal, type) in file.types.enumerated() {
        let index = entries.count
        entries.append(Entry(
          qualifiedName: type.qualifiedName, kind: type.kind, attributes: Set(type.attributes), inherited: Set(type.inherited),
          project: file.project, genericParameters: type.genericParameters, aliasTarget: type.aliasTarget, module: file.module,
          privateToFile: type.isFilePrivate ? file.path : nil, publishedMembers: type.publishedMembers,
          settledPublishedMembers: type.settledPublishedMembers,
          storedVariables: type.storedVariables, storedVariableElementTypes: type.storedVariableElementTypes,
          mayChangeOnItsOwn: type.mayChangeOnItsOwn, untrackedProperties: type.untrackedProperties,
          hasStoredConstants: type.hasStoredConstants, storedConstants: type.storedConstants, hasStoredProperties: type.hasStoredProperties,
          hasWrappedProperties: type.hasWrappedProperties,
          propertyRequirements: type.propertyRequirements, settledByInit: type.settledByInit,
          file: file.path, closureParameters: type.closureParameters))
        projects.append(file.project)
        growth.order.append(UInt64(order) << 32 | UInt64(ordinal))
        let simple = Self.lastComponent(type.qualifiedName)
        insertInOrder(index, into: &bySimpleName[simple, default: []])
        insertInOrder(index, into: &byQualifiedName[type.qualifiedName, default: []])
        // Only extensions added before this call can have a target to revise (the
        // first build, with every extension new, skips this).
        if firstNew > 0 {
          changedNames.insert(simple)
          changedNames.insert(type.qualifiedName)
        }
      }
      for assignment in file.extensionInitAssignments {
        let located = LocatedInitAssignment(path: file.path ?? "", project: file.project, assignment: assignment, order: order)
        initAssignments[assignment.extendedName, default: []].insertInInputOrder(located)
      }
      for fact in file.extensionClosures {
        extensionClosures[Self.lastComponent(fact.extendedName), default: []].append((file.project, fact.closures))
      }
      if addingMemberUses { memberUses.add(file, order: order) }
      for assignment in file.nilAssignments {
        let located = LocatedNilAssignment(path: file.path ?? "", line: assignment.line, isComputed: assignment.isComputed, order: order)
        if !assignment.isComputed, (nilResets[assignment.name].map { $0.order > order } ?? true) {
          nilResets[assignment.name] = located
        }
        // A file's first record of the name (its computed optional, when it has both).
        if let known = nilAssignments[assignment.name], known.order <= order { continue }
        nilAssignments[assignment.name] = located
      }
      for write in file.memberWrites {
        let located = LocatedMemberWrite(path: file.path ?? "", project: file.project, line: write.line, ownerType: write.ownerType, order: order)
        memberWrites[write.name, default: []].insertInInputOrder(located)
      }
      viewGraph.add(file.viewGraph, path: file.path ?? "", project: file.project, order: order)
      for fact in file.extensions {
        let key = fact.extendedName.hasPrefix("Self.") ? String(fact.extendedName.dropFirst(5)) : fact.extendedName
        toResolve.append(growth.extensions.count)
        growth.extensionsByKey[key, default: []].append(growth.extensions.count)
        growth.extensions.append(ExtensionRecord(extendedName: fact.extendedName, key: key, inherited: fact.inherited, project: file.project))
      }
    }
    // Extensions added before, whose target lookup finds a new entry now.
    var seen = Set(toResolve)
    for name in changedNames {
      for id in growth.extensionsByKey[name] ?? [] where seen.insert(id).inserted { toResolve.append(id) }
    }
    resolveExtensions(toResolve, firstNew: firstNew)
  }

  /// Resolves the extensions `ids` (those from `firstNew` on added just now) against the
  /// current tables and moves their conformances to their (new) targets.
  private func resolveExtensions(_ ids: [Int], firstNew: Int) {
    var touchedEntries = Set<Int>()
    var touchedExternal = Set<String>()
    for id in ids {
      let record = growth.extensions[id]
      let targets = Self.candidates(
        for: record.extendedName, from: record.project, scope: [], projects: projects,
        qualified: { self.byQualifiedName[$0] ?? [] }, simple: { self.bySimpleName[$0] ?? [] })
      let isNew = id >= firstNew
      let wasExternal = !isNew && record.targets.isEmpty
      guard isNew || targets != record.targets else { continue }
      for target in record.targets {
        growth.addedBy[target]?.removeAll { $0 == id }
        touchedEntries.insert(target)
      }
      for target in targets {
        growth.addedBy[target, default: []].append(id)
        touchedEntries.insert(target)
      }
      if wasExternal || targets.isEmpty { touchedExternal.insert(record.extendedName) }
      growth.extensions[id].targets = targets
    }
    for entry in touchedEntries {
      let declared = growth.declaredInherited[entry] ?? entries[entry].inherited
      growth.declaredInherited[entry] = declared
      var inherited = declared
      for id in growth.addedBy[entry] ?? [] { inherited.formUnion(growth.extensions[id].inherited) }
      entries[entry].inherited = inherited
    }
    for name in touchedExternal {
      let key = name.hasPrefix("Self.") ? String(name.dropFirst(5)) : name
      var added: Set<String>?
      for id in growth.extensionsByKey[key] ?? [] {
        let record = growth.extensions[id]
        guard record.extendedName == name, record.targets.isEmpty else { continue }
        added = (added ?? []).union(record.inherited)
      }
      externalConformances[name] = added
    }
  }

  /// Inserts entry `index` into a name's list at its place in input order (at the end,
  /// unless facts arrive out of order, as files parsed on demand do).
  private func insertInOrder(_ index: Int, into list: inout [Int]) {
    let order = growth.order[index]
    guard let last = list.last, growth.order[last] > order else {
      list.append(index)
      return
    }
    var low = 0
    var high = list.count
    while low < high {
      let mid = (low + high) / 2
      if growth.order[list[mid]] < order { low = mid + 1 } else { high = mid }
    }
    list.insert(index, at: low)
  }
}

/// A record the index keeps per name in input order, whatever round of on-demand parsing
/// added its file (the first file's record answers).
protocol InputOrdered {
  /// The file's place in input order.
  var order: Int { get }
}

extension Array where Element: InputOrdered {
  /// Inserts `element` after every record of a file before or at its own place.
  mutating func insertInInputOrder(_ element: Element) {
    insert(element, at: firstIndex { $0.order > element.order } ?? count)
  }
}
