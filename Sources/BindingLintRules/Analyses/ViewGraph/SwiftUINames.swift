import BindingLintSyntax
import BindingLintIndex

/// What the view-graph extraction knows about names SwiftUI (and Foundation) declare:
/// which capitalized calls are framework views and values (never a project view, so never
/// a construction site), which of them hold content transparently, which calls present
/// content or start a new hierarchy, and which lowercase modifiers are SwiftUI's own and
/// provide nothing. A name missing here is "unknown": a modifier SwiftUI does not declare
/// might wrap a provider, content passed to an unknown function might be hosted anywhere.
///
/// Sources: Apple's SwiftUI documentation (View, Scene, presentation and environment
/// modifiers, `UIHostingController`/`NSHostingController`/`NSHostingView`/
/// `UIHostingConfiguration` "the root view of the SwiftUI view hierarchy").
enum SwiftUINames {
  /// Framework views and containers: content inside them stays in the same hierarchy.
  static let containers: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
    "List", "ForEach", "Section", "Group", "Form", "ScrollView", "ScrollViewReader", "GeometryReader",
    "NavigationStack", "NavigationView", "NavigationSplitView", "NavigationLink", "TabView", "Tab", "TabSection",
    "Button", "Menu", "Link", "Label", "DisclosureGroup", "GroupBox", "ControlGroup", "Picker", "Toggle",
    "ViewThatFits", "AnyView", "TimelineView", "Table", "TableColumn", "TableRow", "OutlineGroup", "LabeledContent",
    "ContentUnavailableView", "ToolbarItem", "ToolbarItemGroup", "ToolbarTitleMenu", "CommandMenu", "CommandGroup",
    "ShareLink", "PhotosPicker", "Stepper", "Slider", "TextField", "SecureField", "DatePicker", "ColorPicker",
    "ProgressView", "Gauge", "EditButton", "PasteButton", "RenameButton", "Canvas", "EmptyView", "HSplitView",
    "VSplitView", "ModifiedContent", "TupleView", "EquatableView", "AsyncImage", "TextEditor", "Text", "Image",
    "Spacer", "Divider", "Color", "SignInWithAppleButton", "VideoPlayer", "SpriteView", "SceneView", "RealityView",
    "Model3D", "Map", "Chart", "MapReader", "WithPerceptionTracking", "SafeAreaReader", "PrimitiveButtonStyleConfiguration",
    "StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration", "ActivityConfiguration", "DynamicIsland",
    "DynamicIslandExpandedRegion", "WidgetBundle", "Inspector", "SettingsLink", "HelpLink", "MultiDatePicker",
    "FocusedValue", "Window", "WindowGroup", "Settings", "MenuBarExtra", "DocumentGroup", "UtilityWindow",
    "ImmersiveSpace", "AlertScene", "WKNotificationScene", "Optional", "Rectangle", "RoundedRectangle", "Circle",
    "Capsule", "Ellipse", "UnevenRoundedRectangle", "Path", "ContainerRelativeShape", "LinearGradient",
    "RadialGradient", "AngularGradient", "EllipticalGradient", "Material",
  ]

  /// Scenes of an `App`: each is a hierarchy of its own.
  static let scenes: Set<String> = [
    "WindowGroup", "Window", "Settings", "MenuBarExtra", "DocumentGroup", "UtilityWindow", "ImmersiveSpace",
    "AlertScene", "WKNotificationScene",
  ]

  /// Calls whose view argument or content is the root of a new hierarchy (Apple: "The root
  /// view of the SwiftUI view hierarchy that you want to manage").
  static let hosts: Set<String> = [
    "UIHostingController", "NSHostingController", "NSHostingView", "UIHostingConfiguration", "NSHostingMenu",
    "NSHostingSceneRepresentation",
  ]

  /// Capitalized framework values built in view code that are never a project view.
  static let values: Set<String> = [
    "Font", "Date", "URL", "UUID", "String", "Int", "Double", "Float", "Bool", "CGFloat", "CGSize", "CGRect", "CGPoint",
    "Array", "Dictionary", "Set", "Data", "Binding", "State", "StateObject", "ObservedObject", "Bindable", "Environment",
    "Namespace", "Animation", "Edge", "EdgeInsets", "Gradient", "UnitPoint", "Angle", "Locale", "Calendar",
    "DateComponents", "IndexPath", "AttributedString", "Decimal", "Task", "Text.DateStyle", "ButtonRole", "Transaction",
    "GridItem", "NSColor", "UIColor", "NSImage", "UIImage", "Range", "ClosedRange", "Measurement", "Duration",
    "DispatchQueue", "Timer", "NotificationCenter", "Result", "Error", "LocalizedStringKey", "Self", "Tab.Role",
    "Visibility", "ToolbarItemPlacement", "NavigationPath", "KeyboardShortcut", "KeyEquivalent", "EventModifiers",
    "ShapeStyle", "StrokeStyle", "Shadow", "Logger", "TimeInterval", "FileManager", "Bundle", "UserDefaults",
  ]

  /// Lowercase calls whose closures present content, by edge kind.
  static func presentation(_ name: String) -> EdgeKind? {
    switch name {
    case "sheet": return .sheet
    case "fullScreenCover": return .fullScreenCover
    case "popover": return .popover
    case "inspector": return .inspector
    case "alert", "confirmationDialog": return .alert
    case "navigationDestination": return .navigation
    default: return nil
    }
  }

  /// `containers`, `values` and `hosts` in one set: a capitalized call naming one is not a
  /// construction of the project's (one lookup per call, not three).
  /// SwiftUI's protocols a project extends with members that build views
  /// (`extension View { func menu() -> some View { … } }`): such an owner is no view of the
  /// sources, and everybody "builds" it.
  static let protocols: Set<String> = [
    "View", "ViewModifier", "Scene", "App", "Commands", "ToolbarContent", "Shape", "InsettableShape", "TableRowContent",
    "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "ProgressViewStyle", "MenuStyle", "GroupBoxStyle",
  ]

  static let containersValuesAndHosts = containers.union(values).union(hosts)
  /// `containersValuesAndHosts` and `modifiers`, asked of tokens in place (`NameTable`):
  /// the view graph asks them of every call in every file.
  static let containersValuesAndHostsTable = NameTable(containersValuesAndHosts)
  static let modifierTable = NameTable(modifiers)

  /// SwiftUI's own view and scene modifiers (and a few ubiquitous methods of views): none
  /// provides an environment object. Any other modifier is looked up among the project's
  /// `View`/`Scene` extensions, and is unknown when it is not there.
  static let modifiers: Set<String> = [
    "accentColor", "accessibility", "accessibilityAction", "accessibilityActions", "accessibilityAddTraits",
    "accessibilityElement", "accessibilityHidden", "accessibilityHint", "accessibilityIdentifier", "accessibilityInputLabels",
    "accessibilityLabel", "accessibilityRemoveTraits", "accessibilityRepresentation", "accessibilitySortPriority",
    "accessibilityValue", "accessibilityChildren", "accessibilityFocused", "accessibilityShowsLargeContentViewer",
    "alert", "alignmentGuide", "allowsHitTesting", "allowsTightening", "animation", "aspectRatio", "autocapitalization",
    "autocorrectionDisabled", "background", "backgroundStyle", "backgroundPreferenceValue", "badge", "badgeProminence",
    "baselineOffset", "blendMode", "blur", "bold", "border", "brightness", "buttonBorderShape", "buttonStyle",
    "clipped", "clipShape", "colorInvert", "colorMultiply", "colorScheme", "compositingLayer", "confirmationDialog",
    "containerBackground", "containerRelativeFrame", "containerShape", "contentMargins", "contentShape",
    "contentTransition", "contextMenu", "contrast", "controlGroupStyle", "controlSize", "coordinateSpace",
    "cornerRadius", "datePickerStyle", "defaultAppStorage", "defaultFocus", "defaultScrollAnchor", "defaultSize",
    "defaultPosition", "deleteDisabled", "dialogIcon", "dialogSuppressionToggle", "digitalCrownRotation", "disabled",
    "disclosureGroupStyle", "dismissalConfirmationDialog", "draggable", "drawingGroup", "dropDestination",
    "dynamicTypeSize", "edgesIgnoringSafeArea", "equatable", "environment", "environmentObject", "exportableToServices",
    "fileExporter", "fileImporter", "fileMover", "fixedSize", "flipsForRightToLeftLayoutDirection", "focusable",
    "focused", "focusedObject", "focusedSceneObject", "focusedSceneValue", "focusedValue", "focusEffectDisabled",
    "focusScope", "focusSection", "font", "fontDesign", "fontWeight", "fontWidth", "foregroundColor",
    "foregroundStyle", "formStyle", "frame", "fullScreenCover", "gaugeStyle", "geometryGroup", "gesture",
    "grayscale", "gridCellAnchor", "gridCellColumns", "gridCellUnsizedAxes", "gridColumnAlignment", "groupBoxStyle",
    "handlesExternalEvents", "headerProminence", "help", "hidden", "highPriorityGesture", "horizontalRadioGroupLayout",
    "hoverEffect", "hoverEffectDisabled", "hueRotation", "id", "ignoresSafeArea", "imageScale", "indexViewStyle",
    "inspector", "inspectorColumnWidth", "interactionActivityTrackingTag", "interactiveDismissDisabled", "invalidatableContent",
    "italic", "kerning", "keyboardShortcut", "keyboardType", "labelsHidden", "labelStyle", "layoutPriority",
    "lineLimit", "lineSpacing", "listItemTint", "listRowBackground", "listRowInsets", "listRowSeparator",
    "listRowSeparatorTint", "listRowSpacing", "listSectionSeparator", "listSectionSeparatorTint", "listSectionSpacing",
    "listStyle", "luminanceToAlpha", "mask", "matchedGeometryEffect", "matchedTransitionSource", "menuIndicator",
    "menuOrder", "menuStyle", "minimumScaleFactor", "modelContainer", "modelContext", "modifier", "monospaced",
    "monospacedDigit", "moveDisabled", "multilineTextAlignment", "navigationBarBackButtonHidden", "navigationBarHidden",
    "navigationBarItems", "navigationBarTitle", "navigationBarTitleDisplayMode", "navigationDestination",
    "navigationSplitViewColumnWidth", "navigationSplitViewStyle", "navigationSubtitle", "navigationTitle",
    "navigationTransition", "navigationViewStyle", "offset", "opacity", "overlay", "overlayPreferenceValue", "padding",
    "persistentSystemOverlays", "pickerStyle", "popover", "position", "preference", "preferredColorScheme",
    "presentationBackground", "presentationBackgroundInteraction", "presentationCompactAdaptation",
    "presentationContentInteraction", "presentationCornerRadius", "presentationDetents", "presentationDragIndicator",
    "presentationSizing", "previewDevice", "previewDisplayName", "previewInterfaceOrientation", "previewLayout",
    "privacySensitive", "progressViewStyle", "projectionEffect", "redacted", "refreshable", "renameAction",
    "replaceDisabled", "rotation3DEffect", "rotationEffect", "safeAreaInset", "safeAreaPadding", "saturation",
    "scaledToFill", "scaledToFit", "scaleEffect", "scenePadding", "scrollBounceBehavior", "scrollClipDisabled",
    "scrollContentBackground", "scrollDisabled", "scrollDismissesKeyboard", "scrollIndicators", "scrollPosition",
    "scrollTargetBehavior", "scrollTargetLayout", "scrollTransition", "searchable", "searchCompletion",
    "searchScopes", "searchSuggestions", "searchFocused", "selectionDisabled", "sensoryFeedback", "shadow", "sheet",
    "simultaneousGesture", "speechAlwaysIncludesPunctuation", "strikethrough", "submitLabel", "submitScope",
    "swipeActions", "symbolEffect", "symbolRenderingMode", "symbolVariant", "tabItem", "tableStyle", "tabViewStyle",
    "tag", "task", "textCase", "textContentType", "textFieldStyle", "textInputAutocapitalization", "textSelection",
    "tint", "toggleStyle", "toolbar", "toolbarBackground", "toolbarColorScheme", "toolbarRole", "toolbarTitleDisplayMode",
    "toolbarTitleMenu", "toolbarVisibility", "tracking", "transaction", "transformEffect", "transition",
    "truncationMode", "underline", "unredacted", "userActivity", "visualEffect", "windowResizability", "windowStyle",
    "windowToolbarStyle", "zIndex", "commands", "commandsRemoved", "defaultLaunchBehavior", "menuBarExtraStyle",
    "restorationBehavior", "windowIdealSize", "windowLevel", "windowManagerRole", "backgroundTask",
    "onAppear", "onDisappear", "onChange", "onTapGesture", "onLongPressGesture", "onSubmit", "onReceive",
    "onHover", "onDrag", "onDrop", "onOpenURL", "onContinueUserActivity", "onMove", "onDelete", "onInsert",
    "onCommand", "onExitCommand", "onMoveCommand", "onPasteCommand", "onPreferenceChange", "onKeyPress",
    "onGeometryChange", "onScrollGeometryChange", "onScrollPhaseChange", "onScrollVisibilityChange", "onContinuousHover",
    "resizable", "renderingMode", "interpolation", "antialiased", "frame", "fill", "stroke", "strokeBorder", "inset",
    "trim", "scale", "rotation", "offset", "eraseToAnyView", "scrollTargetLayout", "listRowPlatterColor",
    "buttonRepeatBehavior", "typesettingLanguage", "labelIconToTitleSpacing", "containerValue", "tabViewSidebarHeader",
    "tabViewCustomization", "glassEffect", "glassEffectID", "backgroundExtensionEffect", "tabBarMinimizeBehavior",
    "navigationLinkIndicatorVisibility", "presentationDetent", "chartXAxis", "chartYAxis", "chartLegend",
    "chartXScale", "chartYScale", "chartForegroundStyleScale", "chartOverlay", "chartBackground",
    "foregroundStyle", "annotation", "symbol", "symbolSize", "interpolationMethod", "accessibilityRotor",
    "accessibilityScrollAction", "accessibilityAdjustableAction", "accessibilityRespondsToUserInteraction",
    "accessibilityZoomAction", "accessibilityTextContentType", "accessibilityHeading", "speechSpellsOutCharacters",
    "contentShape", "statusBar", "statusBarHidden", "prefersDefaultFocus", "focusedSceneObject", "pageCommand",
    "mapStyle", "mapControls", "mapControlVisibility", "mapScope", "safeAreaInsets", "layoutDirectionBehavior",
  ]
}
