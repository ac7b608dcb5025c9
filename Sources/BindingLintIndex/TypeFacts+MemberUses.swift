import BindingLintSyntax

/// Where a file uses a type's members from outside its declaration: labeled calls of a type
/// (`PortForwardEdit(config: c, forward: f)`, `PortForwardEdit.init(…)`, `let e: PortForwardEdit
/// = .init(…)`), which may be its memberwise initializer, and the names an extension body
/// mentions. `non_private_state` asks both before it calls making a property `private`
/// safe: `private` drops the property from the memberwise initializer (or makes the whole
/// initializer private), and hides it from extensions in other files.
package struct LabeledCall: Sendable, Equatable {
  /// The called type's last name component, as written (`Edit` for `Screens.Edit(…)`).
  package var typeName: String
  /// The labels in call order, joined by commas (a label is an identifier: it has none).
  /// One string, held inline up to 15 bytes, instead of an array of strings per call: a
  /// tree of a few thousand files has tens of thousands of labeled calls, all kept.
  package private(set) var joinedLabels: String
  /// 1-based line of the type name.
  package var line: Int
  /// What `state_passed_by_parent` and `non_private_state` need to know about the call,
  /// packed in one word (see `CallTraits`): which arguments are fixed values, whether the
  /// call is a one-shot host's root view, whether it sits in preview scaffolding.
  package var traits: CallTraits

  package init(typeName: String, labels: [String], line: Int, traits: CallTraits = CallTraits()) {
    self.init(typeName: typeName, joinedLabels: labels.joined(separator: ","), line: line, traits: traits)
  }

  init(typeName: String, joinedLabels: String, line: Int, traits: CallTraits) {
    self.typeName = typeName
    self.joinedLabels = joinedLabels
    self.line = line
    self.traits = traits
  }

  package var labels: [String] { Self.labels(joinedLabels) }

  /// The position of `label` among the call's labels, if it passes it.
  static func position(of label: String, _ joined: String) -> Int? {
    labels(joined).firstIndex(of: label)
  }

  /// Whether the call passes `label`.
  package func passes(_ label: String) -> Bool { Self.passes(label, joinedLabels) }

  static func labels(_ joined: String) -> [String] {
    joined.isEmpty ? [] : joined.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether `label` is one of the comma-separated labels in `joined`, compared as bytes.
  static func passes(_ label: String, _ joined: String) -> Bool {
    var label = label
    var joined = joined
    return label.withUTF8 { wanted in
      joined.withUTF8 { all in
        var start = 0
        while start <= all.count {
          var end = start
          while end < all.count && all[end] != UInt8(ascii: ",") { end += 1 }
          if end - start == wanted.count && (0..<wanted.count).allSatisfy({ all[start + $0] == wanted[$0] }) { return true }
          start = end + 1
        }
        return false
      }
    }
  }
}

/// Facts about one labeled call, one bit each, so the index keeps them for every call of
/// the project at four bytes a call. Bits 0 to 14: the argument with that label position
/// is a fixed value — a literal (`0`, `"x"`, `nil`, `[]`, `[1, 2]`) or a construction
/// (`Model(…)`, `.init(…)`, `Model.init(…)`) — which hands the callee the same kind of
/// value on every render, or a new object whose only owner the callee is. Bits 15 to 28:
/// the argument at position (bit − 15) names an object built just upstream (a local `let`
/// bound to a construction or call, a property the struct's `init` assigns a construction;
/// `CallContext`), which for an object is the same as a construction. Bit 29: the call is
/// outside the code a SwiftUI parent re-runs (a coordinator's method, a free function);
/// like the look-through host roots, found only for a call with an argument that is not
/// a fixed value.
/// Bit 30: the call is the `rootView:` of `UIHostingController`/`NSHostingController`/
/// `NSHostingView` (also through `AnyView(…)` or a local), built once per host. Bit 31: it
/// is inside `#Preview` or a `PreviewProvider`.
package struct CallTraits: Sendable, Equatable {
  package var bits: UInt32

  package init(bits: UInt32 = 0) { self.bits = bits }

  static let outsideRenderBit: UInt32 = 1 << 29
  static let hostRootBit: UInt32 = 1 << 30
  static let previewBit: UInt32 = 1 << 31
  /// Label positions past this one are not recorded (never fixed). 15 fixed and 14
  /// upstream positions share the word: a view's memberwise call with more labels is rare,
  /// and an unrecorded position only errs towards reporting.
  static let positions = 15
  static let upstreamShift = 15
  static let upstreamPositions = 14

  package var isOutsideRender: Bool {
    get { bits & Self.outsideRenderBit != 0 }
    set { bits = newValue ? bits | Self.outsideRenderBit : bits & ~Self.outsideRenderBit }
  }

  /// Whether each of the call's `count` arguments is a fixed value (never past the
  /// recorded positions).
  func isEveryArgumentFixed(_ count: Int) -> Bool {
    guard count <= Self.positions else { return false }
    let mask: UInt32 = (1 << UInt32(count)) - 1
    return bits & mask == mask
  }

  package func isUpstreamObject(at position: Int) -> Bool {
    position < Self.upstreamPositions && bits & (1 << UInt32(Self.upstreamShift + position)) != 0
  }

  package mutating func setUpstreamObject(at position: Int) {
    if position < Self.upstreamPositions { bits |= 1 << UInt32(Self.upstreamShift + position) }
  }

  package var isHostRoot: Bool {
    get { bits & Self.hostRootBit != 0 }
    set { bits = newValue ? bits | Self.hostRootBit : bits & ~Self.hostRootBit }
  }

  package var isInPreview: Bool {
    get { bits & Self.previewBit != 0 }
    set { bits = newValue ? bits | Self.previewBit : bits & ~Self.previewBit }
  }

  package func isFixedArgument(at position: Int) -> Bool {
    position < Self.positions && bits & (1 << UInt32(position)) != 0
  }

  package mutating func setFixedArgument(at position: Int) {
    if position < Self.positions { bits |= 1 << UInt32(position) }
  }
}

/// What an extension body mentions, kept small: the `NameHash`es of its identifiers
/// (`_name` and `$name` count as `name`), each once, in the order first met, so no
/// identifier becomes a `String` and a body that repeats its few names holds each once.
package struct ExtensionMentions: Sendable, Equatable {
  /// The extended type as written (`Composer`, `Screens.Detail`).
  package var extendedName: String
  package private(set) var nameHashes: [Int]
  /// 1-based line of the `extension` keyword.
  package var line: Int

  /// `hashes` in body order, repeats allowed.
  init(extendedName: String, hashes: [Int], line: Int) {
    self.extendedName = extendedName
    nameHashes = Self.unique(hashes)
    self.line = line
  }

  package func mentions(_ name: String) -> Bool {
    mentions(hash: NameHash.of(name))
  }

  /// `mentions(_:)` for a name whose `NameHash` the caller computed once for many extensions.
  func mentions(hash: Int) -> Bool {
    nameHashes.contains(hash)
  }

  /// Each hash once, in the order first met, in an array of exactly that many (a body's
  /// list grew by doubling). An open-addressing table finds repeats: sorting cost more
  /// than the rest of the member-use facts together.
  static func unique(_ hashes: [Int]) -> [Int] {
    guard hashes.count > 1 else { return hashes }
    var capacity = 16
    while capacity < hashes.count * 2 { capacity <<= 1 }
    let mask = capacity - 1
    var table = [Int](repeating: 0, count: capacity)
    var seenZero = false
    var kept = hashes
    var count = 0
    for hash in hashes {
      if hash == 0 {
        // 0 marks an empty slot: a zero hash is tracked on its own.
        if seenZero { continue }
        seenZero = true
      } else {
        // Hashes are mixed already: their low bits choose the slot.
        var slot = hash & mask
        while table[slot] != 0 && table[slot] != hash { slot = (slot + 1) & mask }
        if table[slot] == hash { continue }
        table[slot] = hash
      }
      kept[count] = hash
      count += 1
    }
    return Array(kept[..<count])
  }
}

extension TypeFacts {
  /// Every call of a capitalized name with at least one labeled argument, and the calls
  /// of `.init(…)` after `: TypeName =`. Calls in preview scaffolding (a `#Preview` body or
  /// a `PreviewProvider`) are marked: they build a view once with literal values, which no
  /// rule counts as a parent passing a value, but `private` would still break them.
  static func labeledCalls(in tree: SyntaxTree) -> [LabeledCall] {
    var result: [LabeledCall] = []
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
      // Ranges are in source order and do not overlap.
      while nextPreview < previews.count && previews[nextPreview].upperBound <= k { nextPreview += 1 }
      let inPreview = nextPreview < previews.count && previews[nextPreview].contains(k)
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
      let labels: [String]
      var traits = CallTraits()
      if tree.kind(callee + 1) == .leftParen && !tree.tokens[callee + 1].isAtStartOfLine {
        (labels, traits) = Self.labels(inArgumentsAt: callee + 1, of: tree, context: &context)
      } else if tree.isOperator(callee + 1, UInt8(ascii: "<")), let call = tree.call(at: callee), let open = call.openParen {
        (labels, traits) = Self.labels(inArgumentsAt: open, of: tree, context: &context)
      } else {
        continue
      }
      guard !labels.isEmpty else { continue }
      traits.isInPreview = inPreview
      traits.isHostRoot = Self.isHostRoot(typeToken, in: tree)
      // Where the call sits matters only for an argument that can change: a call passing
      // literals and constructions alone (`Image(systemName: "x")`, most calls) skips it.
      if !traits.isEveryArgumentFixed(labels.count) {
        traits.isHostRoot = traits.isHostRoot || context.isHostRootThroughWrapper(typeToken)
        traits.isOutsideRender = !inPreview && context.isOutsideRender(typeToken)
      }
      let line = lines.line(of: Int(tree.tokens[typeToken].start), in: bytes)
      result.append(LabeledCall(typeName: sharedNames.name(of: typeToken, in: tree), labels: labels, line: line, traits: traits))
    }
    return result
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
  /// The traits mark each labeled argument that is a fixed value.
  static func labels(inArgumentsAt open: Int, of tree: SyntaxTree, context: inout CallContext) -> ([String], CallTraits) {
    let arguments = tree.interior(of: open)
    var labels: [String] = []
    var traits = CallTraits()
    var k = arguments.lowerBound
    var atArgumentStart = true
    var valueStart = -1
    func endArgument(at end: Int) {
      if valueStart >= 0 {
        if isFixedValue(valueStart..<end, in: tree) {
          traits.setFixedArgument(at: labels.count - 1)
        } else if labels.count <= CallTraits.upstreamPositions && context.namesFreshObject(valueStart..<end) {
          traits.setUpstreamObject(at: labels.count - 1)
        }
      }
      valueStart = -1
    }
    while k < arguments.upperBound {
      let kind = tree.kind(k)
      if atArgumentStart && (kind == .identifier || kind == .keyword) && tree.kind(k + 1) == .colon {
        labels.append(tree.nameText(k))
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
    return (labels, traits)
  }

  /// Whether the argument `value` is a literal (numbers, plain strings, `true`, `false`,
  /// `nil`, array and dictionary literals of those) or a construction: `Type(…)`,
  /// `A.B(…)`, `Type.init(…)`, `.init(…)`, with trailing closures allowed.
  static func isFixedValue(_ value: Range<Int>, in tree: SyntaxTree) -> Bool {
    guard !value.isEmpty else { return false }
    if value.allSatisfy({ isLiteralPart($0, in: tree) }) { return true }
    var k = value.lowerBound
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
    if tree.kind(k) == .leftParen, let close = tree.closingBracket(of: k) { k = close + 1 }
    while k < value.upperBound && tree.kind(k) == .leftBrace, let end = tree.closingBracket(of: k) { k = end + 1 }
    return k > afterType && k == value.upperBound
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
      default: return tree.isOperator(k, UInt8(ascii: "-"))
      }
    }
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

/// One call that passes a label, as `TypeIndex.labeledCallSites` answers it.
package struct LabeledCallSite: Sendable, Equatable {
  package var path: String
  package var line: Int
  /// The argument for the label is a literal or a construction (`CallTraits`).
  package var passesFixedValue: Bool
  /// The call is the `rootView:` of a hosting controller or view.
  package var isHostRoot: Bool
  /// The call is inside `#Preview` or a `PreviewProvider`.
  package var isInPreview: Bool
  /// The argument names an object built just upstream: a local `let` bound to a
  /// construction or call, or a property the caller's `init` assigns a construction.
  package var passesUpstreamObject: Bool = false
  /// The call is outside the code a SwiftUI parent re-runs: built once.
  package var isOutsideRender: Bool = false
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
    log?.record(UInt8(ascii: "("), simple)
    return memberUses.calls(of: simple, in: project).filter { memberUses.passes($0, label) }.map { call in
      LabeledCallSite(
        path: memberUses.path(of: call.file), line: Int(call.line), passesFixedValue: memberUses.passesFixedValue(call, label),
        isHostRoot: call.traits.isHostRoot, isInPreview: call.traits.isInPreview,
        passesUpstreamObject: memberUses.passesUpstreamObject(call, label), isOutsideRender: call.traits.isOutsideRender)
    }
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
