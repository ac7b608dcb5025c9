import BindingLintSyntax

/// Where a labeled call sits and what its arguments were bound to, for the bits of
/// `CallTraits` that say a call cannot hand its callee a *later* value:
///
/// - `isOutsideRender`: the call is not in code SwiftUI runs again when a parent renders —
///   a UIKit coordinator's or controller's method, a free function, a non-view type's
///   initializer. Such a caller builds the view once; only a view's `body`, a member typed
///   `some View`/`AnyView`/`…View`, a `@ViewBuilder` member, a view modifier's `body` and
///   the rest of a view type's members (its `init` runs on every parent render) count.
/// - look-through host roots: `rootView: AnyView(X(…))`, `self.rootView = X(…)` in an
///   initializer, and `let view = X(…)` handed to `rootView: view` in the next few tokens.
/// - fresh objects: an argument naming a local `let` bound to a construction or a call
///   (`let model = Model(…)`, `let model = factory.make()`), or a stored property that the
///   enclosing struct declares with a construction or its own `init` assigns one. For an object that is the same
///   as writing the construction in the argument.
///
/// Everything here runs for every labeled call of every file: no `String` is built and
/// no set is made per call; the per-file tables are built only when a call needs them.
struct CallContext {
  let tree: SyntaxTree
  /// The innermost declaration last classified, and whether it is outside render code.
  private var lastDeclaration = Int.min
  private var lastOutside = false
  /// The declaration that decided the last answer (a member, a type), and the cursor of
  /// `innermostDeclaration(containing:)`.
  private var lastDecider = Int.min
  private var lastDeciderOutside = false
  private(set) var cursor = -1
  /// Per struct asked about: the properties its initializers assign a construction.
  private var assignedFresh: [(type: Int, names: [Int])] = []
  /// Names the file assigns whole or projects (`namesSteadyOwnState`), read at the first question.
  var reassignedNames: Set<String>?
  /// Names the file assigns whole or projects whole (`namesReplacedOwnProperty`), read at the first question.
  var replacedNames: Set<String>?
  /// Per struct asked about (`steadyOwnValue`): the names it and its extensions in this file
  /// change through a member, a subscript or a method, or pass `inout`.
  var mutatedByType: [(type: Int, names: Set<String>)] = []
  /// The `K` of every `.id(K)` / `.id(self.K)` in the file (`isResetWithIdentity`), read at
  /// the first question.
  var identityKeys: [Int]?
  /// Name tokens of the file's struct declarations whose names are not capitalized
  /// (`struct editableMlView: View`): calls of them are labeled calls too.
  let lowercaseTypeNames: [Int]

  init(_ tree: SyntaxTree) {
    self.tree = tree
    lowercaseTypeNames = tree.lowercaseStructNameTokens()
  }

  /// Whether identifier `k` names one of the file's lowercase structs.
  func isLowercaseTypeName(_ k: Int) -> Bool {
    lowercaseTypeNames.contains { tree.sameText($0, k) }
  }

  // MARK: - Render code

  /// Whether the call at token `k` is outside the code a SwiftUI parent re-runs (see the
  /// type's comment). Unknown extensions count as render code unless their type's name
  /// says it is a coordinator, controller, presenter, router or delegate.
  mutating func isOutsideRender(_ k: Int) -> Bool {
    guard let innermost = innermostDeclaration(containing: k) else { return true }
    if innermost == lastDeclaration { return lastOutside }
    var outside = true
    var index = innermost
    // Fields are read one at a time: copying a whole `Declaration` per step cost more
    // than the walk.
    walk: while index >= 0 {
      // Calls in one member share the declaration that decided for it.
      if index == lastDecider {
        outside = lastDeciderOutside
        break walk
      }
      let kind = tree.declarations[index].kind
      let parent = tree.declarations[index].parent ?? -1
      var decides = true
      switch kind {
      case .struct, .enum:
        outside = !hasViewInheritance(tree.declarations[index])
      case .class, .actor, .protocol:
        outside = true
      case .extension:
        outside = !hasViewInheritance(tree.declarations[index]) && namesNonViewType(tree.declarations[index])
      case .function, .initializer, .subscript, .variable, .constant, .typealias, .macro:
        // A local's type says nothing: its enclosing member decides.
        let isLocal = parent >= 0 && !tree.declarations[parent].kind.isTypeLike
        decides = !isLocal && isRenderMember(tree.declarations[index])
        outside = false
      }
      if decides {
        lastDecider = index
        lastDeciderOutside = outside
        break walk
      }
      outside = true
      index = parent
    }
    lastDeclaration = innermost
    lastOutside = outside
    return outside
  }

  /// `SyntaxTree.declaration(containing:)` for tokens asked in increasing order: a cursor
  /// moves forward over the declarations instead of a search per call.
  mutating func innermostDeclaration(containing k: Int) -> Int? {
    let count = tree.declarations.count
    while cursor + 1 < count && tree.declarations[cursor + 1].firstToken <= k { cursor += 1 }
    var current = cursor
    while current >= 0 {
      if tree.declarations[current].firstToken <= k && k <= tree.declarations[current].lastToken { return current }
      current = tree.declarations[current].parent ?? -1
    }
    return nil
  }

  /// `body`, a `@…Builder` member, or one typed `some View`, `AnyView`, `SomeView`, `some Scene`.
  private func isRenderMember(_ declaration: Declaration) -> Bool {
    if let name = declaration.nameToken, tree.token(name, is: "body") { return true }
    for attribute in tree.attributes(of: declaration) where endsWith(attribute.nameToken, "Builder") { return true }
    for k in declaration.typeTokens where tree.kind(k) == .identifier {
      if tree.token(k, is: "some") || tree.token(k, is: "any") { continue }
      return (endsWith(k, "View") && !tree.token(k, is: "UIView") && !tree.token(k, is: "NSView")) || tree.token(k, is: "Scene")
    }
    return false
  }

  /// `View`, `ViewModifier`, `…Representable`, `App`, `Scene`, `…Style`, `Widget` in the
  /// declaration's own inheritance clause.
  private func hasViewInheritance(_ declaration: Declaration) -> Bool {
    tree.inheritance(of: declaration).contains { inherited in
      let k = inherited.nameToken
      return endsWith(k, "View") || endsWith(k, "Modifier") || endsWith(k, "Representable") || endsWith(k, "Style")
        || tree.token(k, is: "App") || tree.token(k, is: "Scene") || tree.token(k, is: "Widget")
    }
  }

  /// An extension of `…Coordinator`, `…Controller`, `…Presenter`, `…Router` or `…Delegate`.
  private func namesNonViewType(_ declaration: Declaration) -> Bool {
    let last = declaration.nameEnd - 1
    guard declaration.nameToken != nil, tree.kind(last) == .identifier else { return false }
    return endsWith(last, "Coordinator") || endsWith(last, "Controller") || endsWith(last, "Presenter")
      || endsWith(last, "Router") || endsWith(last, "Delegate")
  }

  private func endsWith(_ k: Int, _ suffix: StaticString) -> Bool {
    let length = tree.length(k)
    guard length >= suffix.utf8CodeUnitCount else { return false }
    let start = tree.startOffset(k) + length - suffix.utf8CodeUnitCount
    return tree.source.bytes(start, tree.endOffset(k), equal: suffix)
  }

  // MARK: - Host roots reached through a wrapper or a local

  /// Whether the call at `typeToken` becomes a hosting controller's root through
  /// `AnyView(…)`, an assignment to `rootView` in an initializer, or a local `let` that the
  /// same block passes as `rootView:`. (`rootView: X(…)` itself is `isHostRoot`'s.)
  func isHostRootThroughWrapper(_ typeToken: Int) -> Bool {
    var start = typeToken
    if tree.kind(start - 1) == .leftParen, tree.token(start - 2, is: "AnyView") { start -= 2 }
    if start != typeToken, TypeFacts.isHostRoot(start, in: tree) { return true }
    guard tree.isOperator(start - 1, UInt8(ascii: "=")) else { return false }
    if tree.token(start - 2, is: "rootView") {
      // `self.rootView = …` in the host's own `init`, not in an update that runs per render.
      return tree.declaration(containing: start).map { tree.declarations[$0].kind == .initializer } ?? false
    }
    // `let name = X(…)` and, within the next few tokens, `rootView: name` or
    // `rootView: AnyView(name)` (the next statement, as a coordinator writes it).
    guard tree.kind(start - 2) == .identifier, tree.isKeyword(start - 3, .`let`), tree.kind(start + 1) == .leftParen,
      let callClose = tree.closingBracket(of: start + 1)
    else { return false }
    let name = start - 2
    var k = callClose + 1
    let end = min(tree.tokenCount, callClose + 40)
    while k < end {
      if tree.kind(k) == .colon && tree.length(k - 1) == 8 && tree.token(k - 1, is: "rootView") {
        var value = k + 1
        if tree.token(value, is: "AnyView"), tree.kind(value + 1) == .leftParen { value += 2 }
        if tree.sameText(value, name), tree.kind(value + 1) == .rightParen || tree.kind(value + 1) == .comma { return true }
      }
      k += 1
    }
    return false
  }

  // MARK: - Objects built just upstream

  /// Whether the argument `value` is or names a fresh object: a factory called in the
  /// argument (`vm.makeDetail()`, `createModel()`, a static member of the parameter's type
  /// `.pool(name)`: as new as `Model()`; a lookup such as `stores.first(where:)` hands over
  /// an object that exists), a local `let` (declared
  /// before it, in a block around it, in the same member) bound to a construction or call,
  /// or (`name` or `self.name`) a property the enclosing struct's `init` assigns a
  /// construction. Only the member's own declarations are read, names (by length, then
  /// bytes) first.
  mutating func namesFreshObject(_ value: Range<Int>) -> Bool {
    if value.count > 2 && tree.kind(value.upperBound - 1) == .rightParen {
      return (isFactoryCall(value) || isImplicitMemberCall(value)) && Self.isConstructionOrCall(value, in: tree)
    }
    guard let (name, isSelf) = plainName(value), let innermost = innermostDeclaration(containing: name) else { return false }
    let length = tree.length(name)
    let declarations = tree.declarations
    let member = tree.outermostMember(of: innermost)
    if !isSelf && !declarations[member].kind.isTypeLike {
      var index = cursor
      while index > member {
        defer { index -= 1 }
        guard declarations[index].kind == .constant, let token = declarations[index].nameToken, tree.length(token) == length,
          declarations[index].lastToken < name, tree.sameText(token, name)
        else { continue }
        // The nearest `let` of the name decides, if its block holds the argument.
        guard let open = tree.enclosingBracket(of: declarations[index].firstToken), let close = tree.closingBracket(of: open), name < close
        else { continue }
        return Self.isConstructionOrCall(declarations[index].initializerTokens, in: tree)
      }
    }
    let type = declarations[member].kind.isTypeLike ? member : declarations[member].parent
    guard let type, declarations[type].kind == .struct else { return false }
    return freshProperties(of: type).contains { tree.length($0) == length && tree.sameText($0, name) }
  }

  /// Whether `value` is a reference its caller holds for its whole life, so that passing it
  /// again hands the callee nothing new (review43 P9): a static member (`Store.shared`,
  /// `.shared`), or the caller's own `@StateObject`, `@EnvironmentObject` or
  /// `@Environment(Model.self)` property (`x` or `self.x`). An `@Environment(\.key)` value,
  /// which changes with the environment, is not one.
  mutating func namesStableReference(_ value: Range<Int>) -> Bool {
    let first = value.lowerBound
    // `Store.shared`, `.shared`: no call, a lowercase member.
    if value.count == 3, tree.kind(first) == .identifier, tree.startsUppercase(first), tree.kind(first + 1) == .period,
      tree.kind(first + 2) == .identifier, !tree.startsUppercase(first + 2)
    {
      return true
    }
    if value.count == 2, tree.kind(first) == .period, tree.kind(first + 1) == .identifier, !tree.startsUppercase(first + 1) {
      return true
    }
    if isElementOfSelfKeyedRows(value) || isBranchCondition(value) || isResetWithIdentity(value) { return true }
    guard let declaration = callerProperty(named: value) else { return false }
    return tree.attributes(of: tree.declarations[declaration]).contains { attribute in
      if tree.token(attribute.nameToken, is: "StateObject") || tree.token(attribute.nameToken, is: "EnvironmentObject") { return true }
      // `@Environment(Model.self)`, not `@Environment(\.key)`.
      guard tree.token(attribute.nameToken, is: "Environment"), tree.kind(attribute.nameToken + 1) == .leftParen,
        let close = tree.closingBracket(of: attribute.nameToken + 1)
      else { return false }
      return close >= attribute.nameToken + 4 && tree.isKeyword(close - 1, .`self`) && tree.kind(close - 2) == .period
    }
  }

  /// The name token of `value` when it is a plain name (`x`) or a member of `self`
  /// (`self.x`, `isSelf`): what the questions about the caller's own properties start from.
  @inline(__always) func plainName(_ value: Range<Int>) -> (name: Int, isSelf: Bool)? {
    let isSelf = value.count == 3 && tree.isKeyword(value.lowerBound, .`self`) && tree.kind(value.lowerBound + 1) == .period
    guard value.count == 1 || isSelf, tree.kind(value.upperBound - 1) == .identifier else { return nil }
    return (value.upperBound - 1, isSelf)
  }

  /// The stored property of the struct around `value` that `value` names (`x`, `self.x`).
  mutating func callerProperty(named value: Range<Int>) -> Int? {
    guard let (name, _) = plainName(value), let innermost = innermostDeclaration(containing: name) else { return nil }
    let declarations = tree.declarations
    var type: Int? = innermost
    while let current = type, !declarations[current].kind.isTypeLike { type = declarations[current].parent }
    guard let type, declarations[type].kind == .struct else { return nil }
    let length = tree.length(name)
    var index = type + 1
    while index < declarations.count && declarations[index].firstToken <= declarations[type].lastToken {
      defer { index += 1 }
      guard declarations[index].parent == type, declarations[index].kind == .variable, let token = declarations[index].nameToken,
        tree.length(token) == length, tree.sameText(token, name)
      else { continue }
      return index
    }
    return nil
  }

  /// Whether the call named at `callee` is followed, in its modifier chain, by `.id(…)`:
  /// the caller keys the view, so a new value starts a view with new state.
  func isKeyedByID(callee: Int) -> Bool {
    guard var k = tree.callLastToken(at: callee) else { return false }
    for _ in 0..<16 {
      guard tree.kind(k + 1) == .period, tree.kind(k + 2) == .identifier, tree.kind(k + 3) == .leftParen, tree.touches(k + 2, k + 3) else {
        return false
      }
      if tree.token(k + 2, is: "id") { return true }
      guard let last = tree.callLastToken(at: k + 2) else { return false }
      k = last
    }
    return false
  }

  /// Whether `value` is the element of rows keyed by the whole value, or computed from it
  /// alone (`plugin`, `$0.name`, `index + 1`, `String(describing: model["name"]!)` in
  /// `ForEach(plugins, id: \.self) { plugin in … }` (or `id: \.hashValue`, review56 P6), also `List`, through `if`/`else` and
  /// closures that do not bind the name): a changed element is a new row with new state,
  /// so the row never gets a later value (review43 P11, review47 P8).
  private func isElementOfSelfKeyedRows(_ value: Range<Int>) -> Bool {
    // The one name the value reads: members (`.name`), labels (`describing:`) and
    // conversions (`String(`) are not reads of another value; a static member
    // (`Subscription.isActive`) or a free function may be, and ends the question.
    var element: Int?
    for k in value {
      if tree.isKeyword(k, .`self`) || tree.isKeyword(k, .`Self`) { return false }
      guard tree.kind(k) == .identifier, tree.kind(k - 1) != .period else { continue }
      if tree.kind(k + 1) == .colon, k == value.lowerBound || tree.kind(k - 1) == .leftParen || tree.kind(k - 1) == .comma { continue }
      if tree.startsUppercase(k) && tree.kind(k + 1) == .leftParen { continue }
      if tree.startsUppercase(k) || tree.kind(k + 1) == .leftParen { return false }
      if let element {
        guard tree.sameText(element, k) else { return false }
      } else {
        element = k
      }
    }
    guard let first = element else { return false }
    // Out through the closures holding the argument (a `Button`'s label, a stack) to the
    // rows' content, which binds the name; a closure on the way that binds it first (or any
    // closure, for `$0`) is not the rows'.
    let isAnonymous = tree.token(first, is: "$0")
    var open = tree.enclosingBracket(of: first)
    var steps = 0
    while let at = open, steps < 32 {
      steps += 1
      defer { open = tree.enclosingBracket(of: at) }
      guard tree.kind(at) == .leftBrace else { continue }
      let role = tree.role(ofBlock: at)
      // `if`/`else`, `switch` cases inside the rows' content (review46 P6).
      if role == .controlFlow { continue }
      guard case .closure(let callee?, let label, _) = role else { return false }
      let inKeyword = tree.closureInKeyword(at)
      let binds = inKeyword.map { inKeyword in
        ((at + 1)..<inKeyword).contains { tree.kind($0) == .identifier && tree.sameText($0, first) }
      } ?? isAnonymous
      guard binds else {
        if isAnonymous { return false }
        continue
      }
      guard label == nil, tree.token(callee, is: "ForEach") || tree.token(callee, is: "List"),
        let call = tree.call(at: callee), let id = call.argument(labeled: "id", in: tree), id.value.count == 3,
        tree.kind(id.valueStart + 1) == .period,
        tree.isKeyword(id.valueStart + 2, .`self`) || tree.token(id.valueStart + 2, is: "hashValue")
      else { return false }
      return true
    }
    return false
  }

  /// Whether the call at token `k` is in the content of a `.sheet`, `.fullScreenCover` or
  /// `.popover` (its trailing closure or `content:`), up to the member holding it: the
  /// presented view is built anew for each presentation, so what it is handed there is a
  /// starting value, as a hosting controller's root is (review39 P3, review42 P9,
  /// review43 P10). A navigation destination is not: a pushed screen stays while its parent
  /// changes what it passes (a task renamed in an inspector beside it), and readers found
  /// ten such findings worth the one-word fix (`let`) against three that were not.
  func isInPresentedContent(_ k: Int) -> Bool {
    var open = tree.enclosingBracket(of: k)
    var steps = 0
    while let at = open, steps < 64 {
      steps += 1
      if tree.kind(at) == .leftBrace {
        switch tree.role(ofBlock: at) {
        case .declarationBody: return false
        case .closure(let callee?, let label, _):
          let isPresentation = tree.token(callee, is: "sheet") || tree.token(callee, is: "fullScreenCover") || tree.token(callee, is: "popover")
          if isPresentation && tree.kind(callee - 1) == .period && (label.map { tree.token($0, is: "content") } ?? true) { return true }
        default: break
        }
      }
      open = tree.enclosingBracket(of: at)
    }
    return false
  }

  /// Whether `value` is a call of a static member of the parameter's type (`.pool(name)`):
  /// for an object parameter, a factory of that type (`.shared` is no call).
  private func isImplicitMemberCall(_ value: Range<Int>) -> Bool {
    tree.kind(value.lowerBound) == .period && tree.kind(value.lowerBound + 1) == .identifier
      && tree.kind(value.lowerBound + 2) == .leftParen && tree.closingBracket(of: value.lowerBound + 2) == value.upperBound - 1
  }

  /// Whether the call that ends `value` is named like a factory: `make…`, `create…`,
  /// `build…`, `new…` (the name, or its first word).
  ///
  /// A function of this file whose body only returns a construction
  /// (`func detailViewModel() -> Detail.ViewModel { .init(network: selection!) }`) is a
  /// factory whatever its name (review41 P7).
  private func isFactoryCall(_ value: Range<Int>) -> Bool {
    let close = value.upperBound - 1
    guard let open = tree.kind(close - 1) == .leftParen ? close - 1 : tree.enclosingBracket(of: close - 1),
      tree.kind(open) == .leftParen, open > value.lowerBound, tree.kind(open - 1) == .identifier
    else { return false }
    let name = tree.nameText(open - 1).utf8
    for prefix in ["make", "create", "build", "new"] where name.starts(with: prefix.utf8) {
      guard let next = name.dropFirst(prefix.utf8.count).first else { return true }
      return next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")
    }
    return returnsConstructionOnly(named: open - 1)
  }

  /// Whether a function of this file named like token `callee` has a body that is one
  /// construction, with or without `return` (`{ .init(…) }`, `{ return Model(…) }`).
  private func returnsConstructionOnly(named callee: Int) -> Bool {
    TypeFacts.hasFunctionBody(namedLike: callee, in: tree) { body in
      var start = body.lowerBound
      if tree.isKeyword(start, .`return`) { start += 1 }
      return start < body.upperBound && TypeFacts.isFixedValue(start..<body.upperBound, in: tree)
        && Self.isConstructionOrCall(start..<body.upperBound, in: tree)
    }
  }

  /// The name tokens of the properties struct `type`'s initializers assign a construction
  /// (unconditionally, not through the wrapper's storage), found once per struct.
  private mutating func freshProperties(of type: Int) -> [Int] {
    if let known = assignedFresh.first(where: { $0.type == type }) { return known.names }
    let declarations = tree.declarations
    var names: [Int] = []
    var index = type + 1
    while index < declarations.count && declarations[index].firstToken <= declarations[type].lastToken {
      // A plain stored property declared with a new object (`var pins = Pins()`): a new
      // one with every value of the struct, as one its `init` assigns (review45 P5e).
      if declarations[index].parent == type, declarations[index].kind == .variable || declarations[index].kind == .constant,
        let name = declarations[index].nameToken, !declarations[index].initializerTokens.isEmpty,
        tree.attributes(of: declarations[index]).isEmpty, !tree.isTypeLevel(declarations[index]),
        TypeFacts.isFixedValue(declarations[index].initializerTokens, in: tree),
        Self.isConstructionOrCall(declarations[index].initializerTokens, in: tree)
      {
        names.append(name)
      }
      if declarations[index].kind == .initializer && declarations[index].parent == type {
        for assignment in tree.assignments(inInitializer: index) where !assignment.isThroughStorage && !assignment.isConditional {
          if TypeFacts.isFixedValue(assignment.value, in: tree) && Self.isConstructionOrCall(assignment.value, in: tree) {
            names.append(assignment.nameToken)
          }
        }
      }
      index += 1
    }
    assignedFresh.append((type, names))
    return names
  }

  /// `Model(…)`, `Model.init(…)`, `.init(…)`, `factory.make(…)`, `makeModel()`, after any
  /// `try`/`await`, with trailing closures: the whole range is one call.
  static func isConstructionOrCall(_ value: Range<Int>, in tree: SyntaxTree) -> Bool {
    var k = TypeFacts.afterTryAndAwait(value, in: tree)
    if tree.kind(k) == .period { k += 1 }
    guard tree.kind(k) == .identifier || tree.keyword(k) == .`init` || tree.keyword(k) == .`self` else { return false }
    k += 1
    while tree.kind(k) == .period && (tree.kind(k + 1) == .identifier || tree.keyword(k + 1) == .`init`) { k += 2 }
    let callee = k
    if tree.kind(k) == .leftParen, !tree.isAtStartOfLine(k), let close = tree.closingBracket(of: k) { k = close + 1 }
    while k < value.upperBound && tree.kind(k) == .leftBrace, let end = tree.closingBracket(of: k) { k = end + 1 }
    return k > callee && k == value.upperBound
  }
}
