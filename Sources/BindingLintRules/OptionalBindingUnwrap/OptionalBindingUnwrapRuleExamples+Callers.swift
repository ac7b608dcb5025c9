/// A view's own `@Binding` is judged by the storage its callers project (`BindingStorage`).
extension OptionalBindingUnwrapRuleExamples {
  static let callersTriggering: [Example] = [
    // The root `@State`, two views up, is cleared: a child may still read the binding.
    Example("""
      struct Library: View {
        @State private var open: Note?
        var body: some View {
          Shelf(open: $open)
          Button("Close") { open = nil }
        }
      }
      struct Shelf: View {
        @Binding var open: Note?
        var body: some View { Reader(open: $open) }
      }
      struct Reader: View {
        @Binding var open: Note?
        var body: some View {
          if let note = ↓Binding($open) { NoteForm(note: note) }
        }
      }
      """),
    // No '= nil' anywhere, but the root also drives a sheet: SwiftUI clears it on dismissal.
    Example("""
      struct Board: View {
        @State private var selected: Card?
        var body: some View {
          CardStrip(selected: $selected)
            .sheet(item: $selected) { card in CardDetail(card: card) }
        }
      }
      struct CardStrip: View {
        @Binding var selected: Card?
        var body: some View {
          if let card = ↓Binding($selected) { CardEditor(card: card) }
        }
      }
      """),
    // A caller passes a binding the analysis cannot follow.
    Example("""
      struct Inbox: View {
        @ObservedObject var store: MailStore
        var body: some View {
          Viewer(message: Binding(get: { store.selected }, set: { store.select($0) }))
        }
      }
      struct Viewer: View {
        @Binding var message: Message?
        var body: some View {
          if let message = ↓Binding($message) { MessageBody(message: message) }
        }
      }
      """),
  ]

  static let callersNonTriggering: [Example] = [
    // The root `@State` starts nil and is only ever given notes (review82 A6, A9, A10).
    Example("""
      struct Workspace: View {
        @State private var editing: Note?
        var body: some View {
          NotesTab(editing: $editing)
          Button("Open") { editing = Note() }
        }
      }
      struct NotesTab: View {
        @Binding var editing: Note?
        var body: some View { PaperTab(editing: $editing) }
      }
      struct PaperTab: View {
        @Binding var editing: Note?
        var body: some View {
          if let note = Binding($editing) { PaperCanvas(note: note) }
        }
      }
      """),
  ]
}
