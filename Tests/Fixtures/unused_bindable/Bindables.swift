import SwiftUI

@Observable final class Book {
    var title = ""
}

struct BookRow: View {
    @Bindable var book: Book // expect: unused_bindable {{'@Bindable' property 'book' is never projected with '$book'}}
    var body: some View { Text(book.title) }
}

struct BookEditor: View {
    @Bindable var book: Book
    var body: some View { TextField("Title", text: $book.title) }
}

struct EnvironmentEditor: View {
    @Environment(Book.self) private var book
    var body: some View {
        @Bindable var book = book // expect: unused_bindable {{'@Bindable' local 'book'}}
        Text(book.title)
    }
}
