import BindingLintPlatform

/// Paths as text, and whether one names anything: the little the benchmark asks of paths
/// beyond what `Platform` answers.
enum PathText {
  /// The folder part of `path`: "." for a bare name, "/" for a file at the root.
  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Whether `path` names something, after links (a dangling link names nothing).
  static func exists(_ path: String) -> Bool {
    (try? Platform.status(of: Platform.FilePath(path)).get()) != nil
  }
}
