import BindingLintSyntax
import BindingLintIndex

/// `reference_type_binding`: a `Binding` whose value is a class.
///
/// Two shapes: `@Binding var x: C` properties (the whole declaration is the range), and
/// `Binding<C>` as the type of a property, local or parameter (the `Binding<…>` is the
/// range).
/// `C` must be a plain name, optionally `C?`; how the binding is used is read here (see
/// `ReferenceUsage`), whether `C` is a class once the project-wide index exists. A
/// `Binding<C>` that names nothing (a return type, an inline `Binding<C>(get:set:)`) has no
/// usage to follow and is skipped.
package struct ReferenceTypeBindingRule: StrictOptionRule, ViewGraphRule {
  package static let description = RuleDescription(
    id: "reference_type_binding",
    summary: "A 'Binding' should wrap a value type, not a class",
    rationale: """
      Flags `@Binding var x: C` properties, and `Binding<C>` written as the type of a \
      property, local or parameter, where `C` (or `C?`) is a class declared in the linted \
      sources or a mutable Foundation, UIKit or AppKit class, when the binding is used to \
      reach inside the object: a binding into a member (`$x.name`, or `x.name` on a \
      `Binding<C>` value), or a member changed through it (`x.count += 1`) that is also \
      read while rendering. For an `ObservableObject`, reading one of its `@Published` \
      members while rendering is enough. The object is followed through `if let x` and \
      `guard let x` shadows, local aliases (`let d = doc`) and arguments passed to the \
      view's own helper functions (`optionsMenu(file: doc)`).

      A binding promises value semantics: SwiftUI learns about a change when the bound \
      value is replaced, and compares old and new values to decide what to redraw. Through \
      a class, edits happen inside a shared object whose reference never changes, so \
      neither the owner nor the other readers of the binding are reliably updated — Apple \
      documents the behaviour as unspecified. Pass an `ObservableObject` itself and \
      observe it with `@ObservedObject`; make data that views edit a struct.

      Known limits: `@Observable` and SwiftData `@Model` classes are not flagged. \
      Observation tracks their members wherever they are read, so the views do update; \
      `@Bindable` or passing the object is the idiomatic spelling, but a binding to one \
      is not a bug. Bindings used for identity only — a list selection, a `NSWindow?` \
      handle, a document that is swapped or cleared — are correct and not flagged. A \
      `Binding<C>` with no name to follow (a return type, `Binding<C>(get:set:)` inline) \
      is not flagged, nor are generic parameters, associated types, protocols, actors, \
      and names that are a class in one declaration and something else in another. \
      Nor is a view the project builds only in previews, or only through views that \
      only previews build (a flow of screens whose root only its `#Preview` shows, called \
      with arguments nowhere else): dead code the canvas shows.
      """,
    category: .suspicious,
    fix: "Use a struct model, or pass the object itself ('@ObservedObject' for an ObservableObject, '@Bindable' for an '@Observable' class)",
    triggering: ReferenceTypeBindingRuleExamples.triggering,
    nonTriggering: ReferenceTypeBindingRuleExamples.nonTriggering
  ).with(options: [
    RuleOption.strict(
      effect: "Also flags an `@Binding` property holding a class of the sources (not a SwiftData `@Model`) that the view never replaces nor passes on as a binding — pass the object itself — and any binding to an `NSMutable…` value class."),
  ])

  package init() {}

  /// `strict: true`: also a binding to a project class that is never replaced nor passed
  /// on whole, and any binding to an `NSMutable…` value class.
  package var isStrict = false

  package var triggers: [Trigger] { [.word("Binding")] }

  /// Whether only previews build the view, through its parents (`RenderingParents`).
  package var viewGraphExtent: ViewGraphFacts.Extent { .constructions }

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
    for (index, declaration) in tree.declarations.enumerated() where declaration.kind == .variable {
      guard let wrapper = tree.attribute(named: "Binding", on: declaration),
        wrapper.nameToken == wrapper.atToken + 1 || tree.token(wrapper.atToken + 1, is: "SwiftUI"),
        let type = tree.plainTypeName(in: declaration.typeTokens), !SyntaxTree.valueTypeNames.contains(type.name),
        let mention = tree.referenceTypeMention(type, at: index, project: file.project)
      else { continue }
      let property = tree.name(of: declaration)
      let following = tree.enclosingType(of: index).map { ReferenceFollowing(lookup: lookup, typeName: tree.qualifiedName(of: $0)) }
      let usage = usages.usage(
        of: property, in: lookup.memberUsageRanges(of: index), isBindingValue: false, following: following, tree: tree)
      findings.append(pending(
        mention, usage: usage, subject: "'@Binding' property '\(property)'", start: declaration.firstToken,
        end: declaration.lastToken, in: tree, project: file.project, isProperty: true))
    }
    var k = 0
    while k < tree.tokenCount {
      defer { k += 1 }
      guard tree.kind(k) == .identifier, tree.length(k) == 7, tree.token(k, is: "Binding"),
        tree.isGenericAngle(k + 1), tree.isOperator(k + 1, UInt8(ascii: "<"))
      else { continue }
      var first = k
      if tree.kind(k - 1) == .period {
        guard tree.token(k - 2, is: "SwiftUI") else { continue }
        first = k - 2
      }
      let close = tree.skipGenericArguments(k + 1) - 1
      guard close > k + 1, tree.isOperator(close, UInt8(ascii: ">")),
        let type = tree.plainTypeName(in: (k + 2)..<close), !SyntaxTree.valueTypeNames.contains(type.name),
        let holder = bindingHolder(first: first, close: close, in: tree, lookup: lookup),
        let mention = tree.referenceTypeMention(type, at: tree.declaration(containing: k), project: file.project)
      else { continue }
      let usage = usages.usage(of: holder.name, in: holder.ranges, isBindingValue: true, tree: tree)
      findings.append(pending(
        mention, usage: usage, subject: "'\(tree.text(from: first, through: close))'", start: first, end: close, in: tree, project: file.project,
        isProperty: false))
      k = close
    }
    return findings
  }

  /// The name a `Binding<C>` type is given and where that name is used: a property or
  /// local (`var text: Binding<C>`, the whole annotation) or a function or initializer
  /// parameter (`item: Binding<C>`). A return type or an expression gives the binding no
  /// name to follow, and is skipped.
  private func bindingHolder(first: Int, close: Int, in tree: SyntaxTree, lookup: DeclarationLookup) -> (name: String, ranges: [Range<Int>])? {
    guard tree.kind(first - 1) == .colon, let index = tree.declaration(containing: first) else { return nil }
    let declaration = tree.declarations[index]
    if (declaration.kind == .variable || declaration.kind == .constant)
      && declaration.typeTokens == first..<(close + 1) && tree.attribute(named: "Binding", on: declaration) == nil {
      return (tree.name(of: declaration), lookup.memberUsageRanges(of: index))
    }
    guard let list = declaration.parameterList, tree.enclosingBracket(of: first) == list,
      let body = declaration.body, let bodyEnd = tree.closingBracket(of: body), tree.kind(first - 2) == .identifier
    else { return nil }
    // `func f(_ item: Binding<C>)`: the name before the colon; `inout` and attributes come after it.
    return (SyntaxTree.unescaped(tree.text(first - 2)), [body..<(bodyEnd + 1)])
  }

  private func pending(
    _ mention: ReferenceTypeMention, usage: ReferenceUsage, subject: String, start: Int, end: Int, in tree: SyntaxTree,
    project: String?, isProperty: Bool
  ) -> PendingFinding {
    let finding = finding(
      in: tree, from: start, through: end,
      message: "\(subject) wraps class '\(mention.name)'",
      help: Self.description.fix)
    // The strict smells: `@Binding` properties only (a `Binding<C>` parameter is someone
    // else's binding), and `NSMutable…` wherever it is bound.
    let strictness: Strictness = !isStrict ? .off : (isProperty ? .propertySmells : .mutableFoundationOnly)
    // A view only previews build (also through views only previews build) is dead code
    // the canvas shows: the stale screen cannot reach a user (review51 P1). Asked last:
    // most candidates are dropped by the cheaper questions.
    let viewName = RenderingParents.privateViewName(holding: start, in: tree)
    let path = tree.source.path
    // Decided by what the bound type is, most often declared in another file.
    return .decidedByOtherFiles(finding) { index in
      let decision = Self.decide(mention, usage: usage, subject: subject, strictness: strictness, index: index)
      if case .drop = decision { return .drop }
      if let viewName, RenderingParents.isBuiltOnlyThroughPreviews(viewName, project: project, file: path, in: index) { return .drop }
      return decision
    }
  }

  private enum Strictness: Sendable {
    case off, propertySmells, mutableFoundationOnly
  }

  private static func decide(
    _ mention: ReferenceTypeMention, usage: ReferenceUsage, subject: String, strictness: Strictness = .off, index: TypeIndex
  ) -> PendingFinding.Decision {
    let type = mention.name
    let verdict = mention.verdict(in: index)
    guard usage.showsStaleState(for: verdict) else {
      return strictDecision(mention, verdict: verdict, usage: usage, subject: subject, strictness: strictness)
    }
    switch verdict {
    case .notApplicable, .observationTracked:
      return .drop
    case .observableObject:
      return .keepWith(
        message: "\(subject) wraps ObservableObject '\(type)'; bindings need value semantics",
        help: "pass the '\(type)' itself and observe it with '@ObservedObject'")
    case .plainClass:
      return .keepWith(
        message: "\(subject) wraps class '\(type)'; bindings need value semantics",
        help: "make '\(type)' a struct, or pass the object itself and mark the class '@Observable'")
    case .frameworkClass:
      return .keepWith(
        message: "\(subject) wraps class '\(type)'; bindings need value semantics",
        help: "bind to a value the '\(type)' is built from, and pass the object itself where it must be shared")
    }
  }

  /// `strict: true`: a binding that only ever hands out the same object (never replaced,
  /// never passed on as a binding) could be the object itself; an `NSMutable…` value
  /// class is a value that should have been a Swift value type.
  private static func strictDecision(
    _ mention: ReferenceTypeMention, verdict: ReferenceTypeMention.Verdict, usage: ReferenceUsage, subject: String,
    strictness: Strictness
  ) -> PendingFinding.Decision {
    let type = mention.name
    guard strictness != .off else { return .drop }
    if mention.isMutableFoundationValue {
      return .keepWith(
        message: "\(subject) wraps mutable Foundation class '\(type)'; bindings need value semantics",
        help: "bind to a Swift value ('String', 'AttributedString', an array) and build the '\(type)' where it is needed")
    }
    guard strictness == .propertySmells, !usage.isReassigned, !usage.passesBindingOn else { return .drop }
    switch verdict {
    case .observableObject:
      return .keepWith(
        message: "\(subject) wraps ObservableObject '\(type)' but never replaces it; pass the object itself",
        help: mention.isOptional
          ? "pass the '\(type)?' itself as a plain 'let', and observe it with '@ObservedObject' in a child view that takes it unwrapped"
          : "declare it '@ObservedObject var' and pass the '\(type)' itself")
    case .observationTracked:
      return .keepWith(
        message: "\(subject) wraps '@Observable' class '\(type)' but never replaces it; pass the object itself",
        help: "declare it 'var' (or '@Bindable var' to make bindings to its members) and pass the '\(type)' itself")
    case .plainClass:
      return .keepWith(
        message: "\(subject) wraps class '\(type)' but never replaces it; pass the object itself",
        help: "make '\(type)' a struct, or pass the object itself and mark the class '@Observable'")
    case .notApplicable, .frameworkClass:
      return .drop
    }
  }
}
