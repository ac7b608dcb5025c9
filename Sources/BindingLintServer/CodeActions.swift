import BindingLintRules
import BindingLintEngine

/// `textDocument/codeAction` for one document: for each diagnostic touching the requested
/// range, its fix (preferred when the rule's fixes are safe, titled "unsafe" otherwise)
/// and "disable RULE for this line" (a `// bindinglint:disable:next RULE` comment above
/// it, indented like it); and `source.fixAll.bindinglint`, the safe fixes that do not
/// overlap, chosen as `--fix` chooses them (`FixApplier.applying`).
struct CodeActions {
  static let fixAllKind = "source.fixAll.bindinglint"

  var uri: String
  var positions: TextPositions
  var diagnostics: [Diagnostic]
  var safeRules: Set<String>

  /// The actions for byte range `start..<end` (a cursor is an empty range), of the kinds
  /// `only` asks for (all when nil).
  func actions(start: Int, end: Int, only: [String]?) -> [JSONValue] {
    var actions: [JSONValue] = []
    if Self.wanted("quickfix", by: only) {
      for diagnostic in diagnostics where diagnostic.offset <= end && start <= diagnostic.endOffset {
        if let fix = diagnostic.fix, !fix.edits.isEmpty {
          let safe = safeRules.contains(diagnostic.ruleID) && fix.isSafe
          actions.append(action(
            title: safe ? fix.description : "\(fix.description) (unsafe: review the change)", kind: "quickfix",
            edits: fix.edits, diagnostic: diagnostic, preferred: safe))
        }
        actions.append(action(
          title: "Disable \(diagnostic.ruleID) for this line", kind: "quickfix",
          edits: [disableComment(for: diagnostic)], diagnostic: diagnostic, preferred: false))
      }
    }
    if Self.wanted(Self.fixAllKind, by: only), let edits = fixAllEdits() {
      actions.append(action(title: "Fix all safe bindinglint issues", kind: Self.fixAllKind, edits: edits, diagnostic: nil, preferred: false))
    }
    return actions
  }

  /// The edits of every safe fix that does not overlap one taken before it; nil if none.
  func fixAllEdits() -> [Edit]? {
    let fixable = diagnostics.filter { $0.fix?.isSafe == true && safeRules.contains($0.ruleID) }
    let groups = fixable.map { $0.fix?.edits ?? [] }
    let taken = FixApplier.applying(groups, to: positions.bytes).taken
    let edits = taken.flatMap { groups[$0] }
    return edits.isEmpty ? nil : edits
  }

  /// A kind is wanted when `only` is absent or lists it or a parent kind
  /// (`source` covers `source.fixAll.bindinglint`).
  static func wanted(_ kind: String, by only: [String]?) -> Bool {
    guard let only else { return true }
    return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
  }

  func disableComment(for diagnostic: Diagnostic) -> Edit {
    let bytes = positions.bytes
    let line = positions.lines.lineIndex(of: diagnostic.offset)
    let range = positions.lines.lineRange(at: line, in: bytes)
    let indent = bytes[range].prefix { $0 == 0x20 || $0 == 0x09 }
    let lineBreak = range.upperBound + 1 < bytes.count && bytes[range.upperBound] == 0x0D && bytes[range.upperBound + 1] == 0x0A ? "\r\n" : "\n"
    let text = String(decoding: indent, as: UTF8.self) + "// bindinglint:disable:next \(diagnostic.ruleID)" + lineBreak
    return Edit(offset: range.lowerBound, endOffset: range.lowerBound, replacement: text)
  }

  func action(title: String, kind: String, edits: [Edit], diagnostic: Diagnostic?, preferred: Bool) -> JSONValue {
    let textEdits = edits.map { edit -> JSONValue in
      .object([("range", positions.range(edit.offset, edit.endOffset)), ("newText", .string(edit.replacement))])
    }
    var members: [(key: String, value: JSONValue)] = [("title", .string(title)), ("kind", .string(kind))]
    if let diagnostic { members.append(("diagnostics", .array([DiagnosticMessages.lsp(diagnostic, positions: positions)]))) }
    if preferred { members.append(("isPreferred", .bool(true))) }
    members.append(("edit", .object([("changes", .object([(uri, .array(textEdits))]))])))
    return .object(members)
  }
}

