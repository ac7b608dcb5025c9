import SwiftUI

// The storage is replaced: the value is kept, the default is dead (state_initialized_twice).
struct Counter: View {
    @State private var count = 0 // expect: state_initialized_twice
    init(start: Int) { _count = State(initialValue: start) } // expect: state_init_from_parameter
    var body: some View { Text("\(count)") }
}

// Written before `title` has its value, the assignment initializes the wrapper: kept.
struct Row: View {
    @State private var isOn = false // expect: state_initialized_twice {{rejects it}}
    let title: String
    init(title: String, isOn: Bool) {
        self.isOn = isOn // expect: state_init_from_parameter
        self.title = title
    }
    var body: some View { Toggle(title, isOn: $isOn) }
}

struct Rows: View {
    var body: some View { Row(title: "Wi-Fi", isOn: true) }
}

// No default: the assignment is the initialization.
struct Search: View {
    @State private var query: String
    init(query: String) { self.query = query } // expect: state_init_from_parameter
    var body: some View { TextField("Search", text: $query) }
}

// Written after the view is installed, in a method.
struct Filter: View {
    @State private var term = ""
    func reset() { term = "" }
    var body: some View { Button("Clear") { reset() }.help(term) }
}
