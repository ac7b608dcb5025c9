import SwiftUI

struct Settings: View {
    // bindinglint:disable:next non_private_state - seeded by the parent on purpose
    @State var seeded = 0

    // bindinglint:disable:next non_private_state - expect: unused_suppression {{no 'non_private_state'}}
    @State private var fixedLongAgo = 0

    @State private var moved = 0 // bindinglint:disable:this non_private_state - expect: unused_suppression

    // One id of a directive can be unused while the other is used.
    // bindinglint:disable:next non_private_state, reference_type_state - expect: unused_suppression {{'reference_type_state'}}
    @State var plain = 0

    // `all` is never reported.
    // bindinglint:disable:next all
    @State private var quiet = 0

    var body: some View { EmptyView() }
}

// A finding the second pass drops (the type is no view anywhere) does not use a directive.
final class Store {
    // bindinglint:disable:next non_private_state - expect: unused_suppression
    @State var notInAView = 0 // expect: state_outside_view {{class 'Store'}}
    func reset() { notInAView = 0 }
}

// bindinglint:disable manual_binding_in_body - expect: unused_suppression
struct Plain: View {
    var body: some View { EmptyView() }
}
// bindinglint:enable manual_binding_in_body

// bindinglint:disable unused_suppression
// bindinglint:disable:next non_private_state - silenced by the line above
let unusedButSilenced = 0
// bindinglint:enable unused_suppression
