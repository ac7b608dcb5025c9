import BindingLintEngine

/// `--format text`: for people. Each diagnostic is its `path:line:column: severity:
/// message [rule]` line, an excerpt of the source line with the construct underlined, and
/// `help:`; then one summary line. Everything from the input is escaped (`HumanText`),
/// so no diagnostic spans more lines than these. Colour only when asked (the CLI decides:
/// a terminal, no `NO_COLOR`).
package struct TextReporter: ReportWriter {
  package static func render(_ report: Report, color: Bool, quiet: Bool = false) -> String {
    var writer = Self(color: color, quiet: quiet)
    return writer.renderWhole(report)
  }

  let style: Style
  let quiet: Bool
  /// Whether a diagnostic was written: `--quiet` prints the summary only after one.
  private var wroteDiagnostic = false

  package init(color: Bool, quiet: Bool = false) {
    style = Style(enabled: color)
    self.quiet = quiet
  }

  package func begin() -> String { "" }

  package mutating func file(_ diagnostics: [Diagnostic]) -> String {
    var out = ""
    wroteDiagnostic = wroteDiagnostic || !diagnostics.isEmpty
    for diagnostic in diagnostics {
      let severityText = diagnostic.severity == .error ? style.red("error") : style.yellow("warning")
      out += style.bold("\(HumanText.linePath(diagnostic.path.display)):\(diagnostic.line):\(diagnostic.column):") + " \(severityText): "
      out += style.bold(HumanText.escaped(diagnostic.message)) + " " + style.dim("[\(diagnostic.ruleID)]") + "\n"
      let gutter = String(diagnostic.line)
      let pad = String(repeating: " ", count: gutter.count)
      let excerpt = ExcerptDisplay(diagnostic.source.excerpt)
      let marks = "^" + String(repeating: "~", count: excerpt.markWidth - 1)
      out += style.blue("\(gutter) |") + " \(excerpt.line)\n"
      out += style.blue("\(pad) |") + " " + String(repeating: " ", count: excerpt.markOffset)
      out += style.marker(marks, error: diagnostic.severity == .error) + "\n"
      out += style.blue("\(pad) =") + " " + style.bold("help:") + " \(HumanText.escaped(diagnostic.help))\n\n"
    }
    return out
  }

  package func end(_ report: Report) -> String {
    var out = ""
    for error in report.errors {
      out += style.bold("\(HumanText.linePath(error.path)):") + " \(style.red("error")): \(HumanText.escaped(error.message))\n"
    }
    if !quiet || wroteDiagnostic || !report.errors.isEmpty {
      // The fix line first: the summary stays the last line, where scripts look for it.
      if let fixes = Self.fixSummary(report) { out += fixes + "\n" }
      out += Self.summary(report) + "\n"
    }
    return out
  }

  /// `N files, N errors, N warnings`, then `, N file errors` when some paths could not be
  /// linted (so the line agrees with exit status 2) and how many findings a baseline hid.
  package static func summary(_ report: Report) -> String {
    func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
    var line = "\(plural(report.fileCount, "file")), \(plural(report.errorCount, "error")), \(plural(report.warningCount, "warning"))"
    if !report.errors.isEmpty { line += ", \(plural(report.errors.count, "file error"))" }
    if report.hiddenByBaseline > 0 { line += ", \(report.hiddenByBaseline) hidden by the baseline" }
    return line
  }

  /// Ruff's fix line: how many findings `--fix` would fix, how many more need
  /// `--unsafe-fixes`; nil when there is nothing to say.
  package static func fixSummary(_ report: Report) -> String? {
    let safe = report.fixed == nil ? report.safeFixCount : 0
    let unsafe = report.fixed == nil ? report.unsafeFixCount : 0
    var parts: [String] = []
    if safe > 0 { parts.append("\(safe) fixable with --fix") }
    if unsafe > 0 { parts.append("\(unsafe) more with --fix --unsafe-fixes (unsafe: review the change)") }
    if report.withheldUnsafeFixes > 0 { parts.append("\(report.withheldUnsafeFixes) more with --unsafe-fixes") }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  struct Style {
    let enabled: Bool
    func wrap(_ text: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func red(_ text: String) -> String { wrap(text, "1;31") }
    func yellow(_ text: String) -> String { wrap(text, "1;33") }
    func blue(_ text: String) -> String { wrap(text, "1;34") }
    func marker(_ text: String, error: Bool) -> String { error ? red(text) : yellow(text) }
  }
}
