import BindingLintSyntax

/// Whether the view an argument is passed to gets a new identity whenever the argument
/// changes, so that it never holds an earlier value: what `state_passed_by_parent` asks
/// before it says a later value is ignored.
extension CallContext {
  /// Whether `value` is the one name (`isList`, `self.isList`) that the condition of an
  /// `if` around the call is made of (`if isList { … } else { … }`, `if !isList`): each
  /// branch builds its own views, so a view in one of them only ever sees one value, and a
  /// change builds the other branch's views anew (review56 P4: rows laid out in a `VStack`
  /// or a grid by a list/grid toggle they are also handed).
  func isBranchCondition(_ value: Range<Int>) -> Bool {
    guard let (name, _) = plainName(value) else { return false }
    var open = tree.enclosingBracket(of: name)
    var steps = 0
    while let at = open, steps < 64 {
      steps += 1
      defer { open = tree.enclosingBracket(of: at) }
      guard tree.kind(at) == .leftBrace else { continue }
      switch tree.role(ofBlock: at) {
      case .declarationBody, .accessor, .freeClosure: return false
      case .controlFlow:
        if let condition = ifCondition(ofBranch: at), isCondition(condition, readingOnly: name) { return true }
      default: continue
      }
    }
    return false
  }

  /// The condition tokens of the `if` whose branch opens at `brace`: `if c {` and, for
  /// `} else {`, the `if` that `else` ends. Nil for other control flow (`else if` chains
  /// included: a later branch's condition is not the whole choice).
  private func ifCondition(ofBranch brace: Int) -> Range<Int>? {
    var opening = brace
    if tree.isKeyword(brace - 1, .`else`) {
      guard tree.kind(brace - 2) == .rightBrace, let previous = tree.openingBracket(of: brace - 2) else { return nil }
      opening = previous
    }
    // Back from the brace to the `if` of this branch, over the condition's tokens.
    var k = opening - 1
    var steps = 0
    while k > 0 && steps < 12 {
      if tree.isKeyword(k, .`if`) {
        guard !tree.isKeyword(k - 1, .`else`) else { return nil }
        return (k + 1)..<opening
      }
      guard tree.kind(k) == .identifier || tree.kind(k) == .period || tree.isOperator(k, UInt8(ascii: "!")) || tree.isKeyword(k, .`self`)
      else { return nil }
      k -= 1
      steps += 1
    }
    return nil
  }

  /// Whether `condition` is `x`, `!x`, `self.x` or `!self.x` for the name token `name`.
  private func isCondition(_ condition: Range<Int>, readingOnly name: Int) -> Bool {
    var tokens = condition
    if tree.isOperator(tokens.lowerBound, UInt8(ascii: "!")) { tokens = (tokens.lowerBound + 1)..<tokens.upperBound }
    return plainName(tokens).map { tree.sameText($0.name, name) } ?? false
  }

  /// Whether `value` is a property of the caller's struct (`vm` bound by `if let vm =
  /// homeModel` counts as `homeModel`) that every method of the struct assigning it also
  /// gives a new `K`, where the struct's views carry `.id(K)`: the replacement comes with a
  /// new identity for the views around the call, whose state starts again from the new
  /// value (review56 P2: a window that rebuilds its view models and resets its split
  /// view's `.id` in one method). Initializers seed, and do not count.
  mutating func isResetWithIdentity(_ value: Range<Int>) -> Bool {
    guard let (name, isSelf) = plainName(value) else { return false }
    // Most files key no view by a property: one scan of the file answers for all its calls.
    if identityKeys == nil { identityKeys = Self.identityKeys(in: tree) }
    guard let fileKeys = identityKeys, !fileKeys.isEmpty, let type = tree.typeDeclaration(holding: name),
      tree.declarations[type].kind == .struct, let body = tree.declarations[type].body, let close = tree.closingBracket(of: body)
    else { return false }
    let keys = fileKeys.filter { body < $0 && $0 < close }
    guard !keys.isEmpty else { return false }
    let root = isSelf ? name : boundProperty(of: name) ?? name
    var isAssigned = false
    // The `=` before the text: a struct's body is thousands of names, few of them assigned.
    for k in (body + 1)..<close where tree.kind(k) == .identifier && tree.isOperator(k + 1, UInt8(ascii: "=")) && tree.sameText(k, root) {
      // Not the property's own declaration (`var model = Model()`), nor another value's member.
      guard tree.keyword(k - 1) != .`var` && tree.keyword(k - 1) != .`let`, !tree.isMemberOfOtherValue(k) else { continue }
      guard let method = enclosingMethod(of: k) else { return false }
      if tree.declarations[method].kind == .initializer { continue }
      isAssigned = true
      let range = tree.declarations[method].firstToken..<(tree.declarations[method].lastToken + 1)
      let resetsKey = range.contains { t in
        tree.kind(t) == .identifier && tree.isOperator(t + 1, UInt8(ascii: "=")) && keys.contains { tree.sameText($0, t) }
      }
      guard resetsKey else { return false }
    }
    return isAssigned
  }

  /// The function or initializer holding token `k`, out through local closures.
  private func enclosingMethod(of k: Int) -> Int? {
    var current = tree.declaration(containing: k)
    while let at = current {
      let kind = tree.declarations[at].kind
      if kind == .function || kind == .initializer { return at }
      if kind.isTypeLike { return nil }
      current = tree.declarations[at].parent
    }
    return nil
  }

  /// The property `P` a local `name` was bound to in its member (`if let name = P`,
  /// `guard let name = self.P`, `let name = P`), the nearest binding before `name`.
  private func boundProperty(of name: Int) -> Int? {
    guard let member = tree.declaration(containing: name) else { return nil }
    var k = name - 1
    while k > tree.declarations[member].firstToken {
      defer { k -= 1 }
      guard tree.kind(k) == .identifier, tree.sameText(k, name), tree.keyword(k - 1) == .`let` || tree.keyword(k - 1) == .`var`,
        tree.isOperator(k + 1, UInt8(ascii: "="))
      else { continue }
      var value = k + 2
      if tree.isKeyword(value, .`self`) && tree.kind(value + 1) == .period { value += 2 }
      guard tree.kind(value) == .identifier else { return nil }
      let next = tree.kind(value + 1)
      return next == .leftBrace || next == .comma || tree.isKeyword(value + 1, .`else`) || tree.isAtStartOfLine(value + 1) ? value : nil
    }
    return nil
  }

  /// The `K` tokens of `.id(K)` and `.id(self.K)` in `tree` (written `.id(` with no space,
  /// as it is everywhere): found from the bytes, then read as tokens, so a match in a
  /// comment or a string is no key.
  static func identityKeys(in tree: SyntaxTree) -> [Int] {
    var keys: [Int] = []
    for offset in tree.source.offsets(of: ".id(") {
      guard let k = tree.tokenIndex(startingAt: offset + 1), tree.kind(k) == .identifier, tree.token(k, is: "id"),
        tree.kind(k - 1) == .period, tree.kind(k + 1) == .leftParen, let close = tree.closingBracket(of: k + 1)
      else { continue }
      var key = k + 2
      if tree.isKeyword(key, .`self`) && tree.kind(key + 1) == .period { key += 2 }
      if key + 1 == close && tree.kind(key) == .identifier { keys.append(key) }
    }
    return keys
  }
}
