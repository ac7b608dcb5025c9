import SwiftUI

struct AddressEditor: View {
    // A struct: the binding is value semantic.
    @Binding var address: Address

    var body: some View {
        TextField("Street", text: $address.street)
    }
}

struct ProfileEditor: View {
    // @Observable: Observation tracks the edit (`@Bindable` would be idiomatic).
    @Binding var profile: Profile

    var body: some View {
        TextField("Name", text: $profile.displayName)
    }
}

struct FolderPicker: View {
    let folders: [Folder]
    // A selection: the reference is replaced, never edited through the binding.
    @Binding var selection: Folder?

    var body: some View {
        List(folders) { folder in
            Text(folder.name)
                .onTapGesture { selection = folder }
        }
    }
}

struct PlaylistDate: View {
    // An ObservableObject whose only shown member is a constant.
    @Binding var playlist: Playlist

    var body: some View {
        Text(playlist.createdAt, style: .date)
    }
}

struct PlaylistOpener: View {
    @Binding var playlist: Playlist?

    var body: some View {
        Button("Close") { playlist = nil }
            .disabled(playlist == nil)
    }
}

struct WindowAccessor: NSViewRepresentable {
    // A handle written once: identity is all that matters.
    @Binding var window: NSWindow?

    func makeNSView(context: Context) -> NSView {
        let view = NSView()
        DispatchQueue.main.async { window = view.window }
        return view
    }

    func updateNSView(_ nsView: NSView, context: Context) {}
}

struct GenericField<Contact>: View {
    // A generic parameter named like the class.
    @Binding var value: Contact

    var body: some View { Text(String(describing: value)) }
}

extension Binding where Value == Contact {
    // An extension over such bindings is not a binding.
    var displayName: String { wrappedValue.name }
}

struct ArchivedAddressRow: View {
    // `Address` here is the top-level struct, not Archive.Address.
    @Binding var address: Address

    var body: some View {
        TextField("Street", text: $address.street)
    }
}

extension Archive {
    struct Row: View {
        // Archive.Address is a class, but nothing is edited through the binding.
        @Binding var address: Address?

        var body: some View {
            Button("Forget") { address = nil }
        }
    }
}

struct ContactRows: View {
    let contacts: [Contact]
    @Binding var contact: Contact

    var body: some View {
        // The closure parameter hides the property.
        ForEach(contacts) { contact in
            Text(contact.name)
        }
        Button("First") { contact = contacts[0] }
    }
}

struct SelectionForwarder: View {
    @Binding var selection: Folder?

    var body: some View {
        // The binding is handed on, not used to edit the folder.
        FolderPicker(folders: [], selection: $selection)
    }

    func makeBinding(for folder: Binding<Folder?>) -> Binding<Folder?> {
        folder
    }
}
