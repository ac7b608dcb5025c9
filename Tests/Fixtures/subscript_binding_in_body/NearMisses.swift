import SwiftUI

struct TodoScreen: View {
    @State private var todos: [Todo] = []
    @State private var counts: [String: Int] = [:]

    var body: some View {
        // The loop binds each element; the subscript names the same collection.
        ForEach($todos) { $todo in
            Toggle(todo.title, isOn: $todos[todo.position].done)
        }
        // Positions of the same collection: foreach_index_binding's finding, not this one.
        ForEach(todos.indices, id: \.self) { i in // expect: foreach_index_binding
            Toggle("Done", isOn: $todos[i].done)
        }
        // Event closures run on a tap, not on every render.
        Button("Count") { increment($counts["taps", default: 0]) }
        // Subscripts on plain values and a key path without arguments.
        Text("\(counts["taps", default: 0])")
        Toggle("First", isOn: $todos.first.done)
        // A closure parameter, not a projected value.
        ForEach(todos) { Text($0.title) }
    }

    // Not render code: a helper that returns nothing.
    func reset(_ key: String) {
        reset(binding: $counts[key, default: 0])
    }
}

final class CounterStore: ObservableObject {
    @Published var values: [Int] = []
    var firstPublisher: some Publisher { $values[0] }
}
