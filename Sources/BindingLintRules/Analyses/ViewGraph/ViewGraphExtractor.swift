import BindingLintSyntax
import BindingLintIndex

/// Reads one file's `ViewGraphFacts`: the engine calls it on every file it parses (in pass
/// 1 and on demand) when a rule or the graph needs the view graph, to the extent they need
/// (`ViewGraphFacts.Extent`).
///
/// A construction is a capitalized name called as `Name(`, `Name (`, `Name.init(` or with
/// a trailing closure `Name {` on its line, or its initializer handed on as a function
/// (`content: Row.init`): exactly the shapes `DeclaredNames` files under
/// `(Name`, so a decision that asks who builds `Name` finds every file that might
/// (`OnDemandFactsTests` holds the two to that). A struct the file declares with a
/// lowercase name is also read where that file builds it. Framework views and values are skipped
/// (`SwiftUINames`); whether the rest are views is the index's to say.
extension ViewGraphFacts {
  package init(extracting tree: SyntaxTree, extent: Extent = .environment) {
    self.init()
    self.extent = extent
    guard tree.tokenCount > 0, extent > .none else { return }
    var extractor = ViewGraphExtractor(tree: tree, extent: extent)
    extractor.run()
    self = extractor.facts
  }
}

struct ViewGraphExtractor {
  let tree: SyntaxTree
  let reader: ProviderReader
  /// `.constructions` or `.environment`.
  let extent: ViewGraphFacts.Extent
  var facts = ViewGraphFacts()
  /// Name tokens of declarations (`struct Detail`, `func Make(`): never constructions.
  private let declarationNames: Set<Int>
  /// `#if os(…)` code inside a type: compiled on some platforms only.
  let platformConditionals: PlatformConditionals

  init(tree: SyntaxTree, extent: ViewGraphFacts.Extent) {
    self.tree = tree
    self.extent = extent
    facts.extent = extent
    reader = ProviderReader(tree: tree, lookup: DeclarationLookup(tree), lines: LineTable(tree.source.bytes))
    declarationNames = Set(tree.declarations.compactMap(\.nameToken))
    platformConditionals = PlatformConditionals(tree)
  }

  /// Whether token `k` is in `#if os(…)` code inside the type (or extension) that holds it.
  func isPlatformConditional(_ k: Int) -> Bool {
    guard !platformConditionals.isEmpty else { return false }
    let type = tree.typeDeclaration(holding: k)
    return platformConditionals.contains(k, after: type.map { tree.declarations[$0].firstToken })
  }

  mutating func run() {
    let lowercaseTypes = tree.lowercaseStructNameTokens()
    var k = 0
    while k < tree.tokenCount {
      defer { k += 1 }
      guard tree.kind(k) == .identifier, tree.startsUppercase(k) || (!lowercaseTypes.isEmpty && lowercaseTypes.contains { tree.sameText($0, k) }),
        let end = constructionEnd(at: k)
      else { continue }
      addConstruction(at: k, end: end)
    }
    // Member uses, view types, wrappers and property types are the environment's half.
    guard extent >= .environment else { return }
    let bodies = typeBodies()
    addMemberUses(bodies: bodies)
    addTypes(bodies: bodies)
  }

  // MARK: - Constructions

  /// The last token of a construction whose type name is token `k`, when `k` is called in
  /// one of the shapes the name scan records; nil otherwise.
  private func constructionEnd(at k: Int) -> Int? {
    let next = k + 1
    switch tree.kind(next) {
    case .leftParen:
      guard onlySpaces(between: k, and: next) else { return nil }
      return tree.callLastToken(at: k)
    case .leftBrace:
      guard onlySpaces(between: k, and: next), case .closure(let callee?, nil, true) = tree.role(ofBlock: next), callee == k else {
        return nil
      }
      return tree.callLastToken(at: k)
    case .period:
      guard tree.isKeyword(next + 1, .`init`), tree.touches(k, next), tree.touches(next, next + 1) else { return nil }
      // `Row.init` as a function (`ForEach(rows, content: Row.init)`, `.sheet(item: $x,
      // content: Editor.init)`): the view is built where the function is called, so the
      // reference stands for the construction (review73's second reviewer).
      guard tree.kind(next + 2) == .leftParen else { return tree.kind(next + 2) == .leftBrace ? nil : next + 1 }
      guard tree.touches(next + 1, next + 2) else { return nil }
      return tree.callLastToken(at: next + 1)
    default:
      return nil
    }
  }

  /// Whether only spaces and tabs stand between tokens `a` and `b` (none at all counts).
  private func onlySpaces(between a: Int, and b: Int) -> Bool {
    let bytes = tree.source.bytes
    var i = tree.endOffset(a)
    let end = tree.startOffset(b)
    while i < end {
      guard bytes[i] == 0x20 || bytes[i] == 0x09 else { return false }
      i += 1
    }
    return true
  }

  private mutating func addConstruction(at k: Int, end: Int) {
    guard !declarationNames.contains(k), tree.kind(k - 1) != .at, tree.kind(k - 1) != .pound,
      !tree.isKeyword(k - 1, .`case`), tree.firstByte(of: k) != UInt8(ascii: "`")
    else { return }
    // `Outer.Detail(…)`: the dotted prefix of capitalized names is part of the written type.
    var first = k
    while tree.kind(first - 1) == .period {
      guard tree.kind(first - 2) == .identifier, tree.startsUppercase(first - 2) else { return }
      first -= 2
    }
    guard !SwiftUINames.containersValuesAndHostsTable.contains(tree, k) else { return }
    let readsEnvironment = extent >= .environment
    guard let shape = reader.shape(from: first, to: end, owner: .holding(k), readsProviders: readsEnvironment) else { return }
    let name = tree.nameText(k)
    let target = first == k ? name : tree.text(from: first, through: k).filter { $0 != " " }
    let location = reader.lines.location(of: tree.startOffset(k))
    facts.sites.append(ConstructionSite(
      target: target, owner: shape.owner, ownerMember: shape.ownerMember, context: shape.context, steps: shape.steps,
      containers: shape.containers, closureContainerBits: shape.closureContainerBits, isThroughUnknown: shape.isThroughUnknown || isPlatformConditional(k), isConditional: shape.isConditional,
      edge: edge(of: shape), container: shape.container, bindings: readsEnvironment ? bindings(passedAt: k) : [], line: location.line,
      column: location.column, start: tree.startOffset(first), end: tree.endOffset(end)))
  }

  private func edge(of shape: SiteShape) -> EdgeKind {
    switch shape.context {
    case .preview: return .preview
    case .hosting: return .hosting
    case .render: return shape.edge ?? .child
    }
  }

  /// `$todo`, `isOn: $model.flag`: the bindings a construction passes (for the graph's labels).
  private func bindings(passedAt callee: Int) -> [String] {
    guard let call = tree.call(at: callee) else { return [] }
    var result: [String] = []
    for argument in call.arguments where !argument.isEmpty && argument.value.count <= 9 {
      guard tree.firstByte(of: argument.valueStart) == UInt8(ascii: "$") else { continue }
      let value = tree.text(from: argument.valueStart, through: argument.valueEnd - 1)
      result.append(value)
      if result.count == 4 { break }
    }
    return result
  }

  // MARK: - Render members used in render code

  /// `content` in `body` when `var content: some View` is a member of the same type: the
  /// member's constructions are the type's, placed where the member is used.
  private mutating func addMemberUses(bodies: [String: [Range<Int>]]) {
    var membersByType: [String: Set<String>] = [:]
    for declaration in tree.declarations {
      guard let parent = declaration.parent, tree.declarations[parent].kind.isTypeLike, tree.isRenderMember(declaration),
        let name = declaration.nameToken, !tree.token(name, is: "body")
      else { continue }
      membersByType[tree.qualifiedName(of: parent), default: []].insert(tree.nameText(name))
    }
    guard !membersByType.isEmpty else { return }
    for (type, names) in membersByType.sorted(by: { $0.key < $1.key }) {
      // The members' name lengths as bits: a test per identifier token, not a hash.
      let lengths = names.reduce(UInt64(0)) { $0 | (1 << UInt64(min($1.utf8.count, 63))) }
      for range in bodies[type] ?? [] {
        for k in range where tree.kind(k) == .identifier && lengths & (1 << UInt64(min(tree.length(k), 63))) != 0 {
          guard !declarationNames.contains(k), tree.readsName(k) || (tree.kind(k - 1) == .period && tree.isKeyword(k - 2, .`self`)) else {
            continue
          }
          let name = tree.nameText(k)
          guard names.contains(name) else { continue }
          let start = tree.kind(k - 1) == .period ? k - 2 : k
          let end = tree.kind(k + 1) == .leftParen && tree.touches(k, k + 1) ? (tree.callLastToken(at: k) ?? k) : k
          guard let shape = reader.shape(from: start, to: end, owner: .name(type), readsProviders: true), shape.owner == type else {
            continue
          }
          let location = reader.lines.location(of: tree.startOffset(k))
          facts.sites.append(ConstructionSite(
            target: name, isMemberUse: true, owner: shape.owner, ownerMember: shape.ownerMember, context: shape.context,
            steps: shape.steps, containers: shape.containers, closureContainerBits: shape.closureContainerBits, isThroughUnknown: shape.isThroughUnknown,
            isConditional: shape.isConditional, edge: edge(of: shape), container: shape.container, line: location.line,
            column: location.column, start: tree.startOffset(start), end: tree.endOffset(end)))
        }
      }
    }
  }

  /// The body ranges of every type and extension in the file, by qualified name.
  func typeBodies() -> [String: [Range<Int>]] {
    var result: [String: [Range<Int>]] = [:]
    for (index, declaration) in tree.declarations.enumerated() where declaration.kind.isTypeLike {
      guard let body = declaration.body, let close = tree.closingBracket(of: body) else { continue }
      result[tree.qualifiedName(of: index), default: []].append(body..<(close + 1))
    }
    return result
  }
}
