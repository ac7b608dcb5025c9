import SwiftUI

// A parent passes the state through the synthesized memberwise initializer: the most
// valuable finding (the parent's later values are ignored), and one `private` cannot fix.

struct PortForwardEdit: View {
    let config: String
    @State var forward: Int // expect: non_private_state {{'forward' is passed in through the memberwise initializer ('PortForwardEdit(…forward:…)' at Parents.swift:8)}}
    @State var label = "" // expect: non_private_state {{'label' is passed in through the memberwise initializer}}
    @State var isExpanded = false // expect: non_private_state {{'isExpanded' should be private}}
    var body: some View { Text(config) }
}

// Built in this file, through `.init` with the type written before it.
struct ColorRow: View {
    @State var hue = 0.5 // expect: non_private_state {{'hue' is passed in through the memberwise initializer ('ColorRow(…hue:…)' at line 20)}}
    var body: some View { Text("\(hue)") }
}
func makeRow() -> ColorRow {
    ColorRow.init(hue: 0.2)
}

// An explicit initializer in the body: no memberwise initializer, so `private` is safe.
struct Seeded: View {
    @State var count: Int // expect: non_private_state {{'count' should be private}}
    init(start: Int) { _count = State(initialValue: start) } // expect: state_init_from_parameter
    var body: some View { Text("\(count)") }
}

// An extension in another file uses the property: the fix is offered as unsafe.
struct Meter: View {
    @State var level = 0 // expect: non_private_state {{'level' should be private}}
    var body: some View { Text("\(level)") }
}

// A parent in another file and a preview in this one both pass 'store': the message names
// the parent, and an object is observed, not bound.
final class BasketStore: ObservableObject {}
struct BasketView: View {
    @StateObject var store: BasketStore // expect: non_private_state {{'store' is passed in through the memberwise initializer ('BasketView(…store:…)' at Parents.swift:21)}}
    var body: some View { Text("Basket") }
}
#Preview {
    BasketView(store: BasketStore())
}
