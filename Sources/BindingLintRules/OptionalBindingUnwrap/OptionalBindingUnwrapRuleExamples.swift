enum OptionalBindingUnwrapRuleExamples {
  static let triggering: [Example] = [
    // A force unwrap in a destination: the screen traps once the channel is gone.
    Example("""
      struct ChannelRoutes: View {
        @Binding var channels: [String: Channel]
        let id: String
        var body: some View {
          let channel = ↓Binding($channels[id])!
          ChannelInfo(channel: channel)
        }
      }
      """),
    Example("""
      struct Schedule: View {
        @State private var choice = When.tonight
        var body: some View {
          if let date = ↓Binding($choice.customDate) {
            DatePicker("At", selection: date)
          }
          Button("Any time") { choice.customDate = nil }
        }
      }
      """),
    Example("""
      struct NoteEditor: View {
        @Binding var note: String?
        var body: some View {
          guard let text = ↓Binding($note) else { return AnyView(EmptyView()) }
          return AnyView(TextEditor(text: text))
        }
      }
      """),
    Example("""
      struct Detail: View {
        @State private var draft: Draft?
        var body: some View {
          if let draft = ↓Binding(self.$draft) { DraftForm(draft: draft) }
        }
        func discard() { draft = nil }
      }
      """),
    Example("""
      struct Row: View {
        @Binding var item: Item
        var body: some View {
          if case let note? = ↓SwiftUI.Binding($item.note) { TextField("Note", text: note) }
        }
      }
      extension Item { mutating func clearNote() { self.note = nil } }
      """),
    Example("""
      struct Filters: View {
        @ObservedObject var model: FilterModel
        var body: some View {
          if model.isEnabled, let range = ↓Binding<ClosedRange<Int>>($model.range) {
            RangeSlider(range: range)
          }
        }
      }
      final class FilterModel: ObservableObject {
        @Published var isEnabled = false
        @Published var range: ClosedRange<Int>?
        func reset() { range = nil }
      }
      """),
    Example("""
      struct Cells: View {
        @Binding var cells: [Cell?]
        var body: some View {
          if var cell = ↓Binding($cells[0]) { CellView(cell: cell) }
        }
      }
      """),
    // The value is read in a button's action, after the check: the binding is kept.
    Example("""
      struct DraftRow: View {
        @Binding var draft: String?
        var body: some View {
          if let text = ↓Binding($draft) {
            Button("Send") { send(text.wrappedValue) }
          }
        }
        func send(_ text: String) {}
      }
      """),
  ]

  /// Flagged only with `strict: true`: nothing in the sources sets the optional to nil.
  static let triggeringUnderStrict: [Example] = [
    // A setting a parser fills, afterwards only replaced by whole new settings (review56).
    Example("""
      struct ImageSection: View {
        @Binding var setting: Setting
        var body: some View {
          if let original = ↓Binding($setting.useOriginalImages) { Toggle("Originals", isOn: original) }
        }
      }
      struct Setting { var useOriginalImages: Bool? }
      """),
    Example("""
      struct Schedule: View {
        @State private var choice: Date? = nil
        var body: some View {
          if let date = ↓Binding($choice) { DatePicker("At", selection: date) }
          Button("Tonight") { choice = .now }
        }
        func isUnset() -> Bool { choice == nil || choice != nil }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // A host view a Swift Testing suite declares for one check (review66).
    Example("""
      struct DraftEditorTests {
        struct Host: View {
          @State var draft: Draft? = Draft(title: "A")
          var body: some View { TitleField(text: Binding($draft)!.title).onDisappear { draft = nil } }
        }
        @Test func showsTheTitle() { #expect(Host().draft != nil) }
      }
      """),
    // The body reads the value while it is there and hands on no binding (review55 P1).
    Example("""
      struct AlertModifier<Item, Actions: View>: ViewModifier {
        @Binding var item: Item?
        var actions: (Item) -> Actions
        func body(content: Content) -> some View {
          content.alert("Title", isPresented: .constant(item != nil)) {
            if let item = Binding($item) {
              actions(item.wrappedValue)
            } else {
              EmptyView()
            }
          }
        }
      }
      """),
    // A preview's sample data, and an action that writes through the binding at once.
    Example("""
      #Preview {
        @Previewable @State var note: String? = "Draft"
        NoteEditor(text: Binding($note)!)
      }
      struct Clear: View {
        @Binding var note: String?
        var body: some View { Button("Clear") { Binding($note)!.wrappedValue = "" } }
      }
      struct NotePreviews: PreviewProvider {
        @State static var note: String? = "Draft"
        static var previews: some View { NoteEditor(text: Binding($note)!) }
      }
      struct Compare: View {
        @Binding var note: String?
        var body: some View { Text(Binding($note) != nil ? "set" : "unset") }
      }
      """),
    // A view only a preview builds, and a string read at once.
    Example("""
      private struct EditorPreviewHolder: View {
        @State var note: String? = "Draft"
        var body: some View { NoteEditor(text: Binding($note)!) }
      }
      #Preview { EditorPreviewHolder() }
      struct Titled<Item>: ViewModifier {
        @Binding var item: Item?
        let title: (Binding<Item>) -> String
        var titleText: String { item == nil ? "" : title(Binding($item)!) }
        func body(content: Content) -> some View { content.navigationTitle(titleText) }
      }
      """),
    Example("""
      struct Schedule: View {
        @State private var choice = When.tonight
        var body: some View {
          DatePicker("At", selection: $choice.customDateOrDefault)
        }
      }
      """),
    Example("""
      struct Wrapper: View {
        @Binding var flag: Bool
        var body: some View {
          OptionalToggle(isOn: Binding($flag))
        }
      }
      """),
    Example("""
      struct Wrapper: View {
        @Binding var name: String
        var optionalName: Binding<String?> { Binding($name) }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Editor: View {
        @State private var note: String?
        var body: some View {
          if let note { Text(note) }
        }
      }
      """),
    Example("""
      struct Editor: View {
        @State private var note: String?
        var body: some View {
          if let text = Binding(get: { note ?? "" }, set: { note = $0 }) as Binding<String>? {
            TextEditor(text: text)
          }
        }
      }
      """),
    Example("""
      struct Editor: View {
        @State private var note: String?
        var body: some View {
          let text = Binding($note)
          OptionalEditor(text: text)
        }
      }
      """),
    Example("""
      struct Editor: View {
        @State private var note = ""
        var body: some View {
          TextEditor(text: Binding(projectedValue: $note))
        }
      }
      """),
    Example("""
      struct Picker: View {
        var body: some View {
          ForEach(items) { item in
            if let value = Binding(item.value) { Slider(value: value) }
          }
        }
      }
      """),
    Example("""
      func convert(_ value: Binding<Int>) -> Binding<Int?> {
        return Binding(value)
      }
      """),
    Example("""
      struct Editor: View {
        @State private var note: String?
        var body: some View {
          // if let text = Binding($note) { TextEditor(text: text) }
          Text("if let text = Binding($note)")
        }
      }
      """),
    Example("""
      struct Editor: View {
        @State private var note: String?
        var body: some View {
          if let draft = store.draft { DraftView(text: Binding($note), draft: draft) }
        }
      }
      """),
    Example("""
      struct Row: View {
        var body: some View {
          ForEach($rows) { $row in
            if let b = Binding($0) { Text("\\(b)") }
          }
        }
      }
      """),
    Example("""
      struct Counter: View {
        @State private var count: Int?
        var body: some View {
          Button("Add") {
            if let value = Binding($count) { value.wrappedValue += 1 }
          }
        }
      }
      """),
    Example("""
      struct Reader: View {
        @State private var queue: [Int]?
        var body: some View {
          Text("x").onAppear {
            while let items = Binding($queue), !items.wrappedValue.isEmpty { items.wrappedValue.removeFirst() }
          }
        }
      }
      """),
  ]
}
