import SwiftUI

// Initializers of types declared in Triggering.swift.
extension ReplyView {
    init(quoting text: String) {
        _draft = State(initialValue: "> " + text) // expect: state_init_from_parameter
        let isSending = true
        print(isSending)
    }
}

// A delegating initializer assigns after initialization: not a second initial value.
extension ReplyView {
    init(prefill: String, sending: Bool) {
        self.init(quoting: prefill)
        self.isSending = sending
    }
}
