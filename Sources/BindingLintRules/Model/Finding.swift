import BindingLintIndex

/// A rule's verdict on one construct: where (byte range), what (message), what to do
/// (help), and the edits that fix it when the fix is mechanical.
package struct Finding: Sendable {
  package var ruleID: String
  package var start: Int
  package var end: Int
  package var message: String
  package var help: String
  package var fix: Fix?
  /// Other places the message talks about (SARIF `relatedLocations`).
  package var related: [RelatedLocation]

  package init(ruleID: String, start: Int, end: Int, message: String, help: String, fix: Fix? = nil, related: [RelatedLocation] = []) {
    self.ruleID = ruleID
    self.start = start
    self.end = end
    self.message = message
    self.help = help
    self.fix = fix
    self.related = related
  }
}

/// A line that the finding's message names (`assigned in 'init' at line 12`), in the
/// finding's own file unless `path` names another.
package struct RelatedLocation: Sendable, Equatable {
  /// 1-based.
  package var line: Int
  package var message: String
  /// The file, as given on the command line, when it is not the finding's.
  package var path: String?

  package init(line: Int, message: String, path: String? = nil) {
    self.line = line
    self.message = message
    self.path = path
  }
}

/// The edits that resolve a finding, and whether applying them is safe (Ruff's model):
/// a safe fix cannot change behaviour or break the build, so `--fix` applies it; an
/// unsafe one might (it could break code the linter cannot see or prove), so it is
/// applied only with `--unsafe-fixes` and offered, not preferred, in the editor.
package struct Fix: Sendable, Equatable {
  package enum Safety: String, Sendable {
    case safe, unsafe
  }

  package var description: String
  package var edits: [Edit]
  package var safety: Safety

  package init(description: String, edits: [Edit], safety: Safety = .safe) {
    self.description = description
    self.edits = edits
    self.safety = safety
  }

  package var isSafe: Bool { safety == .safe }
}

/// Replace bytes `offset..<endOffset` with `replacement`.
package struct Edit: Sendable, Hashable {
  package var offset: Int
  package var endOffset: Int
  package var replacement: String

  package init(offset: Int, endOffset: Int, replacement: String) {
    self.offset = offset
    self.endOffset = endOffset
    self.replacement = replacement
  }
}

/// A finding that may depend on other files: it is decided once the type index holds
/// every file ("is `Foo` a view type?" can hinge on an extension elsewhere). Rules build
/// these while the file is in memory, with the final range, so the engine can place them
/// (line, column, source line) before the file is dropped; `decide` captures names, never
/// the file, so memory stays bounded by the largest file.
package struct PendingFinding: Sendable {
  package enum Decision: Sendable {
    case drop
    case keep
    /// Keep, with words that depend on what the index knows.
    case keepWith(message: String, help: String)
    /// Keep, with words, fix (nil: none) and related locations that depend on what the
    /// index knows (a fix that other files make unsafe or impossible).
    case revise(message: String, help: String, fix: Fix?, related: [RelatedLocation])
  }

  package let finding: Finding
  package let decide: @Sendable (TypeIndex) -> Decision
  /// False for a finding kept whatever the index holds: final as soon as its file is
  /// linted, so the engine can write it before the other files are (`PathOrderRelease`).
  package let needsIndex: Bool
  /// False for a decision that mostly asks about names other files declare (an extension
  /// elsewhere, the class a property holds): pass 1 then keeps only the names the file may
  /// declare, as for a file without findings. The decision is the same either way: if it
  /// (or another) asks about a name the file declares, `OnDemandDecisions` parses the file
  /// and decides again. Only the cost differs, a parse saved or a parse made twice.
  package let readsOwnFile: Bool

  package init(_ finding: Finding, decide: @escaping @Sendable (TypeIndex) -> Decision) {
    self.init(finding, decide: decide, readsOwnFile: true)
  }

  /// A finding whose decision mostly reads the facts of files other than its own.
  package static func decidedByOtherFiles(_ finding: Finding, decide: @escaping @Sendable (TypeIndex) -> Decision) -> PendingFinding {
    PendingFinding(finding, decide: decide, readsOwnFile: false)
  }

  private init(_ finding: Finding, decide: @escaping @Sendable (TypeIndex) -> Decision, readsOwnFile: Bool) {
    self.finding = finding
    self.decide = decide
    needsIndex = true
    self.readsOwnFile = readsOwnFile
  }

  /// Whether pass 1 keeps the facts of the finding's own file for its decision.
  package var readsOwnFileFacts: Bool { needsIndex && readsOwnFile }

  package init(_ finding: Finding, when condition: @escaping @Sendable (TypeIndex) -> Bool) {
    self.init(finding) { condition($0) ? .keep : .drop }
  }

  package init(_ finding: Finding) {
    self.finding = finding
    decide = { _ in .keep }
    needsIndex = false
    readsOwnFile = false
  }
}
