/// Applies safe fixes: per file, the edits of every fixable diagnostic that do not overlap
/// an edit already taken, written by `Platform.ReplaceableFile` (atomically through
/// symbolic links, keeping mode, owner and hard links). Paths that name the same file
/// (`a.swift`, `./a.swift`, a link to it) are fixed once, together. A file whose bytes
/// changed since they were linted, or that has no write permission, is left alone and
/// reported.
public enum FixApplier {
  public struct Outcome: Sendable {
    /// Indices (into the report's diagnostics) of the diagnostics that were fixed, every
    /// spelling of a file's path included.
    public var fixed: Set<Int> = []
    /// One index per fix applied (the first spelling of its file), in report order.
    public var applied: [Int] = []
    public var fixedFiles: [String] = []
    public var errors: [FileError] = []
    /// Temporary files of killed earlier runs removed from the folders of fixed files.
    public var staleTemporariesRemoved = 0
  }

  /// One file to fix, however many paths reached it.
  private struct Target {
    var file: Platform.ReplaceableFile
    var paths: [String]
    var indices: [Int]
  }

  public static func apply(_ report: Report, contentHashes: [String: UInt64], safeRules: Set<String>) -> Outcome {
    let startedAt = Platform.now()
    var outcome = Outcome()
    var byPath: [String: [Int]] = [:]
    var order: [String] = []
    for (index, diagnostic) in report.diagnostics.enumerated() where diagnostic.fix != nil && safeRules.contains(diagnostic.ruleID) {
      if byPath[diagnostic.path] == nil { order.append(diagnostic.path) }
      byPath[diagnostic.path, default: []].append(index)
    }
    var targets: [Target] = []
    var targetOf: [Platform.FileIdentity: Int] = [:]
    for path in order {
      switch Platform.ReplaceableFile.opening(path) {
      case .failure(let error):
        outcome.errors.append(FileError(path: path, message: "cannot open the file to fix it: \(error.message)"))
      case .success(let file):
        if let existing = targetOf[file.identity] {
          targets[existing].paths.append(path)
          targets[existing].indices += byPath[path] ?? []
          file.closeFile()
        } else {
          targetOf[file.identity] = targets.count
          targets.append(Target(file: file, paths: [path], indices: byPath[path] ?? []))
        }
      }
    }
    var cleanedFolders: Set<Platform.FileIdentity> = []
    for target in targets {
      defer { target.file.closeFile() }
      if let folder = target.file.directoryIdentity, cleanedFolders.insert(folder).inserted {
        outcome.staleTemporariesRemoved += target.file.removeStaleTemporaries(olderThan: startedAt)
      }
      fix(target, report: report, contentHashes: contentHashes, into: &outcome)
    }
    outcome.applied.sort()
    return outcome
  }

  private static func fix(_ target: Target, report: Report, contentHashes: [String: UInt64], into outcome: inout Outcome) {
    let path = target.paths[0]
    let bytes: [UInt8]
    switch target.file.read() {
    case .success(let read): bytes = read
    case .failure(let error):
      outcome.errors.append(FileError(path: path, message: "cannot read the file to fix it: \(error.message)"))
      return
    }
    let hash = UTF8Validation.hash(bytes)
    guard target.paths.allSatisfy({ contentHashes[$0] == hash }) else {
      outcome.errors.append(FileError(path: path, message: "file changed while it was linted; not fixed"))
      return
    }
    // The same diagnostic reached through two spellings of the path carries the same
    // edits: apply them once, count both as fixed.
    var groups: [[Edit]] = []
    var groupOf: [Int] = []
    var groupOfEdits: [[Edit]: Int] = [:]
    for index in target.indices {
      let edits = report.diagnostics[index].fix?.edits ?? []
      if let existing = groupOfEdits[edits] {
        groupOf.append(existing)
      } else {
        groupOfEdits[edits] = groups.count
        groupOf.append(groups.count)
        groups.append(edits)
      }
    }
    let (fixedBytes, taken) = applying(groups, to: bytes)
    guard !taken.isEmpty else { return }
    if target.file.isReadOnly {
      outcome.errors.append(FileError(path: path, message: "file is read-only; not fixed"))
      return
    }
    if let refusal = target.file.writeRefusal {
      outcome.errors.append(FileError(path: path, message: "cannot write the file (\(refusal)); not fixed"))
      return
    }
    if case .failure(let error) = target.file.replace(with: fixedBytes, original: bytes) {
      outcome.errors.append(FileError(path: path, message: error.message))
      return
    }
    outcome.fixedFiles.append(path)
    let takenGroups = Set(taken)
    var representedGroups: Set<Int> = []
    for (position, index) in target.indices.enumerated() where takenGroups.contains(groupOf[position]) {
      outcome.fixed.insert(index)
      if representedGroups.insert(groupOf[position]).inserted { outcome.applied.append(index) }
    }
  }

  /// Applies groups of edits (one group per diagnostic) to `bytes`, skipping any group that
  /// overlaps one taken earlier (or itself). Returns the new bytes and the positions of the
  /// groups taken. Taken edits stay sorted, so a group costs a binary search, not a scan:
  /// a generated file with 100,000 fixes is fixed in linear time.
  public static func applying(_ groups: [[Edit]], to bytes: [UInt8]) -> (bytes: [UInt8], taken: [Int]) {
    var accepted: [Edit] = []
    var taken: [Int] = []
    for (position, group) in groups.enumerated() {
      let edits = group.sorted(by: precedes)
      guard edits.allSatisfy({ $0.offset >= 0 && $0.offset <= $0.endOffset && $0.endOffset <= bytes.count }),
            !zip(edits, edits.dropFirst()).contains(where: overlap),
            !edits.contains(where: { overlapsAny($0, in: accepted) })
      else { continue }
      for edit in edits { accepted.insert(edit, at: insertionIndex(of: edit, in: accepted)) }
      taken.append(position)
    }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + accepted.reduce(0) { $0 + $1.replacement.utf8.count })
    var cursor = 0
    for edit in accepted {
      result += bytes[cursor..<edit.offset]
      result += Array(edit.replacement.utf8)
      cursor = edit.endOffset
    }
    result += bytes[cursor...]
    return (result, taken)
  }

  private static func precedes(_ a: Edit, _ b: Edit) -> Bool {
    a.offset != b.offset ? a.offset < b.offset : a.endOffset < b.endOffset
  }

  /// Two edits touch the same bytes, or insert at the same place (their order would be a guess).
  private static func overlap(_ a: Edit, _ b: Edit) -> Bool {
    a.offset < b.endOffset && b.offset < a.endOffset
      || (a.offset == b.offset && (a.offset == a.endOffset || b.offset == b.endOffset))
  }

  /// `sorted` holds edits that do not overlap, so ends ascend with starts: only the
  /// neighbours of `edit`'s place can overlap it.
  private static func overlapsAny(_ edit: Edit, in sorted: [Edit]) -> Bool {
    let index = insertionIndex(of: edit, in: sorted)
    return sorted[max(0, index - 1)..<min(sorted.count, index + 1)].contains { overlap(edit, $0) }
  }

  /// The first position whose edit does not precede `edit`; the end for the usual case of
  /// edits arriving in order.
  private static func insertionIndex(of edit: Edit, in sorted: [Edit]) -> Int {
    if let last = sorted.last, precedes(last, edit) { return sorted.count }
    var low = 0, high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if precedes(sorted[middle], edit) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
