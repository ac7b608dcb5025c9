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
    let isSelf = value.count == 3 && tree.isKeyword(value.lowerBound, .`self`) && tree.kind(value.lowerBound + 1) == .period
    guard value.count == 1 || isSelf else { return false }
    let name = value.upperBound - 1
    guard tree.kind(name) == .identifier else { return false }
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
    if tokens.count == 3, tree.isKeyword(tokens.lowerBound, .`self`), tree.kind(tokens.lowerBound + 1) == .period {
      tokens = (tokens.lowerBound + 2)..<tokens.upperBound
    }
    return tokens.count == 1 && tree.kind(tokens.lowerBound) == .identifier && tree.sameText(tokens.lowerBound, name)
  }
}
