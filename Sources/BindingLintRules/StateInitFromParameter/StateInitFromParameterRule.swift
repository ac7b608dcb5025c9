import BindingLintSyntax

/// `state_init_from_parameter`: an initializer that seeds `@State` storage from one of its
/// parameters: `_x = State(initialValue: p)`, `State(wrappedValue:)`, `.init(initialValue:)`,
/// `self.x = p` / `x = p` for a property declared `@State` (the Xcode 27 macro spelling).
///
/// Not flagged: `StateObject(wrappedValue:)`; values that use no parameter; parameters
/// named as starting values (`initialX`, `defaultX`); property wrappers and
/// `DynamicProperty` types seeding their own state (decided with the type index).
package struct StateInitFromParameterRule: Rule {
  package static let description = RuleDescription(
    id: "state_init_from_parameter",
    summary: "State seeded from an init parameter ignores every later value the parent passes",
    rationale: """
      Flags an `init` that gives a `@State` property a value computed from one of its \
      parameters: `_x = State(initialValue: p)`, `_x = State(wrappedValue: p)`, \
      `_x = .init(initialValue: p)`, or `self.x = p` / `x = p` when `x` is declared \
      `@State` (how the assignment reads once `@State` is a macro, from Xcode 27).

      SwiftUI keeps `@State` storage per view identity, not per struct value. The \
      first time the view appears the storage takes the value from `init`; when the \
      parent re-renders and passes a different `p`, the new struct is built, `init` runs \
      again, and SwiftUI throws the new initial value away because the storage already \
      exists. The view keeps showing the first value it ever got, which looks like a \
      refresh bug far away from the cause.

      If the parent owns the value, take a `@Binding` or a plain `let` instead. If it \
      really is only a starting point (a draft the user edits), name the parameter \
      `initialX` (not flagged) and give the view `.id(p)` where it must reset. \
      `StateObject(wrappedValue:)` is the documented way to hand an owned object its \
      first value and is not flagged, nor is its `@Observable` twin, a `@State` that \
      constructs a class from the parameters (`State(initialValue: Model(id: id))`), nor \
      is a property wrapper or `DynamicProperty` \
      type seeding its own `@State` from `init(wrappedValue:)`. Known limit: an `init` \
      in an extension in another file than the `@State` declaration is only checked \
      for the `State(…)` spellings.

      Off by default: in a sample of 30 findings from 18 open-source apps, 28 were \
      deliberate starting values (editor drafts and forms shown in sheets, copies kept \
      in step with `onChange`, objects built from the inputs), which the code cannot \
      tell apart from the stale copies this rule is after. Turn it on where a team \
      wants every seeded `@State` spelled as an `initialX` parameter.
      """,
    category: .pedantic,
    fix: "Take a '@Binding' or a plain 'let' when the parent owns the value; for a starting value, call the parameter 'initialX' and reset with '.id(…)'",
    triggering: StateInitFromParameterRuleExamples.triggering,
    nonTriggering: StateInitFromParameterRuleExamples.nonTriggering)

  package init() {}

  /// `@State`, `State(…)`, or `.init(initialValue:)` (only `State` has that label).
  package var triggers: [Trigger] { [.word("State"), .label("initialValue")] }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    var findings: [PendingFinding] = []
    let lookup = file.analyses.lookup
    for (index, initializer) in tree.declarations.enumerated() where initializer.kind == .initializer && initializer.hasBody {
      guard let type = tree.enclosingType(of: index) else { continue }
      let typeDeclaration = tree.declarations[type]
      if tree.attribute(named: "propertyWrapper", on: typeDeclaration) != nil { continue }
      let allParameters = tree.parameterNames(of: initializer)
      let startingValues = allParameters.filter { isStartingValue($0.token, $0.external, in: tree) }
      let parameters = allParameters.filter { !isStartingValue($0.token, $0.external, in: tree) }
      guard !parameters.isEmpty else { continue }
      let typeName = tree.qualifiedName(of: type)
      let properties = lookup.wrappedProperties(ofType: typeName)
      for assignment in tree.assignments(inInitializer: index) {
        guard let (property, value) = seededState(assignment, properties: properties, in: tree),
          let parameter = parameterRead(in: value, parameters: parameters, in: tree),
          // `min(initialScale, maxScale)`: built around a declared starting value.
          parameterRead(in: value, parameters: startingValues, in: tree) == nil
        else { continue }
        let project = file.project
        // `State(initialValue: Model(p))` with `Model` a class is the `@Observable` form of
        // `StateObject(wrappedValue:)`: owning an object built from the inputs, not a copy.
        let annotation = lookup.storedProperty(named: property, inType: typeName)?.typeTokens ?? 0..<0
        let constructed = tree.construction(value, annotation: annotation).map { String($0.name.prefix { $0 != "<" }) }
        let scope = tree.enclosingTypeNames(of: index)
        findings.append(PendingFinding(finding(
          in: tree, from: assignment.token, through: assignment.value.upperBound - 1,
          message: "'@State' property '\(property)' is seeded from init parameter '\(parameter)'; later values of '\(parameter)' from the parent are ignored",
          help: "take a '@Binding' or a plain 'let' if the parent owns '\(property)'; if '\(parameter)' is only a starting value, name it so and reset the view with '.id(…)'")) { index in
            guard !index.typeConforms(typeName, in: project, toAnyOf: ["DynamicProperty"]) else { return .drop }
            if let constructed, index.visibleEntries(for: constructed, from: project, scope: scope).contains(where: { $0.kind == .class }) {
              return .drop
            }
            return .keep
          })
      }
    }
    return findings
  }

  /// The `@State` property an assignment seeds and the value it seeds it with.
  private func seededState(_ assignment: InitializerAssignment, properties: [String: Int], in tree: SyntaxTree) -> (String, Range<Int>)? {
    let target = tree.nameText(assignment.nameToken)
    if target.hasPrefix("_"), target.count > 1 {
      let property = String(target.dropFirst())
      let wrapper = properties[property]
      guard let call = tree.wrapperCall(named: "State", in: assignment.value) else { return nil }
      if call.isImplicitInit {
        // `.init(initialValue:)` is `State`'s alone; `.init(wrappedValue:)` needs the declaration.
        let declaredState = wrapper.map { tree.token($0, is: "State") } ?? false
        guard declaredState || (wrapper == nil && tree.token(call.label, is: "initialValue")) else { return nil }
      } else if let wrapper, !tree.token(wrapper, is: "State") {
        return nil
      }
      return (property, call.valueStart..<call.valueEnd)
    }
    guard let wrapper = properties[target], tree.token(wrapper, is: "State") else { return nil }
    return (target, assignment.value)
  }

  /// The first parameter the value reads by name.
  private func parameterRead(in value: Range<Int>, parameters: [(token: Int, external: Int)], in tree: SyntaxTree) -> String? {
    for k in value where tree.readsName(k) {
      if let parameter = parameters.first(where: { tree.sameText($0.token, k) }) { return tree.nameText(parameter.token) }
    }
    return nil
  }

  /// `initialCount`, `defaultName`, `startingTab`, `initial value:`: the caller is told it is a start.
  private func isStartingValue(_ name: Int, _ external: Int, in tree: SyntaxTree) -> Bool {
    for token in [name, external] where tree.kind(token) == .identifier {
      let text = tree.nameText(token)
      for prefix in ["initial", "default", "starting"] where text.hasPrefix(prefix) { return true }
    }
    return false
  }
}
