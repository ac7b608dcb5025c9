import SwiftUI

struct TodoList: View {
    @State private var todos: [Todo] = []

    var body: some View {
        // Iterating the binding: each row binds its own element.
        ForEach($todos) { $todo in
            Toggle(todo.title, isOn: $todo.done)
        }
        // Reading by position, no binding.
        ForEach(todos.indices, id: \.self) { i in
            Text(todos[i].title)
        }
        // Mutating by position in an action: no child keeps a binding.
        ForEach(todos.indices, id: \.self) { i in
            Button("Done") { todos[i].done = true }
        }
    }
}

struct Matrix: View {
    @State private var weights: [Double] = []
    let labels: [String]

    var body: some View {
        // Positions of one collection, binding into another: not this rule's pattern.
        ForEach(labels.indices, id: \.self) { i in
            Text(labels[i])
        }
        ForEach(0..<3) { column in
            Slider(value: $weights[column]) // expect: subscript_binding_in_body
        }
    }
}

struct Numbered: View {
    @State private var entries: [Entry] = []

    var body: some View {
        ForEach(Array(entries.enumerated()), id: \.element.id) { index, entry in
            Text("\(index + 1): \(entry.title)")
        }
        // A fixed subscript, not the closure's position.
        ForEach(entries.indices, id: \.self) { _ in
            TextField("First", text: $entries[0].title)
        }
    }
}

// The view's own collection, only ever appended to: no position goes stale; reported
// with `strict`.
struct EventLogView: View {
    @State private var entries: [Entry] = []

    var body: some View {
        ForEach(entries.indices, id: \.self) { i in
            Toggle(entries[i].title, isOn: $entries[i].pinned)
        }
        Button("Add") { entries.append(Entry()) }
    }
}

// A labeled subscript is the project's own safe accessor: past the end it answers nil.
struct KeysEditor: View {
    @State private var keys: [String] = []

    var body: some View {
        ForEach(Array(keys.enumerated()), id: \.offset) { index, _ in
            keyRow(index: index)
        }
    }

    private func keyRow(index: Int) -> some View {
        HStack {
            TextField("Key", text: Binding(get: { keys[safe: index] ?? "" }, set: { if index < keys.count { keys[index] = $0 } }))
            Button("Remove") { keys.remove(at: index) }
        }
    }
}
