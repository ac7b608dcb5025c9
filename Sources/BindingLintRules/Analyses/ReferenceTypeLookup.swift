import BindingLintSyntax
import BindingLintIndex

/// What `reference_type_state` and `reference_type_binding` share: reading the type a
/// property or `Binding<…>` names, where it is written (enclosing types, generic
/// parameters in scope), and — once the project-wide index exists — whether that name
/// means a class, and which kind of class.
///
/// A mention carries names only, so the decide closures that hold it never keep a file.
struct ReferenceTypeMention: Sendable {
  /// The type as written, without `?`/`!` or generic arguments (`Store`, `Outer.Model`).
  let name: String
  let isOptional: Bool
  let project: String?
  /// The file the mention is in (a `private` class is visible there only).
  let file: String
  /// Enclosing type names, outermost first (`["A", "A.B"]`).
  let scope: [String]

  enum Verdict: Sendable {
    var isNotApplicable: Bool {
      if case .notApplicable = self { return true }
      return false
    }

    /// Not a class, not in the sources, ambiguous, or a SwiftData `@Model`.
    case notApplicable
    /// An `@Observable` (or `@Perceptible`) class of the sources: Observation tracks its
    /// members, so only the strict smells concern it.
    case observationTracked
    /// A class conforming to `ObservableObject` (directly, via a superclass or an
    /// extension), with the `@Published` properties the sources show it has, less those
    /// that change only while an initializer runs (a view reading one shows nothing stale).
    case observableObject(published: Set<String>)
    /// Any other class declared in the sources, with the stored `var`s its body declares.
    case plainClass(stored: Set<String>)
    /// A mutable Foundation/UIKit/AppKit class (`NSMutableString`, `UIView`).
    case frameworkClass
  }

  /// Every declaration the name can mean must be a class for a verdict: a name that is a
  /// class in one place and a struct, alias or generic parameter in another stays silent.
  func verdict(in index: TypeIndex) -> Verdict {
    guard let candidates = classCandidates(in: index) else { return .notApplicable }
    let entries = candidates.entries
    guard !entries.isEmpty else { return candidates.isFrameworkClass ? .frameworkClass : .notApplicable }
    guard entries.allSatisfy({ $0.kind == .class }) else { return .notApplicable }
    if entries.contains(where: { index.isObservationTracked($0) }) {
      return entries.contains { $0.attributes.contains("Model") } ? .notApplicable : .observationTracked
    }
    let observable = entries.filter { index.conforms($0, toAnyOf: KnownTypes.observableObjectProtocols) }
    if !observable.isEmpty {
      return .observableObject(
        published: observable.reduce(into: Set<String>()) { $0.formUnion(index.publishedMembers(of: $1, changingOnly: true)) })
    }
    return .plainClass(stored: entries.reduce(into: Set<String>()) { $0.formUnion($1.storedVariables) })
  }

  /// Whether every declaration the name can mean is a class of the sources (SwiftData
  /// `@Model` classes included), or the name is a mutable framework class.
  func isClass(in index: TypeIndex) -> Bool {
    guard let candidates = classCandidates(in: index) else { return false }
    guard !candidates.entries.isEmpty else { return candidates.isFrameworkClass }
    return candidates.entries.allSatisfy { $0.kind == .class }
  }

  /// What the class-only questions (`verdict`, `isClass`) read: every declaration the name
  /// can mean, and whether it is a mutable framework class. Nil when neither can make it a
  /// class: no class, actor or alias of its name anywhere (`TypeIndex.mayNameClass`), so
  /// structs and enums of the name alone would give the same answer as nothing found.
  private func classCandidates(in index: TypeIndex) -> (entries: [TypeIndex.Entry], isFrameworkClass: Bool)? {
    let isFrameworkClass = KnownTypes.mutableFrameworkClasses.contains(Self.strippingAppleModule(name))
    guard isFrameworkClass || index.mayNameClass(name) else { return nil }
    return (index.visibleEntries(for: name, from: project, scope: scope, file: file), isFrameworkClass)
  }

  /// Whether a declaration the name can mean, or a superclass of it the sources declare,
  /// declares `member` as a stored `let` in its body: no key path through it writes
  /// (`$prefs.drawing.settings` with `let drawing` does not compile, each `.member` of a `$`
  /// projection being one writable key path; set 101: a `let` of the base class).
  func declaresStoredConstant(_ member: String, in index: TypeIndex) -> Bool {
    index.visibleEntries(for: name, from: project, scope: scope, file: file).contains { entry in
      ([entry] + index.superclasses(of: entry)).contains { $0.storedConstants.contains(member) }
    }
  }

  /// Whether every declaration the name can mean declares `member` as a stored `var`, in
  /// its body or in that of the nearest superclass of the sources that declares it: a
  /// writable member, whose key path from the class is a `ReferenceWritableKeyPath` (a
  /// `let`, a computed member or one no class of the sources declares is not known to be one).
  func declaresStoredVariable(_ member: String, in index: TypeIndex) -> Bool {
    let entries = index.visibleEntries(for: name, from: project, scope: scope, file: file)
    return !entries.isEmpty && entries.allSatisfy { entry in
      for declaring in [entry] + index.superclasses(of: entry) {
        if declaring.storedVariables.contains(member) { return true }
        if declaring.storedConstants.contains(member) { return false }
      }
      return false
    }
  }

  /// Whether the name means one class of the sources that changes nothing on its own
  /// (`TypeFacts.mayChangeOnItsOwn`), inherits from no class of the sources, and whose
  /// stored `var`s `members` each hold objects (`T`, `T?`, `[T]`) of a class declared
  /// `@Observable` or SwiftData's `@Model` (not a subclass of one, whose own properties the
  /// macro does not track): a binding through such a member into one property of an object
  /// it holds writes where SwiftUI is watching, and the holder itself stays as it was built.
  /// `accessed`: the members the view reaches through the object, each of which must be a
  /// stored `var` (a method handed on, `.onDelete(perform: store.delete)`, runs later). No
  /// extension of the class may exist (its code could start work: probe85b N2).
  /// `bound`: the properties of the held objects the bindings end at, none of which may be
  /// kept out of tracking (`@ObservationIgnored`, `@Transient`).
  func holdsObservationTrackedObjects(
    in members: Set<String>, accessing accessed: Set<String>, binding bound: Set<String>, index: TypeIndex
  ) -> Bool {
    let entries = index.visibleEntries(for: name, from: project, scope: scope, file: file)
    guard entries.count == 1, let entry = entries.first, entry.kind == .class, !entry.mayChangeOnItsOwn, !members.isEmpty,
      accessed.isSubset(of: entry.storedVariables), !index.hasExtensions(of: entry.qualifiedName, in: entry.project)
    else {
      return false
    }
    let scopes = TypeIndex.scopes(inside: entry.qualifiedName)
    // A superclass or a protocol of the sources may bring code of its own (a protocol
    // extension's method that starts work: probe85c P2). An extension written through a type
    // alias of the holder (`extension Store`) is not seen: the index finds an alias by its
    // own name only.
    for inherited in entry.inherited where !index.visibleEntries(for: inherited, from: entry.project, scope: scopes, file: entry.file).isEmpty {
      return false
    }
    return members.allSatisfy { member in
      guard let held = entry.storedVariableElementTypes[member] else { return false }
      let candidates = index.visibleEntries(for: held, from: entry.project, scope: scopes, file: entry.file)
      return !candidates.isEmpty
        && candidates.allSatisfy {
          // A stored property the class tracks (a computed one may sit on an untracked
          // backing: probe85c P4).
          $0.kind == .class && ($0.attributes.contains("Observable") || $0.attributes.contains("Model"))
            && bound.isSubset(of: $0.storedVariables) && bound.isDisjoint(with: $0.untrackedProperties)
        }
    }
  }

  /// Whether the name is a mutable Foundation value class (`NSMutableString`,
  /// `NSMutableArray`…): the strict smell whatever the view does with it.
  var isMutableFoundationValue: Bool {
    let bare = Self.strippingAppleModule(name)
    return bare.hasPrefix("NSMutable") && KnownTypes.mutableFrameworkClasses.contains(bare)
  }

  static func strippingAppleModule(_ name: String) -> String {
    for module in ["Foundation.", "UIKit.", "AppKit."] where name.hasPrefix(module) {
      return String(name.dropFirst(module.count))
    }
    return name
  }
}

extension ReferenceUsage {
  /// Whether, given what the object is, this usage makes the view show stale data: it
  /// edits members in place and displays them (any class), displays an `ObservableObject`'s
  /// `@Published` members without observing it, or mutates a Foundation collection class it displays.
  func showsStaleState(for verdict: ReferenceTypeMention.Verdict) -> Bool {
    switch verdict {
    case .notApplicable, .observationTracked: return false
    case .observableObject(let published):
      return bindsIntoMember || !renderedMembers.isDisjoint(with: published.union(writtenMembers))
    case .plainClass: return editsAndShowsMembers
    case .frameworkClass: return editsAndShowsMembers || (callsMutatingMethod && (isReferencedInRender || !renderedMembers.isEmpty))
    }
  }
}

extension SyntaxTree {
  /// The mention of `type` as seen from declaration `declaration`, or nil when the name
  /// is a generic parameter of an enclosing function, initializer, subscript or type in
  /// this file (those of extended types are the index's business).
  func referenceTypeMention(_ type: PlainTypeName, at declaration: Int?, project: String?) -> ReferenceTypeMention? {
    let head = TypeIndex.firstComponent(type.name)
    if head == "Self" { return nil }
    var scopeName = ""
    var current = declaration
    var foundScope = false
    while let at = current {
      let enclosing = declarations[at]
      if genericParameterNames(of: enclosing).contains(head) { return nil }
      if enclosing.kind == .protocol && associatedTypeNames(of: enclosing).contains(head) { return nil }
      if !foundScope && enclosing.kind.isTypeLike {
        scopeName = qualifiedName(of: at)
        foundScope = true
      }
      current = enclosing.parent
    }
    return ReferenceTypeMention(
      name: type.name, isOptional: type.isOptional, project: project, file: source.path, scope: TypeIndex.scopes(inside: scopeName))
  }
}
