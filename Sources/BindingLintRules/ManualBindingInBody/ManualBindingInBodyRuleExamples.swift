enum ManualBindingInBodyRuleExamples {
  static let triggering: [Example] = [
    // A parameter of the member shadows the property: '$store.mode' would be the optional
    // state's projection, not this object's (review52 P2); 'Bindable(store).mode' is this
    // object's.
    Example("""
      @Observable final class DashboardStore { var mode = 0 }
      struct Dashboard: View {
        @State private var store: DashboardStore?
        var body: some View { if let store { toolbar(store: store) } }
        private func toolbar(store: DashboardStore) -> some View {
          Picker("Mode", selection: ↓Binding(get: { store.mode }, set: { store.mode = $0 })) { Text("A").tag(0) }
        }
      }
      """),
    // Through a parameter of a render function: 'Bindable(model).draft' (review73).
    Example("""
      @Observable final class DraftModel { var draft = "" }
      struct Thread: View {
        @State private var model = DraftModel()
        var body: some View { composer(model: model) }
        private func composer(model: DraftModel) -> some View {
          TextField("Message", text: ↓Binding(get: { model.draft }, set: { model.draft = $0 }))
        }
      }
      """),
    // An '@Observable' object the state holds, given in 'init': 'Bindable(model).isAtBottom'
    // binds the property alone, where '$model.isAtBottom' would also set the object back
    // into the state (review85 A31).
    Example("""
      @Observable final class ThreadModel { var isAtBottom = true }
      struct ThreadScreen: View {
        @State private var model: ThreadModel
        init(model: ThreadModel) { _model = State(initialValue: model) }
        var body: some View {
          Scaffold(isAtBottom: ↓Binding(get: { model.isAtBottom }, set: { model.isAtBottom = $0 }))
        }
      }
      """),
    // A body-local '@Bindable' re-binding is the same object (review50 m1d).
    Example("""
      @Observable final class NoteModel { var failure: String? }
      struct NoteSheet: View {
        @State private var model = NoteModel()
        var body: some View {
          @Bindable var model = model
          return ErrorBanner(message: ↓Binding(get: { model.failure }, set: { model.failure = $0 }))
        }
      }
      """),
    Example("""
      struct Banner {
        @Binding var isShown: Bool
        var toggle: some View {
          Toggle("Show", isOn: ↓Binding<Bool>(get: { isShown }, set: { isShown = $0 }))
        }
      }
      extension Banner: View {
        var body: some View { toggle }
      }
      """),
    Example("""
      struct ShareToolbar: ToolbarContent {
        @Binding var isSharing: Bool
        var body: some ToolbarContent {
          ToolbarItem {
            Toggle("Share", isOn: ↓Binding(get: { isSharing }, set: { isSharing = $0 }))
          }
        }
      }
      """),
    Example("""
      struct Row: View {
        @State private var isOn = false
        var body: some View {
          Toggle("On", isOn: ↓Binding(get: { isOn }, set: { isOn = $0 }))
        }
      }
      """),
    Example("""
      struct Profile: View {
        @ObservedObject var model: ProfileModel
        var body: some View {
          TextField("Name", text: ↓Binding(get: { self.model.name }, set: { newValue in self.model.name = newValue }))
        }
      }
      """),
    Example("""
      @Observable final class Draft { var title = "" }
      struct DraftEditor: View {
        @Environment(Draft.self) private var draft
        var body: some View {
          TextField("Title", text: ↓Binding(get: { draft.title }, set: { draft.title = $0 }))
        }
      }
      """),
    Example("""
      struct Checklist: View {
        @State private var items: [Item] = []
        var body: some View {
          List {
            ForEach(items) { item in
              Toggle(item.name, isOn: ↓Binding(get: { item.isDone }, set: { items[items.firstIndex(of: item)!].isDone = $0 }))
            }
          }
        }
      }
      """),
  ]

  /// Flagged only with `strict: true`.
  static let triggeringUnderStrict: [Example] = [
    // Through a `let` of the object: `$prefs.drawing.settings` does not compile (each
    // member of a `$` projection is one writable key path), so the closure is how to bind
    // it (set 99 E31).
    Example("""
      final class DrawingState: ObservableObject { @Published var settings = DrawingSettings() }
      final class CanvasPrefs: ObservableObject {
        @Published var snaps = false
        let drawing = DrawingState()
      }
      struct CanvasInspector: View {
        @EnvironmentObject var prefs: CanvasPrefs
        private var settingsBinding: Binding<DrawingSettings> {
          ↓Binding(get: { prefs.drawing.settings }, set: { prefs.drawing.settings = $0 })
        }
        var body: some View { DrawingSettingsForm(settings: settingsBinding) }
      }
      """),
    // A named bridge over an object with no `$` projection (an `@Observable` environment
    // value): the team's spelling of that binding; `Bindable(settings).isEnabled` at its
    // use is no better (review93).
    Example("""
      @Observable final class AgentSettings { var isEnabled = false }
      struct AgentsTab: View {
        @Environment(AgentSettings.self) private var settings
        private var allowAgents: Binding<Bool> {
          ↓Binding(get: { settings.isEnabled }, set: { settings.isEnabled = $0 })
        }
        var body: some View { Toggle("Allow agents", isOn: allowAgents) }
      }
      """),
    // An object held in `@State`: `$subject.value` would write it back into the state on
    // every keystroke (review62 P3); the `@State` is what to change.
    Example("""
      import Combine
      struct CommentInput: View {
        @State private var subject = CurrentValueSubject<String, Never>("")
        var body: some View {
          TextEditor(text: ↓Binding(get: { subject.value }, set: { subject.value = $0 }))
        }
      }
      """),
    // A row whose setter does more than write the element back (it looks the name up
    // first): `ForEach($model.attendees)` would not do the same (review63 P1).
    Example("""
      struct AttendeeList: View {
        @ObservedObject var model: MeetingModel
        var body: some View {
          ForEach(Array(model.attendees.enumerated()), id: \\.1.id) { index, attendee in
            TextField("Email", text: ↓Binding(get: { attendee.email }, set: {
              if let name = model.contactName(for: $0) { model.attendees[index].name = name }
              model.attendees[index].email = $0
            }))
          }
        }
      }
      """),
    // A constant: the child's `@Binding` only reads it (review60, review61).
    Example("""
      struct Recorder: View {
        @ObservedObject var recorder: AudioRecorder
        var body: some View {
          Waveform(levels: ↓Binding(get: { recorder.levels }, set: { _ in }))
        }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // A pass-through across a `let` of the object: no `$` projection spells it (set 99 E31;
    // `strict` reports it).
    Example("""
      final class DrawingState: ObservableObject { @Published var settings = DrawingSettings() }
      final class CanvasPrefs: ObservableObject {
        @Published var snaps = false
        let drawing = DrawingState()
      }
      struct CanvasInspector: View {
        @EnvironmentObject var prefs: CanvasPrefs
        private var settingsBinding: Binding<DrawingSettings> {
          Binding(get: { prefs.drawing.settings }, set: { prefs.drawing.settings = $0 })
        }
        var body: some View { DrawingSettingsForm(settings: settingsBinding) }
      }
      """),
    // `@FocusState` on one platform and `@State` on the other: `$inputFocused` is a
    // `FocusState<Bool>.Binding` in one build, so the closure binding is the bridge to the
    // child's `Binding<Bool>`, and `$inputFocused` would not compile there (set 96 B4).
    Example("""
      struct ChatView: View {
        #if os(iOS)
        @FocusState private var inputFocused: Bool
        #else
        @State private var inputFocused = false
        #endif
        var body: some View {
          ChatInput(focus: Binding(get: { inputFocused }, set: { inputFocused = $0 }))
        }
      }
      """),
    // Not the parameter: the view's property through `self.`, a nested function's own
    // parameter, a value a `case let` pattern binds.
    Example("""
      @Observable final class Counter { var value = "" }
      final class Labels { var value = "" }
      final class Note { var title = "" }
      enum Selection { case note(Note), none }
      @Observable final class EditorModel { var value = ""; var selection = Selection.none }
      struct Editor: View {
        let value: Labels
        var body: some View { field(value: Counter()) }
        private func field(value: Counter) -> some View {
          TextField("Label", text: Binding(get: { self.value.value }, set: { self.value.value = $0 }))
        }
        private func composer(model: EditorModel, other: Labels) -> some View {
          func row(model: Labels) -> some View {
            TextField("", text: Binding(get: { model.value }, set: { model.value = $0 }))
          }
          return row(model: other)
        }
        @ViewBuilder private func editor(model: EditorModel) -> some View {
          if case let .note(model) = model.selection {
            TextField("Title", text: Binding(get: { model.title }, set: { model.title = $0 }))
          }
        }
      }
      """),
    // A parameter holding an 'ObservableObject' has no 'Bindable', and a closure parameter
    // of the same name is another value.
    Example("""
      final class DraftStore: ObservableObject { @Published var draft = "" }
      @Observable final class DraftModel { var draft = "" }
      struct Thread: View {
        @StateObject private var store = DraftStore()
        let models: [DraftModel]
        var body: some View { composer(model: store) }
        private func composer(model: DraftStore) -> some View {
          TextField("Message", text: Binding(get: { model.draft }, set: { model.draft = $0 }))
        }
        private func rows(model: DraftStore) -> some View {
          ForEach(models) { model in TextField("", text: Binding(get: { model.draft }, set: { model.draft = $0 })) }
        }
      }
      """),
    // A view only its preview builds: dead code the canvas shows (review73 A1).
    Example("""
      struct DayLibrary: View {
        let days: [Day]
        @State private var selectedDay: Day.ID?
        var body: some View {
          List(days, selection: Binding(get: { selectedDay }, set: { selectedDay = $0 })) { Text($0.title) }
        }
      }
      #Preview { DayLibrary(days: []) }
      """),
    // An app's scene body runs when the app's own state changes, not on every render.
    Example("""
      @main struct PlayerApp: App {
        @State private var transfers = Transfers()
        var body: some Scene {
          WindowGroup { Text("Main") }
          MenuBarExtra(isInserted: Binding { !transfers.active.isEmpty } set: { _ in }) { Text("Transfers") }
        }
      }
      """),
    // A preview renders for the canvas; reported only with `strict`.
    Example("""
      #Preview {
        Toggle("On", isOn: Binding(get: { true }, set: { _ in }))
      }
      """),
    // A project's own alert wrapper: `isPresented:` makes it a presentation driver (strict).
    Example("""
      struct Tasks: View {
        @State private var failure: String?
        var body: some View {
          List { Text("Import") }
            .softAlert("Failed", isPresented: Binding(get: { failure != nil }, set: { _ in })) { Button("OK") { failure = nil } }
        }
      }
      """),
    // Rows over positions that read by position: 'foreach_index_binding' reports the
    // 'ForEach' (an error: removing an element can crash), not this rule.
    Example("""
      struct Checklist: View {
        @State private var items: [Item] = []
        var body: some View {
          List {
            ForEach(items.indices, id: \\.self) { index in
              Toggle(items[index].name, isOn: Binding(get: { items[index].isDone }, set: { items[index].isDone = $0 }))
            }
          }
        }
      }
      """),
    // A presentation driver kept in a computed property: a presentation shape (strict
    // only), not a constant — '.constant' would keep the alert from being dismissed.
    Example("""
      struct LockView: View {
        @ObservedObject var model: LockModel
        var body: some View {
          Text("Locked").alert("Error", isPresented: errorShown) { Button("OK") {} }
        }
        var errorShown: Binding<Bool> { .init(get: { model.error != nil }, set: { _ in }) }
      }
      """),
    // The same driver held in a local of the body.
    Example("""
      struct ShortcutsList: View {
        @State private var conflict = Conflict()
        var body: some View {
          let showAlert = Binding<Bool>(get: { !conflict.message.isEmpty }, set: { _ in })
          List { Button("Record") { conflict = Conflict(message: "Already used") } }
            .alert("Conflict", isPresented: showAlert) { Button("OK") { conflict = Conflict() } }
        }
      }
      """),
    // Shapes without a better form: reported only with `strict: true`.
    Example("""
      struct TimePicker: View {
        @State private var selection = Time.tonight
        var body: some View {
          if case let .custom(date) = selection {
            let binding = Binding {
              date
            } set: {
              selection = .custom($0)
            }
            DatePicker("Custom Date", selection: binding)
          }
        }
      }
      """),
    Example("""
      struct CategoryPicker: View {
        let todo: Todo
        let store: Store
        var body: some View {
          Picker("Category", selection: Binding(
            get: { todo.categoryID },
            set: { id in store.setCategory(id, for: todo) }
          )) {
            Text("None").tag(nil as Int?)
          }
        }
      }
      """),
    Example("""
      struct RecipeEditView: View {
        var recipeId: Recipe.ID
        @EnvironmentObject private var viewModel: RecipeViewModel

        private var recipe: Binding<Recipe> {
          Binding(
            get: { viewModel.recipe(with: recipeId) ?? .empty },
            set: { recipe in viewModel.update(recipe) }
          )
        }

        var body: some View {
          RecipeView(recipe: recipe)
        }
      }
      """),
    Example("""
      struct FlagList: View {
        @ObservedObject var model: FlagModel
        @ViewBuilder func rows() -> some View {
          ForEach(model.flags) { flag in
            Toggle(flag.name, isOn: .init(get: { flag.isOn }, set: { model.set(flag, $0) }))
          }
        }
        var body: some View { List { rows() } }
      }
      """),
    Example("""
      struct Settings: View {
        @ObservedObject var store: SettingsStore
        func isEnabled(_ key: String) -> Binding<Bool> {
          Binding(get: { store.flags[key] ?? false }, set: { store.flags[key] = $0 })
        }
        var body: some View {
          Form {
            Toggle("Sync", isOn: isEnabled("sync"))
          }
        }
      }
      """),
    Example("""
      struct Sheet: View {
        @State private var draft: Draft?
        var body: some View {
          Text("Hi")
            .sheet(isPresented: Binding(get: { draft != nil }, set: { if !$0 { draft = nil } })) {
              Text("Draft")
            }
        }
      }
      """),
    Example("""
      struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
          Toggle(isOn: Binding(get: { configuration.isOn }, set: { configuration.isOn = $0 })) {
            configuration.label
          }
        }
      }
      """),
    Example("""
      struct DraftEditor: View {
        @Bindable var model: DraftModel
        var body: some View {
          TextField("Title", text: .init {
            model.draft.title ?? ""
          } set: {
            model.draft.title = $0
          })
        }
      }
      """),
    Example("""
      struct SearchField: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
        func updateUIView(_ bar: UISearchBar, context: Context) {
          context.coordinator.text = Binding(get: { text }, set: { text = $0 })
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {
          var text: Binding<String> = .constant("")
          var body: Binding<String> { .init { "" } set: { _ in } }
        }
      }
      """),
    Example("""
      struct Reducer {
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            state.alert = .init { TextState("Failed") } actions: { ButtonState { TextState("OK") } }
            state.run = .init { await load() }
            return .none
          }
        }
      }
      """),
    Example("""
      struct Counter: View {
        @State private var count = 0
        var body: some View {
          Stepper("Count", value: $count)
          Toggle("Fixed", isOn: .constant(true))
          Toggle("Fixed", isOn: Binding.constant(false))
        }
      }
      """),
    Example("""
      struct Row: View {
        @State private var name: String? = nil
        var body: some View {
          if let binding = Binding($name) {
            TextField("Name", text: binding)
          }
        }
      }
      """),
    Example("""
      struct Row: View {
        @State private var edited: Binding<String>?
        var body: some View {
          Button("Edit") {
            edited = Binding(get: { "a" }, set: { _ in })
          }
        }
      }
      """),
    Example("""
      struct Row: View {
        @State private var edited: Binding<String>?
        var body: some View {
          Button {
            edited = Binding { "a" } set: { _ in }
          } label: {
            Text("Edit")
          }
        }
      }
      """),
    Example("""
      struct Row: View {
        @State private var flag: Binding<Bool>?
        var body: some View {
          Text("A")
            .onAppear { flag = Binding(get: { true }, set: { _ in }) }
            .task { flag = .init(get: { false }, set: { _ in }) }
            .onChange(of: 1) { _ in flag = Binding(get: { true }, set: { _ in }) }
        }
      }
      """),
    Example("""
      extension Binding where Value == Bool {
        static func isPresent<T>(_ value: Binding<T?>) -> Binding<Bool> {
          Binding(get: { value.wrappedValue != nil }, set: { if !$0 { value.wrappedValue = nil } })
        }
        var body: Binding<Bool> { Binding(get: { !wrappedValue }, set: { wrappedValue = !$0 }) }
      }
      """),
    Example("""
      final class SettingsModel: ObservableObject {
        @Published var flags: [String: Bool] = [:]
        func binding(_ key: String) -> Binding<Bool> {
          Binding(get: { self.flags[key] ?? false }, set: { self.flags[key] = $0 })
        }
        var body: Binding<Bool> { binding("body") }
      }
      """),
    Example("""
      struct Editor: View {
        @ObservedObject var store: Store
        private var unused: Binding<String> {
          Binding(get: { store.text }, set: { store.text = $0 })
        }
        var body: some View {
          TextField("Text", text: $store.text)
          Text(store.unused)
        }
      }
      """),
    Example("""
      struct Field: View {
        @Binding private var text: String
        init(model: Model) {
          _text = Binding(get: { model.text }, set: { model.text = $0 })
        }
        var body: some View { TextField("", text: $text) }
      }
      """),
    Example("""
      struct Loader: View {
        var body: some View {
          Text("x").task {
            await Task { let b = Binding(get: { 1 }, set: { _ in }); use(b) }.value
          }
        }
      }
      """),
    Example("""
      struct Name: View {
        @Binding var text: String
        var body: some View {
          // Toggle(isOn: Binding(get: { true }, set: { _ in }))
          Text("let b = Binding(get: { true }, set: { _ in })")
        }
      }
      """),
    Example("""
      struct Parent: View {
        @State private var model = Model()
        var body: some View {
          Child(value: $model.value, isOn: Binding(projectedValue: $model.isOn))
        }
      }
      """),
    Example("""
      extension View {
        func presenting<T>(_ item: Binding<T?>) -> some View {
          sheet(isPresented: Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })) {
            EmptyView()
          }
        }
      }
      """),
    Example("""
      struct Slider: View {
        @State private var value = 0.0
        var body: some View {
          Text("x").gesture(DragGesture().onChanged { _ in
            let b = Binding(get: { value }, set: { value = $0 })
            b.wrappedValue += 1
          })
        }
      }
      """),
  ]
}
