import BindingLintSyntax

/// Reading where a file uses a type's members from outside its declaration: labeled calls
/// of a type (`PortForwardEdit(config: c, forward: f)`, `PortForwardEdit.init(…)`, `let e:
/// PortForwardEdit = .init(…)`), which may be its memberwise initializer, and the names an
/// extension body mentions. `non_private_state` asks about both before it calls making a
/// property `private` safe. The facts themselves are in MemberUseFacts.swift, the index's
/// questions about them in TypeIndex+LabeledCalls.swift, and what an argument's value is in
/// TypeFacts+ArgumentValues.swift.

extension TypeFacts {
  /// Every call of a capitalized name with at least one labeled argument, and the calls
  /// of `.init(…)` after `: TypeName =`. Calls in preview scaffolding (a `#Preview` body or
  /// a `PreviewProvider`) are marked: they build a view once with literal values, which no
  /// rule counts as a parent passing a value, but `private` would still break them.
  static func labeledCalls(in tree: SyntaxTree) -> LabeledCallTable {
    var table = LabeledCallTable()
    let nested = NestedTypes(tree)
    var sharedNames = SharedNames()
    var lines = LineCounter()
    let bytes = tree.source.bytes
    let previews = previewRanges(in: tree)
    var nextPreview = 0
    var context = CallContext(tree)
    let hasLowercaseTypes = !context.lowercaseTypeNames.isEmpty
    var k = 0
    while k < tree.tokenCount {
      defer { k += 1 }
      let token = tree.tokens[k]
      var typeToken = -1
      var callee = k
      if token.kind == .identifier,
        Self.isCapitalized(bytes, at: Int(token.start))
          || (hasLowercaseTypes && tree.kind(k + 1) == .leftParen && tree.kind(k - 1) != .period && context.isLowercaseTypeName(k))
      {
        typeToken = k
        if tree.kind(k + 1) == .period, tree.tokens[k + 2].keyword == .`init` { callee = k + 2 }
      } else if token.keyword == .`init`, tree.kind(k - 1) == .period, tree.isOperator(k - 2, UInt8(ascii: "=")),
        tree.kind(k - 3) == .identifier, Self.isCapitalized(bytes, at: Int(tree.tokens[k - 3].start))
      {
        typeToken = k - 3
      }
      guard typeToken >= 0 else { continue }
      // Ranges are in source order and do not overlap; read only at a call's type name (it
      // was a fifth of this loop's instructions at every token).
      while nextPreview < previews.count && previews[nextPreview].upperBound <= k { nextPreview += 1 }
      let inPreview = nextPreview < previews.count && previews[nextPreview].contains(k)
      var arguments: ArgumentFacts
      if tree.kind(callee + 1) == .leftParen && !tree.tokens[callee + 1].isAtStartOfLine {
        arguments = Self.labels(inArgumentsAt: callee + 1, of: tree, context: &context)
      } else if tree.isOperator(callee + 1, UInt8(ascii: "<")), let call = tree.call(at: callee), let open = call.openParen {
        arguments = Self.labels(inArgumentsAt: open, of: tree, context: &context)
      } else {
        continue
      }
      let labels = arguments.labels
      var traits = arguments.traits
      var stableMask = arguments.stable
      guard !labels.isEmpty else { continue }
      traits.isInPreview = inPreview
      traits.isHostRoot = Self.isHostRoot(typeToken, in: tree)
      // Where the call sits matters only for an argument that can change: a call passing
      // literals and constructions alone (`Image(systemName: "x")`, most calls) skips it.
      if !traits.isEveryArgumentFixed(labels.count) {
        traits.isHostRoot = traits.isHostRoot || context.isHostRootThroughWrapper(typeToken)
        traits.isOutsideRender = !inPreview && context.isOutsideRender(typeToken)
        traits.isInPresentedContent = !inPreview && context.isInPresentedContent(typeToken)
        // `Editor(title: t).id(t)`: a new value is a new identity with new state, the fix
        // `state_passed_by_parent` advises (review47 P6): every argument counts as stable.
        if !inPreview && context.isKeyedByID(callee: callee) { stableMask |= StableArguments.everyPosition }
      }
      let line = lines.line(of: Int(tree.tokens[typeToken].start), in: bytes)
      let position = table.calls.count
      if let argumentCallee = arguments.argumentCallee { table.argumentCallees[position] = argumentCallee }
      if stableMask != 0 { table.stableArguments[position] = stableMask }
      if !arguments.steadySources.isEmpty { table.steadySources[position] = arguments.steadySources }
      if arguments.emptyConstructions != 0 { table.emptyConstructions[position] = arguments.emptyConstructions }
      if !nested.isEmpty, let target = nested.target(ofCall: typeToken) { table.nestedCallTargets[position] = target }
      table.calls.append(LabeledCall(typeName: sharedNames.name(of: typeToken, in: tree), labels: labels, line: line, traits: traits))
    }
    return table
  }

  /// A file's labeled calls and, by call position, what few of them carry (see the
  /// properties of `TypeFacts` with these names).
  struct LabeledCallTable {
    var calls: [LabeledCall] = []
    var argumentCallees: [Int: ArgumentCallee] = [:]
    var stableArguments: [Int: UInt64] = [:]
    var nestedCallTargets: [Int: String] = [:]
    var steadySources: [Int: [SteadySource]] = [:]
    var emptyConstructions: [Int: UInt16] = [:]
  }

  /// What `labels(inArgumentsAt:of:context:)` reads from one argument list.
  struct ArgumentFacts {
    var labels: [String] = []
    var traits = CallTraits()
    var argumentCallee: ArgumentCallee?
    var stable: UInt64 = 0
    var steadySources: [SteadySource] = []
    /// The label positions (bits, the first 16) whose argument is a construction with an
    /// empty argument list (`Model()`, `.init()`).
    var emptyConstructions: UInt16 = 0
  }

  /// The token ranges of `#Preview { … }` bodies and of `PreviewProvider` types (by their
  /// own inheritance clause), outermost only, in source order.
  package static func previewRanges(in tree: SyntaxTree) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for declaration in tree.declarations where declaration.kind.isNominalType || declaration.kind == .extension {
      guard tree.inheritance(of: declaration).contains(where: { tree.token($0.nameToken, is: "PreviewProvider") }),
        let body = declaration.body, let close = tree.closingBracket(of: body)
      else { continue }
      ranges.append(body..<(close + 1))
    }
    for k in 1..<max(1, tree.tokenCount) where tree.kind(k) == .identifier && tree.isPreviewMacro(k) {
      guard let call = tree.call(at: k), let closure = call.trailingClosures.first else { continue }
      ranges.append(closure.open..<(closure.close + 1))
    }
    ranges.sort { $0.lowerBound < $1.lowerBound }
    var outermost: [Range<Int>] = []
    for range in ranges where !(outermost.last.map { $0.upperBound >= range.upperBound } ?? false) {
      outermost.append(range)
    }
    return outermost
  }

  /// The labels of the argument list opening at `open` (`label:` at the start of an
  /// argument), read without building the arguments: nested brackets are jumped over.
  /// The traits mark each labeled argument that is a fixed value; the first argument that
  /// calls a method named in more than one word is kept too (`ArgumentCallee`), and the
  /// positions (bits, the first 16) that pass a reference the caller holds for life, and
  /// the arguments that pass the caller's own `@State` its file never changes.
  static func labels(inArgumentsAt open: Int, of tree: SyntaxTree, context: inout CallContext) -> ArgumentFacts {
    let arguments = tree.interior(of: open)
    var facts = ArgumentFacts()
    // The `TimelineView` context names around the call, read at the first argument that
    // is not a fixed value (most calls have none).
    var tickNames: [Int]?
    var k = arguments.lowerBound
    var atArgumentStart = true
    var valueStart = -1
    func endArgument(at end: Int) {
      if valueStart >= 0 {
        let position = facts.labels.count - 1
        let value = valueStart..<end
        let isFixed = isFixedValue(value, in: tree)
        if isFixed || isRandomPick(value, in: tree) {
          facts.traits.setFixedArgument(at: position)
          // `Model()`, `.init()`: a new object of the callee's alone, built from nothing of the caller's.
          if isFixed, position < 16, tree.kind(end - 1) == .rightParen, tree.kind(end - 2) == .leftParen {
            facts.emptyConstructions |= 1 << UInt16(position)
          }
        } else if facts.labels.count <= CallTraits.upstreamPositions && context.namesFreshObject(value) {
          facts.traits.setUpstreamObject(at: position)
        } else if facts.labels.count <= 16 && context.namesStableReference(value) {
          facts.stable |= StableArguments.stableBit(position)
        } else {
          if facts.labels.count <= 16, tickNames == nil { tickNames = Self.timelineContextNames(around: open, in: tree) }
          if facts.labels.count <= 16, let names = tickNames, !names.isEmpty, value.contains(where: { k in
            tree.kind(k) == .identifier && tree.kind(k - 1) != .period && names.contains { tree.sameText($0, k) }
          }) {
            facts.stable |= StableArguments.tickingBit(position)
          }
          if facts.labels.count <= 16 && context.namesSteadyOwnState(value) {
            facts.stable |= StableArguments.steadyStateBit(position)
          } else if facts.labels.count <= 16 && context.namesReplacedOwnProperty(value) {
            facts.stable |= StableArguments.replacedBit(position)
          }
          if let source = context.steadyOwnValue(value) {
            facts.steadySources.append(SteadySource(position: position, ownerName: source.owner, property: source.property))
          } else if facts.argumentCallee == nil, let name = calledMethod(value, in: tree) {
            facts.argumentCallee = ArgumentCallee(position: position, name: name)
          }
        }
      }
      valueStart = -1
    }
    while k < arguments.upperBound {
      let kind = tree.kind(k)
      if atArgumentStart && (kind == .identifier || kind == .keyword) && tree.kind(k + 1) == .colon {
        facts.labels.append(tree.nameText(k))
        valueStart = k + 2
      }
      if kind == .comma { endArgument(at: k) }
      atArgumentStart = kind == .comma
      switch kind {
      case .leftParen, .leftBracket, .leftBrace: k = tree.step(over: k)
      default: k += 1
      }
    }
    endArgument(at: arguments.upperBound)
    return facts
  }

  /// Whether the call at `typeToken` is the `rootView:` argument of a hosting controller or
  /// view (`UIHostingController(rootView: X(…))`): the host is built once per presentation,
  /// so there is no parent to pass later values.
  static func isHostRoot(_ typeToken: Int, in tree: SyntaxTree) -> Bool {
    guard tree.kind(typeToken - 1) == .colon, tree.nameText(typeToken - 2) == "rootView",
      let open = tree.enclosingBracket(of: typeToken), tree.kind(open) == .leftParen
    else { return false }
    var callee = open - 1
    // `UIHostingController<Root>(rootView:)`, `UIHostingController.init(rootView:)`.
    if tree.isOperator(callee, UInt8(ascii: ">")) {
      // Back to the `<` at the same depth, within a short generic clause.
      var depth = 0
      var j = callee
      while j > max(0, callee - 32) {
        if tree.isOperator(j, UInt8(ascii: ">")) { depth += 1 } else if tree.isOperator(j, UInt8(ascii: "<")) { depth -= 1 }
        if depth == 0 { break }
        j -= 1
      }
      guard depth == 0 else { return false }
      callee = j - 1
    }
    if tree.keyword(callee) == .`init`, tree.kind(callee - 1) == .period { callee -= 2 }
    guard tree.kind(callee) == .identifier else { return false }
    return ["UIHostingController", "NSHostingController", "NSHostingView"].contains(tree.nameText(callee))
  }

  static func isCapitalized(_ bytes: [UInt8], at offset: Int) -> Bool {
    var i = offset
    if i < bytes.count && bytes[i] == UInt8(ascii: "`") { i += 1 }
    return i < bytes.count && bytes[i] >= UInt8(ascii: "A") && bytes[i] <= UInt8(ascii: "Z")
  }

  /// The identifiers each extension body in `tree` mentions.
  static func extensionMentions(in tree: SyntaxTree) -> [ExtensionMentions] {
    var result: [ExtensionMentions] = []
    var lines = LineCounter()
    for (index, declaration) in tree.declarations.enumerated() where declaration.kind == .extension {
      guard let body = declaration.body, let close = tree.closingBracket(of: body) else { continue }
      // A nested type's members are its own: `extension Row { struct Model { var count } }`
      // does not use `Row.count`.
      let nested = nestedTypeBodies(of: index, in: tree)
      var hashes: [Int] = []
      tree.source.bytes.withUnsafeBufferPointer { bytes in
        var next = 0
        for k in body..<close where tree.kind(k) == .identifier {
          while next < nested.count && nested[next].upperBound <= k { next += 1 }
          if next < nested.count && nested[next].contains(k) { continue }
          let token = tree.tokens[k]
          hashes.append(NameHash.of(bytes, from: Int(token.start), to: Int(token.end)))
        }
      }
      let line = lines.line(of: Int(tree.tokens[declaration.keywordToken].start), in: tree.source.bytes)
      result.append(ExtensionMentions(extendedName: tree.name(of: declaration), hashes: hashes, line: line))
    }
    return result
  }

  /// The whole declarations (first to last token) of the types declared directly or deeper
  /// inside declaration `index`, outermost only, in source order.
  static func nestedTypeBodies(of index: Int, in tree: SyntaxTree) -> [Range<Int>] {
    let outer = tree.declarations[index]
    var ranges: [Range<Int>] = []
    var inner = index + 1
    while inner < tree.declarations.count && tree.declarations[inner].firstToken <= outer.lastToken {
      let declaration = tree.declarations[inner]
      if declaration.kind.isNominalType && !(ranges.last.map { $0.upperBound > declaration.firstToken } ?? false) {
        ranges.append(declaration.firstToken..<(declaration.lastToken + 1))
      }
      inner += 1
    }
    return ranges
  }
}

/// The types a file declares inside other types, by simple name, to resolve a call written
/// inside the outer type (`CodeView(…)` in `Viewer` is `Viewer.CodeView`) as Swift's
/// lookup does: the innermost enclosing type that declares the name wins.
struct NestedTypes {
  private let tree: SyntaxTree
  /// Name tokens and declaration indices of the types declared inside other types (a few
  /// per file: coordinators, `CodingKeys`); names become strings only on a match.
  private var nested: [(name: Int, declaration: Int)] = []

  init(_ tree: SyntaxTree) {
    self.tree = tree
    for (index, declaration) in tree.declarations.enumerated() where declaration.kind.isNominalType {
      guard let name = declaration.nameToken, let parent = declaration.parent, tree.declarations[parent].kind.isTypeLike else { continue }
      nested.append((name, index))
    }
  }

  var isEmpty: Bool { nested.isEmpty }

  /// The nested type a call at `typeToken` (written without a dotted prefix) builds, when a
  /// type around the call declares one of that name in this file.
  func target(ofCall typeToken: Int) -> String? {
    guard tree.kind(typeToken - 1) != .period else { return nil }
    let candidates = nested.filter { tree.sameText($0.name, typeToken) }
    guard !candidates.isEmpty else { return nil }
    var type = tree.typeDeclaration(holding: typeToken)
    while let at = type {
      let outer = tree.qualifiedName(of: at)
      for candidate in candidates {
        guard let parent = tree.declarations[candidate.declaration].parent, parent == at || tree.qualifiedName(of: parent) == outer else { continue }
        return tree.qualifiedName(of: candidate.declaration)
      }
      type = tree.enclosingType(of: at)
    }
    return nil
  }
}

/// One `String` per distinct long name in a file: a name of more than 15 bytes is not
/// held inline, and a file calling `RoundedRectangle(cornerRadius:)` forty times would
/// otherwise keep forty copies of it until the index is built.
struct SharedNames {
  private var names: [String: String] = [:]

  mutating func name(of token: Int, in tree: SyntaxTree) -> String {
    let name = tree.nameText(token)
    guard name.utf8.count > 15 else { return name }
    if let shared = names[name] { return shared }
    names[name] = name
    return name
  }
}


extension TypeFacts {
  /// The parameter name tokens of the `TimelineView` content closures around token `k`
  /// (`context` of `TimelineView(.periodic(…)) { context in … }`): a value read from one is
  /// new on every tick. Found by walking out through the brackets around `k`.
  static func timelineContextNames(around k: Int, in tree: SyntaxTree) -> [Int] {
    var names: [Int] = []
    var open = tree.enclosingBracket(of: k)
    while let at = open {
      if tree.kind(at) == .leftBrace, let inKeyword = tree.closureInKeyword(at) {
        var callee = at - 1
        if tree.kind(callee) == .rightParen, let argumentsOpen = tree.openingBracket(of: callee) { callee = argumentsOpen - 1 }
        if tree.kind(callee) == .identifier, tree.token(callee, is: "TimelineView") {
          names += (at + 1..<inKeyword).filter { tree.kind($0) == .identifier }
        }
      }
      open = tree.enclosingBracket(of: at)
    }
    return names
  }
}
