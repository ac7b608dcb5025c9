import BindingLintPlatform
import BindingLintRules

/// A finding placed in its file and given its configured severity: what reporters print.
package struct Diagnostic: Sendable, Equatable {
  /// The file, as the run read it: reporters show `path.display`, `--fix` writes to it.
  package var path: Platform.FilePath
  package var line: Int
  package var column: Int
  package var endLine: Int
  package var endColumn: Int
  package var offset: Int
  package var endOffset: Int
  package var ruleID: String
  package var severity: RuleDescription.Severity
  package var message: String
  package var help: String
  package var fix: Fix?
  /// A bounded excerpt of the first line, UTF-16 columns and a line hash: what reporters
  /// need of the source text, never a copy of the whole line.
  package var source: SourceContext
  /// The construct's source, normalized (`BaselineConstruct`): what baseline entries match.
  /// Empty unless the run applies or writes a baseline (`LintRequest.baseline`) or asks
  /// for it (`LintRequest.keepsBaselineConstructs`).
  package var construct: String = ""
  /// Lines of the same file the message names (SARIF `relatedLocations`).
  package var related: [RelatedLocation] = []
  /// Its unsafe fix was withheld (no `--unsafe-fixes`): counted in the summary only if
  /// the diagnostic is reported (a baseline may hide it).
  package var unsafeFixWithheld = false
}

/// A file that could not be linted, with the reason.
package struct FileError: Sendable, Equatable {
  package var path: String
  package var message: String
}

/// Everything one run found, sorted by path, then position, then rule.
package struct Report: Sendable {
  package var fileCount: Int
  package var diagnostics: [Diagnostic]
  package var errors: [FileError]
  package var strict: Bool
  /// Under `--fix`, the diagnostics whose fixes were applied (one per fix); nil otherwise.
  package var fixed: [Diagnostic]? = nil
  /// Findings a baseline hid from `diagnostics` (they do not fail the run).
  package var hiddenByBaseline = 0
  /// Unsafe fixes not offered because `--unsafe-fixes` was not given (`Report+FixSafety`).
  package var withheldUnsafeFixes = 0

  /// Diagnostics already written as the run went (`ReportWriter`) and no longer held:
  /// counted here, not in `diagnostics`.
  package var streamedErrors = 0
  package var streamedWarnings = 0
  /// Of those, how many carried a safe fix and how many an (offered) unsafe one.
  package var streamedSafeFixes = 0
  package var streamedUnsafeFixes = 0

  package var errorCount: Int { streamedErrors + diagnostics.filter { $0.severity == .error }.count }
  package var warningCount: Int { streamedWarnings + diagnostics.filter { $0.severity == .warning }.count }

  /// Whether any diagnostic fails the run (an error, or anything under `--strict`).
  package var hasFailures: Bool { strict ? errorCount + warningCount > 0 : errorCount > 0 }
}
