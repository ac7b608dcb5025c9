import BindingLintSyntax

/// `non_private_state`: SwiftUI-owned storage (`@State` and its relatives) declared in a
/// view type without `private` or `fileprivate`, when nothing but style is at stake.
///
/// Decided per property once the index knows whether the enclosing type is view code
/// (its `View` conformance may live in an extension in another file) and who else uses the
/// property: a caller passing it is `state_passed_by_parent`'s finding (a lost value, not
/// a style point), and a property an extension in another file uses cannot be private, so
/// it is not reported at all. The fix rewrites only the modifier list: attributes and their
/// line breaks are left as written.
package struct NonPrivateStateRule: StrictOptionRule {
  package static let description = RuleDescription(
    id: "non_private_state",
    summary: "SwiftUI state properties should be private to the view that owns them",
    rationale: """
      Flags properties marked `@State`, `@StateObject`, `@FocusState` or `@GestureState` in \
      a view type (one that conforms to `View`, `App`, `Scene`, `ViewModifier` or \
      `DynamicProperty`, anywhere in the linted sources) that are neither `private` nor \
      `fileprivate`, when nothing in the project passes or uses them from outside.

      SwiftUI allocates this storage when the view first appears and keys it to the view's \
      position in the hierarchy; the struct only carries a handle to it. Nothing outside \
      the view can usefully set it: a value passed through the memberwise initializer seeds \
      the storage once and every later value is ignored. Keeping the property private says \
      so in the code and turns that mistake into a compile error: to share the value, pass \
      a `Binding` (`$name`) to the child instead. This is a style finding: nothing is wrong \
      at run time yet. When a caller *does* pass the property, the value is already lost, \
      and `state_passed_by_parent` (correctness) reports it instead of this rule. A \
      preview that passes it (`#Preview { SignupView(account: Model()) }`) injects a value \
      on purpose, and `private` would break that call: not reported either.

      `@AppStorage` and `@SceneStorage` are reported only with `strict: true`: their \
      storage is keyed by a defaults key or the scene, not by the view, so the reason above \
      does not hold for them; privacy there is only a matter of keeping the view's \
      initializer small. `private(set)` does not count as private: it still lets a parent \
      write the initial value. `static` members are not flagged (a static member is never \
      part of the memberwise initializer, so nothing can seed it). Neither is preview \
      scaffolding (a view declared in a `#Preview` body or nested in a `PreviewProvider`, \
      or declared inside `#if DEBUG` and built by a preview of its file: a helper that \
      hosts state for the preview of another view), nor a view declared in test code (in \
      a test suite or a `@Test` function, in a file that imports `XCTest` or `Testing`, or \
      in a file under a folder of the project whose name ends in `Tests`), \
      nor a property that satisfies a requirement of a protocol in the sources (`protocol \
      Screen: View { var state: Store { get } }`): it cannot be more private than the \
      protocol. A property that an extension of the type in another file reads or writes \
      is not reported: `private` would break that extension, and nothing smaller than \
      `internal` reaches it.

      The fix makes the property `private`, and it is safe: the cases where `private` \
      could break the build (a caller passing the property, an extension elsewhere using \
      it) are not reported by this rule. What `private` does to a struct (checked with \
      swiftc 6.3): a wrapped property with a default value leaves the memberwise \
      initializer; one without a default makes the whole memberwise initializer `private`; \
      an `init` in the type's body means there is no memberwise initializer at all.

      Limits: calls are matched by the type's last name component and the label; \
      `.init(…)` is recognised only with the type written before `=`; a read of the \
      property through a value (`edit.forward`) from another type in another file is not \
      seen (reading SwiftUI state from outside its view is itself a bug), and `private` \
      would break it. An extension that only declares a nested type with a member of the \
      same name does not count as using the property.

      Off by default: on ten apps nobody had linted before, 20 % of its 751 findings were ones \
      the team would change: where the house style is non-private `@State` (one of those \
      apps declares 654 `@State var` and 42 `@State private var`), nobody takes the commit. \
      The bug inside the pattern, a caller passing the value, is \
      `state_passed_by_parent`'s (a value with its `strict` option). SwiftLint's `private_swiftui_state` is \
      opt-in too. Turn it on with `--enable non_private_state` (or `--enable style`), or \
      with `"non_private_state": "warning"` in the configuration's `rules`.
      """,
    category: .style, isEnabledByDefault: false,
    fix: "Make the property 'private' and pass '$name' to children that need to change it",
    fixSafety: .safeOrUnsafe,
    triggering: NonPrivateStateRuleExamples.triggering,
    nonTriggering: NonPrivateStateRuleExamples.nonTriggering
  ).with(options: [.strict(effect: "also report '@AppStorage' and '@SceneStorage' properties, whose storage is keyed by a key, not by the view")])

  package var isStrict = false

  package init() {}

  /// The wrappers as attributes; `@SwiftUI` for `@SwiftUI.State`.
  package var triggers: [Trigger] {
    [.attribute("State"), .attribute("StateObject"), .attribute("FocusState"), .attribute("GestureState"),
     .attribute("SceneStorage"), .attribute("AppStorage"), .attribute("SwiftUI")]
  }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    var findings: [PendingFinding] = []
    var previewHelpers = PreviewHelpers(tree)
    for property in tree.stateProperties(wrappers: StateWrappers.all, project: file.project) {
      if StateWrappers.keyed.contains(property.wrapperName) && !isStrict { continue }
      if previewHelpers.contains(property.owner) { continue }
      let declaration = tree.declarations[property.declaration]
      let finding = finding(
        in: tree, from: declaration.firstToken, through: declaration.lastToken,
        message: "'@\(property.wrapperName)' property '\(property.name)' should be private",
        help: Self.help(wrapper: property.wrapperName, property: property.name),
        fix: privateFix(for: declaration, in: tree))
      let project = file.project
      let path = tree.source.path
      findings.append(PendingFinding(finding) { index in
        guard property.isViewStateProperty(in: index, project: project) else { return false }
        // A caller seeds it: `state_passed_by_parent` reports that, and `private` would not
        // compile. A preview's call counts too: it injects the value on purpose. So does a
        // caller that passes the backing wrapper under `_name:`.
        if property.hasMemberwiseInitializer,
          !index.labeledCallSites(of: property.ownerName, passing: property.name, in: project).isEmpty
            || !index.labeledCallSites(of: property.ownerName, passing: "_" + property.name, in: project).isEmpty
        {
          return false
        }
        // An extension elsewhere uses it: it cannot be private.
        return index.extensionsMentioning(property.name, of: property.ownerName, in: project, outside: path).isEmpty
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
