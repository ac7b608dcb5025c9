import BindingLintRules
import BindingLintEngine

/// `--format json`: the stable, versioned schema of SPEC §3. Additive changes only.
package struct JSONReporter: ReportWriter {
  package static func render(_ report: Report) -> String {
    var writer = Self()
    return writer.renderWhole(report)
  }

  private var json = JSONWriter()

  package init() {}

  package mutating func begin() -> String {
    json.beginObject()
    json.number("version", 1)
    json.beginArray("diagnostics")
    return json.takeOutput()
  }

  package mutating func file(_ diagnostics: [Diagnostic]) -> String {
    for diagnostic in diagnostics {
      json.beginObject()
      json.string("file", diagnostic.path.display)
      json.number("line", diagnostic.line)
      json.number("column", diagnostic.column)
      json.number("endLine", diagnostic.endLine)
      json.number("endColumn", diagnostic.endColumn)
      json.number("offset", diagnostic.offset)
      json.number("endOffset", diagnostic.endOffset)
      json.string("rule", diagnostic.ruleID)
      if let category = RuleRegistry.categories[diagnostic.ruleID] { json.string("category", category.rawValue) }
      json.string("severity", diagnostic.severity.rawValue)
      json.string("message", diagnostic.message)
      json.string("help", diagnostic.help)
      if let fix = diagnostic.fix {
        json.beginObject("fix")
        json.string("description", fix.description)
        // Additive to version 1: unsafe fixes appear only under `--unsafe-fixes`.
        json.string("safety", fix.safety.rawValue)
        writeEdits(fix.edits, into: &json)
        json.endObject()
      }
      if !diagnostic.related.isEmpty {
        // Additive to version 1, only when there are any (the call sites of a state a
        // parent passes): SARIF's `relatedLocations`, with the file always spelled out.
        json.beginArray("related")
        for related in diagnostic.related {
          json.beginObject()
          json.string("file", related.path ?? diagnostic.path.display)
          json.number("line", related.line)
          json.string("message", related.message)
          json.endObject()
        }
        json.endArray()
      }
      json.endObject()
    }
    return json.takeOutput()
  }

  package mutating func end(_ report: Report) -> String {
    json.endArray()
    json.beginArray("errors")
    for error in report.errors {
      json.beginObject()
      json.string("file", error.path)
      json.string("message", error.message)
      json.endObject()
    }
    json.endArray()
    if let fixed = report.fixed {
      // Under `--fix` only: what was applied (additive to version 1).
      json.beginArray("fixed")
      for diagnostic in fixed {
        json.beginObject()
        json.string("file", diagnostic.path.display)
        json.number("line", diagnostic.line)
        json.number("column", diagnostic.column)
        json.string("rule", diagnostic.ruleID)
        if let fix = diagnostic.fix {
          json.string("description", fix.description)
          json.string("safety", fix.safety.rawValue)
          writeEdits(fix.edits, into: &json)
        }
        json.endObject()
      }
      json.endArray()
    }
    json.beginObject("summary")
    json.number("files", report.fileCount)
    json.number("errors", report.errorCount)
    json.number("warnings", report.warningCount)
    if report.hiddenByBaseline > 0 { json.number("hiddenByBaseline", report.hiddenByBaseline) }
    if report.withheldUnsafeFixes > 0 { json.number("unsafeFixesWithheld", report.withheldUnsafeFixes) }
    json.endObject()
    json.endObject()
    return json.takeOutput() + "\n"
  }
}

/// A fix's edits, in `diagnostics` and `fixed` alike.
private func writeEdits(_ edits: [Edit], into json: inout JSONWriter) {
  json.beginArray("edits")
  for edit in edits {
    json.beginObject()
    json.number("offset", edit.offset)
    json.number("endOffset", edit.endOffset)
    json.string("replacement", edit.replacement)
    json.endObject()
  }
  json.endArray()
}
