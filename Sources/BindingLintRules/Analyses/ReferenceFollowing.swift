import BindingLintSyntax

/// Following an object out of the property that holds it, for the reference-type rules:
/// into a local alias (`let d = doc`, `if let file = doc`, `guard let doc`) and into the
/// parameter of one of the view's own helper functions it is passed to
/// (`editorOptionsMenu(codeFile: file)`). What the view does through the alias or inside
/// the helper is what it does to the object.
struct ReferenceFollowing {
  let lookup: DeclarationLookup
  /// The qualified name of the type whose helper functions are followed.
  let typeName: String
  /// How many aliases and helpers deep this scan already is.
  var depth = 0
  /// Shared by every level of one property's scan: a file of a thousand aliases or
  /// helper calls costs a bounded number of follow-up scans, and a helper is scanned once
  /// per parameter however often the object is passed to it.
  let budget = Budget()

  static let maximumDepth = 3

  init(lookup: DeclarationLookup, typeName: String) {
    self.lookup = lookup
    self.typeName = typeName
  }

  final class Budget {
    var remainingScans = 64
    var helperUsages: [HelperKey: ReferenceUsage] = [:]
  }

  struct HelperKey: Hashable {
    let function: Int
    let parameter: Int
  }

  func deeper() -> ReferenceFollowing {
    var copy = self
    copy.depth += 1
    return copy
  }
}

extension SyntaxTree {
  /// `if let x`, `guard let x else`, `if let x = x`, `let x = self.x`: a local that is the
  /// property under its own name. One past the last token of the binding, or nil for a
  /// local holding something else (`let x = other`, `var x: T`).
  func rebindsItself(at k: Int, name: [UInt8]) -> Int? {
    if isOperator(k + 1, UInt8(ascii: "=")) {
      var value = k + 2
      if kind(value) == .keyword && keyword(value) == .`self` && kind(value + 1) == .period { value += 2 }
      guard kind(value) == .identifier, spells(value, name), let end = aliasValueEnd(after: value) else { return nil }
      return end
    }
    // The shorthand is a condition: `if let x`, `guard var x`, `while let x`, `, let x`.
    let before = k - 2
    let isCondition = kind(before) == .comma
      || (kind(before) == .keyword && [Keyword.`if`, .`guard`, .`while`].contains(keyword(before)))
    return isCondition && endsOptionalBinding(k + 1) ? k + 1 : nil
  }

  /// After the reference at `k`, optionally `?`/`!`: one past it when the expression ends
  /// there (a `{`, `,`, `else`, `;`, `)` or a new line follows).
  func aliasValueEnd(after k: Int) -> Int? {
    var j = k + 1
    if (isOperator(j, UInt8(ascii: "?")) || isOperator(j, UInt8(ascii: "!"))) && !hasLeadingTrivia(j) { j += 1 }
    return endsOptionalBinding(j) ? j : nil
  }

  func endsOptionalBinding(_ j: Int) -> Bool {
    guard j < tokenCount else { return true }
    switch kind(j) {
    case .leftBrace, .comma, .semicolon, .rightParen, .rightBrace: return true
    case .keyword: return keyword(j) == .`else` || isAtStartOfLine(j)
    default: return isAtStartOfLine(j)
    }
  }

  /// Usage of the object through the alias or helper parameter the reference at `k`
  /// hands it to, or nothing when it is handed to neither.
  func followedUsage(of k: Int, following: ReferenceFollowing) -> ReferenceUsage {
    let start = kind(k - 1) == .period ? k - 2 : k
    guard let valueEnd = aliasValueEnd(after: k) else { return ReferenceUsage() }
    // `let d = x`, `if let d = x`, `guard var d = x?`
    if isOperator(start - 1, UInt8(ascii: "=")), kind(start - 2) == .identifier, kind(start - 3) == .keyword,
      keyword(start - 3) == .`let` || keyword(start - 3) == .`var`
    {
      guard let block = enclosingBracket(of: start), kind(block) == .leftBrace, let close = closingBracket(of: block),
        following.budget.remainingScans > 0
      else {
        return ReferenceUsage()
      }
      following.budget.remainingScans -= 1
      return referenceUsage(
        of: Self.unescaped(text(start - 2)), in: [valueEnd..<close], isBindingValue: false, following: following.deeper())
    }
    // `helper(x)`, `helper(label: x)`, `self.helper(label: x!)`
    guard kind(valueEnd) == .comma || kind(valueEnd) == .rightParen else { return ReferenceUsage() }
    guard let open = enclosingBracket(of: start), open > 0, kind(open) == .leftParen, !hasLeadingTrivia(open),
      kind(open - 1) == .identifier, let close = closingBracket(of: open)
    else { return ReferenceUsage() }
    if kind(open - 2) == .period && !isKeyword(open - 3, .`self`) { return ReferenceUsage() }
    let arguments = arguments(between: open, and: close)
    guard let position = arguments.firstIndex(where: { $0.valueStart == start }) else { return ReferenceUsage() }
    let label = arguments[position].label
    var usage = ReferenceUsage()
    for helper in following.lookup.valueMembers(ofType: following.typeName, named: open - 1) {
      let declaration = declarations[helper]
      guard declaration.kind == .function, let body = declaration.body, let bodyEnd = closingBracket(of: body) else { continue }
      let parameters = parameterNames(of: declaration)
      let parameter: Int?
      if let label {
        parameter = parameters.first { sameText($0.external, label) }?.token
      } else if position < parameters.count, token(parameters[position].external, is: "_") {
        parameter = parameters[position].token
      } else {
        parameter = nil
      }
      guard let parameter else { continue }
      let key = ReferenceFollowing.HelperKey(function: helper, parameter: parameter)
      if let known = following.budget.helperUsages[key] {
        usage.merge(known)
        continue
      }
      guard following.budget.remainingScans > 0 else { continue }
      following.budget.remainingScans -= 1
      let inside = referenceUsage(
        of: Self.unescaped(text(parameter)), in: [(body + 1)..<bodyEnd], isBindingValue: false,
        following: following.deeper())
      following.budget.helperUsages[key] = inside
      usage.merge(inside)
    }
    return usage
  }

  /// Whether token `k` is inside an initializer of the type (where assigning the property
  /// gives it its first value, not a new one).
  func isInsideInitializer(_ k: Int) -> Bool {
    var current = declaration(containing: k)
    while let at = current {
      let declaration = declarations[at]
      if declaration.kind == .initializer { return true }
      if declaration.kind.isTypeLike { return false }
      current = declaration.parent
    }
    return false
  }
}
