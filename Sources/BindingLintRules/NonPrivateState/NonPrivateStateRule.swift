import BindingLintSyntax

/// `non_private_state`: SwiftUI-owned storage (`@State` and its relatives) declared in a
/// view type without `private` or `fileprivate`.
///
/// Decided per property once the index knows whether the enclosing type is view code
/// (its `View` conformance may live in an extension in another file). The fix rewrites only
/// the modifier list: attributes and their line breaks are left as written.
package struct NonPrivateStateRule: Rule {
  package static let description = RuleDescription(
    id: "non_private_state",
    summary: "SwiftUI state properties should be private to the view that owns them",
    rationale: """
      Flags properties marked `@State`, `@StateObject`, `@FocusState`, `@GestureState`, \
      `@SceneStorage` or `@AppStorage` in a view type (one that conforms to `View`, `App`, \
      `Scene`, `ViewModifier` or `DynamicProperty`, anywhere in the linted sources) that are \
      neither `private` nor `fileprivate`.

      SwiftUI allocates this storage when the view first appears and keys it to the view's \
      position in the hierarchy; the struct only carries a handle to it. A value a parent \
      passes in through the memberwise initializer seeds that storage once, and every later \
      value the parent passes is silently ignored. Keeping the property private makes the \
      ownership visible and turns that mistake into a compile error: to share the value, \
      pass a `Binding` (`$name`) to the child instead.

      `private(set)` does not count: it still lets a parent write the initial value. \
      `static` members are not flagged (the false positives of `PreviewProvider` sample \
      state): a static member is never part of the memberwise initializer, so nothing can \
      seed it. A static wrapper member anywhere is a different mistake (SwiftUI never \
      installs it, so it is a global that does not update views), not one of privacy. \
      Neither is preview scaffolding: a view declared in a `#Preview` body or nested in a \
      `PreviewProvider` is built once by the canvas with literal values. Nor is a property \
      that satisfies a requirement of a protocol in the sources (`protocol Screen: View { \
      var state: Store { get } }`): it cannot be more private than the protocol. When a parent in \
      another file and a preview both pass the property, the message names the parent.

      The fix makes the property `private`, and it is only as safe as the rest of the \
      project allows. What `private` does to a struct (checked with swiftc 6.3): a wrapped \
      property *with* a default value leaves the memberwise initializer, so a caller that \
      passes it gets "extra argument"; one *without* a default makes the whole memberwise \
      initializer `private`, so every caller outside the type gets "initializer is \
      inaccessible"; an `init` in the type's body means there is no memberwise initializer \
      at all; and an extension in another file can no longer use the property. Hence:

      - a labeled call that passes the property, `Edit(config: c, forward: f)` (also \
        `Edit.init(…)`, `let e: Edit = .init(…)`), in any file of the project: no fix. \
        These are the findings that matter most (the parent's later values are ignored); \
        the message names the call, and the advice is a `@Binding` if the parent owns the \
        value, or keying the view by the value (`.id(value)`) if it only seeds it;
      - a struct with an `init` in its body and nothing else using the property: safe;
      - an extension of the type in another file that mentions the property: unsafe \
        (applied only with `--fix --unsafe-fixes`);
      - otherwise: safe.

      Limits: calls are matched by the type's last name component and the label, so a \
      namesake type's call also withholds the fix; `.init(…)` is recognised only with the \
      type written before `=`; a read of the property through a value (`edit.forward`) from \
      another type in another file is not seen (reading SwiftUI state from outside its \
      view is itself a bug), and `private` would break it.
      """,
    category: .style,
    fix: "Make the property 'private' and pass '$name' to children that need to change it",
    fixSafety: .safe,
    triggering: NonPrivateStateRuleExamples.triggering,
    nonTriggering: NonPrivateStateRuleExamples.nonTriggering)

  private static let wrappers: [StaticString] = ["State", "StateObject", "FocusState", "GestureState", "SceneStorage", "AppStorage"]

  package init() {}

  /// The wrappers as attributes; `@SwiftUI` for `@SwiftUI.State`.
  package var triggers: [Trigger] {
    [.attribute("State"), .attribute("StateObject"), .attribute("FocusState"), .attribute("GestureState"),
     .attribute("SceneStorage"), .attribute("AppStorage"), .attribute("SwiftUI")]
  }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    var findings: [PendingFinding] = []
    // Read once per file, when the first candidate needs it: a scan per property would make
    // a file of many views quadratic.
    var typesDeclaringInit: Set<Int>? = nil
    var scaffoldings = PreviewScaffolding.Memo()
    for declaration in tree.declarations where declaration.kind == .variable || declaration.kind == .constant {
      guard let parent = declaration.parent, tree.declarations[parent].kind.isTypeLike,
        let wrapper = tree.attributes(of: declaration).first(where: { attribute in
          Self.wrappers.contains { tree.token(attribute.nameToken, is: $0) }
        }),
        !isPrivate(declaration, in: tree), !tree.isTypeLevel(declaration)
      else { continue }
      let typeName = tree.qualifiedName(of: parent)
      let project = file.project
      let path = tree.source.path
      let name = tree.name(of: declaration)
      let finding = finding(
        in: tree, from: declaration.firstToken, through: declaration.lastToken,
        message: "'@\(tree.text(wrapper.nameToken))' property '\(name)' should be private",
        help: Self.help(wrapper: tree.text(wrapper.nameToken), property: name),
        fix: privateFix(for: declaration, in: tree))
      if typesDeclaringInit == nil { typesDeclaringInit = Self.typesDeclaringInit(in: tree) }
      let memberwise = tree.declarations[parent].kind == .struct && !typesDeclaringInit!.contains(parent)
      let scaffolding = scaffoldings.scaffolding(of: parent, in: tree)
      findings.append(PendingFinding(finding) { index in
        guard index.isViewType(typeName, in: project), !scaffolding.contains(in: index, project: project),
          index.protocolRequiring(name, of: typeName, in: project) == nil
        else { return .drop }
        return MemberwiseCallers.decide(
          finding, property: name, typeName: typeName, memberwise: memberwise, path: path, project: project, index: index)
      })
    }
    return findings
  }

  /// How children share the property once it is private, by wrapper: `$x` is a binding
  /// for `@State` and the storage wrappers; an object is passed itself.
  private static func help(wrapper: String, property: String) -> String {
    switch wrapper {
    case "StateObject": return "make it 'private'; pass the object itself to child views, which observe it with '@ObservedObject'"
    case "GestureState": return "make it 'private'; the gesture that updates it belongs to this view"
    case "FocusState": return "make it 'private'; pass '$\(property)' to child views that move focus"
    default: return "make it 'private'; pass '$\(property)' to child views that need to change it"
    }
  }

  /// The types with an `init` in their body. A struct without one gets a memberwise
  /// initializer (an `init` declared in an extension does not stop it); no other kind of
  /// type has one.
  private static func typesDeclaringInit(in tree: SyntaxTree) -> Set<Int> {
    Set(tree.declarations.lazy.filter { $0.kind == .initializer }.compactMap(\.parent))
  }

  private func isPrivate(_ declaration: Declaration, in tree: SyntaxTree) -> Bool {
    tree.modifiers(of: declaration).contains { modifier in
      modifier.isPlain && (tree.keyword(modifier.token) == .`private` || tree.keyword(modifier.token) == .`fileprivate`)
    }
  }

  /// Replaces the access modifier with `private`; a setter modifier (`private(set)`,
  /// `public(set)`) is dropped because `private` makes it redundant, or becomes the
  /// `private` when it is the only access modifier; with none, `private ` is inserted
  /// before the first modifier or the keyword. Edits never overlap.
  private func privateFix(for declaration: Declaration, in tree: SyntaxTree) -> Fix {
    let accessKeywords: Set<Keyword> = [.`public`, .`internal`, .package, .open, .`private`, .`fileprivate`]
    let modifiers = tree.modifiers(of: declaration).filter { accessKeywords.contains(tree.keyword($0.token)) }
    let plain = modifiers.first { $0.isPlain }
    var edits: [Edit] = []
    var replacementDone = false
    for modifier in modifiers {
      let start = tree.startOffset(modifier.token)
      let end = tree.endOffset(modifier.lastToken)
      if modifier.token == plain?.token || (plain == nil && !replacementDone) {
        edits.append(Edit(offset: start, endOffset: end, replacement: "private"))
        replacementDone = true
      } else if !modifier.isPlain {
        // Drop `private(set) ` together with the space after it.
        edits.append(Edit(offset: start, endOffset: tree.startOffset(modifier.lastToken + 1), replacement: ""))
      }
    }
    if !replacementDone {
      let anchor = tree.modifiers(of: declaration).first?.token ?? declaration.keywordToken
      let offset = tree.startOffset(anchor)
      edits.append(Edit(offset: offset, endOffset: offset, replacement: "private "))
    }
    edits.sort { $0.offset < $1.offset }
    return Fix(description: "make '\(tree.name(of: declaration))' private", edits: edits)
  }
}
