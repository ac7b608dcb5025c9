import BindingLintSyntax
import BindingLintIndex

/// What `state_init_from_parameter` and `inline_observed_object` read in initializers:
/// the parameter names, the statement-level assignments in the body, the property
/// wrappers the type's stored properties carry, and a wrapper initializer call on the
/// right of `_x = …`.
struct Assignment {
  /// First token of the target (`self` of `self._x`, or the name).
  var first: Int
  /// The target's name token (`_x` or `x`).
  var nameToken: Int
  /// The `=` token.
  var equals: Int
  /// The assigned value: `valueStart..<valueEnd`.
  var valueStart: Int
  var valueEnd: Int
}

/// `State(initialValue: v)`, `SwiftUI.State<T>(wrappedValue: v)`, `.init(initialValue: v)`.
struct WrapperCall {
  /// The wrapper's name token, or the `init` of `.init(`.
  var nameToken: Int
  var isImplicitInit: Bool
  /// `initialValue` or `wrappedValue` label token.
  var label: Int
  var valueStart: Int
  var valueEnd: Int
  var close: Int
}

extension SyntaxTree {
  /// Internal names of an initializer's or function's parameters (`value` in `_ value: T`,
  /// `name` in `for name: String`).
  func parameterNames(of declaration: Declaration) -> [(token: Int, external: Int)] {
    let open = declaration.parameterList
    guard open >= 0, partner(open) > open else { return [] }
    var result: [(Int, Int)] = []
    for argument in arguments(between: open, and: partner(open)) {
      // `arguments` takes `name:` as a label; `label name:` and `_ name:` leave the colon later.
      if argument.label >= 0 {
        result.append((argument.label, argument.label))
        continue
      }
      var k = argument.valueStart
      while k < argument.valueEnd && kind(k) != .colon { k += 1 }
      guard k < argument.valueEnd, k - 1 > argument.valueStart, kind(k - 1) == .identifier else { continue }
      result.append((k - 1, argument.valueStart))
    }
    return result
  }

  /// Assignments `target = value` that start a statement in the block `open…partner(open)`,
  /// where target is `x`, `_x`, `self.x` or `self._x`. Nested closures are included;
  /// nested declarations' bodies are not special-cased.
  func statementAssignments(inBlock open: Int) -> [Assignment] {
    let close = partner(open)
    guard close > open else { return [] }
    var result: [Assignment] = []
    var k = open + 1
    while k < close {
      defer { k += 1 }
      guard isOperator(k, UInt8(ascii: "=")), kind(k - 1) == .identifier else { continue }
      var first = k - 1
      if kind(first - 1) == .period && tokens[first - 2].keyword == .`self` { first -= 2 }
      let before = tokens[first - 1]
      guard tokens[first].isAtStartOfLine || before.kind == .semicolon || before.kind == .leftBrace
        || (before.kind == .keyword && before.keyword == .`in`)
      else { continue }
      result.append(Assignment(first: first, nameToken: k - 1, equals: k, valueStart: k + 1, valueEnd: statementEnd(after: k, limit: close)))
    }
    return result
  }

  /// One past the last token of the expression starting after `equals`: it runs to the
  /// next line that does not continue it (with `.` or a binary operator), a `;`, or `limit`.
  func statementEnd(after equals: Int, limit: Int) -> Int {
    var k = equals + 1
    while k < limit {
      let token = tokens[k]
      if k > equals + 1 && token.isAtStartOfLine && token.kind != .period
        && !(token.kind == .operator && !token.flags.contains(.prefixOperator))
      {
        return k
      }
      if token.kind == .semicolon { return k }
      if token.kind.isOpeningBracket, partner(k) > k, partner(k) < limit { k = partner(k) + 1; continue }
      k += 1
    }
    return limit
  }

  /// The wrapper call that is the whole of `start..<end`, named `wrapper` (or `.init`),
  /// with one `initialValue:` or `wrappedValue:` argument.
  func wrapperCall(named wrapper: StaticString, from start: Int, to end: Int) -> WrapperCall? {
    var k = start
    var isImplicitInit = false
    if kind(k) == .period && tokens[k + 1].keyword == .`init` {
      isImplicitInit = true
      k += 1
    } else {
      if token(k, is: "SwiftUI") && kind(k + 1) == .period { k += 2 }
      guard token(k, is: wrapper) else { return nil }
    }
    let name = k
    var open = k + 1
    if tokens[open].flags.contains(.genericAngle) && isOperator(open, UInt8(ascii: "<")) { open = skipGenericArguments(open) }
    if !isImplicitInit && kind(open) == .period && tokens[open + 1].keyword == .`init` { open += 2 }
    guard kind(open) == .leftParen, partner(open) == end - 1 else { return nil }
    let arguments = arguments(between: open, and: end - 1)
    guard arguments.count == 1, let label = arguments.first?.label, label >= 0,
      token(label, is: "initialValue") || token(label, is: "wrappedValue")
    else { return nil }
    return WrapperCall(nameToken: name, isImplicitInit: isImplicitInit, label: label,
      valueStart: arguments[0].valueStart, valueEnd: arguments[0].valueEnd, close: end - 1)
  }

  /// Whether token `k` in an expression reads a name (not a member `.p`, nor a label `p:`).
  func readsName(_ k: Int) -> Bool {
    guard kind(k) == .identifier else { return false }
    if kind(k - 1) == .period { return false }
    if kind(k + 1) == .colon && (kind(k - 1) == .leftParen || kind(k - 1) == .comma) { return false }
    return true
  }
}

extension SyntaxTree {
  /// `Model()` / `Model(…)` / `Model.init(…)` / `Outer.Model<T>()` / `.init()` (named by
  /// the annotation), as the whole expression; nil for static members and factories.
  func construction(_ range: Range<Int>, annotation: Range<Int>) -> (name: String, display: String)? {
    guard !range.isEmpty else { return nil }
    var k = range.lowerBound
    var typeText: String
    if kind(k) == .period && tokens[k + 1].keyword == .`init` {
      guard let name = plainTypeName(in: annotation) else { return nil }
      typeText = name.name
      k += 2
    } else {
      let first = k
      var last = k
      while kind(k) == .identifier && startsUppercase(k) {
        last = k
        k += 1
        if tokens[k].flags.contains(.genericAngle) && isOperator(k, UInt8(ascii: "<")) { k = skipGenericArguments(k); last = k - 1 }
        guard kind(k) == .period, kind(k + 1) == .identifier else { break }
        k += 1
      }
      guard last >= first, kind(first) == .identifier, startsUppercase(first) else { return nil }
      typeText = text(from: first, through: last)
      if kind(k) == .period && tokens[k + 1].keyword == .`init` { k += 2 }
    }
    guard let call = call(at: k - 1), call.lastToken == range.upperBound - 1 else { return nil }
    return (typeText, typeText + (call.openParen >= 0 && call.closeParen == call.openParen + 1 ? "()" : "(…)"))
  }

  /// Qualified names of the types enclosing declaration `index`, outermost first. Only
  /// the innermost `nameLevels`, as in `qualifiedName(of:)`: each name costs a walk of its own, and
  /// a file whose braces never close nests every later type in the one before it.
  func enclosingTypeNames(of index: Int) -> [String] {
    var names: [String] = []
    var current = declarations[index].parent
    while current >= 0 && names.count < Self.nameLevels {
      if declarations[current].kind.isTypeLike { names.append(qualifiedName(of: current)) }
      current = declarations[current].parent
    }
    return names.reversed()
  }

  func startsUppercase(_ k: Int) -> Bool {
    let byte = source.bytes[Int(tokens[k].start)]
    return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
  }
}

extension TypeIndex {
  /// Whether the type `qualifiedName` conforms to any of `names`, the way `isViewType`
  /// answers for view protocols (declarations, extensions, inherited protocols).
  func typeConforms(_ qualifiedName: String, in project: String?, toAnyOf names: Set<String>) -> Bool {
    switch resolve(qualifiedName, from: project) {
    case .type(let entry):
      return conforms(entry, toAnyOf: names)
    case .ambiguous:
      return declarations(qualified: qualifiedName).map { entries[$0] }.contains { conforms($0, toAnyOf: names) }
    case .unknown:
      return !(conformances(addedToExternal: qualifiedName) ?? []).isDisjoint(with: names)
    }
  }
}
