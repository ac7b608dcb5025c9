import BindingLintSyntax

/// How `referenceUsage(of:…)` reads one access to the object: the chain of members,
/// subscripts and calls after it, whether it writes, calls or reads, and where it sits (a
/// binding's getter or setter, an action closure that closes the screen after it).
extension SyntaxTree {
  /// The one property of what the member at token `member` holds where the chain after it
  /// ends, reached through subscripts, `first`/`last`, optional chaining and calls
  /// (`isOn` in `.first { … }?.isOn`, `name` in `[i].name`): a binding that ends there writes
  /// that property of one element, not the member. Nil for `[i]` alone, `.first!` or a
  /// second property (`[i].schedule.isOn`, whose object may be another kind).
  func propertyProjectedInside(after member: Int) -> String? {
    var j = member + 1
    var properties: [String] = []
    while j < tokenCount {
      if (isOperator(j, UInt8(ascii: "?")) || isOperator(j, UInt8(ascii: "!"))) && !hasLeadingTrivia(j) {
        j += 1
      } else if kind(j) == .leftBracket && !hasLeadingTrivia(j), let close = closingBracket(of: j) {
        j = close + 1
      } else if kind(j) == .period && kind(j + 1) == .identifier {
        let name = Self.unescaped(text(j + 1))
        // `if let b = $x.items.first?.isOn {`: the brace is the statement's body, no closure.
        let bodyFollows = kind(j + 2) == .leftBrace && role(ofBlock: j + 2) == .controlFlow
        if isCalled(j + 1) && !bodyFollows {
          j += 2
          if kind(j) == .leftParen, let close = closingBracket(of: j) { j = close + 1 }
          while kind(j) == .leftBrace, let close = closingBracket(of: j) { j = close + 1 }
        } else if name == "first" || name == "last" {
          j += 2
        } else if Self.bindingAPI.contains(name) {
          return nil
        } else {
          properties.append(name)
          j += 2
        }
      } else {
        break
      }
    }
    return properties.count == 1 ? properties[0] : nil
  }

  /// Classifies the access chain that starts after token `first` (the reference, or its
  /// `wrappedValue`): a write, a mutating call, or a read.
  func recordAccess(from first: Int, reference: Int, into usage: inout ReferenceUsage, renderPath: inout OutwardWalk<Bool>) {
    // `&x.rows`, `&self.x.rows`: handed `inout` to a function that may change it (probe85b N1).
    let head = kind(reference - 1) == .period && isKeyword(reference - 2, .`self`) ? reference - 2 : reference
    if isOperator(head - 1, UInt8(ascii: "&")) { usage.usesObjectWhole = true }
    guard let member = memberAfter(first) else {
      if isOperator(first + 1, UInt8(ascii: "=")) {
        // `var x = C()` declares the property; `x = other` outside an initializer replaces it.
        let declares = kind(reference - 1) == .keyword && (keyword(reference - 1) == .`var` || keyword(reference - 1) == .`let`)
        if !declares && !isInsideInitializer(reference) { usage.isReassigned = true }
      } else {
        usage.usesObjectWhole = true
        if isInRenderPath(reference, walk: &renderPath) { usage.isReferencedInRender = true }
      }
      return
    }
    usage.accessedMemberTokens.append(member.token)
    // Walk the rest of the chain: `.a?.b[0]!.c`.
    var j = member.token + 1
    var last = member.token
    while j < tokenCount {
      if (isOperator(j, UInt8(ascii: "?")) || isOperator(j, UInt8(ascii: "!"))) && !hasLeadingTrivia(j) {
        j += 1
      } else if kind(j) == .period && (kind(j + 1) == .identifier || kind(j + 1) == .keyword) {
        last = j + 1
        j += 2
      } else if kind(j) == .leftBracket && !hasLeadingTrivia(j), let close = closingBracket(of: j) {
        j = close + 1
      } else {
        break
      }
    }
    if (kind(j) == .leftParen && !hasLeadingTrivia(j)) || (kind(j) == .leftBrace && role(ofBlock: j) != .controlFlow) {
      usage.callsThroughObject = true
    }
    let side = manualBindingSide(of: reference)
    if isAssignmentOperator(j) || (kind(j) == .leftParen && last > member.token && token(last, is: "toggle")) {
      let closure = statementClosure(of: reference)
      if isAssignmentOperator(j), let closure { usage.assigningClosures.insert(closure) }
      // A callback handed to another call that is no event (`Field(found: { box.value = $0 })`)
      // fills a box for later: a handle captured, not an edit the view shows (review35 P4,
      // review36 P4). Button actions, `on…` handlers and binding setters are edits.
      let isCallback = closure.map { closure in
        guard side == nil, case .closure(let callee, let label, let isTrailing) = role(ofBlock: closure) else { return false }
        return !isEventClosure(open: closure, callee: callee, label: label, isTrailing: isTrailing)
      } ?? false
      // An action that closes the screen after the edit (`token.name = name; save(); dismiss()`)
      // writes what the view never shows again (review69 A19: a Save button).
      let isFinalEdit = side == nil && closure.map { dismissesAfter(j, in: $0) } ?? false
      if !isCallback && !isFinalEdit { usage.writtenMembers.insert(member.name) }
      if side == .setter { usage.boundSetMembers.insert(member.name) }
    } else if kind(j) == .leftParen && !hasLeadingTrivia(j) && last == member.token
      && Self.mutatingMethodPrefixes.contains(where: { member.name.hasPrefix($0) }) {
      usage.callsMutatingMethod = true
    } else if side == .getter {
      usage.boundGetMembers.insert(member.name)
    } else if isInRenderPath(reference, walk: &renderPath) {
      if let closure = innermostClosure(of: reference) {
        usage.renderedInClosures[closure, default: []].insert(member.name)
      } else {
        usage.renderedOutsideClosures.insert(member.name)
      }
    }
  }

  /// Whether closure `closure` calls `dismiss()` (also `self.dismiss()`,
  /// `presentationMode.wrappedValue.dismiss()`) as one of its own statements after token
  /// `k`, not in a branch or a nested closure: the screen goes away after what comes before.
  func dismissesAfter(_ k: Int, in closure: Int) -> Bool {
    guard let close = closingBracket(of: closure), k < close else { return false }
    for t in (k + 1)..<close where kind(t) == .identifier && token(t, is: "dismiss") && kind(t + 1) == .leftParen && kind(t + 2) == .rightParen {
      if enclosingBracket(of: t) == closure { return true }
    }
    return false
  }

  /// The closure whose statement token `k` starts (through `if`/`for`/… blocks only): the
  /// closure an assignment at `k` is a statement of; nil for one nested in an expression.
  func statementClosure(of k: Int) -> Int? {
    var open = enclosingBracket(of: k)
    while let at = open, kind(at) == .leftBrace {
      switch role(ofBlock: at) {
      case .closure: return at
      case .controlFlow: open = enclosingBracket(of: at)
      default: return nil
      }
    }
    return nil
  }

  /// The innermost closure around token `k`, out through parentheses and control flow;
  /// nil when a declaration's body comes first.
  func innermostClosure(of k: Int) -> Int? {
    var open = enclosingBracket(of: k)
    while let at = open {
      if kind(at) == .leftBrace {
        switch role(ofBlock: at) {
        case .closure: return at
        case .controlFlow: break
        default: return nil
        }
      }
      open = enclosingBracket(of: at)
    }
    return nil
  }

  enum ManualBindingSide {
    case getter, setter
  }

  /// Whether token `k` sits directly in the `get:` or `set:` closure of a
  /// `Binding(get:set:)` (`Binding { … } set: { … }` too).
  func manualBindingSide(of k: Int) -> ManualBindingSide? {
    var open = enclosingBracket(of: k)
    while let at = open, kind(at) != .leftBrace { open = enclosingBracket(of: at) }
    guard let open, case .closure(let callee?, let label, let isTrailing) = role(ofBlock: open),
      manualBinding(at: callee) != nil
    else { return nil }
    if let label {
      if token(label, is: "get") { return .getter }
      if token(label, is: "set") { return .setter }
      return nil
    }
    return isTrailing ? .getter : nil
  }
}
