import SwiftUI

// A parent passes the state through the synthesized memberwise initializer: the parent's
// later values are ignored. Every call site is a related location. The values here are
// reported only with `strict` (rule_options/StrictValues.swift has them with it); objects
// the caller replaces, focus states and keyed storage by default.

struct PortForwardEdit: View {
    let config: String
    @State var forward: Int
    @State var label = ""
    @State var isExpanded = false // expect: non_private_state {{'isExpanded' should be private}}
    var body: some View { Text("\(config) \(forward) \(label)") }
}

// Built in this file, through `.init` with the type written before it, by a view's member.
struct ColorRow: View {
    @State var hue = 0.5
    var body: some View { Text("\(hue)") }
}
struct Palette: View {
    let hue: Double
    var body: some View { ColorRow.init(hue: hue) }
}

// The view changes the value it is given: a draft the parent seeds, reported only with
// `strict` (the binding advice is in rule_options/StrictSeeds.swift).
struct Dial: View {
    @State var angle = 0.0
    var body: some View { Slider(value: $angle) }
}

// It never changes it: a plain `let` shows every value the parent passes.
struct Caption: View {
    @State var text: String
    var body: some View { Text(text) }
}

// Stored under a key: the passed value is only a default.
struct Volume: View {
    @AppStorage("volume") var volume = 0.5 // expect: state_passed_by_parent {{the value passed is only a default}}
    var body: some View { Text("\(volume)") }
}

// A parent in another file and a preview in this one both pass 'store': the message names
// the parent, and an object is observed, not bound.
final class BasketStore: ObservableObject {}
struct BasketView: View {
    @StateObject var store: BasketStore // expect: state_passed_by_parent {{'store' is passed in through the memberwise initializer ('BasketView(…store:…)' at Parents.swift:24)}}
    var body: some View { Text("Basket") }
}
#Preview {
    BasketView(store: BasketStore())
    Caption(text: "Only a preview passes this one")
}

// Passed and never read: nothing is shown, so nothing goes stale (a dead parameter).
struct DeviceScanner: View {
    @State var selectedID: String
    var body: some View { Text("Scanning") }
}
struct ScannerSettings: View {
    let device: String
    var body: some View { DeviceScanner(selectedID: device) }
}
