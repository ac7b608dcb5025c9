/// Everything a rule says about itself, in one value: `rules`, `explain`, `docs/rules/`,
/// SARIF's rule table and the example tests all read it, so the docs cannot drift from
/// what the tests run.
package struct RuleDescription: Sendable {
  package enum Severity: String, Sendable, Comparable, CaseIterable {
    case warning, error
    package static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
  }

  package enum Status: String, Sendable {
    case stable, preview
  }

  package var id: String
  /// One line, no final period.
  package var summary: String
  /// Why it matters, in Ruff's outline: what it flags, why it is a bug and where it bites,
  /// known limits. Markdown paragraphs.
  package var rationale: String
  package var category: RuleCategory
  /// The category's severity (`RuleCategory.defaultSeverity`).
  package var severity: Severity
  package var isEnabledByDefault: Bool
  package var status: Status
  /// How to fix it, as an instruction.
  package var fix: String
  package var fixSafety: FixSafety
  package var triggering: [Example]
  package var nonTriggering: [Example]
  /// Examples the rule flags only with its `strict` option (`StrictOptionRule`): not
  /// flagged by default, flagged at the `↓` markers under `strict: true`.
  package var triggeringUnderStrict: [Example] = []
  /// Options the rule reads from `rules.<id>` in the configuration, besides `severity`.
  package var options: [RuleOption] = []

  /// `isEnabledByDefault` is the category's default unless given (a style rule that is off).
  package init(
    id: String, summary: String, rationale: String, category: RuleCategory, isEnabledByDefault: Bool? = nil,
    status: Status = .stable, fix: String, fixSafety: FixSafety = .adviceOnly,
    triggering: [Example], nonTriggering: [Example]
  ) {
    self.id = id
    self.summary = summary
    self.rationale = rationale
    self.category = category
    self.severity = category.defaultSeverity
    self.isEnabledByDefault = isEnabledByDefault ?? category.isOnByDefault
    self.status = status
    self.fix = fix
    self.fixSafety = fixSafety
    self.triggering = triggering
    self.nonTriggering = nonTriggering
  }
}

extension RuleDescription {
  /// The description with these options documented (`docs/rules/`, `explain`) and accepted
  /// by the configuration.
  package func with(options: [RuleOption]) -> RuleDescription {
    var copy = self
    copy.options = options
    return copy
  }

  /// The description with examples that only the `strict` option flags.
  package func with(triggeringUnderStrict examples: [Example]) -> RuleDescription {
    var copy = self
    copy.triggeringUnderStrict = examples
    return copy
  }
}

/// One option a rule accepts under `rules.<id>` in `.bindinglint.json`.
package struct RuleOption: Sendable {
  package enum ValueType: String, Sendable {
    case boolean
  }

  package var name: String
  package var type: ValueType
  /// The value when the configuration does not set it, as written in JSON.
  package var defaultValue: String
  /// What setting it changes, one sentence.
  package var effect: String

  package init(name: String, type: ValueType, defaultValue: String, effect: String) {
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.effect = effect
  }
  /// `strict`, off unless set: what a `StrictOptionRule` adds when it is on.
  package static func strict(effect: String) -> RuleOption {
    RuleOption(name: "strict", type: .boolean, defaultValue: "false", effect: effect)
  }
}

/// What the fixes of a rule's findings are, as its documentation states it. Each finding's
/// fix carries its own `Fix.safety`; `MetadataTests` checks the examples' fixes against this.
package enum FixSafety: String, Sendable {
  /// Every fix is safe: `--fix` applies it.
  case safe
  /// Every fix is unsafe: only `--fix --unsafe-fixes` applies it.
  case unsafe
  /// Safe where the replacement is exact, unsafe elsewhere (`non_private_state`'s fix is
  /// unsafe where another file uses the property).
  case safeOrUnsafe
  /// No fix is offered.
  case adviceOnly

  /// Whether findings of the rule may carry fixes (`--fix`, reports and the editor).
  package var offersFixes: Bool { self != .adviceOnly }

  /// The documentation's words: the `Fix:` line of a rule's page.
  package var documentation: String {
    switch self {
    case .safe: "safe, applied by `--fix`"
    case .unsafe: "unsafe, applied by `--fix --unsafe-fixes` only"
    case .safeOrUnsafe: "safe where the replacement is exact (`--fix`), otherwise unsafe (`--fix --unsafe-fixes`)"
    case .adviceOnly: "advice only"
    }
  }

  /// The rules table's column.
  package var summary: String {
    switch self {
    case .safe: "safe"
    case .unsafe: "unsafe"
    case .safeOrUnsafe: "safe/unsafe"
    case .adviceOnly: "advice"
    }
  }
}

/// A code example in a rule's description, remembered with where it was written so a
/// failing example points at its line. In triggering examples `↓` marks where each
/// diagnostic must start; the markers are removed before linting.
package struct Example: Sendable {
  package var code: String
  package var file: String
  package var line: UInt

  package init(_ code: String, file: StaticString = #filePath, line: UInt = #line) {
    self.code = code
    self.file = "\(file)"
    self.line = line
  }

  /// The code without `↓` markers, and the byte offsets the markers stood at.
  package var strippedCodeAndMarkers: (code: String, markers: [Int]) {
    var bytes: [UInt8] = []
    var markers: [Int] = []
    let marker = Array("↓".utf8)
    let source = Array(code.utf8)
    var i = 0
    while i < source.count {
      if source[i] == marker[0] && i + marker.count <= source.count && Array(source[i..<i + marker.count]) == marker {
        markers.append(bytes.count)
        i += marker.count
        continue
      }
      bytes.append(source[i])
      i += 1
    }
    return (String(decoding: bytes, as: UTF8.self), markers)
  }
}
