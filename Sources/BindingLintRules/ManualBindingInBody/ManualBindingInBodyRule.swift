import BindingLintSyntax
import BindingLintIndex

/// `manual_binding_in_body`: a `Binding` built from get/set closures in code that runs on
/// every render of a view, reported by default only in the shapes a team would change.
///
/// Render code is a view's `body`, its `some View` / `@ViewBuilder` members and the content
/// closures inside them (see `RenderPath.swift`), `#Preview` bodies, and computed
/// properties or functions returning `Binding<…>` that those members use by name. Event
/// closures are not render code. Whether the owning type is a view is decided by the type
/// index, so a conformance declared in an extension in another file counts. What the
/// binding does (`BindingShape`) decides whether it is reported without `strict: true` and
/// what to write instead; a getter that writes state is `binding_getter_writes_state`'s.
package struct ManualBindingInBodyRule: StrictOptionRule, ViewGraphRule {
  package static let description = RuleDescription(
    id: "manual_binding_in_body",
    summary: "A Binding built from get/set closures in view code is rebuilt on every render",
    rationale: """
      Flags `Binding(get:set:)`, `Binding<T>(get:set:)`, `Binding { … } set: { … }`, \
      `.init(get:set:)` and `.init { … } set: { … }` written where SwiftUI evaluates them on \
      each render: in a view's `body`, in a `some View` or `@ViewBuilder` member of a view \
      type, in the content closures inside those (`ForEach`, `List`, `.sheet`, alert \
      actions, `NavigationLink` labels), in `#Preview` bodies, and in computed properties or \
      functions of a view type that return `Binding<…>` and are read by one of those \
      members. Toolbar, command, table and tab content and styles count as render code too \
      (see "View kinds"); a representable's `makeUIView`/`updateUIView` does not. Bindings \
      in previews (`#Preview`, a `PreviewProvider`) are reported only with `strict`: the \
      canvas renders them for a developer, and the change worth making there is \
      `@Previewable @State`, not a cheaper binding.

      A binding made from a projection (`$value`, `$model.name`) carries an identity \
      SwiftUI can compare between two renders, so a child that receives it is re-evaluated \
      only when the value it points at changes. A binding made from two closures is a new, \
      opaque pair of functions every time `body` runs: every child that takes it is treated \
      as changed on every update of the parent, however unrelated.

      Many closure bindings cannot be written any other way, and rewriting those is not \
      worth a commit. By default the rule reports only the shapes with a better form: a \
      pure pass-through whose projection exists (`get: { model.name }, set: { model.name = \
      $0 }` is `$model.name`; over an `@Observable` reference, `Bindable(model).name`, also \
      when an `@State` holds it: `$model.name` would set the object back into the state on \
      every change), with \
      a safe fix (unsafe for a longer path, `$model.database.chat.x`: a member on the way may \
      be get-only, and its key path read-only; a path across a `let` the object's class \
      or a superclass of it declares, `$prefs.drawing.settings` with `let drawing`, has no \
      projection at all and is \
      reported only with `strict`, advising to observe the inner object; none through an \
      `@State` that holds an object that is not `@Observable`, such as a Combine subject, \
      where `$subject.value` would write the object back into the state on every change: \
      that one only with `strict`; and none \
      by default where only `Bindable(…)` would do and the team named the binding, a \
      computed property or method returning it, such as `var allowAgents: Binding<Bool>` \
      over an `@Environment` object: that bridge is how one spells the binding of an object \
      with no `$`, and `Bindable(settings).isEnabled` at its uses is no better); and a \
      binding built per row of a `ForEach` \
      that writes the row's element back into the iterated collection (`ForEach($items) { \
      $item in … }` gives each row its element's binding). With `strict: true` it also \
      reports the rest, naming what each is and the better shape where there is one: a \
      setter that does nothing (`.constant(…)`, an unsafe fix: the constant reads the value \
      when the view is built, the getter when the binding is read; a team rarely changes \
      one, since a child whose `@Binding` only reads renders the same either way), a setter \
      with a side effect (bind the value and react \
      in `.onChange`), a callback into a model or store (The Composable Architecture's \
      `sending`), a membership toggle, a lookup with a fallback, a type adapter, and a \
      presentation driver (`isPresented:`, which `optional_presentation_binding` and \
      `optional_alert_textfield` judge).

      Not flagged: bindings built inside event closures (button actions, `onAppear`, \
      `onChange`, `task`, gesture handlers, `Task { }`, `withAnimation { }`), in extensions \
      of `Binding` itself, in initializers, in types that are not views, in an `App`'s \
      or a `Scene`'s body, which SwiftUI runs only when that type's own state changes, and \
      in a view (not `public`) that only previews build: dead code the canvas shows. A getter that \
      writes state is reported by `binding_getter_writes_state` instead. Known limits: a \
      helper returning `Binding<…>` is only flagged when a render member of the same type in \
      the same file names it; `extension View` helpers are not treated as view code.
      """,
    category: .performance,
    fix: "Use the projection of the property the closures read and write ('$isOn', 'Bindable(model).name'), '.constant(…)' when the setter does nothing, or 'ForEach($items)' for per-row element bindings",
    fixSafety: .safeOrUnsafe,
    triggering: ManualBindingInBodyRuleExamples.triggering + ManualBindingInBodyRuleExamples.inheritedTriggering,
    nonTriggering: ManualBindingInBodyRuleExamples.nonTriggering + ManualBindingInBodyRuleExamples.inheritedNonTriggering
  ).with(options: [.strict(effect: "also report constants (a setter that does nothing) and the shapes without a better form (side-effect setters, callbacks, membership toggles, lookups, adapters, presentation drivers), each with the advice for its shape")])
  .with(triggeringUnderStrict: ManualBindingInBodyRuleExamples.triggeringUnderStrict)

  package var isStrict = false

  package init() {}

  /// Every spelling names `Binding`, labels its getter `get:` (`.init(get:set:)`) or its
  /// setter `set:` (`.init { … } set: { … }`).
  package var triggers: [Trigger] { [.word("Binding"), .label("get"), .label("set")] }

  /// Whether only previews build the view (`RenderingParents`).
  package var viewGraphExtent: ViewGraphFacts.Extent { .constructions }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    var findings: [PendingFinding] = []
    var referencedProviders: [Int: Bool] = [:]
    var owners = RenderOwners(tree)
    let lookup = file.analyses.lookup
    let advice = ManualBindingAdvice(tree: tree)
    let shapes = BindingShapes(tree: tree)
    let closures = ClosureReading(tree: tree)
    var previews: [Range<Int>]?
    for binding in file.analyses.manualBindings {
      guard let owner = owners.owner(of: binding.firstToken) else { continue }
      if !isStrict {
        if previews == nil { previews = TypeFacts.previewRanges(in: tree) }
        if case .preview = owner { continue }
        if previews?.contains(where: { $0.contains(binding.firstToken) }) ?? false { continue }
      }
      let place: String
      var typeName: String?
      var memberBody: Int?
      var memberParameters: [Int] = []
      // A property or method of the view that returns the binding (`var localeBinding:
      // Binding<String> { … }`): a named bridge.
      var isNamedBridge = false
      switch owner {
      case .preview:
        place = "in '#Preview'"
      case .member(let member):
        let declaration = tree.declarations[member]
        memberBody = declaration.body
        memberParameters = tree.parameterNames(of: declaration).map(\.token)
        if tree.isRenderMember(declaration) {
          place = "in '\(tree.name(of: declaration))'"
        } else if tree.returnsBinding(declaration) {
          if referencedProviders[member] == nil { referencedProviders[member] = isReadByRenderMember(member, in: tree, owners: &owners, lookup: lookup) }
          guard referencedProviders[member] == true else { continue }
          place = "returned by '\(tree.name(of: declaration))'"
          isNamedBridge = true
        } else {
          continue
        }
        guard let type = tree.enclosingType(of: member) else {
          // A free `some View` function is render code whatever type calls it.
          if case .function = declaration.kind { break }
          continue
        }
        typeName = tree.qualifiedName(of: type)
      }
      // A row binding that reads the collection by position is `foreach_index_binding`'s.
      if shapes.isPositionalRow(binding) { continue }
      // A getter that writes state is `binding_getter_writes_state`'s (one construct, one finding).
      if let getter = binding.getterOpen, closures.writtenName(inClosure: getter) != nil { continue }
      var shape = shapes.shape(of: binding) { token in
        // `func toolbar(store: Store)` beside `@State var store: Store?`: the parameter is
        // another value, and `$store.x` would not compile (review52 P2).
        memberParameters.contains { tree.sameText($0, token) }
          || isShadowed(token, from: memberBody, before: binding.firstToken, in: tree)
      }
      // `var errorShown: Binding<Bool> { … set: { _ in } }` handed to `.alert(isPresented:
      // errorShown)`: `.constant` would be no better (a pass-through keeps its exact advice).
      if case .constant = shape, case .member(let member) = owner, !tree.isRenderMember(tree.declarations[member]),
        shapes.drivesPresentation(member: tree.name(of: tree.declarations[member]))
      {
        shape = .presentation
      }
      // The same held in a local of the body (`let showAlert = Binding(get: …, set: { _ in })`
      // … `.alert(isPresented: showAlert)`): a presentation driver, not a constant.
      if case .constant = shape, let local = localHolding(binding, in: tree), shapes.drivesPresentation(member: local) {
        shape = .presentation
      }
      // A presentation over an optional is `optional_alert_textfield`'s or
      // `optional_presentation_binding`'s, whether or not they run.
      if shape == .presentation, let getter = binding.getterOpen, tree.interior(of: getter).contains(where: { tree.keyword($0) == .`nil` }) {
        continue
      }
      let base = "'\(binding.display(in: tree))' \(place) is rebuilt on every render"
      let property: (String) -> ManualBindingAdvice.Property = { name in
        typeName.map { self.property(name, ofType: $0, lookup: lookup) } ?? .unknown
      }
      var words: (message: String, help: String, fix: Fix?)?
      var observableRoot: (mention: ReferenceTypeMention, fix: Fix)?
      // The object an `@State` root holds, when the pass-through reads a member of it.
      var heldObject: StateHeldType?
      // For `$model.inner.x`: the type `model` holds, which may declare `inner` a `let`.
      var projectedRoot: ReferenceTypeMention?
      // A pass-through through a parameter of the member (read only when the binding is no
      // pass-through of the view's own, which the parameter's name hides).
      let parameterPassThrough: (path: ClosureReading.Path, type: SyntaxTree.PlainTypeName)? = {
        if case .passThrough = shape { return nil }
        return parameterRoot(of: binding, parameters: memberParameters, memberBody: memberBody, shapes: shapes, tree: tree)
      }()
      switch shape {
      case .passThrough(let path):
        // `$model.name` is writable whenever the setter `model.name = $0` compiles. A longer
        // path goes through members this file may not show (`model.database.chat.x` with a
        // get-only `database`): its key path may be read-only, so that fix is unsafe.
        let projectionSafety: Fix.Safety = path.names.count > 2 ? .unsafe : .safe
        switch property(path.names[0]) {
        case .projecting:
          // After `@Bindable var model = model` in the member, `$model.x` is the local's.
          if path.names.count > 1, let typeName, !rebindsAsBindable(path.first, from: memberBody, before: binding.firstToken, in: tree) {
            heldObject = stateHeldType(path.names[0], ofType: typeName, lookup: lookup, project: file.project)
            if path.names.count > 2, let number = lookup.storedPropertyIndex(named: path.names[0], inType: typeName) {
              projectedRoot = storedReferenceMention(number, in: tree, project: file.project)
            }
          }
          let replacement = advice.projection(of: path)
          words = (
            "'\(binding.display(in: tree))' \(place) only reads and writes '\(path.joined)', and is rebuilt on every render",
            "use '\(replacement)': the same binding, which SwiftUI can compare between renders",
            advice.replacing(binding, with: replacement, description: "replace with '\(replacement)'", safety: projectionSafety))
        case .stored(let declaration):
          // An object with no `$` projection (`@Environment(AppState.self)`, a `let`) behind a
          // named bridge: the bridge is how a team spells that binding, and
          // `Bindable(appState).x` at its uses is no better (review93: four settings toggles
          // read as no change). Only with `strict`; one written inline is reported.
          if isNamedBridge && !isStrict { break }
          if path.names.count > 1, let mention = storedReferenceMention(declaration, in: tree, project: file.project) {
            let replacement = advice.bindableProjection(of: path)
            observableRoot = (
              mention, advice.replacing(binding, with: replacement, description: "replace with '\(replacement)'", safety: projectionSafety))
          }
        case .computed, .unknown:
          break
        }
      case _ where parameterPassThrough != nil:
        // `func composer(viewModel: DraftModel) -> some View { TextField("", text:
        // Binding(get: { viewModel.draft }, set: { viewModel.draft = $0 })) }`: a parameter
        // has no `$`, but `Bindable(viewModel).draft` is the same binding when the class is
        // `@Observable` (review73's sheets and composers, B15–B25).
        guard isStrict || !isNamedBridge, case .member(let member) = owner, let (path, type) = parameterPassThrough,
          let mention = tree.referenceTypeMention(type, at: member, project: file.project)
        else { break }
        let replacement = advice.bindableProjection(of: path)
        observableRoot = (
          mention,
          advice.replacing(binding, with: replacement, description: "replace with '\(replacement)'", safety: path.names.count > 2 ? .unsafe : .safe))
        shape = .passThrough(path)
      case .constant:
        // Only with `strict`: blind reviews 56–61 read 10 of 16 as worth a change, the
        // last three sets 2 of 8 (`.constant(x)` reads and renders the same; what a team
        // would change is the child's `@Binding` that only reads).
        guard isStrict else { break }
        let replacement = advice.constantReplacement(for: binding)
        words = (
          base, "use '\(replacement ?? "Binding.constant(…)")'; the setter does nothing",
          replacement.map { advice.replacing(binding, with: $0, description: "replace with '\($0)'", safety: .unsafe) })
      case .rowElement(let collection, let member):
        if property(collection[0]) == .projecting {
          let row = "ForEach($\(collection.joined(separator: "."))) { $item in … $item.\(member.joined(separator: ".")) … }"
          words = ("'\(binding.display(in: tree))' \(place) is rebuilt for every row on every render", "iterate the binding instead: '\(row)' (with 'id:' and a stable key path when the element is not 'Identifiable')", nil)
        }
      default:
        break
      }
      let strictWords = (message: base + " (\(shape.name))", help: advice.help(for: shape, binding: binding))
      if words == nil && observableRoot == nil && !isStrict { continue }
      let chosen = words ?? (strictWords.message, strictWords.help, nil)
      let finding = finding(in: tree, from: binding.firstToken, through: binding.lastToken, message: chosen.message, help: chosen.help, fix: chosen.fix)
      let project = file.project
      let isStrict = self.isStrict
      // A view only previews build is dead code the canvas shows: nobody edits its
      // bindings (review73 A1). Not `public` (`RenderingParents.privateViewName`).
      let previewOnly = RenderingParents.privateViewName(holding: binding.firstToken, in: tree)
      let path = tree.source.path
      @Sendable func isPreviewOnly(_ index: TypeIndex) -> Bool {
        previewOnly.map { RenderingParents.isPreviewOnlyView($0, project: project, file: path, in: index, followingBuilders: false) } ?? false
      }
      // The pass-through's path, for the words the index decides (`Bindable(…)`).
      let passThrough: ClosureReading.Path? = { if case .passThrough(let p) = shape { return p }; return nil }()
      let names = passThrough?.names ?? []
      // `$canvasPrefs.drawingSettings.settings` where `drawingSettings` is a `let` of the
      // object: `$` projects one writable key path per member, so that binding does not
      // compile (set 99 E31). The closure is then the way to bind it: reported only with
      // `strict`, advising to observe the inner object where it is bound, and no fix.
      let crossing = projectedRoot.map { (mention: $0, member: names[1]) }
      let acrossConstant: PendingFinding.Decision = crossing == nil || !isStrict
        ? .drop
        : .revise(
          message: strictWords.message,
          help: "'\(names[1])' is a 'let', so '$\(names.joined(separator: "."))' does not compile: bind "
            + "'\(names.dropFirst(2).joined(separator: "."))' where '\(names.prefix(2).joined(separator: "."))' itself is observed "
            + "('@ObservedObject' in a child view, or 'Bindable(\(names.prefix(2).joined(separator: ".")))' for an '@Observable' class)",
          fix: nil, related: [])
      @Sendable func crossesConstant(_ index: TypeIndex) -> Bool {
        crossing.map { $0.mention.declaresStoredConstant($0.member, in: index) } ?? false
      }
      if let observableRoot {
        let path = names.joined(separator: ".")
        let replacement = observableRoot.fix.edits.first?.replacement ?? ""
        let display = binding.display(in: tree)
        let renderType = typeName
        findings.append(PendingFinding(finding) { index in
          guard renderType.map({ Self.isViewBody(of: $0, in: project, index: index) }) ?? true, !isPreviewOnly(index) else { return .drop }
          if case .observationTracked = observableRoot.mention.verdict(in: index) {
            let message = "'\(display)' \(place) only reads and writes '\(path)', and is rebuilt on every render"
            // `Bindable(state).settings.x` needs `settings` to be a writable member of the
            // class; through a `let` (or a member this body does not declare) it does not
            // compile (review43 P14). The setter compiles, so that member holds a class:
            // `Bindable(state.settings).x` is the binding if that class is `@Observable`.
            if names.count > 2, !observableRoot.mention.declaresStoredVariable(names[1], in: index) {
              let inner = "Bindable(\(names[0]).\(names[1]))" + names.dropFirst(2).map { "." + $0 }.joined()
              return .revise(
                message: message,
                help: "use '\(inner)' if '\(names[1])' holds an '@Observable' object ('Bindable(\(names[0])).\(names[1])' needs "
                  + "'\(names[1])' to be a stored 'var' of '\(observableRoot.mention.name)')",
                fix: nil, related: [])
            }
            return .revise(
              message: message,
              help: "use '\(replacement)': the same binding, which SwiftUI can compare between renders", fix: observableRoot.fix, related: [])
          }
          return isStrict ? .revise(message: strictWords.message, help: strictWords.help, fix: nil, related: []) : .drop
        })
      } else if let typeName, let heldObject {
        // `$subject.value` through `@State var subject = CurrentValueSubject(…)` writes the
        // object and then the same reference back into the state: one more update per
        // write, not the same binding (review62 P3); the `@State` around an object is the
        // thing to change. Reported only with `strict`, with no fix, when the held type is
        // a class (the sources' own, or a known framework one).
        // Over an `@Observable` object the state holds, `$model.x` sets the object back into
        // the state as well (a team rejected it for that, review85 A31/A32): the advice is
        // `Bindable(model).x`, a binding to the object's property alone.
        let bindable: (replacement: String, fix: Fix)? = passThrough.map { path in
          let replacement = advice.bindableProjection(of: path)
          return (replacement, advice.replacing(binding, with: replacement, description: "replace with '\(replacement)'", safety: names.count > 2 ? .unsafe : .safe))
        }
        let message = chosen.message
        findings.append(PendingFinding(finding) { index in
          guard Self.isViewBody(of: typeName, in: project, index: index), !isPreviewOnly(index) else { return .drop }
          if crossesConstant(index) { return acrossConstant }
          if let mention = heldObject.mention, let bindable, case .observationTracked = mention.verdict(in: index),
            names.count == 2 || mention.declaresStoredVariable(names[1], in: index)
          {
            return .revise(
              message: message,
              help: "use '\(bindable.replacement)': a binding to the object's property, which SwiftUI can compare between renders "
                + "('$\(names.joined(separator: "."))' also sets the object back into the state)",
              fix: bindable.fix, related: [])
          }
          guard Self.isClass(heldObject.name, from: project, in: index) else { return .keep }
          guard isStrict else { return .drop }
          return .revise(
            message: strictWords.message,
            help: "'@State' holds an object here, and '$' bindings to its members write the object back into the state on "
              + "every change: hold it in a 'let' (or '@StateObject') and bind its value where it is observed",
            fix: nil, related: [])
        })
      } else if let typeName, crossing != nil {
        findings.append(PendingFinding(finding) { index in
          guard Self.isViewBody(of: typeName, in: project, index: index), !isPreviewOnly(index) else { return .drop }
          return crossesConstant(index) ? acrossConstant : .keep
        })
      } else if let typeName {
        findings.append(PendingFinding(finding) { index in Self.isViewBody(of: typeName, in: project, index: index) && !isPreviewOnly(index) })
      } else if previewOnly != nil {
        findings.append(PendingFinding(finding) { index in !isPreviewOnly(index) })
      } else {
        findings.append(PendingFinding(finding))
      }
    }
    return findings
  }

  /// What `name` is in type `typeName` (declared in this file): a property whose wrapper's
  /// projection gives bindings (`@State`, `@Binding`, `@ObservedObject`, …), another
  /// stored or computed property, or not a property of the type. A name declared more than
  /// once (in the branches of an `#if`) with a projecting wrapper in one branch only is
  /// unknown: `@State` on macOS beside `@FocusState` on iOS has a `$name` on both, but only
  /// one is a `Binding`, and the closure binding is the bridge between them (set 96 B4).
  private func property(_ name: String, ofType typeName: String, lookup: DeclarationLookup) -> ManualBindingAdvice.Property {
    let tree = lookup.tree
    var found = ManualBindingAdvice.Property.unknown
    var projecting = false
    var declaredOtherwise = false
    for member in lookup.members(ofType: typeName) {
      let declaration = tree.declarations[member]
      guard declaration.kind == .variable || declaration.kind == .constant, let nameToken = declaration.nameToken,
        tree.text(nameToken) == name
      else { continue }
      let isProjecting = tree.attributes(of: declaration).contains { attribute in
        ManualBindingAdvice.projectingWrappers.contains { tree.token(attribute.nameToken, is: $0) }
      }
      if isProjecting {
        projecting = true
      } else {
        declaredOtherwise = true
        found = declaration.hasBody ? .computed : .stored(declaration: member)
      }
    }
    if projecting { return declaredOtherwise ? .unknown : .projecting }
    return found
  }

  /// Whether a render member of the same type (declared in this file, extensions included)
  /// names the provider `member` in its render-time code: `recipe`, `self.recipe`,
  /// `binding(for: item)`; not `other.recipe`, not an argument label `recipe:`, not a
  /// `recipe.wrappedValue` read and not inside a button action.
  private func isReadByRenderMember(_ member: Int, in tree: SyntaxTree, owners: inout RenderOwners, lookup: DeclarationLookup) -> Bool {
    let provider = tree.declarations[member]
    guard let providerName = provider.nameToken, let type = tree.enclosingType(of: member) else { return false }
    for candidate in lookup.members(ofType: tree.qualifiedName(of: type)) where candidate != member {
      let declaration = tree.declarations[candidate]
      guard declaration.lastToken > declaration.firstToken, tree.isRenderMember(declaration) else { continue }
      for k in declaration.firstToken...declaration.lastToken
      where tree.kind(k) == .identifier && tree.sameText(k, providerName) && !tree.isMemberOfOtherValue(k)
        && !isArgumentLabel(k, in: tree) && !isValueRead(k, in: tree)
      {
        if case .member(let owner) = owners.owner(of: k), owner == candidate { return true }
      }
    }
    return false
  }

  /// `isOn.wrappedValue`: the binding's value is read and the binding itself goes nowhere.
  private func isValueRead(_ k: Int, in tree: SyntaxTree) -> Bool {
    var next = k + 1
    if tree.kind(next) == .leftParen, let close = tree.closingBracket(of: next) { next = close + 1 }
    return tree.kind(next) == .period && tree.token(next + 1, is: "wrappedValue")
  }

  private func isArgumentLabel(_ k: Int, in tree: SyntaxTree) -> Bool {
    tree.kind(k + 1) == .colon && (tree.kind(k - 1) == .leftParen || tree.kind(k - 1) == .comma)
  }
}
