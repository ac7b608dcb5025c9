import BindingLintSyntax
import BindingLintIndex

/// `unowned_observable`: a view stores an observable object it constructs itself, in a
/// plain `let`/`var` that SwiftUI does not keep.
///
/// The property and the constructed type are read here; whether the type is a view value
/// (`View`, `ViewModifier`; not `App`) and whether the class is `@Observable` or an
/// `ObservableObject` are decided once the project-wide index exists, since conformances
/// and superclasses may live in other files.
package struct UnownedObservableRule: ViewGraphRule {
  package static let description = RuleDescription(
    id: "unowned_observable",
    summary: "A view should not construct an observable object in a plain stored property",
    rationale: """
      Off by default: blind reviews 58–62 read 2 of its 13 findings as worth a change. Most \
      were views an app builds once through its own presentation helpers or a hosting \
      factory behind a `public` view, which the sources do not show. Turn it on with \
      `--enable unowned_observable` (or `"unowned_observable": "warning"`) where views are \
      built by SwiftUI parents you can see.

      Flags a stored `let` or `var` without a property wrapper in a view or view modifier \
      (a type conforming to `View` or `ViewModifier` anywhere in the linted sources) whose \
      initializer constructs an `@Observable` class or an `ObservableObject` declared in \
      the sources: `private let model = Model()`, `var store = Store(api: api)`.

      A view is a value its parent builds again every time the parent's body runs; only \
      SwiftUI-managed storage survives that. An object constructed in a plain property is \
      therefore thrown away and rebuilt with every new view value, losing whatever it \
      loaded or the user typed, and an `ObservableObject` there is not observed at all, so \
      its `@Published` changes never update the view. Use `@State` for an `@Observable` \
      object (or `@StateObject` for an `ObservableObject`) when the view owns it, and pass \
      it in from the owner otherwise.

      Not flagged: preview scaffolding (a view declared in a `#Preview` body or inside a \
      `PreviewProvider`, which the canvas builds once), views declared in test code (a test \
      suite, a `@Test` function, a file that imports `XCTest` or `Testing`, a folder of the \
      project whose name ends in `Tests`), `static` properties, properties without an initializer (injected), \
      value types, classes that are neither kind, an `ObservableObject` with no \
      `@Published` property (nor a superclass's, nor its own `objectWillChange`): it \
      announces nothing, so there is nothing to observe, an `@Observable` class with no \
      stored instance property (only methods and computed properties: nothing to lose), `App` types, which SwiftUI creates \
      once, and a view the project builds only as a hosting controller's root or in the \
      scene of an `App` without stored `var`s, or in the closure of a project view whose \
      closures all return nothing (a team's button's action) (and in previews), or nowhere in render code \
      and never with labeled arguments (built in a controller's helper and hosted there, or \
      dead code; unless `public`): no parent builds its value again. Known limits: only an initializer that is exactly a construction is read \
      (`= Model()`, `= Model.init(…)`), not factories (`= .make()`); the file must mention \
      `View` or `ViewModifier`. Nor is a service: an object the view only calls methods on \
      (`faqs = await logic.fetchFAQs()`, nothing else: no read of its properties, no hand-over \
      to another view) whose class stores no `var` besides what it publishes. Its results \
      live in the view's own state, so a new one per view value loses nothing the view \
      shows; one that keeps a `var` of its own (a running task a Stop button cancels) is \
      still reported.
      """,
    // Set 60's reader of the release before read eight of the findings the other way.
    category: .suspicious, isEnabledByDefault: false,
    fix: "Hold the object in '@State' ('@Observable') or '@StateObject' (ObservableObject) if the view owns it; pass it in otherwise",
    triggering: UnownedObservableRuleExamples.triggering,
    nonTriggering: UnownedObservableRuleExamples.nonTriggering)

  package init() {}

  /// A view type's file names its protocol: `: View`, `some View`, `ViewModifier`.
  package var triggers: [Trigger] { ViewKinds.recreatedWords.map { .word($0) } }

  /// Whether a parent may build the view again (`RenderingParents`).
  package var viewGraphExtent: ViewGraphFacts.Extent { .constructions }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    var findings: [PendingFinding] = []
    var scaffoldings = Scaffolding.Memo()
    var memberwise = MemberwiseInitializers()
    for (index, declaration) in tree.declarations.enumerated()
    where (declaration.kind == .variable || declaration.kind == .constant) && declaration.attributes.isEmpty {
      guard let parent = declaration.parent, tree.declarations[parent].kind == .struct, !declaration.hasBody,
        !declaration.initializerTokens.isEmpty, !tree.isTypeLevel(declaration),
        let type = tree.constructedTypeName(in: declaration.initializerTokens), !SyntaxTree.valueTypeNames.contains(type.name),
        let mention = tree.referenceTypeMention(type, at: index, project: file.project)
      else { continue }
      let property = tree.name(of: declaration)
      // `faqs = await logic.fetchFAQs()` and nothing else: decided with the class's
      // stored properties (`decide`).
      let isOnlyCalled = Self.isOnlyCalled(declaration: index, named: declaration.nameToken, in: file)
      let viewType = tree.qualifiedName(of: parent)
      let isPublic = tree.isPublic(tree.declarations[parent])
      let scaffolding = scaffoldings.scaffolding(of: parent, in: tree, project: file.project)
      let project = file.project
      // A `var` with a default is a parameter of the memberwise initializer (unless the
      // struct writes an `init`): a caller may hand in its own object.
      let isMemberwiseParameter = declaration.kind == .variable && !tree.isPrivate(declaration) && memberwise.has(parent, in: tree)
      let path = tree.source.path
      let finding = finding(
        in: tree, from: declaration.firstToken, through: declaration.lastToken,
        message: "property '\(property)' constructs '\(type.name)', which is rebuilt with every view value",
        help: Self.description.fix)
      findings.append(PendingFinding(finding) { index in
        guard index.isRecreatedViewType(viewType, in: project), !scaffolding.contains(in: index, project: project) else { return .drop }
        // Callers pass their own object (`Row(icon: nil)`): the default is a fallback, and
        // '@StateObject private' would break those calls.
        if isMemberwiseParameter, !index.labeledCalls(of: viewType, passing: property, in: project).isEmpty { return .drop }
        // A view value built once, as a hosting controller's root, keeps its object
        // (review40 P4), as `inline_observed_object` judges it.
        // A view no SwiftUI parent builds (made in a controller's helper and hosted there,
        // review47 P9; dead code) is not rebuilt either, as `inline_observed_object` judges it.
        if !RenderingParents.mayRebuild(viewType, project: project, file: path, isPublic: isPublic, in: index) { return .drop }
        return Self.decide(mention, property: property, isOnlyCalled: isOnlyCalled, index: index)
      })
    }
    return findings
  }

  /// Whether every use of the property in its type (and the type's extensions in this
  /// file) calls a method on it (`logic.fetch()`, `await logic.load(id)`): no read of its
  /// state, no hand-over to another view or call. A property nothing uses is not one.
  private static func isOnlyCalled(declaration index: Int, named name: Int?, in file: FileContext) -> Bool {
    guard let name else { return false }
    let tree = file.tree
    var uses = 0
    for range in file.analyses.lookup.memberUsageRanges(of: index) {
      for k in range where tree.kind(k) == .identifier && tree.sameText(k, name) && k != name {
        // `other.logic` is another value's; `self.logic` is this one.
        if tree.isMemberOfOtherValue(k) { continue }
        guard tree.kind(k + 1) == .period, tree.kind(k + 2) == .identifier, tree.kind(k + 3) == .leftParen,
          !tree.isAtStartOfLine(k + 3)
        else { return false }
        uses += 1
      }
    }
    return uses > 0
  }

  /// Keeps the finding when every declaration the name can mean is a class and one of
  /// them is observation-tracked or an `ObservableObject`.
  ///
  /// An object the view only calls methods on, whose class keeps no stored `var` besides
  /// what it publishes (which the view does not read), is a service: its results live in
  /// the view's own state, and a new one per view value loses nothing the view shows
  /// (review60 P5: a fetcher with an empty `init`). One with a `var` of its own (a running
  /// task the view's Stop button cancels, review58) is still reported.
  private static func decide(_ mention: ReferenceTypeMention, property: String, isOnlyCalled: Bool, index: TypeIndex) -> PendingFinding.Decision {
    let type = mention.name
    let entries = index.visibleEntries(for: type, from: mention.project, scope: mention.scope, file: mention.file)
    guard !entries.isEmpty, entries.allSatisfy({ $0.kind == .class }) else { return .drop }
    if isOnlyCalled, entries.allSatisfy({ $0.storedVariables.isEmpty }) { return .drop }
    if entries.contains(where: { index.isObservationTracked($0) }) {
      // An `@Observable` class with no stored instance property (methods over services,
      // review45 P6) holds nothing to lose or observe: a new one per view value is the same.
      guard entries.contains(where: { index.mayHoldState($0) }) else { return .drop }
      return .keepWith(
        message: "property '\(property)' constructs '@Observable' class '\(type)', which is rebuilt with every view value",
        help: "declare it '@State private var \(property)' if this view owns it; pass it in otherwise")
    }
    // An ObservableObject with no `@Published` property (its own or a superclass's) and no
    // `objectWillChange` of its own announces nothing: an immutable description
    // (`IconSpec("chevron.right")`) rebuilt per view value costs nothing and has nothing
    // to observe. (One that calls `objectWillChange.send()` by hand is missed.)
    if entries.contains(where: { index.conforms($0, toAnyOf: KnownTypes.observableObjectProtocols) }),
      entries.contains(where: { !index.publishedMembers(of: $0).isEmpty || $0.storedVariables.contains("objectWillChange") })
    {
      return .keepWith(
        message: "property '\(property)' constructs ObservableObject '\(type)', which is rebuilt with every view value and never observed",
        help: "declare it '@StateObject private var \(property)' if this view owns it; pass it in otherwise")
    }
    return .drop
  }
}
