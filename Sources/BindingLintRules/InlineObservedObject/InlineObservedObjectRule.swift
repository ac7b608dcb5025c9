import BindingLintSyntax
import BindingLintIndex

/// `inline_observed_object`: an `@ObservedObject` whose object the view constructs itself,
/// in the declaration (`= Model()`, `= Model.init()`, `: Model = .init()`) or in an `init`
/// (`_model = ObservedObject(wrappedValue: Model())`).
///
/// Singletons and other static members (`Model.shared`, `.default`, `Model.make()`), factory
/// functions and injected objects are not constructions. `App` types are built once and
/// are left alone (decided with the type index, as is "is this a view type").
package struct InlineObservedObjectRule: StrictOptionRule, ViewGraphRule {
  package static let description = RuleDescription(
    id: "inline_observed_object",
    summary: "An '@ObservedObject' the view constructs itself is replaced every time the parent re-renders",
    rationale: """
      Flags `@ObservedObject var model = Model()` (also `Model.init()`, `Model(…)`, \
      `: Model = .init()`) and `_model = ObservedObject(wrappedValue: Model())` in an \
      `init`, in a view type.

      `@ObservedObject` watches an object; it does not own one. SwiftUI re-creates view \
      structs whenever their parent's body runs, and each new struct runs the property \
      initializer again, so the view switches to a brand new object, with its state \
      reset, on every parent update. Typed text disappears, loaded data is fetched \
      again, and a subscription may fire into an object nobody looks at any more.

      If this view owns the object, declare it `@StateObject` (or `@State` for an \
      `@Observable` class): SwiftUI then creates it once per view identity. Otherwise \
      have the owner create it and pass it in. Shared instances (`Model.shared`, \
      `.default`, any static member), factory calls and injected objects are not \
      flagged, nor are `App` types, which SwiftUI creates once, nor a `static` \
      `@ObservedObject` (preview sample data: created once, with no parent to re-render it), \
      nor a view that the project builds only as the root of a hosting controller (also the \
      team's own subclass, a name ending in `HostingController` or `HostingView`) or in \
      the scene of an `App` without stored `var`s (its `body` runs once), or directly in \
      the `body` of a view with no stored property at all (every new value of it equals \
      the last, so its `body` runs once per identity; a `GeometryReader` around the child \
      or an `@Observable` global its `body` reads is not seen), or in the \
      closure of one of the project's views whose closures all return nothing (a team's \
      button: the view is built when the action runs; a closure typed through an alias \
      declared in another file is not seen, nor a view that calls its action while \
      rendering), and otherwise \
      only in previews, or only in previews: no SwiftUI parent re-renders it, the controller keeps the one view value; \
      nor a view the project builds nowhere in render code and never calls with labeled \
      arguments (dead code, or a view built once in a `static let` table), unless it is \
      `public` or `open`, when code outside the linted sources may build it; \
      nor an object the view's own builder methods fill (a method returning `Self` that \
      writes a member of it, `func step(_ s: Int) -> Self { options.step = s; return self }`): \
      it is configuration every parent render sets again on a new value, and a \
      `@StateObject` would drop those writes; nor, but under `strict`, a default that every \
      `init` of the view replaces with a value it is given (`init(store: Store) { \
      self.store = store }`): the view observes the caller's object, and the default is \
      built and thrown away before anything observes it (`strict` says to drop it).

      An object an `init` builds from that initializer's value parameters \
      (`_timer = ObservedObject(wrappedValue: Countdown(period: period))`, `period: Int`), \
      or sets up with them (`init(sort: Sort) { loader.load(sort: sort) }` beside \
      `@ObservedObject var loader = Loader()`), is reported only with the `strict` option: a new object for each new value is often \
      the design (`@StateObject` would keep the first value's object), and the reset on an \
      unrelated parent update is then a trade the author made. Under `strict` the advice \
      says how to keep both: `@StateObject` and `.id(parameter)` where the view is built. \
      An object built around a class instance the parent passes \
      (`TokenList(filter: filter)`, `filter: Filter`) is rebuilt for nothing and is reported.

      An object that holds only what its initializer set, which the view only reads, is \
      reported only with the `strict` option: its class declares no method, starts no \
      subscription or task, hands `self` and its publishers to nobody and reads no clock or \
      random source, no extension names its properties, its members are values and its rows \
      no observable objects; the view (with its extensions anywhere) neither binds it \
      (`$model.x`), assigns into it, calls anything on it but a read (`first(where:)`, \
      `map`, …), nor hands it to another view. A new object equals the old one (fixed lines \
      of text, a snapshot of fetched rows, which a parent render fetches again, sometimes on \
      purpose). So is, under `strict` only, an object the view never uses, or uses only to \
      run its methods as statements (`request.load { ok in self.rows = self.request.rows }`, \
      reading results in that call's own closures) or to assign its members as statements \
      (`.onChange(of: focus) { mirror.focus = $0 }`): its `body` shows nothing of the object, \
      and a new one loses nothing the user sees. State the object keeps from one call for \
      the next (a session a first request opens) is lost with it and is not seen. A local \
      of the same name (`let viewModel = StatsModel()` in a helper, `if let threshold = \
      threshold.value { … }`) is another value, not the property; an alias of it (`let \
      model = model`) is the property.

      The same object built where the view is (`Books(model: BooksModel())` in the `body` \
      of a view that re-renders, also in a sheet's content) is reported at the property, \
      each such call a related location: that body builds a new object on every render, \
      as a default would. Only an empty construction (`Model()`, `.init()`) by default; one \
      built from the caller's values (`Row(model: RowModel(title: title))`) only with \
      `strict`. Calls in previews and their helper views, hosting roots, actions and test \
      folders (`…Tests/`) are not such places. Nor is anything reported for a view declared \
      in test code (in a test suite or a `@Test` function, in a file that imports `XCTest` or \
      `Testing`, or in a file under a folder of the project whose name ends in `Tests`): a \
      test builds it once, usually as a hosting root.

      `self.model = Model()` in an `init`, for a property declared without a default, \
      compiles to the same wrapper initialization (after `self.init(…)` it sets the \
      wrapped object, built on every `init` all the same) and is reported with the `strict` \
      option: read on eighteen sets of public apps, 4 of 12 such objects were worth a \
      change; most were views UIKit code builds once, or thin wrappers whose state lives \
      in a shared object, which a new instance reads again.
      """,
    category: .correctness,
    fix: "Declare it '@StateObject' if this view owns the object, or create it in the owner and pass it in",
    triggering: InlineObservedObjectRuleExamples.triggering + InlineObservedObjectRuleExamples.passedTriggering
      + InlineObservedObjectRuleExamples.settledTriggering + InlineObservedObjectRuleExamples.callSiteTriggering
      + InlineObservedObjectRuleExamples.hostingTriggering,
    nonTriggering: InlineObservedObjectRuleExamples.nonTriggering + InlineObservedObjectRuleExamples.passedNonTriggering
      + InlineObservedObjectRuleExamples.settledNonTriggering + InlineObservedObjectRuleExamples.callSiteNonTriggering
  ).with(options: [.strict(effect: "also report objects an 'init' builds from, or sets up with, its own parameters, where a new parameter is meant to make a new object, objects an 'init' assigns with 'self.x = X()', and objects that hold only what their 'init' set, which the view only reads, and a default every 'init' replaces with the object it is given")])
  .with(triggeringUnderStrict: InlineObservedObjectRuleExamples.triggeringUnderStrict + InlineObservedObjectRuleExamples.settledUnderStrict
    + InlineObservedObjectRuleExamples.callSiteUnderStrict)

  package init() {}

  /// `strict: true`: an object built in an `init` from its parameters is reported too.
  package var isStrict = false

  package var triggers: [Trigger] { [.word("ObservedObject")] }

  /// Whether a parent may build the view again, and what its callers pass (`RenderingParents`).
  package var viewGraphExtent: ViewGraphFacts.Extent { .constructions }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    var findings: [PendingFinding] = []
    let lookup = file.analyses.lookup
    var typeNames: [Int: String] = [:]
    var memberwise = MemberwiseInitializers()
    var configuredByBuilders: [Int: Set<String>] = [:]
    // A view declared in test code is built by a test, once, as a hosting root (set 96:
    // 25 of 25 such findings in one app's test views were not worth a change).
    var scaffoldings = Scaffolding.Memo()
    func isInTests(_ type: Int) -> Bool { scaffoldings.isInTests(type, in: tree, project: file.project) }
    for (index, declaration) in tree.declarations.enumerated() {
      guard declaration.kind == .variable || declaration.kind == .initializer, let type = tree.enclosingType(of: index) else { continue }
      let typeName = typeNames[type] ?? tree.qualifiedName(of: type)
      typeNames[type] = typeName
      let isPublic = tree.isPublic(tree.declarations[type])
      // A static is no view storage: made once, never replaced by a parent's render.
      if declaration.kind == .variable, !declaration.initializerTokens.isEmpty, declaration.parent.map({ tree.declarations[$0].kind.isTypeLike }) ?? false,
        !tree.isTypeLevel(declaration),
        tree.attribute(named: "ObservedObject", on: declaration) != nil,
        let constructed = tree.construction(declaration.initializerTokens, annotation: declaration.typeTokens)
      {
        if isInTests(type) { continue }
        let property = tree.name(of: declaration)
        if configuredByBuilders[type] == nil { configuredByBuilders[type] = Self.namesConfiguredByBuilders(of: type, in: tree) }
        // Configuration the builder methods fill on each new value (review49 P1).
        if configuredByBuilders[type]?.contains(property) ?? false { continue }
        // `init(store: Store) { self.store = store }`: every new value observes the object
        // its caller passes; the default is built and thrown away, never observed (set 100
        // D22). Under `strict`, said as what it is: a default to drop.
        if Self.isReplacedByEveryInitializer(property, of: type, in: tree) {
          if isStrict {
            let project = file.project
            findings.append(PendingFinding(finding(
              in: tree, from: declaration.firstToken, through: declaration.lastToken,
              message: "'@ObservedObject' property '\(property)' creates its own '\(constructed.display)', which every 'init' replaces "
                + "with the object it is given: a new object is built and thrown away on every init",
              help: "drop the default '= \(constructed.display)'"), when: { index in index.isViewType(typeName, in: project) }))
          }
          continue
        }
        // Through the memberwise initializer every caller may pass its own object instead.
        let label = memberwise.has(type, in: tree) ? property : nil
        // `init(sort:) { loader.load(sort: sort) }`: each new value sets the object up from
        // its parameters, as an object built from them is (review61 P3).
        let configured = parametersConfiguring(property, inInitializersOf: type, in: tree)
        let source: Source = configured.isEmpty ? .own : .parameters(typeNames: configured.map { tree.parameterLeadingTypeName(ofParameterNamedAt: $0) })
        let object = Object(construction: constructed, use: ObjectWrites.Use(of: property, declaredAt: declaration.nameToken, inType: type, of: tree))
        findings.append(finding(property: property, object: object,
          start: declaration.firstToken, end: declaration.lastToken, typeName: typeName, isPublic: isPublic, file: file, source: source,
          memberwiseLabel: label))
      } else if declaration.kind == .variable, declaration.initializerTokens.isEmpty,
        declaration.parent.map({ tree.declarations[$0].kind.isTypeLike }) ?? false, !tree.isTypeLevel(declaration),
        tree.attribute(named: "ObservedObject", on: declaration) != nil, memberwise.has(type, in: tree)
      {
        // No default: a parent that passes `Model()` where it builds the view makes a new
        // object on each of its renders (review77's miss).
        if isInTests(type) { continue }
        findings.append(callSiteFinding(for: declaration, inType: type, typeName: typeName, file: file))
      } else if declaration.kind == .initializer {
        let properties = lookup.wrappedProperties(ofType: typeName)
        for assignment in tree.assignments(inInitializer: index) {
          let property = assignment.property
          guard let (value, annotation) = objectAssigned(by: assignment, wrapper: properties[property], typeName: typeName, file: file),
            let constructed = tree.construction(value, annotation: annotation), !isInTests(type)
          else { continue }
          let parameters = Dictionary(tree.parameterNames(of: declaration).map { (tree.nameText($0.token), $0.token) }) { first, _ in first }
          let used = value.compactMap { tree.kind($0) == .identifier && !tree.isMemberOfOtherValue($0) ? parameters[tree.nameText($0)] : nil }
          let source: Source = used.isEmpty ? .own : .parameters(typeNames: used.map { tree.parameterLeadingTypeName(ofParameterNamedAt: $0) })
          let declared = file.analyses.lookup.storedProperty(named: property, inType: typeName)?.nameToken
          let object = Object(construction: constructed, use: ObjectWrites.Use(of: property, declaredAt: declared, inType: type, of: tree))
          findings.append(finding(property: property, object: object,
            start: assignment.token, end: assignment.value.upperBound - 1, typeName: typeName, isPublic: isPublic, file: file, source: source))
        }
      }
    }
    return findings
  }

  /// The object an `init` assignment gives an `@ObservedObject`, and the type annotation
  /// that reads `.init(…)` in it: `_x = ObservedObject(wrappedValue: X())`, or under
  /// `strict` `self.x = X()` (also `x = X()`, `self.x = .init()`) for a property declared
  /// without a default, which Swift compiles to the same `ObservedObject(wrappedValue:)`
  /// (after `self.init(…)` or `self = …` it sets the wrapped object: built by the view on
  /// every `init` all the same). `wrapper` is the property's attribute name token, nil when
  /// the file does not declare it.
  private func objectAssigned(
    by assignment: InitializerAssignment, wrapper: Int?, typeName: String, file: FileContext
  ) -> (value: Range<Int>, annotation: Range<Int>)? {
    let tree = file.tree
    if assignment.isThroughStorage {
      guard let call = tree.wrapperCall(named: "ObservedObject", in: assignment.value), tree.token(call.label, is: "wrappedValue"),
        wrapper.map({ tree.token($0, is: "ObservedObject") }) ?? !call.isImplicitInit
      else { return nil }
      return (call.value, 0..<0)
    }
    guard isStrict, let wrapper, tree.token(wrapper, is: "ObservedObject"),
      let stored = file.analyses.lookup.storedProperty(named: assignment.property, inType: typeName), stored.initializerTokens.isEmpty
    else { return nil }
    return (assignment.value, stored.typeTokens)
  }

  /// The properties of type `type` whose members a builder method writes: a function of the
  /// type (or of an extension of it in this file) returning `Self` or the type's own name
  /// that assigns `name.member = …` or `self.name.member = …`.
  static func namesConfiguredByBuilders(of type: Int, in tree: SyntaxTree) -> Set<String> {
    let qualified = tree.qualifiedName(of: type)
    let simple = tree.name(of: tree.declarations[type])
    var names: Set<String> = []
    for (index, declaration) in tree.declarations.enumerated() where declaration.kind == .function && declaration.typeTokens.count == 1 {
      let returned = declaration.typeTokens.lowerBound
      guard tree.token(returned, is: "Self") || tree.nameText(returned) == simple, let body = declaration.body,
        let owner = tree.enclosingType(of: index), owner == type || tree.qualifiedName(of: owner) == qualified
      else { continue }
      for k in tree.interior(of: body) where tree.kind(k) == .identifier && tree.kind(k + 1) == .period && tree.kind(k + 2) == .identifier {
        guard tree.kind(k - 1) != .period || tree.isKeyword(k - 2, .`self`) else { continue }
        var end = k + 1
        while tree.kind(end) == .period && tree.kind(end + 1) == .identifier { end += 2 }
        if tree.isOperator(end, UInt8(ascii: "=")) && tree.length(end) == 1 { names.insert(tree.nameText(k)) }
      }
    }
    return names
  }

  /// Whether `type` declares initializers (in its body or in an extension of it in this
  /// file) and each one, without delegating, assigns `property` unconditionally and only
  /// from one of its parameters that has no default value (`init(store: Store) {
  /// self.store = store }`, `_store = ObservedObject(wrappedValue: store)`): the object the
  /// default builds is replaced by the caller's before anything observes it. A parameter
  /// with a default (`store: Store = Store()`, review96 B19) may build a new object on
  /// every `init`, as may a delegating `init` (`self.init(store: Store())`).
  static func isReplacedByEveryInitializer(_ property: String, of type: Int, in tree: SyntaxTree) -> Bool {
    let typeName = tree.qualifiedName(of: type)
    var initializers = 0
    for (index, declaration) in tree.declarations.enumerated() where declaration.kind == .initializer {
      guard let parent = declaration.parent,
        parent == type || (tree.declarations[parent].kind == .extension && tree.name(of: tree.declarations[parent]) == typeName)
      else { continue }
      initializers += 1
      guard !tree.delegatesToSelfInit(index) else { return false }
      let parameters = tree.parameterNames(of: declaration)
      let assignments = tree.assignments(inInitializer: index).filter { $0.property == property }
      guard !assignments.isEmpty else { return false }
      for assignment in assignments {
        guard !assignment.isConditional else { return false }
        let value = assignment.isThroughStorage
          ? tree.wrapperCall(named: "ObservedObject", in: assignment.value).map(\.value) : assignment.value
        guard let value, value.count == 1, tree.kind(value.lowerBound) == .identifier,
          let parameter = parameters.first(where: { tree.sameText($0.token, value.lowerBound) }),
          tree.parameterParts(ofParameterNamedAt: parameter.token)?.defaultValue == nil
        else { return false }
      }
    }
    return initializers > 0
  }

  /// The parameters (their name tokens) of `type`'s initializers in this file that an
  /// initializer hands to the object in `property` (`loader.load(sort: sort)`,
  /// `self.loader.filter = filter`): the object is set up anew from each view value's
  /// parameters.
  private func parametersConfiguring(_ property: String, inInitializersOf type: Int, in tree: SyntaxTree) -> [Int] {
    var found: [Int] = []
    for declaration in tree.declarations where declaration.kind == .initializer && declaration.parent == type {
      guard let body = declaration.body else { continue }
      var parameters = Dictionary(tree.parameterNames(of: declaration).map { (tree.nameText($0.token), $0.token) }) { first, _ in first }
      guard !parameters.isEmpty else { continue }
      // A property the init sets from a parameter stands for it (`_sort = style`, then
      // `loader.load(sort: sort)`).
      for k in tree.interior(of: body) where tree.kind(k) == .identifier && tree.isOperator(k + 1, UInt8(ascii: "=")) {
        guard let parameter = parameters[tree.nameText(k + 2)], tree.kind(k + 2) == .identifier else { continue }
        var name = tree.nameText(k)
        if name.hasPrefix("_") { name.removeFirst() }
        parameters[name] = parameters[name] ?? parameter
      }
      for k in tree.interior(of: body) where tree.kind(k) == .identifier && tree.nameText(k) == property && !tree.isMemberOfOtherValue(k) {
        // `loader.load(…)` or `loader.sort = …`: the arguments or the value, to the line's end.
        guard tree.kind(k + 1) == .period, tree.kind(k + 2) == .identifier else { continue }
        var j = k + 3
        while j < tree.tokenCount && !tree.isAtStartOfLine(j) && tree.kind(j) != .rightBrace {
          if tree.kind(j) == .identifier, !tree.isMemberOfOtherValue(j), let parameter = parameters[tree.nameText(j)] { found.append(parameter) }
          j += 1
        }
      }
    }
    return found
  }

  /// The object a property is given, and whether the view may change it.
  private struct Object {
    /// The constructed type (`Model`) and how the message shows the construction (`Model()`).
    let construction: (name: String, display: String)
    /// What the view does with the object (`ObjectWrites.Use`).
    let use: ObjectWrites.Use
  }

  /// What the constructed object is built from.
  private enum Source {
    /// Nothing of the view's: a literal, a default, a global.
    case own
    /// The `init`'s parameters, with the type name each is declared with (nil when unread).
    case parameters(typeNames: [String?])
  }

  /// `source`: built in an `init` from the initializer's parameters. When every one of them
  /// is a value (a number, a struct, a name the sources do not declare as a class), a new
  /// value is meant to make a new object: reported only under `strict`, and the advice says
  /// how to keep that. An object built around another object the parent passes is rebuilt
  /// for nothing: reported.
  private func finding(
    property: String, object: Object, start: Int, end: Int, typeName: String, isPublic: Bool, file: FileContext, source: Source,
    memberwiseLabel: String? = nil
  ) -> PendingFinding {
    let tree = file.tree
    let project = file.project
    let path = tree.source.path
    let isStrict = isStrict
    let parameterTypes: [String?]? = if case .parameters(let types) = source { types } else { nil }
    let fromParameter = parameterTypes != nil
    let constructed = object.construction.display
    let objectType = object.construction.name
    let use = object.use
    let help = fromParameter
      ? "declare '\(property)' '@StateObject' if this view owns it (and give the view '.id(…)' of the parameter where it is built, "
        + "if a new parameter must make a new object), or create it in the owner and pass it in"
      : "declare '\(property)' '@StateObject' if this view owns it, or create it in the owner and pass it in"
    return PendingFinding(finding(
      in: tree, from: start, through: end,
      message: "'@ObservedObject' property '\(property)' creates its own '\(constructed)'; a new object replaces it whenever the parent re-renders",
      help: help)) { index -> PendingFinding.Decision in
        guard index.isViewType(typeName, in: project), !index.typeConforms(typeName, in: project, toAnyOf: ["App"]) else { return .drop }
        if let parameterTypes, !isStrict, !Self.anyIsClass(parameterTypes, from: project, file: path, in: index) { return .drop }
        // A new object loses nothing the user sees (`ObjectWrites.Use`).
        if !isStrict, use.showsNothing(of: property, inView: typeName, project: project, file: path, in: index)
          || use.onlyReadsSettled(objectType, property: property, inView: typeName, project: project, file: path, in: index)
        {
          return .drop
        }
        // Every place that builds the view passes an object: the default is never made, but
        // a caller may pass a new one on each of its renders (`Books(model: BooksModel())`).
        if let memberwiseLabel, RenderingParents.isAlwaysPassed(memberwiseLabel, to: typeName, project: project, file: path, in: index) {
          return Self.callSiteDecision(
            property: property, typeName: typeName, objectType: objectType, project: project, path: path, isStrict: isStrict, in: index)
        }
        return RenderingParents.mayRebuild(typeName, project: project, file: path, isPublic: isPublic, in: index) ? .keep : .drop
      }
  }

  /// Whether one of `typeNames` is a class declared in the sources (an unread type counts as
  /// a class: it could be one).
  private static func anyIsClass(_ typeNames: [String?], from project: String?, file: String, in index: TypeIndex) -> Bool {
    typeNames.contains { name in
      guard let name else { return true }
      return index.mayNameClass(name) && index.visibleEntries(for: name, from: project, scope: [], file: file).contains { $0.kind == .class }
    }
  }
}
