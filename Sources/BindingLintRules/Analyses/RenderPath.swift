import BindingLintSyntax

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

/// The verdicts of walks outward through enclosing brackets, kept per bracket: every token
/// in a nest of twenty thousand closures asks about the same chain of brackets, and with
/// this each bracket is classified once, not once per token inside it.
///
/// A walk gives up after `stepLimit` brackets (a verdict that far out is "none"), so each
/// bracket keeps how many steps out its verdict was found as well as the verdict.
struct OutwardWalk<Verdict> {
  enum Step {
    /// The walk ends at this bracket with this verdict.
    case stop(Verdict?)
    /// The bracket decides nothing; go on to the one around it.
    case goOn
  }

  static var stepLimit: Int { 10_000 }

  private var known: [Int: (verdict: Verdict?, steps: Int)] = [:]

  /// The verdict for token `index`: the first bracket around it (in `tree`) that `classify`
  /// stops at, or nil when none does within `stepLimit` brackets.
  mutating func verdict(for index: Int, in tree: SyntaxTree, classify: (Int) -> Step) -> Verdict? {
    guard let first = tree.enclosingBracket(of: index) else { return nil }
    var unknown: [Int] = []
    var open: Int? = first
    var outer: (verdict: Verdict?, steps: Int) = (nil, 0)
    while let at = open {
      if let found = known[at] {
        outer = found
        break
      }
      if case .stop(let verdict) = classify(at) {
        outer = (verdict, 1)
        known[at] = outer
        break
      }
      unknown.append(at)
      open = tree.enclosingBracket(of: at)
    }
    for bracket in unknown.reversed() {
      outer.steps += 1
      known[bracket] = outer
    }
    let answer = known[first] ?? outer
    return answer.steps <= Self.stepLimit ? answer.verdict : nil
  }
}

/// The render owners of many tokens of one file, each bracket classified once.
struct RenderOwners {
  let tree: SyntaxTree
  private var walk = OutwardWalk<RenderOwner>()

  init(_ tree: SyntaxTree) { self.tree = tree }

  /// The member or preview whose render-time code holds token `index`, or nil when an
  /// event closure, a free closure, a setter or a type body is crossed first.
  mutating func owner(of index: Int) -> RenderOwner? {
    let tree = self.tree
    return walk.verdict(for: index, in: tree) { tree.renderStep(at: $0) }
  }
}

extension SyntaxTree {
  /// The render owner of one token. A rule asking about many tokens of a file keeps one
  /// `RenderOwners` instead, so that each bracket is classified once.
  func renderOwner(of index: Int) -> RenderOwner? {
    var owners = RenderOwners(self)
    return owners.owner(of: index)
  }

  /// What the bracket at `open` says about the render owner of the code inside it.
  func renderStep(at open: Int) -> OutwardWalk<RenderOwner>.Step {
    guard kind(open) == .leftBrace else { return .goOn }
    switch role(ofBlock: open) {
    case .declarationBody(let owner):
      let declaration = declarations[owner]
      if declaration.kind.isTypeLike { return .stop(nil) }
      // A function or property declared inside another member belongs to that member.
      if declaration.parent.map({ declarations[$0].kind.isTypeLike }) ?? true { return .stop(.member(owner)) }
    case .closure(let callee, let label, let isTrailing):
      if let callee, isPreviewMacro(callee) { return .stop(.preview(callee)) }
      if isEventClosure(open: open, callee: callee, label: label, isTrailing: isTrailing) { return .stop(nil) }
    case .freeClosure:
      return .stop(nil)
    case .controlFlow:
      break
    case .accessor:
      // `get { … }` runs when read; `set`, `willSet`, `didSet` run on assignment.
      guard token(open - 1, is: "get") else { return .stop(nil) }
    }
    return .goOn
  }

  /// Whether the closure at `open` runs on an event rather than while building views.
  /// The one classifier every rule uses (`manual_binding_in_body`, the reference-type rules).
  func isEventClosure(open: Int, callee: Int?, label: Int?, isTrailing: Bool) -> Bool {
    if let label {
      if startsWithOnAndUppercase(label) { return true }
      for name in Self.eventLabels where token(label, is: name) { return true }
    }
    guard let callee else { return false }
    if startsWithOnAndUppercase(callee) { return true }
    for name in Self.eventCallees where token(callee, is: name) { return true }
    // `Button("Save") { save() }`, `Button { save() } label: { … }`: the first trailing
    // closure is the action unless an `action:` argument came first. Custom `…Button`
    // views follow the same convention.
    if label == nil && isTrailing && endsWithButton(callee), let call = call(at: callee) {
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
    guard length(index) > 2 else { return false }
    let bytes = source.bytes
    let start = startOffset(index)
    return bytes[start] == UInt8(ascii: "o") && bytes[start + 1] == UInt8(ascii: "n")
      && bytes[start + 2] >= UInt8(ascii: "A") && bytes[start + 2] <= UInt8(ascii: "Z")
  }

  func endsWithButton(_ index: Int) -> Bool {
    guard kind(index) == .identifier, length(index) >= 6 else { return false }
    return source.bytes(endOffset(index) - 6, endOffset(index), equal: "Button")
  }
}
