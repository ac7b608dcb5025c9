import BindingLintSyntax
import BindingLintIndex

/// Whether an optional that a view reads through a failable binding or a force unwrap can
/// turn `nil` while the view still holds it: the crash `optional_binding_unwrap` and
/// `force_unwrap_in_binding_getter` exist for needs the value to go away.
///
/// A property is judged by its name: it can go away when some linted file assigns it `nil`
/// or declares it as a computed optional (`TypeIndex.nilAssignment(to:)`). An optional
/// filled once and then only replaced by other values (review58: a fee selection;
/// review56: settings a parser fills) never does. An
/// element looked up by key or position (`$items[id]`, `store.item(with: id)!`) goes away
/// when the collection drops it, and a view's own `@Binding` when its caller resets the
/// storage under a name of its own: both are reported whatever the project assigns
/// (probe43: following the callers' projections missed too many ways a value turns nil).
enum OptionalReset: Equatable {
  /// The value can go away without a `nil` this analysis could see.
  case always
  /// The value goes away only if the project assigns `nil` to this name.
  case whenAssignedNil(String)
  /// A stored property known here (the view's own `@State`, or a stored member of a type
  /// this file declares for the view's property): it goes away only if some linted file
  /// assigns `nil` to this name; a computed optional of the same name elsewhere is another
  /// type's (review82 A7, set 98 D19).
  case whenStoredReset(String)

  /// The path from token `first` through `last`: `$x`, `x`, `self.$x`, `model.item`,
  /// `$store.draft`, `items[i]`, `store.item(with: id)`.
  static func of(pathFrom first: Int, through last: Int, in file: FileContext) -> OptionalReset {
    let tree = file.tree
    guard tree.kind(last) == .identifier else { return .always }
    var root = first
    if tree.keyword(root) == .`self` && tree.kind(root + 1) == .period { root += 2 }
    let name = Self.unprojected(tree.nameText(last))
    guard root == last else {
      // `model.chapters` where this file declares the type of the view's `model` with a
      // stored `chapters`: a computed namesake of another type says nothing about it
      // (set 98 D19: a book model's computed `chapters` in another module).
      if root + 2 == last, tree.kind(root + 1) == .period, declaresStored(name, inTypeOf: root, in: file) {
        return .whenStoredReset(name)
      }
      return .whenAssignedNil(name)
    }
    // One name: the view's own property (or a local, or a parameter). A `@Binding`'s
    // storage belongs to a caller.
    guard let declaration = tree.declaration(containing: root), let type = tree.enclosingType(of: declaration)
      ?? (tree.declarations[declaration].kind.isTypeLike ? declaration : nil)
    else { return .whenAssignedNil(name) }
    let wrappers = file.analyses.lookup.wrappedProperties(ofType: tree.qualifiedName(of: type))
    if let attribute = wrappers[name], tree.token(attribute, is: "Binding") { return .always }
    if let attribute = wrappers[name], tree.token(attribute, is: "State") { return .whenStoredReset(name) }
    return .whenAssignedNil(name)
  }

  /// Whether the type of the view's own property at `root` (`@ObservedObject var model:
  /// Model`, or `= Model()`) is declared in this file, nested in the view or around it,
  /// with a stored property `member`.
  private static func declaresStored(_ member: String, inTypeOf root: Int, in file: FileContext) -> Bool {
    let tree = file.tree
    guard tree.kind(root) == .identifier, let declaration = tree.declaration(containing: root),
      let type = tree.enclosingType(of: declaration) ?? (tree.declarations[declaration].kind.isTypeLike ? declaration : nil)
    else { return false }
    let owner = tree.qualifiedName(of: type)
    let lookup = file.analyses.lookup
    guard let property = lookup.storedProperty(named: unprojected(tree.nameText(root)), inType: owner) else { return false }
    // The type written (`Model`, `Model?`), or the one the default builds (`Model()`).
    guard let typeName = tree.declaredTypeName(of: property)?.name else { return false }
    // `PlayerView.Model`, then each enclosing scope out to the file's top level.
    var scope = owner
    while true {
      let candidate = scope.isEmpty ? typeName : scope + "." + typeName
      if let stored = lookup.storedProperty(named: member, inType: candidate) {
        return tree.propertyStorage(stored) == .stored
      }
      guard !scope.isEmpty else { return false }
      scope = scope.lastIndex(of: ".").map { String(scope[..<$0]) } ?? ""
    }
  }

  /// `x` for `$x`.
  private static func unprojected(_ name: String) -> String {
    name.hasPrefix("$") ? String(name.dropFirst()) : name
  }

  /// `found` as it stands when the value can go away without a visible `nil` (or under
  /// `strict`); kept with the line as a related location when its own file resets the
  /// property (another file's reset, first in input order, was a near-copy's in review66);
  /// else decided by whether the project does (`decision`).
  func pending(_ found: Finding, in tree: SyntaxTree, isStrict: Bool) -> PendingFinding {
    let name: String
    let isState: Bool
    switch self {
    case .always: return PendingFinding(found)
    case .whenAssignedNil(let reset): (name, isState) = (reset, false)
    case .whenStoredReset(let reset): (name, isState) = (reset, true)
    }
    if isStrict { return PendingFinding(found) }
    if let reset = TypeFacts.nilAssignments(in: tree).first(where: { $0.name == name && !(isState && $0.isComputed) }) {
      var kept = found
      kept.related = [RelatedLocation(line: reset.line, message: Self.note(name, isComputed: reset.isComputed))]
      return PendingFinding(kept)
    }
    let (message, help, path) = (found.message, found.help, tree.source.path)
    return PendingFinding(found) { Self.decision(for: name, assignmentsOnly: isState, message: message, help: help, path: path, in: $0) }
  }

  /// What the related location of a reset says.
  static func note(_ name: String, isComputed: Bool) -> String {
    isComputed ? "'\(name)' is computed: it turns nil when what it reads changes" : "'\(name)' is set to nil here"
  }

  /// The decision for a finding reported only when the value can go away: kept, with the
  /// line that resets the value as a related location, when the project assigns it `nil`;
  /// dropped otherwise. `path` is the finding's file.
  static func decision(
    for name: String, assignmentsOnly: Bool, message: String, help: String, path: String, in index: TypeIndex
  ) -> PendingFinding.Decision {
    // A view's own `@State` is reset by assignments only (`TypeIndex.nilReset`).
    let reset = assignmentsOnly ? index.nilReset(to: name).map { (path: $0.path, line: $0.line, isComputed: false) } : index.nilAssignment(to: name)
    guard let reset else { return .drop }
    let related = RelatedLocation(line: reset.line, message: Self.note(name, isComputed: reset.isComputed), path: reset.path == path ? nil : reset.path)
    return .revise(message: message, help: help, fix: nil, related: [related])
  }
}
