import SwiftUI

// An extension in another file uses the property: `private` would break it, so it is not
// reported (and no fix is offered that could not compile).
struct Meter: View {
    @State var level = 0
    var body: some View { Text("\(level)") }
}

// An extension of `Gauge` in another file declares a nested type with a `value` member:
// that is not a use of `Gauge.value`, so the property is reported and the fix is safe.
struct Gauge: View {
    @State var value = 0 // expect: non_private_state {{'value' should be private}}
    var body: some View { Text("\(value)") }
}

// An explicit initializer in the body: no memberwise initializer, so `private` is safe.
struct Seeded: View {
    @State var count: Int // expect: non_private_state {{'count' should be private}}
    init(start: Int) { _count = State(initialValue: start) } // expect: state_init_from_parameter
    var body: some View { Text("\(count)") }
}
