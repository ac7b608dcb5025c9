import BindingLintSyntax

/// What the closures a type is built with are for: a closure that returns nothing is an
/// action the type calls later (`var action: () -> Void`, a button's tap); one that returns
/// something, or is a `@ViewBuilder`, may be content it renders. A view built inside a
/// project view's trailing closure is rendered by it only in the second case: built in
/// `TeamButton(title: t) { present(Detail()) }`, `Detail` is made when the button is tapped,
/// not each time the parent's body runs (review64 A5, A6).
package struct ClosureParameters: OptionSet, Sendable, Equatable, Hashable {
  package let rawValue: UInt8
  package init(rawValue: UInt8) { self.rawValue = rawValue }

  /// A closure parameter or stored closure whose result is `Void` or `()`.
  package static let action = ClosureParameters(rawValue: 1)
  /// A closure parameter or stored closure with any other result, or marked `@ViewBuilder`.
  package static let content = ClosureParameters(rawValue: 2)
}

/// The closures initializers in an extension take (`extension Card { init(@ViewBuilder
/// content: …) }`): a type's own declaration does not show them.
package struct ExtensionClosureFact: Sendable, Equatable {
  /// The extended type as written (`Card`, `Screens.Card`).
  package var extendedName: String
  package var closures: ClosureParameters
}

extension TypeFacts {
  /// The closure parameters of the structs and extensions in `tree`: for a struct, its
  /// stored instance properties of function type (its memberwise initializer's closures)
  /// and its initializers' parameters, by the struct's declaration index; for an extension,
  /// its initializers' parameters.
  static func closureParameters(in tree: SyntaxTree) -> (structs: [Int: ClosureParameters], extensions: [ExtensionClosureFact]) {
    var structs: [Int: ClosureParameters] = [:]
    var byExtension: [Int: ClosureParameters] = [:]
    // Type aliases of function types in this file (`typealias Make = () -> Content`): a
    // property typed with one is a closure too. Rare: most files have none, and then no
    // property's type is looked up.
    var aliases: [(name: Int, role: ClosureParameters)] = []
    for declaration in tree.declarations where declaration.kind == .typealias {
      guard let name = declaration.nameToken, let target = tree.aliasTargetTokens(of: declaration) else { continue }
      let role = tree.closureRole(ofType: target)
      if !role.isEmpty { aliases.append((name, role)) }
    }
    for declaration in tree.declarations {
      // The kind first, then (for a property, after its parent's kind) an arrow among the
      // tokens: most declarations have neither.
      var found = ClosureParameters()
      switch declaration.kind {
      case .variable, .constant:
        // Members of structs only (a class's or an enum's are no memberwise parameters).
        guard let parent = declaration.parent, tree.declarations[parent].kind == .struct else { continue }
        // A result builder on a stored property (`@ViewBuilder let content: Content`) makes
        // the memberwise initializer take a builder closure for it: content.
        let isBuilder = !declaration.attributes.isEmpty && tree.attributes(of: declaration).contains { tree.endsWithBuilder($0.nameToken) }
        // `var action = {}`: a closure whose type is not written; what it returns is not read.
        let isUntypedClosure = declaration.typeTokens.isEmpty && !declaration.initializerTokens.isEmpty
          && tree.kind(declaration.initializerTokens.lowerBound) == .leftBrace
        let alias = aliases.isEmpty || declaration.typeTokens.count != 1 ? nil
          : aliases.first { tree.sameText($0.name, declaration.typeTokens.lowerBound) }?.role
        guard isBuilder || isUntypedClosure || alias != nil || tree.containsArrow(declaration.typeTokens),
          tree.propertyStorage(declaration) == .stored
        else { continue }
        found = isBuilder || isUntypedClosure ? .content : alias ?? tree.closureRole(ofType: declaration.typeTokens)
      case .initializer:
        guard let open = declaration.parameterList, let close = tree.closingBracket(of: open), tree.containsArrow(open..<close),
          let parent = declaration.parent, tree.declarations[parent].kind == .struct || tree.declarations[parent].kind == .extension
        else { continue }
        for argument in tree.arguments(between: open, and: close) {
          found.formUnion(tree.closureRole(ofParameter: (argument.label ?? argument.valueStart)..<argument.valueEnd))
        }
      default:
        continue
      }
      guard !found.isEmpty, let parent = declaration.parent else { continue }
      if tree.declarations[parent].kind == .struct { structs[parent, default: []].formUnion(found) } else { byExtension[parent, default: []].formUnion(found) }
    }
    let extensions = byExtension.sorted { $0.key < $1.key }.map {
      ExtensionClosureFact(extendedName: tree.qualifiedName(of: $0.key), closures: $0.value)
    }
    return (structs, extensions)
  }
}

extension SyntaxTree {
  /// Whether a `->` is among `tokens`.
  func containsArrow(_ tokens: Range<Int>) -> Bool {
    tokens.contains(where: isArrow)
  }

  /// What a parameter written in `tokens` (`label name: @escaping () -> Void = {}`) takes:
  /// nothing, an action, or content (`@ViewBuilder`, or a closure returning a value).
  func closureRole(ofParameter tokens: Range<Int>) -> ClosureParameters {
    var k = tokens.lowerBound
    while k < tokens.upperBound, kind(k) != .colon { k += 1 }
    guard k < tokens.upperBound else { return [] }
    // The type ends at a default value's `=`.
    var end = k + 1
    while end < tokens.upperBound, !isOperator(end, UInt8(ascii: "=")) { end += 1 }
    let role = closureRole(ofType: (k + 1)..<end)
    guard !role.isEmpty else { return [] }
    // A result builder, before the label or on the type (`@ViewBuilder content: …`).
    for at in tokens.lowerBound..<(end - 1) where kind(at) == .at && endsWithBuilder(at + 1) { return .content }
    return role
  }

  /// Whether token `k` is a name ending in `Builder` (`ViewBuilder`, `SceneBuilder`, a
  /// team's own result builder).
  func endsWithBuilder(_ k: Int) -> Bool {
    guard kind(k) == .identifier, length(k) >= 7 else { return false }
    return source.bytes(endOffset(k) - 7, endOffset(k), equal: "Builder")
  }

  /// What a function type written in `tokens` returns: `Void` or `()` is an action, anything
  /// else content; not a function type, nothing. The result is read after the last `->`,
  /// up to a `)` it does not open (`(() -> ())?`) and past a trailing `?` or `!`.
  func closureRole(ofType tokens: Range<Int>) -> ClosureParameters {
    var arrow: Int? = nil
    for k in tokens where isArrow(k) { arrow = k }
    guard let arrow else { return [] }
    var result: [Int] = []
    var depth = 0
    for k in (arrow + 1)..<tokens.upperBound {
      switch kind(k) {
      case .leftParen, .leftBracket: depth += 1
      case .rightParen, .rightBracket: depth -= 1
      default: break
      }
      if depth < 0 { break }
      result.append(k)
    }
    while let last = result.last, isOperator(last, UInt8(ascii: "?")) || isOperator(last, UInt8(ascii: "!")) { result.removeLast() }
    if result.count == 1, token(result[0], is: "Void") { return .action }
    if result.count == 2, kind(result[0]) == .leftParen, kind(result[1]) == .rightParen { return .action }
    return .content
  }
}

extension TypeIndex {
  /// Whether a closure handed to `name` (resolved from `file` in `project`) can only be an
  /// action: the name is a struct of the sources whose stored properties and initializers,
  /// also those of its extensions in any file of the project, take closures that return
  /// nothing, and no other closure. A view built in such a closure is built when the
  /// action runs, not while the caller renders. Unknown, ambiguous or content-taking
  /// types answer false.
  package func takesOnlyActionClosures(_ name: String, from project: String?, scope: [String], file: String) -> Bool {
    let found = visibleEntries(for: name, from: project, scope: scope, file: file)
    guard let first = found.first, found.allSatisfy({ $0.kind == .struct && $0.qualifiedName == first.qualifiedName }) else { return false }
    var closures = found.reduce(into: ClosureParameters()) { $0.formUnion($1.closureParameters) }
    let simple = Self.lastComponent(first.qualifiedName)
    log?.record(UInt8(ascii: "+"), simple)
    for fact in extensionClosures[simple] ?? [] where fact.project == first.project { closures.formUnion(fact.closures) }
    return closures == .action
  }
}
