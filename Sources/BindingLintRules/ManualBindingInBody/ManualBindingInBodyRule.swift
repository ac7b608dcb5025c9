import BindingLintSyntax

/// `manual_binding_in_body`: a `Binding` built from get/set closures in code that runs on
/// every render of a view.
///
/// Render code is a view's `body`, its `some View` / `@ViewBuilder` members and the content
/// closures inside them (see `RenderPath.swift`), `#Preview` bodies, and computed
/// properties or functions returning `Binding<…>` that those members use by name. Event
/// closures are not render code. Whether the owning type is a view is decided by the type
/// index, so a conformance declared in an extension in another file counts.
package struct ManualBindingInBodyRule: Rule {
  package static let description = RuleDescription(
    id: "manual_binding_in_body",
    summary: "A Binding built from get/set closures in view code is rebuilt on every render",
    rationale: """
      Flags `Binding(get:set:)`, `Binding<T>(get:set:)`, `Binding { … } set: { … }`, \
      `.init(get:set:)` and `.init { … } set: { … }` written where SwiftUI evaluates them on \
      each render: in a view's \
      `body`, in a `some View` or `@ViewBuilder` member of a view type, in the content \
      closures inside those (`ForEach`, `List`, `.sheet`, alert actions, `NavigationLink` \
      labels), in `#Preview` bodies, and in computed properties or functions of a view type \
      that return `Binding<…>` and are read by one of those members. Toolbar, command, table \
      and tab content and styles (`ToggleStyle.makeBody`, `ButtonStyle`, `LabelStyle`, …) \
      count as render code here: SwiftUI evaluates them while rendering too (see "View \
      kinds"). A representable's `makeUIView`/`updateUIView` and its `Coordinator` are not: \
      they build no SwiftUI children that could be re-rendered.

      A binding made from a `@State` or `@Binding` projection (`$value`, `$model.name`) \
      carries an identity SwiftUI can compare between two renders, so a child that receives \
      it is only re-evaluated when the value it points at changes. A binding made from two \
      closures is a new, opaque pair of functions every time `body` runs: SwiftUI cannot tell \
      whether it still points at the same thing, so every child that takes it is treated as \
      changed and re-rendered on every update of the parent, however unrelated. In long lists \
      and deep hierarchies this is a steady, invisible cost, and it hides real data-flow \
      mistakes behind code that looks like it works.

      Not flagged: bindings built inside event closures (button actions, `onAppear`, \
      `onChange`, `task`, gesture handlers, `Task { }`, `withAnimation { }`), in extensions \
      of `Binding` itself, in initializers, and in types that are not views. Known limits: \
      a helper returning `Binding<…>` is only flagged when a render member of the same type \
      in the same file names it; `extension View` helpers are not treated as view code.

      The advice names your own properties: a getter and setter over one `@State` or \
      `@Binding` path become that projection (`$isOn`); a setter writing `model.draft.title` \
      points at `$model.draft` and a computed property wrapping `title` on its type; a setter \
      that ignores its value becomes `.constant(…)`. Names are suggested only when the \
      setter stores its input and nothing calls a function; a setter that calls one \
      (`model.update($0)`, a store's `send`) is told so, since no key path can make that call.
      """,
    category: .performance,
    fix: "Use the projection of the property the closures read and write ('$isOn'), or derive one from it with a key path to a computed property on its type; pass '.constant(…)' when the setter does nothing",
    triggering: ManualBindingInBodyRuleExamples.triggering,
    nonTriggering: ManualBindingInBodyRuleExamples.nonTriggering)

  package init() {}

  /// Every spelling names `Binding`, labels its getter `get:` (`.init(get:set:)`) or its
  /// setter `set:` (`.init { … } set: { … }`).
  package var triggers: [Trigger] { [.word("Binding"), .label("get"), .label("set")] }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    var findings: [PendingFinding] = []
    var referencedProviders: [Int: Bool] = [:]
    var owners = RenderOwners(tree)
    let lookup = DeclarationLookup(tree)
    let advice = ManualBindingAdvice(tree: tree)
    for binding in tree.manualBindings() {
      guard let owner = owners.owner(of: binding.firstToken) else { continue }
      let place: String
      var typeName: String?
      switch owner {
      case .preview:
        place = "in '#Preview'"
      case .member(let member):
        let declaration = tree.declarations[member]
        if tree.isRenderMember(declaration) {
          place = "in '\(tree.name(of: declaration))'"
        } else if tree.returnsBinding(declaration) {
          if referencedProviders[member] == nil { referencedProviders[member] = isReadByRenderMember(member, in: tree, owners: &owners, lookup: lookup) }
          guard referencedProviders[member] == true else { continue }
          place = "returned by '\(tree.name(of: declaration))'"
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
      let finding = finding(
        in: tree, from: binding.firstToken, through: binding.lastToken,
        message: "'\(binding.display(in: tree))' \(place) is rebuilt on every render",
        help: advice.help(for: binding) { name in typeName.map { property(name, ofType: $0, lookup: lookup) } ?? .unknown })
      if let typeName {
        let project = file.project
        findings.append(PendingFinding(finding) { index in index.isRenderType(typeName, in: project) })
      } else {
        findings.append(PendingFinding(finding))
      }
    }
    return findings
  }

  /// What `name` is in type `typeName` (declared in this file): a property whose wrapper's
  /// projection gives bindings (`@State`, `@Binding`, `@ObservedObject`, …), another
  /// stored or computed property, or not a property of the type.
  private func property(_ name: String, ofType typeName: String, lookup: DeclarationLookup) -> ManualBindingAdvice.Property {
    let tree = lookup.tree
    var found = ManualBindingAdvice.Property.unknown
    for member in lookup.members(ofType: typeName) {
      let declaration = tree.declarations[member]
      guard declaration.kind == .variable || declaration.kind == .constant, let nameToken = declaration.nameToken,
        tree.text(nameToken) == name
      else { continue }
      let isProjecting = tree.attributes(of: declaration).contains { attribute in
        ManualBindingAdvice.projectingWrappers.contains { tree.token(attribute.nameToken, is: $0) }
      }
      if isProjecting { return .projecting }
      found = declaration.hasBody ? .computed : .stored
    }
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
