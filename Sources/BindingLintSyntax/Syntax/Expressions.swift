/// Small readings of expressions and signatures that several analyses share: a function's
/// parameter names, whether a token reads a name, a construction (`Model()`,
/// `Model.init(…)`, `.init()`), the types around a declaration. Each is a question about
/// tokens, asked where a rule needs it; nothing here knows SwiftUI.
extension SyntaxTree {
  /// Internal names of an initializer's or function's parameters (`value` in `_ value: T`,
  /// `name` in `for name: String`), with the token where each parameter starts.
  package func parameterNames(of declaration: Declaration) -> [(token: Int, external: Int)] {
    guard let open = declaration.parameterList, let close = closingBracket(of: open) else { return [] }
    var result: [(Int, Int)] = []
    for argument in arguments(between: open, and: close) {
      // `arguments` takes `name:` as a label; `label name:` and `_ name:` leave the colon later.
      if let label = argument.label {
        result.append((label, label))
        continue
      }
      guard let colon = argument.value.first(where: { kind($0) == .colon }), colon - 1 > argument.valueStart,
        kind(colon - 1) == .identifier
      else { continue }
      result.append((colon - 1, argument.valueStart))
    }
    return result
  }

  /// Whether token `k` is `->`.
  package func isArrow(_ k: Int) -> Bool {
    guard kind(k) == .operator, length(k) == 2 else { return false }
    let start = startOffset(k)
    return source.bytes[start] == UInt8(ascii: "-") && source.bytes[start + 1] == UInt8(ascii: ">")
  }

  /// `=`, `+=`, `<<=`, `&&=`…: an operator ending in `=` that is not a comparison (`==`,
  /// `!=`, `<=`, `>=`, `===`, `!==`). Read from the bytes, no string.
  package func isAssignmentOperator(_ k: Int) -> Bool {
    guard kind(k) == .operator else { return false }
    let bytes = source.bytes
    let end = endOffset(k)
    guard bytes[end - 1] == UInt8(ascii: "=") else { return false }
    let length = length(k)
    if length == 1 { return true }
    let before = bytes[end - 2]
    if length == 2 && (before == UInt8(ascii: "=") || before == UInt8(ascii: "!") || before == UInt8(ascii: "<") || before == UInt8(ascii: ">")) {
      return false
    }
    return !(length == 3 && (before == UInt8(ascii: "=")))
  }

  /// Whether token `k` is a member of another value (`other.x`), not of `self` (`self.x`)
  /// and not a plain name (`x`).
  package func isMemberOfOtherValue(_ k: Int) -> Bool {
    guard k >= 2, kind(k - 1) == .period else { return false }
    return !(keyword(k - 2) == .`self` && kind(k - 3) != .period)
  }

  /// Whether token `k` in an expression reads a name (not a member `.p`, nor a label `p:`).
  package func readsName(_ k: Int) -> Bool {
    guard kind(k) == .identifier else { return false }
    if kind(k - 1) == .period { return false }
    if kind(k + 1) == .colon && (kind(k - 1) == .leftParen || kind(k - 1) == .comma) { return false }
    return true
  }

  /// `Model()` / `Model(…)` / `Model.init(…)` / `Outer.Model<T>()` / `.init()` (named by
  /// the annotation), as the whole expression; nil for static members and factories.
  package func construction(_ range: Range<Int>, annotation: Range<Int>) -> (name: String, display: String)? {
    guard !range.isEmpty else { return nil }
    var k = range.lowerBound
    var typeText: String
    if kind(k) == .period && keyword(k + 1) == .`init` {
      guard let name = plainTypeName(in: annotation) else { return nil }
      typeText = name.name
      k += 2
    } else {
      let first = k
      var last = k
      while kind(k) == .identifier && startsUppercase(k) {
        last = k
        k += 1
        if isGenericAngle(k) && isOperator(k, UInt8(ascii: "<")) { k = skipGenericArguments(k); last = k - 1 }
        guard kind(k) == .period, kind(k + 1) == .identifier else { break }
        k += 1
      }
      guard last >= first, kind(first) == .identifier, startsUppercase(first) else { return nil }
      typeText = text(from: first, through: last)
      if kind(k) == .period && keyword(k + 1) == .`init` { k += 2 }
    }
    guard let call = call(at: k - 1), call.lastToken == range.upperBound - 1 else { return nil }
    let isEmptyCall = call.openParen.map { call.closeParen == $0 + 1 } ?? false
    return (typeText, typeText + (isEmptyCall ? "()" : "(…)"))
  }

  /// Qualified names of the types enclosing declaration `index`, outermost first. Only
  /// the innermost `nameLevels`, as in `qualifiedName(of:)`: each name costs a walk of its own, and
  /// a file whose braces never close nests every later type in the one before it.
  package func enclosingTypeNames(of index: Int) -> [String] {
    var names: [String] = []
    var current = declarations[index].parent
    while let at = current, names.count < Self.nameLevels {
      if declarations[at].kind.isTypeLike { names.append(qualifiedName(of: at)) }
      current = declarations[at].parent
    }
    return names.reversed()
  }

  /// Whether token `k` starts with an ASCII capital (a type's name, by convention).
  @inlinable @inline(__always) package func startsUppercase(_ k: Int) -> Bool {
    guard let byte = firstByte(of: k) else { return false }
    return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
  }
}

extension SyntaxTree {
  /// Name tokens of the structs this file declares with a name that starts with a lowercase
  /// letter (`struct audio_controls: View`, a team's convention): their calls are
  /// constructions too, which the capitalized-name scans would miss.
  package func lowercaseStructNameTokens() -> [Int] {
    declarations.compactMap { declaration in
      guard declaration.kind == .struct, let name = declaration.nameToken, let first = firstByte(of: name),
        first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
      else { return nil }
      return name
    }
  }
}
