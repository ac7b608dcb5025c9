enum OptionalAlertTextFieldRuleExamples {
  static let triggering: [Example] = [
    // The iOS-only modifier is behind `#if os(iOS)`: the file may build for macOS too.
    Example("""
      struct SavedPaths: View {
        @State private var pathToRename: SavedPath?
        @State private var name = ""
        var body: some View {
          List { }
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
            ↓.alert("Rename", isPresented: .init(get: { pathToRename != nil }, set: { if !$0 { pathToRename = nil } })) {
              TextField("Name", text: $name)
              Button("Save") { rename(pathToRename, to: name) }
            }
        }
      }
      """),
    Example("""
      struct TodoRow: View {
        @State private var todoToSetURL: Todo? = nil
        @State private var urlText = ""
        var body: some View {
          Text("Row")
            ↓.alert("Set URL", isPresented: Binding(
              get: { todoToSetURL != nil },
              set: { if !$0 { todoToSetURL = nil } }
            )) {
              TextField("URL", text: $urlText)
              Button("Set") { commit(todoToSetURL) }
            }
        }
      }
      """),
    Example("""
      struct BundleList: View {
        @State private var bundleToRename: Bundle?
        @State private var name = ""
        var body: some View {
          List { }
            ↓.alert("Rename", isPresented: Binding { bundleToRename != nil } set: { _ in bundleToRename = nil }) {
              TextField("Name", text: $name)
              Button("Rename") { rename(bundleToRename) }
            }
        }
      }
      """),
    Example("""
      struct Login: View {
        @StateObject private var model = LoginModel()
        @State private var password = ""
        var body: some View {
          Form { }
            ↓.alert("Password", isPresented: .init(get: { nil != self.model.pendingAccount }, set: { _ in self.model.pendingAccount = nil })) {
              SecureField("Password", text: $password)
              Button("Sign In") { model.signIn(password) }
            }
        }
      }
      """),
    Example("""
      struct Folders: View {
        @State private var renaming: Folder?
        @State private var title = ""
        var showingRename: Binding<Bool> {
          Binding(get: { renaming != nil }, set: { if !$0 { renaming = nil } })
        }
        var body: some View {
          List { }
            ↓.alert("Rename", isPresented: showingRename) {
              TextField("Title", text: $title)
              Button("Save") { save(renaming, title) }
            }
        }
      }
      """),
    Example("""
      struct Tags: View {
        @State private var editing: Tag?
        @State private var text = ""
        var body: some View {
          let isEditing = Binding(get: { editing != nil }, set: { if !$0 { editing = nil } })
          List { }
            ↓.alert("Edit", isPresented: isEditing, presenting: editing, actions: { tag in
              TextField("Tag", text: $text)
              Button("OK") { update(editing, text) }
            })
        }
      }
      """),
    Example("""
      struct Notes: View {
        @State private var noteToTitle: Note?
        @State private var title = ""
        var body: some View {
          List { }
            ↓.alert("Title", isPresented: binding(for: noteToTitle)) {
              VStack { TextField("Title", text: $title) }
              Button("OK") { apply() }
            }
        }
      }
      extension Notes {
        func binding(for note: Note?) -> Binding<Bool> {
          Binding(get: { self.noteToTitle != nil }, set: { if !$0 { self.noteToTitle = nil } })
        }
      }
      """),
    // `presenting:` does not help actions that ignore the payload they are handed.
    Example("""
      struct Player: View {
        @State private var marker: Marker?
        @State private var note = ""
        var body: some View {
          Text("x")
            ↓.alert("Note", isPresented: Binding(get: { marker != nil }, set: { if !$0 { marker = nil } }), presenting: marker) { _ in
              TextField("Note", text: $note)
              Button("Save") { saveNote(note) }
            }
        }
      }
      """),
    // The payload survives in `marker`, but the setter empties the text the button saves.
    Example("""
      struct Marks: View {
        @State private var marker: Marker?
        @State private var note = ""
        var body: some View {
          Text("x")
            ↓.alert("Note", isPresented: Binding(get: { marker != nil }, set: { if !$0 { marker = nil; note = "" } }), presenting: marker) { mark in
              TextField("Note", text: $note)
              Button("Save") { save(mark, note) }
            }
        }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // A file that cannot build for the Mac's AppKit (`navigationBarTitleDisplayMode`, or an
    // import of UIKit, outside `#if`): its alert is UIKit's, reported only with `strict`.
    Example("""
      struct SavedPaths: View {
        @State private var pathToRename: SavedPath?
        @State private var name = ""
        var body: some View {
          List { }
            .navigationBarTitleDisplayMode(.inline)
            .alert("Rename", isPresented: .init(get: { pathToRename != nil }, set: { if !$0 { pathToRename = nil } })) {
              TextField("Name", text: $name)
              Button("Save") { rename(pathToRename, to: name) }
            }
        }
      }
      """),
    Example("""
      import SwiftUI
      import UIKit

      struct Bookmarks: View {
        @State private var renaming: Bookmark?
        @State private var title = ""
        var body: some View {
          List { }
            .alert("Rename", isPresented: Binding(get: { renaming != nil }, set: { if !$0 { renaming = nil } })) {
              TextField("Title", text: $title)
              Button("Save") { save(renaming, title) }
            }
        }
      }
      """),
    // The actions read only the payload they are handed; clearing the optional is no read.
    Example("""
      struct RenameAlert: ViewModifier {
        @Binding var pin: Pin?
        @State private var name = ""
        func body(content: Content) -> some View {
          content
            .alert("Name", isPresented: Binding(get: { pin != nil }, set: { if !$0 { pin = nil } }), presenting: pin) { p in
              TextField("Name", text: $name)
              Button("Save") { save(name, for: p.id); pin = nil }
            }
        }
        func save(_ name: String, for id: Int) {}
      }
      """),
    Example("""
      struct TodoRow: View {
        @State private var todoToSetURL: Todo? = nil
        @State private var showingSetURLAlert = false
        @State private var urlText = ""
        var body: some View {
          Text("Row")
            .alert("Set URL", isPresented: $showingSetURLAlert) {
              TextField("URL", text: $urlText)
              Button("Set") { commit(todoToSetURL); todoToSetURL = nil }
            }
        }
      }
      """),
    Example("""
      struct Errors: View {
        @State private var error: Error?
        var body: some View {
          Text("x")
            .alert("Error", isPresented: Binding(get: { error != nil }, set: { if !$0 { error = nil } })) {
              Button("OK", role: .cancel) { }
            }
        }
      }
      """),
    Example("""
      struct Errors: View {
        @State private var error: Error?
        @State private var text = ""
        var body: some View {
          VStack { TextField("Search", text: $text) }
            .alert("Error", isPresented: Binding(get: { error != nil }, set: { if !$0 { error = nil } })) {
              Button("OK") { }
            } message: {
              Text("TextField")
            }
        }
      }
      """),
    Example("""
      struct Rename: View {
        @State private var item: Item?
        @State private var text = ""
        var body: some View {
          Text("x")
            .sheet(isPresented: Binding(get: { item != nil }, set: { if !$0 { item = nil } })) {
              TextField("Name", text: $text)
            }
        }
      }
      """),
    Example("""
      struct Rename: View {
        @State private var isRenaming = false
        @State private var text = ""
        var body: some View {
          Text("x")
            .alert("Rename", isPresented: Binding(get: { isRenaming }, set: { isRenaming = $0 })) {
              TextField("Name", text: $text)
            }
        }
      }
      """),
    Example("""
      struct Rename: View {
        @State private var showRename = false
        @State private var item: Item?
        @State private var text = ""
        var body: some View {
          Text("x")
            .alert("Rename", isPresented: Binding(get: { showRename && item != nil }, set: { showRename = $0 })) {
              TextField("Name", text: $text)
              Button("OK") { rename(item) }
            }
        }
      }
      """),
    Example("""
      struct Rename: View {
        @State private var item: Item?
        @State private var text = ""
        var body: some View {
          Text("x")
            .confirmationDialog("Rename", isPresented: Binding(get: { item != nil }, set: { if !$0 { item = nil } })) {
              TextField("Name", text: $text)
            }
        }
      }
      """),
    Example("""
      struct Legacy: View {
        @State private var error: Error?
        var body: some View {
          Text("x")
            .alert(isPresented: Binding(get: { error != nil }, set: { if !$0 { error = nil } })) {
              Alert(title: Text("TextField"))
            }
        }
      }
      """),
    Example("""
      struct Folders: View {
        @State private var showingRename = false
        @State private var title = ""
        var body: some View {
          List { }
            .alert("Rename", isPresented: $showingRename) {
              TextField("Title", text: $title)
            }
        }
      }
      struct Other {
        var renaming: Folder?
        var showingRename: Binding<Bool> {
          Binding(get: { renaming != nil }, set: { _ in })
        }
      }
      """),
    Example("""
      struct Rename: View {
        @State private var item: Item?
        @State private var text = ""
        var body: some View {
          Text("x")
            .alert("Rename", isPresented: Binding(get: { item == nil }, set: { if !$0 { item = nil } })) {
              TextField("Name", text: $text)
            }
        }
      }
      """),
    Example("""
      struct Rename: View {
        @State private var item: Item?
        @State private var text = ""
        var body: some View {
          Text("x")
            // .alert("Rename", isPresented: Binding(get: { item != nil }, set: { _ in item = nil })) { TextField("", text: $text) }
            .alert("Rename", isPresented: .constant(item != nil)) {
              TextField("Name", text: $text)
            }
        }
      }
      """),
    Example("""
      struct Tags: View {
        @State private var editing: Tag?
        @State private var text = ""
        var body: some View {
          List { }
            .alert("Edit", isPresented: Binding(get: { editing != nil }, set: { if !$0 { editing = nil } }), presenting: editing) { tag in
              TextField("Tag", text: $text)
              Button("OK") { update(tag, text) }
            }
        }
      }
      """),
    Example("""
      struct Rename: View {
        @State private var item: Item?
        @State private var text = ""
        var body: some View {
          Text("x")
            .alert(item: $item) { item in
              Alert(title: Text(item.name))
            }
        }
      }
      """),
  ]
}
