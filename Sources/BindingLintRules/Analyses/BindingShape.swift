import BindingLintSyntax

/// What a hand-built binding does, read off its closures and where it stands: the shape
/// decides whether a team would change it (`manual_binding_in_body` reports only those by
/// default) and what to advise. `binding_getter_writes_state` owns the getter that writes.
enum BindingShape: Equatable {
  /// `get: { x.y }, set: { x.y = $0 }` and nothing else: the projection `$x.y` (or
  /// `Bindable(x).y`) is the same binding, and SwiftUI can compare it.
  case passThrough(ClosureReading.Path)
  /// `set: { _ in }`: a constant.
  case constant
  /// Built per row of a `ForEach` and writing into the element of the iterated collection
  /// (`items[i].done = $0`): `ForEach($items) { $item in … $item.done }`.
  case rowElement(collection: [String], member: [String])
  /// The setter stores its input and then does more (`x = $0; save()`).
  case sideEffect(ClosureReading.Path)
  /// The setter's first statement is a call (`model.update($0)`, `store.send(.set($0))`).
  case callback(path: [String], action: String?)
  /// `isOn` over a set: `contains` in the getter, `insert`/`remove` in the setter.
  case membership
  /// A lookup with a fallback: `dict[key] ?? d`, `first(where:)`.
  case lookup
  /// A conversion between the value and the stored type (`Double(count)`, `.rawValue`).
  case adapter
  /// The `isPresented:` (or `item:`) of a presentation modifier.
  case presentation
  /// Anything else.
  case other

  /// A short name for the shape in messages (`strict` findings say what they are).
  var name: String {
    switch self {
    case .passThrough: "a pass-through"
    case .constant: "a constant"
    case .rowElement: "a per-row binding"
    case .sideEffect: "a setter with a side effect"
    case .callback: "a callback"
    case .membership: "a membership toggle"
    case .lookup: "a lookup with a fallback"
    case .adapter: "a type adapter"
    case .presentation: "a presentation driver"
    case .other: "a computed binding"
    }
  }
}

/// Classifies the manual bindings of one file.
struct BindingShapes {
  let tree: SyntaxTree
  private let closures: ClosureReading

  init(tree: SyntaxTree) {
    self.tree = tree
    closures = ClosureReading(tree: tree)
  }

  /// The binding's shape. `isLocal` says whether a name is declared in the code around the
  /// binding (a closure parameter, a local): a path through a local is no view property.
  func shape(of binding: ManualBinding, isLocal: (Int) -> Bool) -> BindingShape {
    if isPresentationArgument(binding) { return .presentation }
    if let setter = binding.setterOpen, closures.closureIgnoresInput(setter) { return .constant }
    let getter = binding.getterOpen.flatMap(closures.pathRead(inClosure:))
    let setterPath = binding.setterOpen.flatMap(closures.pathAssigned(inClosure:))
    if let row = rowElement(binding) { return row }
    if let getter, getter.isWhole, let setterPath, setterPath.isWhole, getter.names == setterPath.names,
      !isLocal(getter.first), !(binding.getterOpen.map(closures.callsFunction(inClosure:)) ?? false)
    {
      return .passThrough(getter)
    }
    if let setter = binding.setterOpen, let callee = closures.calleeCalled(inClosure: setter) {
      if isMembership(binding) { return .membership }
      return .callback(path: callee.path, action: callee.action)
    }
    if isMembership(binding) { return .membership }
    if let setterPath, setterPath.storesInput, setterPath.isFollowedByMore { return .sideEffect(setterPath) }
    if isLookup(binding) { return .lookup }
    if let setterPath, setterPath.storesInput, !setterPath.isWhole || !(getter?.isWhole ?? false) { return .adapter }
    return .other
  }

  /// `.sheet(isPresented: Binding(…))`, `.alert(…, isPresented: Binding(…))`: the binding
  /// drives a presentation (`optional_presentation_binding`'s and `optional_alert_textfield`'s
  /// subject), reported by them or not at all.
  private func isPresentationArgument(_ binding: ManualBinding) -> Bool {
    isPresentationArgument(at: binding.firstToken)
  }

  /// Whether the expression starting at token `start` is the `isPresented:` argument of
  /// any call (SwiftUI's presentations, and a project's wrappers of them such as
  /// `.softAlert(_:isPresented:)`), or the `item:` argument of a presentation modifier.
  private func isPresentationArgument(at start: Int) -> Bool {
    guard let open = tree.enclosingBracket(of: start), tree.kind(open) == .leftParen, tree.kind(start - 1) == .colon,
      tree.token(start - 2, is: "isPresented") || tree.token(start - 2, is: "item")
    else { return false }
    if tree.token(start - 2, is: "isPresented") { return true }
    guard let callee = tree.calleeBefore(open) else { return false }
    return Self.presenters.contains { tree.token(callee, is: $0) }
  }

  /// Whether the member named `name` (a computed `Binding` property or a function
  /// returning one) is handed to a presentation in this file (`.alert(…, isPresented:
  /// errorShown)`, `self.errorShown`, `errorShown()`): its binding is a presentation driver.
  func drivesPresentation(member name: String) -> Bool {
    let length = name.utf8.count
    for k in 0..<tree.tokenCount where tree.kind(k) == .identifier && tree.length(k) == length && tree.nameText(k) == name {
      if isPresentationArgument(at: tree.kind(k - 1) == .period && tree.isKeyword(k - 2, .`self`) ? k - 2 : k) { return true }
    }
    return false
  }

  static let presenters: [StaticString] = [
    "sheet", "fullScreenCover", "popover", "confirmationDialog", "alert", "inspector", "fileImporter", "fileExporter",
    "fileMover", "navigationDestination", "searchable",
  ]

  /// A binding in a row of a `ForEach` over positions whose getter reads the iterated
  /// collection by the row's position: `foreach_index_binding` reports the `ForEach`
  /// (one construct, one finding).
  func isPositionalRow(_ binding: ManualBinding) -> Bool {
    guard let getter = binding.getterOpen, let row = enclosingForEachRow(of: binding.firstToken) else { return false }
    let paths = tree.collectionPaths(in: row.data, before: row.callee)
    guard !paths.isEmpty else { return false }
    return tree.readsByPosition(getter: getter, into: paths, parameters: tree.rowParameters(ofClosure: row.open)) != nil
  }

  /// The innermost `ForEach` row closure around token `k` (the closure's `{`, the
  /// `ForEach` token, its unlabeled data argument); nil when `k` is in no such row.
  private func enclosingForEachRow(of k: Int) -> (open: Int, callee: Int, data: Argument)? {
    var open = tree.enclosingBracket(of: k)
    while let at = open {
      if tree.kind(at) == .leftBrace, case .closure(let callee?, _, _) = tree.role(ofBlock: at), tree.token(callee, is: "ForEach"),
        let call = tree.call(at: callee), let data = call.arguments.first, data.label == nil
      {
        return (at, callee, data)
      }
      open = tree.enclosingBracket(of: at)
    }
    return nil
  }

  /// Inside a `ForEach { item in … }` row, a setter whose one statement writes its input
  /// into the iterated collection by position or lookup (`items[index].done = $0`,
  /// `model.items[i].x = v`): what `ForEach($items) { $item in $item.done }` binds. A
  /// setter that does more (looks the value up elsewhere, writes a second member) is no
  /// element binding (review63 P1): it stays a side effect, reported only with `strict`.
  private func rowElement(_ binding: ManualBinding) -> BindingShape? {
    guard let setterOpen = binding.setterOpen, let row = enclosingForEachRow(of: binding.firstToken) else { return nil }
    let body = closures.body(setterOpen)
    let collection = dataPath(row.data)
    guard !collection.isEmpty, let written = closures.path(at: body.start, before: body.end), written.names == collection,
      tree.kind(written.next) == .leftBracket, let close = tree.closingBracket(of: written.next)
    else { return nil }
    var member: [String] = []
    var j = close + 1
    while tree.kind(j) == .period, tree.kind(j + 1) == .identifier {
      member.append(tree.text(j + 1))
      j += 2
    }
    guard !member.isEmpty, tree.isOperator(j, UInt8(ascii: "=")), tree.length(j) == 1,
      closures.isInput(j + 1, parameter: body.parameter), j + 2 == body.end
    else { return nil }
    return .rowElement(collection: collection, member: member)
  }

  /// The collection a `ForEach` iterates, as a path: `items`, `model.items` (also through
  /// `.indices`, `.enumerated()`, `Array(…)`); empty when it is anything else.
  private func dataPath(_ data: Argument) -> [String] {
    var k = data.valueStart
    if tree.token(k, is: "Array"), tree.kind(k + 1) == .leftParen { k += 2 }
    var end = k
    if tree.keyword(end) == .`self` && tree.kind(end + 1) == .period { end += 2 }
    while tree.kind(end) == .identifier && tree.kind(end + 1) == .period && tree.kind(end + 2) == .identifier { end += 2 }
    guard tree.kind(end) == .identifier else { return [] }
    var path = tree.dottedPath(endingBefore: end + 1)
    if path.last == "indices" || path.last == "enumerated" { path.removeLast() }
    return path
  }

  /// `contains(…)` in the getter and `insert`/`remove` (or `toggle` of membership) in the setter.
  private func isMembership(_ binding: ManualBinding) -> Bool {
    guard let getter = binding.getterOpen, let setter = binding.setterOpen else { return false }
    let reads = tree.interior(of: getter).contains { tree.token($0, is: "contains") && tree.kind($0 - 1) == .period }
    let writes = tree.interior(of: setter).contains { k in
      tree.kind(k - 1) == .period && (tree.token(k, is: "insert") || tree.token(k, is: "remove") || tree.token(k, is: "formUnion")
        || tree.token(k, is: "subtract") || tree.token(k, is: "append") || tree.token(k, is: "removeAll"))
    }
    return reads && writes
  }

  /// A subscript or `first(where:)` with a fallback (`??`) in the getter.
  private func isLookup(_ binding: ManualBinding) -> Bool {
    guard let getter = binding.getterOpen else { return false }
    let body = tree.interior(of: getter)
    let looksUp = body.contains { k in
      (tree.kind(k) == .leftBracket && !tree.hasLeadingTrivia(k) && tree.kind(k - 1) == .identifier)
        || (tree.kind(k - 1) == .period && (tree.token(k, is: "first") || tree.token(k, is: "last")))
    }
    return looksUp && body.contains { tree.token($0, is: "??") }
  }
}
