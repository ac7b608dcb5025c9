import BindingLintPlatform
import BindingLintRules

/// `.bindinglint.json`: which files (`include`, `exclude` globs), which rules (`rules`:
/// per id `"off"`, `"warning"`, `"error"`, or `{ "severity": …, "strict": true }` with the
/// options the rule's description declares) and which baseline
/// (`baseline`, a path relative to the file). Found by walking up from the folder holding
/// the linted paths (for standard input, `--stdin-filename`'s folder), or named with
/// `--config`. Unknown keys and unknown rule ids
/// are errors that name the key: a typo must not silently turn a check off.
package struct Configuration: Sendable {
  package enum RuleSetting: Equatable, Sendable {
    case off
    case on(RuleDescription.Severity?)
  }

  /// The file it came from, as given or found; nil for the defaults.
  package var path: String?
  /// Absolute folder of the file: relative globs are matched from here.
  package var directory: String?
  package var include: [Glob] = []
  package var exclude: [Glob] = []
  package var rules: [String: RuleSetting] = [:]
  /// Options set per rule id (`rules.<id>.strict`); a rule not named here runs with its defaults.
  package var options: [String: RuleOptions] = [:]
  /// `baseline`: the baseline file (written relative to the configuration file's folder;
  /// held relative to the current directory).
  package var baseline: String?

  package static let fileName = ".bindinglint.json"

  package init() {}

  /// Configuration files are small: a larger one is an error, not a long read.
  package static let maximumFileSize = 1 << 20

  /// The folder a file's configuration is looked for from: the file's own (which need
  /// not exist, as for `--stdin-filename`).
  package static func directory(above file: String) -> String {
    Discovery.parent(of: Discovery().absolute(file))
  }

  /// The folder the configuration of a run over `paths` is looked for from: the deepest
  /// folder holding all of them (a folder argument counts as itself, a file as its folder),
  /// so `bindinglint Sources/App` uses a `.bindinglint.json` in `Sources/App` or above.
  /// One configuration serves the whole run.
  package static func directory(holding paths: [String]) -> String {
    let folders = paths.map { path in
      Platform.isDirectory(path) ? Discovery().absolute(path) : directory(above: path)
    }
    guard var common = folders.first?.split(separator: "/") else { return Platform.currentDirectory() }
    for folder in folders.dropFirst() {
      let parts = folder.split(separator: "/")
      common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
    }
    return "/" + common.joined(separator: "/")
  }

  /// The nearest `.bindinglint.json` in `directory` or above it. Anything by that name
  /// counts (a FIFO, a folder or a dangling link is then an error when loaded), so a broken
  /// configuration is never passed over for one further up.
  package static func find(from directory: String) -> String? {
    var current = Discovery().absolute(directory)
    while true {
      let candidate = (current == "/" ? "" : current) + "/" + fileName
      if Platform.entryExists(Platform.FilePath(candidate)) { return candidate }
      let parent = Discovery.parent(of: current)
      if parent == current { return nil }
      current = parent
    }
  }

  package static func load(_ path: String) -> Result<Configuration, ConfigError> {
    let bytes: [UInt8]
    switch Platform.readFile(path, limit: maximumFileSize) {
    case .success(let read): bytes = read
    case .failure(let error):
      return .failure(ConfigError(path: path, keyPath: "", message: "cannot read the configuration file: \(error.reason)"))
    }
    return parse(bytes, path: path)
  }

  /// The configuration in `bytes`, read from `path` (the fuzz target parses without a file).
  static func parse(_ bytes: [UInt8], path: String) -> Result<Configuration, ConfigError> {
    let root: JSONValue
    do {
      root = try JSONValue.parse(bytes)
    } catch let error as JSONValue.ParseError {
      return .failure(ConfigError(path: path, keyPath: "", message: "invalid JSON at line \(error.line): \(error.message)"))
    } catch {
      return .failure(ConfigError(path: path, keyPath: "", message: "invalid JSON"))
    }
    var configuration = Configuration()
    configuration.path = path
    configuration.directory = Discovery.parent(of: Discovery().absolute(path))
    guard case .object(let members) = root else {
      return .failure(ConfigError(path: path, keyPath: "", message: "the configuration must be a JSON object"))
    }
    for (key, value) in members {
      switch key {
      case "include", "exclude":
        guard case .array(let items) = value, let globs = Optional(items.compactMap({ item -> Glob? in
          if case .string(let text) = item { return Glob(text) }
          return nil
        })), globs.count == items.count else {
          return .failure(ConfigError(path: path, keyPath: key, message: "'\(key)' must be an array of glob strings"))
        }
        if key == "include" { configuration.include = globs } else { configuration.exclude = globs }
      case "rules":
        guard case .object(let entries) = value else {
          return .failure(ConfigError(path: path, keyPath: key, message: "'rules' must be an object keyed by rule id"))
        }
        for (id, setting) in entries {
          // A category's entry sets its rules' severity (or turns them off); options are a rule's own.
          let isCategory = RuleCategory(rawValue: id) != nil
          guard isCategory || RuleRegistry.rule(withID: id) != nil else {
            return .failure(ConfigError(path: path, keyPath: "rules.\(id)", message: "unknown rule or category '\(id)'", hint: "see 'bindinglint rules'"))
          }
          let declared = RuleRegistry.rule(withID: id).map { type(of: $0).description.options } ?? []
          switch parseSetting(setting, options: declared) {
          case .success(let parsed):
            configuration.rules[id] = parsed.setting
            if !parsed.options.flags.isEmpty { configuration.options[id] = parsed.options }
          case .failure(let message):
            let known = (["severity"] + declared.map(\.name)).joined(separator: ", ")
            return .failure(ConfigError(
              path: path, keyPath: "rules.\(id)\(message.keySuffix)", message: message.text,
              hint: message.isUnknownOption
                ? (isCategory ? "a category entry sets only 'severity'; set options per rule" : "options of '\(id)': \(known)")
                : "see the README's Configuration section"))
          }
        }
      case "baseline":
        guard case .string(let file) = value, !file.isEmpty else {
          return .failure(ConfigError(path: path, keyPath: key, message: "'baseline' must be the path of a baseline file"))
        }
        // Relative to the configuration's folder; kept relative to the current directory
        // (as users type paths) for reading and for messages.
        let absolute = Discovery().absolute(file.hasPrefix("/") ? file : (configuration.directory ?? ".") + "/" + file)
        configuration.baseline = Baseline.relative(absolute, to: Platform.currentDirectory())
      default:
        return .failure(ConfigError(path: path, keyPath: key, message: "unknown key '\(key)'", hint: "known keys: include, exclude, rules, baseline"))
      }
    }
    return .success(configuration)
  }

  struct SettingError: Error {
    var keySuffix: String
    var text: String
    var isUnknownOption = false
  }

  /// A rule's entry: a severity string, or an object with `severity` and the `options`
  /// the rule declares (each checked against its declared type).
  static func parseSetting(
    _ value: JSONValue, options declared: [RuleOption] = []
  ) -> Result<(setting: RuleSetting, options: RuleOptions), SettingError> {
    switch value {
    case .string("off"): return .success((.off, RuleOptions()))
    case .string(let text):
      guard let severity = RuleDescription.Severity(rawValue: text) else {
        return .failure(SettingError(keySuffix: "", text: "invalid value '\(text)'; expected \"off\", \"warning\" or \"error\""))
      }
      return .success((.on(severity), RuleOptions()))
    case .object(let members):
      var severity: RuleDescription.Severity?
      var isOff = false
      var options = RuleOptions()
      for (name, optionValue) in members {
        if name == "severity" {
          switch optionValue {
          case .string("off"): isOff = true
          case .string(let text) where RuleDescription.Severity(rawValue: text) != nil: severity = RuleDescription.Severity(rawValue: text)
          default: return .failure(SettingError(keySuffix: ".severity", text: "expected \"off\", \"warning\" or \"error\""))
          }
          continue
        }
        guard let option = declared.first(where: { $0.name == name }) else {
          return .failure(SettingError(keySuffix: ".\(name)", text: "unknown option '\(name)'", isUnknownOption: true))
        }
        switch (option.type, optionValue) {
        case (.boolean, .bool(let flag)): options.flags[name] = flag
        case (.boolean, _): return .failure(SettingError(keySuffix: ".\(name)", text: "'\(name)' must be true or false"))
        }
      }
      return .success((isOff ? .off : .on(severity), options))
    default:
      return .failure(SettingError(keySuffix: "", text: "expected \"off\", \"warning\", \"error\" or an object with \"severity\""))
    }
  }

  /// The rules to run, configured with their options, and their severities. From weakest
  /// to strongest: the rule's default, this file's entry for its category, this file's entry
  /// for the rule, then the command line the same way — `--enable`/`--disable` of its
  /// category, then of the rule itself (and `--disable` over `--enable` of the same name).
  /// A specific setting always beats a general one at the same level. The language server
  /// selects through here too, so both honour the same options.
  package func selectRules(enable: [String], disable: [String]) -> (rules: [any Rule], severities: [String: RuleDescription.Severity]) {
    var severities: [String: RuleDescription.Severity] = [:]
    let chosen = RuleRegistry.all.filter { rule in
      let description = type(of: rule).description
      let category = description.category.rawValue
      if disable.contains(rule.id) { return false }
      if enable.contains(rule.id) { return true }
      if disable.contains(category) { return false }
      if enable.contains(category) { return true }
      return Self.isOn(rules[rule.id] ?? rules[category], byDefault: description.isEnabledByDefault)
    }
    for rule in chosen {
      // The rule's own severity, else its category's (an entry may set only one of them).
      let category = type(of: rule).description.category.rawValue
      for key in [category, rule.id] { if case .on(let severity?)? = rules[key] { severities[rule.id] = severity } }
    }
    return (chosen.map { rule in options[rule.id].map { rule.configured($0) } ?? rule }, severities)
  }

  private static func isOn(_ setting: RuleSetting?, byDefault: Bool) -> Bool {
    switch setting {
    case .off?: false
    case .on?: true
    case nil: byDefault
    }
  }
}

/// A configuration problem: which file, which key, what is wrong, and a hint.
package struct ConfigError: Error, Equatable, Sendable {
  package var path: String
  package var keyPath: String
  package var message: String
  package var hint: String = "see the README's Configuration section"

  package var rendered: String {
    "error: \(path)\(keyPath.isEmpty ? "" : ": '\(keyPath)'"): \(message)\n\(hint)\n"
  }
}
