/// A report written as the run decides it: `begin` before the first file, `file` with each
/// file's diagnostics in path order as soon as they are final, `end` with what only the
/// whole run knows (file errors, what `--fix` applied, the counts). Each call returns the
/// text to append to the output; the output is the same whether the diagnostics come in
/// one call or file by file. Every format implements it, so no format holds the report.
package protocol ReportWriter {
  mutating func begin() -> String
  /// One or more files' diagnostics, in path order and in each file's order.
  mutating func file(_ diagnostics: [Diagnostic]) -> String
  /// `report` holds no diagnostic `file` has not seen; its counts include every one written.
  mutating func end(_ report: Report) -> String
}

extension ReportWriter {
  /// The whole report at once.
  package mutating func renderWhole(_ report: Report) -> String {
    var done = report
    done.diagnostics = []
    done.streamedErrors = report.errorCount
    done.streamedWarnings = report.warningCount
    done.streamedSafeFixes = report.safeFixCount
    done.streamedUnsafeFixes = report.unsafeFixCount
    return begin() + file(report.diagnostics) + end(done)
  }
}

