import BindingLintPlatform
import BindingLintSyntax
import BindingLintRules

/// Reading `.bindinglint.json`: JSON with `//` and `/* */` comments and trailing commas
/// (as tsconfig and VS Code settings allow), a key given twice in one object an error, and
/// every unknown key or rule id an error naming it with the closest known one.
///
/// `rules` is read an entry at a time: `ruleKey(_:)` says what a key names (a rule or a
/// category) and `parseSetting` reads its value, so another kind of key is one more case
/// there, not a change to the loop.
extension Configuration {
  /// The top-level keys, for messages and suggestions.
  static let knownKeys = ["include", "exclude", "rules", "baseline"]

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
      root = try JSONValue.parse(bytes, dialect: .jsonc)
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
          if let error = configuration.applyRuleEntry(id, setting) { return .failure(error) }
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
        let guess = Spelling.closest(to: key, in: knownKeys).map { "; did you mean '\($0)'?" } ?? ""
        return .failure(ConfigError(
          path: path, keyPath: key, message: "unknown key '\(key)'\(guess)", hint: "known keys: \(knownKeys.joined(separator: ", "))"))
      }
    }
    return .success(configuration)
  }

  /// What a key of `rules` names: a rule, or a category of rules (whose entry sets their
  /// severity or turns them off; a rule's own entry wins over its category's).
  enum RuleKey {
    case rule(any Rule)
    case category(RuleCategory)
  }

  static func ruleKey(_ key: String) -> RuleKey? {
    if let rule = RuleRegistry.rule(withID: key) { return .rule(rule) }
    return RuleCategory(rawValue: key).map(RuleKey.category)
  }

  /// Reads one entry of `rules` into this configuration; the error, if it is not one.
  mutating func applyRuleEntry(_ key: String, _ value: JSONValue) -> ConfigError? {
    guard let path else { return nil }
    let declared: [RuleOption]
    switch Self.ruleKey(key) {
    case nil:
      let names = RuleRegistry.all.map(\.id) + RuleCategory.allCases.map(\.rawValue)
      let guess = Spelling.closest(to: key, in: names).map { "; did you mean '\($0)'?" } ?? ""
      return ConfigError(
        path: path, keyPath: "rules.\(key)", message: "unknown rule or category '\(key)'\(guess)", hint: "see 'bindinglint rules'")
    case .rule(let rule)?: declared = type(of: rule).description.options
    // A category's entry sets only a severity; options are a rule's own.
    case .category?: declared = []
    }
    switch Self.parseSetting(value, options: declared) {
    case .success(let parsed):
      rules[key] = parsed.setting
      if !parsed.options.flags.isEmpty { options[key] = parsed.options }
      return nil
    case .failure(let message):
      let known = (["severity"] + declared.map(\.name)).joined(separator: ", ")
      let isCategory = RuleCategory(rawValue: key) != nil
      return ConfigError(
        path: path, keyPath: "rules.\(key)\(message.keySuffix)", message: message.text,
        hint: message.isUnknownOption
          ? (isCategory ? "a category entry sets only 'severity'; set options per rule" : "options of '\(key)': \(known)")
          : "see docs/configuration.md")
    }
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
          let guess = Spelling.closest(to: name, in: ["severity"] + declared.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
          return .failure(SettingError(keySuffix: ".\(name)", text: "unknown option '\(name)'\(guess)", isUnknownOption: true))
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
}
