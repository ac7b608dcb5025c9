import SwiftUI

final class Library: ObservableObject {
    @Published var books: [String] = []
}

@Observable final class Account {
    var name = ""
}

struct BookList: View {
    @EnvironmentObject private var library: Library
    var body: some View { List(library.books, id: \.self) { Text($0) } }
}

struct Shelf: View {
    var body: some View {
        VStack {
            Text("Shelf")
            BookList()
        }
    }
}

struct AccountBadge: View {
    @Environment(Account.self) private var account
    var body: some View { Text(account.name) }
}

#Preview("Missing") {
    BookList() // expect: preview_missing_environment_object {{'#Preview' shows 'BookList' without a provider of 'Library'; the preview crashes}}
}

#Preview("Child reads it") {
    Shelf() // expect: preview_missing_environment_object {{'#Preview' shows 'Shelf' without a provider of 'Library', whose 'BookList' reads it}}
}

struct AccountBadge_Previews: PreviewProvider {
    static var previews: some View {
        AccountBadge() // expect: preview_missing_environment_object {{'AccountBadge_Previews' shows 'AccountBadge' without a provider of 'Account'}}
    }
}

// Near misses.
#Preview("Provided") {
    Shelf().environmentObject(Library())
}

#Preview("Observation provided") {
    AccountBadge().environment(Account())
}
