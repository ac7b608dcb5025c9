import BindingLintSyntax

/// Name lookup the way Swift sees it from a declaration, for rules whose verdict hinges on
/// what a type *is* (class, struct, alias) rather than on whether some type of that name
/// exists somewhere: a nested type is found only through an enclosing scope, a generic
/// parameter or associated type of an enclosing type hides every type of the same name,
/// a module prefix (`MyKit.Store`) is dropped when it names no type, and type aliases are
/// followed to what they stand for.
///
/// Deliberately stricter than `resolve`, whose last-component fallback suits "is this a
/// view type" but would let `Settings` mean `Preferences.Settings` from a scope that
/// cannot see it.
extension TypeIndex {
  /// Every declaration `name` can mean from `scope` (enclosing type names, outermost
  /// first, innermost last) in `project`, aliases followed; empty when nothing in the
  /// sources is visible under that name or a generic parameter hides it.
  package func visibleEntries(for name: String, from project: String?, scope: [String], file: String? = nil) -> [Entry] {
    var name = Self.strippingModule(name)
    if name.hasPrefix("Self.") { name = String(name.dropFirst(5)) }
    var scope = scope
    var project = project
    for _ in 0..<8 {
      let found = visibleCandidates(for: name, from: project, scope: scope, file: file).map { entries[$0] }
      guard let first = found.first, first.kind == .typealias, found.allSatisfy({ $0.kind == .typealias }) else { return found }
      // `typealias Store = AppStore`: look the target up from where the alias is declared.
      let targets = Set(found.compactMap(\.aliasTarget))
      guard targets.count == 1, let target = targets.first, found.allSatisfy({ $0.aliasTarget != nil }) else { return found }
      name = target
      scope = Self.enclosingScopes(ofQualifiedName: first.qualifiedName)
      project = first.project
    }
    return []
  }

  /// Whether a type of qualified name `name` declares `parameter` among its generic
  /// parameters (a protocol, among its associated types). Recorded behind `<`: only a
  /// file whose name scan saw the name followed by `<` (or a protocol of it) can declare
  /// one, so the files of the many types of a common name without any are not parsed.
  func declaresGenericParameter(_ parameter: String, qualified name: String) -> Bool {
    log?.record(UInt8(ascii: "<"), name)
    return (byQualifiedName[name] ?? []).contains { entries[$0].genericParameters.contains(parameter) }
  }

  /// Whether `name` may mean a class of the sources: false when no file read so far
  /// declares a class, an actor or a type alias under its last component, and no unread
  /// file may (`^Name`, which only such a declaration gives a file: `DeclaredNames`).
  ///
  /// For a question whose answer is the same when `visibleEntries` finds nothing as when
  /// it finds only structs, enums or protocols ("is every declaration a class?"), asking
  /// this first spares the files that merely declare a struct of a common name (a nested
  /// `Action`, `Status` or `Coordinator` in dozens of files): with no class, actor or alias
  /// of the name anywhere, no lookup can reach a class. Once a file read declares one, it
  /// records the name itself and answers true: the caller's full lookup decides, as before.
  package func mayNameClass(_ name: String) -> Bool {
    let simple = Self.lastComponent(name)
    if let found = bySimpleName[simple], found.contains(where: { Self.mayBeClass(entries[$0].kind) }) {
      log?.record(simple)
      return true
    }
    log?.record(UInt8(ascii: "^"), simple)
    return false
  }

  /// The declarations the name scan also files behind `^`.
  private static func mayBeClass(_ kind: Declaration.Kind) -> Bool {
    kind == .class || kind == .actor || kind == .typealias
  }

  /// `visibleEntries` as a verdict: one kind of declaration, several, or none.
  package func resolveVisible(_ name: String, from project: String?, scope: [String], file: String? = nil) -> Resolution {
    let found = visibleEntries(for: name, from: project, scope: scope, file: file)
    guard let first = found.first else { return .unknown }
    return found.dropFirst().contains { $0.kind != first.kind } ? .ambiguous : .type(first)
  }

  /// `["A", "A.B"]` for `A.B.C`: the scopes a declaration named `A.B.C` is written in.
  package static func enclosingScopes(ofQualifiedName name: String) -> [String] {
    // Every prefix that ends before a dot (on UTF-8: `split` on a `String` compares
    // characters, and this runs for every lookup from a nested type). Empty components
    // (`A..B`) are not scopes.
    var scopes: [String] = []
    let utf8 = name.utf8
    var componentStart = utf8.startIndex
    var index = utf8.startIndex
    while index != utf8.endIndex {
      if utf8[index] == UInt8(ascii: ".") {
        if index != componentStart { scopes.append(String(name[..<index])) }
        componentStart = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    return scopes
  }

  /// `["A", "A.B"]` for the qualified name of the type a declaration sits in (`A.B`).
  package static func scopes(inside qualifiedName: String) -> [String] {
    qualifiedName.isEmpty ? [] : enclosingScopes(ofQualifiedName: qualifiedName + ".x")
  }

  func visibleCandidates(for name: String, from project: String?, scope: [String], file: String?) -> [Int] {
    let head = Self.firstComponent(name)
    func visible(_ candidates: [Int], ownProject: Bool) -> [Int] {
      candidates.filter { index in
        if let privateFile = entries[index].privateToFile, privateFile != file { return false }
        return ownProject ? projects[index] == project : projects[index] != project && isRelated(projects[index], project)
      }
    }
    for ownProject in [true, false] {
      for prefix in scope.reversed() {
        let matches = visible(declarations(qualified: prefix + "." + name), ownProject: ownProject)
        if !matches.isEmpty { return matches }
        if ownProject, declaresGenericParameter(head, qualified: prefix) {
          return []
        }
      }
      let matches = visible(declarations(qualified: name), ownProject: ownProject)
      if !matches.isEmpty { return matches }
    }
    // `StatusKit.Store`: a first component that names no type may be a package module;
    // only types known to live in that module answer (an unknown module, say a binary
    // dependency's, answers nothing: its `Store` is not ours).
    if let dot = name.firstIndex(of: "."), declarations(qualified: head).isEmpty {
      let rest = String(name[name.index(after: dot)...])
      let inModule = declarations(qualified: rest).filter { entries[$0].module == head }
      for ownProject in [true, false] {
        let matches = visible(inModule, ownProject: ownProject)
        if !matches.isEmpty { return matches }
      }
    }
    return []
  }

  /// Whether a type in project `other` can be what a name in `project` means: one project
  /// folder contains the other, or both sit in a folder that is itself a project (an app
  /// with its local packages). Unrelated trees linted in one run (two checkouts side by
  /// side) never lend each other names.
  ///
  /// Read on the paths' UTF-8 bytes: the folders are compared as the file system names
  /// them, and counting characters and building `common + "/"` for every folder cost some
  /// 38 K instructions a call.
  func isRelated(_ other: String?, _ project: String?) -> Bool {
    guard let other, let project else { return false }
    let projectBytes = project.utf8
    let otherBytes = other.utf8
    // `common` is the first `end` bytes of `project`: it, then each folder above it.
    var end = projectBytes.count
    while end > 0 {
      let common = projectBytes.prefix(end)
      let isSame = otherBytes.count == end && otherBytes.elementsEqual(common)
      let isInside = otherBytes.count > end && otherBytes.starts(with: common)
        && otherBytes[otherBytes.index(otherBytes.startIndex, offsetBy: end)] == UInt8(ascii: "/")
      if isSame || isInside {
        return end == projectBytes.count || isSame || projectKeys.contains(String(project[common.startIndex..<common.endIndex]))
      }
      guard let slash = common.lastIndex(of: UInt8(ascii: "/")) else { break }
      end = projectBytes.distance(from: projectBytes.startIndex, to: slash)
    }
    return false
  }

  /// Whether SwiftUI's Observation tracks reads of `entry`'s properties: it (or a
  /// superclass in the sources) is `@Observable`, a SwiftData `@Model`, Point-Free's
  /// `@Perceptible`, or conforms to `Observable` by hand.
  package func isObservationTracked(_ entry: Entry) -> Bool {
    var current = entry
    var seen: Set<String> = []
    for _ in 0..<32 {
      if !current.attributes.isDisjoint(with: KnownTypes.observationMacros) { return true }
      guard seen.insert(current.qualifiedName).inserted else { break }
      let superclass = current.inherited.lazy.compactMap { name -> Entry? in
        let found = self.visibleEntries(for: name, from: current.project, scope: Self.enclosingScopes(ofQualifiedName: current.qualifiedName), file: current.privateToFile)
        return found.first { $0.kind == .class }
      }.first
      guard let parent = superclass else { break }
      current = parent
    }
    return conforms(entry, toAnyOf: KnownTypes.observationProtocols)
  }

  /// The `@Published` properties of `entry` and of its superclasses in the sources; with
  /// `changingOnly`, less those that change only while an initializer runs.
  package func publishedMembers(of entry: Entry, changingOnly: Bool = false) -> Set<String> {
    var result: Set<String> = []
    for declaring in [entry] + superclasses(of: entry) {
      result.formUnion(changingOnly ? Set(declaring.publishedMembers).subtracting(declaring.settledPublishedMembers)
        : Set(declaring.publishedMembers))
    }
    return result
  }

  /// The superclasses of class `entry` that the sources declare, nearest first (up to 32;
  /// a cycle ends the walk).
  package func superclasses(of entry: Entry) -> [Entry] {
    var chain: [Entry] = []
    var current = entry
    var seen: Set<String> = [entry.qualifiedName]
    for _ in 0..<32 {
      guard let parent = current.inherited.lazy.compactMap({ name -> Entry? in
        self.visibleEntries(for: name, from: current.project, scope: Self.enclosingScopes(ofQualifiedName: current.qualifiedName),
          file: current.privateToFile).first { $0.kind == .class }
      }).first, seen.insert(parent.qualifiedName).inserted else { break }
      chain.append(parent)
      current = parent
    }
    return chain
  }

  /// Whether `entry` or a superclass of it may hold state: a stored instance `var` or `let`
  /// declared in the sources, or a superclass the sources do not declare. Protocols a
  /// class commonly adopts (`Identifiable`, `Sendable`, …) hold none.
  package func mayHoldState(_ entry: Entry) -> Bool {
    var current = entry
    var seen: Set<String> = []
    for _ in 0..<32 {
      if !current.storedVariables.isEmpty || current.hasStoredConstants { return true }
      guard seen.insert(current.qualifiedName).inserted else { return false }
      var superclass: Entry?
      for name in current.inherited where !Self.statelessProtocols.contains(name) {
        let found = visibleEntries(for: name, from: current.project, scope: Self.enclosingScopes(ofQualifiedName: current.qualifiedName),
          file: current.privateToFile)
        if found.isEmpty { return true }
        if let base = found.first(where: { $0.kind == .class }) { superclass = base }
      }
      guard let superclass else { return false }
      current = superclass
    }
    return true
  }

  static let statelessProtocols: Set<String> = [
    "Observable", "Observation.Observable", "Identifiable", "Sendable", "Hashable", "Equatable", "Codable", "Decodable",
    "Encodable", "CustomStringConvertible", "CustomDebugStringConvertible", "AnyObject",
  ]
}
