import SwiftUI

// The binding lives in a computed property of the same type; the alert names it.

struct Folder: Identifiable, Hashable {
    var id: String
    var name: String
}

struct FolderList: View {
    @Binding var folders: [Folder]
    @State private var renaming: Folder?
    @State private var newName = ""

    private var showingRename: Binding<Bool> {
        Binding {
            self.renaming != nil
        } set: { isShown in
            if !isShown { self.renaming = nil }
        }
    }

    var body: some View {
        List(folders) { folder in
            Text(folder.name)
                .contextMenu {
                    Button("Rename") {
                        newName = folder.name
                        renaming = folder
                    }
                }
        }
        .alert("Rename Folder", isPresented: showingRename) { // expect: optional_alert_textfield {{'renaming'}}
            TextField("Name", text: $newName)
            Button("Rename") { rename() }
            Button("Cancel", role: .cancel) { }
        }
    }

    private func rename() {
        guard let folder = renaming, let index = folders.firstIndex(of: folder) else { return }
        folders[index].name = newName
        renaming = nil
    }
}
