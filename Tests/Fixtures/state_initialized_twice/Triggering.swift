import SwiftUI

// Each flagged property carries an `expect` comment on the line its diagnostic starts.

// The setter runs before SwiftUI installs the storage: the parent's key is dropped.
struct KeyValueEditor: View {
    @State private var key = "" // expect: state_initialized_twice {{'@State' property 'key' is assigned in 'init' at line 14, but SwiftUI keeps its default value: the assignment is lost}}
    @State private var value = "" // expect: state_initialized_twice {{at line 15}}
    let title: String

    init(key: String? = nil, value: String? = nil, title: String) {
        self.title = title
        // A comment between statements changes nothing.
        self.key = key ?? "" // expect: state_init_from_parameter
        self.value = value ?? "" // expect: state_init_from_parameter
    }

    var body: some View { TextField(title, text: $key).help(value) }
}

// The wrapper is replaced after other work: the default is dead code.
struct OutlineGroupView<Element: Identifiable>: View {
    let root: Element
    @State private var expanded: Bool = false // expect: state_initialized_twice {{'expanded'}}

    init(_ root: Element, expandedIDs: [Element.ID: Bool]? = nil, defaultExpanded: Bool? = false) {
        self.root = root
        let rootID = root.id
        _expanded = State(
            initialValue: expandedIDs?[rootID] ?? defaultExpanded ?? false
        )
    }

    var body: some View { Text(expanded ? "-" : "+") }
}

// An early return does not make the later assignment harmless.
struct SharedSettingsView: View {
    @State private var openInEditor: Bool = true // expect: state_initialized_twice {{line 45}}

    init() {
        guard let defaults = UserDefaults(suiteName: "group.example") else {
            return
        }
        self.openInEditor = defaults.bool(forKey: "openInEditor")
    }

    var body: some View { Toggle("Open", isOn: $openInEditor) }
}

// `.init(initialValue:)` spelled over several lines.
public struct ChartView: View {
    @State private var sorted: [Int] = [] // expect: state_initialized_twice
    @State private var phase: Phase = .loading // expect: state_initialized_twice

    public init(values: [Int]) {
        _sorted = .init( // expect: state_init_from_parameter
            initialValue: values.sorted {
                $0 < $1
            })
        _phase = .init(initialValue: .failed)
    }

    public var body: some View { Text("\(sorted.count) \(phase)") }
}

// The initializer lives in an extension in this file.
struct Composer: View {
    @SwiftUI.State private var text = "" // expect: state_initialized_twice
    var body: some View { TextEditor(text: $text) }
}

extension Composer {
    init(draft: String) {
        if !draft.isEmpty {
            text = draft // expect: state_init_from_parameter
        }
    }
}

// The initializer lives in an extension in Initializers.swift.
struct ReplyView: View {
    @State private var draft = "" // expect: state_initialized_twice {{is also assigned in 'init' at Initializers.swift:6}}
    @State private var isSending = false
    var body: some View { TextField("Reply", text: $draft) }
}

// A caller passes both: without one, `key ?? ""` would carry only the default.
struct Entries: View {
    var body: some View { KeyValueEditor(key: "host", value: "localhost", title: "Server") }
}
