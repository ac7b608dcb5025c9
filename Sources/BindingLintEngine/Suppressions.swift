import BindingLintSyntax
import BindingLintRules

/// Which findings a file's `bindinglint:` directives (`SuppressionDirectives`) suppress,
/// and which directives suppress nothing (`unused_suppression`).
///
/// A one-line directive (`:this` the line the comment starts on, `:previous` the line
/// before it, `:next` the line after it ends) decides for findings that start on its line;
/// otherwise the last `disable` or `enable` comment before the finding's start decides.
/// Of several directives for one line, the last one written wins. A directive names a rule
/// by its id or by `all`; unknown ids never match.
package struct Suppressions: Sendable {
  /// One rule id of one `disable` or `enable` directive.
  struct Entry: Sendable {
    var rule: String
    var start: Int
    var end: Int
    var action: SuppressionDirectives.Directive.Action
  }

  struct LineDirective: Sendable {
    var line: Int
    var entries: Range<Int>
  }

  struct RegionDirective: Sendable {
    var offset: Int
    var entries: Range<Int>
  }

  var entries: [Entry] = []
  var lineDirectives: [LineDirective] = []
  var regionDirectives: [RegionDirective] = []
  /// Lines of the entries `unused_suppression` may report, for placing its findings.
  var entryLines: [Int] = []

  package static let none = Suppressions()

  package init() {}

  package init(tree: SyntaxTree, lines: LineTable) {
    for directive in SuppressionDirectives(tree: tree).directives {
      let first = entries.count
      for word in directive.rules {
        entries.append(Entry(rule: word.text, start: word.start, end: word.end, action: directive.action))
        entryLines.append(lines.location(of: word.start).line)
      }
      let range = first..<entries.count
      switch directive.scope {
      case .region:
        regionDirectives.append(RegionDirective(offset: directive.commentStart, entries: range))
      case .this:
        lineDirectives.append(LineDirective(line: lines.location(of: directive.commentStart).line, entries: range))
      case .previous:
        lineDirectives.append(LineDirective(line: lines.location(of: directive.commentStart).line - 1, entries: range))
      case .next:
        // The line after the comment ends, even when a block comment spans lines.
        lineDirectives.append(LineDirective(line: lines.location(of: max(directive.commentStart, directive.commentEnd - 1)).line + 1, entries: range))
      }
    }
  }

  /// Whether a finding of `ruleID` starting at `offset` (on `line`) is suppressed.
  package func suppresses(_ ruleID: String, at offset: Int, line: Int) -> Bool {
    suppressor(of: ruleID, at: offset, line: line) != nil
  }

  /// The entry that suppresses a finding of `ruleID` starting at `offset` on `line`, if any.
  func suppressor(of ruleID: String, at offset: Int, line: Int) -> Int? {
    var deciding: Int?
    for directive in lineDirectives where directive.line == line {
      if let entry = match(ruleID, in: directive.entries) { deciding = entry }
    }
    if deciding == nil {
      for directive in regionDirectives where directive.offset <= offset {
        if let entry = match(ruleID, in: directive.entries) { deciding = entry }
      }
    }
    guard let deciding, entries[deciding].action == .disable else { return nil }
    return deciding
  }

  /// The entry of a directive that names `ruleID`, else the one that says `all`.
  private func match(_ ruleID: String, in range: Range<Int>) -> Int? {
    range.first { entries[$0].rule == ruleID } ?? range.first { entries[$0].rule == SuppressionDirectives.all }
  }
}

/// What the engine does with the directives of a run, decided once from its rules.
struct SuppressionPlan: Sendable {
  /// Ids of the rules that run: only their directives can be reported as unused.
  let ruleIDs: Set<String>
  let reportsUnused: Bool

  init(_ rules: [any Rule]) {
    ruleIDs = Set(rules.map(\.id))
    reportsUnused = ruleIDs.contains(UnusedSuppressionRule.description.id)
  }
}

/// A placed finding's part in suppression bookkeeping.
enum SuppressionUse: Sendable {
  /// An ordinary finding, reported if its decision keeps it.
  case none
  /// Suppressed by entry `n` of its file's directives: never reported, but if its decision
  /// keeps it, entry `n` suppressed something. Kept only when `unused_suppression` runs.
  case suppressedBy(Int)
  /// The `unused_suppression` finding for entry `n`: reported unless the entry was used.
  case reportsUnusedEntry(Int)
}

extension Suppressions {
  /// The findings to place, with their part in suppression: suppressed findings are left
  /// out unless `unused_suppression` runs, which gets a candidate finding per entry it may
  /// report (unless a directive suppresses that finding itself).
  func apply(to pending: [PendingFinding], lines: LineTable, plan: SuppressionPlan) -> [(PendingFinding, SuppressionUse)] {
    var result: [(PendingFinding, SuppressionUse)] = []
    result.reserveCapacity(pending.count)
    for item in pending {
      let line = lines.location(of: item.finding.start).line
      guard let entry = suppressor(of: item.finding.ruleID, at: item.finding.start, line: line) else {
        result.append((item, .none))
        continue
      }
      if plan.reportsUnused { result.append((item, .suppressedBy(entry))) }
    }
    guard plan.reportsUnused else { return result }
    let unusedID = UnusedSuppressionRule.description.id
    for (index, entry) in entries.enumerated() where entry.action == .disable {
      // `all` and `unused_suppression` itself are never reported (as in SwiftLint), nor
      // ids of rules this run does not check: turning the rule on is not "unused".
      guard entry.rule != unusedID, plan.ruleIDs.contains(entry.rule) else { continue }
      guard !suppresses(unusedID, at: entry.start, line: entryLines[index]) else { continue }
      result.append((UnusedSuppressionRule.finding(rule: entry.rule, start: entry.start, end: entry.end), .reportsUnusedEntry(index)))
    }
    return result
  }

  /// Which of a file's placed findings become diagnostics, given their decisions (in the
  /// same order): suppressed ones never; `unused_suppression` candidates when no kept
  /// finding used their entry.
  static func visible(_ placed: [Runner.PlacedFinding], decisions: ArraySlice<PendingFinding.Decision>) -> [Int] {
    var used = Set<Int>()
    var tracked = false
    for (index, item) in placed.enumerated() {
      guard case .suppressedBy(let entry) = item.use else {
        if case .reportsUnusedEntry = item.use { tracked = true }
        continue
      }
      tracked = true
      if case .drop = decisions[decisions.startIndex + index] { continue }
      used.insert(entry)
    }
    guard tracked else { return Array(placed.indices) }
    return placed.indices.filter { index in
      switch placed[index].use {
      case .none: return true
      case .suppressedBy: return false
      case .reportsUnusedEntry(let entry): return !used.contains(entry)
      }
    }
  }
}
