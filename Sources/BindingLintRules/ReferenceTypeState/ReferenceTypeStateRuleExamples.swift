enum ReferenceTypeStateRuleExamples {
  static let triggering: [Example] = [
    // The screen stays when the save fails: the edited name is shown stale.
    Example("""
      final class Token { var issuer = "" }
      struct EditToken: View {
        @Environment(\\.dismiss) private var dismiss
        ↓@State private var token = Token()
        @State private var issuer = ""
        var body: some View {
          Text(token.issuer)
          Button("Save") {
            token.issuer = issuer
            if store.save(token) { dismiss() }
          }
        }
      }
      """),
    Example("""
      final class Counter { var count = 0 }
      struct CounterView: View {
        ↓@State private var counter = Counter()
        var body: some View {
          Button("Count: \\(counter.count)") { counter.count += 1 }
        }
      }
      """),
    Example("""
      final class SearchModel: ObservableObject {
        @Published var query = ""
      }
      struct SearchView: View {
        ↓@State private var model = SearchModel()
        var body: some View {
          Text("Results for \\(model.query)")
        }
      }
      """),
    Example("""
      class Draft {
        var title = ""
        init() {}
      }
      struct DraftEditor: View {
        ↓@State var draft: Draft
        var body: some View {
          TextField("Title", text: $draft.title)
        }
      }
      """),
    Example("""
      class BaseStore: ObservableObject {
        @Published var items: [String] = []
      }
      final class InboxStore: BaseStore {}
      struct Inbox: View {
        ↓@State private var store: InboxStore = InboxStore.init()
        var body: some View {
          List(store.items, id: \\.self) { Text($0) }
        }
      }
      """),
    Example("""
      enum Editor {
        final class Selection { var range = 0..<0 }
        struct Canvas: View {
          ↓@State private var selection: Selection? = Selection()
          var body: some View {
            Text("\\(selection?.range.count ?? 0)")
              .onTapGesture { selection?.range = 0..<1 }
          }
        }
      }
      """),
    Example("""
      struct LogView: View {
        ↓@State private var log = NSMutableString()
        var body: some View {
          Text(log as String)
          Button("Add") { log.append("tap\\n") }
        }
      }
      """),
    Example("""
      final class Player { var volume = 0.5 }
      extension Player: ObservableObject {}
      struct VolumeView: View {
        ↓@SwiftUI.State private var player = Player()
        var body: some View {
          Slider(value: $player.volume)
        }
      }
      """),
    Example("""
      final class DiskList: ObservableObject {
        @Published private var mounted: [String] = []
        var drives: [String] { mounted }
      }
      struct DiskSummary: View {
        ↓@State private var disks: DiskList
        init(disks: DiskList) { self.disks = disks }
        var body: some View { Text("\\(disks.drives.count) drives") }
      }
      """),
  ]

  /// Flagged only with `strict: true`.
  static let triggeringUnderStrict: [Example] = [
    // An ObservableObject that publishes nothing: a box for a pending work item (review63).
    Example("""
      struct Tooltip: View {
        private final class Pending: ObservableObject {
          weak var workItem: DispatchWorkItem?
        }
        ↓@State private var pending = Pending()
        @State private var isHovering = false {
          didSet { pending.workItem?.cancel() }
        }
        var body: some View {
          Text("?").onHover { isHovering = $0; pending.workItem = DispatchWorkItem {} }
        }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // A view a test declares and hosts once (set 96, B24-B33): no user sees it.
    Example("""
      final class Router: ObservableObject { @Published var path = NavigationPath() }
      final class OverviewTests: XCTestCase {
        func testOverview() {
          struct Container: View {
            @State var router = Router()
            var body: some View { NavigationStack(path: $router.path) { Text("Overview") } }
          }
          XCTAssertNotNil(UIHostingController(rootView: Container()).view)
        }
      }
      """),
    // Edited only by an action that closes the screen right after: nothing shows the
    // object again (review69 A19, a token editor's Save button).
    Example("""
      final class Token { var issuer = "" }
      struct EditToken: View {
        @Environment(\\.dismiss) private var dismiss
        @State private var token = Token()
        @State private var issuer = ""
        var body: some View {
          TextField("Issuer", text: $issuer)
          Button("Save") {
            token.issuer = issuer
            store.save(token)
            dismiss()
          }
          .disabled(issuer == token.issuer)
        }
      }
      """),
    // The nested view's own 'tally' is not the outer one's (review49 P2); the outer passes
    // its '@State' object, never replaced, to the child that owns it (review49 P3).
    Example("""
      final class Tally: ObservableObject { @Published var left = 0 }
      struct Outer: View {
        @State private var tally = Tally()
        var body: some View { Left(tally: tally) }
        struct Left: View {
          @ObservedObject var tally: Tally
          var body: some View { Text("\\(tally.left)").onTapGesture { tally.left += 1 } }
        }
      }
      """),
    // A window kept as a handle, moved by a gesture and handed to a child that closes it:
    // AppKit draws the window, nothing the view shows goes stale (review48 P3).
    Example("""
      struct MiniPanel: View {
        @State private var panelWindow: NSWindow?
        var body: some View {
          VStack { CloseButton(window: panelWindow) }
            .onAppear { panelWindow = NSApp.keyWindow }
            .gesture(DragGesture().onChanged { _ in panelWindow?.setFrameOrigin(.zero) })
        }
      }
      struct CloseButton: View {
        let window: NSWindow?
        var body: some View { Button("Close") { window?.close() } }
      }
      """),
    // A selection a picker replaces through its binding, never edited in place (review46 P5):
    // '@StateObject' could not be handed on as a binding.
    Example("""
      final class Genre: ObservableObject, Identifiable { @Published var name: String; init(name: String) { self.name = name } }
      struct StoreScreen: View {
        @State private var selected: Genre = Genre(name: "")
        var body: some View { VStack { Text(selected.name); GenrePicker(selected: $selected) } }
      }
      struct GenrePicker: View {
        @Binding var selected: Genre
        var body: some View { Button("Rock") { selected = Genre(name: "Rock") } }
      }
      """),
    // A draft the view rebuilds on a change: '@StateObject' could not be assigned anew.
    Example("""
      final class Draft: ObservableObject { @Published var enabled = false }
      struct SaveSheet: View {
        @State var direction = 0
        @State var draft = Draft()
        var body: some View {
          Toggle("On", isOn: .constant(draft.enabled))
            .onChange(of: direction) { _ in draft = Draft() }
        }
      }
      """),
    // A box a representable's callback fills with its coordinator: a handle for actions.
    Example("""
      import AppKit
      final class Box<T> { var value: T? }
      struct Field: NSViewRepresentable {
        let found: (Coordinator) -> Void
        final class Coordinator { func insert(_ text: String) {} }
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeNSView(context: Context) -> NSTextField { found(context.coordinator); return NSTextField() }
        func updateNSView(_ view: NSTextField, context: Context) {}
      }
      struct Editor: View {
        @State private var box = Box<Field.Coordinator>()
        private var coordinator: Field.Coordinator? { box.value }
        var body: some View {
          VStack {
            Field(found: { box.value = $0 })
            Button("Insert") { coordinator?.insert("x") }
          }
        }
      }
      """),
    // Constructed, never replaced, but nothing that changes is read: a throwaway object per
    // init of the view is the whole cost ('strict' reports it).
    Example("""
      final class Session: ObservableObject {
        let id = UUID()
        @Published var token = ""
      }
      struct SessionBadge: View {
        @State private var session = Session()
        var body: some View { Text(session.id.uuidString) }
      }
      """),
    // A window kept for later: read and set in a callback (an assignment makes a closure
    // no view builder), closed on a command; nothing of it is drawn.
    Example("""
      import AppKit
      private final class WindowBox { weak var window: NSWindow?; func close() { window?.close() } }
      struct Editor: View {
        @State private var box = WindowBox()
        var body: some View {
          Text("Edit")
            .background(WindowReader { window in if box.window == nil { box.window = window } })
            .onExitCommand { box.close() }
        }
      }
      struct WindowReader: NSViewRepresentable {
        let found: (NSWindow?) -> Void
        func makeNSView(context: Context) -> NSView { NSView() }
        func updateNSView(_ view: NSView, context: Context) { found(view.window) }
      }
      """),
    // A preview's mock, kept for the canvas and observed by the view it is handed.
    Example("""
      final class Mock: ObservableObject { @Published var count = 0; var context = 0 }
      struct Counter: View {
        @ObservedObject var model: Mock
        @Binding var context: Int
        var body: some View { Text("\\(model.count) \\(context)") }
      }
      #Preview {
        @Previewable @State var model = Mock()
        Counter(model: model, context: $model.context)
      }
      """),
    // The selection of a list the view fetches: a saved rename invalidates the fetch.
    Example("""
      final class Note: NSManagedObject, Identifiable { @NSManaged var title: String? }
      struct Notes: View {
        @Environment(\\.managedObjectContext) private var context
        @FetchRequest(sortDescriptors: []) private var notes: FetchedResults<Note>
        @State private var selected: Note?
        var body: some View {
          List(notes, selection: $selected) { Text($0.title ?? "").tag($0) }
            .toolbar { Button("Rename") { selected?.title = "Renamed"; try? context.save() } }
        }
      }
      """),
    // A window handle kept for later; `$window.didSet { … }` calls a method of `Binding`
    // (an app's extension), it projects no member.
    Example("""
      extension Binding {
        func didSet(_ run: @escaping (Value) -> Void) -> Binding { .init(get: { wrappedValue }, set: { wrappedValue = $0; run($0) }) }
      }
      struct Settings: View {
        @State private var window: NSWindow?
        var body: some View { Text("General").background(WindowReader(window: $window.didSet { _ in resize() })) }
        func resize() { window?.styleMask.remove(.resizable) }
      }
      """),
    // A helper view nested in a preview keeps the object alive for the canvas and hands it
    // to a view that observes it: scaffolding, built once.
    Example("""
      final class Playback: ObservableObject { @Published var isPlaying = false }
      struct PlaybackBadge: View {
        @ObservedObject var playback: Playback
        var body: some View { Text(playback.isPlaying ? "Playing" : "Paused") }
      }
      struct PlaybackBadge_Previews: PreviewProvider {
        struct Harness: View {
          @State var playback = Playback()
          var body: some View { PlaybackBadge(playback: playback) }
        }
        static var previews: some View { Harness() }
      }
      """),
    Example("""
      struct Counter { var count = 0 }
      struct CounterView: View {
        @State private var counter = Counter()
        var body: some View {
          Button("Count: \\(counter.count)") { counter.count += 1 }
        }
      }
      """),
    Example("""
      @Observable final class Counter { var count = 0 }
      struct CounterView: View {
        @State private var counter = Counter()
        var body: some View {
          Button("Count: \\(counter.count)") { counter.count += 1 }
        }
      }
      """),
    Example("""
      @Model final class Note { var text = "" }
      struct NoteEditor: View {
        @State private var note = Note()
        var body: some View { TextField("Note", text: $note.text) }
      }
      """),
    Example("""
      final class SearchModel: ObservableObject { @Published var query = "" }
      struct SearchView: View {
        @StateObject private var model = SearchModel()
        var body: some View { Text(model.query) }
      }
      """),
    Example("""
      struct Clock: View {
        @State private var timer: Timer?
        @State private var ticks = 0
        var body: some View {
          Text("\\(ticks)")
            .onAppear { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in ticks += 1 } }
            .onDisappear { timer?.invalidate() }
        }
      }
      """),
    Example("""
      private final class ScrollBox { weak var scrollView: UIScrollView? }
      struct Feed: View {
        @State private var box = ScrollBox()
        var body: some View {
          List { Text("row") }
            .introspect { box.scrollView = $0 }
            .onChange(of: 1) { box.scrollView?.flashScrollIndicators() }
        }
      }
      """),
    Example("""
      final class Folder: Identifiable { let id = UUID(); var name = "" }
      struct Folders: View {
        let folders: [Folder]
        @State private var selected: Folder?
        var body: some View {
          List(folders) { folder in Text(folder.name).onTapGesture { selected = folder } }
            .sheet(item: $selected) { FolderDetail(folder: $0) }
        }
      }
      """),
    Example("""
      final class Model { var value = 0 }
      struct Row<Model>: View {
        @State private var model: Model
        var body: some View { Text("\\(String(describing: model))") }
      }
      """),
    Example("""
      actor ImageLoader { var cache: [URL: Data] = [:] }
      struct Thumbnail: View {
        @State private var loader = ImageLoader()
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      protocol DataSource: AnyObject { var title: String { get set } }
      struct Screen: View {
        @State private var source: DataSource
        var body: some View { Text(source.title).onTapGesture { source.title = "" } }
      }
      """),
    Example("""
      enum Filter { case all, unread }
      struct Inbox: View {
        @State private var filter = Filter.all
        @State private var other: Filter = Filter.unread
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      final class Session: ObservableObject {
        let id = UUID()
        @Published var token = ""
      }
      struct SessionBadge: View {
        @State private var session: Session? = Session()
        var body: some View { Text(session?.id.uuidString ?? "") }
      }
      """),
    Example("""
      final class Session: ObservableObject {
        @Published var token = ""
      }
      struct SessionSwitcher: View {
        @State private var session = Session()
        var body: some View {
          Button("Sign out") { session = Session() }
        }
      }
      """),
    Example("""
      final class ScrollBox { var offset = 0.0 }
      @propertyWrapper
      struct Unobserved: DynamicProperty {
        @State private var box = ScrollBox()
        init(wrappedValue: Double) {}
        var wrappedValue: Double {
          get { box.offset }
          nonmutating set { box.offset = newValue }
        }
      }
      """),
    Example("""
      #if os(iOS)
      final class Theme { var accent = 0 }
      #else
      struct Theme { var accent = 0 }
      #endif
      struct Swatch: View {
        @State private var theme = Theme()
        var body: some View { Text("\\(theme.accent)").onTapGesture { theme.accent += 1 } }
      }
      """),
    Example("""
      final class Counter { var count = 0 }
      struct CounterList: View {
        @State private var counter = Counter()
        let counters: [Counter]
        var body: some View {
          ForEach(counters.indices, id: \\.self) { index in
            let counter = counters[index]
            Text("\\(counter.count)")
          }
          Button("Reset") { counter.count = 0 }
        }
      }
      """),
    Example("""
      struct Settings { var isOn = false }
      typealias Preferences = Settings
      struct SettingsView: View {
        @State private var preferences = Preferences()
        var body: some View { Toggle("On", isOn: $preferences.isOn) }
      }
      """),
    Example("""
      final class Model { var value = 0 }
      struct Detail: View {
        @State private var model = makeModel()
        @State private var shared = Model.shared
        var body: some View { Text("\\(model.value)").onTapGesture { model.value += 1 } }
      }
      """),
  ]
}
