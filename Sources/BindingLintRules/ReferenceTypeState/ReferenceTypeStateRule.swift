import BindingLintSyntax
import BindingLintIndex

/// `reference_type_state`: an `@State` property whose value is a class that Observation
/// does not track.
///
/// The type comes from the annotation (`@State var x: C`, `C?`) or, without one, from an
/// initializer that is exactly a construction (`= C()`, `= C.init(…)`, `= MyKit.C(…)`).
/// Whether `C` is a class, `@Observable` or an `ObservableObject` is decided once the
/// project-wide index exists: conformances and superclasses may live in other files.
/// How the view uses the object is read here (see `ReferenceUsage`): a class kept only for
/// its identity is not a bug. Initializers that merely return something (`= C.shared`,
/// `= makeModel()`) are left alone: their type is not written down.
package struct ReferenceTypeStateRule: StrictOptionRule {
  package static let description = RuleDescription(
    id: "reference_type_state",
    summary: "'@State' should hold a value type or an '@Observable' class",
    rationale: """
      Flags an `@State` property whose type — written in the annotation, or constructed by \
      the initializer (`@State private var model = Model()`, `Model.init()`, \
      `MyPackage.Model()`) — is a class declared in the linted sources or a mutable \
      Foundation, UIKit or AppKit class, when the view depends on what is inside the \
      object: it makes a binding into a member (`$model.name`), or it changes a member \
      (`model.count += 1`, `model.isOn.toggle()`) and also reads that member while \
      rendering. For an `ObservableObject`, reading one of its `@Published` members (or a \
      computed property of the class that returns one) while rendering is enough, unless \
      the member changes only while the object's initializer runs: its setter is private \
      to the class's file, nothing there names its publisher (`$isCompact`), and every \
      write there is a statement of an initializer or of a private method that only \
      initializers call (`init() { configure() }`; a closure an initializer installs, \
      such as an observer, writes later). \
      The object is followed through `if let`/`guard let`, local aliases and the view's \
      own helper functions. `@Observable` classes, SwiftData `@Model` classes and their \
      subclasses are never flagged.

      `@State` notices assignments to the property and nothing else. Changing a member of \
      a class leaves the reference untouched, so SwiftUI is never told, and the view keeps \
      showing the old value until something unrelated redraws it. An `ObservableObject` \
      in `@State` is kept alive but never subscribed to: its `@Published` changes are \
      ignored, which is what `@StateObject` is for — and `@State` evaluates its initial \
      value again on every init of the view, building a new object each time the parent \
      renders. When the parent passes the object in, the view does not own it: \
      `@ObservedObject` is the wrapper. Observation tracks `@Observable` classes member by \
      member, so they belong in `@State`.

      Not flagged either: a holder the view builds whose only edits are bindings through a \
      member into one property of the `@Model` or `@Observable` objects it holds \
      (`$model.items.first { … }?.isOn`, `$model.items[i].isOn`), the write landing in an \
      object SwiftUI watches, as long as the holder stays as built: the view calls nothing \
      through it and reaches only its stored members, writes none of them, hands it (or a \
      binding to it or to a whole member, or a member `inout`) to no one, no extension of the \
      view elsewhere names it, and its class has no extension and starts no work of its own \
      (a `Task`, a publisher, a closure that mentions `self`, a method of its own handed to an \
      observer or a timer), and the bound property is not one the element's class keeps out \
      of tracking (`@ObservationIgnored`, `@Transient`), nor a computed one. Known limit: an \
      extension of the holder written through a type alias (`extension Store`) is not seen. \
      Nor is a `@Previewable @State` mock in `#Preview` (canvas scaffolding, \
      built once; the view it is handed observes it); a Core Data object the same view fetches (`@FetchRequest` of \
      `FetchedResults<Note>` beside `@State var selected: Note?`): a saved change \
      invalidates the fetch and the view redraws with it — the selection idiom. Nor is a \
      property of a view declared in test code (in a test suite or a `@Test` function, in a \
      file that imports `XCTest` or `Testing`, or in a file under a folder of the project \
      whose name ends in `Tests`): a test builds it once, and no user sees it.

      Known limits: a class used only for its identity is left alone on purpose — a timer \
      or window kept for later (a UIKit or AppKit view, window or controller is reported \
      only when the view edits a member of it and shows that member), a box mutated without wanting a redraw (also inside a \
      property wrapper or `DynamicProperty`, whose `wrappedValue` is not drawn), a box a \
      callback fills (`Field(found: { box.value = $0 })`: a write in a closure handed to a \
      call that is no event handler stores a handle), an object only an action that then \
      closes the screen edits (`token.name = name; save(token); dismiss()`: nothing shows \
      it again), a selection or `.sheet(item:)` replaced wholesale. Under `strict` only: an `ObservableObject` the view constructs \
      (`= Model()`, `_model = State(wrappedValue: Model())`) and never replaces while \
      reading nothing of it that changes (`@StateObject` is a drop-in, but a throwaway \
      object per init of the view is all `@State` costs there), and an optional \
      `ObservableObject` the view assigns or hands on as a binding (`$selected`), optional \
      or not (a picked item, a snapshot taken on appear, a draft rebuilt on a change; \
      `@StateObject` cannot start nil or be replaced), unless a non-optional one also has members edited and shown by the \
      view, stale between replacements. On ten unseen apps these were \
      thirteen findings, none worth a change. Also under `strict` only: an \
      `ObservableObject` with no `@Published` member the sources show that the view binds \
      into no member of (a box for a pending work item): it announces no change, so no \
      wrapper would update the view from it. A computed property counts as a `@Published` read when the \
      class's own file shows it reading one. Usage is read in the declaring type and its \
      extensions in the same file; reads in child views or in helpers that do not return \
      `some View` are not seen. Actors (a view cannot edit one synchronously), protocol \
      existentials, generic parameters, type aliases to types outside the sources, and \
      names that are a class in one declaration and something else in another are not \
      flagged. A superclass outside the sources is not inspected, so an `@Observable` or \
      `ObservableObject` base there cannot be seen.
      """,
    category: .correctness,
    fix: "Use a struct for view state, mark the class '@Observable', or hold an ObservableObject in '@StateObject'",
    triggering: ReferenceTypeStateRuleExamples.triggering + ReferenceTypeStateRuleExamples.holderTriggering
      + ReferenceTypeStateRuleExamples.holderChangedTriggering + ReferenceTypeStateRuleExamples.settledTriggering,
    nonTriggering: ReferenceTypeStateRuleExamples.nonTriggering + ReferenceTypeStateRuleExamples.holderNonTriggering
      + ReferenceTypeStateRuleExamples.settledNonTriggering
  ).with(options: [
    RuleOption.strict(
      effect: "Also flags a plain (not observable) class constructed in `@State` whose stored `var` is read while rendering, even when no edit is in sight; an `ObservableObject` constructed in `@State` whose changing members the view does not read; an `ObservableObject` the view assigns (optional or not); and one that publishes nothing."),
  ])
  .with(triggeringUnderStrict: ReferenceTypeStateRuleExamples.triggeringUnderStrict)

  package init() {}

  /// `strict: true`: also a plain class constructed in `@State` whose stored `var` is read
  /// while rendering, with no edit in sight; an `ObservableObject` constructed with nothing
  /// changing read; an optional `ObservableObject` the view assigns.
  package var isStrict = false

  /// The attribute is written `@State` or `@SwiftUI.State`.
  package var triggers: [Trigger] { [.attribute("State"), .attribute("SwiftUI")] }

  package func check(_ file: FileContext) -> [PendingFinding] {
    var usages = ReferenceUsageMemo()
    return check(file, usages: &usages)
  }

  /// `usages`: one scan per name and type, however often a name is declared (the tests
  /// count the scans).
  /// The check with a memo the caller keeps (`RepeatedDeclarationScalingTests` counts its scans).
  func check(_ file: FileContext, usages: inout ReferenceUsageMemo) -> [PendingFinding] {
    let tree = file.tree
    let lookup = file.analyses.lookup
    var findings: [PendingFinding] = []
    var scaffoldings = Scaffolding.Memo()
    var memberwise = MemberwiseInitializers()
    for (index, declaration) in tree.declarations.enumerated() where declaration.kind == .variable {
      // A static member is no view storage (in a `PreviewProvider`, sample state made once).
      // A `@Previewable` local of `#Preview` is canvas scaffolding, built once for a preview
      // nobody ships; the child it is handed observes it (review35 P5).
      guard let wrapper = tree.attribute(named: "State", on: declaration), isSwiftUIAttribute(wrapper, in: tree),
        !tree.isTypeLevel(declaration), tree.attribute(named: "Previewable", on: declaration) == nil
      else { continue }
      guard let type = tree.declaredTypeName(of: declaration), !SyntaxTree.valueTypeNames.contains(type.name),
        let mention = tree.referenceTypeMention(type, at: index, project: file.project)
      else { continue }
      let property = tree.name(of: declaration)
      let owner = tree.enclosingType(of: index)
      // A Core Data object the view also fetches (`@FetchRequest … FetchedResults<Note>` beside
      // `@State var selected: Note?`): saving a change invalidates the fetch, and the view
      // redraws with it. The selection idiom, not stale state.
      if let owner, fetches(type.name, in: owner, of: tree) { continue }
      let ownerName = owner.map { tree.qualifiedName(of: $0) }
      let following = ownerName.map { ReferenceFollowing(lookup: lookup, typeName: $0) }
      var usage = usages.usage(
        of: property, in: lookup.memberUsageRanges(of: index), isBindingValue: false, following: following, tree: tree)
      var origin = tree.stateOrigin(of: property, declaration: declaration, inTypeNamed: ownerName, lookup: lookup)
      // A property wrapper's `wrappedValue` is read by its host, not drawn: a box there is deliberate.
      let isWrapperType = owner.map { tree.attribute(named: "propertyWrapper", on: tree.declarations[$0]) != nil } ?? false
      if isWrapperType {
        usage = usage.withoutRenderReads
        origin = .unknown
      }
      let finding = finding(
        in: tree, from: declaration.firstToken, through: declaration.lastToken,
        message: "'@State' property '\(property)' holds class '\(mention.name)'",
        help: Self.description.fix)
      // A caller passing it through the memberwise initializer is `state_passed_by_parent`'s.
      let hasMemberwiseInitializer = owner.map { memberwise.has($0, in: tree) } ?? false
      let context = Context(
        mention: mention, usage: usage, property: property, origin: origin, owner: ownerName, project: file.project,
        isStrict: isStrict, hasMemberwiseInitializer: hasMemberwiseInitializer && !tree.isPrivate(declaration),
        scaffolding: owner.map { scaffoldings.scaffolding(of: $0, in: tree, project: file.project) },
        isBuiltByView: (origin == .constructed || tree.isBuiltFromLocalConstruction(property, inTypeNamed: ownerName, lookup: lookup))
          && !tree.usesStorageBeyondSettingIt(property, in: lookup.memberUsageRanges(of: index)),
        path: tree.source.path,
        accessedMembers: usage.editsOnlyInsideMembers ? Set(usage.accessedMemberTokens.map { SyntaxTree.unescaped(tree.text($0)) }) : [])
      // Decided by what the held type is, most often declared in another file.
      findings.append(.decidedByOtherFiles(finding) { index in Self.decide(context, index: index) })
    }
    return findings
  }

  /// Whether type declaration `owner` has a `@FetchRequest`/`@SectionedFetchRequest`
  /// property whose type names `typeName` (its last component).
  private func fetches(_ typeName: String, in owner: Int, of tree: SyntaxTree) -> Bool {
    let last = typeName.split(separator: ".").last.map(String.init) ?? typeName
    return tree.declarations.contains { member in
      member.parent == owner && member.kind == .variable
        && (tree.attribute(named: "FetchRequest", on: member) != nil || tree.attribute(named: "SectionedFetchRequest", on: member) != nil)
        && member.typeTokens.contains { tree.kind($0) == .identifier && tree.nameText($0) == last }
    }
  }

  /// `@State` or `@SwiftUI.State`; another module's `@Foo.State` is not SwiftUI's.
  private func isSwiftUIAttribute(_ attribute: Attribute, in tree: SyntaxTree) -> Bool {
    attribute.nameToken == attribute.atToken + 1 || tree.token(attribute.atToken + 1, is: "SwiftUI")
  }

  /// What the decision needs, names only.
  private struct Context: Sendable {
    let mention: ReferenceTypeMention
    let usage: ReferenceUsage
    let property: String
    let origin: StateOrigin
    /// The declaring type's qualified name (a `DynamicProperty` is asked of the index).
    let owner: String?
    let project: String?
    let isStrict: Bool
    let hasMemberwiseInitializer: Bool
    /// A helper view of a preview keeps an object alive for the canvas, built once.
    let scaffolding: Scaffolding?
    /// The object is built by the view (`= C()`, or an initializer's `State(initialValue:)`
    /// of a construction or of a local constant holding one).
    let isBuiltByView: Bool
    /// The declaring file, for the index's question about extensions in other files.
    let path: String
    /// The members the view reaches through the object, when the holder exemption is in
    /// reach (`ReferenceUsage.accessedMemberTokens`); else empty.
    let accessedMembers: Set<String>

    /// Whether an extension of the view in another file names the property.
    func isUsedByExtensionsElsewhere(_ index: TypeIndex) -> Bool {
      guard let owner else { return true }
      return !index.extensionsMentioning(property, of: owner, in: project, outside: path).isEmpty
    }
  }

  private static func decide(_ context: Context, index: TypeIndex) -> PendingFinding.Decision {
    let type = context.mention.name
    let property = context.property
    // First, as it drops most candidates: the questions below would not change a `.drop`
    // for a type that is no class of the sources, and they ask about other names.
    let verdict = context.mention.verdict(in: index)
    switch verdict {
    case .notApplicable, .observationTracked: return .drop
    default: break
    }
    if let scaffolding = context.scaffolding, scaffolding.contains(in: index, project: context.project) { return .drop }
    var usage = context.usage
    var origin = context.origin
    if let owner = context.owner, index.typeConforms(owner, in: context.project, toAnyOf: ["DynamicProperty"]) {
      usage = usage.withoutRenderReads
      origin = .unknown
    }
    if context.hasMemberwiseInitializer, let owner = context.owner,
      !index.labeledCalls(of: owner, passing: property, in: context.project).isEmpty
    {
      return .drop
    }
    let stale = usage.showsStaleState(for: verdict)
    switch verdict {
    case .notApplicable, .observationTracked:
      return .drop
    case .observableObject(let published):
      // One that publishes nothing (no `@Published` the sources show) and that the view
      // binds into no member of announces no change: `@StateObject` or `@ObservedObject`
      // would observe nothing either (review63 P2, a box for a pending work item). Only
      // with `strict`.
      if published.isEmpty && !usage.bindsIntoMember && !context.isStrict { return .drop }
      if origin == .passedIn {
        guard stale else { return .drop }
        return .keepWith(
          message: "'@State' property '\(property)' holds ObservableObject '\(type)' passed in by its parent; use '@ObservedObject' so its changes update the view",
          help: "declare '\(property)' with '@ObservedObject'; the parent owns the object")
      }
      // Constructed here, never optional, never replaced nor handed out as a binding:
      // '@StateObject' is a drop-in, whatever the view reads. With nothing read, the
      // only cost is a throwaway object per init of the view: strict only (review36 P1,
      // P5: a model only handed to a child that observes it, a hand-wired refresh).
      let isOwnedForLife = origin == .constructed && !context.mention.isOptional && !usage.isReassigned && !usage.passesBindingOn
      guard stale || (context.isStrict && isOwnedForLife) else { return .drop }
      // '@StateObject' holds one non-optional object: an optional one (set later, replaced)
      // can only be observed further down. One replaced wholesale (a picked contact, a
      // snapshot taken on appear) is a selection: strict only (review36 P2, P3).
      // The same for a non-optional one the view assigns (`draft = Draft(…)` on a change):
      // '@StateObject' is no drop-in there, its value cannot be assigned (review44 P5).
      // One whose members the view also edits and shows is stale between replacements
      // (`model.code = code` on appear): reported, with the child-view advice (review29).
      // One handed on as a binding (`Picker(selected: $selected)`) is replaced there, the
      // same selection (review46 P5).
      let isReplaced = usage.isReassigned || usage.passesBindingOn
      if context.mention.isOptional || isReplaced {
        let editedBetweenReplacements = !context.mention.isOptional && usage.editsAndShowsMembers
        guard context.isStrict || !isReplaced || editedBetweenReplacements else { return .drop }
        return .keepWith(
          message: "'@State' property '\(property)' holds ObservableObject '\(type)'; its changes do not update the view",
          help: "keep it in '@State' and observe it in a child view that takes '@ObservedObject var \(property): \(type)' "
            + (context.mention.isOptional ? "('@StateObject' cannot hold an optional)" : "('@StateObject' cannot be assigned a new object)"))
      }
      return .keepWith(
        message: stale
          ? "'@State' property '\(property)' holds ObservableObject '\(type)'; use '@StateObject' so its changes update the view"
          : "'@State' property '\(property)' constructs ObservableObject '\(type)'; use '@StateObject', which creates it once and observes it",
        help: origin == .constructed
          ? "declare '\(property)' with '@StateObject' (a drop-in: '@State' evaluates '\(type)(…)' again on every init of the view)"
          : "declare '\(property)' with '@StateObject' (or '@ObservedObject' when the view does not create it)")
    case .plainClass(let stored):
      // Bindings through a member into the `@Model`/`@Observable` objects it holds
      // (`$model.buckets.first { … }?.isEnabled`) write where SwiftUI watches; the holder,
      // which the view built, hands to no one and changes in no other way, stays as it was
      // (review84 A4).
      let writesOnlyTrackedObjects = usage.editsOnlyInsideMembers && context.isBuiltByView && !context.isUsedByExtensionsElsewhere(index)
        && context.mention.holdsObservationTrackedObjects(
          in: usage.membersProjectedInside, accessing: context.accessedMembers, binding: usage.elementPropertiesBound, index: index)
      if stale && !writesOnlyTrackedObjects {
        return .keepWith(
          message: "'@State' property '\(property)' holds class '\(type)'; mutations inside it never update the view",
          help: "make '\(type)' a struct, or mark the class '@Observable'")
      }
      let shown = usage.renderedMembers.intersection(stored).sorted()
      guard context.isStrict, origin == .constructed, let member = shown.first else { return .drop }
      return .keepWith(
        message: "'@State' property '\(property)' holds class '\(type)' whose stored 'var \(member)' is read while rendering; changes to it never update the view",
        help: "make '\(type)' a struct, or mark the class '@Observable'")
    case .frameworkClass:
      guard stale else { return .drop }
      // A window, view or controller kept as a handle and called (moved, closed) draws
      // itself: only a member the view shows and edits goes stale (review48 P3).
      if KnownTypes.frameworkHandleClasses.contains(ReferenceTypeMention.strippingAppleModule(type)), !usage.editsAndShowsMembers {
        return .drop
      }
      return .keepWith(
        message: "'@State' property '\(property)' holds class '\(type)'; mutations inside it never update the view",
        help: "keep the value the view shows in '@State' and the '\(type)' outside view state")
    }
  }
}
