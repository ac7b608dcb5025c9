import BindingLintPlatform

/// Findings a project has accepted for now: `--write-baseline FILE` records them, and
/// `--baseline FILE` (or the configuration's `baseline`) hides them from later runs.
///
/// An entry is keyed by the file (relative to the baseline file's folder, so the baseline
/// works from any directory), the rule and the construct's normalized text
/// (`BaselineConstruct`), never by line: lines inserted or removed elsewhere keep it
/// matched. Repeats of one key are a count. Applying a baseline hides up to `count`
/// findings of each key, in file order; the rest of a group that grew is reported, as is
/// every new finding. Reading and writing the file is `BaselineFile`'s job.
package struct Baseline: Sendable, Equatable {
  package struct Key: Hashable, Sendable {
    package var file: String
    package var rule: String
    package var construct: String

    package init(file: String, rule: String, construct: String) {
      self.file = file
      self.rule = rule
      self.construct = construct
    }

    /// Sort order of the file: file, rule, construct, each by UTF-8 bytes (the same on
    /// every platform and locale).
    static func precedes(_ a: Key, _ b: Key) -> Bool {
      if a.file != b.file { return a.file.utf8.lexicographicallyPrecedes(b.file.utf8) }
      if a.rule != b.rule { return a.rule.utf8.lexicographicallyPrecedes(b.rule.utf8) }
      return a.construct.utf8.lexicographicallyPrecedes(b.construct.utf8)
    }
  }

  /// The file as the user named it, for messages.
  package var path: String
  /// Absolute folder of the file: entries' paths are relative to it.
  package var directory: String
  package var counts: [Key: Int]

  package init(path: String, counts: [Key: Int] = [:], currentDirectory: String = Platform.currentDirectory()) {
    self.path = path
    self.directory = Discovery.parent(of: Discovery(currentDirectory: currentDirectory).absolute(path))
    self.counts = counts
  }

  /// A baseline at `path` that records every one of `diagnostics`.
  package init(path: String, recording diagnostics: [Diagnostic], currentDirectory: String = Platform.currentDirectory()) {
    self.init(path: path, currentDirectory: currentDirectory)
    var paths = KeyPaths(directory: directory, currentDirectory: currentDirectory)
    for diagnostic in diagnostics { counts[paths.key(for: diagnostic), default: 0] += 1 }
  }

  package var entryCount: Int { counts.values.reduce(0, +) }

  /// Keys in the file's order.
  package var sortedKeys: [Key] { counts.keys.sorted(by: Key.precedes) }

  /// What applying the baseline to one run's diagnostics gives.
  package struct Application: Sendable {
    /// The diagnostics the baseline does not cover, in their order.
    package var reported: [Diagnostic]
    package var hiddenCount: Int
    /// Per key, how many of the baseline's entries a finding matched.
    package var matched: [Key: Int]
    /// Per key, how many entries no finding matched.
    package var unmatched: [Key: Int]
  }

  package func apply(to diagnostics: [Diagnostic], currentDirectory: String = Platform.currentDirectory()) -> Application {
    var filter = Filter(self, currentDirectory: currentDirectory)
    let reported = filter.reported(diagnostics)
    return Application(reported: reported, hiddenCount: filter.hiddenCount, matched: filter.matched, unmatched: filter.unmatched)
  }

  /// The unmatched entries that are stale: their file was linted in this run (and could be
  /// read) yet had no such finding, or their file no longer exists. Entries for files this
  /// run did not look at (other paths, excluded files) are not judged.
  package func stale(_ unmatched: [Key: Int], linted: [String], unreadable: [String], currentDirectory: String = Platform.currentDirectory()) -> [Key: Int] {
    guard !unmatched.isEmpty else { return [:] }
    var paths = KeyPaths(directory: directory, currentDirectory: currentDirectory)
    let lintedFiles = Set(linted.map { paths.file($0) }).subtracting(unreadable.map { paths.file($0) })
    // Entries share files (a million entries over a few thousand files): each file is
    // looked up once.
    var exists: [String: Bool] = [:]
    return unmatched.filter { key, _ in
      if lintedFiles.contains(key.file) { return true }
      if let known = exists[key.file] { return !known }
      let found = Platform.entryExists(Platform.FilePath(paths.absolute(key.file)))
      exists[key.file] = found
      return !found
    }
  }

  /// Converts the paths diagnostics carry (as typed) into entries' paths and back.
  /// Diagnostics come sorted by path, so the last conversion is kept for the next one.
  struct KeyPaths {
    let directory: String
    let discovery: Discovery
    var last: (path: String, file: String)?

    init(directory: String, currentDirectory: String) {
      self.directory = directory
      self.discovery = Discovery(currentDirectory: currentDirectory)
    }

    mutating func key(for diagnostic: Diagnostic) -> Key {
      Key(file: file(diagnostic.path.display), rule: diagnostic.ruleID, construct: diagnostic.construct)
    }

    /// `path` relative to the baseline's folder, `/`-separated, with `..` where it lies outside.
    mutating func file(_ path: String) -> String {
      if let last, last.path == path { return last.file }
      let file = Baseline.relative(discovery.absolute(path), to: directory)
      last = (path, file)
      return file
    }

    func absolute(_ file: String) -> String {
      discovery.absolute(directory == "/" ? "/" + file : directory + "/" + file)
    }
  }

  /// `path` relative to `directory`; both absolute and normalized (no `.` or `..` parts).
  static func relative(_ path: String, to directory: String) -> String {
    let target = path.split(separator: "/")
    let base = directory.split(separator: "/")
    var common = 0
    while common < min(target.count, base.count) && target[common] == base[common] { common += 1 }
    let parts = Array(repeating: Substring(".."), count: base.count - common) + target[common...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}
