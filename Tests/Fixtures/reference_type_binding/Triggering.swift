import SwiftUI

struct ContactEditor: View {
    // A binding into a member of a class declared in Models.swift.
    @Binding var contact: Contact // expect: reference_type_binding {{'@Binding' property 'contact' wraps class 'Contact'; bindings need value semantics}}

    var body: some View {
        Form {
            TextField("Name", text: $contact.name)
        }
    }
}

struct FavoriteButton: View {
    @Binding var contact: Contact? // expect: reference_type_binding {{'contact'}}

    var body: some View {
        Button(contact?.isFavorite == true ? "Unfavorite" : "Favorite") {
            contact?.isFavorite.toggle()
        }
    }
}

struct PlaylistHeader: View {
    // ObservableObject through an extension in PlaylistConformance.swift.
    @Binding var playlist: Playlist // expect: reference_type_binding {{wraps ObservableObject 'Playlist'}}

    var body: some View {
        Text(playlist.title)
            .font(.headline)
    }
}

struct ContactList: View {
    let contacts: [Contact]

    func row(for contact: Binding<Contact>) -> some View { // expect: reference_type_binding {{'Binding<Contact>' wraps class 'Contact'}}
        Toggle(contact.wrappedValue.name, isOn: contact.isFavorite)
    }

    var body: some View {
        List(contacts) { Text($0.name) }
    }
}

struct NameField: View {
    let contact: SwiftUI.Binding<Contact> // expect: reference_type_binding {{'SwiftUI.Binding<Contact>'}}

    var body: some View {
        TextField("Name", text: contact.name)
    }
}

struct PlaylistRenamer: View {
    // The parameter is only stored; the property it is stored in is what gets used.
    init(playlist: Binding<Playlist>) {
        self.playlist = playlist
    }

    var playlist: Binding<Playlist> // expect: reference_type_binding {{'Binding<Playlist>' wraps ObservableObject 'Playlist'}}

    var body: some View {
        TextField("Title", text: playlist.title)
    }
}
