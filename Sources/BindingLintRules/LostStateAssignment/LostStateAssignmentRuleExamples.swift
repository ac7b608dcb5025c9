enum LostStateAssignmentRuleExamples {
  static let triggering: [Example] = [
    // One caller passes the value: that value is lost.
    Example("""
      struct QuantityPicker: View {
        ↓@State private var count = 1
        init(count: Int = 1) { self.count = count }
        var body: some View { Text("\\(count)") }
      }
      struct Cart: View {
        var body: some View { QuantityPicker(count: 3) }
      }
      """),
    Example("""
      struct Search: View {
        ↓@State private var query = ""
        init(query: String) {
          self.query = query
        }
        var body: some View { TextField("Search", text: $query) }
      }
      """),
    // Every other stored property is set first: the write comes after initialization.
    Example("""
      struct NotificationToggle: View {
        let title: String
        ↓@State private var isOn = false
        init(title: String, isOn: Bool) {
          self.title = title
          self.isOn = isOn
        }
        var body: some View { Toggle(title, isOn: $isOn) }
      }
      """),
    // A conditional write through the wrapper is lost whenever it runs.
    Example("""
      struct Player: View {
        ↓@State private var volume = 0.5
        init(level: Double) {
          if level > 0 {
            volume = level
          }
        }
        var body: some View { Slider(value: $volume) }
      }
      """),
    Example("""
      enum Screens {
        struct Detail: View {
          ↓@State private var isExpanded = false
          ↓@State private var title = "Untitled"
          init(expanded: Bool, title: String) {
            self.isExpanded = expanded; self.title = title
          }
          var body: some View { DisclosureGroup(title, isExpanded: $isExpanded) { EmptyView() } }
        }
      }
      """),
    // An extension's initializer in the same file.
    Example("""
      struct Rating: View {
        ↓@State private var stars = 0
        var body: some View { Text("\\(stars)") }
      }
      extension Rating {
        init(stars: Int) { self.stars = stars }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // The storage is replaced: the value is kept and the default is dead
    // (`state_initialized_twice`).
    Example("""
      struct Counter: View {
        @State private var count = 0
        init(start: Int) { _count = State(initialValue: start) }
        var body: some View { Text("\\(count)") }
      }
      """),
    // Written before `title` has its value, the assignment initializes the wrapper: kept
    // (`state_initialized_twice` reports the dead default).
    Example("""
      struct Row: View {
        @State private var isOn = false
        let title: String
        init(title: String, isOn: Bool) {
          self.isOn = isOn
          self.title = title
        }
        var body: some View { Toggle(title, isOn: $isOn) }
      }
      """),
    // No default: the assignment is the initialization.
    Example("""
      struct Search: View {
        @State private var query: String
        init(query: String) { self.query = query }
        var body: some View { TextField("Search", text: $query) }
      }
      """),
    // A delegating initializer assigns after `self.init()` set everything.
    Example("""
      struct Search: View {
        @State private var query = ""
        init(text: String) {
          self.init()
          self.query = text
        }
        init() {}
        var body: some View { Text(query) }
      }
      """),
    // The property given its own value: the default either way.
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
    // at run time yet ('strict' reports it).
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
    // Nothing reads the property: whichever value wins, nothing shows it.
    Example("""
      struct Announcements: View {
        @State private var languagePref = "en"
        init(language: String) { languagePref = language }
        var body: some View { Text("News") }
      }
      """),
    // A view only a preview builds: dead code the canvas shows.
    Example("""
      struct ExpanderDemo: View {
        @State private var isExpanded = true
        init(isExpanded: Bool) { self.isExpanded = isExpanded }
        var body: some View { Text(isExpanded ? "Open" : "Closed") }
      }
      #Preview { ExpanderDemo(isExpanded: false) }
      """),
    // The first initializer relies on the default; the second writes it (lost there, but
    // the default is what the first one means).
    Example("""
      struct Checkout: View {
        let total: Int
        @State private var expanded = false
        init(total: Int) { self.total = total }
        init(total: Int, expanded: Bool) {
          self.total = total
          self.expanded = expanded
        }
        var body: some View { Text("\\(total)") }
      }
      """),
    // Read only in a sheet that the one button opening it fills first: no reader sees
    // either first value.
    Example("""
      struct DayPlanner: View {
        @State private var draftDate = Date()
        @State private var isEditing = false
        let days: [Date]
        init(days: [Date], start: Date) {
          self.days = days
          self.draftDate = start
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
    // Written in a method, not in 'init': the view is installed by then.
    Example("""
      struct Search: View {
        @State private var query = ""
        func reset() { query = "" }
        var body: some View { Button("Clear") { query = "" } }
      }
      """),
  ]
}
