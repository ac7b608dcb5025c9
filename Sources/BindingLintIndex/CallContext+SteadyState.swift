import BindingLintSyntax

/// Whether an argument is the caller's own `@State` that stays the same: never reassigned
/// nor bound (`namesSteadyOwnState`: the same object, for a reference), and, for a value,
/// never changed in any way (`steadyOwnValue`). The per-file tables are read at the first
/// question: most files never ask.
extension CallContext {
  /// Whether `value` names the caller's own `@State` (`x` or `self.x`) that this file never
  /// assigns (`x = …`, `self.x = …`) nor hands out as a binding (`$x`): seeded once, it holds
  /// the same value for the caller's life. For an object that is the same object, which a
  /// child holding it loses nothing by keeping (review48 P6); whether it is an object is
  /// the rule's to ask.
  mutating func namesSteadyOwnState(_ value: Range<Int>) -> Bool {
    steadyOwnState(named: value) != nil
  }

  /// The declaration and name of the caller's own `@State` that `value` names, when this
  /// file never reassigns nor binds it (`namesSteadyOwnState`).
  private mutating func steadyOwnState(named value: Range<Int>) -> (declaration: Int, name: String)? {
    guard let declaration = callerProperty(named: value),
      tree.attributes(of: tree.declarations[declaration]).contains(where: { tree.token($0.nameToken, is: "State") }),
      let name = tree.declarations[declaration].nameToken
    else { return nil }
    if reassignedNames == nil { readWholeWrites() }
    let text = tree.nameText(name)
    return reassignedNames?.contains(text) ?? true ? nil : (declaration, text)
  }

  /// The caller's own `@State` that `value` passes — `x`, `self.x` or a member of it
  /// (`x.name`, `self.x.a.b`, no calls) — when this file never reassigns it (`x = …`,
  /// `_x = …`), binds it (`$x`), changes it through a member, a subscript or a method in its
  /// type or the type's extensions here (`x.name = …`, `x[0] = …`, `x.append(…)`: a method
  /// may be `mutating`), nor passes it `inout` (`&x`): the caller's type (qualified) and the
  /// property. Such a value changes only if the caller's own callers hand it a new one,
  /// which is the rule's to ask (review45 P4–P6, review49 P3–P4). Writes from extensions in
  /// other files are not seen (a `private` state has none).
  mutating func steadyOwnValue(_ value: Range<Int>) -> (owner: String, property: String)? {
    let startsWithSelf = tree.isKeyword(value.lowerBound, .`self`) && tree.kind(value.lowerBound + 1) == .period
    var k = value.lowerBound + (startsWithSelf ? 2 : 0)
    guard k < value.upperBound, tree.kind(k) == .identifier, tree.firstByte(of: k) != UInt8(ascii: "$") else { return nil }
    let root = value.lowerBound..<(k + 1)
    k += 1
    while k < value.upperBound {
      guard k + 1 < value.upperBound, tree.kind(k) == .period, tree.kind(k + 1) == .identifier else { return nil }
      k += 2
    }
    guard let (declaration, property) = steadyOwnState(named: root), let type = tree.declarations[declaration].parent else { return nil }
    if reassignedNames?.contains("_" + property) ?? true { return nil }
    if let known = mutatedByType.first(where: { $0.type == type }) {
      return known.names.contains(property) ? nil : (tree.qualifiedName(of: type), property)
    }
    let ownerName = tree.qualifiedName(of: type)
    var ranges = [tree.declarations[type].firstToken..<(tree.declarations[type].lastToken + 1)]
    for candidate in tree.declarations.indices where tree.declarations[candidate].kind == .extension {
      if tree.qualifiedName(of: candidate) == ownerName {
        ranges.append(tree.declarations[candidate].firstToken..<(tree.declarations[candidate].lastToken + 1))
      }
    }
    let names = Self.mutatedNames(in: tree, ranges: ranges)
    mutatedByType.append((type, names))
    return names.contains(property) ? nil : (ownerName, property)
  }

  private static let closureMutators: Set<String> = ["removeAll", "sort", "partition", "withUnsafeMutableBufferPointer", "withUnsafeMutableBytes"]

  /// Methods of the standard library and Foundation that never mutate: a call of one on a
  /// value is a read (`x.name.contains(…)`), not a change.
  private static let readingMethods: Set<String> = [
    "contains", "hasPrefix", "hasSuffix", "formatted", "lowercased", "uppercased", "filter", "map", "compactMap",
    "flatMap", "first", "last", "sorted", "reduce", "joined", "prefix", "suffix", "dropFirst", "dropLast",
    "firstIndex", "lastIndex", "components", "replacingOccurrences", "trimmingCharacters", "count", "index",
    "starts", "allSatisfy", "min", "max", "enumerated", "reversed", "isEmpty", "description", "string", "data",
  ]

  /// Names `ranges` change without assigning them whole: through a member or a subscript
  /// (`x.a = …`, `x[i] += …`), a method called on them or a member (`x.append(…)`,
  /// `x.list.removeAll()`, not a method in `readingMethods`), or passed `inout` (`&x`).
  /// Optional chains count (`x?.a = …`).
  private static func mutatedNames(in tree: SyntaxTree, ranges: [Range<Int>]) -> Set<String> {
    var names: Set<String> = []
    for range in ranges {
      for k in range where tree.kind(k) == .identifier {
        // A chain's root: not a member (`.x`) unless of `self`.
        guard tree.kind(k - 1) != .period || tree.isKeyword(k - 2, .`self`) else { continue }
        if tree.isOperator(k - 1, UInt8(ascii: "&")) && tree.touches(k - 1, k) {
          names.insert(tree.nameText(k))
          continue
        }
        var end = k + 1
        var stepped = false
        while true {
          if tree.isPostfixOperator(end) && tree.length(end) == 1 { end += 1; continue }
          if tree.kind(end) == .period && tree.kind(end + 1) == .identifier { end += 2; stepped = true; continue }
          if tree.kind(end) == .leftBracket && tree.touches(end - 1, end) { end = tree.step(over: end); stepped = true; continue }
          break
        }
        guard stepped else { continue }
        let changes: Bool
        if tree.kind(end) == .leftBrace && tree.kind(end - 1) == .identifier && closureMutators.contains(tree.nameText(end - 1)) {
          // `x.removeAll { … }`, `x.sort { … }`: a trailing closure is not a call in the
          // test below, and `if x.isEmpty {` is not a change.
          changes = true
        } else if tree.kind(end) == .leftParen && tree.touches(end - 1, end) {
          // A method called on the value or a member of it (not a subscript's own call).
          changes = tree.kind(end - 1) == .identifier && !readingMethods.contains(tree.nameText(end - 1))
        } else {
          changes = tree.isAssignmentOperator(end)
        }
        if changes { names.insert(tree.nameText(k)) }
      }
    }
    return names
  }
}
