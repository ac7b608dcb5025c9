/// Examples for `unused_bindable`.
enum UnusedBindableRuleExamples {
  static let triggering: [Example] = [
    Example("""
      @Observable final class Book { var title = "" }
      struct BookRow: View {
          ↓@Bindable var book: Book
          var body: some View { Text(book.title) }
      }
      """),
    Example("""
      @Observable final class Book { var title = "" }
      struct BookEditor: View {
          @Environment(Book.self) private var book
          var body: some View {
              ↓@Bindable var book = book
              Text(book.title)
          }
      }
      """),
    Example("""
      @Observable final class Counter { var count = 0 }
      struct Stepper: View {
          ↓@Bindable var counter: Counter
          var body: some View { Button("+") { counter.count += 1 } }
      }
      """),
    Example("""
      @Observable final class Book { var title = "" }
      struct BookRow: View {
          ↓@SwiftUI.Bindable var book: Book
          var body: some View { Text(book.title) }
      }
      """),
    Example("""
      @Observable final class Book { var title = "" }
      struct BookRow {
          ↓@Bindable var book: Book
      }
      extension BookRow: View {
          var body: some View { Text(book.title).onTapGesture { book.title = "" } }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    Example("""
      @Observable final class Book { var title = "" }
      struct BookEditor: View {
          @Bindable var book: Book
          var body: some View { TextField("Title", text: $book.title) }
      }
      """),
    Example("""
      @Observable final class Book { var title = "" }
      struct BookEditor: View {
          @Environment(Book.self) private var book
          var body: some View {
              @Bindable var book = book
              TextField("Title", text: $book.title)
          }
      }
      """),
    Example("""
      @Observable final class Book { var title = "" }
      struct BookEditor {
          @Bindable var book: Book
      }
      extension BookEditor: View {
          var body: some View { TextField("Title", text: $book.title) }
      }
      """),
    Example("""
      @Observable final class Book { var title = "" }
      struct BookRow: View {
          let book: Book
          var body: some View { Text(book.title) }
      }
      """),
    Example("""
      @Observable final class Book { var title = "" }
      struct BookEditor: View {
          @Bindable var book: Book
          var body: some View { Sheet(book: $book) }
      }
      """),
    Example("""
      @Observable final class Book { var title = "" }
      #Preview {
          @Previewable @Bindable var book = Book()
          Text(book.title)
      }
      """),
    Example("""
      @Observable final class Book { var flags = [false] }
      struct BookEditor: View {
          @Bindable var book: Book
          var body: some View { ForEach($book.flags.indices, id: \\.self) { Toggle("", isOn: $book.flags[$0]) } }
      }
      """),
    Example("""
      struct Plain: View {
          @Binding var text: String
          var body: some View { Text(text) }
      }
      """),
    Example("""
      @Observable final class Book { var title = "" }
      struct BookEditor: View {
          @Bindable var book: Book
          var body: some View { Button("Rename") { rename($book.title) } }
          func rename(_ title: Binding<String>) {}
      }
      """),
    Example("""
      @Observable final class Book { var title = "" }
      struct BookEditor: View {
          @Bindable var book: Book
          var body: some View { content }
          @ViewBuilder var content: some View { TextField("T", text: $book.title) }
      }
      """),
  ]
}
