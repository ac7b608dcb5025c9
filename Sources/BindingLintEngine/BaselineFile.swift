import BindingLintPlatform

/// The baseline file: JSON, version 1, one entry per line, sorted by file, rule and
/// construct, so the same findings always give the same bytes and a change reviews as a
/// small diff:
///
///     {
///       "version": 1,
///       "entries": [
///         {"file": "Sources/TodoRow.swift", "rule": "non_private_state", "construct": "@State var isEditing = false"},
///         {"file": "Sources/TodoRow.swift", "rule": "reference_type_state", "construct": "@State var draft = Draft()", "count": 2}
///       ]
///     }
///
/// `count` (how many identical findings the entry stands for) is left out when it is 1. A
/// file that cannot be read or is not this shape is an error naming the file, the entry and
/// the cause: a broken baseline must never quietly hide nothing, or everything.
package enum BaselineFile {
  package static let version = 1
  static let hint = "see the README's 'Adopting on a large codebase' section"

  package static func load(_ path: String, currentDirectory: String = Platform.currentDirectory()) -> Result<Baseline, ConfigError> {
    func failure(_ keyPath: String, _ message: String) -> Result<Baseline, ConfigError> {
      .failure(ConfigError(path: path, keyPath: keyPath, message: message, hint: hint))
    }
    let bytes: [UInt8]
    switch Platform.readFile(path) {
    case .success(let read): bytes = read
    case .failure(.isDirectory): return failure("", "the baseline is a directory, not a file")
    case .failure(let error): return failure("", "cannot read the baseline file: \(error.reason)")
    }
    return parse(bytes, path: path, currentDirectory: currentDirectory)
  }

  /// The baseline in `bytes`, read from `path` (the fuzz target parses without a file).
  static func parse(_ bytes: [UInt8], path: String, currentDirectory: String) -> Result<Baseline, ConfigError> {
    func failure(_ keyPath: String, _ message: String) -> Result<Baseline, ConfigError> {
      .failure(ConfigError(path: path, keyPath: keyPath, message: message, hint: hint))
    }
    let root: JSONValue
    do {
      root = try JSONValue.parse(bytes)
    } catch let error as JSONValue.ParseError {
      return failure("", "the baseline is not valid JSON (line \(error.line): \(error.message))")
    } catch {
      return failure("", "the baseline is not valid JSON")
    }
    guard case .object(let members) = root else { return failure("", "the baseline must be a JSON object") }
    var version: JSONValue?
    var entries: [JSONValue]?
    for (key, value) in members {
      switch key {
      case "version": version = value
      case "entries":
        guard case .array(let items) = value else { return failure(key, "'entries' must be an array") }
        entries = items
      default: return failure(key, "unknown key '\(key)'")
      }
    }
    guard version == .number(Double(Self.version)) else {
      return failure("version", "unsupported baseline version; this bindinglint reads version \(Self.version)")
    }
    guard let entries else { return failure("", "the baseline has no 'entries' array") }
    var baseline = Baseline(path: path, currentDirectory: currentDirectory)
    for (index, entry) in entries.enumerated() {
      switch self.entry(entry) {
      case .success(let (key, count)): baseline.counts[key, default: 0] += count
      case .failure(let problem): return failure("entries[\(index)]\(problem.keySuffix)", problem.text)
      }
    }
    return .success(baseline)
  }

  static func entry(_ value: JSONValue) -> Result<(Baseline.Key, Int), Configuration.SettingError> {
    func problem(_ suffix: String, _ text: String) -> Result<(Baseline.Key, Int), Configuration.SettingError> {
      .failure(Configuration.SettingError(keySuffix: suffix, text: text))
    }
    guard case .object(let fields) = value else { return problem("", "an entry must be an object") }
    var strings: [String: String] = [:]
    var count = 1
    for (name, field) in fields {
      switch (name, field) {
      case ("file", .string(let text)), ("rule", .string(let text)), ("construct", .string(let text)):
        strings[name] = text
      case ("count", .number(let number)):
        guard number >= 1, number <= 1_000_000_000, number.rounded() == number else {
          return problem(".count", "'count' must be a whole number of at least 1")
        }
        count = Int(number)
      case ("file", _), ("rule", _), ("construct", _): return problem(".\(name)", "'\(name)' must be a string")
      case ("count", _): return problem(".count", "'count' must be a whole number of at least 1")
      default: return problem(".\(name)", "unknown key '\(name)'")
      }
    }
    for name in ["file", "rule", "construct"] where strings[name] == nil {
      return problem("", "the entry has no '\(name)'")
    }
    let key = Baseline.Key(file: strings["file"] ?? "", rule: strings["rule"] ?? "", construct: strings["construct"] ?? "")
    return .success((key, count))
  }

  /// The file's bytes for `baseline`.
  package static func render(_ baseline: Baseline) -> [UInt8] {
    var out = "{\n  \"version\": \(version),\n  \"entries\": ["
    for (index, key) in baseline.sortedKeys.enumerated() {
      out += index == 0 ? "\n    " : ",\n    "
      out += "{\"file\": \(JSONWriter.quoted(key.file)), \"rule\": \(JSONWriter.quoted(key.rule)), "
      out += "\"construct\": \(JSONWriter.quoted(key.construct))"
      if let count = baseline.counts[key], count > 1 { out += ", \"count\": \(count)" }
      out += "}"
    }
    out += baseline.counts.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return Array(out.utf8)
  }

  /// Writes `baseline` to its path atomically; false when it cannot.
  package static func write(_ baseline: Baseline) -> Bool {
    Platform.writeAtomically(baseline.path, render(baseline))
  }
}
