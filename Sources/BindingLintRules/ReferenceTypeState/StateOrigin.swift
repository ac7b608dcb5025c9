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

  /// Whether an initializer of `typeName` gives `@State` property `property` a local
  /// constant the same initializer built (`let model = Model(…); _model = State(initialValue: model)`).
  func isBuiltFromLocalConstruction(_ property: String, inTypeNamed typeName: String?, lookup: DeclarationLookup) -> Bool {
    guard let typeName else { return false }
    for member in lookup.members(ofType: typeName) where declarations[member].kind == .initializer {
      guard let body = declarations[member].body else { continue }
      for assignment in assignments(inInitializer: member) where text(assignment.nameToken) == "_" + property {
        guard let call = wrapperCall(named: "State", in: assignment.value), call.value.count == 1,
          kind(call.value.lowerBound) == .identifier
        else { continue }
        let local = text(call.value.lowerBound)
        // Named only where it is built and where it is stored: handed to nobody first
        // (`Sync.shared.register(model)`: probe85b N3).
        let bytes = Array(local.utf8)
        guard interior(of: body).filter({ kind($0) == .identifier && spells($0, bytes) }).count == 2 else { continue }
        // `let model = Model(…)` among the initializer's own statements, before the assignment.
        for k in interior(of: body) where k < assignment.nameToken && isKeyword(k, .`let`) && kind(k + 1) == .identifier && text(k + 1) == local {
          guard enclosingBracket(of: k) == body, isOperator(k + 2, UInt8(ascii: "=")) else { continue }
          var end = k + 3
          while end < tokenCount && (end == k + 3 || !isAtStartOfLine(end)) && kind(end) != .semicolon {
            end = kind(end).isOpeningBracket ? (closingBracket(of: end) ?? end) + 1 : end + 1
          }
          if constructedTypeName(in: (k + 3)..<end) != nil { return true }
        }
      }
    }
    return false
  }

  /// Whether `ranges` name the storage `_property` other than to set it up (`_model =
  /// State(…)`): `register(_model.wrappedValue)` hands the object out (probe85c P3).
  func usesStorageBeyondSettingIt(_ property: String, in ranges: [Range<Int>]) -> Bool {
    let storage = Array(("_" + property).utf8)
    for range in ranges {
      for k in range where kind(k) == .identifier && length(k) == storage.count && spells(k, storage) && !isMemberOfOtherValue(k) {
        if !isOperator(k + 1, UInt8(ascii: "=")) { return true }
      }
    }
    return false
  }
}
