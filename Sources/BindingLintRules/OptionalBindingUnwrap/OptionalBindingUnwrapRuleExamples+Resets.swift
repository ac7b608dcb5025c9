/// What counts as the value turning nil, and what does not.
extension OptionalBindingUnwrapRuleExamples {
  static let resetTriggering: [Example] = [
    // No '= nil' anywhere, but the state also drives a sheet: SwiftUI clears it on dismissal.
    Example("""
      struct Board: View {
        @State private var selected: Card?
        var body: some View {
          if let card = ↓Binding($selected) { CardEditor(card: card) }
          CardStrip(onPick: { selected = $0 })
            .sheet(item: $selected) { card in CardDetail(card: card) }
        }
      }
      """),
    // A view's own `@Binding`: its caller may reset the storage under any name.
    Example("""
      struct Reader: View {
        @Binding var open: Note?
        var body: some View {
          if let note = ↓Binding($open) { NoteForm(note: note) }
        }
      }
      """),
    // A name bound by a condition ('if let chapters') is the property again after it.
    Example("""
      struct Player: View {
        @ObservedObject var model: Model
        var body: some View {
          if let chapters = ↓Binding($model.chapters) { ChapterList(model: chapters) }
        }
        final class Model: ObservableObject {
          @Published var chapters: ChapterList.Model?
          func close() {
            if let chapters { chapters.save() }
            chapters = nil
          }
        }
      }
      """),
    // The model's stored optional is set back to nil.
    Example("""
      struct Player: View {
        @ObservedObject var model: Model
        var body: some View {
          if let chapters = ↓Binding($model.chapters) { ChapterList(model: chapters) }
          Button("Close") { model.chapters = nil }
        }
        final class Model: ObservableObject {
          @Published var chapters: ChapterList.Model?
        }
      }
      """),
  ]

  static let resetNonTriggering: [Example] = [
    // The view's own `@State` is only ever given notes; another type's computed optional
    // of the same name is no reset of it (review82 A7).
    Example("""
      struct Workspace: View {
        @State private var editingNote: Note?
        var body: some View {
          if let note = Binding($editingNote) { PaperCanvas(note: note) }
          Button("Open") { editingNote = Note() }
        }
      }
      struct NoteLink {
        let notes: [Note]
        var editingNote: Note? { notes.first }
      }
      """),
    // The same for a stored member of the type this file declares for the view's model:
    // it is only ever given a value, and a book's computed 'chapters' is another type's
    // (set 98 D19).
    Example("""
      struct Player: View {
        @ObservedObject var model: Model
        var body: some View {
          if let chapters = Binding($model.chapters) { ChapterList(model: chapters) }
        }
        final class Model: ObservableObject {
          @Published var chapters: ChapterList.Model?
          func load() { chapters = ChapterList.Model() }
        }
      }
      struct Book {
        let media: Media
        var chapters: [Chapter]? { media.chapters }
      }
      """),
    // A local given 'nil' in one branch is no property's reset (set 98 D19).
    Example("""
      struct Player: View {
        @ObservedObject var model: Model
        var body: some View {
          if let chapters = Binding($model.chapters) { ChapterList(model: chapters) }
        }
        final class Model: ObservableObject {
          @Published var chapters: ChapterList.Model?
        }
      }
      final class Details {
        func load(book: Book) -> [Chapter]? {
          let chapters: [Chapter]?
          if book.hasChapters {
            chapters = book.chapters
          } else {
            chapters = nil
          }
          return chapters
        }
      }
      """),
  ]
}
