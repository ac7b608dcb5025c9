import BindingLintSyntax

/// How a view uses a property (or a `Binding` parameter) that may hold a class: what the
/// reference-type rules need to tell a real data-flow bug from a legitimate handle.
///
/// A class in `@State` or behind a `Binding` is harmless while only its identity matters:
/// a timer or window kept for later, a "box" deliberately mutated without re-rendering,
/// a selection or `.sheet(item:)` that is replaced wholesale. It is a bug when the view
/// edits the object in place and shows what it edited: `$model.name` bindings into its
/// members, or `model.count += 1` in an action with `model.count` read while rendering.
/// This file finds those signals in one linear pass over the owning declaration's tokens.
struct ReferenceUsage: Sendable {
  /// `$x.member` (or, for a `Binding` value, `x.member`): a binding into the object.
  var projectsMember = false
  /// The members those bindings start at, by whether the binding ends deeper, at a property
  /// of what the member holds (`$x.items[i].isOn`, `$x.items.first { … }?.isOn`), or at
  /// the member itself (`$x.name`, `$x.items[i]`).
  var membersProjectedInside: Set<String> = []
  var membersProjectedWhole: Set<String> = []
  /// The properties of the held objects those inside bindings end at (`isOn`).
  var elementPropertiesBound: Set<String> = []
  /// First members written through the reference: `x.count` in `x.count += 1`, `x?.a.b = c`
  /// (not in a callback handed to another call that is no event: a handle stored for later).
  var writtenMembers: Set<String> = []
  /// First members read where the view renders (not inside an action closure): those read
  /// outside closures, and those read in a closure that assigns nothing of the object.
  var renderedMembers: Set<String> {
    var members = renderedOutsideClosures
    for (closure, read) in renderedInClosures where !assigningClosures.contains(closure) { members.formUnion(read) }
    return members
  }
  /// Render reads not inside any closure of the body (`Text(x.name)` in `body` itself).
  var renderedOutsideClosures: Set<String> = []
  /// Render reads in a closure, by the closure's opening brace: kept apart until the whole
  /// scan knows which closures assign a member (`assigningClosures`).
  var renderedInClosures: [Int: Set<String>] = [:]
  /// Closures that assign a member of the object as a statement (`{ w in x.window = w }`).
  /// A view builder cannot hold an assignment (it is a `()` expression, no view), so such
  /// a closure is a callback: what it reads is not drawn (review35: a window holder).
  var assigningClosures: Set<Int> = []
  /// A mutating method called on the object (`x.append(…)`: `NSMutableString` and kin).
  var callsMutatingMethod = false
  /// The reference itself appears where the view renders (`Text(x as String)`).
  var isReferencedInRender = false
  /// The property itself is assigned outside an initializer (`x = other`, `self.x = nil`):
  /// the view replaces the object instead of only editing it.
  var isReassigned = false
  /// Members read in the getter and written in the setter of a `Binding(get:set:)`:
  /// a hand-made binding into the object (`get: { x.m }, set: { x.m = $0 }`).
  var boundGetMembers: Set<String> = []
  var boundSetMembers: Set<String> = []
  /// `$x` used whole (passed to a child's `@Binding`, `$x.animation()`): another view may
  /// replace the object.
  var passesBindingOn = false
  /// A call through the object (`x.load()`, `x.rows.remove(at: 0)`, `x.rows.sort { … }`),
  /// wherever it runs: it may change what the object holds.
  var callsThroughObject = false
  /// The object itself used outside an assignment to it (`Child(model: x)`, `save(x)`,
  /// `x === other`): whoever receives it may change it.
  var usesObjectWhole = false
  /// The first member of every access through the object, as its token (`rows` in
  /// `x.rows.count`, `delete` in `.onDelete(perform: x.delete)`): one that is no stored
  /// `var` may be a method handed on to run later. Tokens, not names: the names are asked
  /// for only when the holder exemption is in reach (`ReferenceTypeStateRule`).
  var accessedMemberTokens: [Int] = []

  mutating func merge(_ other: ReferenceUsage) {
    projectsMember = projectsMember || other.projectsMember
    membersProjectedInside.formUnion(other.membersProjectedInside)
    membersProjectedWhole.formUnion(other.membersProjectedWhole)
    elementPropertiesBound.formUnion(other.elementPropertiesBound)
    writtenMembers.formUnion(other.writtenMembers)
    renderedOutsideClosures.formUnion(other.renderedOutsideClosures)
    renderedInClosures.merge(other.renderedInClosures) { $0.union($1) }
    assigningClosures.formUnion(other.assigningClosures)
    callsMutatingMethod = callsMutatingMethod || other.callsMutatingMethod
    isReferencedInRender = isReferencedInRender || other.isReferencedInRender
    isReassigned = isReassigned || other.isReassigned
    passesBindingOn = passesBindingOn || other.passesBindingOn
    callsThroughObject = callsThroughObject || other.callsThroughObject
    usesObjectWhole = usesObjectWhole || other.usesObjectWhole
    accessedMemberTokens += other.accessedMemberTokens
    boundGetMembers.formUnion(other.boundGetMembers)
    boundSetMembers.formUnion(other.boundSetMembers)
  }

  /// A binding into a member: `$x.member`, or a `Binding(get:set:)` over one.
  var bindsIntoMember: Bool { projectsMember || !boundGetMembers.isDisjoint(with: boundSetMembers) }

  /// What is left when nothing the type runs renders (a property wrapper's or
  /// `DynamicProperty`'s `wrappedValue` is read by its host, not drawn).
  var withoutRenderReads: ReferenceUsage {
    var copy = self
    copy.renderedOutsideClosures = []
    copy.renderedInClosures = [:]
    copy.isReferencedInRender = false
    return copy
  }

  /// Whether the view's only edits are bindings through a member into one property of what
  /// the member holds (`$x.items.first { … }?.isOn`), and nothing else it does may change
  /// the object: it writes no member, binds none whole or by hand, calls nothing through it,
  /// neither replaces it nor hands it (or its binding) to anyone.
  var editsOnlyInsideMembers: Bool {
    !membersProjectedInside.isEmpty && membersProjectedWhole.isEmpty && boundSetMembers.isEmpty && writtenMembers.isEmpty
      && !callsThroughObject && !callsMutatingMethod && !usesObjectWhole && !passesBindingOn && !isReassigned
  }

  /// Whether the view both changes something inside the object and displays it.
  var editsAndShowsMembers: Bool { bindsIntoMember || !writtenMembers.isDisjoint(with: renderedMembers) }
}

extension SyntaxTree {
  /// Usage of `name` in `ranges`. `isBindingValue`: `name` holds a `Binding` (a parameter or
  /// property typed `Binding<C>`), so `name.member` is a projection, and the object is
  /// reached through `name.wrappedValue`. With `following`, the object is also followed
  /// into local aliases (`let d = x`, `if let d = x`, `guard let x`) and into the
  /// parameters of the type's own helper functions it is passed to.
  func referenceUsage(
    of name: String, in ranges: [Range<Int>], isBindingValue: Bool, following: ReferenceFollowing? = nil
  ) -> ReferenceUsage {
    var usage = ReferenceUsage()
    var renderPath = OutwardWalk<Bool>()
    let plain = Array(name.utf8)
    let projected = Array(("$" + name).utf8)
    for range in ranges {
      var shadowing = OutwardWalk<Bool>()
      var k = max(range.lowerBound, 0)
      let end = min(range.upperBound, tokenCount)
      var shadowedUntil: Int?
      while k < end {
        defer { k += 1 }
        guard kind(k) == .identifier, length(k) == plain.count || length(k) == projected.count else { continue }
        // `other.x` is someone else's member; `self.x` is ours, whatever a local or a
        // parameter of the same name hides (`let account = …; self.account = account`).
        let isSelfMember = kind(k - 1) == .period && isKeyword(k - 2, .`self`)
        if kind(k - 1) == .period && !isSelfMember { continue }
        if let until = shadowedUntil, k <= until, !isSelfMember { continue }
        // The name first: the shadowing checks below walk outwards through brackets, and
        // every other identifier of the same length would pay for that walk.
        let isPlain = spells(k, plain)
        guard isPlain || spells(k, projected) else { continue }
        if isPlain, !isSelfMember, let end = localShadowEnd(at: k) {
          // `if let x`, `guard let x = x`: the same object under the same name.
          if following != nil, !isBindingValue, let valueEnd = rebindsItself(at: k, name: plain) {
            k = valueEnd - 1
            continue
          }
          shadowedUntil = end
          continue
        }
        if !isSelfMember && isShadowedByParameter(plain, at: k, outside: range.lowerBound, walk: &shadowing) { continue }
        if !isPlain {
          if let member = memberAfter(k), !Self.bindingAPI.contains(member.name), !isCalled(member.token) {
            usage.projectsMember = true
            if let property = propertyProjectedInside(after: member.token) {
              usage.membersProjectedInside.insert(member.name)
              usage.elementPropertiesBound.insert(property)
            } else {
              usage.membersProjectedWhole.insert(member.name)
            }
          } else {
            usage.passesBindingOn = true
          }
          continue
        }
        if let following, !isBindingValue, following.depth < ReferenceFollowing.maximumDepth {
          usage.merge(followedUsage(of: k, following: following))
        }
        guard kind(k + 1) != .colon else { continue }
        var first = k
        if isBindingValue {
          guard let member = memberAfter(k) else { continue }
          if member.name != "wrappedValue" {
            if !Self.bindingAPI.contains(member.name) && !isCalled(member.token) { usage.projectsMember = true }
            continue
          }
          first = member.token
        }
        recordAccess(from: first, reference: k, into: &usage, renderPath: &renderPath)
      }
    }
    return usage
  }

  /// `let x = …`, `var x`, `if let x`, `guard let x` declaring a local `x` at `k`: the
  /// index of the block end the local lives to (the property itself is not local).
  func localShadowEnd(at k: Int) -> Int? {
    guard kind(k - 1) == .keyword, keyword(k - 1) == .`let` || keyword(k - 1) == .`var` else { return nil }
    guard let block = enclosingBracket(of: k), kind(block) == .leftBrace else { return nil }
    if case .declarationBody(let owner) = role(ofBlock: block), declarations[owner].kind.isTypeLike { return nil }
    return closingBracket(of: block)
  }

  /// Whether a closure parameter (`{ x in`) or a function parameter (`func f(x: T)`)
  /// between token `k` and the start of the scanned range hides the name. `walk` keeps
  /// each bracket's answer for the next reference (same name, same range).
  func isShadowedByParameter(_ name: [UInt8], at k: Int, outside start: Int, walk: inout OutwardWalk<Bool>) -> Bool {
    walk.verdict(for: k, in: self) { bracket in
      guard bracket > start else { return .stop(nil) }
      return declaresParameter(name, at: bracket) ? .stop(true) : .goOn
    } ?? false
  }

  /// Whether the block at `bracket` is a closure or function with a parameter `name`.
  func declaresParameter(_ name: [UInt8], at bracket: Int) -> Bool {
    guard kind(bracket) == .leftBrace else { return false }
    if let inKeyword = closureInKeyword(bracket) {
      var j = bracket + 1
      while j < inKeyword {
        if kind(j) == .leftBracket { j = step(over: j); continue }
        if kind(j) == .identifier && spells(j, name) { return true }
        j += 1
      }
    } else if case .declarationBody(let owner) = role(ofBlock: bracket), let open = declarations[owner].parameterList {
      for j in interior(of: open) where kind(j) == .identifier && kind(j + 1) == .colon && enclosingBracket(of: j) == open && spells(j, name) {
        return true
      }
    }
    return false
  }

  /// Whether token `k` spells exactly the bytes `expected`.
  func spells(_ k: Int, _ expected: [UInt8]) -> Bool {
    length(k) == expected.count && source.bytes[startOffset(k)..<endOffset(k)].elementsEqual(expected)
  }

  /// `x.member`, `x?.member`, `x!.member` at `k`: the member's token and name.
  /// Whether the member at `k` is called (`$x.didSet(…)`, `$x.onSet { … }`): a method of
  /// `Binding` (an extension of the app's), not a projection, which reaches properties only
  /// (dynamic member lookup takes key paths).
  func isCalled(_ k: Int) -> Bool {
    (kind(k + 1) == .leftParen && !hasLeadingTrivia(k + 1)) || kind(k + 1) == .leftBrace
  }

  func memberAfter(_ k: Int) -> (token: Int, name: String)? {
    var j = k + 1
    if (isOperator(j, UInt8(ascii: "?")) || isOperator(j, UInt8(ascii: "!"))) && !hasLeadingTrivia(j) { j += 1 }
    guard kind(j) == .period, kind(j + 1) == .identifier || kind(j + 1) == .keyword else { return nil }
    return (j + 1, Self.unescaped(text(j + 1)))
  }

  /// Whether token `index` is evaluated while the view renders: inside `body`, a
  /// `some View` or `@ViewBuilder` member, or a computed property, and not inside an
  /// action closure (`Button` actions, `onAppear`, `task`, gesture handlers, `Task { }`).
  /// `walk` keeps the verdicts of brackets already crossed, for the next reference.
  func isInRenderPath(_ index: Int, walk: inout OutwardWalk<Bool>) -> Bool {
    walk.verdict(for: index, in: self) { bracket in
      guard kind(bracket) == .leftBrace else { return .goOn }
      switch role(ofBlock: bracket) {
      case .declarationBody(let owner):
        return .stop(isRenderDeclaration(declarations[owner]))
      case .closure(let callee, let label, let isTrailing):
        return isEventClosure(open: bracket, callee: callee, label: label, isTrailing: isTrailing) ? .stop(false) : .goOn
      case .freeClosure:
        return .stop(false)
      case .controlFlow, .accessor:
        return .goOn
      }
    } ?? false
  }

  func isRenderDeclaration(_ declaration: Declaration) -> Bool {
    switch declaration.kind {
    case .variable:
      return true  // `body` or a computed property the view reads while rendering
    case .function:
      let returnsView = !declaration.typeTokens.isEmpty && keyword(declaration.typeTokens.lowerBound) == .some
      return returnsView || attribute(named: "ViewBuilder", on: declaration) != nil
    default:
      return false
    }
  }

  /// Members of `Binding` itself: `x.wrappedValue`, `$x.animation()` are not projections.
  static let bindingAPI: Set<String> = [
    "wrappedValue", "projectedValue", "transaction", "animation", "constant", "id", "self", "init",
  ]

  static let mutatingMethodPrefixes: [String] = ["append", "insert", "remove", "add", "set", "replace", "delete"]
}

extension SyntaxTree {
  /// Type names that are never classes; skipping them keeps the usage scan off the
  /// common `@State private var isOn: Bool` case.
  static let valueTypeNames: Set<String> = [
    "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    "CGFloat", "String", "Character", "Substring", "Date", "URL", "UUID", "Data", "Decimal", "Color", "CGSize",
    "CGPoint", "CGRect", "Angle", "Set", "Array", "Dictionary", "Optional", "TimeInterval", "Font",
    "EdgeInsets", "NavigationPath", "EditMode", "ColorScheme", "Visibility", "PresentationDetent", "AttributedString",
    "Locale", "Calendar", "TimeZone", "DateComponents", "IndexSet", "IndexPath", "LocalizedStringKey",
    "AnyView", "ScrollPosition", "Binding",
  ]
}
