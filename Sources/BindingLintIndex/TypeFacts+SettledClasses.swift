import BindingLintSyntax

/// Classes whose objects hold only what their initializers set (`DeclaredType.settledByInit`):
/// a new object of one equals the last, so a view that builds it again on every parent
/// render loses nothing, unless the view writes the object itself (`inline_observed_object`;
/// a disclaimer's fixed lines, a snapshot of fetched rows with no method to change it).
extension TypeFacts {
  /// What a class's declaration says about its state changing after `init`.
  package struct SettledClass: Sendable, Equatable {
    /// The types its stored properties' initial values, its initializers' assignments and
    /// their parameters' defaults construct (`Player()`, `= Formatter(…)`,
    /// `let player: Player = .init()`): a member that is itself an object could change
    /// while the holder does not (asked of the index: each must be a value type).
    package var constructedTypes: [String] = []
    /// The type names its stored properties are declared with (`[Todo]` → `Todo`): rows
    /// that are observable objects of the sources may be edited by whoever shows them.
    package var annotatedTypes: [String] = []
  }

  /// For class declaration `index`: nil when its state can change after an initializer
  /// returns by the class's own doing — it declares a method, a subscript or a computed
  /// property that assigns, or an initializer or initial value starts a closure (a
  /// subscription, a task, a completion handler), hands `self` or its storage to anyone, or
  /// reads the clock or a random source (a new object would differ from the old). Extensions,
  /// superclasses and the code holding the object are asked elsewhere
  /// (`TypeIndex.isSettledByInit`, the rule).
  static func settledClass(_ index: Int, in tree: SyntaxTree) -> SettledClass? {
    let type = tree.declarations[index]
    var settled = SettledClass()
    var member = index + 1
    while member < tree.declarations.count && tree.declarations[member].firstToken <= type.lastToken {
      defer { member += 1 }
      let declaration = tree.declarations[member]
      guard declaration.parent == index else { continue }
      switch declaration.kind {
      case .function, .subscript, .macro:
        return nil
      case .initializer:
        guard let body = declaration.body, Self.isSteady(tree.interior(of: body), in: tree),
          let constructed = Self.constructedTypes(
            in: declaration.firstToken..<(declaration.lastToken + 1), in: tree,
            propertyType: { Self.declaredType(ofProperty: $0, inClass: index, in: tree) })
        else { return nil }
        settled.constructedTypes += constructed
      case .variable, .constant:
        if tree.isTypeLevel(declaration) { continue }
        if tree.propertyStorage(declaration) == .computed {
          guard let body = declaration.body, !Self.assigns(in: tree.interior(of: body), in: tree) else { return nil }
          continue
        }
        let value = declaration.initializerTokens
        guard Self.isSteady(value, in: tree) else { return nil }
        for k in declaration.typeTokens where tree.kind(k) == .identifier && tree.startsUppercase(k) {
          settled.annotatedTypes.append(tree.nameText(k))
        }
        guard let first = value.first else { continue }
        let isConstruction = (tree.kind(first) == .identifier && tree.startsUppercase(first))
          || (tree.kind(first) == .period && tree.isKeyword(first + 1, .`init`))
        if isConstruction, let constructed = tree.construction(value, annotation: declaration.typeTokens) {
          settled.constructedTypes.append(constructed.name)
        }
      default:
        continue
      }
    }
    return settled
  }

  /// The plain type name a stored property `name` of class declaration `index` is declared
  /// with (`let page: Page` → `Page`, `Page?` too), if it has one and only one declaration
  /// (`#if` branches may declare it twice, with different types).
  private static func declaredType(ofProperty name: String, inClass index: Int, in tree: SyntaxTree) -> String? {
    let type = tree.declarations[index]
    var found: [String?] = []
    var member = index + 1
    while member < tree.declarations.count && tree.declarations[member].firstToken <= type.lastToken {
      defer { member += 1 }
      let declaration = tree.declarations[member]
      guard declaration.parent == index, declaration.kind == .variable || declaration.kind == .constant,
        !tree.isTypeLevel(declaration), tree.name(of: declaration) == name
      else { continue }
      found.append(tree.plainTypeName(in: declaration.typeTokens)?.name)
    }
    return found.count == 1 ? found[0] : nil
  }

  /// Whether the initializer tokens `range` may declare a parameter or a local named like
  /// the identifier at `name` (`let engine: Engine`, `init(engine: …)`): a bare `engine`
  /// there need not be the property. Any `engine` after `let`/`var` or before a `:` counts
  /// (an argument label too: only a reason to read less).
  private static func mayShadow(_ name: Int, in range: Range<Int>, of tree: SyntaxTree) -> Bool {
    range.contains { k in
      k != name && tree.kind(k) == .identifier && tree.sameText(k, name)
        && (tree.isKeyword(k - 1, .`let`) || tree.isKeyword(k - 1, .`var`) || tree.kind(k + 1) == .colon
          || tree.kind(k + 1) == .identifier && tree.kind(k + 2) == .colon)
    }
  }

  /// Whether class declaration `index` may change its own state with nobody calling it: its
  /// body starts a `Task`, uses a publisher or storage of its own (`$items`), hands `self` to
  /// anyone (an observer, a delegate, `[weak self]`), opens a closure that mentions `self`
  /// (a completion handler, a timer), or hands on one of its methods unrun
  /// (`addObserver(…, using: dayChanged)`, `block: purge(_:)`, `#selector(tick)`: probe85b
  /// N2, probe85c P1). Methods run only when called; what calls them is the holder's
  /// business (`reference_type_state`).
  static func mayChangeOnItsOwn(_ index: Int, in tree: SyntaxTree) -> Bool {
    guard let body = tree.declarations[index].body else { return true }
    let range = tree.interior(of: body)
    var methods: Set<String> = []
    var member = index + 1
    while member < tree.declarations.count && tree.declarations[member].firstToken <= tree.declarations[index].lastToken {
      if tree.declarations[member].parent == index && tree.declarations[member].kind == .function {
        methods.insert(tree.name(of: tree.declarations[member]))
      }
      member += 1
    }
    // Names are compared only at the lengths some method has: a `String` per identifier
    // of every class body cost more than the rest of the scan.
    let methodLengths = Set(methods.map(\.utf8.count))
    for k in range {
      if tree.kind(k) == .pound && tree.token(k + 1, is: "selector") { return true }
      // `dayChanged`, `purge(_:)`: named, not called.
      if tree.kind(k) == .identifier, methodLengths.contains(tree.length(k)), !tree.isKeyword(k - 1, .`func`),
        tree.kind(k + 1) != .leftParen || Self.isArgumentLabelList(k + 1, in: tree), methods.contains(tree.nameText(k))
      {
        return true
      }
      if tree.isKeyword(k, .`self`) && tree.kind(k + 1) != .period { return true }
      // `$items` (not a closure's `$0`), `Task { … }`.
      if tree.kind(k) == .identifier && (tree.token(k, is: "Task") || tree.firstByte(of: k) == UInt8(ascii: "$") && !tree.isClosureShorthand(k)) {
        return true
      }
      if tree.kind(k) == .leftBrace, tree.interior(of: k).contains(where: { tree.isKeyword($0, .`self`) }) {
        switch tree.role(ofBlock: k) {
        case .closure, .freeClosure: return true
        case .declarationBody, .controlFlow, .accessor: break
        }
      }
    }
    return false
  }

  /// Whether the parentheses at `open` hold only argument labels (`(_:)`, `(for:with:)`):
  /// a method's full name, not a call.
  private static func isArgumentLabelList(_ open: Int, in tree: SyntaxTree) -> Bool {
    guard let close = tree.closingBracket(of: open), close > open + 1 else { return false }
    var j = open + 1
    while j < close {
      guard tree.kind(j) == .identifier || tree.kind(j) == .keyword, tree.kind(j + 1) == .colon else { return false }
      j += 2
    }
    return true
  }

  /// Names whose value differs on every read: a new object built with one is not the old one
  /// (`Int.random(in:)`, `tips.randomElement()`, `Date.now`, `UUID()`).
  private static let changingSources: Set<String> = [
    "random", "randomElement", "shuffled", "now", "Date", "UUID", "arc4random", "arc4random_uniform",
    "CACurrentMediaTime", "CFAbsoluteTimeGetCurrent", "timeIntervalSinceNow",
  ]

  /// Whether `range` opens no closure (a `{` that is no `if`/`guard`/`for`/`while`/`switch`/
  /// `do`/`catch`/`else`/`repeat`/`defer` block), uses `self` only for its members, and hands
  /// out no publisher or storage of its own (`publisher.assign(to: &$status)`, a
  /// subscription that writes later without a closure; review62 A2, review64 A10).
  /// Neither does it read the clock or a random source (`changingSources`).
  private static func isSteady(_ range: Range<Int>, in tree: SyntaxTree) -> Bool {
    for k in range {
      if tree.isKeyword(k, .`self`) && tree.kind(k + 1) != .period { return false }
      if tree.kind(k) == .identifier && tree.firstByte(of: k) == UInt8(ascii: "$") { return false }
      if tree.kind(k) == .identifier && changingSources.contains(tree.nameText(k)) { return false }
      if tree.kind(k) == .operator && tree.firstByte(of: k) == UInt8(ascii: "&") && tree.length(k) == 1 { return false }
      if tree.kind(k) == .leftBrace && !isStatementBlock(k, from: range.lowerBound, in: tree) { return false }
    }
    return true
  }

  /// Whether the `{` at `open` starts a statement's block: a keyword that takes one stands
  /// before it on its line (at the line's bracket level). Anything else is read as a closure.
  private static func isStatementBlock(_ open: Int, from start: Int, in tree: SyntaxTree) -> Bool {
    let blockKeywords: [Keyword] = [.`if`, .`guard`, .`for`, .`while`, .`switch`, .`do`, .`catch`, .`else`, .`repeat`, .`defer`]
    var k = open - 1
    while k >= start {
      if tree.kind(k) == .rightParen || tree.kind(k) == .rightBracket, let opener = tree.openingBracket(of: k) {
        k = opener
      }
      if tree.kind(k) == .keyword && blockKeywords.contains(tree.keyword(k)) { return true }
      if tree.isAtStartOfLine(k) || tree.kind(k - 1) == .leftBrace || tree.kind(k - 1) == .rightBrace || tree.kind(k - 1) == .semicolon {
        return false
      }
      k -= 1
    }
    return false
  }

  /// Whether `range` (a computed property's accessors) assigns anything or declares a setter.
  private static func assigns(in range: Range<Int>, in tree: SyntaxTree) -> Bool {
    range.contains { k in
      tree.isAssignmentOperator(k)
        || (tree.kind(k) == .identifier && (tree.token(k, is: "set") || tree.token(k, is: "_modify")) && tree.kind(k + 1) == .leftBrace)
    }
  }

  /// The types an initializer constructs right after an `=`, in its body or its
  /// parameters' defaults (`x = Model()`, `self.x = Model.init(…)`, `recorder: Recorder =
  /// Recorder()`, and `page = .init(…)` into a stored property declared `let page: Page`);
  /// nil when it assigns any other call of an implicit member (`player = .make()`, `.init`
  /// into a name this class declares no type for), whose type is not written there.
  private static func constructedTypes(
    in range: Range<Int>, in tree: SyntaxTree, propertyType: (String) -> String?
  ) -> [String]? {
    var names: [String] = []
    for k in range where tree.isOperator(k, UInt8(ascii: "=")) {
      if tree.kind(k + 1) == .period, tree.kind(k + 3) == .leftParen {
        // `self.page = .init(…)`, or `page = .init(…)` where no parameter or local may be
        // named `page`: the property's own declared type.
        let isThroughSelf = tree.kind(k - 2) == .period && tree.isKeyword(k - 3, .`self`) && tree.kind(k - 4) != .period
        let isOwnProperty = tree.kind(k - 1) == .identifier
          && (isThroughSelf || tree.kind(k - 2) != .period && !Self.mayShadow(k - 1, in: range, of: tree))
        guard tree.isKeyword(k + 2, .`init`), isOwnProperty, let type = propertyType(tree.nameText(k - 1)) else { return nil }
        names.append(type)
        continue
      }
      guard tree.kind(k + 1) == .identifier && tree.startsUppercase(k + 1) else { continue }
      var end = k + 2
      // `Engine<Int>()`, `Outer<T>.Inner()`: generic arguments are part of the type.
      while true {
        if tree.isGenericAngle(end) && tree.isOperator(end, UInt8(ascii: "<")) { end = tree.skipGenericArguments(end) }
        guard tree.kind(end) == .period && tree.kind(end + 1) == .identifier else { break }
        end += 2
      }
      if tree.kind(end) == .period && tree.isKeyword(end + 1, .`init`) { end += 2 }
      if tree.kind(end) == .leftParen { names.append(tree.nameText(k + 1)) }
    }
    return names
  }
}

extension TypeIndex {
  /// Value types of the standard library and Foundation a settled object's members may be
  /// built from (`String(localized: "Beta")`); `Date` and `UUID` are `changingSources`.
  static let standardValueTypes: Set<String> = [
    "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "CGFloat", "Bool", "Decimal", "URL", "Data", "Array", "Dictionary", "Set", "CGSize", "CGPoint", "CGRect",
    "Color", "LocalizedStringKey", "LocalizedStringResource", "AttributedString", "DateComponents", "IndexSet", "Measurement",
  ]

  /// Whether an object of class `name` (as seen from `scope` in `file`) holds only what its
  /// initializers set: its declaration changes nothing after `init`
  /// (`TypeFacts.settledClass`), it inherits from nothing the sources declare (a superclass
  /// or a protocol extension could add a method that does), no extension anywhere in its
  /// project names one of its properties, and every type its members construct is a
  /// struct or an enum of the sources (a member object could change on its own).
  package func isSettledByInit(_ name: String, from project: String?, scope: [String], file: String) -> Bool {
    let found = visibleEntries(for: name, from: project, scope: scope, file: file)
    guard found.count == 1, let entry = found.first, entry.kind == .class, let settled = entry.settledByInit else { return false }
    let path = entry.file ?? file
    for inherited in entry.inherited where !visibleEntries(for: inherited, from: entry.project, scope: [], file: path).isEmpty {
      return false
    }
    let scopes = Self.enclosingScopes(ofQualifiedName: entry.qualifiedName) + [entry.qualifiedName]
    for constructed in settled.constructedTypes where !Self.standardValueTypes.contains(constructed) {
      let kinds = visibleEntries(for: constructed, from: entry.project, scope: scopes, file: path).map(\.kind)
      guard !kinds.isEmpty, kinds.allSatisfy({ $0 == .struct || $0 == .enum }) else { return false }
    }
    // Rows that are observable objects (`[Todo]`, `Todo: ObservableObject`): the view may
    // hand each to a row that edits it, and a new fetch makes new ones.
    for annotated in settled.annotatedTypes {
      let found = visibleEntries(for: annotated, from: entry.project, scope: scopes, file: path)
      if found.contains(where: { $0.kind == .actor || $0.attributes.contains("Observable") || $0.inherited.contains("ObservableObject") }) {
        return false
      }
    }
    for member in entry.publishedMembers + entry.storedVariables
    where !extensionsMentioning(member, of: entry.qualifiedName, in: entry.project, outside: "").isEmpty {
      return false
    }
    return true
  }
}
