import BindingLintSyntax
import BindingLintIndex

/// The walk outward from a view built in code to the member that holds it: through
/// containers (`VStack { … }`), presentations (`.sheet { … }`), scenes, control flow and
/// arguments, collecting on the way every provider applied around it. The provider
/// chains follow the environment's rule that a modifier reaches the view it modifies:
/// `X.sheet { S() }.environmentObject(a)` reaches `S` (the sheet modifier is inside `a`),
/// `X.environmentObject(a).sheet { S() }` does not (`a` wraps only `X`).
///
/// The walk ends at a render member (`body`, `some View`, `@ViewBuilder`), a preview, or a
/// hosting controller's root view (a new hierarchy: what is outside does not reach it).
/// It gives up (nil) where the code does not run while rendering: an event closure, a
/// free closure, a setter, a stored property's initializer.
struct SiteShape {
  var context: ConstructionSite.Context = .render
  var owner: String?
  var ownerMember = ""
  var steps: [SiteStep] = []
  var containers: [String] = []
  /// Which of `containers` were entered through a closure (`ConstructionSite.closureContainerBits`).
  var closureContainerBits: UInt16 = 0
  var isThroughUnknown = false
  var isConditional = false
  var edge: EdgeKind?
  var container: String?
  /// Modifier chains the walk passed, read into `steps` only when the walk ends in render
  /// code (most constructions are not in it): the chain after token `end` goes before
  /// `steps[at]`.
  fileprivate var chains: [(at: Int, end: Int)] = []

  fileprivate mutating func addChain(after end: Int) {
    chains.append((steps.count, end))
  }
}

/// Whose `self` a site's provider values are read against: a type named by the caller, or
/// the type whose member holds a token (looked up only for a site in render code).
enum SiteOwner {
  case name(String)
  case holding(Int)
}

extension ProviderReader {
  /// The type whose member holds token `k`.
  func typeName(holding k: Int) -> String? {
    tree.typeDeclaration(holding: k).map { tree.qualifiedName(of: $0) }
  }

  /// The shape of the place where the expression from token `start` to token `end` (a
  /// construction, or a use of a render member) stands; nil when it is not render code.
  /// `owner` is the type whose `self` the providers' values are read against; without
  /// `readsProviders`, the shape's steps hold no providers (`ViewGraphFacts.Extent.constructions`).
  func shape(from start: Int, to end: Int, owner: SiteOwner, readsProviders: Bool) -> SiteShape? {
    guard var shape = walk(from: start, to: end) else { return nil }
    guard readsProviders, !shape.chains.isEmpty else {
      shape.chains = []
      return shape
    }
    let ownerName: String?
    switch owner {
    case .name(let name): ownerName = name
    case .holding(let k): ownerName = typeName(holding: k)
    }
    var steps: [SiteStep] = []
    var next = 0
    for (at, end) in shape.chains {
      steps += shape.steps[next..<at]
      steps += providers(chainAfter: end, owner: ownerName).map { .provider($0) }
      next = at
    }
    steps += shape.steps[next...]
    shape.steps = steps
    shape.chains = []
    return shape
  }

  private func walk(from start: Int, to end: Int) -> SiteShape? {
    var shape = SiteShape()
    // Steps are appended innermost first: a level's boundary (a presentation, a split
    // view) after the providers inside it, the providers of the chain after its call after it.
    shape.addChain(after: end)
    if let host = hostTakingLocal(from: start, to: end) {
      // `let content = Feed(…)` then `UIHostingController(rootView: content)`: the root
      // of a hosting controller, as if built in its argument (review40 P2).
      if enterHost(calleeName(host.callee), at: host.open, into: &shape) { return shape }
    }
    var open = tree.enclosingBracket(of: start)
    var inner = start
    var steps = 0
    while let at = open, steps < 10_000 {
      steps += 1
      switch tree.kind(at) {
      case .leftParen:
        guard let callee = tree.calleeBefore(at) else {
          if let close = tree.closingBracket(of: at) { shape.addChain(after: close) }
          open = tree.enclosingBracket(of: at)
          continue
        }
        let name = calleeName(callee)
        if enterHost(name, at: at, into: &shape) { return shape }
        // `super.init(coder: coder, rootView: Root())` in a hosting controller's subclass: a
        // new hierarchy, but the subclass chain may wrap the root in providers of its own
        // (a themed host's `init(rootView:)`), so what it provides is unknown.
        if tree.isKeyword(callee, .`init`), inner == start, tree.kind(inner - 1) == .colon, tree.token(inner - 2, is: "rootView") {
          shape.context = .hosting
          shape.container = "rootView"
          shape.isThroughUnknown = true
          return shape
        }
        classifyArgumentCall(name, callee: callee, holding: inner, into: &shape)
        shape.addChain(after: callEnd(callee: callee, holding: at))
        inner = callee
        open = tree.enclosingBracket(of: callee)
      case .leftBrace:
        switch tree.role(ofBlock: at) {
        case .declarationBody(let index):
          let declaration = tree.declarations[index]
          if declaration.kind.isTypeLike { return nil }
          if let parent = declaration.parent, !tree.declarations[parent].kind.isTypeLike {
            // A function or property declared inside a member belongs to that member.
            open = tree.enclosingBracket(of: at)
            continue
          }
          if isHeldInLocal(inner, outside: index) { shape.isThroughUnknown = true }
          if declaration.kind == .initializer, isAssignedToRootView(inner) {
            // `rootView = AnyView(Sidebar(…))` in a hosting controller subclass's `init`
            // (review46 P3): the root, set once; what the subclass wraps it in is unknown.
            shape.context = .hosting
            shape.container = "rootView"
            shape.isThroughUnknown = true
            return shape
          }
          let owner = tree.enclosingType(of: index).map { tree.qualifiedName(of: $0) }
          shape.owner = owner
          shape.ownerMember = tree.name(of: declaration)
          if shape.ownerMember == "previews" && tree.isTypeLevel(declaration) {
            shape.context = .preview
            return shape
          }
          return tree.isRenderMember(declaration) ? shape : nil
        case .closure(let callee, let label, let isTrailing):
          if let callee, tree.isPreviewMacro(callee) {
            if isHeldInLocal(inner, outside: nil) { shape.isThroughUnknown = true }
            shape.context = .preview
            shape.ownerMember = "#Preview"
            return shape
          }
          if tree.isEventClosure(open: at, callee: callee, label: label, isTrailing: isTrailing) { return nil }
          guard let callee else {
            shape.isThroughUnknown = true
            open = tree.enclosingBracket(of: at)
            continue
          }
          let name = calleeName(callee)
          if enterHost(name, at: at, into: &shape) { return shape }
          classifyClosureCall(name, callee: callee, label: label, isTrailing: isTrailing, into: &shape)
          shape.addChain(after: callEnd(callee: callee, holding: at))
          inner = callee
          open = tree.enclosingBracket(of: callee)
        case .freeClosure:
          return nil
        case .controlFlow:
          shape.isConditional = true
          open = tree.enclosingBracket(of: at)
        case .accessor:
          guard tree.token(at - 1, is: "get") else { return nil }
          open = tree.enclosingBracket(of: at)
        }
      case .leftBracket:
        shape.isThroughUnknown = true
        open = tree.enclosingBracket(of: at)
      case .interpolationOpen:
        return nil
      default:
        open = tree.enclosingBracket(of: at)
      }
    }
    return nil
  }

  /// When `name` (called with the bracket at `at` holding the construction) is a host,
  /// marks the site a hosting root and says so. SwiftUI's hosts (`UIHostingController`,
  /// `NSHostingView`, …) start a new hierarchy; a team's own subclass named after them
  /// (`CoreHostingController(Dashboard())`, `ThemedHostingView(…)`) may wrap the root in
  /// providers of its own, and `UIHostingConfiguration` is a UIKit cell's content, which
  /// apps rely on the environment around the collection reaching: what reaches those roots,
  /// or one a representable builds, is unknown.
  private func enterHost(_ name: String, at: Int, into shape: inout SiteShape) -> Bool {
    let isFramework = SwiftUINames.hosts.contains(name)
    let isSubclass = !isFramework && (name.hasSuffix("HostingController") || name.hasSuffix("HostingView"))
    guard isFramework || isSubclass else { return false }
    shape.context = .hosting
    shape.container = name
    shape.isThroughUnknown = isSubclass || name == "UIHostingConfiguration" || isInRepresentable(at) || isInTestCase(at)
    return true
  }

  /// Whether token `k` is in an `XCTestCase` subclass or a `@Suite` type (by this file's
  /// own declarations): a snapshot test's host, whose providers are the test's business
  /// (review43 P3).
  private func isInTestCase(_ k: Int) -> Bool {
    var type = tree.typeDeclaration(holding: k)
    while let at = type {
      let declaration = tree.declarations[at]
      if tree.inheritance(of: declaration).contains(where: { tree.token($0.nameToken, is: "XCTestCase") })
        || tree.attributes(of: declaration).contains(where: { tree.token($0.nameToken, is: "Suite") })
      {
        return true
      }
      type = tree.enclosingType(of: at)
    }
    return false
  }

  /// The call that takes the local built from `start` to `end` as its `rootView:`: for
  /// `let name = X(…)`, a `rootView: name` (or `rootView: AnyView(name)`) within the next
  /// statement or so, as `TypeFacts`' call context reads host roots for the call facts.
  private func hostTakingLocal(from start: Int, to end: Int) -> (callee: Int, open: Int)? {
    guard tree.isOperator(start - 1, UInt8(ascii: "=")), tree.kind(start - 2) == .identifier, tree.isKeyword(start - 3, .`let`) else {
      return nil
    }
    let name = start - 2
    // After the whole initializer (`let content = Feed().environmentObject(x).frame(…)`).
    var after = end
    if let local = tree.declaration(containing: start), tree.declarations[local].nameToken == name {
      after = max(end, tree.declarations[local].lastToken)
    }
    let limit = min(tree.tokenCount, after + 40)
    var k = after + 1
    while k < limit {
      defer { k += 1 }
      guard tree.kind(k) == .colon, tree.token(k - 1, is: "rootView") else { continue }
      var value = k + 1
      if tree.token(value, is: "AnyView"), tree.kind(value + 1) == .leftParen { value += 2 }
      guard tree.sameText(value, name), tree.kind(value + 1) == .rightParen || tree.kind(value + 1) == .comma,
        let open = tree.enclosingBracket(of: k), tree.kind(open) == .leftParen, let callee = tree.calleeBefore(open)
      else { continue }
      return (callee, open)
    }
    return nil
  }

  /// Whether token `k` is inside a type declared as a `UIViewControllerRepresentable`,
  /// `NSViewControllerRepresentable`, `UIViewRepresentable` or `NSViewRepresentable`: a
  /// hosting controller it builds (in `makeUIViewController` or a helper of it) sits in the
  /// controller hierarchy under the representable's place in the SwiftUI tree, and teams
  /// rely on environment objects applied above the representable reaching it; what
  /// reaches that root is not decided here.
  private func isInRepresentable(_ k: Int) -> Bool {
    var type = tree.typeDeclaration(holding: k)
    while let at = type {
      if tree.inheritance(of: tree.declarations[at]).contains(where: { inherited in
        ViewKinds.representables.contains(tree.nameText(inherited.nameToken))
      }) {
        return true
      }
      type = tree.enclosingType(of: at)
    }
    return false
  }

  /// Whether token `k` is in the initializer of a local (`let d = Detail()`): the view is
  /// rendered wherever the local goes, which this walk does not follow. `member` is the
  /// member the walk ended at (its own initializer is not a local's).
  private func isHeldInLocal(_ k: Int, outside member: Int?) -> Bool {
    guard let holder = tree.declaration(containing: k), holder != member else { return false }
    let declaration = tree.declarations[holder]
    guard declaration.kind == .variable || declaration.kind == .constant, declaration.initializerTokens.contains(k) else { return false }
    return declaration.parent.map { !tree.declarations[$0].kind.isTypeLike } ?? true
  }

  /// Whether the expression starting at token `k` is assigned to `rootView`
  /// (`rootView = …`, `self.rootView = …`).
  private func isAssignedToRootView(_ k: Int) -> Bool {
    tree.isOperator(k - 1, UInt8(ascii: "=")) && tree.token(k - 2, is: "rootView")
      && (tree.kind(k - 3) != .period || tree.isKeyword(k - 4, .`self`))
  }

  /// The last token of the call named by `callee` whose arguments or closure open at
  /// `bracket`, trailing closures included, also when they start on a line of their own
  /// (`NavigationSplitView⏎{ … } detail: { … }`, which `call(at:)` does not read as a call).
  func callEnd(callee: Int, holding bracket: Int) -> Int {
    guard let close = tree.closingBracket(of: bracket) else { return bracket }
    if let last = tree.callLastToken(at: callee), last >= close { return trailingClosuresEnd(after: last) }
    return trailingClosuresEnd(after: close)
  }

  /// `Foo` for `Foo(`, `Foo.init(`; the name text otherwise.
  func calleeName(_ callee: Int) -> String {
    // `Type.init(…)`; `.init(…)` at the very start of a file has no token before its `.`
    // (a fuzz crasher: `Tests/Crashers/implicit-init-at-file-start.swift`).
    if tree.isKeyword(callee, .`init`), tree.kind(callee - 1) == .period, callee >= 2 { return tree.nameText(callee - 2) }
    return tree.nameText(callee)
  }

  /// A call whose parenthesized arguments hold the construction (token `inner` is inside).
  private func classifyArgumentCall(_ name: String, callee: Int, holding inner: Int, into shape: inout SiteShape) {
    if tree.startsUppercase(callee) || tree.isKeyword(callee, .`init`) {
      if name == "NavigationLink", let call = tree.call(at: callee),
        let argument = call.arguments.first(where: { $0.value.contains(inner) }), let label = argument.label,
        tree.token(label, is: "destination")
      {
        shape.edge = shape.edge ?? .navigation
      }
      if SwiftUINames.containers.contains(name) || SwiftUINames.values.contains(name) { return }
      shape.containers.append(name)
      return
    }
    // SwiftUI's modifiers are methods of the view they modify: `.overlay(Detail())`. Called
    // without a receiver (`frame(Detail())`), the name is some function of the project's.
    guard tree.kind(callee - 1) == .period, SwiftUINames.modifiers.contains(name) else {
      shape.isThroughUnknown = true
      return
    }
    if let kind = SwiftUINames.presentation(name) {
      shape.steps.append(.presentation(kind))
      shape.edge = shape.edge ?? kind
    }
  }

  /// A call whose closure holds the construction.
  private func classifyClosureCall(_ name: String, callee: Int, label: Int?, isTrailing: Bool, into shape: inout SiteShape) {
    guard tree.startsUppercase(callee) || tree.isKeyword(callee, .`init`) else {
      // A modifier with a receiver (`.sheet { … }`), or with implicit `self` in a view's
      // own code (`sheet(isPresented:) { … }` in a modifier's body).
      guard SwiftUINames.modifiers.contains(name) else {
        shape.isThroughUnknown = true
        return
      }
      if let kind = SwiftUINames.presentation(name) {
        shape.steps.append(.presentation(kind))
        shape.edge = shape.edge ?? kind
      }
      return
    }
    switch name {
    case "ForEach", "List", "Table", "OutlineGroup":
      if name == "ForEach" { shape.isConditional = true }
      if name == "ForEach" || label == nil { shape.edge = shape.edge ?? .row }
    case "TabView":
      shape.edge = shape.edge ?? .tab
    case "NavigationSplitView":
      shape.steps.append(.splitView)
    case "NavigationLink":
      // The destination: `destination:`, or the first trailing closure when no `value:` is passed.
      let isDestination = label.map { tree.token($0, is: "destination") }
        ?? (isTrailing && !(tree.call(at: callee)?.argument(labeled: "value", in: tree) != nil))
      if isDestination { shape.edge = shape.edge ?? .navigation }
    default:
      if SwiftUINames.scenes.contains(name) {
        shape.container = shape.container ?? name
        shape.edge = shape.edge ?? .scene
      }
    }
    if SwiftUINames.containers.contains(name) || SwiftUINames.values.contains(name) { return }
    if shape.containers.count < 16 { shape.closureContainerBits |= 1 << shape.containers.count }
    shape.containers.append(name)
  }
}
