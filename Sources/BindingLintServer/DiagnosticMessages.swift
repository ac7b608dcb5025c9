import BindingLintRules
import BindingLintEngine
import BindingLintReporters

/// Engine diagnostics as LSP `Diagnostic` objects: range in the negotiated encoding,
/// severity, `code` = rule id, `codeDescription` = the rule's documentation, `source` =
/// "bindinglint", and the message with its help line.
enum DiagnosticMessages {
  static func lsp(_ diagnostic: Diagnostic, positions: TextPositions) -> JSONValue {
    .object([
      ("range", positions.range(diagnostic.offset, diagnostic.endOffset)),
      ("severity", .int(diagnostic.severity == .error ? 1 : 2)),
      ("code", .string(diagnostic.ruleID)),
      ("codeDescription", .object([("href", .string(ruleDocumentation(diagnostic.ruleID)))])),
      ("source", .string("bindinglint")),
      ("message", .string(diagnostic.help.isEmpty ? diagnostic.message : "\(diagnostic.message)\nhelp: \(diagnostic.help)")),
      // What the finding costs at run time (`RuleCategory`), for clients that group or filter.
      ("data", .object([("category", .string(RuleRegistry.categories[diagnostic.ruleID]?.rawValue ?? "suspicious"))])),
    ])
  }

  /// The rule's page in `docs/rules/`: the same link as SARIF's `helpUri`.
  static func ruleDocumentation(_ ruleID: String) -> String {
    ProjectLinks.ruleDocumentation(ruleID)
  }

  /// `textDocument/publishDiagnostics` for one document.
  static func publish(uri: String, version: Int?, diagnostics: [JSONValue]) -> JSONValue {
    var params: [(key: String, value: JSONValue)] = [("uri", .string(uri))]
    if let version { params.append(("version", .int(version))) }
    params.append(("diagnostics", .array(diagnostics)))
    return .object([("jsonrpc", .string("2.0")), ("method", .string("textDocument/publishDiagnostics")), ("params", .object(params))])
  }
}
