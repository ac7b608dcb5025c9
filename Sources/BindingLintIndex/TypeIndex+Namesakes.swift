/// Namesakes: one project declaring a type's name in several files. One module cannot
/// declare a name twice, so such declarations belong to different targets of the project
/// (an Xcode project's iOS and tvOS apps, each with its own internal `MainView`) or are
/// `#if` alternatives split over files. The index does not know targets; a name used in
/// a file most likely means the namesake in the nearest folder (`TV/App.swift` builds
/// `TV/MainView.swift`'s view, not `Phone/MainView.swift`'s), and when two are equally
/// near, which one it means is unknown.
extension TypeIndex {
  /// Whether another declaration of `entry`'s qualified name in its project, visible
  /// project-wide, sits in another file.
  package func hasNamesakeInAnotherFile(_ entry: Entry) -> Bool {
    guard entry.privateToFile == nil, let file = entry.file else { return false }
    return declarations(qualified: entry.qualifiedName).contains { position in
      let other = entries[position]
      return other.privateToFile == nil && other.project == entry.project && other.file != nil && other.file != file
    }
  }

  /// Of `found` (declarations of one name), the one `file` most likely means: the only
  /// file's first, else the one in `file` itself, else the one whose folder shares the
  /// most leading folders with `file`'s; nil when two files are equally near.
  package static func nearest(_ found: [Entry], to file: String) -> Entry? {
    guard let first = found.first else { return nil }
    if found.allSatisfy({ $0.file == first.file }) { return first }
    if let own = found.first(where: { $0.file == file }) { return own }
    let folders = Self.folders(of: file)
    var best: (entry: Entry, shared: Int)?
    var tied = false
    for entry in found {
      guard let other = entry.file else { continue }
      let shared = zip(folders, Self.folders(of: other)).prefix { $0 == $1 }.count
      guard let current = best else {
        best = (entry, shared)
        continue
      }
      if current.entry.file == other { continue }
      if shared > current.shared {
        best = (entry, shared)
        tied = false
      } else if shared == current.shared {
        tied = true
      }
    }
    return tied ? nil : best?.entry
  }

  /// `["a", "b"]` for `a/b/c.swift`.
  private static func folders(of path: String) -> [Substring] {
    Array(path.split(separator: "/", omittingEmptySubsequences: true).dropLast())
  }
}
