/// Every rule bindinglint ships, in the order `rules` lists them. Adding a rule is adding
/// its type here; everything else (CLI, docs, SARIF, tests) reads this list.
package enum RuleRegistry {
  package static let all: [any Rule] = [
    NonPrivateStateRule(),
    StatePassedByParentRule(),
    OptionalAlertTextFieldRule(),
    ManualBindingInBodyRule(),
    BindingGetterWritesStateRule(),
    ReferenceTypeBindingRule(),
    ReferenceTypeStateRule(),
    OptionalBindingUnwrapRule(),
    ForceUnwrapInBindingGetterRule(),
    StateInitFromParameterRule(),
    InlineObservedObjectRule(),
    StateInitializedTwiceRule(),
    LostStateAssignmentRule(),
    UnownedObservableRule(),
    UnstableViewIdentityRule(),
    ForEachIndexBindingRule(),
    OptionalPresentationBindingRule(),
    ConditionalViewIdentityRule(),
    SubscriptBindingInBodyRule(),
    StateOutsideViewRule(),
    PreviewStateWithoutPreviewableRule(),
    MissingEnvironmentObjectRule(),
    PreviewMissingEnvironmentObjectRule(),
    EnvironmentObjectInNestedSheetRule(),
    InlineEnvironmentObjectRule(),
    UnusedBindableRule(),
    InvalidSuppressionRule(),
    UnusedSuppressionRule(),
  ]

  package static var descriptions: [RuleDescription] { all.map { type(of: $0).description } }

  package static func rule(withID id: String) -> (any Rule)? {
    all.first { $0.id == id }
  }

  /// The ids a name on the command line or in the configuration stands for: a rule's id
  /// (itself), or a category (every rule in it, in registry order); nil for neither.
  package static func ruleIDs(selectedBy name: String) -> [String]? {
    if rule(withID: name) != nil { return [name] }
    guard let category = RuleCategory(rawValue: name) else { return nil }
    return all.filter { type(of: $0).description.category == category }.map(\.id)
  }

  /// Each rule's category by id, for reporters that show it beside a finding.
  package static let categories: [String: RuleCategory] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.id, type(of: $0).description.category) })

  /// Every name `ruleIDs(selectedBy:)` accepts, for "did you mean" suggestions.
  package static var selectorNames: [String] { all.map(\.id) + RuleCategory.allCases.map(\.rawValue) }

  package static var enabledByDefault: [any Rule] {
    all.filter { type(of: $0).description.isEnabledByDefault }
  }
}
