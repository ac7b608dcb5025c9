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
  static let hint = "see docs/ci.md, 'Adopting on a large codebase'"

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

  /// The most findings one key may stand for, in an entry or summed over repeated
  /// entries (a hand-merged file may repeat one): more is a corrupt file, not a codebase.
  package static let maximumCount = 1_000_000_000

  /// The baseline in `bytes`, read from `path` (the fuzz target parses without a file).
  /// Entries are read straight from the scanner's tokens into keys: a baseline never
  /// exists as a JSON tree (a million entries took 23 s and 745 MB that way).
  static func parse(_ bytes: [UInt8], path: String, currentDirectory: String) -> Result<Baseline, ConfigError> {
    var reader = Reader(scanner: JSONScanner(bytes), baseline: Baseline(path: path, currentDirectory: currentDirectory))
    do {
      try reader.document()
    } catch let problem as Reader.Problem {
      return .failure(ConfigError(path: path, keyPath: problem.keyPath, message: problem.message, hint: hint))
    } catch let error as JSONValue.ParseError {
      return .failure(ConfigError(path: path, keyPath: "", message: "the baseline is not valid JSON (line \(error.line): \(error.message))", hint: hint))
    } catch {
      return .failure(ConfigError(path: path, keyPath: "", message: "the baseline is not valid JSON", hint: hint))
    }
    return .success(reader.baseline)
  }

  /// The file's one object, `{"version": 1, "entries": [...]}`, a token at a time.
  struct Reader {
    struct Problem: Error {
      var keyPath: String
      var message: String
    }

    var scanner: JSONScanner
    var baseline: Baseline
    /// One copy of each file and rule name: entries repeat them (a million entries over a
    /// few thousand files and a dozen rules), and a `String` longer than 15 bytes is an
    /// allocation of its own.
    var names: Set<String> = []

    init(scanner: JSONScanner, baseline: Baseline) {
      self.scanner = scanner
      self.baseline = baseline
      // About 100 bytes an entry: sized once instead of grown and rehashed.
      self.baseline.counts.reserveCapacity(scanner.bytes.count / 100)
    }

    mutating func shared(_ name: String) -> String {
      if let existing = names.firstIndex(of: name) { return names[existing] }
      names.insert(name)
      return name
    }

    mutating func document() throws {
      guard try scanner.next() == .beginObject else { throw Problem(keyPath: "", message: "the baseline must be a JSON object") }
      var version: JSONScanner.Token?
      var sawEntries = false
      while case .key(let key)? = try scanner.next() {
        switch key {
        case "version":
          guard version == nil else { throw scanner.error("duplicate key \"version\"") }
          version = try scalar(at: key)
        case "entries":
          guard !sawEntries else { throw scanner.error("duplicate key \"entries\"") }
          sawEntries = true
          guard try scanner.next() == .beginArray else { throw Problem(keyPath: key, message: "'entries' must be an array") }
          try entries()
        default:
          throw Problem(keyPath: key, message: "unknown key '\(key)'")
        }
      }
      // The loop ends at the object's end; the scanner refuses anything after it.
      _ = try scanner.next()
      guard version == .number(Double(BaselineFile.version)) else {
        throw Problem(keyPath: "version", message: "unsupported baseline version; this bindinglint reads version \(BaselineFile.version)")
      }
      guard sawEntries else { throw Problem(keyPath: "", message: "the baseline has no 'entries' array") }
    }

    /// A value that must not be an array or object (`version`); a container is read
    /// whole and reported as the wrong type.
    mutating func scalar(at key: String) throws -> JSONScanner.Token? {
      let token = try scanner.next()
      switch token {
      case .beginObject?, .beginArray?:
        try skipContainer()
        return nil
      default:
        return token
      }
    }

    mutating func skipContainer() throws {
      let depth = scanner.depth
      while scanner.depth >= depth { _ = try scanner.next() }
    }

    mutating func entries() throws {
      var index = 0
      while true {
        switch try scanner.next() {
        case .endArray?: return
        case .beginObject?: try entry(index)
        case let token:
          if token == .beginArray { try skipContainer() }
          throw Problem(keyPath: "entries[\(index)]", message: "an entry must be an object")
        }
        index += 1
      }
    }

    mutating func entry(_ index: Int) throws {
      var file: String?, rule: String?, construct: String?
      var count: Int?
      let at = "entries[\(index)]"
      while case .key(let name)? = try scanner.next() {
        let value = try scalar(at: name)
        func string(_ current: String?) throws -> String {
          guard current == nil else { throw scanner.error("duplicate key \"\(name)\"") }
          guard case .string(let text)? = value else { throw Problem(keyPath: "\(at).\(name)", message: "'\(name)' must be a string") }
          return text
        }
        switch name {
        case "file": file = try string(file)
        case "rule": rule = try string(rule)
        case "construct": construct = try string(construct)
        case "count":
          guard count == nil else { throw scanner.error("duplicate key \"count\"") }
          count = try Self.count(value, at: "\(at).count")
        default:
          throw Problem(keyPath: "\(at).\(name)", message: "unknown key '\(name)'")
        }
      }
      guard let file else { throw Problem(keyPath: at, message: "the entry has no 'file'") }
      guard let rule else { throw Problem(keyPath: at, message: "the entry has no 'rule'") }
      guard let construct else { throw Problem(keyPath: at, message: "the entry has no 'construct'") }
      let key = Baseline.Key(file: shared(file), rule: shared(rule), construct: construct)
      // Repeated entries add up, to the same bound as one entry's count.
      let total = min(BaselineFile.maximumCount, (baseline.counts[key] ?? 0) + (count ?? 1))
      baseline.counts[key] = total
    }

    static func count(_ value: JSONScanner.Token?, at keyPath: String) throws -> Int {
      let tooLarge = Problem(keyPath: keyPath, message: "'count' must be at most \(BaselineFile.maximumCount)")
      switch value {
      case .number(let number)? where number.rounded() == number && number >= 1:
        guard number <= Double(BaselineFile.maximumCount) else { throw tooLarge }
        return Int(number)
      case .bigInteger(let text)? where !text.hasPrefix("-"):
        throw tooLarge
      default:
        throw Problem(keyPath: keyPath, message: "'count' must be a whole number of at least 1")
      }
    }
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

  /// Writes `baseline` to its path atomically; nil when written, else why not.
  ///
  /// Never through a symbolic link: a repository can commit `.bindinglint-baseline.json`
  /// as a link to a file elsewhere, and docs/ci.md's adoption step writes exactly that
  /// name. A link as the file itself, or as a folder on the way to it (of a relative path:
  /// what lies above the current folder, `/tmp` on macOS say, is the user's), is refused;
  /// naming the file it points to writes that file.
  package static func write(_ baseline: Baseline) -> String? {
    let path = baseline.path
    let link = path.hasPrefix("/") ? (Platform.isSymbolicLink(Platform.FilePath(path)) ? path : nil) : Platform.firstSymbolicLink(in: path)
    if let link {
      let target = Platform.resolvedPath(Platform.FilePath(link)).map { " (to \($0))" } ?? ""
      return "\(link) is a symbolic link\(target); the baseline is not written through links: remove the link, or name the file it leads to"
    }
    return Platform.writeAtomically(path, render(baseline)) ? nil : "cannot write the baseline file"
  }
}
