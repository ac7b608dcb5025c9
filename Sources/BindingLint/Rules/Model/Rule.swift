/// A lint rule: a description, trigger words (a byte-level pre-filter), and a check over
/// one parsed file that returns pending findings.
public protocol Rule: Sendable {
  static var description: RuleDescription { get }
  init()

  /// Words at least one of which occurs in every file the rule can flag (see `Trigger`);
  /// the engine skips the rule, and parsing if no rule needs it, in other files. Empty
  /// means "always run".
  var triggers: [Trigger] { get }

  func check(_ file: FileContext) -> [PendingFinding]
}

extension Rule {
  public var id: String { Self.description.id }
}

/// What a rule sees of one file.
public struct FileContext: Sendable {
  public let tree: SyntaxTree
  /// The project key the file belongs to (see `Discovery`).
  public let project: String?

  public init(tree: SyntaxTree, project: String?) {
    self.tree = tree
    self.project = project
  }
}
