import BindingLintSyntax
import BindingLintIndex

/// Reading environment providers out of modifier chains: which elements of
/// `Detail().environmentObject(store).padding()` provide what, and what the value handed to
/// a provider is, as far as this file can tell (`store` is `@StateObject var store =
/// Store()` here, so `Store`; `AppState.shared` is a static member for the index to
/// follow; a closure parameter is unknown).
///
/// Unknown stays unknown: a value that cannot be read is `.unknown` (it may be any
/// object, so it may be the one a view reads), and a modifier SwiftUI does not declare is
/// kept as a call for the index to look up among the project's `View` extensions.
struct ProviderReader {
  let tree: SyntaxTree
  let lookup: DeclarationLookup
  let lines: LineTable

  /// The providers among the modifier-chain elements after token `end` (the last token of
  /// a call, or a name): everything applied to that expression, innermost first.
  func providers(chainAfter end: Int, owner: String?) -> [ProviderRef] {
    var result: [ProviderRef] = []
    var j = skippingDirectives(from: end + 1)
    var steps = 0
    while tree.kind(j) == .period, tree.kind(j + 1) == .identifier, steps < 1_000 {
      steps += 1
      let name = j + 1
      var last = name
      if mayProvide(name) {
        if let call = tree.call(at: name) {
          if let provider = provider(name: name, call: call, owner: owner, isModifierOfView: true) { result.append(provider) }
          last = call.lastToken
        } else if !isProviderModifier(name) {
          // `.withToast`: a computed property of the project's `View` extensions may wrap a
          // provider as well as a function can (review50 m2).
          result.append(ProviderRef(kind: .wrapperCall, name: tree.nameText(name), line: lines.location(of: tree.startOffset(name)).line))
        }
      } else if let callEnd = tree.callLastToken(at: name) {
        // Most of a chain is SwiftUI's own modifiers: only their extent is needed.
        last = callEnd
      }
      // Trailing closures on lines of their own (`.task⏎{ … }`), which `call(at:)` leaves out.
      last = trailingClosuresEnd(after: last)
      j = last + 1
      while tree.isPostfixOperator(j) { j += 1 }
      j = skippingDirectives(from: j)
    }
    return result
  }

  /// The last token of the trailing closures (`{ … } label: { … }`) right after token `end`,
  /// or `end` when none follows.
  func trailingClosuresEnd(after end: Int) -> Int {
    var end = end
    if tree.kind(end + 1) == .leftBrace, let closure = tree.closingBracket(of: end + 1), case .closure = tree.role(ofBlock: end + 1) {
      end = closure
    }
    while tree.kind(end) == .rightBrace, tree.kind(end + 1) == .identifier || tree.kind(end + 1) == .keyword,
      tree.kind(end + 2) == .colon, tree.kind(end + 3) == .leftBrace, let next = tree.closingBracket(of: end + 3)
    {
      end = next
    }
    return end
  }

  /// Past `#if …`, `#else`, `#endif` lines inside a modifier chain: the modifiers
  /// of every branch count (a provider in one branch may be the one that reaches the view).
  private func skippingDirectives(from start: Int) -> Int {
    var j = start
    while tree.kind(j) == .poundKeyword {
      j += 1
      // The condition of `#if`/`#elseif` runs to the end of its line.
      while tree.isInFile(j) && !tree.isAtStartOfLine(j) && tree.kind(j) != .endOfFile { j += 1 }
    }
    return j
  }

  /// Whether the call named by token `k` can be a provider at all (`provider(…)` with
  /// `isModifierOfView`): a provider modifier, or a lowercase name SwiftUI does not
  /// declare (a wrapper of the project's, or unknown). Read from the bytes, no string.
  func mayProvide(_ k: Int) -> Bool {
    if isProviderModifier(k) { return true }
    return tree.kind(k) == .identifier && !tree.startsUppercase(k) && !tree.startsWithOnAndUppercase(k)
      && !SwiftUINames.modifierTable.contains(tree, k)
  }

  /// Whether token `k` names one of the provider modifiers themselves: `environmentObject`,
  /// `environment`, `modifier`.
  func isProviderModifier(_ k: Int) -> Bool {
    tree.token(k, is: "environmentObject") || tree.token(k, is: "environment") || tree.token(k, is: "modifier")
  }

  /// The provider a call named by token `name` is: `.environmentObject(x)`,
  /// `.environment(x)` (not `.environment(\.key, v)`), `.modifier(X())`, or, when
  /// `isModifierOfView`, a modifier SwiftUI does not declare. Nil for anything else.
  func provider(name: Int, call: Call, owner: String?, isModifierOfView: Bool) -> ProviderRef? {
    var line: Int { lines.location(of: tree.startOffset(name)).line }
    if tree.token(name, is: "environmentObject") {
      guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil else { return nil }
      return ProviderRef(kind: .environmentObject, value: value(of: argument.value, at: name, owner: owner), line: line)
    }
    if tree.token(name, is: "environment") {
      guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
        tree.kind(argument.valueStart) != .backslash
      else { return nil }
      return ProviderRef(kind: .environmentValue, value: value(of: argument.value, at: name, owner: owner), line: line)
    }
    if tree.token(name, is: "modifier") {
      guard call.arguments.count == 1, let argument = call.arguments.first else { return nil }
      let made = tree.construction(argument.value, annotation: argument.valueStart..<argument.valueStart)
      return ProviderRef(kind: .modifierType, name: made?.name ?? "", line: line)
    }
    guard isModifierOfView, mayProvide(name) else { return nil }
    let text = tree.nameText(name)
    let arguments = call.arguments.map { value(of: $0.value, at: name, owner: owner) }
    return ProviderRef(kind: .wrapperCall, name: text, arguments: arguments, line: line)
  }

  // MARK: - Values

  /// What the expression `range` (read at token `position`, in a member of `owner`) is.
  func value(of range: Range<Int>, at position: Int, owner: String?, depth: Int = 0) -> ProviderValue {
    var upper = range.upperBound
    while upper - 1 > range.lowerBound && tree.isPostfixOperator(upper - 1) { upper -= 1 }
    let range = range.lowerBound..<upper
    guard let first = range.first else { return .none }
    switch tree.kind(first) {
    case .stringQuote, .multilineQuote, .rawDelimiter, .integer, .float, .backslash, .singleQuote:
      return .none
    case .leftBrace:
      // `{ … }` alone is a closure; `{ … }()` builds something unknown.
      return tree.closingBracket(of: first).map { $0 + 1 == range.upperBound } ?? false ? .none : .unknown
    case .period:
      // An implicit member (`.top`, `.init(top: 8)`): a value of the parameter's own type,
      // an option or a shape, not an object handed over to be injected.
      return .none
    default:
      break
    }
    if tree.isKeyword(first, .`nil`) || tree.isKeyword(first, .`true`) || tree.isKeyword(first, .`false`) { return .none }
    if range.count == 1 && tree.isKeyword(first, .`self`) { return owner.map { .type($0) } ?? .unknown }
    if let made = tree.construction(range, annotation: first..<first) { return .type(made.name) }
    // A dotted path of names, maybe after `self.`.
    var k = first
    let selfPrefixed = tree.isKeyword(k, .`self`) && tree.kind(k + 1) == .period
    if selfPrefixed { k += 2 }
    var parts: [Int] = []
    while k < range.upperBound {
      guard tree.kind(k) == .identifier else { return .unknown }
      parts.append(k)
      k += 1
      guard k < range.upperBound else { break }
      guard tree.kind(k) == .period else { return .unknown }
      k += 1
    }
    guard let head = parts.first else { return .unknown }
    let names = parts.map { tree.nameText($0) }
    if !selfPrefixed && tree.startsUppercase(head) {
      // `AppState.shared`, `Outer.Store.shared`: the capitalized prefix names the type.
      let typeCount = parts.prefix { tree.startsUppercase($0) }.count
      guard typeCount < names.count else { return .unknown }
      return .member(base: names[..<typeCount].joined(separator: "."), path: Array(names[typeCount...]))
    }
    if names[0].hasPrefix("$") { return .unknown }
    let base = selfPrefixed ? ownerProperty(head, owner: owner) : name(head, at: position, owner: owner, depth: depth)
    let rest = Array(names.dropFirst())
    switch base {
    case .type(let type): return rest.isEmpty ? .type(type) : .member(base: type, path: rest)
    case .member(let type, let path): return .member(base: type, path: path + rest)
    case .ownerMember(let owner, let path): return .ownerMember(owner: owner, path: path + rest)
    case .parameter(let index): return rest.isEmpty ? .parameter(index) : .unknown
    case .unknown, .none: return base
    }
  }

  /// What the plain name at token `token` refers to at `position`, nearest scope first: a
  /// closure parameter (unknown), a parameter of an enclosing function, a local declared
  /// before the position, a pattern binding (`if let`, `for`, `case let`: unknown), or a
  /// property of `owner`.
  private func name(_ token: Int, at position: Int, owner: String?, depth: Int) -> ProviderValue {
    guard let member = tree.declaration(containing: position) else { return ownerProperty(token, owner: owner) }
    let outer = tree.outermostMember(of: member)
    let start = tree.declarations[outer].firstToken
    if isClosureParameter(token, around: position, after: start) { return .unknown }
    // Parameters of the functions around the position, innermost first.
    var current: Int? = member
    while let at = current, !tree.declarations[at].kind.isTypeLike {
      if let found = parameter(token, of: tree.declarations[at]) { return found }
      current = tree.declarations[at].parent
    }
    // Locals declared before the position in the same member.
    if let local = lookup.values(named: token).last(where: { index in
      let declaration = tree.declarations[index]
      return index != outer && declaration.firstToken > start && declaration.lastToken < position
    }) {
      let declaration = tree.declarations[local]
      if let declared = declaredValue(declaration) { return declared }
      // `@Bindable var model = model`: the local is what its initializer reads.
      guard depth < 4, !declaration.initializerTokens.isEmpty else { return .unknown }
      return value(of: declaration.initializerTokens, at: declaration.firstToken, owner: owner, depth: depth + 1)
    }
    if isPatternBinding(token, before: position, after: start) { return .unknown }
    return ownerProperty(token, owner: owner)
  }

  /// `{ name in`, `{ (a, name) in` around the position.
  private func isClosureParameter(_ token: Int, around position: Int, after start: Int) -> Bool {
    var open = tree.enclosingBracket(of: position)
    while let at = open, at > start {
      if tree.kind(at) == .leftBrace, let keyword = tree.closureInKeyword(at) {
        for k in (at + 1)..<keyword where tree.kind(k) == .identifier && tree.sameText(k, token) { return true }
      }
      open = tree.enclosingBracket(of: at)
    }
    return false
  }

  /// `if let name`, `guard let name`, `for name in`, `case let .x(name)` between the
  /// member's start and the position: bindings that are not declarations.
  private func isPatternBinding(_ token: Int, before position: Int, after start: Int) -> Bool {
    var k = position - 1
    while k > start {
      defer { k -= 1 }
      guard tree.kind(k) == .identifier && tree.sameText(k, token) else { continue }
      let before = k - 1
      if tree.isKeyword(before, .`let`) || tree.isKeyword(before, .`var`) || tree.isKeyword(before, .`for`) { return true }
      if tree.kind(before) == .comma || tree.kind(before) == .leftParen, tree.kind(k + 1) != .colon, isInPattern(k) { return true }
    }
    return false
  }

  /// Whether token `k` sits in a `case let .x(a, b)` / `if case` pattern.
  private func isInPattern(_ k: Int) -> Bool {
    guard let open = tree.enclosingBracket(of: k), tree.kind(open) == .leftParen else { return false }
    var j = open - 1
    var steps = 0
    while tree.isInFile(j) && steps < 20 {
      if tree.isKeyword(j, .`case`) || tree.isKeyword(j, .`let`) || tree.isKeyword(j, .`var`) { return true }
      if tree.kind(j) == .leftBrace || tree.kind(j) == .rightBrace || tree.isAtStartOfLine(j + 1) && j + 1 != open { return false }
      j -= 1
      steps += 1
    }
    return false
  }

  /// The type of parameter `token` of a function or initializer: a plain type, or the
  /// parameter's position when its type is one of the function's generic parameters.
  private func parameter(_ token: Int, of declaration: Declaration) -> ProviderValue? {
    guard declaration.kind == .function || declaration.kind == .initializer, let open = declaration.parameterList,
      let close = tree.closingBracket(of: open)
    else { return nil }
    let generics = tree.genericParameterNames(of: declaration)
    for (position, argument) in tree.arguments(between: open, and: close).enumerated() {
      let range = argument.label.map { $0..<argument.valueEnd } ?? argument.value
      guard let colon = range.first(where: { tree.kind($0) == .colon }), colon > range.lowerBound,
        tree.kind(colon - 1) == .identifier, tree.sameText(colon - 1, token)
      else { continue }
      var end = colon + 1
      while end < range.upperBound && !tree.isOperator(end, UInt8(ascii: "=")) { end += 1 }
      guard let type = tree.plainTypeName(in: (colon + 1)..<end) else { return .unknown }
      return generics.contains(type.name) ? .parameter(position) : .type(type.name)
    }
    return nil
  }

  /// Property `token` of `owner`, declared in this file; `.ownerMember` for the index when
  /// not here (an extension elsewhere declares it).
  private func ownerProperty(_ token: Int, owner: String?) -> ProviderValue {
    guard let owner, owner != "View", owner != "Scene", owner != "SwiftUI.View" else { return .unknown }
    let found = lookup.valueMembers(ofType: owner, named: token).first { index in
      let kind = tree.declarations[index].kind
      return kind == .variable || kind == .constant
    }
    guard let found else { return .ownerMember(owner: owner, path: [tree.nameText(token)]) }
    return declaredValue(tree.declarations[found]) ?? .unknown
  }

  /// A property's or local's type: `@Environment(T.self)`, its annotation, or what its
  /// initializer builds (`= Store()`, `= AppState.shared`).
  func declaredValue(_ declaration: Declaration) -> ProviderValue? {
    if let attribute = tree.attribute(named: "Environment", on: declaration), let type = environmentType(attribute) {
      return .type(type)
    }
    if let plain = tree.plainTypeName(in: declaration.typeTokens) { return .type(plain.name) }
    let initializer = declaration.initializerTokens
    guard let first = initializer.first else { return nil }
    if let made = tree.construction(initializer, annotation: first..<first) { return .type(made.name) }
    var parts: [Int] = []
    var k = first
    while k < initializer.upperBound, tree.kind(k) == .identifier {
      parts.append(k)
      guard tree.kind(k + 1) == .period, k + 2 < initializer.upperBound else { k += 1; break }
      k += 2
    }
    guard k == initializer.upperBound, parts.count >= 2, tree.startsUppercase(parts[0]) else { return nil }
    let names = parts.map { tree.nameText($0) }
    let typeCount = parts.prefix { tree.startsUppercase($0) }.count
    guard typeCount < names.count else { return nil }
    return .member(base: names[..<typeCount].joined(separator: "."), path: Array(names[typeCount...]))
  }

  /// `T` of `@Environment(T.self)`; nil for `@Environment(\.key)`.
  func environmentType(_ attribute: Attribute) -> String? {
    guard let open = attribute.argumentsOpen, let close = tree.closingBracket(of: open), close - open >= 4,
      tree.isKeyword(close - 1, .`self`), tree.kind(close - 2) == .period
    else { return nil }
    return tree.plainTypeName(in: (open + 1)..<(close - 2))?.name
  }
}
