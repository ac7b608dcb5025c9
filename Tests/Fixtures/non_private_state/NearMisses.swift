import SwiftUI

// Nothing in this file may be reported.

struct Counter: View {
    @State private var count = 0
    @State fileprivate var step = 1
    @StateObject private var model = CounterModel()
    @FocusState private var isFocused: Bool
    @AppStorage("k") private var stored = 1

    // Not SwiftUI-owned storage: passed in or read from the environment.
    @Binding var isOn: Bool
    @ObservedObject var settings: Settings
    @EnvironmentObject var session: Session
    @Environment(\.dismiss) var dismiss
    @Bindable var document: Document // expect: unused_bindable

    // Mentions in strings and comments are not declarations.
    let hint = "@State var count = 0"
    // @State var commented = 0
    /* @StateObject var model = Model() */

    var body: some View {
        let label = "\(count)"
        Text(label)
    }
}

// Not a view type: no conformance to View, App, Scene, ViewModifier or DynamicProperty.
struct Helper {
    @AppStorage("token") var token = ""
}

final class Store: ObservableObject {
    @Published var items: [String] = []
}

// A local variable with a property wrapper inside a function is not a view's state.
struct Builder: View {
    var body: some View { EmptyView() }
    func make() -> Int {
        @State var scratch = 0
        return scratch
    }
}

// Private on its own line after the attribute.
struct Toggler: View {
    @State
    private var on = false
    var body: some View { EmptyView() }
}

// A type that merely mentions View in a generic constraint is not a view.
struct Box<Content: View> {
    @State var content: Content? // expect: state_outside_view {{'Box', which is not a view type}}
    func clear() { content = nil }
}

// Static members are never part of a memberwise initializer nor view storage: previews
// keep sample state this way.
struct Counter_Previews: PreviewProvider {
    @State static var count = 3
    @StateObject static var model = CounterModel()
    static var previews: some View { Counter() }
}

struct Palette: View {
    @AppStorage("accent") static var accent = "blue"
    @State private static var shared = 0
    var body: some View { EmptyView() }
}

// Preview scaffolding: a wrapper the canvas builds once, with literal values.
struct Composer_Previews: PreviewProvider {
    struct Wrapper: View {
        @State var text = "Draft"
        var body: some View { TextField("Message", text: $text) }
    }
    static var previews: some View { Wrapper() }
}
#Preview {
    struct Host: View {
        @State var isOn = true
        var body: some View { Toggle("On", isOn: $isOn) }
    }
    return Host()
}
