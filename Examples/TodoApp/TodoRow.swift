import SwiftUI

struct TodoRow {
    @Binding var todo: Todo
    @State private var isHovering = false
}

extension TodoRow: View {
    var body: some View {
        Toggle(todo.title, isOn: $todo.isDone)
            .onHover { isHovering = $0 }
    }
}
