import BindingLintSyntax
import BindingLintIndex

/// Scaffolding: a type declared inside a `#Preview { … }` body or nested in a
/// `PreviewProvider`, or in test code (a test suite, a `@Test` function, a file in a
/// folder whose name ends in `Tests`). The canvas or a test builds such a helper view once,
/// with values of its own; no app parent re-renders it and no user sees it, so rules about
/// state a parent passes in, or objects rebuilt with every view value, have nothing to say
/// about it. (Readers of set 96 read 25 of 25 findings in one app's test views as not worth
/// a change: each was a hosting root a test builds once, most in tests turned off.)
struct Scaffolding {
  /// The `PreviewProvider`s the type may be nested in, decided once the index exists.
  let enclosingTypes: [String]
  /// Declared inside a `#Preview` body, known from the file alone.
  let isInPreviewMacro: Bool
  /// Declared in test code, known from the file and its path alone.
  let isInTests: Bool

  /// What the file says about type declaration `typeIndex`; `project` bounds the folders
  /// of the path that count (`EnvironmentReach.isUnderTestsFolder`), and `importsTests` is
  /// the file's `importsTestFramework()`.
  init(type typeIndex: Int, in tree: SyntaxTree, project: String?, importsTests: Bool) {
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
    isInTests = Self.isInTests(typeIndex, in: tree, project: project, importsTests: importsTests)
  }

  /// Whether type declaration `typeIndex` is declared in test code: in a test suite or a
  /// `@Test` function, in a file that imports a test framework (`importsTests`), or in a
  /// file under a folder whose name ends in `Tests` (`EnvironmentReach.isUnderTestsFolder`:
  /// inside `project`, or on a relative path without one).
  static func isInTests(_ typeIndex: Int, in tree: SyntaxTree, project: String?, importsTests: Bool) -> Bool {
    importsTests || tree.isInTestCode(tree.declarations[typeIndex].firstToken)
      || EnvironmentReach.isUnderTestsFolder(tree.source.path, project: project)
  }

  /// One answer per type for a rule's `check` of one file: every property of a type asks
  /// the same question, and each answer walks all of the type's enclosing brackets and
  /// names every enclosing type.
  struct Memo {
    private var known: [Int: Scaffolding] = [:]
    private var inTests: [Int: Bool] = [:]
    private var importsTests: Bool?

    mutating func scaffolding(of typeIndex: Int, in tree: SyntaxTree, project: String?) -> Scaffolding {
      if let answer = known[typeIndex] { return answer }
      let answer = Scaffolding(type: typeIndex, in: tree, project: project, importsTests: importsTestFramework(tree))
      known[typeIndex] = answer
      return answer
    }

    /// `Scaffolding.isInTests` alone, for a rule that asks nothing else (the rest of the
    /// answer walks the type's brackets and names its enclosing types).
    mutating func isInTests(_ typeIndex: Int, in tree: SyntaxTree, project: String?) -> Bool {
      if let answer = known[typeIndex]?.isInTests ?? inTests[typeIndex] { return answer }
      let answer = Scaffolding.isInTests(typeIndex, in: tree, project: project, importsTests: importsTestFramework(tree))
      inTests[typeIndex] = answer
      return answer
    }

    /// The file's `importsTestFramework()`, read once.
    private mutating func importsTestFramework(_ tree: SyntaxTree) -> Bool {
      if let importsTests { return importsTests }
      let answer = tree.importsTestFramework()
      importsTests = answer
      return answer
    }
  }

  /// Whether the type is scaffolding, given every file's conformances.
  func contains(in index: TypeIndex, project: String?) -> Bool {
    isInTests || isInPreviewMacro || enclosingTypes.contains { index.type(named: $0, in: project, conformsToAnyOf: ["PreviewProvider"]) }
  }
}
