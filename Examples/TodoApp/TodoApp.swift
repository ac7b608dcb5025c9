import SwiftUI

@main
struct TodoApp: App {
    @StateObject var store = TodoStore()

    var body: some Scene {
        WindowGroup {
            TodoListView()
                .environmentObject(store)
        }
    }
}
