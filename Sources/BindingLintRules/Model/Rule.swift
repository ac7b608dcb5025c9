import BindingLintSyntax
import BindingLintIndex

/// A lint rule: a description, trigger words (a byte-level pre-filter), and a check over
/// one parsed file that returns pending findings.
package protocol Rule: Sendable {
  static var description: RuleDescription { get }
  init()

  /// Words at least one of which occurs in every file the rule can flag (see `Trigger`);
  /// the engine skips the rule, and parsing if no rule needs it, in other files. Empty
  /// means "always run".
  var triggers: [Trigger] { get }

  func check(_ file: FileContext) -> [PendingFinding]

  /// Whether `check` reads `FileContext.macTarget`: the engine reads a project's files
  /// only for a rule that asks.
  var readsMacTarget: Bool { get }

  /// Whether `check` reads the file's own view graph (`FileContext.viewGraphFacts`): the
  /// engine then extracts the file's facts before the check, for the rule to share,
  /// instead of after it and only when the file has findings.
  var readsOwnViewGraph: Bool { get }

  /// The rule as configured under `rules.<id>` (`"strict": true`): options the
  /// configuration has checked against `description.options`. Rules without options
  /// keep the default, which returns the rule unchanged.
  func configured(_ options: RuleOptions) -> any Rule
}

extension Rule {
  package var id: String { Self.description.id }

  package func configured(_ options: RuleOptions) -> any Rule { self }

  package var readsMacTarget: Bool { false }

  package var readsOwnViewGraph: Bool { false }
}

/// A rule with the boolean option `strict` (`rules.<id>.strict`), which adds the smells its
/// rationale names to the default findings.
package protocol StrictOptionRule: Rule {
  var isStrict: Bool { get set }
}

extension StrictOptionRule {
  package func configured(_ options: RuleOptions) -> any Rule {
    var copy = self
    copy.isStrict = options.isOn("strict")
    return copy
  }
}

/// The option values a configuration sets for one rule; an option it leaves out has the
/// default its `RuleOption` documents.
package struct RuleOptions: Sendable, Equatable {
  /// Boolean options by name (`strict`), the only kind rules declare so far.
  package var flags: [String: Bool] = [:]

  package init(flags: [String: Bool] = [:]) { self.flags = flags }

  package func isOn(_ name: String) -> Bool { flags[name] ?? false }
}

/// What a rule sees of one file.
package struct FileContext: Sendable {
  package let tree: SyntaxTree
  /// The project key the file belongs to (see `Discovery`).
  package let project: String?
  /// The file's view-graph facts when the engine extracted them (`ViewGraphRule`s read
  /// them instead of extracting again); nil otherwise.
  package var viewGraph: ViewGraphFacts?
  /// Whether the file's project builds for macOS (`MacTarget`; `.unknown` unless the
  /// engine read the project's files).
  package var macTarget: MacTarget
  /// What several rules read of the file, worked out once for all of them.
  let analyses: FileAnalyses

  package init(tree: SyntaxTree, project: String?, viewGraph: ViewGraphFacts? = nil, macTarget: MacTarget = .unknown) {
    self.tree = tree
    self.project = project
    self.viewGraph = viewGraph
    self.macTarget = macTarget
    analyses = FileAnalyses(tree: tree)
  }

  /// The file's view-graph facts, extracted now if the engine did not.
  package var viewGraphFacts: ViewGraphFacts { viewGraph ?? ViewGraphFacts(extracting: tree) }
}
