import SwiftUI

struct TodoListView: View {
    @EnvironmentObject private var store: TodoStore
    @State var newTitle = ""
    @State private var todoToSetURL: Todo?
    @State private var urlText = ""
    @FocusState var isAddFieldFocused: Bool

    var body: some View {
        List {
            ForEach($store.todos) { $todo in
                TodoRow(todo: $todo)
                    .contextMenu {
                        Button("Set URL…") { todoToSetURL = todo }
                    }
            }
            TextField("New task…", text: $newTitle)
                .focused($isAddFieldFocused)
                .onSubmit {
                    store.add(newTitle)
                    newTitle = ""
                }
        }
        .alert("Set URL", isPresented: Binding(
            get: { todoToSetURL != nil },
            set: { if !$0 { todoToSetURL = nil } }
        )) {
            TextField("URL", text: $urlText)
            Button("Set") {
                guard let todo = todoToSetURL else { return }
                store.setURL(urlText, for: todo)
            }
        }
    }
}
