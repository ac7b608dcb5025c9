/// `--format text`: for people. Each diagnostic is its `path:line:column: severity:
/// message [rule]` line, the source line with the construct underlined, and `help:`;
/// then one summary line. Colour only when asked (the CLI decides: a terminal, no `NO_COLOR`).
public enum TextReporter {
  public static func render(_ report: Report, color: Bool, quiet: Bool = false) -> String {
    let style = Style(enabled: color)
    var out = ""
    for diagnostic in report.diagnostics {
      let severityText = diagnostic.severity == .error ? style.red("error") : style.yellow("warning")
      out += style.bold("\(diagnostic.path):\(diagnostic.line):\(diagnostic.column):") + " \(severityText): "
      out += style.bold(diagnostic.message) + " " + style.dim("[\(diagnostic.ruleID)]") + "\n"
      let gutter = String(diagnostic.line)
      let pad = String(repeating: " ", count: gutter.count)
      out += style.blue("\(gutter) |") + " \(diagnostic.sourceLine)\n"
      out += style.blue("\(pad) |") + " " + underline(diagnostic, style: style) + "\n"
      out += style.blue("\(pad) =") + " " + style.bold("help:") + " \(diagnostic.help)\n\n"
    }
    for error in report.errors {
      out += style.bold("\(error.path):") + " \(style.red("error")): \(error.message)\n"
    }
    if !quiet || !report.diagnostics.isEmpty || !report.errors.isEmpty {
      out += summary(report) + "\n"
    }
    return out
  }

  public static func summary(_ report: Report) -> String {
    func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
    let hidden = report.hiddenByBaseline > 0 ? ", \(report.hiddenByBaseline) hidden by the baseline" : ""
    return "\(plural(report.fileCount, "file")), \(plural(report.errorCount, "error")), \(plural(report.warningCount, "warning"))\(hidden)"
  }

  /// `^~~~` under the diagnostic's span on its first line; tabs kept so the marks line up.
  static func underline(_ diagnostic: Diagnostic, style: Style) -> String {
    let bytes = Array(diagnostic.sourceLine.utf8)
    let startByte = min(max(diagnostic.column - 1, 0), bytes.count)
    let endByte = diagnostic.endLine == diagnostic.line ? min(max(diagnostic.endColumn - 1, startByte + 1), bytes.count) : bytes.count
    let prefix = String(decoding: bytes[..<startByte], as: UTF8.self).map { $0 == "\t" ? "\t" : " " }.joined()
    let width = max(1, String(decoding: bytes[startByte..<max(startByte, endByte)], as: UTF8.self).count)
    return prefix + style.marker("^" + String(repeating: "~", count: width - 1), error: diagnostic.severity == .error)
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
