/// `--format sarif`: SARIF 2.1.0 as GitHub code scanning accepts it: the rule table with
/// help, and one result per diagnostic with its rule index, level, message and region.
/// Columns are UTF-16 code units (SARIF's default `columnKind`), converted from the
/// source line where the diagnostic starts.
public enum SARIFReporter {
  public static func render(_ report: Report, rules: [RuleDescription], version: String) -> String {
    var json = JSONWriter()
    json.beginObject()
    json.string("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
    json.string("version", "2.1.0")
    json.beginArray("runs")
    json.beginObject()
    json.beginObject("tool")
    json.beginObject("driver")
    json.string("name", "bindinglint")
    json.string("version", version)
    json.string("semanticVersion", version)
    json.string("informationUri", "https://github.com/bindinglint/bindinglint")
    json.beginArray("rules")
    for rule in rules {
      json.beginObject()
      json.string("id", rule.id)
      json.string("name", pascalCase(rule.id))
      json.beginObject("shortDescription"); json.string("text", rule.summary); json.endObject()
      json.beginObject("fullDescription"); json.string("text", rule.rationale); json.endObject()
      json.beginObject("help"); json.string("text", rule.fix); json.string("markdown", "**Fix:** \(rule.fix)\n\n\(rule.rationale)"); json.endObject()
      json.beginObject("defaultConfiguration"); json.string("level", rule.severity.rawValue); json.bool("enabled", rule.isEnabledByDefault); json.endObject()
      json.endObject()
    }
    json.endArray()
    json.endObject()
    json.endObject()
    json.beginArray("results")
    for d in report.diagnostics {
      json.beginObject()
      json.string("ruleId", d.ruleID)
      if let index = rules.firstIndex(where: { $0.id == d.ruleID }) { json.number("ruleIndex", index) }
      json.string("level", d.severity.rawValue)
      json.beginObject("message"); json.string("text", "\(d.message). Help: \(d.help)"); json.endObject()
      json.beginArray("locations")
      json.beginObject()
      json.beginObject("physicalLocation")
      json.beginObject("artifactLocation"); json.string("uri", uri(d.path)); json.endObject()
      json.beginObject("region")
      json.number("startLine", d.line)
      json.number("startColumn", utf16Column(d.column, in: d.sourceLine))
      json.number("endLine", d.endLine)
      json.number("endColumn", d.endLine == d.line ? utf16Column(d.endColumn, in: d.sourceLine) : d.endColumn)
      json.endObject()
      json.endObject()
      json.endObject()
      json.endArray()
      if !d.related.isEmpty {
        json.beginArray("relatedLocations")
        for (id, related) in d.related.enumerated() {
          json.beginObject()
          json.number("id", id)
          json.beginObject("physicalLocation")
          json.beginObject("artifactLocation"); json.string("uri", uri(d.path)); json.endObject()
          json.beginObject("region"); json.number("startLine", related.line); json.endObject()
          json.endObject()
          json.beginObject("message"); json.string("text", related.message); json.endObject()
          json.endObject()
        }
        json.endArray()
      }
      json.endObject()
    }
    json.endArray()
    json.beginArray("invocations")
    json.beginObject()
    json.bool("executionSuccessful", report.errors.isEmpty)
    json.beginArray("toolExecutionNotifications")
    for error in report.errors {
      json.beginObject()
      json.string("level", "error")
      json.beginObject("message"); json.string("text", "\(error.path): \(error.message)"); json.endObject()
      json.endObject()
    }
    json.endArray()
    json.endObject()
    json.endArray()
    json.endObject()
    json.endArray()
    json.endObject()
    return json.output + "\n"
  }

  static func pascalCase(_ id: String) -> String {
    id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// A relative path stays relative (GitHub resolves it against the repository root);
  /// spaces and `%` are percent-encoded as URIs require.
  static func uri(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
    let encoded = String(trimmed).escaping { scalar in
      switch scalar {
      case " ": return "%20"
      case "%": return "%25"
      case "#": return "%23"
      case "?": return "%3F"
      default: return nil
      }
    }
    return (path.hasPrefix("/") ? "file://" : "") + encoded
  }

  /// 1-based UTF-16 column of the 1-based UTF-8 byte column `column` on `line`.
  static func utf16Column(_ column: Int, in line: String) -> Int {
    let bytes = Array(line.utf8)
    let prefix = min(max(column - 1, 0), bytes.count)
    return String(decoding: bytes[..<prefix], as: UTF8.self).utf16.count + 1 + max(0, column - 1 - bytes.count)
  }
}
