/// Every rule bindinglint ships, in the order `rules` lists them. Adding a rule is adding
/// its type here; everything else (CLI, docs, SARIF, tests) reads this list.
package enum RuleRegistry {
  package static let all: [any Rule] = [
    NonPrivateStateRule(),
    OptionalAlertTextFieldRule(),
    ManualBindingInBodyRule(),
    ReferenceTypeBindingRule(),
    ReferenceTypeStateRule(),
    OptionalBindingUnwrapRule(),
    ForceUnwrapInBindingGetterRule(),
    StateInitFromParameterRule(),
    InlineObservedObjectRule(),
    StateInitializedTwiceRule(),
    UnownedObservableRule(),
    UnstableViewIdentityRule(),
    ForEachIndexBindingRule(),
    OptionalPresentationBindingRule(),
    ConditionalViewIdentityRule(),
    SubscriptBindingInBodyRule(),
    StateOutsideViewRule(),
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

  package static var enabledByDefault: [any Rule] {
    all.filter { type(of: $0).description.isEnabledByDefault }
  }
}
