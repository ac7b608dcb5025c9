import SwiftUI

struct Todo: Identifiable, Equatable {
    let id: UUID
    var title: String
    var isDone = false
    var url: String?
}

final class TodoStore: ObservableObject {
    @Published var todos: [Todo] = []

    func add(_ title: String) {
        todos.append(Todo(id: UUID(), title: title))
    }

    func setURL(_ url: String, for todo: Todo) {
        guard let index = todos.firstIndex(where: { $0.id == todo.id }) else { return }
        todos[index].url = url
    }
}
