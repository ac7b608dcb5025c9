import BindingLintSyntax

/// Where the object in an `@State` property comes from, which decides the advice: an
/// object the view constructs belongs in `@StateObject`, one its parent passes in belongs
/// in `@ObservedObject`.
enum StateOrigin: Sendable, Equatable {
  /// `@State var x = C()`, or an initializer's `_x = State(wrappedValue: C())` / `x = C()`.
  case constructed
  /// An initializer assigns a parameter: `_x = State(initialValue: model)`, `self.x = model`.
  case passedIn
  /// Anything else (a factory, a shared instance, no initializer in sight).
  case unknown
}

extension SyntaxTree {
  /// The origin of the `@State` property `property` (declaration `declaration`) of the type
  /// `typeName`, read from its initializer and from the type's initializers in this file.
  func stateOrigin(of property: String, declaration: Declaration, inTypeNamed typeName: String?, lookup: DeclarationLookup) -> StateOrigin {
    if constructedTypeName(in: declaration.initializerTokens) != nil { return .constructed }
    guard let typeName else { return .unknown }
    var origin = StateOrigin.unknown
    for member in lookup.members(ofType: typeName) where declarations[member].kind == .initializer {
      let initializer = declarations[member]
      let parameters = Set(parameterNames(of: initializer).map { text($0.token) })
      for assignment in assignments(inInitializer: member) {
        let target = text(assignment.nameToken)
        guard target == property || target == "_" + property else { continue }
        var value = assignment.value
        if target != property {
          guard let call = wrapperCall(named: "State", in: value) else { continue }
          value = call.value
        }
        if value.count == 1, kind(value.lowerBound) == .identifier, parameters.contains(text(value.lowerBound)) { return .passedIn }
        if constructedTypeName(in: value) != nil { origin = .constructed }
      }
    }
    return origin
  }
}
