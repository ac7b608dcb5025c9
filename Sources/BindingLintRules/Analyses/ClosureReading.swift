import BindingLintSyntax

/// Reading the small closures of a hand-built binding: the body after its `x in` signature,
/// the dotted path a getter returns or a setter assigns, the call a setter makes, whether it
/// ignores its input. Only simple shapes are read (`a.b.c`, `self.` allowed); anything else
/// answers nil, and the callers fall back to saying less.
struct ClosureReading {
  let tree: SyntaxTree

  /// A dotted name path and how a closure uses it.
  struct Path: Equatable {
    var names: [String]
    /// The token of the path's first name (after `self.`).
    var first: Int
    /// The getter is exactly the path, or the setter assigns the path with `= $0` / `= newValue`.
    var isWhole: Bool
    /// The setter does more after the assignment (`x = $0; save()`).
    var isFollowedByMore = false
    /// The assigned value uses the setter's input (`= $0`, `= .custom(newValue)`).
    var storesInput = false
    /// The assigned value calls a function (`= format($0)`).
    var valueCalls = false
    var joined: String { names.joined(separator: ".") }
  }

  /// The closure body's tokens, after an `x in` / `_ in` / `(x) in` parameter list and a
  /// `return`; `parameter` is the named input's token.
  func body(_ open: Int) -> (start: Int, end: Int, parameter: Int?) {
    guard let close = tree.closingBracket(of: open) else { return (open + 1, open + 1, nil) }
    var k = open + 1
    var parameter: Int?
    var probe = k
    if tree.kind(probe) == .leftParen, let end = tree.closingBracket(of: probe) { probe = end + 1 }
    else if tree.kind(probe) == .identifier || tree.keyword(probe) == .wildcard {
      parameter = tree.kind(probe) == .identifier ? probe : nil
      probe += 1
    }
    if probe < close, tree.keyword(probe) == .in { k = probe + 1 } else { parameter = nil }
    if tree.keyword(k) == .return { k += 1 }
    return (k, close, parameter)
  }

  /// `a.b.c` from token `start`, `self.` dropped; the names, their first token, and the index after it.
  func path(at start: Int, before end: Int) -> (names: [String], first: Int, next: Int)? {
    var k = start
    if tree.keyword(k) == .`self` && tree.kind(k + 1) == .period { k += 2 }
    guard k < end, tree.kind(k) == .identifier, tree.firstByte(of: k) != UInt8(ascii: "$") else { return nil }
    let first = k
    var names = [tree.text(k)]
    k += 1
    while k + 1 < end, tree.kind(k) == .period, tree.kind(k + 1) == .identifier {
      names.append(tree.text(k + 1))
      k += 2
    }
    return (names, first, k)
  }

  /// The path the getter reads: its whole expression, the object a method is called on
  /// (`viewModel.recipe(with: id)` → `viewModel`), or the path an expression starts with.
  func pathRead(inClosure open: Int) -> Path? {
    let body = body(open)
    guard let (names, first, next) = path(at: body.start, before: body.end) else { return nil }
    if next == body.end { return Path(names: names, first: first, isWhole: true) }
    if tree.kind(next) == .leftParen {
      // `viewModel.isEnabled(metric)`, `draft.values.indices.contains(i)`: the object the
      // call starts from is all the advice can name.
      guard names.count > 1 else { return nil }
      return Path(names: [names[0]], first: first, isWhole: false)
    }
    return Path(names: names, first: first, isWhole: false)
  }

  /// The path the setter's first statement assigns (`x.y = …`); whole when the value is the
  /// closure's input (`$0`, or its named parameter) and nothing follows.
  func pathAssigned(inClosure open: Int) -> Path? {
    let body = body(open)
    guard let (names, first, next) = path(at: body.start, before: body.end), tree.isOperator(next, UInt8(ascii: "=")) else { return nil }
    let value = next + 1
    let valueIsInput = isInput(value, parameter: body.parameter)
    var path = Path(names: names, first: first, isWhole: valueIsInput && value + 1 == body.end)
    var k = value
    while k < body.end && !path.isFollowedByMore {
      if k > value && (tree.isAtStartOfLine(k) || tree.kind(k) == .semicolon) { path.isFollowedByMore = true }
      k = tree.step(over: k)
    }
    // The value's tokens, up to the end of the statement.
    var v = value
    while v < k && v < body.end && !(v > value && (tree.isAtStartOfLine(v) || tree.kind(v) == .semicolon)) {
      if isInput(v, parameter: body.parameter) { path.storesInput = true }
      if isFunctionCall(at: v) { path.valueCalls = true }
      v += 1
    }
    return path
  }

  /// Whether token `k` is the closure's input: `$0`, or its named parameter.
  func isInput(_ k: Int, parameter: Int?) -> Bool {
    tree.token(k, is: "$0") || (parameter.map { tree.sameText(k, $0) } ?? false)
  }

  /// The function the closure's first statement calls, when it is a call (`store.send(…)`,
  /// `update($0)`), and the case an action argument names (`.setName($0)` gives `setName`).
  func calleeCalled(inClosure open: Int) -> (path: [String], action: String?)? {
    let body = body(open)
    guard let (names, _, next) = path(at: body.start, before: body.end), next < body.end, tree.kind(next) == .leftParen else { return nil }
    var action: String? = nil
    if tree.kind(next + 1) == .period, tree.kind(next + 2) == .identifier { action = tree.text(next + 2) }
    return (names, action)
  }

  /// Whether the closure calls a function or method by a lowercase name (`format(x)`,
  /// `model.isEnabled(id)`): constructing a value (`Int($0)`, `.custom($0)`) is no call.
  func callsFunction(inClosure open: Int) -> Bool {
    tree.interior(of: open).contains { isFunctionCall(at: $0) }
  }

  /// Whether token `k` names a function called there by a lowercase name, not an implicit
  /// member such as `.custom(…)`.
  func isFunctionCall(at k: Int) -> Bool {
    guard tree.kind(k) == .identifier, tree.kind(k + 1) == .leftParen else { return false }
    if tree.kind(k - 1) == .period {
      let before = k - 2
      guard tree.isInFile(before), !tree.isAtStartOfLine(k - 1) else { return false }
      switch tree.kind(before) {
      case .identifier, .rightParen, .rightBracket, .keyword:
        if tree.keyword(before) == .return { return false }
      default: return false
      }
    }
    guard let first = tree.firstByte(of: k) else { return false }
    return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
  }

  /// The getter's expression when it is short and on one line (`true`, `item.isOn`), else `…`.
  func shortExpression(inClosure open: Int) -> String {
    let body = body(open)
    guard body.end > body.start else { return "…" }
    let text = tree.text(from: body.start, through: body.end - 1)
    guard text.utf8.count <= 32, !text.utf8.contains(UInt8(ascii: "\n")), !text.utf8.contains(UInt8(ascii: "\r")) else { return "…" }
    return text
  }

  /// `{ _ in }`, `{ _ in () }`, `{ _ in return }`: the value is thrown away.
  func closureIgnoresInput(_ open: Int) -> Bool {
    guard let close = tree.closingBracket(of: open) else { return false }
    var k = open + 1
    guard tree.keyword(k) == .wildcard, tree.keyword(k + 1) == .in else { return k == close }
    k += 2
    if tree.kind(k) == .leftParen && tree.kind(k + 1) == .rightParen { k += 2 }
    if tree.keyword(k) == .return { k += 1 }
    return k == close
  }

  /// The first statement in the closure's body that writes a name the closure does not
  /// declare: `x = …`, `x += …`, `x.y = …`, `x.toggle()`, `x.append(…)`; the name's token.
  /// A write inside a closure the body hands to a scheduler (`DispatchQueue.main.async { … }`,
  /// `Task { … }`) runs later, not while the closure runs: it is not this closure's write.
  func writtenName(inClosure open: Int) -> Int? {
    let body = body(open)
    guard body.start < body.end else { return nil }
    var locals: Set<String> = []
    if let parameter = body.parameter { locals.insert(tree.text(parameter)) }
    var k = body.start
    while k < body.end {
      defer { k += 1 }
      if tree.kind(k) == .leftBrace, isDeferred(closure: k), let close = tree.closingBracket(of: k) {
        k = close
        continue
      }
      guard tree.kind(k) == .identifier else { continue }
      if tree.keyword(k - 1) == .`let` || tree.keyword(k - 1) == .`var` {
        locals.insert(tree.text(k))
        // `var err: NSError? = nil`: the annotation (the parser's `typeTokens` of the local)
        // names a type, and its `=` is the local's initial value, not a write to `NSError`.
        if let local = tree.declaration(containing: k), tree.declarations[local].nameToken == k,
          !tree.declarations[local].typeTokens.isEmpty
        {
          k = tree.declarations[local].typeTokens.upperBound - 1
        } else if tree.kind(k + 1) == .colon {
          // `if let x: T = store.get(key)`: a condition's annotation, which the parser keeps
          // in no declaration, names a type too (review46 P1). Skip to its `=`.
          var j = k + 2
          while j < body.end && !(tree.isOperator(j, UInt8(ascii: "=")) && tree.length(j) == 1) {
            let kind = tree.kind(j)
            if kind == .comma || kind == .leftBrace { break }
            j = kind == .leftParen || kind == .leftBracket ? tree.step(over: j) : j + 1
          }
          k = j - 1
        }
        continue
      }
      guard !tree.isMemberOfOtherValue(k), tree.kind(k - 1) != .period || tree.isKeyword(k - 2, .`self`),
        !locals.contains(tree.text(k)), tree.firstByte(of: k) != UInt8(ascii: "$")
      else { continue }
      if tree.writes(at: k, mutating: { StateWrites.mutatingMethods.contains($0) }) { return k }
    }
    return nil
  }

  /// Whether the closure at `open` is handed to a call that runs it later, on another turn
  /// of the run loop or another task: `async`, `asyncAfter` (Dispatch), `Task`,
  /// `Task.detached`, `Timer.scheduledTimer`, `RunLoop.perform`. `withAnimation` and `sync`
  /// run their closure at once and are not here.
  ///
  /// A closure handed to a construction (`NumberPad { value in amount = value }`,
  /// `Row(onDelete: { … })`) is a callback the built value keeps and calls later, when
  /// the user acts (review41 P1): not code that runs where it is written.
  private func isDeferred(closure open: Int) -> Bool {
    guard case .closure(let callee?, _, _) = tree.role(ofBlock: open) else { return false }
    if tree.kind(callee) == .identifier, tree.startsUppercase(callee) { return true }
    return Self.deferringCallees.contains { tree.token(callee, is: $0) }
  }

  private static let deferringCallees: [StaticString] = ["async", "asyncAfter", "Task", "detached", "scheduledTimer", "perform"]
}
