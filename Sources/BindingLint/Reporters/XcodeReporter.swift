/// `--format xcode`: the compiler's one-line form, which Xcode and most editors parse.
public enum XcodeReporter {
  public static func render(_ report: Report) -> String {
    var out = ""
    for diagnostic in report.diagnostics {
      out += "\(diagnostic.path):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]\n"
    }
    for error in report.errors {
      out += "\(error.path):1:1: error: \(error.message)\n"
    }
    return out
  }
}
