import BindingLintSyntax
import BindingLintIndex

/// `state_passed_by_parent`: a view's `@State` (or `@StateObject`, `@AppStorage`, …) that a
/// caller in the project passes through the memberwise initializer. SwiftUI seeds the
/// storage with the first value and ignores every later one, so the parent's updates are
/// silently dropped.
///
/// The callers are the index's labeled calls (`Edit(…, forward: f)`, `Edit.init(…)`,
/// `let e: Edit = .init(…)`) in any file of the project; every reported one is a related
/// location. By default only callers that pass a value that can change count, and only
/// for a view that does not write the value itself (a seeded draft); `strict` reports
/// both (see the rationale).
/// The advice depends on the view: a value it never changes should be a plain `let`, one it
/// changes a `@Binding` to the parent's state (an object: `@ObservedObject`), and a keyed
/// storage wrapper takes the passed value only as a default.
package struct StatePassedByParentRule: StrictOptionRule {
  package static let description = RuleDescription(
    id: "state_passed_by_parent",
    summary: "A view's state that a parent passes in keeps the first value and ignores every later one",
    rationale: """
      Flags a property of a view that a caller in the project passes through the \
      memberwise initializer where a later value is seen to be lost: a `@State` or \
      `@StateObject` object the caller replaces (`NotesList(lesson: lesson)` beside \
      `lesson = Lesson()`), and an `@AppStorage` or `@SceneStorage` value (a default the \
      stored key overrides). With `strict: true` it also flags a value in `@State` or \
      `@GestureState` that a caller passes and that can change (`Editor(title: \
      item.title)` for `@State var title: String`): on four blind sets of unseen apps 5 of \
      12 such findings were worth a change; the others were values that never change while \
      the view is shown (set once in an `init`, rows or branches rebuilt with the value, an \
      optional that passes through `nil` between values), which the code does not show. \
      A value the caller reads from the context of a `TimelineView` around the call \
      (`Marquee(value: data.balance(at: context.date))`) is new on every tick, and is \
      reported without `strict`. \
      `strict` also flags a `@FocusState` handed down as its wrapper \
      (`Field(focused: _focused)`): SwiftUI documents `@FocusState.Binding` for sharing \
      focus, but a child handed the parent's installed wrapper shares its focus, so \
      nothing is lost.

      SwiftUI keeps state per view identity, not per struct value. The value the parent \
      passes the first time the view appears seeds the storage; every later value the \
      parent passes — after an edit, a reload, a selection change — is thrown away, and the \
      view keeps showing the first one. Nothing fails: the screen is just stale, which is \
      why this is hard to find by hand and why it is reported as an error.

      What to write instead depends on who owns the value. If the view never changes it, \
      it is not state at all: a plain `let title: String` takes every value the parent \
      passes. If the view changes it and the parent owns it, take a `@Binding` and pass \
      `$title` from the parent's state (for an object, `@ObservedObject` or a plain \
      reference to an `@Observable`). If the parent only provides a starting value on \
      purpose, keep the state and give the view an identity that follows the value at the \
      call (`Editor(title: t).id(t)`), so that a new value starts new state. \
      For a `@FocusState` handed down (`Field(focused: _focused)`), the documented form \
      is `@FocusState.Binding var focused: Bool`, passed `$focused`. \
      `@AppStorage` and `@SceneStorage` take the passed value only as a default: once the \
      key has a stored value, the argument is ignored. Every call site that passes the \
      property is listed with the finding.

      Not flagged by default, because nothing the parent passes later is lost: a caller \
      whose argument is a literal (`0`, `"x"`, `nil`, `[]`, `0...5`), a random pick \
      (`colors.randomElement()!`, `Double.random(in: 0...1)`: a seed the state keeps) or a construction \
      (`Model(…)`, `.init(…)`; a conversion of a value, `Double(count)`, is that value): every render passes the same value, or a new object whose \
      only owner is the child, which `@StateObject` keeps across parent renders as it \
      should (and so is an object another render passes this way: advice to observe it \
      would break that caller); for an object, a static factory of its type \
      (`DepositScreen(model: .pool(name))`), a method named after its type \
      (`Row(model: model.rowViewModel(item))` for a `RowViewModel`: a factory by its \
      name), a function of the file whose body only builds one \
      (`func detailViewModel() -> ViewModel { .init(network: selection!) }`), and a name \
      bound to a new one just upstream — a local \
      `let model = Model(…)` or `let model = factory.make()` in the same body or \
      function, or a property the parent declares with `Model(…)` (`var pins = Pins()`) or \
      its own `init` assigns `Model(…)`; a call that is \
      the `rootView:` of `UIHostingController`, `NSHostingController` or \
      `NSHostingView` (also through `AnyView(…)`, a local `let view = …` or \
      `self.rootView = …` in an initializer), built once per presentation; a call in the \
      content of a `.sheet`, `.fullScreenCover` or `.popover` (also `item:`), built anew for \
      each presentation (a navigation destination is reported: the pushed screen stays \
      while the parent changes what it passes); an argument the caller holds for its whole life — a static \
      member (`Store.shared`, `.standard`) or the caller's own `@StateObject`, \
      `@EnvironmentObject` or `@Environment(Model.self)` object, or, for an object, the \
      caller's own `@State` that its file never reassigns nor binds — which it never hands \
      over anew; the caller's own `@State` value, or a member of it (`app.bundleID`), that \
      nothing in the caller's type changes (no assignment, `$` binding, member or subscript \
      write, method call or `inout` use), unless the caller's own callers hand it later \
      values (then both are reported: fixing the caller makes the child stale); an element (or a value computed from it alone, `index + 1`) of rows keyed by the whole value \
      (`ForEach(plugins, id: \\.self) { PluginRow(plugin: $0) }`), where a changed \
      element is a new row with new state; a call outside \
      the code SwiftUI re-runs — a method of a class (a UIKit coordinator or controller, \
      also in an extension of a `…Coordinator`, `…Controller`, `…Presenter`, `…Router` \
      or `…Delegate`), a free function, a member of a type that is not a view — unless \
      it is a view's `body`, a `@ViewBuilder` member or one typed `some View`: such a \
      caller builds the view once; and a view that writes the value itself (a draft \
      seeded by the parent, an optimistic toggle), where the argument is a starting \
      value by design; a call keyed with `.id(…)` down its modifier chain (the fix the help \
      advises: a new key starts a view with new state); an object (not a framework value \
      such as a `CLLocation`, which a parent hands anew when it changes) that the caller \
      does not replace itself — one it was handed (`let basket`), looks up \
      (`shop.openBasket()`) or reads from another object (`session.config`) — which is \
      the same object on every render, whose changes the child shows: an object counts \
      only when the caller passes its own property, or a local unwrapped from it \
      (`if let picked`), that its file assigns or binds whole (`picked = …`, \
      `List(selection: $picked)`) outside its initializers (what an `init` stores, \
      `self.model = model`, is set once per value of the caller: no replacement while the \
      caller stays); and a value a representable (`UIViewRepresentable` and its kin) \
      reads only in `make…`, never in its `update…` (which does not hand `self` on): a \
      `let` would not show later values either (nor would observing an object: the `update…` \
      that would re-run never reads it). The `strict` option reports these too. A property with a default value cannot become a `let` that a caller passes: \
      the advice for it is a plain `var` without the wrapper.

      Not flagged: a struct with an `init` in its body (there is no memberwise initializer; \
      `state_init_from_parameter` looks at hand-written initializers), `private` properties \
      (a caller cannot pass them), static members, preview scaffolding (`#Preview`, \
      `PreviewProvider`: built once with literals), views declared in test code (a test \
      suite, a `@Test` function, a file that imports `XCTest` or `Testing`, a folder of the \
      project whose name ends in `Tests`), and properties a protocol requires. \
      Limits: calls are matched by the type's last name component and the argument label \
      (`name:` or `_name:`); a struct whose name is not capitalized is matched in its own file only.
      """,
    category: .correctness,
    fix: "Take a 'let' if the view never changes the value, a '@Binding' (or '@ObservedObject') if the parent owns it, or key the view with '.id(value)' if the value only seeds it",
    triggering: StatePassedByParentRuleExamples.triggering,
    nonTriggering: StatePassedByParentRuleExamples.nonTriggering
  ).with(options: [
    .strict(
      effect: "also report values a caller passes into '@State' or '@GestureState', and callers that pass a literal, a construction (or an object built just upstream), a static member, their own state or environment object or the element of rows keyed by the whole value, build the view as a hosting controller's root, in presented content or outside render code, objects the caller does not replace itself, and views that write the value they are passed (a seeded draft)"),
  ])
  .with(triggeringUnderStrict: StatePassedByParentRuleExamples.triggeringUnderStrict)

  package init() {}


  /// Whether method `callee` is named after type `type` from a word boundary on, as a
  /// factory of it is named: `rowViewModel` or `attachmentRowViewModel` for
  /// `AttachmentRowViewModel` (`callee` has more than one word: see `ArgumentCallee`).
  static func isNamed(_ callee: String, after type: String) -> Bool {
    let name = Array(TypeIndex.lastComponent(type).utf8)
    let method = Array(callee.utf8)
    guard let first = method.first, method.count <= name.count else { return false }
    let start = name.count - method.count
    let upper = first &- UInt8(ascii: "a") &+ UInt8(ascii: "A")
    return name[start] == upper && name[(start + 1)...].elementsEqual(method.dropFirst())
  }

  /// `strict: true`: every caller counts, and a view that writes the value is reported too.
  package var isStrict = false

  /// The wrappers as attributes; `@SwiftUI` for `@SwiftUI.State`.
  package var triggers: [Trigger] {
    [.attribute("State"), .attribute("StateObject"), .attribute("FocusState"), .attribute("GestureState"),
     .attribute("SceneStorage"), .attribute("AppStorage"), .attribute("SwiftUI")]
  }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    let lookup = file.analyses.lookup
    var findings: [PendingFinding] = []
    var writtenByOwner: [Int: Set<String>] = [:]
    var mentionsByOwner: [Int: (counts: [String: Int], projected: Set<String>)] = [:]
    var appliedByRepresentable: [Int: Set<String>?] = [:]
    let properties = tree.stateProperties(wrappers: StateWrappers.all, project: file.project).filter(\.hasMemberwiseInitializer)
    // The names whose mentions are counted, by owner: only these become strings.
    var namesByOwner: [Int: Set<String>] = [:]
    for property in properties { namesByOwner[property.owner, default: []].insert(property.name) }
    for property in properties {
      let declaration = tree.declarations[property.declaration]
      if writtenByOwner[property.owner] == nil {
        writtenByOwner[property.owner] = tree.writtenNames(in: lookup.memberUsageRanges(of: property.declaration))
      }
      let writesHere = writtenByOwner[property.owner]?.contains(property.name) ?? false
      if mentionsByOwner[property.owner] == nil {
        mentionsByOwner[property.owner] = tree.propertyMentions(
          of: namesByOwner[property.owner] ?? [], in: lookup.memberUsageRanges(of: property.declaration))
      }
      let isProjected = mentionsByOwner[property.owner]?.projected.contains(property.name) ?? false
      if appliedByRepresentable[property.owner] == nil {
        appliedByRepresentable[property.owner] = .some(Self.namesAppliedInUpdate(of: property.owner, in: tree))
      }
      // A representable that reads the value only in `make…` shows the first value whatever
      // the wrapper: a `let` would not show later ones either (review45 P5c).
      let isUnappliedByRepresentable = appliedByRepresentable[property.owner].flatMap { $0 }.map { !$0.contains(property.name) } ?? false
      // Named anywhere in the type but its own declaration (`name`, `$name`, `_name`).
      let ownMentions = tree.propertyMentions(of: [property.name], in: [declaration.firstToken..<(declaration.lastToken + 1)]).counts[property.name] ?? 0
      let isMentioned = (mentionsByOwner[property.owner]?.counts[property.name] ?? 0) > ownMentions
      // A focus state's advice spells its type: `@FocusState.Binding var name: Type`.
      let focusType = property.wrapperName == "FocusState" && !declaration.typeTokens.isEmpty
        ? tree.text(from: declaration.typeTokens.lowerBound, through: declaration.typeTokens.upperBound - 1) : nil
      // `((String) -> Void)?`, `Date?`: a plain optional `var` keeps the memberwise default
      // of nil that callers leaving the argument out rely on; a `let` would not.
      let optionalType = !declaration.typeTokens.isEmpty && tree.isOperator(declaration.typeTokens.upperBound - 1, UInt8(ascii: "?"))
        ? tree.text(from: declaration.typeTokens.lowerBound, through: declaration.typeTokens.upperBound - 1) : nil
      let project = file.project
      let path = tree.source.path
      let isStrict = isStrict
      // No words yet: most properties are passed by nobody, and the words name the callers.
      let placeholder = finding(in: tree, from: declaration.firstToken, through: declaration.lastToken, message: "", help: "")
      findings.append(PendingFinding(placeholder) { index in
        guard property.isViewStateProperty(in: index, project: project) else { return .drop }
        // `_name:` passes the backing wrapper too (`Field(_focused: _focused)`).
        let sites = (index.labeledCallSites(of: property.ownerName, passing: property.name, in: project)
          + index.labeledCallSites(of: property.ownerName, passing: "_" + property.name, in: project)).filter { !$0.isInPreview }
        // A literal, a new object, a one-shot host's root or a caller outside any render
        // (a coordinator's method): no later value to lose. Asked before the held type,
        // which may read other files: most properties end here.
        // A reference the caller keeps for its life (`Store.shared`, its `@StateObject`) or
        // a view built anew for each presentation (a sheet's content): no later value either.
        let candidates = sites.filter {
          isStrict || !($0.passesFixedValue || $0.isHostRoot || $0.isOutsideRender || $0.passesStableReference || $0.isInPresentedContent)
        }
        guard !candidates.isEmpty else { return .drop }
        let held = property.heldType?.verdict(in: index)
        // An object is the parent's whatever the view does with its members.
        var holdsObject = property.wrapperName == "StateObject"
        if case .some(let verdict) = held, !verdict.isNotApplicable { holdsObject = true }
        // For an object, a name bound to a new one just upstream is a new object too, and so
        // is what a method named after its type returns (`model.rowViewModel(item)` for a
        // `RowViewModel`: a factory, review35 P3, review36 P6).
        let heldName = property.heldType?.name
        let isFresh = { (site: LabeledCallSite) -> Bool in
          site.passesUpstreamObject
            || (site.argumentCallee.flatMap { callee in heldName.map { Self.isNamed(callee, after: $0) } } ?? false)
        }
        // (A SwiftData `@Model` counts: the verdict leaves it out, but it is one object.)
        let isReference = holdsObject || (property.heldType?.isClass(in: index) ?? false)
        var isFrameworkValue = false
        if case .frameworkClass? = held { isFrameworkValue = true }
        let isObject = isReference && !isFrameworkValue
        // A value is lost only if the parent hands a later one while the view stays, which
        // the data decides more often than the code: values set once in an `init`, rows
        // and branches rebuilt with the value (review54–57: 5 of 12 worth a change). A focus
        // state handed down as the parent's installed wrapper shares the parent's focus
        // (review58 P1): the documented `@FocusState.Binding` is style, not a lost value.
        // Keyed storage overrides the argument itself. strict reports values and focus.
        // A value read from a `TimelineView`'s context around the call is new on every tick
        // while the view stays (review75: a balance that never moves): reported.
        // Asked before the callers' chains below, which only the rest need.
        if !isStrict && !isObject && !StateWrappers.keyed.contains(property.wrapperName) && !candidates.contains(where: \.passesTickingValue) {
          return .drop
        }
        // An object the caller keeps in its own `@State` and never reassigns is the same
        // object on every render (review48 P6): nothing later to lose.
        // So is a value the caller keeps in its own `@State` and never changes, or a member
        // of it, unless the caller's own callers hand it later values (review45 P4–P6,
        // review49 P3–P4): the caller's state is then this rule's finding too, and fixing it
        // makes this one live (review43 P2).
        let callerSites = candidates.filter {
          isStrict || !((holdsObject && isFresh($0)) || (isReference && $0.passesSteadyOwnState)
            || $0.steadySource.map { !Self.isHandedLaterValues($0, index: index, project: project) } ?? false)
        }
        // An object (not a framework value such as a `CLLocation`, which a parent hands anew
        // when it changes) is lost only when the caller replaces it: a caller that hands on
        // an object it was given, looks up or keeps for a session passes the same object
        // on every render, and the child that keeps it shows every change of it
        // (review54 P4, review56 P2–P6: 0 of 12 worth a change). By default a caller counts
        // only when it replaces the property it passes (`model = Model()`, `$model` bound).
        if isObject && !isStrict && !callerSites.contains(where: \.passesReplacedProperty) { return .drop }
        let callers = callerSites.map { (path: $0.path, line: $0.line) }
        // A render that builds the object anew for the view (`Chat(model: Model())`) makes
        // the wrapper its owner: telling the view to observe instead would break that caller.
        let ownedByView = holdsObject && sites.contains {
          ($0.passesFixedValue || isFresh($0)) && !$0.isHostRoot && !$0.isOutsideRender
        }
        if ownedByView && !isStrict { return .drop }
        // A parent in another file first: a call in this file is most often a preview.
        guard let first = callers.first(where: { $0.path != path }) ?? callers.first else { return .drop }
        let writes = writesHere || !index.extensionsMentioning(property.name, of: property.ownerName, in: project, outside: path).isEmpty
        // A value the view changes itself is a draft the parent seeds: strict only. A focus
        // state is written by `.focused($name)` and still not the parent's focus. A plain
        // class the view assigns anew (`post = fresh`) is such a draft too; an observable
        // object is the parent's whatever the view does.
        var observesObject = property.wrapperName == "StateObject"
        switch held {
        case .observableObject?, .observationTracked?: observesObject = true
        default: break
        }
        if writes && !observesObject && property.wrapperName != "FocusState" && !isStrict { return .drop }
        // A value passed and never read nor written: nothing is shown, so nothing goes stale
        // (the parameter is dead, which is not this rule's error). An object is kept: its
        // owner is the question whatever the view reads.
        if !isMentioned && !holdsObject && !isStrict { return .drop }
        // An object too: observing it would re-run an `update…` that never reads it (review43 P3).
        if isUnappliedByRepresentable && !isStrict { return .drop }
        let words = Self.words(
          for: property, caller: first, callers: callers.count, path: path, writes: writes, held: held, focusType: focusType,
          optionalType: optionalType, isProjected: isProjected)
        let simpleName = TypeIndex.lastComponent(property.ownerName)
        let related = callers.map { caller in
          RelatedLocation(line: caller.line, message: "'\(simpleName)' is built here with '\(property.name):'", path: caller.path == path ? nil : caller.path)
        }
        return .revise(message: words.message, help: words.help, fix: nil, related: related)
      })
    }
    return findings
  }

  /// Whether a caller in `project` hands `source.property` of `source.ownerName` a value
  /// that can change (the default filter of `check`): a caller's own `@State` that its file
  /// never changes is handed later values only if its callers are. A chain deeper than four
  /// callers is taken as handed them.
  static func isHandedLaterValues(_ source: SteadySource, index: TypeIndex, project: String?, depth: Int = 0) -> Bool {
    guard depth < 4 else { return true }
    let sites = index.labeledCallSites(of: source.ownerName, passing: source.property, in: project)
      + index.labeledCallSites(of: source.ownerName, passing: "_" + source.property, in: project)
    return sites.contains { site in
      !(site.isInPreview || site.passesFixedValue || site.isHostRoot || site.isOutsideRender || site.passesStableReference
        || site.isInPresentedContent)
        && (site.steadySource.map { isHandedLaterValues($0, index: index, project: project, depth: depth + 1) } ?? true)
    }
  }

  private static let updateMethods: Set<String> = ["updateUIView", "updateNSView", "updateUIViewController", "updateNSViewController"]

  /// For a representable (by the inheritance written on type `owner` or an extension of it
  /// in this file), the names its `update…` methods mention — every name when one mentions
  /// `self` (`context.coordinator.parent = self` hands the whole value on); nil for a type
  /// that is not one, or whose `update…` is not in this file.
  static func namesAppliedInUpdate(of owner: Int, in tree: SyntaxTree) -> Set<String>? {
    let ownerName = tree.qualifiedName(of: owner)
    var isRepresentable = false
    var updates: [Int] = []
    for (index, declaration) in tree.declarations.enumerated() {
      if declaration.kind.isTypeLike, index == owner || (declaration.kind == .extension && tree.qualifiedName(of: index) == ownerName) {
        if tree.inheritance(of: declaration).contains(where: { ViewKinds.representables.contains(tree.nameText($0.nameToken)) }) { isRepresentable = true }
      } else if declaration.kind == .function, updateMethods.contains(tree.name(of: declaration)),
        let type = tree.enclosingType(of: index), type == owner || tree.qualifiedName(of: type) == ownerName
      {
        updates.append(index)
      }
    }
    guard isRepresentable, !updates.isEmpty else { return nil }
    var names: Set<String> = []
    for update in updates {
      guard let body = tree.declarations[update].body else { return nil }
      for k in tree.interior(of: body) {
        if tree.isKeyword(k, .`self`) { return nil }
        if tree.kind(k) == .identifier { names.insert(tree.nameText(k)) }
      }
    }
    return names
  }

  /// The message names the first caller and how many more there are; the help the shape
  /// that keeps the parent's value flowing, for this wrapper and this view.
  private static func words(
    for property: StateDeclaration, caller: (path: String, line: Int), callers: Int, path: String, writes: Bool,
    held: ReferenceTypeMention.Verdict?, focusType: String?, optionalType: String? = nil, isProjected: Bool = false
  ) -> (message: String, help: String) {
    let place = caller.path == path ? "line \(caller.line)" : "\(caller.path):\(caller.line)"
    let more = callers > 1 ? " and \(callers - 1) more call\(callers > 2 ? "s" : "")" : ""
    let call = "'\(TypeIndex.lastComponent(property.ownerName))(…\(property.name):…)' at \(place)\(more)"
    let name = property.name
    if StateWrappers.keyed.contains(property.wrapperName) {
      return (
        "'@\(property.wrapperName)' property '\(name)' is passed in through the memberwise initializer (\(call)); "
          + "the value passed is only a default, ignored once the key has a stored value",
        "pass the key's value as a plain property, or stop passing '\(name):' and let the view read its key")
    }
    let message = "'@\(property.wrapperName)' property '\(name)' is passed in through the memberwise initializer (\(call)); "
      + "SwiftUI keeps the first value and ignores later ones"
    // An object the parent passes is the parent's: observe it, don't own it.
    switch held {
    case .observableObject?:
      return (message, "the parent owns the object: declare '@ObservedObject var \(name)' and pass it")
    case .observationTracked?:
      // `$name.member` needs a projection, which a `let` does not have (review32 P1).
      if isProjected {
        return (message, "the parent owns the object: declare '@Bindable var \(name)' (it keeps '$\(name).…' bindings; "
          + "Observation tracks an '@Observable' class's reads) and pass it")
      }
      return (message, "the parent owns the object: declare 'let \(name)' (Observation tracks an '@Observable' class's reads) and pass it")
    case .plainClass?, .frameworkClass?:
      return (message, "the parent owns the object: declare 'let \(name)' and pass it")
    case .notApplicable?, nil:
      // A `@StateObject` of a generic or protocol-constrained type is still an object.
      if property.wrapperName == "StateObject" {
        return (message, "the parent owns the object: declare '@ObservedObject var \(name)' and pass it")
      }
    }
    if property.wrapperName == "FocusState" {
      // A `FocusState` handed down as the parent's wrapper shares its focus: the message
      // names the documented form, not the `@State` story of a first value kept.
      let type = focusType.map { ": \($0)" } ?? ""
      return (
        "'@FocusState' property '\(name)' is handed a parent's focus state through the memberwise initializer (\(call)); "
          + "SwiftUI documents '@FocusState.Binding' for sharing focus with a child",
        "declare '@FocusState.Binding var \(name)\(type)' and pass '$\(name)' from the parent's '@FocusState' "
          + "(the form SwiftUI documents for sharing focus with a child)")
    }
    if !writes {
      // `let title = "x"` is not in the memberwise initializer: a default needs a `var`.
      if property.hasDefaultValue {
        return (message, "the view never changes '\(name)': declare it a plain 'var \(name) = …' (drop the wrapper) so every value the parent passes is shown")
      }
      if let optionalType {
        return (message, "the view never changes '\(name)': declare it a plain 'var \(name): \(optionalType)' (drop the wrapper; "
          + "an optional 'var' keeps the default of nil for callers that leave it out) so every value the parent passes is shown")
      }
      return (message, "the view never changes '\(name)': declare it 'let \(name)' so every value the parent passes is shown")
    }
    if property.wrapperName == "StateObject" {
      return (message, "if the parent owns the object, declare '@ObservedObject var \(name)' and pass it; if it only seeds it, key the view at the call with '.id(…)'")
    }
    return (message, "if the parent owns the value, declare '@Binding var \(name)' and pass '$…' from the parent's state; "
      + "if it only seeds it, key the view at the call with '.id(…)' so a new value starts new state")
  }
}
