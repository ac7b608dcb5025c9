import BindingLintSyntax

/// Reading a presentation modifier (`.alert`, `.sheet`, `.confirmationDialog`, …) driven by
/// `isPresented:`: the manual binding it is given (inline or through a property or function
/// of the view), the optional its getter compares with `nil`, the alert's actions closure
/// and whether it holds a text field. `optional_alert_textfield` and
/// `optional_presentation_binding` both read presentations through here, so they agree on
/// which construct is which (one construct, one finding).
struct Presentations {
  let tree: SyntaxTree
  let lookup: DeclarationLookup

  /// `{` of an alert's actions: the `actions:` argument, the first trailing closure, or a
  /// labelled `actions:` trailing closure.
  func actionsClosure(of call: Call) -> Int? {
    if let actions = call.argument(labeled: "actions", in: tree), tree.kind(actions.valueStart) == .leftBrace {
      return actions.valueStart
    }
    return call.trailingClosures.first(where: { $0.label.map { tree.token($0, is: "actions") } ?? true })?.open
  }

  /// `TextField` or `SecureField` anywhere in the actions closure at `open`.
  func textField(inClosure open: Int) -> String? {
    for k in tree.interior(of: open) where tree.kind(k) == .identifier {
      if tree.token(k, is: "TextField") { return "TextField" }
      if tree.token(k, is: "SecureField") { return "SecureField" }
    }
    return nil
  }

  /// The manual binding an `isPresented:` value is, or names; `presenter` is the modifier's
  /// name token.
  func presentingBinding(_ value: Argument, presenter: Int) -> ManualBinding? {
    var start = value.valueStart
    if tree.kind(start) == .period { start += 1 }
    if tree.token(start, is: "SwiftUI") && tree.kind(start + 1) == .period { start += 2 }
    if let binding = tree.manualBinding(at: start) {
      return binding.lastToken == value.valueEnd - 1 ? binding : nil
    }
    // `showingRename`, `self.showingRename`, `binding(for: item)`.
    var name = value.valueStart
    if tree.keyword(name) == .`self` && tree.kind(name + 1) == .period { name += 2 }
    guard tree.kind(name) == .identifier else { return nil }
    let isWholeValue = name == value.valueEnd - 1
      || (tree.kind(name + 1) == .leftParen && tree.closingBracket(of: name + 1) == value.valueEnd - 1)
    guard isWholeValue, let declaration = providerDeclaration(named: name, presenter: presenter) else { return nil }
    var k = declaration.firstToken
    while k <= declaration.lastToken && k < tree.tokenCount {
      if let binding = tree.manualBinding(at: k) { return binding }
      k += 1
    }
    return nil
  }

  /// A property, function or local constant named like token `name`, declared in the
  /// presenter's type (any extension of it in this file) or earlier in its member.
  private func providerDeclaration(named name: Int, presenter: Int) -> Declaration? {
    guard var member = tree.declaration(containing: presenter) else { return nil }
    while let parent = tree.declarations[member].parent, !tree.declarations[parent].kind.isTypeLike {
      member = parent
    }
    let memberDeclaration = tree.declarations[member]
    // The first in source order of: a local before the presenter, a member of the same type.
    var found: Int?
    let named = lookup.values(named: name)
    // Skip the same-named declarations before the member, without looking at each.
    var low = 0
    var high = named.count
    while low < high {
      let mid = (low + high) / 2
      if tree.declarations[named[mid]].firstToken <= memberDeclaration.firstToken { low = mid + 1 } else { high = mid }
    }
    for candidate in named[low...] {
      let declaration = tree.declarations[candidate]
      if declaration.firstToken >= presenter { break }
      if declaration.firstToken > memberDeclaration.firstToken && declaration.lastToken < presenter {
        found = candidate
        break
      }
    }
    if let parent = memberDeclaration.parent, let first = lookup.valueMembers(ofType: tree.qualifiedName(of: parent), named: name).first {
      found = min(found ?? first, first)
    }
    return found.map { tree.declarations[$0] }
  }

  /// The optional the getter compares with `nil` (`x != nil`, `nil != self.x`), provided
  /// the setter can clear it (it mentions `nil` or the optional's name).
  func nilTestedOptional(_ binding: ManualBinding) -> (text: String, nameToken: Int)? {
    guard let getter = binding.getterOpen else { return nil }
    for k in tree.interior(of: getter) where tree.kind(k) == .operator && tree.token(k, is: "!=") {
      var range: (Int, Int)?
      if tree.keyword(k + 1) == .`nil` {
        range = operandBefore(k)
      } else if tree.keyword(k - 1) == .`nil` {
        range = operandAfter(k)
      }
      guard let (first, last) = range, first <= last else { continue }
      var text = tree.text(from: first, through: last)
      if text.hasPrefix("self.") { text.removeFirst(5) }
      var nameToken = last
      while nameToken > first && tree.kind(nameToken) != .identifier { nameToken -= 1 }
      guard tree.kind(nameToken) == .identifier, setterMayClear(binding, nameToken: nameToken) else { continue }
      return (text, nameToken)
    }
    return nil
  }

  /// `a.b?.c`, `self.x`, `items[i]`, `model.item(for: id)` ending just before `op`.
  private func operandBefore(_ op: Int) -> (Int, Int)? {
    var s = op - 1
    var first = op
    while tree.isInFile(s) {
      let kind = tree.kind(s)
      if kind == .rightParen || kind == .rightBracket {
        guard let open = tree.openingBracket(of: s) else { break }
        s = open - 1
        continue
      }
      if kind == .operator && tree.isPostfixOperator(s) { s -= 1; continue }
      guard kind == .identifier || tree.keyword(s) == .`self` else { break }
      first = s
      guard tree.kind(s - 1) == .period else { break }
      s -= 2
    }
    return first < op ? (first, op - 1) : nil
  }

  private func operandAfter(_ op: Int) -> (Int, Int)? {
    var s = op + 1
    guard tree.kind(s) == .identifier || tree.keyword(s) == .`self` else { return nil }
    var last = s
    s += 1
    while s < tree.tokenCount {
      let kind = tree.kind(s)
      if kind == .period && tree.kind(s + 1) == .identifier { last = s + 1; s += 2; continue }
      if (kind == .leftParen || kind == .leftBracket) && !tree.hasLeadingTrivia(s), let close = tree.closingBracket(of: s) {
        last = close; s = last + 1; continue
      }
      if kind == .operator && tree.isPostfixOperator(s) { last = s; s += 1; continue }
      break
    }
    return (op + 1, last)
  }

  /// Whether the setter can be what clears the optional: it assigns `nil`, names the
  /// optional, or calls something (`model.dismissPopup()`) that may. An empty setter
  /// (`set: { _ in }`) or a plain flag assignment (`set: { showAlert = $0 }` next to a
  /// getter `showAlert && item != nil`) cannot. A setter that is not a closure literal is
  /// assumed to clear it.
  private func setterMayClear(_ binding: ManualBinding, nameToken: Int) -> Bool {
    guard let setter = binding.setterOpen else { return true }
    let body = tree.interior(of: setter)
    let start = (tree.closureInKeyword(setter) ?? setter) + 1
    for k in start..<max(start, body.upperBound) {
      if tree.keyword(k) == .`nil` { return true }
      if tree.kind(k) == .identifier {
        if tree.sameText(k, nameToken) { return true }
        if tree.kind(k + 1) == .leftParen && !tree.hasLeadingTrivia(k + 1) { return true }
      }
    }
    return false
  }
}
