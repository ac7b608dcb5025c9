import BindingLintSyntax
import BindingLintIndex

/// The per-type half of the extraction: each type's owned, borrowed and environment state,
/// the providers its render members apply (to anything: `content.environmentObject(x)`
/// in a modifier), the provider wrappers declared in `extension View`/`extension Scene`,
/// and the declared types of properties (so `store.settings` can be followed elsewhere).
extension ViewGraphExtractor {
  /// `bodies`: `typeBodies()`, read once for both halves of the extraction.
  mutating func addTypes(bodies: [String: [Range<Int>]]) {
    let (byType, byWrapper) = providersByOwner()
    for (index, declaration) in tree.declarations.enumerated() where declaration.kind.isTypeLike && declaration.kind != .protocol {
      guard declaration.body != nil else { continue }
      let name = tree.qualifiedName(of: index)
      let ranges = bodies[name] ?? []
      var properties: [StateProperty] = []
      var hasBody = false
      var isModifierShaped = false
      var modifierBody: Int?
      for member in members(of: index) {
        let memberDeclaration = tree.declarations[member]
        if memberDeclaration.nameToken.map({ tree.token($0, is: "body") }) ?? false {
          hasBody = true
          if memberDeclaration.kind == .function, let list = memberDeclaration.parameterList,
            tree.interior(of: list).contains(where: { tree.token($0, is: "content") })
          {
            isModifierShaped = true
            modifierBody = member
          }
        }
        if let property = stateProperty(member, type: name, ranges: ranges) { properties.append(property) }
        if let type = memberType(member, owner: name) { facts.members.append(type) }
      }
      let providers = (byType[index] ?? []) + (modifierBody.map { handOffs(of: "content", in: $0) } ?? [])
      let hasWrappedState = properties.contains { $0.wrapper != .plain }
      guard hasWrappedState || hasBody || !providers.isEmpty else { continue }
      let first = reader.lines.location(of: tree.startOffset(declaration.firstToken)).line
      let last = reader.lines.location(of: tree.startOffset(declaration.lastToken)).line
      facts.types.append(ViewTypeFact(
        name: name, line: first, endLine: last, isExtension: declaration.kind == .extension,
        isModifierShaped: isModifierShaped, properties: hasBody || hasWrappedState ? properties : [], providers: providers))
    }
    // Every modifier the project declares on `View`/`Scene`, providers or not: a call of
    // one that applies none is known to provide nothing.
    // Computed properties too (`var withToast: some View { modifier(Toast()) }`, review50 m2).
    for (function, declaration) in tree.declarations.enumerated() where Self.isWrapperShaped(declaration) {
      guard let parent = declaration.parent, tree.declarations[parent].kind == .extension,
        let extended = Self.viewProtocol(tree.qualifiedName(of: parent)), tree.isRenderMember(declaration)
      else { continue }
      let line = reader.lines.location(of: tree.startOffset(declaration.keywordToken)).line
      facts.wrappers.append(ProviderWrapper(
        name: tree.name(of: declaration), extended: extended, providers: (byWrapper[function] ?? []) + handOffs(of: "self", in: function),
        line: line))
    }
  }

  /// A function, or a computed property, of an extension: what a modifier the project
  /// declares on `View`/`Scene` is.
  static func isWrapperShaped(_ declaration: Declaration) -> Bool {
    declaration.kind == .function || (declaration.kind == .variable && declaration.hasBody)
  }

  /// `View` for `extension View` (also `SwiftUI.View`), `Scene` likewise; nil otherwise.
  static func viewProtocol(_ extended: String) -> String? {
    switch extended {
    case "View", "SwiftUI.View": return "View"
    case "Scene", "SwiftUI.Scene": return "Scene"
    default: return nil
    }
  }

  /// The calls member `member`'s body hands `subject` to as an argument (`deps.inject(into:
  /// self)`, `Themed(content: self)`): the view then goes through code the graph does not
  /// follow, which may apply any provider (review40 P1: a `View` extension that lets a
  /// dependency container inject itself). The provider modifiers themselves are providers.
  func handOffs(of subject: StaticString, in member: Int) -> [ProviderRef] {
    guard let body = tree.declarations[member].body, let close = tree.closingBracket(of: body) else { return [] }
    var result: [ProviderRef] = []
    for k in (body + 1)..<close where tree.token(k, is: subject) {
      let before = tree.kind(k - 1)
      guard before == .leftParen || before == .comma || before == .colon, tree.kind(k + 1) == .rightParen || tree.kind(k + 1) == .comma,
        let open = tree.enclosingBracket(of: k), tree.kind(open) == .leftParen, let callee = tree.calleeBefore(open),
        !reader.isProviderModifier(callee)
      else { continue }
      let line = reader.lines.location(of: tree.startOffset(k)).line
      result.append(ProviderRef(kind: .handOff, name: reader.calleeName(callee), line: line))
    }
    return result
  }

  /// Declarations directly inside type declaration `index`.
  private func members(of index: Int) -> [Int] {
    guard let body = tree.declarations[index].body, let close = tree.closingBracket(of: body) else { return [] }
    var result: [Int] = []
    var k = index + 1
    while k < tree.declarations.count, tree.declarations[k].firstToken < close {
      if tree.declarations[k].parent == index { result.append(k) }
      k += 1
    }
    return result
  }

  /// Every provider applied in render code, by the type declaration whose member applies
  /// it, and, for functions of `extension View`/`Scene`, by the function.
  private func providersByOwner() -> (byType: [Int: [ProviderRef]], byWrapper: [Int: [ProviderRef]]) {
    var byType: [Int: [ProviderRef]] = [:]
    var byWrapper: [Int: [ProviderRef]] = [:]
    var owners = RenderOwners(tree)
    for k in 0..<tree.tokenCount where tree.kind(k) == .identifier && !tree.startsUppercase(k) {
      // The cheap tests first: most calls here are SwiftUI's own modifiers.
      guard tree.kind(k + 1) == .leftParen, tree.touches(k, k + 1), isModifierPosition(k), reader.mayProvide(k), let call = tree.call(at: k),
        case .member(let member)? = owners.owner(of: k), tree.isRenderMember(tree.declarations[member]),
        let type = tree.enclosingType(of: member)
      else { continue }
      let owner = tree.qualifiedName(of: type)
      guard let provider = reader.provider(name: k, call: call, owner: owner, isModifierOfView: true) else { continue }
      byType[type, default: []].append(provider)
      if Self.viewProtocol(owner) != nil, Self.isWrapperShaped(tree.declarations[member]), tree.declarations[member].parent == type {
        byWrapper[member, default: []].append(provider)
      }
    }
    return (byType, byWrapper)
  }

  /// Whether the call named by token `k` is a modifier applied to a view: after a call's
  /// `)`/`}`, at the start of a line, after `self.` or `content.`, or with implicit `self`
  /// (a statement of its own in a modifier or wrapper body). `items.filter(…)` is not.
  private func isModifierPosition(_ k: Int) -> Bool {
    guard tree.kind(k - 1) == .period else {
      // Implicit `self`: only the provider modifiers themselves.
      return reader.isProviderModifier(k) && (tree.isAtStartOfLine(k) || tree.isKeyword(k - 1, .`return`) || tree.kind(k - 1) == .leftBrace)
    }
    let base = k - 2
    if tree.isAtStartOfLine(k - 1) { return true }
    switch tree.kind(base) {
    case .rightParen, .rightBrace, .rightBracket: return true
    case .identifier: return tree.token(base, is: "content")
    case .keyword: return tree.isKeyword(base, .`self`)
    default: return false
    }
  }

  // MARK: - State

  private static let wrapperNames: [(StaticString, StateProperty.Wrapper)] = [
    ("State", .state), ("StateObject", .stateObject), ("Binding", .binding), ("ObservedObject", .observedObject),
    ("Bindable", .bindable), ("EnvironmentObject", .environmentObject), ("Environment", .environment),
  ]

  /// The property at declaration `index` as view state; nil for anything else (computed,
  /// static, `@Environment(\.key)`, a plain value type).
  private func stateProperty(_ index: Int, type: String, ranges: [Range<Int>]) -> StateProperty? {
    let declaration = tree.declarations[index]
    guard declaration.kind == .variable || declaration.kind == .constant, let nameToken = declaration.nameToken,
      !tree.isTypeLevel(declaration)
    else { return nil }
    var wrapper = StateProperty.Wrapper.plain
    var typeName: String?
    for attribute in tree.attributes(of: declaration) {
      guard let found = Self.wrapperNames.first(where: { tree.token(attribute.nameToken, is: $0.0) }) else { continue }
      wrapper = found.1
      if wrapper == .environment {
        guard let type = reader.environmentType(attribute) else { return nil }
        typeName = type
      }
      break
    }
    let annotation = tree.plainTypeName(in: declaration.typeTokens)
    if typeName == nil {
      typeName = annotation?.name
      if typeName == nil, case .type(let made)? = reader.declaredValue(declaration) { typeName = made }
      if typeName == nil { typeName = literalType(declaration.initializerTokens) }
    }
    if wrapper == .plain {
      guard declaration.body == nil, !declaration.typeTokens.isEmpty, let name = typeName, let first = name.utf8.first,
        first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"), !SyntaxTree.valueTypeNames.contains(name),
        !SwiftUINames.values.contains(name), !SwiftUINames.containers.contains(name)
      else { return nil }
    }
    let name = tree.nameText(nameToken)
    let isUsed = wrapper == .environmentObject || wrapper == .environment
      ? isMentioned(name, in: ranges, outside: declaration.firstToken...declaration.lastToken, type: type) : true
    return StateProperty(
      name: name, wrapper: wrapper, typeName: typeName, isOptional: annotation?.isOptional ?? false,
      line: reader.lines.location(of: tree.startOffset(declaration.firstToken)).line,
      start: tree.startOffset(declaration.firstToken), end: tree.endOffset(declaration.lastToken), isUsed: isUsed)
  }

  /// The type of an initializer that is one literal (`= false`, `= 0`, `= ""`), for display.
  private func literalType(_ range: Range<Int>) -> String? {
    guard let first = range.first else { return nil }
    switch tree.kind(first) {
    case .integer where range.count == 1: return "Int"
    case .float where range.count == 1: return "Double"
    case .stringQuote, .multilineQuote:
      return tree.closingBracket(of: first) == nil && tree.kind(range.upperBound - 1) == tree.kind(first) ? "String" : nil
    default:
      guard range.count == 1 else { return nil }
      return tree.isKeyword(first, .`true`) || tree.isKeyword(first, .`false`) ? "Bool" : nil
    }
  }

  /// Whether `name`, `$name` or `_name` occurs in `ranges` outside `declaration`, in code
  /// of `type` itself (not of a type nested in it, which has a property of its own).
  private func isMentioned(_ name: String, in ranges: [Range<Int>], outside declaration: ClosedRange<Int>, type: String) -> Bool {
    let length = name.utf8.count
    for range in ranges {
      for k in range where tree.kind(k) == .identifier && !declaration.contains(k) {
        let tokenLength = tree.length(k)
        guard tokenLength == length || tokenLength == length + 1 else { continue }
        var text = tree.nameText(k)
        if tokenLength == length + 1 {
          guard text.hasPrefix("$") || text.hasPrefix("_") else { continue }
          text.removeFirst()
        }
        // A use in `#if os(…)` code may never run where a path is missing a provider.
        if text == name && innermostTypeName(at: k) == type && !isPlatformConditional(k) { return true }
      }
    }
    return false
  }

  /// The qualified name of the type (or extension) whose code holds token `k`.
  private func innermostTypeName(at k: Int) -> String? {
    guard var current = tree.declaration(containing: k) else { return nil }
    while !tree.declarations[current].kind.isTypeLike {
      guard let parent = tree.declarations[current].parent else { return nil }
      current = parent
    }
    return tree.qualifiedName(of: current)
  }

  /// The declared type of a property, kept for following provider expressions elsewhere.
  private func memberType(_ index: Int, owner: String) -> MemberTypeFact? {
    let declaration = tree.declarations[index]
    guard declaration.kind == .variable || declaration.kind == .constant, let nameToken = declaration.nameToken,
      case .type(let type)? = reader.declaredValue(declaration), let first = type.utf8.first,
      first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"), !SyntaxTree.valueTypeNames.contains(type),
      !SwiftUINames.values.contains(type)
    else { return nil }
    return MemberTypeFact(owner: owner, name: tree.nameText(nameToken), typeName: type)
  }
}
