enum StateInitializedTwiceRuleExamples {
  static let triggering: [Example] = [
    // The release builds' branch of a '#if DEBUG' is no seam.
    Example("""
      struct AuthControls: View {
        ↓@State private var code: String = ""
        var body: some View { TextField("Code", text: $code) }
      }
      extension AuthControls {
      #if DEBUG
        init(code: String) { _code = State(initialValue: "debug") }
      #else
        init(code: String) { _code = State(initialValue: code) }
      #endif
      }
      """),
    // Written before 'title' has its value, the assignment initializes the wrapper again:
    // the value is kept and the default is dead.
    Example("""
      struct Row: View {
        ↓@State private var isOn = false
        let title: String
        init(title: String, isOn: Bool) {
          self.isOn = isOn
          self.title = title
        }
        var body: some View { Toggle(title, isOn: $isOn) }
      }
      """),
    // The value comes from a setting the view reads through its wrapper (review89 A38):
    // that read compiles only while the state has its default, so the advice is to compute
    // it without reading the view first.
    Example("""
      struct SettingsScreen: View {
        @AppStorage("backgroundColor") var backgroundColor = "Background"
        ↓@State private var selectedColor: Color = .clear
        init() { _selectedColor = State(initialValue: Color(backgroundColor)) }
        var body: some View { Text(backgroundColor).foregroundStyle(selectedColor) }
      }
      """),
    // A plain stored property is read on its own: without the default this still compiles.
    Example("""
      struct Tinted: View {
        let base = "Background"
        ↓@State private var selected: String = ""
        init() { _selected = State(initialValue: base) }
        var body: some View { Text(selected) }
      }
      """),
    // Through a helper of the project's that returns the 'State', with another value.
    Example("""
      func globalState<T>(_ value: T) -> State<T> { State(initialValue: value) }
      struct RulesList: View {
        ↓@State var filter: String = "No Filter"
        init(filter: String) { _filter = globalState(filter) }
        var body: some View { Text(filter) }
      }
      """),
    Example("""
      struct Search: View {
        ↓@State private var query: String = ""
        init(initial: String) {
          _query = State(initialValue: initial)
        }
        var body: some View { TextField("Search", text: $query) }
      }
      """),
    Example("""
      struct Editor: View {
        ↓@SwiftUI.State private var draft = Draft()
        var body: some View { Text(draft.title) }
      }
      extension Editor {
        init(draft: Draft) {
          self._draft = State(wrappedValue: draft)
        }
      }
      """),
    Example("""
      struct Counter: View {
        ↓@State
        private var count = 0
        init(start: Int) {
          _count = .init(initialValue: start)
        }
        var body: some View { Text("\\(count)") }
      }
      """),
    // A binding handed on outside the sheet: that view sees the first value.
    Example("""
      struct PatientDetails: View {
        ↓@State private var picked: Patient? = nil
        @State private var showingForm = false
        let patient: Patient
        init(patient: Patient) {
          self.patient = patient
          _picked = State(initialValue: patient)
        }
        var body: some View {
          PatientSummary(patient: $picked)
          Button("Edit patient") { picked = patient; showingForm = true }
            .sheet(isPresented: $showingForm) { PatientForm(patient: $picked) }
        }
      }
      """),
    // A second button opens the sheet without writing the date: its reader sees the first value.
    Example("""
      struct DayPlanner: View {
        ↓@State private var draftDate = Date()
        @State private var isEditing = false
        init(start: Date) {
          _draftDate = State(initialValue: start)
        }
        var body: some View {
          VStack {
            Button("Today") { draftDate = Date(); isEditing = true }
            Button("Edit") { isEditing = true }
          }
          .sheet(isPresented: $isEditing) { Text(draftDate, style: .date) }
        }
      }
      """),
    // A fetch request has no `init()`: until `_items` is set, `self.isExpanded = …`
    // initializes the state again, so the default is the dead value (set 99 E32).
    Example("""
      struct LibrarySection: View {
        ↓@State private var isExpanded = false
        @FetchRequest private var items: FetchedResults<LibraryItem>
        init(library: Library, isExpanded: Bool = true) {
          self.isExpanded = isExpanded
          self._items = FetchRequest(sortDescriptors: [], predicate: NSPredicate(format: "library = %@", library))
        }
        var body: some View { DisclosureGroup("Items", isExpanded: $isExpanded) { ForEach(items) { Text($0.name) } } }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // 'preview != nil' is the default while 'preview:' is nil, and only a preview passes
    // it: users never see another first value (set 98 D22).
    Example("""
      struct ChatScreen: View {
        @State private var isNarrating = false
        private let preview: NarrationPreview?
        init(preview: NarrationPreview? = nil) {
          self.preview = preview
          _isNarrating = State(initialValue: preview != nil)
        }
        var body: some View { Text(isNarrating ? "Narrating" : "Chat") }
      }
      struct Home: View {
        var body: some View { ChatScreen() }
      }
      #Preview { ChatScreen(preview: NarrationPreview()) }
      """),
    // The same passed by a preview's helper view, which only previews build.
    Example("""
      struct ChatScreen: View {
        @State private var isNarrating = false
        private let preview: NarrationPreview?
        init(preview: NarrationPreview? = nil) {
          self.preview = preview
          _isNarrating = State(initialValue: preview != nil)
        }
        var body: some View { Text(isNarrating ? "Narrating" : "Chat") }
      }
      struct Home: View {
        var body: some View { ChatScreen() }
      }
      private struct NarrationHost: View {
        let configuration: NarrationPreview
        var body: some View { ChatScreen(preview: configuration) }
      }
      #Preview { NarrationHost(configuration: NarrationPreview()) }
      """),
    // The only initializer that writes it is compiled into debug builds alone, a test's
    // seam: release builds use the default (set 98 D10).
    Example("""
      struct AuthControls: View {
        @State private var code: String = ""
        var body: some View { TextField("Code", text: $code) }
      }
      #if DEBUG
      extension AuthControls {
        init(code: String) { _code = State(initialValue: code) }
      }
      #endif
      """),
    // Every stored property has its value, so the setter's write is lost: that is
    // 'lost_state_assignment', an error, and one declaration gets one finding.
    Example("""
      struct QuantityPicker: View {
        @State private var count = 1
        init(count: Int = 1) { self.count = count }
        var body: some View { Text("\\(count)") }
      }
      struct Cart: View {
        var body: some View { QuantityPicker(count: 3) }
      }
      """),
    // The property given its own value (no parameter is called `progress`): the default
    // either way (review65 P2).
    Example("""
      struct CodeView: View {
        @State private var progress: Double = 0
        let code: String
        init(code: String) {
          self.code = code
          self.progress = progress
        }
        var body: some View { ProgressView(value: progress) }
      }
      """),
    // The parameter's default is the property's and no caller passes it: nothing differs
    // at run time yet; 'strict' reports it (review45 P3, review51 P2).
    Example("""
      struct HoverRow: View {
        @State private var isSelected: Bool = false
        let title: String
        init(title: String, isSelected: Bool = false) {
          self.title = title
          self.isSelected = isSelected
        }
        var body: some View { Text(title).bold(isSelected).onHover { isSelected = $0 } }
      }
      struct Menu: View {
        var body: some View { VStack { HoverRow(title: "Sign out"); HoverRow(title: "Quit") } }
      }
      """),
    // An empty collection spelled two ways is one default (review62 P6), here in an
    // extension's `init`.
    Example("""
      struct StopSearch: View {
        @State var recent = [Stop]()
        var body: some View { List(recent) { Text($0.name) } }
      }
      extension StopSearch {
        init(recent: [Stop] = []) { self.recent = recent }
      }
      struct Journey: View {
        var body: some View { StopSearch() }
      }
      """),
    // A binding whose default is a constant of the property's default, read through
    // `wrappedValue`, that no caller passes (review75 A2).
    Example("""
      struct Cropper: View {
        @Binding var offset: CGSize
        @State private var current: CGSize = .zero
        init(offset: Binding<CGSize> = .constant(.zero)) {
          _offset = offset
          _current = State(initialValue: offset.wrappedValue)
        }
        var body: some View { Color.clear.offset(current) }
      }
      struct Editor: View {
        var body: some View { Cropper() }
      }
      """),
    // The storage form of the same: `count:`'s default is the property's and no caller
    // passes it (review52 P1).
    Example("""
      struct Stepper2: View {
        @State private var count: Int = 1
        init(count: Int = 1) {
          _count = State(initialValue: count)
        }
        var body: some View { Text("\\(count)") }
      }
      struct Basket: View {
        var body: some View { Stepper2() }
      }
      """),
    // Read only in a sheet that the one button opening it fills first: no reader sees
    // either first value (review53 P1).
    Example("""
      struct DayPlanner: View {
        @State private var draftDate = Date()
        @State private var isEditing = false
        let days: [Date]
        init(days: [Date], start: Date) {
          self.days = days
          _draftDate = State(initialValue: start)
        }
        var body: some View {
          List(days, id: \\.self) { day in
            Button("Edit") {
              draftDate = day
              isEditing = true
            }
          }
          .sheet(isPresented: $isEditing) { Text(draftDate, style: .date) }
        }
      }
      """),
    // The same with the sheet's view taking a binding: it reads the value only once
    // presented, after the button wrote it (review83 A3).
    Example("""
      struct PatientDetails: View {
        @State private var picked: Patient? = nil
        @State private var showingForm = false
        let patient: Patient
        init(patient: Patient) {
          self.patient = patient
          _picked = State(initialValue: patient)
        }
        var body: some View {
          Button("Edit patient") {
            picked = patient
            showingForm = true
          }
          .sheet(isPresented: $showingForm) { PatientForm(patient: $picked) }
        }
      }
      """),
    // Nothing reads the property: whichever value wins, nothing shows it (review48 P4).
    Example("""
      struct Announcements: View {
        @State private var languagePref = "en"
        init(language: String) { languagePref = language }
        var body: some View { Text("News") }
      }
      """),
    // The same value twice: nothing is lost (review47 P5).
    Example("""
      struct GrowField: View {
        @Binding private var text: String
        @State private var size: CGSize = .zero
        init(text: Binding<String>) {
          self._text = text
          self._size = State(initialValue: .zero)
        }
        var body: some View { TextField("", text: $text).frame(height: size.height) }
      }
      """),
    // The same through a helper of the project's that returns the 'State' (review88 A24).
    Example("""
      func globalState<T>(_ value: T) -> State<T> { State(initialValue: value) }
      struct RulesList: View {
        @State var filter: String = "No Filter"
        let names: [String]
        init(names: [String]) {
          self.names = names
          _filter = globalState("No Filter")
        }
        var body: some View { Text(filter) }
      }
      """),
    // A view only a preview builds: dead code the canvas shows.
    Example("""
      struct ExpanderDemo: View {
        @State private var isExpanded = true
        init(isExpanded: Bool) { _isExpanded = State(initialValue: isExpanded) }
        var body: some View { Text(isExpanded ? "Open" : "Closed") }
      }
      #Preview { ExpanderDemo(isExpanded: false) }
      """),
    // The first initializer relies on the default; the second (a test seam) seeds it.
    Example("""
      struct Checkout: View {
        let total: Int
        @State private var expanded = false
        init(total: Int) { self.total = total }
        init(total: Int, expanded: Bool) {
          self.total = total
          _expanded = State(initialValue: expanded)
        }
        var body: some View { Text("\\(total)") }
      }
      """),
    // The default is the fallback for when nothing was saved.
    Example("""
      struct Library: View {
        @State private var order = Order.title
        init(store: Store) {
          if let saved = store.savedOrder {
            _order = State(initialValue: saved)
          }
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Search: View {
        @State private var query: String
        init(query: String) {
          _query = State(initialValue: query)
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Search: View {
        @State private var query = ""
        init() {}
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Search: View {
        @State private var query = ""
        func reset() { query = "" }
        var body: some View { Button("Clear") { query = "" } }
      }
      """),
    Example("""
      struct Search: View {
        @Binding var query: String
        init(query: Binding<String>) {
          self._query = query
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Search: View {
        @StateObject private var model = SearchModel()
        init(model: SearchModel) {
          _model = StateObject(wrappedValue: model)
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Search: View {
        @State private var query = ""
        let placeholder: String
        init(placeholder: String) {
          self.placeholder = placeholder
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Search: View {
        @State private var query = ""
        init(text: String) {
          var query = text
          query += "!"
          print(query)
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Search: View {
        @State private var query = ""
        init(text: String) {
          let apply = { (value: String) in print(value) }
          apply(text)
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Search: View {
        @State private var query = ""
        init(text: String) {
          self.init()
          self.query = text
        }
        init() {}
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Search: View {
        @State private var query = ""
        var body: some View { EmptyView() }
      }
      struct Other {
        var query = ""
        init(query: String) { self.query = query }
      }
      """),
    Example("""
      struct Search: View {
        @State private var query = ""
        init(text: String) {
          if query == text { print(text) }
          guard let query = Optional(text) else { return }
          print(query)
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Search: View {
        @State private var query = ""
        init(model: Model) {
          model.query = "x"
          let copy = Model(); copy.query = "y"
        }
        var body: some View { EmptyView() }
      }
      """),
  ]
}
