import BindingLintPlatform
import BindingLintSyntax
import BindingLintRules

/// Applies safe fixes: per file, the edits of every fixable diagnostic that do not overlap
/// an edit already taken, written by `Platform.ReplaceableFile` (atomically through
/// symbolic links, keeping mode, owner and hard links). Paths that name the same file
/// (`a.swift`, `./a.swift`, a link to it) are fixed once, together. A file whose bytes
/// changed since they were linted, or that has no write permission, is left alone and
/// reported. Files are written on `jobs` threads: each waits on its own `fsync`.
package enum FixApplier {
  package struct Outcome: Sendable {
    /// Indices (into the report's diagnostics) of the diagnostics that were fixed, every
    /// spelling of a file's path included.
    package var fixed: Set<Int> = []
    /// One index per fix applied (the first spelling of its file), in report order.
    package var applied: [Int] = []
    package var fixedFiles: [String] = []
    package var errors: [FileError] = []
    /// Temporary files of killed earlier runs removed from the folders of fixed files.
    package var staleTemporariesRemoved = 0
  }

  /// One file to fix, however many paths reached it.
  private struct Target: Sendable {
    var paths: [Platform.FilePath]
    var indices: [Int]
  }

  /// What fixing one target did.
  private struct TargetResult: Sendable {
    var error: FileError?
    /// The folder the new file was written in, when it was.
    var folder: Platform.FilePath?
    var fixed: [Int] = []
    var applied: [Int] = []
  }

  /// Each diagnostic's `path` carries its file's exact bytes, so a file whose name is not
  /// UTF-8 is fixed too.
  package static func apply(
    _ report: Report, contentHashes: [Platform.FilePath: UInt64], safeRules: Set<String>, jobs: Int = 1
  ) -> Outcome {
    let startedAt = Platform.now()
    var byPath: [Platform.FilePath: [Int]] = [:]
    var order: [Platform.FilePath] = []
    for (index, diagnostic) in report.diagnostics.enumerated() where diagnostic.fix != nil && safeRules.contains(diagnostic.ruleID) {
      if byPath[diagnostic.path] == nil { order.append(diagnostic.path) }
      byPath[diagnostic.path, default: []].append(index)
    }
    var targets: [Target] = []
    var targetOf: [Platform.FileIdentity: Int] = [:]
    for path in order {
      let identity = try? Platform.status(of: path).get().identity
      if let identity, let existing = targetOf[identity] {
        targets[existing].paths.append(path)
        targets[existing].indices += byPath[path] ?? []
        continue
      }
      if let identity { targetOf[identity] = targets.count }
      targets.append(Target(paths: [path], indices: byPath[path] ?? []))
    }
    let results = Slots<TargetResult>(count: targets.count)
    Parallel.forEach(targets.count, jobs: jobs) { [targets] index in
      results[index] = fix(targets[index], report: report, contentHashes: contentHashes)
    }
    var outcome = Outcome()
    var folders: Set<Platform.FilePath> = []
    for index in targets.indices {
      guard let result = results[index] else { continue }
      if let error = result.error { outcome.errors.append(error) }
      if let folder = result.folder {
        folders.insert(folder)
        outcome.fixedFiles.append(targets[index].paths[0].display)
      }
      outcome.fixed.formUnion(result.fixed)
      outcome.applied += result.applied
    }
    // One fsync per folder makes its renames durable; then litter of killed runs goes.
    for folder in folders.sorted(by: { Platform.utf8Precedes($0.display, $1.display) }) {
      Platform.syncFolder(folder)
      outcome.staleTemporariesRemoved += Platform.removeStaleTemporaries(in: folder, olderThan: startedAt)
    }
    outcome.applied.sort()
    return outcome
  }

  private static func fix(_ target: Target, report: Report, contentHashes: [Platform.FilePath: UInt64]) -> TargetResult {
    let path = target.paths[0]
    let failure = { (message: String) in TargetResult(error: FileError(path: path.display, message: message)) }
    let file: Platform.ReplaceableFile
    switch Platform.ReplaceableFile.opening(path) {
    case .success(let opened): file = opened
    case .failure(let error): return failure("cannot open the file to fix it: \(error.message)")
    }
    defer { file.closeFile() }
    let bytes: [UInt8]
    switch file.read() {
    case .success(let read): bytes = read
    case .failure(let error): return failure("cannot read the file to fix it: \(error.message)")
    }
    let hash = UTF8Validation.hash(bytes)
    guard target.paths.allSatisfy({ contentHashes[$0] == hash && (try? Platform.status(of: $0).get().identity) == file.identity }) else {
      return failure("file changed while it was linted; not fixed")
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
    guard !taken.isEmpty else { return TargetResult() }
    if file.isReadOnly { return failure("file is read-only; not fixed") }
    if let refusal = file.writeRefusal { return failure("cannot write the file (\(refusal)); not fixed") }
    if case .failure(let error) = file.replace(with: fixedBytes, original: bytes) { return failure(error.message) }
    var result = TargetResult(folder: file.folder)
    let takenGroups = Set(taken)
    var representedGroups: Set<Int> = []
    for (position, index) in target.indices.enumerated() where takenGroups.contains(groupOf[position]) {
      result.fixed.append(index)
      if representedGroups.insert(groupOf[position]).inserted { result.applied.append(index) }
    }
    return result
  }

  /// Applies groups of edits (one group per diagnostic) to `bytes`, skipping any group that
  /// overlaps one taken earlier (or itself). Returns the new bytes and the positions of the
  /// groups taken. Taken edits stay sorted, so a group costs a binary search, not a scan:
  /// a generated file with 100,000 fixes is fixed in linear time.
  package static func applying(_ groups: [[Edit]], to bytes: [UInt8]) -> (bytes: [UInt8], taken: [Int]) {
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
