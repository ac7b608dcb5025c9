import BindingLintSyntax

/// The `#if os(…)` (and `targetEnvironment(…)`) regions of a file: code compiled on some
/// platforms only. The view graph does not know which platforms a root runs on, so a step
/// of a path written inside such a region (a view built only on iOS, in code the watch
/// app shares) is not certain, and a read used only there may never run (review37: a
/// watch root whose path went through `#if !os(watchOS)` code). A region that wraps a
/// whole type says nothing about the code inside it: the type exists only where the
/// region is compiled, and so do its paths.
struct PlatformConditionals {
  /// From the `#if` token to its `#endif`, each branch included; in source order.
  private(set) var regions: [Range<Int>] = []

  init(_ tree: SyntaxTree) {
    var open: [(start: Int, isPlatform: Bool)] = []
    for k in 0..<tree.tokenCount where tree.kind(k) == .poundKeyword {
      if tree.token(k, is: "#if") {
        open.append((k, Self.namesPlatform(after: k, in: tree)))
      } else if tree.token(k, is: "#elseif"), !open.isEmpty {
        open[open.count - 1].isPlatform = open[open.count - 1].isPlatform || Self.namesPlatform(after: k, in: tree)
      } else if tree.token(k, is: "#endif"), let last = open.popLast(), last.isPlatform {
        regions.append(last.start..<(k + 1))
      }
    }
    regions.sort { $0.lowerBound < $1.lowerBound }
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
