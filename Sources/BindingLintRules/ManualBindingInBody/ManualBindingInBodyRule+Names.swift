import BindingLintSyntax
import BindingLintIndex

/// The names a closure binding of `manual_binding_in_body` reads, and what else they may
/// mean where it stands: a local holding the binding, a member's parameter, a pattern or
/// `let` earlier in the member, an `@Bindable` rebinding.
extension ManualBindingInBodyRule {
  /// The name of the local (`let x = Binding(…)` inside a member) whose initializer is
  /// exactly `binding`; nil when the binding stands anywhere else.
  func localHolding(_ binding: ManualBinding, in tree: SyntaxTree) -> String? {
    guard let holder = tree.declaration(containing: binding.firstToken) else { return nil }
    let declaration = tree.declarations[holder]
    guard declaration.kind == .variable || declaration.kind == .constant,
      declaration.parent.map({ !tree.declarations[$0].kind.isTypeLike }) ?? false,
      declaration.initializerTokens.first == binding.firstToken, declaration.initializerTokens.last == binding.lastToken
    else { return nil }
    return tree.name(of: declaration)
  }

  /// The type a stored property holds, as a mention the index can judge: `let model:
  /// Model`, `@Environment(Model.self) var model`, `var model = Model()`, and the object a
  /// projecting wrapper holds (`@EnvironmentObject var prefs: Prefs`).
  func storedReferenceMention(_ index: Int, in tree: SyntaxTree, project: String?) -> ReferenceTypeMention? {
    let declaration = tree.declarations[index]
    var type = tree.plainTypeName(in: declaration.typeTokens)
    if type == nil, let environment = tree.attribute(named: "Environment", on: declaration), let open = environment.argumentsOpen,
      let close = tree.closingBracket(of: open), close > open + 3, tree.token(close - 1, is: "self"), tree.kind(close - 2) == .period
    {
      type = tree.plainTypeName(in: (open + 1)..<(close - 2))
    }
    if type == nil { type = tree.constructedTypeName(in: declaration.initializerTokens) }
    guard let type, !type.isOptional else { return nil }
    return tree.referenceTypeMention(type, at: index, project: project)
  }

  /// A pass-through (`{ viewModel.draft }` / `{ viewModel.draft = $0 }`) through a member
  /// of a parameter of the render member holding the binding, and the parameter's declared
  /// type (a plain, non-optional name): nil for anything else, or when a closure parameter
  /// or a local of the same name stands between.
  func parameterRoot(
    of binding: ManualBinding, parameters: [Int], memberBody: Int?, shapes: BindingShapes, tree: SyntaxTree
  ) -> (path: ClosureReading.Path, type: SyntaxTree.PlainTypeName)? {
    guard !parameters.isEmpty,
      case .passThrough(let path) = shapes.shape(of: binding, isLocal: { isShadowed($0, from: memberBody, before: binding.firstToken, in: tree) }),
      path.names.count > 1, let parameter = parameters.first(where: { tree.nameText($0) == path.names[0] }),
      tree.kind(parameter + 1) == .colon,
      // `self.model.x` is the view's property, not the parameter `model`.
      tree.kind(path.first - 1) != .period,
      // A nested function's own parameter of the same name is another value.
      let member = tree.declaration(containing: parameter), tree.declaration(containing: binding.firstToken) == member,
      let memberBody, !bindsPattern(named: path.first, from: memberBody, before: binding.firstToken, in: tree)
    else { return nil }
    // The type runs to the `,`, `=` or `)` that ends the parameter.
    var end = parameter + 2
    while end < tree.tokenCount, tree.kind(end) != .comma, tree.kind(end) != .rightParen, !tree.isOperator(end, UInt8(ascii: "=")) {
      end = tree.step(over: end)
    }
    guard let type = tree.plainTypeName(in: (parameter + 2)..<end), !type.isOptional else { return nil }
    return (path, type)
  }

  /// Whether a pattern before `binding` in the member binds a name spelled like `token`
  /// (`if case let .note(model) = …`, `case .some(let model)`, `guard case let … model`):
  /// the name spelled after `case` and `let`/`var` on one line is that pattern's value.
  func bindsPattern(named token: Int, from memberBody: Int, before binding: Int, in tree: SyntaxTree) -> Bool {
    var sawCase = false
    var sawBinder = false
    for k in memberBody..<binding {
      if tree.isAtStartOfLine(k) {
        sawCase = false
        sawBinder = false
      }
      if tree.keyword(k) == .`case` { sawCase = true }
      if sawCase, tree.keyword(k) == .`let` || tree.keyword(k) == .`var` { sawBinder = true }
      if sawCase, sawBinder, tree.kind(k) == .identifier, tree.kind(k - 1) != .period, tree.kind(k + 1) != .period, tree.sameText(k, token) {
        return true
      }
    }
    return false
  }

  /// Whether the name at `token` is declared locally — a parameter of a closure around the
  /// binding, or a `let`/`var` (also `if let`, `for … in`) earlier in the member — so a path
  /// that starts with it is no property of the view.
  func isShadowed(_ token: Int, from memberBody: Int?, before binding: Int, in tree: SyntaxTree) -> Bool {
    var open = tree.enclosingBracket(of: binding)
    while let at = open, at != memberBody {
      if tree.kind(at) == .leftBrace, let inKeyword = tree.closureInKeyword(at),
        (at + 1..<inKeyword).contains(where: { tree.kind($0) == .identifier && tree.sameText($0, token) })
      {
        return true
      }
      open = tree.enclosingBracket(of: at)
    }
    guard let memberBody else { return false }
    for k in memberBody..<binding where tree.kind(k) == .identifier && tree.sameText(k, token) {
      // `@Bindable var model = model`: the same object, with bindings (review50 m1d).
      if isBindableRebinding(k, in: tree) { continue }
      let before = tree.keyword(k - 1)
      if before == .`let` || before == .`var` || before == .`for` || tree.isKeyword(k + 1, .`in`) { return true }
    }
    return false
  }

  /// Whether the member re-binds the name at `token` as `@Bindable var name = name` before
  /// `binding`.
  func rebindsAsBindable(_ token: Int, from memberBody: Int?, before binding: Int, in tree: SyntaxTree) -> Bool {
    guard let memberBody else { return false }
    return (memberBody..<binding).contains { tree.kind($0) == .identifier && tree.sameText($0, token) && isBindableRebinding($0, in: tree) }
  }

  /// Whether the name at `k` is declared `@Bindable var name = name` (or `self.name`): a
  /// local that re-binds the property to project its members, not another value.
  func isBindableRebinding(_ k: Int, in tree: SyntaxTree) -> Bool {
    guard tree.isKeyword(k - 1, .`var`), tree.token(k - 2, is: "Bindable"), tree.kind(k - 3) == .at,
      tree.isOperator(k + 1, UInt8(ascii: "=")), tree.length(k + 1) == 1
    else { return false }
    let value = tree.isKeyword(k + 2, .`self`) && tree.kind(k + 3) == .period ? k + 4 : k + 2
    return tree.kind(value) == .identifier && tree.sameText(value, k) && tree.kind(value + 1) != .period && tree.kind(value + 1) != .leftParen
  }
}
