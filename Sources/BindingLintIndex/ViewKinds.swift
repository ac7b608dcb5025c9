/// The one answer to "what does SwiftUI do with this type": install its dynamic properties
/// (`@State`, `@Environment`, …), re-create its values with every render of the parent,
/// or evaluate its members while rendering. Every rule that asks "is this view code" asks
/// here, through the `TypeIndex` questions below; none keeps its own list.
///
/// A type has a kind when it conforms to one of these protocols directly, through an
/// extension anywhere in the linted sources, or through a protocol or superclass declared
/// there (`protocol Card: View` makes every `Card` a view). SwiftUI's own refinements of
/// `View` are invisible to the index, so they are listed by name.
///
/// Evidence (Apple's documentation, read November 2026):
///
/// | protocol | installs state? | why |
/// |---|---|---|
/// | `View`, `ViewModifier`, `App`, `Scene` | yes | `DynamicProperty`: "The view gives values to these properties prior to recomputing the view's body" — https://developer.apple.com/documentation/swiftui/dynamicproperty |
/// | `DynamicProperty` | yes | a property wrapper built from others is installed with its host (same page) |
/// | `UIViewRepresentable`, `NSViewRepresentable` | yes | `protocol UIViewRepresentable : View where Self.Body == Never` — https://developer.apple.com/documentation/swiftui/uiviewrepresentable, https://developer.apple.com/documentation/swiftui/nsviewrepresentable |
/// | `UIViewControllerRepresentable`, `NSViewControllerRepresentable` | yes | `protocol UIViewControllerRepresentable : View where Self.Body == Never` — https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable (the AppKit twin is declared the same way) |
/// | `Shape`, `InsettableShape` | yes | `protocol Shape : Sendable, Animatable, View` — https://developer.apple.com/documentation/swiftui/shape |
/// | `ToolbarContent`, `CustomizableToolbarContent` | not documented | not a `View` refinement — https://developer.apple.com/documentation/swiftui/toolbarcontent |
/// | `Commands` | not documented | not a `View` refinement — https://developer.apple.com/documentation/swiftui/commands; `@FocusedValue` is documented for "your App or View" (https://developer.apple.com/documentation/swiftui/focusedvalues) |
/// | `ButtonStyle`, `ToggleStyle`, `LabelStyle`, … | not documented | protocols with a `makeBody(configuration:)`, not `View` refinements |
/// | `TableColumnContent`, `TableRowContent`, `TabContent` | not documented | builder content, not `View` refinements |
/// | `WidgetConfiguration` | no | evaluated by WidgetKit to configure a widget, never on a render |
///
/// So: the "yes" rows are view code for the rules about state (`non_private_state`,
/// `state_outside_view`, `inline_observed_object`, …). The "not documented" rows are still
/// evaluated on every render (toolbar and command content, a style's `makeBody`), so they
/// are render code for the rules about values rebuilt while rendering
/// (`manual_binding_in_body`, `subscript_binding_in_body`, `conditional_view_identity`), but
/// no rule claims SwiftUI installs state in them: `state_outside_view` stays silent there
/// and `non_private_state` does not report them.
package enum ViewKinds {
  /// SwiftUI's refinements of `View` that the index cannot see declared.
  package static let viewRefinements: Set<String> = representables.union(["Shape", "InsettableShape"])

  /// The protocols that wrap a UIKit or AppKit view or view controller.
  package static let representables: Set<String> = [
    "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable",
  ]

  /// Conforming makes a type view code: SwiftUI installs its dynamic properties.
  /// (`PreviewProvider` and `#Preview` bodies count as view code by the SPEC.)
  package static let stateInstalling: Set<String> = viewRefinements.union([
    "View", "App", "Scene", "ViewModifier", "DynamicProperty", "PreviewProvider",
  ])

  /// View protocols whose values a parent re-creates on every evaluation of its body, so
  /// stored properties are rebuilt with them. `App` (created once), `Scene`,
  /// `DynamicProperty` and `PreviewProvider` are left out.
  package static let recreated: Set<String> = viewRefinements.union(["View", "ViewModifier"])

  /// Types whose members SwiftUI evaluates while rendering without documenting that it
  /// installs their state: toolbar and command content, table and tab content, and the
  /// styles whose `makeBody(configuration:)` builds a view.
  package static let renderContent: Set<String> = [
    "ToolbarContent", "CustomizableToolbarContent", "Commands", "TableColumnContent", "TableRowContent", "TabContent",
    "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "MenuStyle", "GroupBoxStyle",
    "DisclosureGroupStyle", "ProgressViewStyle", "GaugeStyle", "ControlGroupStyle", "LabeledContentStyle", "FormStyle",
  ]

  /// Either kind of render code.
  package static let rendering: Set<String> = stateInstalling.union(renderContent)

  /// The protocol names a file must mention, as words, to declare a view kind in its own
  /// inheritance clauses: the trigger words of rules that only look at such files.
  package static let recreatedWords: [StaticString] = [
    "View", "ViewModifier", "Shape", "InsettableShape",
    "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable",
  ]
}

extension TypeIndex {
  /// Whether the type named `qualifiedName` (as declared or extended) is view code:
  /// SwiftUI installs its dynamic properties (`ViewKinds.stateInstalling`).
  package func isViewType(_ qualifiedName: String, in project: String?) -> Bool {
    type(named: qualifiedName, in: project, conformsToAnyOf: ViewKinds.stateInstalling)
  }

  /// Whether values of the type are re-created with every render of their parent
  /// (`ViewKinds.recreated`): views, modifiers, shapes and representables.
  package func isRecreatedViewType(_ qualifiedName: String, in project: String?) -> Bool {
    type(named: qualifiedName, in: project, conformsToAnyOf: ViewKinds.recreated)
  }

  /// Whether SwiftUI evaluates the type's members while rendering: view code, or toolbar,
  /// command, table, tab or style content (`ViewKinds.rendering`).
  package func isRenderType(_ qualifiedName: String, in project: String?) -> Bool {
    type(named: qualifiedName, in: project, conformsToAnyOf: ViewKinds.rendering)
  }
}

extension ViewKinds {
  /// The decision above for the rule docs (`docs/rules/README.md`): which types every rule
  /// treats as view code.
  package static let markdownSection = """
    ## View kinds

    Every rule that asks "is this view code" gets one answer. A type is view code when it \
    conforms — directly, in an extension anywhere in the linted sources, or through a \
    protocol or superclass declared there (`protocol Card: View`) — to a protocol SwiftUI \
    installs dynamic properties in. Apple documents that for views: "The view gives values \
    to these properties prior to recomputing the view's body" \
    ([DynamicProperty](https://developer.apple.com/documentation/swiftui/dynamicproperty)).

    | protocol | view code for the state rules | render code for the rebuilt-value rules | evidence |
    |---|---|---|---|
    | `View`, `ViewModifier`, `App`, `Scene`, `DynamicProperty`, `PreviewProvider` | yes | yes | [DynamicProperty](https://developer.apple.com/documentation/swiftui/dynamicproperty) |
    | `UIViewRepresentable`, `NSViewRepresentable` | yes | only `body`-like members | `protocol UIViewRepresentable : View` ([UIViewRepresentable](https://developer.apple.com/documentation/swiftui/uiviewrepresentable), [NSViewRepresentable](https://developer.apple.com/documentation/swiftui/nsviewrepresentable)) |
    | `UIViewControllerRepresentable`, `NSViewControllerRepresentable` | yes | only `body`-like members | `protocol UIViewControllerRepresentable : View` ([UIViewControllerRepresentable](https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable)) |
    | `Shape`, `InsettableShape` | yes | yes | `protocol Shape : Sendable, Animatable, View` ([Shape](https://developer.apple.com/documentation/swiftui/shape)) |
    | `ToolbarContent`, `CustomizableToolbarContent`, `Commands`, `TableColumnContent`, `TableRowContent`, `TabContent` | no (not documented) | yes | not `View` refinements ([ToolbarContent](https://developer.apple.com/documentation/swiftui/toolbarcontent), [Commands](https://developer.apple.com/documentation/swiftui/commands)) |
    | `ButtonStyle`, `PrimitiveButtonStyle`, `ToggleStyle`, `LabelStyle`, `MenuStyle`, `GroupBoxStyle`, `DisclosureGroupStyle`, `ProgressViewStyle`, `GaugeStyle`, `ControlGroupStyle`, `LabeledContentStyle`, `FormStyle` | no (not documented) | `makeBody(configuration:)` | protocols with a `makeBody`, not `View` refinements |
    | `WidgetConfiguration` | no | no | WidgetKit evaluates it to configure a widget, not on a render |

    "No (not documented)" cuts both ways: `non_private_state` does not report state in those \
    types, and `state_outside_view` does not call it dead either. A representable's \
    `makeUIView`/`updateUIView` build no SwiftUI children, so a binding built there (or in its \
    `Coordinator`) is not "rebuilt on every render" in the sense of `manual_binding_in_body`.
    """
}
