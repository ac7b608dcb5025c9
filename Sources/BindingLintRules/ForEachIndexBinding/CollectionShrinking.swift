import BindingLintSyntax

/// Whether the collection a `ForEach` over positions binds can lose elements: the crash
/// `foreach_index_binding` reports needs a row to read its position after the collection
/// has shrunk.
///
/// Only a collection every change of which is in this file is judged: the view's own
/// `@State` one (`private`, or not yet named by an extension elsewhere), or one of an
/// object private state that no initializer sets holds,
/// whose type this file declares and that the view hands to no one. This file then holds
/// every sign there is: an element removed (a `remove…` or `pop…` method,
/// `replaceSubrange`, a range subscript assigned), a whole new value (`items = …`, or a
/// new holder, `model = Model()`), the collection or its holder handed on (`$items`,
/// `$model.items`, `&items`, `Child(model: model)`), or a row deletion (`.onDelete`).
/// Without one it is only ever appended to or changed element by element, and no row can
/// read past its end (review64, review65). Any other model's collection, and a
/// `@Binding`, can be shrunk by code elsewhere under names of its own: always reported.
enum CollectionShrinking {
  /// `found` (dropped when only previews build a private view holding token `k`,
  /// `RenderingParents`), or nil when every change to `path` is in this file, none can
  /// shrink it, and `strict` is off. A view's own `@State` collection that is not
  /// `private` is judged the same way once the index shows that no extension of the view
  /// in another file names it.
  static func pending(_ found: Finding, collection path: String, at k: Int, in file: FileContext, isStrict: Bool) -> PendingFinding? {
    let tree = file.tree
    switch isStrict ? nil : ownership(of: path, at: k, in: tree) {
    case .inFile?:
      return nil
    case .unlessExtendedElsewhere(let name)?:
      let (project, path) = (file.project, tree.source.path)
      return RenderingParents.unlessBuiltOnlyInPreviews(found, at: k, in: tree, project: project) { typeName, index in
        index.extensionsMentioning(name, of: typeName, in: project, outside: path).isEmpty ? .drop : .keep
      }
    case nil:
      return RenderingParents.unlessBuiltOnlyInPreviews(found, at: k, in: tree, project: file.project)
    }
  }

  /// Where the changes to a collection can be.
  private enum Ownership {
    /// Every change is in this file.
    case inFile
    /// In this file, or in an extension of the view elsewhere that names the property.
    case unlessExtendedElsewhere(String)
  }

  /// Whether every change to `path` is in this file and none can shrink it: the view's own
  /// `@State` collection (`items`; whatever its first value, from a default, the memberwise
  /// initializer or `init`: SwiftUI keeps its copy, and a caller's later values never reach
  /// it, review82 A4–A5), or a collection of an object private state holds whose type this
  /// file declares and that the view hands to no one (`viewModel.columns` with `@State
  /// private var viewModel = ColumnsModel()`, review65 P4). A state property that is not
  /// `private` counts only in a view that is not `public`, and only until an extension in
  /// another file names it.
  private static func ownership(of path: String, at k: Int, in tree: SyntaxTree) -> Ownership? {
    let names = path.split(separator: ".").map(String.init)
    guard names.count <= 2, let (type, state) = ownState(names[0], at: k, in: tree) else { return nil }
    if names.count == 1 {
      guard !mayShrink(names[0], in: tree, loadingOnceFromEmpty: startsEmpty(state, in: tree)) else { return nil }
      if tree.isPrivate(state) { return .inFile }
      return RenderingParents.privateViewName(holding: k, in: tree) == nil ? nil : .unlessExtendedElsewhere(names[0])
    }
    // An object a caller hands to `init` may be changed by that caller.
    guard tree.isPrivate(state), !isSetByInitializer(names[0], of: type, in: tree), !mayShrink(names[1], in: tree),
      let typeName = tree.construction(state.initializerTokens, annotation: state.typeTokens)?.name,
      tree.declarations.contains(where: { $0.parent == nil && ($0.kind == .class || $0.kind == .struct) && tree.name(of: $0) == typeName })
    else { return nil }
    // A new holder (`model = Model()`) is a new collection; a holder handed on may be
    // changed by whoever gets it.
    return !mayShrink(names[0], in: tree, isHolder: true) && !isHandedOn(names[0], in: tree) ? .inFile : nil
  }

  /// Whether an initializer of `type` sets the property (`_model = State(initialValue:
  /// model)`): its first value comes from a caller, who may keep and change it.
  private static func isSetByInitializer(_ name: String, of type: Int, in tree: SyntaxTree) -> Bool {
    tree.declarations.indices.contains { index in
      tree.declarations[index].kind == .initializer && tree.declarations[index].parent == type
        && tree.assignments(inInitializer: index).contains { $0.property == name }
    }
  }

  /// Whether the object in `name` leaves the view whole: passed as an argument
  /// (`Child(model: viewModel)`, `Child(model: self.viewModel)`, `.environment(viewModel)`)
  /// or as a binding (`$viewModel`).
  private static func isHandedOn(_ name: String, in tree: SyntaxTree) -> Bool {
    let projected = "$" + name
    for k in 0..<tree.tokenCount where tree.kind(k) == .identifier {
      let text = tree.nameText(k)
      // `$viewModel` whole; `$viewModel.title` binds another member (`$viewModel.items`
      // itself is `mayShrink`'s).
      if text == projected, tree.kind(k + 1) != .period { return true }
      guard text == name else { continue }
      var first = k
      if tree.kind(k - 1) == .period {
        guard tree.isKeyword(k - 2, .`self`), tree.kind(k - 3) != .period else { continue }
        first = k - 2
      }
      let before = tree.kind(first - 1)
      let after = tree.kind(k + 1)
      if (before == .leftParen || before == .comma || before == .colon) && (after == .rightParen || after == .comma) { return true }
    }
    return false
  }

  /// Whether `name`, read by position in the rows' closures at token `k`, is a local
  /// snapshot: a `let` (also `if let`, `guard let`) of the member building the rows before
  /// `k`, or a parameter of that member or of a closure around `k`. The closures keep the
  /// value they captured; a shorter collection comes with a new body and new rows
  /// (review65 P3: `if let items = value as? [String]`, edited through a copy).
  static func isLocalSnapshot(_ name: String, at k: Int, in tree: SyntaxTree) -> Bool {
    guard var member = tree.declaration(containing: k) else { return false }
    while let parent = tree.declarations[member].parent, !tree.declarations[parent].kind.isTypeLike { member = parent }
    let declaration = tree.declarations[member]
    if tree.parameterNames(of: declaration).contains(where: { tree.nameText($0.token) == name }) { return true }
    guard let body = declaration.body else { return false }
    for j in body..<k where tree.kind(j) == .identifier && tree.nameText(j) == name {
      if tree.keyword(j - 1) == .`let` { return true }
      // `{ name in …`, `{ (name, other) in …`: a closure's parameter.
      var next = j + 1
      while tree.kind(next) == .comma || tree.kind(next) == .identifier || tree.kind(next) == .rightParen { next += 1 }
      if tree.isKeyword(next, .in), let open = tree.enclosingBracket(of: j), tree.kind(open) == .leftBrace || tree.kind(open) == .leftParen,
        open < k, (tree.closingBracket(of: open) ?? 0) > k
      {
        return true
      }
    }
    return false
  }

  /// The type holding token `k` and the declaration of `name` when it is an `@State`
  /// property of that type.
  private static func ownState(_ name: String, at k: Int, in tree: SyntaxTree) -> (Int, Declaration)? {
    guard let type = tree.typeDeclaration(holding: k) else { return nil }
    let state = tree.declarations.first { declaration in
      declaration.parent == type && declaration.kind == .variable && tree.name(of: declaration) == name
        && tree.attribute(named: "State", on: declaration) != nil
    }
    return state.map { (type, $0) }
  }

  /// Whether this file shows that a collection (or a holder) called `name` can lose
  /// elements or be replaced. Errs towards yes: any method not known to keep every element
  /// (a project's own `removeDuplicates()` or `clear()`) counts as a removal, and so do the
  /// storage (`_name`) used outside an initializer, `$name.wrappedValue`, a slice changed
  /// in place and a tuple assigned whole (probe43 D7). With `loadingOnceFromEmpty` (a collection that
  /// starts empty), a whole new value in a closure that runs once when the view first
  /// appears (`OnceOnlyClosure`) is its first load, before any row exists (review76 A5).
  static func mayShrink(_ name: String, in tree: SyntaxTree, loadingOnceFromEmpty: Bool = false, isHolder: Bool = false) -> Bool {
    let projected = "$" + name
    let storage = "_" + name
    for k in 0..<tree.tokenCount where tree.kind(k) == .identifier {
      if tree.kind(k - 1) == .period, tree.token(k, is: "onDelete") { return true }
      let text = tree.nameText(k)
      if text == projected {
        // `$name` handed on, `$name.animation()` too; `$name[i]` is a row's own binding and
        // `$name.title` a member's; `$name.wrappedValue` is the collection itself.
        if tree.kind(k + 1) == .leftBracket { continue }
        if tree.kind(k + 1) == .period, tree.kind(k + 2) == .identifier, tree.kind(k + 3) != .leftParen,
          !tree.token(k + 2, is: "wrappedValue")
        {
          continue
        }
        return true
      }
      // The storage (`_name.wrappedValue = []`), unless an initializer sets it up.
      if text == storage {
        if tree.isOperator(k + 1, UInt8(ascii: "=")), let member = tree.declaration(containing: k), tree.declarations[member].kind == .initializer {
          continue
        }
        return true
      }
      guard text == name else { continue }
      // A holder's own methods are read where they are declared (`model.addColumn()`); only
      // a removal-shaped one on the holder itself counts.
      if tree.kind(k + 1) == .period, tree.kind(k + 2) == .identifier, tree.kind(k + 3) == .leftParen || tree.kind(k + 3) == .leftBrace,
        isHolder ? isRemoval(k + 2, in: tree) : !isKnownNotToShrink(k + 2, in: tree)
      {
        return true
      }
      // `name[2...].removeAll()`: a slice changed in place.
      if tree.kind(k + 1) == .leftBracket, let close = tree.closingBracket(of: k + 1), tree.kind(close + 1) == .period,
        tree.kind(close + 2) == .identifier, tree.kind(close + 3) == .leftParen || tree.kind(close + 3) == .leftBrace,
        !isKnownNotToShrink(close + 2, in: tree)
      {
        return true
      }
      // `(name, other) = ([], x)`: a tuple assigned whole.
      if tree.kind(k + 1) == .comma || tree.kind(k + 1) == .rightParen, let open = tree.enclosingBracket(of: k), tree.kind(open) == .leftParen,
        let close = tree.closingBracket(of: open), tree.isOperator(close + 1, UInt8(ascii: "=")), tree.isAtStartOfLine(open) || tree.kind(open - 1) == .leftBrace
      {
        return true
      }
      if tree.isOperator(k + 1, UInt8(ascii: "=")), tree.keyword(k - 1) != .`var`, tree.keyword(k - 1) != .`let` {
        if loadingOnceFromEmpty, tree.kind(k - 1) != .period || tree.isKeyword(k - 2, .`self`), isInOnceOnlyClosure(k, in: tree) { continue }
        return true
      }
      // `name[0..<2] = []`: a range replaced.
      if tree.kind(k + 1) == .leftBracket, let close = tree.closingBracket(of: k + 1), tree.isOperator(close + 1, UInt8(ascii: "=")),
        tree.interior(of: k + 1).contains(where: { tree.kind($0) == .operator && (tree.token($0, is: "..<") || tree.token($0, is: "...")) })
      {
        return true
      }
      // The root of `a.b.name` (`self.` too): `&a.b.name` is inout, `$a.b.name` a binding
      // handed on unless subscripted.
      var root = k
      while tree.kind(root - 1) == .period, tree.kind(root - 2) == .identifier || tree.keyword(root - 2) == .`self` { root -= 2 }
      if tree.isOperator(root - 1, UInt8(ascii: "&")) { return true }
      if root != k, tree.firstByte(of: root) == UInt8(ascii: "$"), tree.kind(k + 1) != .leftBracket { return true }
    }
    return false
  }

  /// Whether the collection `state` declares starts empty: `= []`, `= [:]`, `= [Item]()`,
  /// `= Array<Item>()`.
  private static func startsEmpty(_ state: Declaration, in tree: SyntaxTree) -> Bool {
    let value = state.initializerTokens
    guard let first = value.first, let last = value.last else { return false }
    if tree.kind(first) == .leftBracket, tree.closingBracket(of: first) == last {
      return value.count == 2 || (value.count == 3 && tree.kind(first + 1) == .colon)
    }
    // `[Item]()`, `Array<Item>()`: an empty call of the collection's type.
    guard tree.kind(last) == .rightParen, tree.kind(last - 1) == .leftParen else { return false }
    return tree.kind(first) == .leftBracket ? tree.closingBracket(of: first) == last - 2 : tree.token(first, is: "Array")
  }

  /// Whether token `k` is directly in the trailing closure of a modifier whose name
  /// promises one run per view (`.doOnce { … }`, `.onFirstAppear { … }`, `.onAppearOnce`):
  /// a team's `onAppear` guarded by a flag of its own. The modifier must be chained on the
  /// view a member of the type returns, at the member's top level: on a subview, a sheet's
  /// content or a branch it runs again for each new one, while rows exist; inside a
  /// closure (`Button { reloader.runOnce { … } }`) it is no modifier at all.
  private static func isInOnceOnlyClosure(_ k: Int, in tree: SyntaxTree) -> Bool {
    guard let open = tree.enclosingBracket(of: k), tree.kind(open) == .leftBrace, tree.kind(open - 1) == .identifier,
      tree.kind(open - 2) == .period
    else { return false }
    let modifier = tree.nameText(open - 1)
    guard modifier.hasSuffix("Once") || modifier.hasPrefix("onFirst") else { return false }
    guard let holder = tree.enclosingBracket(of: open - 2), let member = tree.declaration(containing: open - 2),
      tree.declarations[member].body == holder, let parent = tree.declarations[member].parent, tree.declarations[parent].kind.isTypeLike
    else { return false }
    // No branch or loop at that level before it (`if settings.askedOnce { … }` is an `if`).
    let control: [Keyword] = [.`if`, .`guard`, .`while`, .`for`, .`switch`, .`else`]
    var j = open - 2
    while j > holder {
      if let opener = tree.openingBracket(of: j) { j = opener }
      if tree.kind(j) == .keyword && control.contains(tree.keyword(j)) { return false }
      j -= 1
    }
    return true
  }

  /// Methods of a collection that leave every element in place: appending, inserting,
  /// reordering, and reads that return a new value. Any other method called on it (a
  /// `remove…`, `popLast`, `trimPrefix`, a project's own `clear()`) may shrink it.
  private static let notShrinking: Set<String> = [
    "append", "insert", "sort", "shuffle", "swapAt", "reverse", "move", "contains", "first", "last", "firstIndex",
    "lastIndex", "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "sorted", "shuffled", "reversed",
    "enumerated", "joined", "min", "max", "allSatisfy", "prefix", "suffix", "dropFirst", "dropLast", "count", "index",
    "distance", "elementsEqual", "starts", "split", "formatted", "randomElement", "makeIterator", "firstRange", "ranges",
    "difference", "hash", "encode", "withUnsafeBufferPointer", "lexicographicallyPrecedes",
  ]

  /// A method whose name starts with `remove` or `pop` (`remove(at:)`, `removeAll`,
  /// `popLast`), or `replaceSubrange`.
  private static func isRemoval(_ k: Int, in tree: SyntaxTree) -> Bool {
    let name = tree.nameText(k)
    return name.hasPrefix("remove") || name.hasPrefix("pop") || name == "replaceSubrange"
  }

  /// Whether the method named at `k` is one of `notShrinking`.
  private static func isKnownNotToShrink(_ k: Int, in tree: SyntaxTree) -> Bool {
    notShrinking.contains(tree.nameText(k))
  }
}
