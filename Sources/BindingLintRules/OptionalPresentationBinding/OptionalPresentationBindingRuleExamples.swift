enum OptionalPresentationBindingRuleExamples {
  static let triggering: [Example] = [
    Example("""
      struct Library: View {
        @State private var selected: Book?
        var body: some View {
          List(books) { book in Text(book.title) }
            ↓.sheet(isPresented: Binding(get: { selected != nil }, set: { if !$0 { selected = nil } })) {
              BookDetail(book: selected!)
            }
        }
      }
      """),
    Example("""
      struct Photos: View {
        @State private var zoomed: Photo?
        var body: some View {
          Grid()
            ↓.fullScreenCover(isPresented: .init(get: { zoomed != nil }, set: { _ in zoomed = nil })) {
              ZoomView(photo: zoomed)
            }
        }
      }
      """),
    Example("""
      struct Files: View {
        @State private var failure: FileError?
        var body: some View {
          Browser()
            ↓.alert("Could not open", isPresented: Binding { failure != nil } set: { _ in failure = nil }) {
              Button("OK") {}
            }
        }
      }
      """),
    Example("""
      struct Trash: View {
        @State private var pendingDelete: Item?
        var showingConfirm: Binding<Bool> {
          Binding(get: { pendingDelete != nil }, set: { if !$0 { pendingDelete = nil } })
        }
        var body: some View {
          List()
            ↓.confirmationDialog("Delete?", isPresented: showingConfirm) {
              Button("Delete", role: .destructive) { delete(pendingDelete) }
            }
        }
      }
      """),
    Example("""
      struct Map: View {
        @State private var pin: Pin?
        var body: some View {
          MapView()
            ↓.popover(isPresented: Binding(get: { nil != self.pin }, set: { _ in self.pin = nil })) {
              PinCard(pin: pin)
            }
        }
      }
      """),
    Example("""
      struct Mail: View {
        @State private var inspected: Message?
        var body: some View {
          let showsInspector = Binding(get: { inspected != nil }, set: { if !$0 { inspected = nil } })
          MessageList()
            ↓.inspector(isPresented: showsInspector) { MessageInfo(message: inspected) }
        }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    Example("""
      struct Library: View {
        @State private var selected: Book?
        var body: some View {
          List().sheet(item: $selected) { book in BookDetail(book: book) }
        }
      }
      """),
    Example("""
      struct Files: View {
        @State private var failure: FileError?
        @State private var showsFailure = false
        var body: some View {
          Browser().alert("Could not open", isPresented: $showsFailure, presenting: failure) { _ in
            Button("OK") {}
          }
        }
      }
      """),
    Example("""
      struct Settings: View {
        @State private var showsAbout = false
        var body: some View {
          Form().sheet(isPresented: $showsAbout) { About() }
        }
      }
      """),
    Example("""
      struct Rename: View {
        @State private var renaming: Folder?
        @State private var name = ""
        var body: some View {
          List().alert("Rename", isPresented: Binding(get: { renaming != nil }, set: { _ in renaming = nil })) {
            TextField("Name", text: $name)
          }
        }
      }
      """),
    Example("""
      struct Player: View {
        @State private var count = 0
        var body: some View {
          Board().sheet(isPresented: Binding(get: { count > 3 }, set: { _ in count = 0 })) { Summary() }
        }
      }
      """),
    Example("""
      struct Feed: View {
        @State private var post: Post?
        @State private var showsPost = false
        var body: some View {
          List().sheet(isPresented: Binding(get: { showsPost && post != nil }, set: { showsPost = $0 })) { PostView() }
        }
      }
      """),
    Example("""
      struct Account: View {
        @ObservedObject var model: AccountModel
        var body: some View {
          Form().sheet(isPresented: $model.isEditing) { Editor() }
        }
      }
      """),
    Example("""
      struct Toolbar: View {
        @State private var error: Error?
        var body: some View {
          Buttons().popover(isPresented: .constant(error != nil)) { ErrorView() }
        }
      }
      """),
    Example("""
      struct Sheets: View {
        @State private var sheet: Sheet?
        var body: some View {
          Content().sheet(item: Binding(get: { sheet }, set: { sheet = $0 })) { s in s.view }
        }
      }
      """),
    Example("""
      struct Drafts: View {
        @State private var draft: Draft?
        var isEditing: Bool { draft != nil }
        var body: some View {
          List().onChange(of: isEditing) { _, _ in }
        }
      }
      """),
    Example("""
      struct Export: View {
        @State private var file: URL?
        var body: some View {
          Button("Export") {}
            .fileExporter(isPresented: Binding(get: { file != nil }, set: { _ in file = nil }), document: Doc()) { _ in }
        }
      }
      """),
  ]
}
