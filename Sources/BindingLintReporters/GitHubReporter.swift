import BindingLintEngine

/// `--format github`: GitHub Actions workflow commands, one annotation per diagnostic.
/// Control characters are escaped for people first (`HumanText`: no ESC reaches the log, a
/// newline reads `\n`), then GitHub's own escapes apply: `%` in data; `%`, `:` and `,` in
/// property values. Every line therefore is exactly one command.
package struct GitHubReporter: ReportWriter {
  package static func render(_ report: Report) -> String {
    var writer = Self()
    return writer.renderWhole(report)
  }

  package init() {}

  package func begin() -> String { "" }

  package func file(_ diagnostics: [Diagnostic]) -> String {
    var out = ""
    for d in diagnostics {
      let properties = "file=\(Self.property(d.path.display)),line=\(d.line),col=\(d.column),endLine=\(d.endLine),endColumn=\(d.endColumn),title=\(Self.property(d.ruleID))"
      out += "::\(d.severity == .error ? "error" : "warning") \(properties)::\(Self.data("\(d.message) (help: \(d.help))"))\n"
    }
    return out
  }

  package func end(_ report: Report) -> String {
    var out = ""
    for error in report.errors {
      out += "::error file=\(Self.property(error.path))::\(Self.data(error.message))\n"
    }
    return out
  }

  static func data(_ text: String) -> String {
    HumanText.escaped(text).escaping { scalar in
      switch scalar {
      case "%": return "%25"
      case "\r": return "%0D"
      case "\n": return "%0A"
      default: return nil
      }
    }
  }

  static func property(_ text: String) -> String {
    data(text).escaping { scalar in
      switch scalar {
      case ":": return "%3A"
      case ",": return "%2C"
      default: return nil
      }
    }
  }
}
