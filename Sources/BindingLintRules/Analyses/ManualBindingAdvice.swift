import BindingLintSyntax

/// What to write instead of a hand-built binding, by its shape (`BindingShape`), in the
/// user's own names. The shapes a team would change come with the replacement (and, where
/// it is the same binding, a fix); the others name the better shape for what they do, or
/// say that none exists.
struct ManualBindingAdvice {
  let tree: SyntaxTree
  private let closures: ClosureReading

  init(tree: SyntaxTree) {
    self.tree = tree
    closures = ClosureReading(tree: tree)
  }

  /// Property wrappers whose projection (`$name`) is a `Binding` or gives bindings to members.
  static let projectingWrappers: [StaticString] = [
    "State", "Binding", "ObservedObject", "StateObject", "EnvironmentObject", "Bindable", "AppStorage", "SceneStorage",
  ]

  /// What a name is in the type that holds the binding.
  enum Property: Equatable {
    /// Declared with a wrapper whose projection gives bindings: `$name` exists.
    case projecting
    /// Stored without one (`let model: Model`, `@Environment(Model.self) var model`): a
    /// binding to a member exists through `Bindable(name)` when it is an `@Observable`.
    case stored(declaration: Int)
    /// A computed property of the type: no binding to it can be derived.
    case computed
    /// Not a property of the type (a parameter, a local, a global).
    case unknown
  }

  /// The replacement text for a pass-through over a projecting property: `$x.y`.
  func projection(of path: ClosureReading.Path) -> String { "$" + path.joined }

  /// `Bindable(x).y` for a pass-through over a stored observable reference.
  func bindableProjection(of path: ClosureReading.Path) -> String {
    "Bindable(\(path.names[0]))" + path.names.dropFirst().map { "." + $0 }.joined()
  }

  /// The edit that replaces the whole binding with `replacement`.
  func replacing(_ binding: ManualBinding, with replacement: String, description: String, safety: Fix.Safety) -> Fix {
    Fix(
      description: description,
      edits: [Edit(offset: tree.startOffset(binding.firstToken), endOffset: tree.endOffset(binding.lastToken), replacement: replacement)],
      safety: safety)
  }

  /// `.constant(x)` for a binding whose setter ignores its input; nil when the getter is not
  /// one short expression. `Binding<T>.constant` keeps written generic arguments.
  func constantReplacement(for binding: ManualBinding) -> String? {
    guard let getter = binding.getterOpen else { return nil }
    let expression = closures.shortExpression(inClosure: getter)
    // Broken source (`{ index(== 0 }`): a replacement with an unclosed bracket would move
    // every later bracket of the file, and a second `--fix` would change it again (fuzzer).
    guard expression != "…", Self.isBalanced(expression) else { return nil }
    var generic = ""
    if tree.token(binding.callee, is: "Binding"), tree.isGenericAngle(binding.callee + 1) {
      let end = tree.skipGenericArguments(binding.callee + 1)
      generic = tree.text(from: binding.callee + 1, through: end - 1)
    }
    return "Binding\(generic).constant(\(expression))"
  }

  /// Whether every `(`, `[` and `{` of `text` is closed in order (strings are not read:
  /// a short getter expression with a bracket in a string literal just gets no fix).
  static func isBalanced(_ text: String) -> Bool {
    var open: [UInt8] = []
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append(byte)
      case UInt8(ascii: ")"): if open.popLast() != UInt8(ascii: "(") { return false }
      case UInt8(ascii: "]"): if open.popLast() != UInt8(ascii: "[") { return false }
      case UInt8(ascii: "}"): if open.popLast() != UInt8(ascii: "{") { return false }
      default: break
      }
    }
    return open.isEmpty
  }

  /// The help line for a shape reported only with `strict: true`: the better shape for what
  /// it does, or that there is none.
  func help(for shape: BindingShape, binding: ManualBinding) -> String {
    switch shape {
    case .sideEffect(let path):
      return "bind '$\(path.joined)' (or a key path from it) and react to changes in '.onChange(of: \(path.joined))' instead of in the setter"
    case .callback(let path, let action):
      return callbackHelp(path: path, action: action, binding: binding)
    case .membership:
      return "a membership toggle has no projection SwiftUI can compare; if rows are many, give each row a view that takes 'isOn' and an action, or keep the binding"
    case .lookup:
      return "a lookup with a fallback has no projection SwiftUI can compare; if it is hot, move it into a child view that takes the value and an update action, or keep the binding"
    case .adapter:
      return "a type adapter: keep it, or give the stored type a computed property with get and set (an extension) and bind it with a key path ('$value.asDouble')"
    case .presentation:
      return "present with a '@State' Bool, or with 'item:' / 'presenting:' when the presentation shows an optional value"
    case .passThrough, .other:
      return "move the get/set logic into a computed property (on the model, or in an extension of the state's type) and bind to it with a key path ('$model.property')"
    case .constant, .rowElement:
      return ""
    }
  }

  /// A setter whose first statement is a call (`store.send(.setName($0))`,
  /// `model.update($0)`): no key path can make that call.
  private func callbackHelp(path: [String], action: String?, binding: ManualBinding) -> String {
    let call = path.joined(separator: ".")
    if path.count == 2, path[1] == "send", let action, let getterOpen = binding.getterOpen,
      let read = closures.pathRead(inClosure: getterOpen), read.isWhole, read.names.count > 1, read.names[0] == path[0]
    {
      // The Composable Architecture's binding to state that sends an action on write.
      return "if '\(path[0])' is a Composable Architecture store, use '$\(read.joined).sending(\\.\(action))'; "
        + "otherwise have '\(path[0])' provide the binding"
    }
    return "the setter calls '\(call)(…)', which a key path cannot do: keep the binding, or have the object that owns the value provide it"
  }
}
