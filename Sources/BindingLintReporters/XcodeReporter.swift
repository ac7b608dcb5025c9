import BindingLintEngine

/// `--format xcode`: the compiler's one-line form, which Xcode and most editors parse.
/// Exactly one line per diagnostic: path and message are escaped (`HumanText`).
package struct XcodeReporter: ReportWriter {
  package static func render(_ report: Report) -> String {
    var writer = Self()
    return writer.renderWhole(report)
  }

  package init() {}

  package func begin() -> String { "" }

  package func file(_ diagnostics: [Diagnostic]) -> String {
    var out = ""
    for d in diagnostics {
      out += "\(HumanText.linePath(d.path.display)):\(d.line):\(d.column): \(d.severity.rawValue): \(HumanText.escaped(d.message)) [\(d.ruleID)]\n"
    }
    return out
  }

  package func end(_ report: Report) -> String {
    var out = ""
    for error in report.errors {
      out += "\(HumanText.linePath(error.path)):1:1: error: \(HumanText.escaped(error.message))\n"
    }
    return out
  }
}
