import SwiftUI

// The seed pattern: an alert driven by "is there a todo to edit?", with a text field.
// On macOS, Return in the field runs the setter (todoToSetURL = nil) before "Set" runs.

struct Todo: Identifiable {
    var id: Int
    var title: String
    var externalURL: String?
}

struct TodoRow: View {
    let todo: Todo
    let onCommit: (Todo, String) -> Void

    @State private var todoToSetURL: Todo? = nil
    @State private var urlText = ""

    var body: some View {
        HStack {
            Text(todo.title)
            Spacer()
            Button("Set URL…") {
                todoToSetURL = todo
                urlText = todo.externalURL ?? ""
            }
        }
        .alert("Set URL", isPresented: Binding( // expect: optional_alert_textfield {{'todoToSetURL' is non-nil and has a 'TextField'}}
            get: { todoToSetURL != nil },
            set: { if !$0 { todoToSetURL = nil } }
        )) {
            TextField("URL", text: $urlText)
            Button("Set") {
                guard let todo = todoToSetURL else { return }
                onCommit(todo, urlText)
            }
            Button("Cancel", role: .cancel) { urlText = "" }
        }
    }
}
