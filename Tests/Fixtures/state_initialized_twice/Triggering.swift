import SwiftUI

// Each flagged property carries an `expect` comment on the line its diagnostic starts.

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

// The initializer lives in an extension in Initializers.swift.
struct ReplyView: View {
    @State private var draft = "" // expect: state_initialized_twice {{is also assigned in 'init' at Initializers.swift:6}}
    @State private var isSending = false
    var body: some View { TextField("Reply", text: $draft) }
}
