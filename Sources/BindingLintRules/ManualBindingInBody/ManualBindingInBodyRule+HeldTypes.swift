import BindingLintSyntax
import BindingLintIndex

/// What the pass-throughs of `manual_binding_in_body` bind into: the object an `@State`
/// holds, and whether a type is a class or renders a re-run `body`. Asked by `check` and by the decisions it leaves to the index.
extension ManualBindingInBodyRule {
  /// What an `@State` property holds, by name (for `isClass`) and, when the sources may
  /// declare it, as a mention the index can judge.
  struct StateHeldType: Sendable {
    let name: String
    let mention: ReferenceTypeMention?
  }

  /// The type an `@State` property `name` of `typeName` holds: the one its initializer
  /// constructs (`= CurrentValueSubject<String, Never>("")`, `= Draft()`), else its declared
  /// type (`@State private var model: ThreadModel`, set in `init`); nil for anything else.
  func stateHeldType(_ name: String, ofType typeName: String, lookup: DeclarationLookup, project: String?) -> StateHeldType? {
    let tree = lookup.tree
    guard let number = lookup.storedPropertyIndex(named: name, inType: typeName) else { return nil }
    let declaration = tree.declarations[number]
    guard tree.attribute(named: "State", on: declaration) != nil else { return nil }
    if let constructed = tree.constructedTypeName(in: declaration.initializerTokens) {
      return StateHeldType(name: constructed.name, mention: tree.referenceTypeMention(constructed, at: number, project: project))
    }
    // `CurrentValueSubject<String, Never>("")`: a generic construction, by its base name.
    let first = declaration.initializerTokens.lowerBound
    if !declaration.initializerTokens.isEmpty {
      guard tree.kind(first) == .identifier, tree.isGenericAngle(first + 1) else { return nil }
      return StateHeldType(name: tree.nameText(first), mention: nil)
    }
    guard let declared = tree.plainTypeName(in: declaration.typeTokens), !declared.isOptional else { return nil }
    return StateHeldType(name: declared.name, mention: tree.referenceTypeMention(declared, at: number, project: project))
  }

  /// Combine's subjects: classes the sources do not declare that an `@State` is seen holding.
  static let frameworkSubjects: Set<String> = ["CurrentValueSubject", "PassthroughSubject"]

  /// Whether `name` is a class that is not observation-tracked: one the sources declare as
  /// one, or a framework class known to be one. (`$model.title` over an `@Observable` held in
  /// `@State` is the documented binding.) A type the index cannot see counts as a value.
  static func isClass(_ name: String, from project: String?, in index: TypeIndex) -> Bool {
    if frameworkSubjects.contains(name) || KnownTypes.mutableFrameworkClasses.contains(name) { return true }
    if case .type(let entry) = index.resolve(name, from: project) { return entry.kind == .class && !index.isObservationTracked(entry) }
    return false
  }

  /// Whether `typeName` renders views whose bodies SwiftUI re-runs with every update of
  /// their parent: a view or modifier, not an `App` or a `Scene`, whose `body` runs only
  /// when its own state changes (review44 P2: a `MenuBarExtra(isInserted:)` binding).
  /// The conformance is read from the type's own declarations and extensions, not by
  /// resolving its supertypes: a lookup of every name on the way would parse files on
  /// demand (an editor's save of one file read one more file for it).
  static func isViewBody(of typeName: String, in project: String?, index: TypeIndex) -> Bool {
    guard index.isRenderType(typeName, in: project) else { return false }
    let names: Set<String> = ["App", "Scene", "SwiftUI.App", "SwiftUI.Scene"]
    return !index.declarations(qualified: typeName).contains { number in
      let entry = index.entries[number]
      return entry.project == project && !entry.inherited.isDisjoint(with: names)
    }
  }
}
