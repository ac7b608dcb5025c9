import BindingLintSyntax
import BindingLintIndex

/// Preview scaffolding: a type declared inside a `#Preview { … }` body or nested in a
/// `PreviewProvider`. The canvas builds such a helper view once, with literal values; no
/// parent re-renders it and no other code calls it, so rules about state a parent passes
/// in, or objects rebuilt with every view value, have nothing to say about it.
struct PreviewScaffolding {
  /// The `PreviewProvider`s the type may be nested in, decided once the index exists.
  let enclosingTypes: [String]
  /// Declared inside a `#Preview` body, known from the file alone.
  let isInPreviewMacro: Bool

  /// What the file says about type declaration `typeIndex`.
  init(type typeIndex: Int, in tree: SyntaxTree) {
    enclosingTypes = tree.enclosingTypeNames(of: typeIndex)
    var inMacro = false
    var open = tree.enclosingBracket(of: tree.declarations[typeIndex].firstToken)
    while let at = open, !inMacro {
      if tree.kind(at) == .leftBrace, case .closure(let callee?, _, _) = tree.role(ofBlock: at), tree.isPreviewMacro(callee) {
        inMacro = true
      }
      open = tree.enclosingBracket(of: at)
    }
    isInPreviewMacro = inMacro
  }

  /// One answer per type for a rule's `check` of one file: every property of a type asks
  /// the same question, and each answer walks all of the type's enclosing brackets and
  /// names every enclosing type.
  struct Memo {
    private var known: [Int: PreviewScaffolding] = [:]

    mutating func scaffolding(of typeIndex: Int, in tree: SyntaxTree) -> PreviewScaffolding {
      if let answer = known[typeIndex] { return answer }
      let answer = PreviewScaffolding(type: typeIndex, in: tree)
      known[typeIndex] = answer
      return answer
    }
  }

  /// Whether the type is preview scaffolding, given every file's conformances.
  func contains(in index: TypeIndex, project: String?) -> Bool {
    isInPreviewMacro || enclosingTypes.contains { index.type(named: $0, in: project, conformsToAnyOf: ["PreviewProvider"]) }
  }
}
