/// A finding placed in its file and given its configured severity: what reporters print.
public struct Diagnostic: Sendable, Equatable {
  public var path: String
  public var line: Int
  public var column: Int
  public var endLine: Int
  public var endColumn: Int
  public var offset: Int
  public var endOffset: Int
  public var ruleID: String
  public var severity: RuleDescription.Severity
  public var message: String
  public var help: String
  public var fix: Fix?
  /// A bounded excerpt of the first line, UTF-16 columns and a line hash: what reporters
  /// need of the source text, never a copy of the whole line.
  public var source: SourceContext
  /// The construct's source, normalized (`BaselineConstruct`): what baseline entries match.
  /// Empty unless the run applies or writes a baseline (`LintRequest.baseline`) or asks
  /// for it (`LintRequest.keepsBaselineConstructs`).
  public var construct: String = ""
  /// Lines of the same file the message names (SARIF `relatedLocations`).
  public var related: [RelatedLocation] = []
}

/// A file that could not be linted, with the reason.
public struct FileError: Sendable, Equatable {
  public var path: String
  public var message: String
}

/// Everything one run found, sorted by path, then position, then rule.
public struct Report: Sendable {
  public var fileCount: Int
  public var diagnostics: [Diagnostic]
  public var errors: [FileError]
  public var strict: Bool
  /// Under `--fix`, the diagnostics whose fixes were applied (one per fix); nil otherwise.
  public var fixed: [Diagnostic]? = nil
  /// Findings a baseline hid from `diagnostics` (they do not fail the run).
  public var hiddenByBaseline = 0
  /// Unsafe fixes not offered because `--unsafe-fixes` was not given (`Report+FixSafety`).
  public var withheldUnsafeFixes = 0

  /// Diagnostics already written as the run went (`ReportWriter`) and no longer held:
  /// counted here, not in `diagnostics`.
  public var streamedErrors = 0
  public var streamedWarnings = 0
  /// Of those, how many carried a safe fix and how many an (offered) unsafe one.
  public var streamedSafeFixes = 0
  public var streamedUnsafeFixes = 0

  public var errorCount: Int { streamedErrors + diagnostics.filter { $0.severity == .error }.count }
  public var warningCount: Int { streamedWarnings + diagnostics.filter { $0.severity == .warning }.count }

  /// Whether any diagnostic fails the run (an error, or anything under `--strict`).
  public var hasFailures: Bool { strict ? errorCount + warningCount > 0 : errorCount > 0 }
}
