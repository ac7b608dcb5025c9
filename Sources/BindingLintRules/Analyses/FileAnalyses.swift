import BindingLintSyntax

/// The analyses of one file that several rules read, each worked out at most once per file
/// (`FileContext.analyses`): three rules walk the file's `Binding(get:set:)`s, and nine
/// looked its declarations up through a `DeclarationLookup` of their own, each building
/// the same tables again.
///
/// Not thread-safe, and not meant to be: the rules of one file run one after another on
/// one thread (the engine's pass over a file, the language server's lint of a document).
package final class FileAnalyses: @unchecked Sendable {
  private let tree: SyntaxTree
  private var bindings: [ManualBinding]?
  private var declarationLookup: DeclarationLookup?
  private var stateDefaultCandidates: [StateDefaultConflicts.Candidate]?

  init(tree: SyntaxTree) { self.tree = tree }

  /// Every `Binding(get:set:)` of the file, in source order (`SyntaxTree.manualBindings()`).
  var manualBindings: [ManualBinding] {
    if let bindings { return bindings }
    let found = tree.manualBindings()
    bindings = found
    return found
  }

  /// The file's declarations by name, its tables built on first use.
  var lookup: DeclarationLookup {
    if let declarationLookup { return declarationLookup }
    let made = DeclarationLookup(tree)
    declarationLookup = made
    return made
  }

  /// The `@State` defaults an initializer also assigns (`StateDefaultConflicts`), which
  /// `state_initialized_twice` and `lost_state_assignment` split between them.
  var stateDefaults: [StateDefaultConflicts.Candidate] {
    if let stateDefaultCandidates { return stateDefaultCandidates }
    let found = StateDefaultConflicts.candidates(in: tree)
    stateDefaultCandidates = found
    return found
  }
}
