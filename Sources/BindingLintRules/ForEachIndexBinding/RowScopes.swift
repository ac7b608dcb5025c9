import BindingLintSyntax

/// Where a `ForEach`'s rows build their bindings: the row closure, and the bodies of the
/// type's own methods the row calls with its position (`stepCard(at: index)`, which calls
/// `stepSettings(at: index)`), up to two calls deep, each with the parameter that holds
/// the position. A row that hands its index to a helper binds `store.steps[index]` there,
/// and traps the same way when a step is deleted (review65: two workflow editors).
struct RowScope {
  /// The `{` of the closure or method body.
  let open: Int
  /// The tokens naming the position there (a closure's own parameters, or the one method
  /// parameter the position is passed to); empty for a closure without a signature.
  let parameters: [Int]
}

enum RowScopes {
  static let depthLimit = 2

  /// The row closure at `content`, then the methods it reaches with the position.
  static func scopes(ofRow content: Int, in tree: SyntaxTree) -> [RowScope] {
    var scopes = [RowScope(open: content, parameters: tree.rowParameters(ofClosure: content))]
    guard let type = tree.typeDeclaration(holding: content) else { return scopes }
    var visited: Set<Int> = []
    var frontier = [scopes[0]]
    for _ in 0..<depthLimit {
      var next: [RowScope] = []
      for scope in frontier {
        for helper in helpers(calledFrom: scope, ofType: type, in: tree) where visited.insert(helper.open).inserted {
          next.append(helper)
        }
      }
      scopes += next
      frontier = next
    }
    return scopes
  }

  /// The methods of `type` (in its declaration in this file) that `scope` calls passing its
  /// position as a whole argument (`card(at: index)`, `card(index)`), with the parameter
  /// that receives it.
  private static func helpers(calledFrom scope: RowScope, ofType type: Int, in tree: SyntaxTree) -> [RowScope] {
    var found: [RowScope] = []
    for k in tree.interior(of: scope.open) where tree.kind(k) == .identifier && tree.kind(k + 1) == .leftParen {
      // `helper(…)` or `self.helper(…)`, not a member of another value.
      guard tree.kind(k - 1) != .period || (tree.isKeyword(k - 2, .`self`) && tree.kind(k - 3) != .period),
        let call = tree.call(at: k)
      else { continue }
      for (position, argument) in call.arguments.enumerated() {
        guard argument.valueEnd == argument.valueStart + 1, holdsPosition(argument.valueStart, in: scope, tree: tree) else { continue }
        // Overloads (`card(for id:)` beside `card(at index:)`): the one whose parameter
        // takes this argument.
        for method in methods(named: k, in: type, tree: tree) {
          guard let body = tree.declarations[method].body, let parameter = parameter(of: method, receiving: argument, at: position, in: tree)
          else { continue }
          found.append(RowScope(open: body, parameters: [parameter]))
        }
      }
    }
    return found
  }

  /// Whether token `k` names the scope's position: one of its parameters, or `$0`/`$1` in
  /// a closure without a signature.
  private static func holdsPosition(_ k: Int, in scope: RowScope, tree: SyntaxTree) -> Bool {
    if scope.parameters.isEmpty { return tree.token(k, is: "$0") || tree.token(k, is: "$1") }
    return scope.parameters.contains { tree.sameText($0, k) }
  }

  /// The functions named like token `callee` declared in `type` or in an extension of it
  /// in this file.
  private static func methods(named callee: Int, in type: Int, tree: SyntaxTree) -> [Int] {
    let name = tree.nameText(callee)
    let typeName = tree.qualifiedName(of: type)
    return tree.declarations.indices.filter { index in
      let declaration = tree.declarations[index]
      guard declaration.kind == .function, let parent = declaration.parent, tree.name(of: declaration) == name else { return false }
      return parent == type || (tree.declarations[parent].kind == .extension && tree.qualifiedName(of: parent) == typeName)
    }
  }

  /// The internal name token of the parameter of `method` that `argument` (at `position`
  /// among the call's arguments) is passed to: matched by label, or by position when
  /// neither has one.
  private static func parameter(of method: Int, receiving argument: Argument, at position: Int, in tree: SyntaxTree) -> Int? {
    let parameters = tree.parameterNames(of: tree.declarations[method])
    if let label = argument.label {
      return parameters.first { tree.kind($0.external) == .identifier && tree.sameText($0.external, label) }?.token
    }
    guard position < parameters.count else { return nil }
    let candidate = parameters[position]
    // `_ index: Int`: the external name is `_`.
    return tree.keyword(candidate.external) == .wildcard ? candidate.token : nil
  }
}
