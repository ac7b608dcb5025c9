import BindingLintSyntax
import BindingLintIndex

/// View types of one file that exist only for its previews: declared inside `#if DEBUG`
/// and built in a `#Preview` body or a `PreviewProvider` of the same file (a wrapper that
/// hosts `@State` so a preview can hand a `Binding` to the view it shows). Nobody commits
/// privacy to such a helper: `non_private_state` leaves it alone. Found from the file alone;
/// the `#if DEBUG` regions and preview ranges are read once, at the first question.
struct PreviewHelpers {
  private let tree: SyntaxTree
  private var debugRegions: [Range<Int>]?
  private var previews: [Range<Int>] = []
  private var known: [Int: Bool] = [:]

  init(_ tree: SyntaxTree) { self.tree = tree }

  /// Whether type declaration `owner` is such a helper.
  mutating func contains(_ owner: Int) -> Bool {
    if let answer = known[owner] { return answer }
    if debugRegions == nil {
      debugRegions = Self.debugRegions(in: tree)
      previews = debugRegions!.isEmpty ? [] : TypeFacts.previewRanges(in: tree)
    }
    let declaration = tree.declarations[owner]
    let name = tree.name(of: declaration)
    let answer = (debugRegions ?? []).contains { $0.contains(declaration.firstToken) }
      && previews.contains { range in range.contains { tree.kind($0) == .identifier && tree.nameText($0) == name } }
    known[owner] = answer
    return answer
  }

  /// The token ranges between `#if DEBUG` and its `#endif` (its `#else` part included:
  /// rare, and still debug-only scaffolding by intent), nested `#if`s counted.
  static func debugRegions(in tree: SyntaxTree) -> [Range<Int>] {
    tree.conditionalRegions { k in
      tree.token(k, is: "#if") && tree.kind(k + 1) == .identifier && tree.text(k + 1) == "DEBUG"
    }
  }
}
