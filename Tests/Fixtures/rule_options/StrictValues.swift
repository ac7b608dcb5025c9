import SwiftUI

// `state_passed_by_parent` with `strict`: a value in `@State` that a caller passes is
// reported (by default only objects the caller replaces, focus states and keyed storage,
// since whether a later value comes is most often a fact of the data).

struct ForwardEdit: View {
    @State var port: Int // expect: state_passed_by_parent {{'port' is passed in through the memberwise initializer ('ForwardEdit(…port:…)' at line 13)}}
    var body: some View { Text("\(port)") }
}
struct ForwardList: View {
    let port: Int
    var body: some View { ForwardEdit(port: port) }
}

// With `strict` a literal caller counts too: both calls are named.
struct Gauge: View {
    @State var level = 0 // expect: state_passed_by_parent {{('Gauge(…level:…)' at line 24 and 1 more call); SwiftUI keeps}}
    var body: some View { Text("\(level)") }
}
struct Gauges: View {
    let current: Int
    var body: some View {
        Gauge(level: 0)
        Gauge(level: current)
    }
}
