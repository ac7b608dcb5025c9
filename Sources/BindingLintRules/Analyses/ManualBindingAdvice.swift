import BindingLintSyntax

/// What to write instead of a manual binding, in the user's own names: read off the getter
/// and setter closures, and the wrappers of the type's own properties.
///
/// - A setter that does nothing (`set: { _ in }`): `.constant(…)`.
/// - A getter and setter that read and write one path (`get: { isOn }, set: { isOn = $0 }`)
///   whose first name is a projecting property (`@State`, `@Binding`, `@ObservedObject`, …):
///   that projection, `$isOn`.
/// - Otherwise, when the setter's only statement stores its input into a path and nothing
///   calls a function, the path under a projecting property: derive from its projection
///   with a key path to a computed property. `{ model.draft.title ?? "" }` /
///   `{ model.draft.title = $0 }` → `$model.draft`, wrapping `title`; `{ date }` /
///   `{ selection = .custom($0) }` → `$selection`. Under a stored property without such a
///   wrapper (`let model: Model`): a binding to that property (`@Bindable`, `@Binding`).
/// - A setter whose first statement is a call: that no key path can make the call (a store's
///   `send(.case($0))`: The Composable Architecture's `sending`).
/// - Anything else (more statements, transformed input, computed view properties): the
///   generic advice, a computed property holding the get/set logic, with no names.
///
/// Only simple paths are read (`a.b.c`, `self.` allowed); anything else falls back.
struct ManualBindingAdvice {
  static let generic = "move the get/set logic into a computed property (on the model, or in an extension of the state's type) "
    + "and bind to it with a key path ('$model.property'); use '.constant(…)' when nothing writes it"

  /// Property wrappers whose projection (`$name`) is a `Binding` or gives bindings to members.
  static let projectingWrappers: [StaticString] = [
    "State", "Binding", "ObservedObject", "StateObject", "EnvironmentObject", "Bindable", "AppStorage", "SceneStorage",
    "FocusState",
  ]

  let tree: SyntaxTree

  /// What a name is in the type that holds the binding.
  enum Property {
    /// Declared with a wrapper whose projection gives bindings: `$name` exists.
    case projecting
    /// Stored, declared without one (`let model: Model`, `@Environment(Model.self) var model`).
    case stored
    /// A computed property of the type: no binding to it can be derived.
    case computed
    /// Not a property of the type (a parameter, a local, a global).
    case unknown
  }

  /// The help line for `binding`; `property` says what a name is in the type that holds it.
  /// Names are suggested only where the suggestion is sure to work: the setter stores its
  /// input into a path, and neither closure calls a function (a call's arguments and side
  /// effects cannot move into a key path).
  func help(for binding: ManualBinding, property: (String) -> Property) -> String {
    if let setterOpen = binding.setterOpen, closureIgnoresInput(setterOpen) {
      return "use '.constant(\(binding.getterOpen.map(shortExpression(inClosure:)) ?? "…"))'; the setter does nothing"
    }
    if let setterOpen = binding.setterOpen, let callee = calleeCalled(inClosure: setterOpen) {
      return callHelp(callee: callee, binding: binding)
    }
    let getter = binding.getterOpen.flatMap(pathRead(inClosure:))
    let setter = binding.setterOpen.flatMap(pathAssigned(inClosure:))
    if let getter, getter.isWhole, let setter, setter.isWhole, getter.names == setter.names, property(getter.names[0]) == .projecting {
      return "use '$\(getter.joined)'; SwiftUI can compare it between renders"
    }
    guard let setter, setter.storesInput, !setter.valueCalls, !setter.isFollowedByMore,
      !(binding.getterOpen.map(callsFunction(inClosure:)) ?? false)
    else { return Self.generic }
    if property(setter.names[0]) == .projecting {
      guard setter.names.count > 1, let last = setter.names.last else {
        return "derive it from '$\(setter.names[0])' with a key path to a computed property on its type"
      }
      return "derive it from '$\(setter.names.dropLast().joined(separator: "."))' with a key path to a computed property wrapping '\(last)'"
    }
    if setter.names.count > 1, property(setter.names[0]) == .stored {
      return "derive it with a key path from a binding to '\(setter.names[0])' ('@Bindable' for an observable object, '@Binding' for a value)"
    }
    return Self.generic
  }

  /// Help for a setter whose first statement is a call (`store.send(.setName($0))`,
  /// `model.update($0)`): no key path can make that call.
  func callHelp(callee: (path: [String], action: String?), binding: ManualBinding) -> String {
    let call = callee.path.joined(separator: ".")
    if callee.path.count == 2, callee.path[1] == "send", let action = callee.action, let getterOpen = binding.getterOpen,
      let read = pathRead(inClosure: getterOpen), read.isWhole, read.names.count > 1, read.names[0] == callee.path[0]
    {
      // The Composable Architecture's binding to state that sends an action on write.
      return "if '\(callee.path[0])' is a Composable Architecture store, use '$\(read.joined).sending(\\.\(action))'; "
        + "otherwise have '\(callee.path[0])' provide the binding"
    }
    return "the setter calls '\(call)(…)', which a key path cannot do: move the get/set logic into a computed property "
      + "of the object that owns the value and bind to it with a key path, or have that object provide the binding"
  }

  /// A dotted name path and whether it is the closure's whole expression or assignment target.
  struct Path {
    var names: [String]
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

  /// The closure body's tokens, after an `x in` / `_ in` / `(x) in` parameter list and a `return`.
  private func bodyStart(_ open: Int) -> (start: Int, end: Int, parameter: Int?) {
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

  /// `a.b.c` from token `k`, `self.` dropped; the index after it.
  func path(at start: Int, before end: Int) -> (names: [String], next: Int)? {
    var k = start
    if tree.keyword(k) == .`self` && tree.kind(k + 1) == .period { k += 2 }
    guard k < end, tree.kind(k) == .identifier, tree.firstByte(of: k) != UInt8(ascii: "$") else { return nil }
    var names = [tree.text(k)]
    k += 1
    while k + 1 < end, tree.kind(k) == .period, tree.kind(k + 1) == .identifier {
      names.append(tree.text(k + 1))
      k += 2
    }
    return (names, k)
  }

  /// The path the getter reads: its whole expression, the object a method is called on
  /// (`viewModel.recipe(with: id)` → `viewModel`), or the path an expression starts with.
  func pathRead(inClosure open: Int) -> Path? {
    let body = bodyStart(open)
    guard let (names, next) = path(at: body.start, before: body.end) else { return nil }
    if next == body.end { return Path(names: names, isWhole: true) }
    if tree.kind(next) == .leftParen {
      // `viewModel.isEnabled(metric)`, `draft.values.indices.contains(i)`: the object the
      // call starts from is all the advice can name.
      guard names.count > 1 else { return nil }
      return Path(names: [names[0]], isWhole: false)
    }
    return Path(names: names, isWhole: false)
  }

  /// The path the setter's first statement assigns (`x.y = …`); whole when the value is the
  /// closure's input (`$0`, or its named parameter) and nothing follows.
  func pathAssigned(inClosure open: Int) -> Path? {
    let body = bodyStart(open)
    guard let (names, next) = path(at: body.start, before: body.end), tree.isOperator(next, UInt8(ascii: "=")) else { return nil }
    let value = next + 1
    let valueIsInput = isInput(value, parameter: body.parameter)
    var path = Path(names: names, isWhole: valueIsInput && value + 1 == body.end)
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
  private func isInput(_ k: Int, parameter: Int?) -> Bool {
    tree.token(k, is: "$0") || (parameter.map { tree.sameText(k, $0) } ?? false)
  }

  /// The function the closure's first statement calls, when it is a call (`store.send(…)`,
  /// `update($0)`), and the case an action argument names (`.setName($0)` gives `setName`).
  func calleeCalled(inClosure open: Int) -> (path: [String], action: String?)? {
    let body = bodyStart(open)
    guard let (names, next) = path(at: body.start, before: body.end), next < body.end, tree.kind(next) == .leftParen else { return nil }
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
    let body = bodyStart(open)
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
}
