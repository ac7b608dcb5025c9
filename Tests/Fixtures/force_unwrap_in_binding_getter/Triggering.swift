import SwiftUI

final class Library: ObservableObject {
    @Published var books: [Book] = []
    func book(id: Book.ID) -> Book? { books.first { $0.id == id } }
    func replace(_ book: Book) {}
    func loadShelf() throws -> Int { 0 }
}

struct Book: Identifiable {
    var id = UUID()
    var title = ""
}

struct BookEditor: View {
    @EnvironmentObject private var library: Library
    let bookID: Book.ID

    private var book: Binding<Book> {
        Binding {
            library.book(id: bookID)! // expect: force_unwrap_in_binding_getter {{getter of 'Binding { } set: { }' has a force unwrap of 'library.book(id: bookID)'}}
        } set: { library.replace($0) }
    }

    private func title(of id: Book.ID) -> Binding<String> {
        .init(get: { library.books.first { $0.id == id }!.title }, set: { _ in }) // expect: force_unwrap_in_binding_getter {{'library.books.first { $0.id == id }'}}
    }

    private var shelf: Binding<Int> {
        Binding(get: { try! library.loadShelf() }, set: { _ in }) // expect: force_unwrap_in_binding_getter {{'try!' on 'loadShelf'}}
    }

    private var anyTitle: Binding<String> {
        Binding<String>(get: { (library.books.first as Any) as! String }, set: { _ in }) // expect: force_unwrap_in_binding_getter {{'as! String'}}
    }

    var body: some View {
        TextField("Title", text: book.title)
    }
}
