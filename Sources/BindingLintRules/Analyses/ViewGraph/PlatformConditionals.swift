import BindingLintSyntax

/// The `#if os(…)` (and `targetEnvironment(…)`) regions of a file: code compiled on some
/// platforms only. The view graph does not know which platforms a root runs on, so a step
/// of a path written inside such a region (a view built only on iOS, in code the watch
/// app shares) is not certain, and a read used only there may never run (review37: a
/// watch root whose path went through `#if !os(watchOS)` code). A region that wraps a
/// whole type says nothing about the code inside it: the type exists only where the
/// region is compiled, and so do its paths.
struct PlatformConditionals {
  /// From the `#if` token to its `#endif`, each branch included.
  let regions: [Range<Int>]

  init(_ tree: SyntaxTree) {
    regions = tree.conditionalRegions { Self.namesPlatform(after: $0, in: tree) }
  }

  /// Whether token `k` is in a platform region that begins after token `start` (the first
  /// token of the type whose code holds `k`; nil for code outside any type).
  func contains(_ k: Int, after start: Int?) -> Bool {
    regions.contains { region in region.contains(k) && start.map { region.lowerBound > $0 } ?? true }
  }

  var isEmpty: Bool { regions.isEmpty }

  /// Whether the condition on the line of the directive at `k` calls `os(…)` or
  /// `targetEnvironment(…)`.
  private static func namesPlatform(after k: Int, in tree: SyntaxTree) -> Bool {
    var j = k + 1
    while j < tree.tokenCount && !tree.isAtStartOfLine(j) {
      if tree.kind(j) == .identifier, tree.kind(j + 1) == .leftParen, tree.token(j, is: "os") || tree.token(j, is: "targetEnvironment") {
        return true
      }
      j += 1
    }
    return false
  }
}
