import BindingLintSyntax

/// Reading where a file uses a type's members from outside its declaration: labeled calls
/// of a type (`PortForwardEdit(config: c, forward: f)`, `PortForwardEdit.init(…)`, `let e:
/// PortForwardEdit = .init(…)`), which may be its memberwise initializer, and the names an
/// extension body mentions; and the index's questions about them. `non_private_state` asks
/// both before it calls making a property `private` safe. The facts themselves are in
/// MemberUseFacts.swift.

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
  }

  /// What `labels(inArgumentsAt:of:context:)` reads from one argument list.
  struct ArgumentFacts {
    var labels: [String] = []
    var traits = CallTraits()
    var argumentCallee: ArgumentCallee?
    var stable: UInt64 = 0
    var steadySources: [SteadySource] = []
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
    var k = arguments.lowerBound
    var atArgumentStart = true
    var valueStart = -1
    func endArgument(at end: Int) {
      if valueStart >= 0 {
        let position = facts.labels.count - 1
        let value = valueStart..<end
        if isFixedValue(value, in: tree) || isRandomPick(value, in: tree) {
          facts.traits.setFixedArgument(at: position)
        } else if facts.labels.count <= CallTraits.upstreamPositions && context.namesFreshObject(value) {
          facts.traits.setUpstreamObject(at: position)
        } else if facts.labels.count <= 16 && context.namesStableReference(value) {
          facts.stable |= StableArguments.stableBit(position)
        } else {
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

  /// The method `value` calls when it is one call, `name(…)` or `receiver.name(…)`
  /// (`self.model.rowViewModel(item)`), whose name has more than one word (`rowViewModel`,
  /// not `first` or `get`); nil otherwise.
  static func calledMethod(_ value: Range<Int>, in tree: SyntaxTree) -> String? {
    guard value.count >= 3, tree.kind(value.upperBound - 1) == .rightParen,
      let open = tree.openingBracket(of: value.upperBound - 1),
      open > value.lowerBound, tree.kind(open - 1) == .identifier, !tree.hasLeadingTrivia(open)
    else { return nil }
    // Everything before the name is a chain of names: `a.b.` or `self.`.
    var k = value.lowerBound
    while k < open - 1 {
      guard tree.kind(k) == .identifier || tree.isKeyword(k, .`self`), tree.kind(k + 1) == .period else { return nil }
      k += 2
    }
    let bytes = tree.source.bytes
    let start = tree.startOffset(open - 1)
    let end = tree.endOffset(open - 1)
    guard bytes[start] >= UInt8(ascii: "a") && bytes[start] <= UInt8(ascii: "z"),
      bytes[(start + 1)..<end].contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") })
    else { return nil }
    return tree.nameText(open - 1)
  }

  /// Whether the argument `value` is a literal (numbers, plain strings, `true`, `false`,
  /// `nil`, array and dictionary literals of those) or a construction: `Type(…)`,
  /// `A.B(…)`, `Type.init(…)`, `.init(…)`, with trailing closures allowed, after any
  /// `try`, `try?`, `try!` or `await` (`RootView(model: try! RootModel())` builds one too).
  static func isFixedValue(_ value: Range<Int>, in tree: SyntaxTree) -> Bool {
    guard !value.isEmpty else { return false }
    if value.allSatisfy({ isLiteralPart($0, in: tree) }) { return true }
    var k = afterTryAndAwait(value, in: tree)
    guard k < value.upperBound else { return false }
    if tree.kind(k) == .period, tree.keyword(k + 1) == .`init` {
      k += 2
    } else {
      guard tree.kind(k) == .identifier, isCapitalized(tree.source.bytes, at: Int(tree.tokens[k].start)) else { return false }
      k += 1
      while tree.kind(k) == .period && (tree.keyword(k + 1) == .`init` || tree.kind(k + 1) == .identifier) {
        if tree.kind(k + 1) == .identifier && !isCapitalized(tree.source.bytes, at: Int(tree.tokens[k + 1].start)) { return false }
        k += 2
      }
    }
    // An argument list, trailing closures, or both (`Model.init { … }`).
    let afterType = k
    if tree.kind(k) == .leftParen, convertingValueTypes.contains(tree.nameText(k - 1)), !hasOnlyLiteralArguments(k, in: tree) { return false }
    if tree.kind(k) == .leftParen, let close = tree.closingBracket(of: k) { k = close + 1 }
    while k < value.upperBound && tree.kind(k) == .leftBrace, let end = tree.closingBracket(of: k) { k = end + 1 }
    return k > afterType && k == value.upperBound
  }

  /// Whether `value` makes a random pick (`colors.randomElement()!`, `Double.random(in:
  /// 0...1)`): a seed drawn anew on every render, which a `@State` is meant to keep
  /// (review40 P5, a confetti piece's shape and colour): like a literal, nothing the parent
  /// passes later is lost.
  ///
  /// A call of a function of this file that returns one (`getColor()` whose body is
  /// `colors.randomElement()!`) is one too.
  static func isRandomPick(_ value: Range<Int>, in tree: SyntaxTree) -> Bool {
    if containsRandomPick(value, in: tree) { return true }
    // `helper()` or `self.helper()`, a lowercase function called with no arguments.
    var callee = value.lowerBound
    if tree.isKeyword(callee, .`self`), tree.kind(callee + 1) == .period { callee += 2 }
    guard callee + 3 == value.upperBound, tree.kind(callee) == .identifier, !tree.startsUppercase(callee),
      tree.kind(callee + 1) == .leftParen, tree.kind(callee + 2) == .rightParen
    else { return false }
    return hasFunctionBody(namedLike: callee, in: tree) { containsRandomPick($0, in: tree) }
  }

  /// Whether a function of this file named like token `callee` has a body (its tokens
  /// between the braces) for which `matches` holds.
  static func hasFunctionBody(namedLike callee: Int, in tree: SyntaxTree, where matches: (Range<Int>) -> Bool) -> Bool {
    tree.declarations.contains { declaration in
      guard declaration.kind == .function, let name = declaration.nameToken, tree.sameText(name, callee), let body = declaration.body,
        let close = tree.closingBracket(of: body)
      else { return false }
      return matches((body + 1)..<close)
    }
  }

  private static func containsRandomPick(_ range: Range<Int>, in tree: SyntaxTree) -> Bool {
    // The length first: this runs over every token of every labeled argument.
    range.contains { k in
      let length = tree.length(k)
      return (length == 6 || length == 13) && tree.kind(k) == .identifier && tree.kind(k - 1) == .period && tree.kind(k + 1) == .leftParen
        && (tree.token(k, is: "randomElement") || tree.token(k, is: "random"))
    }
  }

  /// The first token of `value` past any leading `try`, `try?`, `try!` and `await`.
  static func afterTryAndAwait(_ value: Range<Int>, in tree: SyntaxTree) -> Int {
    var k = value.lowerBound
    while k < value.upperBound && (tree.keyword(k) == .`try` || tree.keyword(k) == .await) {
      k += 1
      if tree.isOperator(k, UInt8(ascii: "?")) || tree.isOperator(k, UInt8(ascii: "!")) { k += 1 }
    }
    return k
  }

  /// Whether token `k` can be part of a literal argument: a number, string, `true`,
  /// `false`, `nil`, a minus sign, or the brackets, commas and colons of a collection.
  /// A switch, not a set: this runs for every token of every labeled argument.
  private static func isLiteralPart(_ k: Int, in tree: SyntaxTree) -> Bool {
    switch tree.kind(k) {
    case .integer, .float, .stringQuote, .multilineQuote, .rawDelimiter, .stringSegment, .leftBracket, .rightBracket, .comma, .colon:
      return true
    default:
      switch tree.keyword(k) {
      case .`true`, .`false`, .`nil`: return true
      // `0...5`, `1..<10` between literals (review47 P7).
      default: return tree.isOperator(k, UInt8(ascii: "-")) || tree.token(k, is: "...") || tree.token(k, is: "..<")
      }
    }
  }

  /// Standard value types whose `init` converts a value (`Double(count)`): a construction
  /// of one is a new value only when its arguments are literals (review47's miss).
  private static let convertingValueTypes: Set<String> = [
    "Double", "Float", "CGFloat", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "String", "Bool", "Decimal", "Character", "Substring",
  ]

  /// Whether the argument list opening at `open` holds only labels and literals.
  private static func hasOnlyLiteralArguments(_ open: Int, in tree: SyntaxTree) -> Bool {
    tree.interior(of: open).allSatisfy { k in isLiteralPart(k, in: tree) || (tree.kind(k) == .identifier && tree.kind(k + 1) == .colon) }
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

extension TypeIndex {
  /// Calls `TypeName(…label:…)` (also `TypeName.init(…)`, `: TypeName = .init(…)`) in
  /// `project` that pass `label`, in input order: (file, line). `typeName` may be qualified;
  /// calls are matched by its last component, so a namesake elsewhere counts too (the
  /// caller errs towards "someone passes it"). Asks under `(Name`, the key `DeclaredNames`
  /// files such calls under.
  /// Calls in preview scaffolding are left out: see `labeledCallSites` for them.
  package func labeledCalls(of typeName: String, passing label: String, in project: String?) -> [(path: String, line: Int)] {
    labeledCallSites(of: typeName, passing: label, in: project).filter { !$0.isInPreview }.map { ($0.path, $0.line) }
  }

  /// `labeledCalls`, previews included, with what each call's record says about it.
  package func labeledCallSites(of typeName: String, passing label: String, in project: String?) -> [LabeledCallSite] {
    let simple = Self.lastComponent(typeName)
    return recordedCalls(of: typeName, in: project).filter { memberUses.passes($0, label) }.map { call in
      LabeledCallSite(
        path: memberUses.path(of: call.file), line: Int(call.line), passesFixedValue: memberUses.passesFixedValue(call, label),
        isHostRoot: call.traits.isHostRoot, isInPreview: call.traits.isInPreview,
        passesUpstreamObject: memberUses.passesUpstreamObject(call, label), isOutsideRender: call.traits.isOutsideRender,
        passesStableReference: memberUses.passesStableReference(call, of: simple, label),
        passesSteadyOwnState: memberUses.passesSteadyOwnState(call, of: simple, label),
        passesReplacedProperty: memberUses.passesReplacedProperty(call, of: simple, label),
        steadySource: memberUses.steadySource(call, of: simple, label), isInPresentedContent: call.traits.isInPresentedContent,
        argumentCallee: memberUses.argumentCallee(call, of: simple, label))
    }
  }

  /// `labeledCallSites` in every project of the run that sees the `public` type declared
  /// in `project` under `typeName` — its own, and each other one where the name does not
  /// find a type of that project's own (an app split into Xcode projects, review61 A3–A4;
  /// another project's `SearchView` is not this one) — the files outside any project
  /// first, then by project key.
  package func labeledCallSitesInAnyProject(of typeName: String, declaredIn project: String?, passing label: String) -> [LabeledCallSite] {
    ([nil] + projectKeys.sorted()).flatMap { key -> [LabeledCallSite] in
      if key != project, !visibleEntries(for: typeName, from: key, scope: []).contains(where: { $0.project == project }) { return [] }
      return labeledCallSites(of: typeName, passing: label, in: key)
    }
  }

  /// Whether `project` calls `typeName` (by last component) with labeled arguments
  /// anywhere outside preview scaffolding, render code or not (`present { Detail(id: id) }`
  /// in an event closure). Asks under `(Name`, as `labeledCallSites` does.
  package func hasLabeledCalls(of typeName: String, in project: String?) -> Bool {
    recordedCalls(of: typeName, in: project).contains { !$0.traits.isInPreview }
  }

  /// Where `typeName` (by last component) is called with labeled arguments in `project`,
  /// outside preview scaffolding: (file, line).
  package func labeledCallLines(of typeName: String, in project: String?) -> [(path: String, line: Int)] {
    recordedCalls(of: typeName, in: project).filter { !$0.traits.isInPreview }.map { (memberUses.path(of: $0.file), Int($0.line)) }
  }

  /// Whether `typeName` (by last component) is called with labeled arguments in `project`,
  /// and only in preview scaffolding.
  package func hasLabeledCallsOnlyInPreviews(of typeName: String, in project: String?) -> Bool {
    let calls = recordedCalls(of: typeName, in: project)
    return !calls.isEmpty && calls.allSatisfy { $0.traits.isInPreview }
  }

  /// Whether every call of `typeName` (by last component) in `project` with labeled
  /// arguments, outside preview scaffolding, passes `label`, and one does.
  package func everyLabeledCall(of typeName: String, passes label: String, in project: String?) -> Bool {
    let calls = recordedCalls(of: typeName, in: project).filter { !$0.traits.isInPreview }
    return !calls.isEmpty && calls.allSatisfy { memberUses.passes($0, label) }
  }

  /// The labeled calls of `typeName` (by last component, without calls of a nested
  /// namesake) in `project`, asked under `(Name`, the key `DeclaredNames` files such calls
  /// under, so an editor's name cache knows which files the answer read.
  private func recordedCalls(of typeName: String, in project: String?) -> [MemberUseTable.Call] {
    let simple = Self.lastComponent(typeName)
    log?.record(UInt8(ascii: "("), simple)
    return memberUses.calls(of: simple, building: typeName, in: project)
  }

  /// Extensions of `typeName` (by last component) in `project`, outside `path`, whose body
  /// mentions `name`: (file, line of `extension`).
  package func extensionsMentioning(_ name: String, of typeName: String, in project: String?, outside path: String) -> [(path: String, line: Int)] {
    let simple = Self.lastComponent(typeName)
    log?.record(UInt8(ascii: "+"), simple)
    // `extension Adjustments.RootView` is not an extension of `Carbs.RootView`: the written
    // name must be the type's qualified name (a module prefix allowed).
    let dottedName = "." + typeName
    let extendsType = { (written: String) in written == typeName || written.hasSuffix(dottedName) }
    let nameHash = NameHash.of(name)
    return memberUses.extensions(of: simple, in: project).filter {
      memberUses.path(of: $0.file) != path && extendsType($0.mentions.extendedName) && $0.mentions.mentions(hash: nameHash)
    }
    .map { (memberUses.path(of: $0.file), $0.mentions.line) }
  }
}
