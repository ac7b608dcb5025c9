import BindingLintSyntax

/// `@Published` properties that keep what the initializer gave them: a view that reads only
/// such a member shows no stale value, whatever wrapper holds the object (set 100 D21: a
/// layout object's `isTopTabLayout`, set once from the device kind in `init`, read by a
/// root view that holds the object in `@State`).
extension TypeFacts {
  /// The `@Published` stored properties of class declaration `index` that change only while
  /// an initializer runs. Only this file may write one: its setter is `private` or
  /// `fileprivate` (`private(set)` included), or the class is. Nothing in the file names
  /// its publisher (`$name`, which `assign(to:)` could feed), and every mention that may
  /// write it (`mayWrite`: an assignment, a mutating call, a member or subscript, `&name`,
  /// a tuple assigned, a key path, a `$model.name` binding) is the object's own (`name`,
  /// `self.name`) and a statement of an initializer of the class, or of a plain private
  /// method of the class that such statements call, and only they
  /// (`init() { setInitialProperties() }`). A closure (an observer an initializer
  /// installs) writes later; so may a method nothing here calls (`@objc`, by name).
  static func settledPublishedMembers(of index: Int, in tree: SyntaxTree) -> [String] {
    let type = tree.declarations[index]
    let isPrivateClass = tree.isFilePrivate(index)
    var candidates: [(name: String, token: Int)] = []
    var methods: [String: [Int]] = [:]
    var member = index + 1
    while member < tree.declarations.count && tree.declarations[member].firstToken <= type.lastToken {
      defer { member += 1 }
      let declaration = tree.declarations[member]
      guard declaration.parent == index, let name = declaration.nameToken else { continue }
      if declaration.kind == .function {
        // Only a plain private method: the runtime may call an `@objc`, `@IBAction`,
        // `dynamic` one or an override by itself (a selector string, a protocol).
        if hasPrivateModifier(declaration, in: tree, setterOnly: false), declaration.attributes.isEmpty,
          !tree.modifiers(of: declaration).contains(where: { tree.token($0.token, is: "override") || tree.token($0.token, is: "dynamic") })
        {
          methods[tree.nameText(name), default: []].append(member)
        }
      } else if declaration.kind == .variable, tree.attribute(named: "Published", on: declaration) != nil,
        tree.propertyStorage(declaration) == .stored,
        isPrivateClass || hasPrivateModifier(declaration, in: tree, setterOnly: true)
      {
        candidates.append((tree.nameText(name), name))
      }
    }
    guard !candidates.isEmpty else { return [] }
    // One pass over the file for every name asked about; most tokens are rejected on length.
    let names = Set(candidates.map(\.name)).union(candidates.map { "$" + $0.name }).union(methods.keys)
    let lengths = Set(names.map(\.utf8.count))
    var mentions: [String: [Int]] = [:]
    for k in 0..<tree.tokenCount where tree.kind(k) == .identifier && lengths.contains(tree.length(k)) {
      let name = tree.nameText(k)
      if names.contains(name) { mentions[name, default: []].append(k) }
    }
    let initializerOnly = initializerOnlyMethods(methods, mentions: mentions, of: index, in: tree)
    return candidates.compactMap { candidate in
      guard mentions["$" + candidate.name] == nil else { return nil }
      // A write through another value (`parent?.count += 1`) changes an object already
      // built: only the object's own mentions (`count`, `self.count`) may set it up.
      let settled = (mentions[candidate.name] ?? []).allSatisfy { k in
        k == candidate.token || !mayWrite(k, in: tree)
          || (isOwnMember(k, in: tree) && isSettingUp(k, inClass: index, methods: initializerOnly, in: tree))
      }
      return settled ? candidate.name : nil
    }
  }

  /// `private`/`fileprivate` on the declaration; with `setterOnly`, also `private(set)`
  /// and `fileprivate(set)`.
  private static func hasPrivateModifier(_ declaration: Declaration, in tree: SyntaxTree, setterOnly: Bool) -> Bool {
    tree.modifiers(of: declaration).contains { modifier in
      (modifier.isPlain || setterOnly) && (tree.keyword(modifier.token) == .`private` || tree.keyword(modifier.token) == .`fileprivate`)
    }
  }

  /// The private methods of class `index` (by declaration) whose every mention in the file
  /// is a call (`name(…)`, `self.name(…)`) among the statements of an initializer of the
  /// class or of a method already found: grown until nothing more qualifies, so a cycle
  /// of methods nobody else calls stays out.
  private static func initializerOnlyMethods(
    _ methods: [String: [Int]], mentions: [String: [Int]], of index: Int, in tree: SyntaxTree
  ) -> Set<Int> {
    var found: Set<Int> = []
    var changed = true
    while changed {
      changed = false
      for (name, declarations) in methods where !declarations.allSatisfy(found.contains) {
        let own = Set(declarations.compactMap { tree.declarations[$0].nameToken })
        let calls = (mentions[name] ?? []).filter { !own.contains($0) }
        // At least one call: a method nobody calls here may be called by name at run time.
        let calledOnlyThere = !calls.isEmpty && calls.allSatisfy { k in
          guard tree.kind(k + 1) == .leftParen, tree.touches(k, k + 1), isOwnMember(k, in: tree) else { return false }
          return isSettingUp(k, inClass: index, methods: found, in: tree)
        }
        if calledOnlyThere {
          found.formUnion(declarations)
          changed = true
        }
      }
    }
    return found
  }

  /// Whether token `k` is a statement (not in a closure) of an initializer of class
  /// `index`, or of one of `methods`.
  private static func isSettingUp(_ k: Int, inClass index: Int, methods: Set<Int>, in tree: SyntaxTree) -> Bool {
    guard let holder = tree.declaration(containing: k), let body = tree.declarations[holder].body,
      tree.declarations[holder].parent == index
    else { return false }
    switch tree.declarations[holder].kind {
    case .initializer: return tree.isInitializerStatement(k)
    case .function: return methods.contains(holder) && tree.isInStatementsOf(body, token: k)
    default: return false
    }
  }

  /// Whether the mention at `k` is the object's own member: a bare name or `self.name`.
  private static func isOwnMember(_ k: Int, in tree: SyntaxTree) -> Bool {
    k < 2 || tree.kind(k - 1) != .period || (tree.isKeyword(k - 2, .`self`) && tree.kind(k - 3) != .period)
  }

  /// Whether the mention at `k` may change the value: anything follows it but a plain
  /// read's end (an assignment, `.member`, `[…]`, `?`, `!`), `&` stands before it
  /// (`&count`, `&self.count`), it ends a key path (`\.isTop`, `\Self.isTop`:
  /// `assign(to:on:)` writes through one) or a binding (`$model.isTop`), or it is an element
  /// of a tuple that is assigned (`(width, height) = size`).
  private static func mayWrite(_ k: Int, in tree: SyntaxTree) -> Bool {
    // The head of the chain the mention ends (`self` of `self.count`, `\` of `\.count`).
    var head = k
    while head > 1 && tree.kind(head - 1) == .period {
      head -= 1
      if tree.kind(head - 1) != .backslash && tree.kind(head - 1) != .operator { head -= 1 }
    }
    if head > 0 && tree.kind(head - 1) == .backslash { return true }
    if head > 0 && tree.kind(head - 1) == .operator && tree.firstByte(of: head - 1) == UInt8(ascii: "&") && tree.touches(head - 1, head) {
      return true
    }
    if head < k && tree.kind(head) == .identifier && tree.firstByte(of: head) == UInt8(ascii: "$") { return true }
    if tree.kind(k + 1) == .comma || tree.kind(k + 1) == .rightParen, isInAssignedTuple(k, in: tree) { return true }
    // A label (`isWide: true`) or a parameter's name is not the property.
    if tree.kind(k + 1) == .colon { return false }
    switch tree.kind(k + 1) {
    case .period, .leftBracket: return true
    case .operator:
      return tree.isAssignmentOperator(k + 1) || (tree.touches(k, k + 1) && tree.isPostfixOperator(k + 1))
    default: return false
    }
  }

  /// Whether the mention at `k` sits directly in parentheses that an assignment operator
  /// follows (`(width, height) = size`).
  private static func isInAssignedTuple(_ k: Int, in tree: SyntaxTree) -> Bool {
    guard let open = tree.enclosingBracket(of: k), tree.kind(open) == .leftParen, let close = tree.closingBracket(of: open) else {
      return false
    }
    return tree.isAssignmentOperator(close + 1)
  }
}
