/// What a rule's finding costs a user at run time, after Clippy's lint groups: the category
/// sets the default severity and whether the rule runs, and users turn whole categories on
/// or off (`--enable pedantic`, `"rules": { "style": "off" }`), a rule's own entry winning
/// over its category's.
package enum RuleCategory: String, Sendable, CaseIterable, Comparable {
  /// A crash, a lost write, a value silently ignored: an error, on.
  case correctness
  /// Probably wrong, sometimes deliberate: a warning, on.
  case suspicious
  /// Extra work on every render: a warning, on.
  case performance
  /// Nothing at run time; consistency and intent: a warning, on or off as measured.
  case style
  /// Opinionated, or not yet precise enough for the default output: off.
  case pedantic

  package var defaultSeverity: RuleDescription.Severity { self == .correctness ? .error : .warning }

  /// On by default unless pedantic; a style rule may also be off (`RuleDescription`'s
  /// `isEnabledByDefault`).
  package var isOnByDefault: Bool { self != .pedantic }

  /// What the category means, one line: `rules`, `explain` and the docs print it.
  package var meaning: String {
    switch self {
    case .correctness: "a crash, a lost write, or a value silently ignored"
    case .suspicious: "probably wrong; sometimes deliberate"
    case .performance: "extra work on every render"
    case .style: "nothing at run time; consistency and intent"
    case .pedantic: "opinionated, or not yet precise enough to be on by default"
    }
  }

  package static func < (a: RuleCategory, b: RuleCategory) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}
