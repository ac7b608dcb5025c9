/// Whether a token sits in code SwiftUI runs on every render: a view's `body`, a
/// `some View` or `@ViewBuilder` member, and the content closures nested in them
/// (`VStack { }`, `ForEach { }`, `.sheet { }`, alert actions, `NavigationLink` labels).
///
/// The walk goes outward through `enclosing` and stops at the first closure that runs on an
/// event instead (button actions, `onAppear`, `task`, gesture handlers, `Task { }`,
/// `withAnimation { }`, any `action:`/`perform:`/`completion:` argument): code there runs
/// once per event, not per render. A closure not passed to anything (`let f = { … }`) also
/// stops the walk; it may never run during a render. Whether the owning type is a view is
/// left to the caller, which asks the type index.
enum RenderOwner {
  /// The member (function, property, subscript) whose body holds the token.
  case member(Int)
  /// A `#Preview { … }` body; `Int` is the `Preview` token.
  case preview(Int)
}

extension SyntaxTree {
  /// The member or preview whose render-time code holds token `index`, or nil when an
  /// event closure, a free closure, a setter or a type body is crossed first.
  func renderOwner(of index: Int) -> RenderOwner? {
    var open = enclosing(index)
    var steps = 0
    while open >= 0 && steps < 10_000 {
      steps += 1
      if kind(open) == .leftBrace {
        switch role(ofBlock: open) {
        case .declarationBody(let owner):
          let declaration = declarations[owner]
          if declaration.kind.isTypeLike { return nil }
          // A function or property declared inside another member belongs to that member.
          if declaration.parent < 0 || declarations[declaration.parent].kind.isTypeLike { return .member(owner) }
        case .closure(let callee, let label, let isTrailing):
          if callee > 0 && kind(callee - 1) == .pound && token(callee, is: "Preview") { return .preview(callee) }
          if isEventClosure(open: open, callee: callee, label: label, isTrailing: isTrailing) { return nil }
        case .freeClosure:
          return nil
        case .controlFlow:
          break
        case .accessor:
          // `get { … }` runs when read; `set`, `willSet`, `didSet` run on assignment.
          guard token(open - 1, is: "get") else { return nil }
        }
      }
      open = enclosing(open)
    }
    return nil
  }

  /// Whether the closure at `open` runs on an event rather than while building views.
  /// The one classifier every rule uses (`manual_binding_in_body`, the reference-type rules).
  func isEventClosure(open: Int, callee: Int, label: Int, isTrailing: Bool) -> Bool {
    if label >= 0 {
      if startsWithOnAndUppercase(label) { return true }
      for name in Self.eventLabels where token(label, is: name) { return true }
    }
    guard callee >= 0 else { return false }
    if startsWithOnAndUppercase(callee) { return true }
    for name in Self.eventCallees where token(callee, is: name) { return true }
    // `Button("Save") { save() }`, `Button { save() } label: { … }`: the first trailing
    // closure is the action unless an `action:` argument came first. Custom `…Button`
    // views follow the same convention.
    if label < 0 && isTrailing && endsWithButton(callee), let call = call(at: callee) {
      return call.argument(labeled: "action", in: self) == nil && call.trailingClosures.first?.open == open
    }
    return false
  }

  static let eventLabels: [StaticString] = [
    "action", "perform", "completion", "completionHandler", "handler", "primaryAction", "get", "set",
    "execute", "operation", "block", "using", "receiveValue", "receiveCompletion",
  ]

  static let eventCallees: [StaticString] = [
    "task", "refreshable", "Task", "withAnimation", "withTransaction", "async", "asyncAfter", "sync",
    "run", "detached", "sink", "perform", "updating", "dropDestination", "userActivity", "transaction",
    "accessibilityAction", "accessibilityAdjustableAction", "accessibilityScrollAction", "backgroundTask",
    "scheduledTimer", "addObserver", "withCheckedContinuation", "withCheckedThrowingContinuation",
    "introspect", "receive", "draggable",
  ]

  /// `onAppear`, `onChange`, `onTapGesture`, `onDismiss`, `onCommit`, … (not `once`, `one`).
  func startsWithOnAndUppercase(_ index: Int) -> Bool {
    let token = tokens[index]
    guard token.length > 2 else { return false }
    let bytes = source.bytes
    let start = Int(token.start)
    return bytes[start] == UInt8(ascii: "o") && bytes[start + 1] == UInt8(ascii: "n")
      && bytes[start + 2] >= UInt8(ascii: "A") && bytes[start + 2] <= UInt8(ascii: "Z")
  }

  func endsWithButton(_ index: Int) -> Bool {
    let token = tokens[index]
    guard token.kind == .identifier, token.length >= 6 else { return false }
    let suffix = Array("Button".utf8)
    let end = Int(token.end)
    for (offset, byte) in suffix.enumerated() where source.bytes[end - 6 + offset] != byte { return false }
    return true
  }

  /// Whether tokens `a` and `b` spell the same bytes.
  func sameText(_ a: Int, _ b: Int) -> Bool {
    let x = tokens[a]
    let y = tokens[b]
    guard x.length == y.length else { return false }
    let bytes = source.bytes
    var i = Int(x.start)
    var j = Int(y.start)
    while i < Int(x.end) {
      if bytes[i] != bytes[j] { return false }
      i += 1
      j += 1
    }
    return true
  }
}
