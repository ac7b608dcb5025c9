extension SyntaxTree {
  /// The token ranges of `#if DEBUG` branches, each from its `#if` to the `#else`,
  /// `#elseif` or `#endif` that ends the branch (nested `#if`s counted). Code there is
  /// compiled into debug builds only: a test or preview seam that release builds do not
  /// have. A condition that also admits other builds (`#if DEBUG || BETA`) or negates it
  /// (`#if !DEBUG`) is no such branch; `#if DEBUG && os(iOS)` is.
  package func debugOnlyBranches() -> [Range<Int>] {
    var branches: [Range<Int>] = []
    // Per open `#if`, the start of its debug-only branch while that branch is open.
    var open: [Int?] = []
    for k in 0..<tokenCount where kind(k) == .poundKeyword {
      if token(k, is: "#if") {
        let isDebugOnly = kind(k + 1) == .identifier && token(k + 1, is: "DEBUG") && !token(k + 2, is: "||")
        open.append(isDebugOnly ? k : nil)
      } else if token(k, is: "#else") || token(k, is: "#elseif") || token(k, is: "#endif") {
        guard !open.isEmpty else { continue }
        if let start = open[open.count - 1] {
          branches.append(start..<(k + 1))
          open[open.count - 1] = nil
        }
        if token(k, is: "#endif") { open.removeLast() }
      }
    }
    return branches
  }
}
