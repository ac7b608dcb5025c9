import SwiftUI

// Nothing in this file may be reported.

// No default: `init` is the only initial value (the documented way to seed state).
struct Seeded: View {
    @State private var query: String
    @State private var phase: Phase

    init(query: String) {
        _query = State(initialValue: query) // expect: state_init_from_parameter
        self._phase = .init(initialValue: .loading)
    }

    var body: some View { EmptyView() }
}

// A default, and an initializer that leaves it alone.
struct Defaulted: View {
    @State private var isOn = false
    let title: String
    @Binding var selection: Int
    @StateObject private var model = ListModel()

    init(title: String, selection: Binding<Int>, model: ListModel) {
        self.title = title
        _selection = selection
        _model = StateObject(wrappedValue: model)
        let isOn = title.isEmpty
        print(isOn)
    }

    var body: some View {
        Button("Toggle") { isOn = true }
    }

    func reset() { isOn = false }
}

// Assigned only inside a closure the initializer builds (it runs later, if at all).
struct Deferred: View {
    @State private var count = 0
    let action: () -> Void

    init() {
        action = { print("tapped") }
        DispatchQueue.main.async { print("later") }
    }

    var body: some View { EmptyView() }
}

// A delegating initializer assigns after initialization.
struct Delegating: View {
    @State private var text = ""

    init() {}

    init(text: String) {
        self.init()
        self.text = text // expect: state_init_from_parameter
    }

    var body: some View { EmptyView() }
}

// Another type's property of the same name.
struct Plain {
    var text = ""
    init(text: String) { self.text = text }
}

// Other members with the name, in comments and strings.
struct Mentions: View {
    @State private var text = ""
    init(other: Plain) {
        // self.text = other.text
        let note = "self.text = other.text"
        print(note, other.text == "")
    }
    var body: some View { EmptyView() }
}
