import SwiftUI

// Alerts that look like the bug but are not it. None of these is flagged by
// optional_alert_textfield.

struct Bookmark: Identifiable {
    var id: Int
    var title: String
}

// 1. The fix: a separate Bool drives presentation, the optional is payload only.
struct FixedBookmarkRow: View {
    let bookmark: Bookmark
    @State private var bookmarkToRename: Bookmark?
    @State private var showingRename = false
    @State private var title = ""

    var body: some View {
        Text(bookmark.title)
            .onTapGesture {
                bookmarkToRename = bookmark
                showingRename = true
            }
            .alert("Rename", isPresented: $showingRename) {
                TextField("Title", text: $title)
                Button("Save") { bookmarkToRename = nil }
            }
    }
}

// 2. Optional-driven alert without a text field: Return has nothing to submit.
struct ErrorBanner: View {
    @State private var errorMessage: String?
    @State private var query = ""

    var body: some View {
        VStack {
            TextField("Search", text: $query)
        }
        .alert("Error", isPresented: Binding(get: { errorMessage != nil }, set: { if !$0 { errorMessage = nil } })) { // expect: optional_presentation_binding
            Button("OK", role: .cancel) { }
        } message: {
            Text(errorMessage ?? "TextField")
        }
    }
}

// 3. A sheet, not an alert, with the same binding and a text field.
struct RenameSheet: View {
    @State private var item: Bookmark?
    @State private var title = ""

    var body: some View {
        Text("x")
            .sheet(isPresented: Binding(get: { item != nil }, set: { if !$0 { item = nil } })) { // expect: optional_presentation_binding
                TextField("Title", text: $title)
            }
    }
}

// 4. A confirmation dialog is not an alert.
struct DeleteDialog: View {
    @State private var pending: Bookmark?
    @State private var reason = ""

    var body: some View {
        Text("x")
            .confirmationDialog("Delete?", isPresented: Binding(get: { pending != nil }, set: { if !$0 { pending = nil } })) { // expect: optional_presentation_binding
                TextField("Reason", text: $reason)
                Button("Delete", role: .destructive) { pending = nil }
            }
    }
}

// 5. The getter tests a Bool, not an optional.
struct FlagAlert: View {
    @State private var isRenaming = false
    @State private var title = ""

    var body: some View {
        Text("x")
            .alert("Rename", isPresented: Binding(get: { isRenaming }, set: { isRenaming = $0 })) {
                TextField("Title", text: $title)
            }
    }
}

// 6. The setter only writes the flag; the optional survives Return.
struct GuardedAlert: View {
    @State private var showRename = false
    @State private var target: Bookmark?
    @State private var title = ""

    var body: some View {
        Text("x")
            .alert("Rename", isPresented: Binding(get: { showRename && target != nil }, set: { showRename = $0 })) {
                TextField("Title", text: $title)
                Button("OK") { target = nil }
            }
    }
}

// 7. An empty setter never clears anything.
struct ReadOnlyAlert: View {
    @State private var target: Bookmark?
    @State private var title = ""

    var body: some View {
        Text("x")
            .alert("Rename", isPresented: Binding(get: { target != nil }, set: { _ in })) {
                TextField("Title", text: $title)
                Button("OK") { target = nil }
            }
    }
}

// 8. The legacy `Alert` API cannot hold a text field.
struct LegacyAlert: View {
    @State private var failure: String?

    var body: some View {
        Text("x")
            .alert(isPresented: Binding(get: { failure != nil }, set: { if !$0 { failure = nil } })) { // expect: optional_presentation_binding
                Alert(title: Text("TextField"), message: Text(failure ?? ""))
            }
    }
}

// 9. `.constant(…)` and `== nil` are not the pattern.
struct ConstantAlert: View {
    @State private var target: Bookmark?
    @State private var title = ""

    var body: some View {
        Text("x")
            .alert("Add", isPresented: .constant(target == nil)) {
                TextField("Title", text: $title)
            }
    }
}

// 10. A same-named property in another type does not count.
struct OtherFolderModel {
    var renaming: Bookmark?
    var showingRename: Binding<Bool> {
        Binding(get: { renaming != nil }, set: { _ in })
    }
}

struct SeparateFlagAlert: View {
    @State private var showingRename = false
    @State private var title = ""

    var body: some View {
        Text("x")
            .alert("Rename", isPresented: $showingRename) {
                TextField("Title", text: $title)
            }
    }
}

// 11. Commented-out code and strings are not code.
struct CommentedAlert: View {
    @State private var target: Bookmark?
    @State private var title = ""

    var body: some View {
        // .alert("R", isPresented: Binding(get: { target != nil }, set: { _ in target = nil })) { TextField("", text: $title) }
        Text(".alert(\"R\", isPresented: Binding(get: { target != nil }, set: { _ in target = nil })) { TextField }")
    }
}

// 12. `alert(item:)` has no binding to clear behind the button's back.
struct ItemAlert: View {
    @State private var selection: Bookmark?

    var body: some View {
        Text("x")
            .alert(item: $selection) { bookmark in
                Alert(title: Text(bookmark.title))
            }
    }
}

// 13. The text field is in a helper view the actions call: not seen (a known limit).
struct HelperActionsAlert: View {
    @State private var target: Bookmark?
    @State private var title = ""

    var body: some View {
        Text("x")
            .alert("Rename", isPresented: Binding(get: { target != nil }, set: { if !$0 { target = nil } })) { // expect: optional_presentation_binding
                renameActions
            }
    }

    @ViewBuilder private var renameActions: some View {
        TextField("Title", text: $title)
        Button("OK") { target = nil }
    }
}

// 14. With `presenting:`, actions that use the closure parameter captured the payload
// when they were built; Return clearing the state does not take it away.
struct PresentingAlert: View {
    @State private var renaming: Bookmark?
    @State private var title = ""
    let onRename: (Bookmark, String) -> Void

    var body: some View {
        Text("x")
            .alert(
                "Rename",
                isPresented: Binding(get: { renaming != nil }, set: { if !$0 { renaming = nil } }),
                presenting: renaming
            ) { bookmark in
                TextField("Title", text: $title)
                Button("Rename") { onRename(bookmark, title) }
            }
    }
}
