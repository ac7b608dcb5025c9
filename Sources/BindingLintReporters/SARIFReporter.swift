import BindingLintRules
import BindingLintEngine

/// `--format sarif`: SARIF 2.1.0 as GitHub code scanning accepts it: the rule table with
/// help and a `helpUri`, and one result per diagnostic with its rule index, level, message,
/// region and a `primaryLocationLineHash` fingerprint. Relative paths are URIs relative to
/// `%SRCROOT%` (the directory the tool ran in); every column is in UTF-16 code units, the
/// `columnKind` the run declares.
package struct SARIFReporter: ReportWriter {
  package static func render(_ report: Report, rules: [RuleDescription], version: String, sourceRoot: String) -> String {
    var writer = Self(rules: rules, version: version, sourceRoot: sourceRoot)
    return writer.renderWhole(report)
  }

  let rules: [RuleDescription]
  let version: String
  let sourceRoot: String
  private var json = JSONWriter()
  private var fingerprints = LineFingerprints()

  package init(rules: [RuleDescription], version: String, sourceRoot: String) {
    self.rules = rules
    self.version = version
    self.sourceRoot = sourceRoot
  }

  package mutating func begin() -> String {
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
    json.string("informationUri", ProjectLinks.repository)
    json.beginArray("rules")
    for rule in rules { Self.writeRule(rule, to: &json) }
    json.endArray()
    json.endObject()
    json.endObject()
    json.beginObject("originalUriBaseIds")
    json.beginObject(Self.sourceRootID)
    json.string("uri", Self.directoryURI(sourceRoot))
    json.endObject()
    json.endObject()
    json.string("columnKind", "utf16CodeUnits")
    json.beginArray("results")
    return json.takeOutput()
  }

  package mutating func file(_ diagnostics: [Diagnostic]) -> String {
    for d in diagnostics {
      json.beginObject()
      json.string("ruleId", d.ruleID)
      if let index = rules.firstIndex(where: { $0.id == d.ruleID }) { json.number("ruleIndex", index) }
      json.string("level", d.severity.rawValue)
      json.beginObject("message"); json.string("text", "\(d.message). Help: \(d.help)"); json.endObject()
      json.beginArray("locations")
      json.beginObject()
      json.beginObject("physicalLocation")
      Self.writeArtifactLocation(d.path.display, to: &json)
      json.beginObject("region")
      json.number("startLine", d.line)
      json.number("startColumn", d.source.utf16Column)
      json.number("endLine", d.endLine)
      json.number("endColumn", d.source.utf16EndColumn)
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
          Self.writeArtifactLocation(related.path ?? d.path.display, to: &json)
          json.beginObject("region"); json.number("startLine", related.line); json.endObject()
          json.endObject()
          json.beginObject("message"); json.string("text", related.message); json.endObject()
          json.endObject()
        }
        json.endArray()
      }
      if let fix = d.fix { Self.writeFix(fix, path: d.path.display, to: &json) }
      json.beginObject("partialFingerprints")
      json.string("primaryLocationLineHash", fingerprints.next(for: d))
      json.endObject()
      json.endObject()
    }
    return json.takeOutput()
  }

  package mutating func end(_ report: Report) -> String {
    json.endArray()
    json.beginArray("invocations")
    json.beginObject()
    json.bool("executionSuccessful", report.errors.isEmpty)
    json.beginArray("toolExecutionNotifications")
    for error in report.errors {
      json.beginObject()
      json.string("level", "error")
      json.beginObject("message"); json.string("text", "\(error.path): \(error.message)"); json.endObject()
      json.beginArray("locations")
      json.beginObject()
      json.beginObject("physicalLocation")
      Self.writeArtifactLocation(error.path, to: &json)
      json.endObject()
      json.endObject()
      json.endArray()
      json.endObject()
    }
    json.endArray()
    json.endObject()
    json.endArray()
    json.endObject()
    json.endArray()
    json.endObject()
    return json.takeOutput() + "\n"
  }

  static let sourceRootID = "%SRCROOT%"

  /// SARIF `fixes`: only fixes the run offers (`Report+FixSafety` withholds unsafe ones
  /// unless `--unsafe-fixes`), so a SARIF consumer never applies what `--fix` would not.
  /// Regions are byte offsets, the edits' own unit.
  private static func writeFix(_ fix: Fix, path: String, to json: inout JSONWriter) {
    json.beginArray("fixes")
    json.beginObject()
    json.beginObject("description"); json.string("text", fix.description); json.endObject()
    json.beginArray("artifactChanges")
    json.beginObject()
    writeArtifactLocation(path, to: &json)
    json.beginArray("replacements")
    for edit in fix.edits {
      json.beginObject()
      json.beginObject("deletedRegion")
      json.number("byteOffset", edit.offset)
      json.number("byteLength", edit.endOffset - edit.offset)
      json.endObject()
      json.beginObject("insertedContent"); json.string("text", edit.replacement); json.endObject()
      json.endObject()
    }
    json.endArray()
    json.endObject()
    json.endArray()
    json.endObject()
    json.endArray()
  }

  private static func writeRule(_ rule: RuleDescription, to json: inout JSONWriter) {
    json.beginObject()
    json.string("id", rule.id)
    json.string("name", pascalCase(rule.id))
    json.beginObject("shortDescription"); json.string("text", rule.summary); json.endObject()
    json.beginObject("fullDescription"); json.string("text", rule.rationale); json.endObject()
    json.string("helpUri", ProjectLinks.ruleDocumentation(rule.id))
    json.beginObject("help"); json.string("text", rule.fix); json.string("markdown", "**Fix:** \(rule.fix)\n\n\(rule.rationale)"); json.endObject()
    json.beginObject("defaultConfiguration"); json.string("level", rule.severity.rawValue); json.bool("enabled", rule.isEnabledByDefault); json.endObject()
    // Code scanning shows `tags` as the rule's labels and filters by them.
    json.beginObject("properties")
    json.beginArray("tags"); json.string(nil, rule.category.rawValue); json.endArray()
    json.string("category", rule.category.rawValue)
    json.endObject()
    json.endObject()
  }

  /// A relative path is a URI reference against `%SRCROOT%`; an absolute one a `file:` URI.
  private static func writeArtifactLocation(_ path: String, to json: inout JSONWriter) {
    json.beginObject("artifactLocation")
    json.string("uri", uri(path))
    if !path.hasPrefix("/") { json.string("uriBaseId", sourceRootID) }
    json.endObject()
  }

  static func pascalCase(_ id: String) -> String {
    id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// The path as an RFC 3986 URI reference: every byte outside a path segment's allowed
  /// characters is percent-encoded, and a relative path whose first segment holds `:`
  /// starts with `./` so that segment cannot read as a scheme (`c:d.swift`).
  static func uri(_ path: String) -> String {
    if path.hasPrefix("/") { return "file://" + percentEncoded(path) }
    var relative = Substring(path)
    while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
    let encoded = percentEncoded(String(relative))
    let firstSegment = encoded.prefix { $0 != "/" }
    return firstSegment.contains(":") ? "./" + encoded : encoded
  }

  /// The `file:` URI of a directory, ending in `/` as `originalUriBaseIds` requires.
  static func directoryURI(_ directory: String) -> String {
    let absolute = directory.hasPrefix("/") ? directory : "/" + directory
    return "file://" + percentEncoded(absolute.hasSuffix("/") ? absolute : absolute + "/")
  }

  static func percentEncoded(_ path: String) -> String {
    let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(path.utf8.count)
    for byte in path.utf8 {
      if isAllowedInPath(byte) {
        out.append(byte)
      } else {
        out.append(contentsOf: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]])
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// RFC 3986 `pchar` (unreserved, sub-delims, `:`, `@`) and the segment separator `/`.
  private static func isAllowedInPath(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return "-._~!$&'()*+,;=:@/".utf8.contains(byte)
    }
  }
}

/// `primaryLocationLineHash` values: the hash of the diagnostic's first line (whitespace
/// ignored) and, after `:`, which line of the file with that content and rule it is, so
/// a finding keeps its fingerprint when lines above it are added or removed.
struct LineFingerprints {
  private var seen: [String: (line: Int, ordinal: Int)] = [:]

  mutating func next(for d: Diagnostic) -> String {
    let hash = String(d.source.lineHash, radix: 16)
    let key = d.path.display + "\u{0}" + d.ruleID + "\u{0}" + hash
    var entry = seen[key] ?? (line: 0, ordinal: 0)
    if entry.line != d.line { entry = (d.line, entry.ordinal + 1) }
    seen[key] = entry
    return String(repeating: "0", count: 16 - hash.count) + hash + ":\(entry.ordinal)"
  }
}
