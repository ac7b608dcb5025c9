import BindingLintPlatform
import BindingLintRules

/// `.bindinglint.json`: which files (`include`, `exclude` globs), which rules (`rules`:
/// per id or category `"off"`, `"warning"`, `"error"`, or `{ "severity": …, "strict": true }`
/// with the options the rule's description declares) and which baseline
/// (`baseline`, a path relative to the file). Found by walking up from the folder holding
/// the linted paths (for standard input, `--stdin-filename`'s folder), or named with
/// `--config` (`Configuration+Search`); read as JSON with comments and trailing commas
/// (`Configuration+Parse`). Unknown keys, rule ids and categories are errors that name the
/// key (with a "did you mean"): a typo must not silently turn a check off.
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
  package var hint: String = "see docs/configuration.md"

  package var rendered: String {
    "error: \(path)\(keyPath.isEmpty ? "" : ": '\(keyPath)'"): \(message)\n\(hint)\n"
  }
}
