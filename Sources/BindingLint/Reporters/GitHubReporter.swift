/// `--format github`: GitHub Actions workflow commands, one annotation per diagnostic.
/// Data escapes `%`, CR and LF; property values also escape `:` and `,`.
public enum GitHubReporter {
  public static func render(_ report: Report) -> String {
    var out = ""
    for d in report.diagnostics {
      let properties = "file=\(property(d.path)),line=\(d.line),col=\(d.column),endLine=\(d.endLine),endColumn=\(d.endColumn),title=\(property(d.ruleID))"
      out += "::\(d.severity == .error ? "error" : "warning") \(properties)::\(data("\(d.message) (help: \(d.help))"))\n"
    }
    for error in report.errors {
      out += "::error file=\(property(error.path))::\(data(error.message))\n"
    }
    return out
  }

  static func data(_ text: String) -> String {
    text.escaping { scalar in
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
