import SwiftUI

// Each flagged property carries an `expect` comment on the line its diagnostic starts.

// The setter runs before SwiftUI installs the storage: the parent's key is dropped.
struct KeyValueEditor: View {
    @State private var key = "" // expect: lost_state_assignment {{'@State' property 'key' is assigned in 'init' at line 14, but SwiftUI keeps its default value: the assignment is lost}}
    @State private var value = "" // expect: lost_state_assignment {{at line 15}}
    let title: String

    init(key: String? = nil, value: String? = nil, title: String) {
        self.title = title
        // A comment between statements changes nothing.
        self.key = key ?? "" // expect: state_init_from_parameter
        self.value = value ?? "" // expect: state_init_from_parameter
    }

    var body: some View { TextField(title, text: $key).help(value) }
}

// An early return does not make the later assignment harmless.
struct SharedSettingsView: View {
    @State private var openInEditor: Bool = true // expect: lost_state_assignment {{line 29}}

    init() {
        guard let defaults = UserDefaults(suiteName: "group.example") else {
            return
        }
        self.openInEditor = defaults.bool(forKey: "openInEditor")
    }

    var body: some View { Toggle("Open", isOn: $openInEditor) }
}

// The initializer lives in an extension in this file.
struct Composer: View {
    @SwiftUI.State private var text = "" // expect: lost_state_assignment
    var body: some View { TextEditor(text: $text) }
}

extension Composer {
    init(draft: String) {
        if !draft.isEmpty {
            text = draft // expect: state_init_from_parameter
        }
    }
}

// A second initializer seeds the property through the wrapper: lost there, though the
// first initializer relies on the default.
struct Checkout: View {
    let total: Int
    @State private var expanded = false // expect: lost_state_assignment {{at line 57}}
    init(total: Int) { self.total = total }
    init(total: Int, expanded: Bool) {
        self.total = total
        self.expanded = expanded // expect: state_init_from_parameter
    }
    var body: some View { Text("\(total)").bold(expanded) }
}

struct Receipt: View {
    var body: some View { Checkout(total: 3, expanded: true) }
}

// A caller passes both: without one, `key ?? ""` would carry only the default.
struct Entries: View {
    var body: some View { KeyValueEditor(key: "host", value: "localhost", title: "Server") }
}
