/// Applies safe fixes: per file, the edits of every fixable diagnostic that do not overlap
/// an edit already taken, written atomically (temporary file, then rename, permissions
/// kept). A file whose bytes changed since they were linted is left alone and reported.
public enum FixApplier {
  public struct Outcome: Sendable {
    /// Indices (into the report's diagnostics) of the diagnostics that were fixed.
    public var fixed: Set<Int> = []
    public var fixedFiles: [String] = []
    public var errors: [FileError] = []
  }

  public static func apply(_ report: Report, contentHashes: [String: UInt64], safeRules: Set<String>) -> Outcome {
    var outcome = Outcome()
    var byPath: [String: [Int]] = [:]
    var order: [String] = []
    for (index, diagnostic) in report.diagnostics.enumerated() where diagnostic.fix != nil && safeRules.contains(diagnostic.ruleID) {
      if byPath[diagnostic.path] == nil { order.append(diagnostic.path) }
      byPath[diagnostic.path, default: []].append(index)
    }
    for path in order {
      guard case .success(let bytes) = Platform.readFile(path) else {
        outcome.errors.append(FileError(path: path, message: "cannot read file to fix it"))
        continue
      }
      guard UTF8Validation.hash(bytes) == contentHashes[path] else {
        outcome.errors.append(FileError(path: path, message: "file changed while it was linted; not fixed"))
        continue
      }
      let indices = byPath[path] ?? []
      let (fixedBytes, taken) = applying(indices.map { report.diagnostics[$0].fix?.edits ?? [] }, to: bytes)
      guard !taken.isEmpty else { continue }
      guard Platform.writeAtomically(path, fixedBytes) else {
        outcome.errors.append(FileError(path: path, message: "cannot write the fixed file"))
        continue
      }
      outcome.fixedFiles.append(path)
      for position in taken { outcome.fixed.insert(indices[position]) }
    }
    return outcome
  }

  /// Applies groups of edits (one group per diagnostic) to `bytes`, skipping any group that
  /// overlaps one taken earlier. Returns the new bytes and the positions of the groups taken.
  public static func applying(_ groups: [[Edit]], to bytes: [UInt8]) -> (bytes: [UInt8], taken: [Int]) {
    var accepted: [Edit] = []
    var taken: [Int] = []
    for (position, group) in groups.enumerated() {
      let valid = group.allSatisfy { $0.offset >= 0 && $0.offset <= $0.endOffset && $0.endOffset <= bytes.count }
      let overlaps = group.contains { edit in
        accepted.contains { other in
          edit.offset < other.endOffset && other.offset < edit.endOffset
            || (edit.offset == other.offset && (edit.offset == edit.endOffset || other.offset == other.endOffset))
        }
      }
      guard valid && !overlaps else { continue }
      accepted += group
      taken.append(position)
    }
    accepted.sort { $0.offset != $1.offset ? $0.offset < $1.offset : $0.endOffset < $1.endOffset }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 64)
    var cursor = 0
    for edit in accepted {
      result += bytes[cursor..<edit.offset]
      result += Array(edit.replacement.utf8)
      cursor = edit.endOffset
    }
    result += bytes[cursor...]
    return (result, taken)
  }
}
