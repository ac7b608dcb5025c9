import BindingLintSyntax

/// What an `init` writes into an `@State` that has a default, read from the tokens: whether
/// the value is the default itself, the property's own value, a parameter (or a value
/// computed from one) that carries only the default while no caller passes it, and whether
/// the write comes before every stored property has a value (`StateDefaultConflicts`).
extension StateDefaultConflicts {
  /// Whether two initial values are written alike, or are both an empty collection in any
  /// spelling (`[]`, `[:]`, `[Stop]()`, `Array<Stop>()`, `Set<Int>()`: review62 P6, a
  /// parameter default `[]` beside `@State var stops = [Stop]()`). Both initialize the same
  /// property, so their types agree.
  static func sameTokens(_ a: Range<Int>, _ b: Range<Int>, in tree: SyntaxTree) -> Bool {
    if a.count == b.count && zip(a, b).allSatisfy({ tree.sameText($0, $1) }) { return true }
    return isEmptyCollection(a, in: tree) && isEmptyCollection(b, in: tree)
  }

  /// `[]`, `[:]`, `[T]()`, `[K: V]()`, `Array<T>()`, `Set<T>()`, `Dictionary<K, V>()`,
  /// `ContiguousArray<T>()`.
  static func isEmptyCollection(_ value: Range<Int>, in tree: SyntaxTree) -> Bool {
    guard let first = value.first, let last = value.last else { return false }
    if tree.kind(first) == .leftBracket, tree.closingBracket(of: first) == last {
      return value.count == 2 || (value.count == 3 && tree.kind(first + 1) == .colon)
    }
    // A type, then `()`.
    guard value.count >= 4, tree.kind(last) == .rightParen, tree.kind(last - 1) == .leftParen else { return false }
    let typeEnd = last - 2
    if tree.kind(first) == .leftBracket { return tree.closingBracket(of: first) == typeEnd }
    guard ["Array", "Set", "Dictionary", "ContiguousArray"].contains(tree.nameText(first)), tree.isGenericAngle(first + 1) else { return false }
    return tree.skipGenericArguments(first + 1) == typeEnd + 1
  }

  /// Whether `assignment` writes the tokens of `propertyDefault` again (`self.x = 0`,
  /// `_x = State(initialValue: 0)`, `.init(wrappedValue: 0)`).
  static func assignsTheDefault(_ assignment: InitializerAssignment, default propertyDefault: Range<Int>, in tree: SyntaxTree) -> Bool {
    if let stored = storedValue(of: assignment, in: tree) { return Self.sameTokens(stored, propertyDefault, in: tree) }
    // `_filter = globalState("No Filter")`: a helper of the project's that returns the
    // `State` (review88 A24). Whatever it does, it is handed the default alone.
    guard assignment.isThroughStorage, let argument = soleUnlabeledArgument(ofCall: assignment.value, in: tree) else { return false }
    return Self.sameTokens(argument, propertyDefault, in: tree)
  }

  /// The argument of `name(argument)`, a call of a plain name with one unlabeled argument
  /// and no trailing closure, spanning all of `value`; nil for anything else.
  static func soleUnlabeledArgument(ofCall value: Range<Int>, in tree: SyntaxTree) -> Range<Int>? {
    guard value.count >= 4, let first = value.first, let last = value.last, tree.kind(first) == .identifier,
      tree.kind(first + 1) == .leftParen, tree.closingBracket(of: first + 1) == last
    else { return nil }
    let argument = (first + 2)..<last
    // A label (`name(initialValue: x)`) or a second argument at the call's own depth.
    if tree.kind(argument.lowerBound) == .identifier, tree.kind(argument.lowerBound + 1) == .colon { return nil }
    var k = argument.lowerBound
    while k < argument.upperBound {
      if tree.kind(k) == .comma { return nil }
      k = tree.step(over: k)
    }
    return argument
  }

  /// The value `assignment` stores: what follows `=` (`self.x = value`), or the value handed
  /// to `State(…)` (`_x = State(initialValue: value)`, `.init(wrappedValue: value)`); nil
  /// for storage written any other way.
  static func storedValue(of assignment: InitializerAssignment, in tree: SyntaxTree) -> Range<Int>? {
    guard assignment.isThroughStorage else { return assignment.value }
    return tree.wrapperCall(named: "State", in: assignment.value)?.value
  }

  /// Whether `assignment` (`self.x = …`, through the wrapper) in `initializer` runs before
  /// every stored property of type `type` has a value: another such property is first
  /// assigned after it (a write in a `defer` block runs last). Swift then initializes the
  /// wrapper again with the value (as `_x = State(wrappedValue: …)` would) instead of
  /// calling its setter, so the value is kept. Properties that need a value, when they have
  /// no default: a `let`; a `var` that is not optional; `@Binding`, `@ObservedObject`,
  /// `@StateObject` and `@Bindable` (their wrappers have no `init()`); `@State` and
  /// `@GestureState` of a type that is not optional (theirs needs a nil value). Attributes
  /// that are no wrapper (`@MainActor`) do not count; other wrappers, or one with
  /// arguments (`@Environment(\.dismiss)`), may start by themselves and are not counted.
  static func runsBeforeSelfIsInitialized(_ assignment: InitializerAssignment, in initializer: Int, type: Int, tree: SyntaxTree) -> Bool {
    guard !assignment.isThroughStorage, let body = tree.declarations[initializer].body, !tree.isInDefer(assignment.token, within: body) else {
      return false
    }
    var firstAssignment: [String: Int] = [:]
    for other in tree.assignments(inInitializer: initializer) {
      let runsAt = tree.isInDefer(other.token, within: body) ? Int.max : other.token
      firstAssignment[other.property] = min(firstAssignment[other.property] ?? Int.max, runsAt)
    }
    for member in tree.declarations where member.parent == type && (member.kind == .variable || member.kind == .constant) {
      // A computed property holds nothing (observers `willSet`/`didSet` keep it stored).
      guard member.initializerTokens.isEmpty, !member.typeTokens.isEmpty, member.nameToken != nil, tree.propertyStorage(member) == .stored
      else { continue }
      let last = member.typeTokens.upperBound - 1
      let isOptional = tree.isOperator(last, UInt8(ascii: "?")) || tree.isOperator(last, UInt8(ascii: "!"))
      let wrappers = tree.attributes(of: member).filter { !Self.notWrappers.contains(tree.nameText($0.nameToken)) }
      if let wrapper = wrappers.first {
        let name = tree.nameText(wrapper.nameToken)
        guard wrappers.count == 1, wrapper.argumentsOpen == nil,
          Self.wrappersWithoutInit.contains(name) || (Self.wrappersWithOptionalInit.contains(name) && !isOptional)
        else { continue }
      } else if member.kind == .variable && isOptional {
        continue
      }
      if let first = firstAssignment[tree.name(of: member)], first > assignment.token { return true }
    }
    return false
  }

  /// Attributes of stored properties that are not property wrappers.
  static let notWrappers: Set<String> = ["MainActor", "available", "objc", "nonobjc", "preconcurrency", "usableFromInline"]
  /// Wrappers with no `init()`: a property without a default waits for a value. Core
  /// Data's fetch requests need their sort descriptors (`self._items = FetchRequest(…)`
  /// last in `init`, set 99 E32), storage its key, a scaled metric its base value.
  static let wrappersWithoutInit: Set<String> = [
    "Binding", "ObservedObject", "StateObject", "Bindable", "FetchRequest", "SectionedFetchRequest", "AppStorage", "SceneStorage",
    "ScaledMetric", "Environment",
  ]
  /// Wrappers whose `init()` needs an optional value (`@State var x: Int?` starts as nil).
  static let wrappersWithOptionalInit: Set<String> = ["State", "GestureState"]

  /// Whether `assignment` (`self.x = x`, `x = self.x`) in `initializer` writes the
  /// property's own value: its value names the property and the initializer has no
  /// parameter or local of that name.
  static func assignsItself(_ assignment: InitializerAssignment, in initializer: Int, tree: SyntaxTree) -> Bool {
    guard !assignment.isThroughStorage else { return false }
    var value = assignment.value.lowerBound
    if tree.keyword(value) == .`self`, tree.kind(value + 1) == .period { value += 2 }
    guard assignment.value.upperBound == value + 1, tree.kind(value) == .identifier, tree.nameText(value) == assignment.property
    else { return false }
    let declaration = tree.declarations[initializer]
    if tree.parameterNames(of: declaration).contains(where: { tree.nameText($0.token) == assignment.property }) { return false }
    // A local of that name anywhere in the initializer: `let progress = …`, and the binding
    // forms the parser keeps in no declaration (`guard let progress`, `if case let`, `for`,
    // a closure's parameter).
    guard let body = declaration.body, let close = tree.closingBracket(of: body) else { return false }
    for k in body..<close where tree.kind(k) == .identifier && tree.nameText(k) == assignment.property {
      if bindsLocal(at: k, in: tree) { return false }
    }
    return true
  }

  /// Whether the name at `k` is bound by the code around it, as a local (`let x`, `var x`),
  /// a loop's or a pattern's value (`for x`, `case x`) or a closure's parameter (`x in`).
  private static func bindsLocal(at k: Int, in tree: SyntaxTree) -> Bool {
    let before = tree.keyword(k - 1)
    return before == .`let` || before == .`var` || before == .`for` || before == .`case` || tree.isKeyword(k + 1, .in)
  }

  /// The first member of type `type` that `assignment`'s value reads through `self`, spelled
  /// `x` or `self.x`, where the read needs the whole of `self`: a method, a computed
  /// property, or a property behind a wrapper (`@AppStorage`, `@Binding`: its getter runs on
  /// `self`); nil when it reads none. Such a read compiles only once every stored property
  /// has its value, the assigned one included, so the property's default is what lets
  /// `init` compile (`@State var color: Color = .clear` … `_color = State(initialValue:
  /// Color(name))` with `@AppStorage var name`; review89 A38): "drop the default" would
  /// break the build ("'self' used before all stored properties are initialized"). A plain
  /// stored property is read on its own and needs nothing else. A name `init` binds itself
  /// (a parameter, a local) is that value; an argument label (`center:`) and a member after
  /// another value's `.` are no reads.
  static func ownMemberRead(by assignment: InitializerAssignment, in initializer: Int, type: Int, tree: SyntaxTree) -> String? {
    var members = Set<String>()
    for member in tree.declarations where member.parent == type && !tree.isTypeLevel(member) {
      switch member.kind {
      case .function:
        members.insert(tree.name(of: member))
      case .variable, .constant:
        let isWrapped = tree.attributes(of: member).contains { !Self.notWrappers.contains(tree.nameText($0.nameToken)) }
        if isWrapped || tree.propertyStorage(member) != .stored { members.insert(tree.name(of: member)) }
      default:
        break
      }
    }
    guard !members.isEmpty else { return nil }
    let declaration = tree.declarations[initializer]
    var bound = Set(tree.parameterNames(of: declaration).map { tree.nameText($0.token) })
    if let body = declaration.body {
      for k in body..<assignment.token where tree.kind(k) == .identifier && bindsLocal(at: k, in: tree) {
        bound.insert(tree.nameText(k))
      }
    }
    for k in assignment.value where tree.kind(k) == .identifier && tree.kind(k + 1) != .colon {
      let name = tree.nameText(k)
      guard members.contains(name) else { continue }
      if tree.kind(k - 1) == .period {
        // `self.x` reads the member; `other.x` does not.
        if tree.isKeyword(k - 2, .`self`), tree.kind(k - 3) != .period { return name }
        continue
      }
      if !bound.contains(name) { return name }
    }
    return nil
  }

  /// The external label and the name of the parameter `assignment` stores unchanged
  /// (`self.x = x`, `_x = State(initialValue: x)`), when that parameter's default is written
  /// as `propertyDefault` is (`x: Bool = false` beside `@State var x: Bool = false`); nil
  /// otherwise, and for an unlabeled (`_ x:`) parameter.
  /// A `Binding` parameter read through `wrappedValue` counts when its default is a
  /// constant of the property's default (`offset: Binding<CGSize> = .constant(.zero)`,
  /// `_current = State(initialValue: offset.wrappedValue)` beside `= .zero`; review75 A2).
  static func defaultParameter(
    storedBy assignment: InitializerAssignment, default propertyDefault: Range<Int>, in tree: SyntaxTree
  ) -> (label: String, name: String)? {
    guard let stored = storedValue(of: assignment, in: tree), tree.kind(stored.lowerBound) == .identifier else { return nil }
    let throughBinding = stored.count == 3 && tree.kind(stored.lowerBound + 1) == .period && tree.token(stored.lowerBound + 2, is: "wrappedValue")
    guard stored.count == 1 || throughBinding,
      let initializer = tree.declaration(containing: assignment.token), tree.declarations[initializer].kind == .initializer,
      !isRebound(stored.lowerBound, in: initializer, before: assignment.token, tree: tree),
      let (external, parameterDefault) = defaultedParameter(named: stored.lowerBound, of: initializer, in: tree),
      let compared = throughBinding ? constantValue(in: parameterDefault, of: tree) : parameterDefault,
      Self.sameTokens(compared, propertyDefault, in: tree)
    else { return nil }
    return (tree.nameText(external), tree.nameText(stored.lowerBound))
  }

  /// `X` of a default written `.constant(X)` or `Binding.constant(X)`; nil otherwise.
  static func constantValue(in value: Range<Int>, of tree: SyntaxTree) -> Range<Int>? {
    var k = value.lowerBound
    if tree.token(k, is: "Binding") { k += 1 }
    guard tree.kind(k) == .period, tree.token(k + 1, is: "constant"), tree.kind(k + 2) == .leftParen,
      let close = tree.closingBracket(of: k + 2), close == value.upperBound - 1, close > k + 3
    else { return nil }
    return (k + 3)..<close
  }

  /// The parameter of `initializer` named as token `name` is, when it has a default and an
  /// external label (not `_`): that label's token and the default's tokens. `x: Bool =
  /// false` reads as label `x`; `label x: Bool = false` leaves the colon later.
  static func defaultedParameter(named name: Int, of initializer: Int, in tree: SyntaxTree) -> (external: Int, default: Range<Int>)? {
    guard let open = tree.declarations[initializer].parameterList, let close = tree.closingBracket(of: open) else { return nil }
    for argument in tree.arguments(between: open, and: close) {
      let value = argument.value
      guard let colon = argument.label != nil ? value.lowerBound - 1 : value.first(where: { tree.kind($0) == .colon }) else { continue }
      guard tree.sameText(argument.label ?? colon - 1, name), let equals = value.first(where: { tree.isOperator($0, UInt8(ascii: "=")) })
      else { continue }
      let external = argument.label ?? value.lowerBound
      return tree.token(external, is: "_") ? nil : (external, (equals + 1)..<value.upperBound)
    }
    return nil
  }

  /// The external label of the parameter `assignment`'s value reads when that parameter's
  /// default is `nil` and, with it, the value is `propertyDefault`: `p?.title ?? d`,
  /// `p ?? d`, `p == nil ? d : other`, `p != nil ? other : d`, `p != nil` beside `false`
  /// and `p == nil` beside `true` (set 98 D22; also `nil == p`, and the value in
  /// `State(initialValue: …)`); nil otherwise, and for an unlabeled (`_ p:`) parameter.
  static func nilDefaultParameter(
    derivingDefault assignment: InitializerAssignment, default propertyDefault: Range<Int>, in tree: SyntaxTree
  ) -> String? {
    guard var value = storedValue(of: assignment, in: tree) else { return nil }
    while value.count >= 2, tree.kind(value.lowerBound) == .leftParen, tree.closingBracket(of: value.lowerBound) == value.upperBound - 1 {
      value = (value.lowerBound + 1)..<(value.upperBound - 1)
    }
    // Operators outside brackets, by their text.
    var operators: [(token: Int, text: String)] = []
    var k = value.lowerBound
    while k < value.upperBound {
      if tree.kind(k).isOpeningBracket, let close = tree.closingBracket(of: k) { k = close + 1; continue }
      if tree.kind(k) == .operator || tree.kind(k) == .colon { operators.append((k, tree.text(k))) }
      k += 1
    }
    let parameter: Int
    var result: Range<Int> = value
    // `p != nil` alone is `false` while `p` is nil; `p == nil` is `true`.
    var nilTestDefault: StaticString?
    if let coalescing = operators.first(where: { $0.text == "??" }) {
      // `p ?? d` or `p?.member… ?? d`: the left side is `p` or an optional chain from it.
      let left = value.lowerBound..<coalescing.token
      guard !left.isEmpty, tree.kind(left.lowerBound) == .identifier,
        left.count == 1 || (tree.isOperator(left.lowerBound + 1, UInt8(ascii: "?")) && tree.kind(left.lowerBound + 2) == .period),
        !operators.contains(where: { $0.token > coalescing.token && $0.text == "??" })
      else { return nil }
      parameter = left.lowerBound
      result = (coalescing.token + 1)..<value.upperBound
    } else if let question = operators.first(where: { $0.text == "?" && !tree.touches($0.token - 1, $0.token) }),
      let colon = operators.first(where: { $0.token > question.token && tree.kind($0.token) == .colon }),
      let comparison = operators.first(where: { $0.token < question.token && ($0.text == "==" || $0.text == "!=") })
    {
      // `p == nil ? d : other`, `p != nil ? other : d`.
      let left = value.lowerBound..<comparison.token
      let right = (comparison.token + 1)..<question.token
      guard left.count == 1, right.count == 1 else { return nil }
      if tree.isKeyword(right.lowerBound, .`nil`), tree.kind(left.lowerBound) == .identifier {
        parameter = left.lowerBound
      } else if tree.isKeyword(left.lowerBound, .`nil`), tree.kind(right.lowerBound) == .identifier {
        parameter = right.lowerBound
      } else {
        return nil
      }
      result = comparison.text == "==" ? (question.token + 1)..<colon.token : (colon.token + 1)..<value.upperBound
    } else if operators.count == 1, operators[0].text == "==" || operators[0].text == "!=", value.count == 3 {
      let comparison = operators[0].token
      if tree.isKeyword(comparison + 1, .`nil`), tree.kind(comparison - 1) == .identifier {
        parameter = comparison - 1
      } else if tree.isKeyword(comparison - 1, .`nil`), tree.kind(comparison + 1) == .identifier {
        parameter = comparison + 1
      } else {
        return nil
      }
      nilTestDefault = operators[0].text == "==" ? "true" : "false"
    } else {
      return nil
    }
    let isTheDefault = nilTestDefault.map { literal in
      propertyDefault.count == 1 && tree.token(propertyDefault.lowerBound, is: literal)
    } ?? sameTokens(result, propertyDefault, in: tree)
    guard isTheDefault, let initializer = tree.declaration(containing: assignment.token),
      tree.declarations[initializer].kind == .initializer, !isRebound(parameter, in: initializer, before: assignment.token, tree: tree),
      let (external, parameterDefault) = defaultedParameter(named: parameter, of: initializer, in: tree),
      parameterDefault.count == 1, tree.isKeyword(parameterDefault.lowerBound, .`nil`)
    else { return nil }
    return tree.nameText(external)
  }

  /// Whether the initializer binds the name `name` reads anew before token `before`: a
  /// local of that name (`let draft = draft ?? .current`, `guard let draft`, `var draft =
  /// draft`) or an assignment to it (`draft = …`): the value read is then not the
  /// parameter's (review68 reader, sit1).
  static func isRebound(_ name: Int, in initializer: Int, before: Int, tree: SyntaxTree) -> Bool {
    guard let body = tree.declarations[initializer].body else { return false }
    for k in (body + 1)..<before where tree.kind(k) == .identifier && tree.sameText(k, name) {
      if tree.isKeyword(k - 1, .`let`) || tree.isKeyword(k - 1, .`var`) { return true }
      if tree.isAssignmentOperator(k + 1), tree.kind(k - 1) != .period { return true }
    }
    return false
  }

  /// Whether a call of an initializer by `init` in this file (`self.init(draft: d)` in
  /// another initializer, `.init(draft: d)` where the type is implied) passes `label` a
  /// value other than the parameter's default — `defaultValue`'s tokens, or `nil` when it
  /// is nil (`self.init(configuration: c, showingErrors: false)` beside `= false` passes
  /// the default): the index's labeled calls are those written with the type's name.
  static func initCallPasses(_ label: String, otherThan defaultValue: Range<Int>?, in tree: SyntaxTree) -> Bool {
    for k in 0..<tree.tokenCount where tree.isKeyword(k, .`init`) && tree.kind(k - 1) == .period && tree.kind(k + 1) == .leftParen {
      guard let call = tree.call(at: k) else { continue }
      for argument in call.arguments where argument.label.map({ tree.nameText($0) == label }) ?? false {
        let value = argument.value
        let isDefault = defaultValue.map { sameTokens(value, $0, in: tree) } ?? (value.count == 1 && tree.isKeyword(value.lowerBound, .`nil`))
        if !isDefault { return true }
      }
    }
    return false
  }
}
