import BindingLintPlatform

/// The read floor: the least any tool that looks at every byte pays. One thread walks the
/// tree the way `find DIR -name '*.swift'` does (with bindinglint's skip rules: hidden
/// entries, `.build`, `Pods`, `Carthage`, `DerivedData`, `.swiftpm`, and `.xcodeproj` /
/// `.xcworkspace` / `.xcassets` bundles) and reads each Swift file whole with
/// `Platform.readFile`, the call the linter reads its sources with (`Runner+Analysis`): the
/// same checks and one array per file, so the floor costs what the linter's own reading
/// costs and lint/floor compares work, not two ways of reading. `survey` does the same walk,
/// untimed, to count files, bytes and lines.
enum ReadFloor {
  struct Totals {
    var files = 0
    var bytes = 0
    var lines = 0
    var largest = 0
  }

  static let skipped: Set<String> = [".build", ".swiftpm", "Pods", "Carthage", "DerivedData", ".git"]

  /// Walks `root` and calls `visit` with the path of each Swift file (directory order).
  static func walk(_ root: String, _ visit: (String) -> Void) {
    if !Platform.isDirectory(root) {
      visit(root)
      return
    }
    var pending = [root]
    while let directory = pending.popLast() {
      let prefix = directory.hasSuffix("/") ? directory : directory + "/"
      _ = Platform.withDirectory(Platform.FilePath(directory)) { folder in
        for entry in folder.entries {
          let name = entry.name
          if name.hasPrefix(".") || skipped.contains(name) { continue }
          // readdir's type when it knows; for a link or an unknown type, a status that
          // follows links, as bindinglint does.
          guard let type = entry.type ?? (try? folder.status(of: entry).get())?.type else { continue }
          if type == .file && name.hasSuffix(".swift") {
            visit(prefix + name)
          } else if type == .directory && !name.hasSuffix(".xcodeproj") && !name.hasSuffix(".xcworkspace") && !name.hasSuffix(".xcassets") {
            pending.append(prefix + name)
          }
        }
      }
    }
  }

  /// Reads every Swift file under `root` once; returns the bytes read (timed by the caller).
  static func readAll(_ root: String) -> Int {
    var total = 0
    walk(root) { path in
      if case .success(let bytes) = Platform.readFile(path) { total += bytes.count }
    }
    return total
  }

  /// Files, bytes, lines (line feeds, plus a last line without one) and the largest file.
  static func survey(_ root: String) -> Totals {
    var totals = Totals()
    walk(root) { path in
      guard case .success(let bytes) = Platform.readFile(path) else { return }
      for byte in bytes where byte == 0x0A { totals.lines += 1 }
      if let last = bytes.last, last != 0x0A { totals.lines += 1 }
      totals.files += 1
      totals.bytes += bytes.count
      totals.largest = max(totals.largest, bytes.count)
    }
    return totals
  }
}
