import BindingLintSyntax

/// Which collection a `ForEach` iterates by position: the dotted path before `.indices`,
/// `.count` or `.enumerated` in its data argument, or, for `0..<n`, the path of a local
/// `let n = path.count` declared earlier in the same member. `foreach_index_binding` looks
/// for `$path[i]` in the rows; `subscript_binding_in_body` leaves those to it.
extension SyntaxTree {
  /// The collections whose positions the data argument spells.
  func collectionPaths(in data: Argument, before forEach: Int) -> [[String]] {
    collectionPaths(inValue: data.value, before: forEach, throughLocal: true)
  }

  /// The same for a value: the data argument, or the initializer of the local it names
  /// (`let rows = Array($xs.enumerated())`, then `ForEach(rows, id: \.offset)`; set 73's
  /// missed product cards), followed one step.
  private func collectionPaths(inValue value: Range<Int>, before forEach: Int, throughLocal: Bool) -> [[String]] {
    var paths: [[String]] = []
    var sawRange = false
    for k in value {
      if kind(k) == .period, kind(k + 1) == .identifier,
        token(k + 1, is: "indices") || token(k + 1, is: "count") || token(k + 1, is: "enumerated") {
        var path = dottedPath(endingBefore: k)
        // `$xs.indices` are the positions of `xs` too (a `Binding` of a collection is one).
        Self.unproject(&path)
        if !path.isEmpty { paths.append(path) }
      }
      if kind(k) == .operator && (token(k, is: "..<") || token(k, is: "...")) { sawRange = true }
    }
    if paths.isEmpty, throughLocal, let name = soleName(in: value) {
      // `self.rows` is the property, whatever locals are called.
      guard value.count == 1 else { return computedPositions(named: name, before: forEach) }
      switch local(named: name, before: forEach) {
      case .value(let initializer): return collectionPaths(inValue: initializer, before: forEach, throughLocal: false)
      case .otherValue: return []
      case .none: return computedPositions(named: name, before: forEach)
      }
    }
    guard paths.isEmpty, sawRange else { return paths }
    // `0..<count` with `let count = xs.count` earlier in the same member.
    for k in value where kind(k) == .identifier && kind(k + 1) != .period && kind(k - 1) != .period {
      if let path = localCount(named: k, before: forEach) { paths.append(path) }
    }
    return paths
  }

  /// `$xs` read as `xs`, and `$xs.wrappedValue` as `xs` too (probe43 D5): the positions
  /// of a binding of a collection are the collection's.
  private static func unproject(_ path: inout [String]) {
    guard let first = path.first, first.hasPrefix("$"), first.count > 1 else { return }
    path[0] = String(first.dropFirst())
    if path.count > 1, path[1] == "wrappedValue" { path.remove(at: 1) }
  }

  /// The name token of a value that is one name (`sortedIndices`, `self.sortedIndices`).
  private func soleName(in value: Range<Int>) -> Int? {
    if value.count == 1, kind(value.lowerBound) == .identifier { return value.lowerBound }
    if value.count == 3, keyword(value.lowerBound) == .`self`, kind(value.lowerBound + 1) == .period, kind(value.lowerBound + 2) == .identifier {
      return value.lowerBound + 2
    }
    return nil
  }

  /// The collections whose positions a computed property of the `ForEach`'s own type
  /// returns (`var sortedIndices: [Int] { doctors.indices.sorted { … } }`, in the type or
  /// an extension of it in this file): the rows are keyed by those positions as by
  /// `doctors.indices` itself (review72's missed row editor). The property must be declared
  /// as positions (`[Int]`, `Range<Int>`, `ClosedRange<Int>`): a property that reads
  /// `.indices` to pick elements returns elements. Only `.indices` counts (`count` in a
  /// property's body may be anything), and a parameter or local of the same name in the
  /// member holding the `ForEach` hides the property.
  private func computedPositions(named name: Int, before forEach: Int) -> [[String]] {
    guard let type = typeDeclaration(holding: forEach), !isShadowed(name, before: forEach, inside: type) else { return [] }
    let typeName = qualifiedName(of: type)
    let spelled = nameText(name)
    for declaration in declarations where declaration.kind == .variable && declaration.initializerTokens.isEmpty {
      guard let body = declaration.body, let owner = declaration.parent, self.name(of: declaration) == spelled,
        declarations[owner].kind.isTypeLike, owner == type || qualifiedName(of: owner) == typeName,
        !token(body + 1, is: "didSet"), !token(body + 1, is: "willSet"), isPositionsType(declaration.typeTokens)
      else { continue }
      var paths: [[String]] = []
      for k in interior(of: body) where kind(k) == .period && kind(k + 1) == .identifier && token(k + 1, is: "indices") {
        var path = dottedPath(endingBefore: k)
        Self.unproject(&path)
        if !path.isEmpty, !paths.contains(path) { paths.append(path) }
      }
      return paths
    }
    return []
  }

  /// What a name means at `k` inside a member, as far as locals go.
  private enum LocalMeaning {
    /// The last `let`/`var` of that name in a scope around `k`, with its initializer.
    case value(Range<Int>)
    /// A local without an initializer, or a closure parameter around `k`: some other value.
    case otherValue
    /// No local of that name in scope: a member of the type, if anything.
    case none
  }

  /// The local spelled like `name` in scope at `k` in the member of the type holding `k`:
  /// declared before `k` in a block that also holds `k` (not a sibling closure or the
  /// other branch), unless a closure parameter between them takes the name.
  private func local(named name: Int, before k: Int) -> LocalMeaning {
    guard let type = typeDeclaration(holding: k), var member = declaration(containing: k), member != type else { return .none }
    while let parent = declarations[member].parent, parent != type { member = parent }
    let spelled = nameText(name)
    var found: (declaration: Int, scope: Int)?
    var inner = member + 1
    while inner < declarations.count && declarations[inner].firstToken < k {
      let declaration = declarations[inner]
      if declaration.kind == .variable || declaration.kind == .constant, self.name(of: declaration) == spelled,
        let scope = enclosingBrace(of: declaration.firstToken), let close = closingBracket(of: scope), scope < k, k < close
      {
        found = (inner, scope)
      }
      inner += 1
    }
    // A closure parameter between the local (or the member) and `k` names another value.
    let outermost = found?.scope ?? declarations[member].body ?? 0
    var open = enclosingBracket(of: k)
    while let at = open, at > outermost {
      if kind(at) == .leftBrace, let inKeyword = closureInKeyword(at),
        (at + 1..<inKeyword).contains(where: { kind($0) == .identifier && sameText($0, name) })
      {
        return .otherValue
      }
      open = enclosingBracket(of: at)
    }
    guard let found else { return .none }
    let initializer = declarations[found.declaration].initializerTokens
    return initializer.isEmpty ? .otherValue : .value(initializer)
  }

  /// The value of the local a `ForEach`'s data argument names, when it is one bare name of
  /// a local in scope with an initializer (`rows` of `let rows = Array($xs.enumerated())`).
  func localValue(ofData value: Range<Int>, before k: Int) -> Range<Int>? {
    guard value.count == 1, kind(value.lowerBound) == .identifier, case .value(let initializer) = local(named: value.lowerBound, before: k) else {
      return nil
    }
    return initializer
  }

  /// The innermost `{` around token `k`.
  private func enclosingBrace(of k: Int) -> Int? {
    var open = enclosingBracket(of: k)
    while let at = open, kind(at) != .leftBrace { open = enclosingBracket(of: at) }
    return open
  }

  /// `[Int]`, `Array<Int>`, `Range<Int>`, `ClosedRange<Int>`: a property's type that holds
  /// positions.
  private func isPositionsType(_ type: Range<Int>) -> Bool {
    let text = type.map { self.text($0) }.joined()
    return text == "[Int]" || text == "Array<Int>" || text == "Range<Int>" || text == "ClosedRange<Int>"
  }

  /// Whether a parameter or a local declared before `k` in the member of `type` holding
  /// `k` is spelled like `name`: the name then means that value, not the type's property.
  private func isShadowed(_ name: Int, before k: Int, inside type: Int) -> Bool {
    guard var member = declaration(containing: k), member != type else { return false }
    while let parent = declarations[member].parent, parent != type { member = parent }
    let spelled = nameText(name)
    var inner = member
    while inner < declarations.count && declarations[inner].firstToken < k {
      let declaration = declarations[inner]
      if inner != member, declaration.firstToken > declarations[member].firstToken, self.name(of: declaration) == spelled { return true }
      if declaration.firstToken <= k, k <= declaration.lastToken, parameterNames(of: declaration).contains(where: { nameText($0.token) == spelled }) {
        return true
      }
      inner += 1
    }
    return false
  }

  /// In a row of a `ForEach` over the positions of `paths`: the path the getter closure at
  /// `getter` reads by a subscript that mentions one of the row's `parameters`
  /// (`{ headers[index].key }`); nil if none. Such a row binding is the positional binding
  /// `$xs[i]` written with closures, and traps the same way once an element is removed.
  func readsByPosition(getter: Int, into paths: [[String]], parameters: [Int]) -> [String]? {
    for k in interior(of: getter) where kind(k) == .leftBracket && !isAtStartOfLine(k) {
      // `xs[safe: i]`: a labeled subscript is the project's own, which answers nil past the
      // end instead of trapping (review60's `apiKeys[safe: index] ?? ""`).
      if kind(k + 1) == .identifier, kind(k + 2) == .colon { continue }
      let path = dottedPath(endingBefore: k)
      if !path.isEmpty, paths.contains(path), subscriptMentions(at: k, anyOf: parameters) { return path }
    }
    return nil
  }

  /// Parameter name tokens of a `ForEach` row closure with a signature (`{ index in … }`);
  /// empty for a shorthand closure.
  func rowParameters(ofClosure open: Int) -> [Int] {
    guard let inKeyword = closureInKeyword(open) else { return [] }
    return (open + 1..<inKeyword).filter { kind($0) == .identifier }
  }

  /// Whether the subscript opening at `open` mentions one of a row closure's `parameters`
  /// (`$0`/`$1` when the closure has no signature).
  func subscriptMentions(at open: Int, anyOf parameters: [Int]) -> Bool {
    for k in interior(of: open) where kind(k) == .identifier {
      if parameters.isEmpty {
        if token(k, is: "$0") || token(k, is: "$1") { return true }
      } else if parameters.contains(where: { sameText($0, k) }) {
        return true
      }
    }
    return false
  }

  /// The dotted path (`model.items`, `self` dropped) whose last token is `end - 1`.
  func dottedPath(endingBefore end: Int) -> [String] {
    var segments: [String] = []
    var k = end - 1
    while isInFile(k) {
      guard kind(k) == .identifier || keyword(k) == .`self` else { break }
      segments.append(text(k))
      guard k >= 1, kind(k - 1) == .period else { break }
      k -= 2
    }
    if segments.last == "self" { segments.removeLast() }
    return segments.reversed()
  }

  /// For the identifier at `name`: the path of `let name = path.count` between the start of
  /// the enclosing member's body and `limit`.
  private func localCount(named name: Int, before limit: Int) -> [String]? {
    guard let owner = declaration(containing: limit), let body = declarations[owner].body, body < limit else { return nil }
    for k in body..<limit where (keyword(k) == .`let` || keyword(k) == .`var`) && sameText(k + 1, name) && isOperator(k + 2, UInt8(ascii: "=")) {
      var end = k + 3
      while end < limit, !isAtStartOfLine(end), kind(end) == .identifier || kind(end) == .period || keyword(end) == .`self` { end += 1 }
      if end - 2 > k + 3, token(end - 1, is: "count"), kind(end - 2) == .period {
        let path = dottedPath(endingBefore: end - 2)
        if !path.isEmpty { return path }
      }
    }
    return nil
  }
}
