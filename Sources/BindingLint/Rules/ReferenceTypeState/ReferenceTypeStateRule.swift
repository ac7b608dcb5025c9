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
public struct ReferenceTypeStateRule: Rule {
  public static let description = RuleDescription(
    id: "reference_type_state",
    summary: "'@State' should hold a value type or an '@Observable' class",
    rationale: """
      Flags an `@State` property whose type — written in the annotation, or constructed by \
      the initializer (`@State private var model = Model()`, `Model.init()`, \
      `MyPackage.Model()`) — is a class declared in the linted sources or a mutable \
      Foundation, UIKit or AppKit class, when the view depends on what is inside the \
      object: it makes a binding into a member (`$model.name`), or it changes a member \
      (`model.count += 1`, `model.isOn.toggle()`) and also reads that member while \
      rendering. For an `ObservableObject`, reading one of its `@Published` members while \
      rendering is enough. `@Observable` classes, SwiftData `@Model` classes and their \
      subclasses are never flagged.

      `@State` notices assignments to the property and nothing else. Changing a member of \
      a class leaves the reference untouched, so SwiftUI is never told, and the view keeps \
      showing the old value until something unrelated redraws it. An `ObservableObject` \
      in `@State` is kept alive but never subscribed to: its `@Published` changes are \
      ignored, which is what `@StateObject` is for. Observation tracks `@Observable` \
      classes member by member, so they belong in `@State`.

      Known limits: a class used only for its identity is left alone on purpose — a timer \
      or window kept for later, a box mutated without wanting a redraw, a selection or \
      `.sheet(item:)` replaced wholesale. Usage is read in the declaring type and its \
      extensions in the same file; reads in child views or in helpers that do not return \
      `some View` are not seen. Actors (a view cannot edit one synchronously), protocol \
      existentials, generic parameters, type aliases to types outside the sources, and \
      names that are a class in one declaration and something else in another are not \
      flagged. A superclass outside the sources is not inspected, so an `@Observable` or \
      `ObservableObject` base there cannot be seen.
      """,
    severity: .warning,
    fix: "Use a struct for view state, mark the class '@Observable', or hold an ObservableObject in '@StateObject'",
    triggering: ReferenceTypeStateRuleExamples.triggering,
    nonTriggering: ReferenceTypeStateRuleExamples.nonTriggering)

  public init() {}

  /// The attribute is written `@State` or `@SwiftUI.State`.
  public var triggers: [Trigger] { [.attribute("State"), .attribute("SwiftUI")] }

  public func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    let lookup = DeclarationLookup(tree)
    var findings: [PendingFinding] = []
    for (index, declaration) in tree.declarations.enumerated() where declaration.kind == .variable {
      guard let wrapper = tree.attribute(named: "State", on: declaration), isSwiftUIAttribute(wrapper, in: tree) else { continue }
      let written: SyntaxTree.PlainTypeName?
      if !declaration.typeTokens.isEmpty {
        written = tree.plainTypeName(in: declaration.typeTokens)
      } else {
        written = tree.constructedTypeName(in: declaration.initializerTokens)
      }
      guard let type = written, !SyntaxTree.valueTypeNames.contains(type.name),
        let mention = tree.referenceTypeMention(type, at: index, project: file.project)
      else { continue }
      let property = tree.name(of: declaration)
      let usage = tree.referenceUsage(of: property, in: lookup.memberUsageRanges(of: index), isBindingValue: false)
      let finding = Finding(
        ruleID: Self.description.id,
        start: Int(tree.tokens[declaration.firstToken].start),
        end: Int(tree.tokens[declaration.lastToken].end),
        message: "'@State' property '\(property)' holds class '\(mention.name)'",
        help: Self.description.fix)
      findings.append(PendingFinding(finding) { index in Self.decide(mention, usage: usage, property: property, index: index) })
    }
    return findings
  }

  /// `@State` or `@SwiftUI.State`; another module's `@Foo.State` is not SwiftUI's.
  func isSwiftUIAttribute(_ attribute: Attribute, in tree: SyntaxTree) -> Bool {
    attribute.nameToken == attribute.atToken + 1 || tree.token(attribute.atToken + 1, is: "SwiftUI")
  }

  static func decide(_ mention: ReferenceTypeMention, usage: ReferenceUsage, property: String, index: TypeIndex) -> PendingFinding.Decision {
    let type = mention.name
    let verdict = mention.verdict(in: index)
    guard usage.showsStaleState(for: verdict) else { return .drop }
    switch verdict {
    case .notApplicable:
      return .drop
    case .observableObject:
      return .keepWith(
        message: "'@State' property '\(property)' holds ObservableObject '\(type)'; use '@StateObject' so its changes update the view",
        help: "declare '\(property)' with '@StateObject' (or '@ObservedObject' when the view does not create it)")
    case .plainClass:
      return .keepWith(
        message: "'@State' property '\(property)' holds class '\(type)'; mutations inside it never update the view",
        help: "make '\(type)' a struct, or mark the class '@Observable'")
    case .frameworkClass:
      return .keepWith(
        message: "'@State' property '\(property)' holds class '\(type)'; mutations inside it never update the view",
        help: "keep the value the view shows in '@State' and the '\(type)' outside view state")
    }
  }
}
