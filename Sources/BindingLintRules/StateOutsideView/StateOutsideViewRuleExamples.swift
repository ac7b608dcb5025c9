enum StateOutsideViewRuleExamples {
  static let triggering: [Example] = [
    Example("""
      final class ProfileModel: ObservableObject {
        ↓@State var nickname = ""
        func rename(to name: String) { nickname = name }
      }
      """),
    Example("""
      @Observable
      final class Library {
        ↓@State private var shelves: [Shelf] = []
        func add(_ shelf: Shelf) { shelves.append(shelf) }
        var isEmpty: Bool { shelves.isEmpty }
      }
      """),
    Example("""
      actor DownloadQueue {
        ↓@StateObject var progress = ProgressModel()
      }
      """),
    Example("""
      struct FilterOptions {
        ↓@State var showsArchived = false
        var query = ""
        func includeArchived() { showsArchived = true }
      }
      """),
    Example("""
      struct CardRow: View {
        struct Layout {
          ↓@GestureState var dragOffset = CGSize.zero
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      final class LoginController {
        ↓@FocusState var isPasswordFocused: Bool
      }
      """),
    // No default, but a method writes it after the initializer: that write is dropped.
    Example("""
      final class MixingItem {
        ↓@State var isOn: Bool
        init(isOn: Bool) { self.isOn = isOn }
        func toggle() { isOn.toggle() }
        var label: String { isOn ? "On" : "Off" }
      }
      """),
    Example("""
      struct Wizard: Equatable {
        ↓@SwiftUI.State var step = 0
        func next() { step += 1 }
      }
      """),
    // Private, and written by another type of its file through a value of it: the toggle
    // is dropped (set 100's bug, in one file).
    Example("""
      private struct SectionState {
        ↓@State var isExpanded = false
      }
      private struct SectionHeader {
        let state: SectionState
        func tap() { state.isExpanded.toggle() }
      }
      """),
  ]

  /// A `@State` that nothing in the file writes, or a private one nothing there reads:
  /// flagged only with `strict: true`.
  static let triggeringUnderStrict: [Example] = [
    // Only the memberwise initializer sets it: reads return that value (review92 B7).
    Example("""
      struct MessageParser {
        ↓@State var colorScheme: ColorScheme
        func parse(_ text: String) -> [String] { [text] }
      }
      """),
    // Written, but nothing can read what was written.
    Example("""
      struct Announcement {
        ↓@State private var show = true
        func dismiss() { show = false }
      }
      """),
    Example("""
      final class DeepLinks {
        ↓@State var windowManager = WindowManager()
        func open() { windowManager.show() }
      }
      """),
    // Only its initializer gives it a value, which reads return (review98 D3).
    Example("""
      final class MixingItem: MenuItem {
        ↓@State var isOn: Bool
        init(title: String, isOn: Bool) {
          self.isOn = isOn
          super.init(title: title)
        }
        var summary: String { "\\(title): \\(isOn)" }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // A view through a composition: an alias of `Delegate & View`, or `A & B` written in
    // the inheritance clause, conforms to each protocol (review68: 157 errors in one app).
    Example("""
      protocol RouterDelegate {}
      protocol PresentDelegate {}
      typealias RoutableView = RouterDelegate & SwiftUI.View
      struct BackupPassword: RoutableView {
        @State private var isTicked = false
        var body: some View { Toggle("Saved", isOn: $isTicked) }
      }
      struct SwapProvider: RoutableView & PresentDelegate {
        @State private var list: [String] = []
        var body: some View { List(list, id: \\.self) { Text($0) } }
      }
      """),
    // A representable's coordinator handed the view's installed focus state: the copy
    // reads and writes the view's own storage (review64 P1).
    Example("""
      struct SubjectField: UIViewRepresentable {
        @FocusState var focused: Field?
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ view: UITextView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(focused: _focused) }
        final class Coordinator: NSObject, UITextViewDelegate {
          @FocusState var focused: Field?
          init(focused: FocusState<Field?>) { _focused = focused }
          func textViewDidEndEditing(_ textView: UITextView) { focused = .body }
        }
      }
      """),
    // A '@State' in a class that nothing in the file writes: reads return the initial
    // value, as a plain property's would, so nothing is lost (review54 P5, review59 P1;
    // `strict` reports it).
    Example("""
      final class DeepLinks {
        @State var windowManager = WindowManager()
        @State var primaryWindowState: WindowState?
        func open() { windowManager.show() }
      }
      """),
    // No default: the initializer's assignment is the wrapper's initial value, and
    // nothing writes it later (review98 D3–D7).
    Example("""
      final class MixingItem: MenuItem {
        @State var isOn: Bool
        @State var progress: Double
        init(title: String, isOn: Bool, progress: Double) {
          self.isOn = isOn
          self.progress = progress
          super.init(title: title)
        }
        var summary: String { "\\(title): \\(isOn) \\(progress)" }
      }
      """),
    // A Swift Testing suite's state, held for its projected value (review42 P7).
    Example("""
      struct SearchBarTests {
        @State var query = "abc"
        @Test func buildsBar() { _ = SearchBar(query: $query) }
      }
      """),
    // A test case's state, held for its projected value (review40 P7).
    Example("""
      final class StepTests: XCTestCase {
        @State var step = 0
        func testBuilds() { _ = StepView(step: $step) }
      }
      """),
    Example("""
      struct Counter: View {
        @State private var count = 0
        var body: some View { Text("\\(count)") }
      }
      """),
    Example("""
      struct Badge {
        @State private var isBlinking = false
      }
      extension Badge: View {
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Highlight: ViewModifier {
        @State private var isHovered = false
        func body(content: Content) -> some View { content }
      }
      """),
    Example("""
      struct Debounced: DynamicProperty {
        @State private var pending = ""
        var wrappedValue: String { pending }
      }
      """),
    Example("""
      @main
      struct NotesApp: App {
        @StateObject private var store = NoteStore()
        var body: some Scene { WindowGroup { EmptyView() } }
      }
      """),
    Example("""
      struct FormFields {
        @Binding var name: String
        @Binding var email: String
      }
      """),
    Example("""
      final class SessionModel: ObservableObject {
        @Published var user: User?
        @AppStorage("token") var token = ""
      }
      """),
    Example("""
      protocol Screen: View {}
      struct Home: Screen {
        @State private var tab = 0
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      enum Catalog {
        struct Grid: View {
          @State private var columns = 3
          var body: some View { EmptyView() }
        }
      }
      """),
    Example("""
      struct Settings: Scene {
        @State private var selection: Int?
        var body: some Scene { WindowGroup { EmptyView() } }
      }
      """),
    Example("""
      final class ThemeModel {
        @Environment(\\.colorScheme) var scheme
        var state = State.idle
      }
      """),
    Example("""
      struct PressableStyle: ButtonStyle {
        @State private var isHovered = false
        func makeBody(configuration: Configuration) -> some View { configuration.label }
      }
      """),
    Example("""
      struct MapCanvas: UIViewRepresentable {
        @State private var lastRegion: Region?
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ view: MKMapView, context: Context) {}
      }
      """),
    Example("""
      import Redux
      struct Feed: ConnectedView {
        @State private var isFiltering = false
      }
      """),
    Example("""
      #Preview {
        @Previewable @State var isOn = false
        Toggle("Wi-Fi", isOn: $isOn)
      }
      """),
  ]
}
