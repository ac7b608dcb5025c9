import BindingLintSyntax

/// `#if … #endif` regions of a file whose conditions say something a rule cares about
/// (`#if DEBUG` scaffolding, `#if os(…)` platform code), found in one pass over the
/// directives: a region runs from its `#if` to its `#endif`, every branch included, with
/// nested `#if`s counted.
extension SyntaxTree {
  /// The regions for which `matches` holds for the `#if` or one of its `#elseif`s
  /// (`matches` gets the directive's token and says whether its condition counts), in the
  /// order their `#endif`s close them.
  func conditionalRegions(where matches: (Int) -> Bool) -> [Range<Int>] {
    var regions: [Range<Int>] = []
    var open: [(start: Int, matches: Bool)] = []
    for k in 0..<tokenCount where kind(k) == .poundKeyword {
      if token(k, is: "#if") {
        open.append((k, matches(k)))
      } else if token(k, is: "#elseif"), !open.isEmpty {
        open[open.count - 1].matches = open[open.count - 1].matches || matches(k)
      } else if token(k, is: "#endif"), let last = open.popLast(), last.matches {
        regions.append(last.start..<(k + 1))
      }
    }
    return regions
  }
}
