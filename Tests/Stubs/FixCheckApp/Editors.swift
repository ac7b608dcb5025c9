import SwiftUI

// Views whose state a parent passes through the memberwise initializer (no fix may touch
// them), next to state nobody passes (safe to make private).

final class Forwarding: ObservableObject {}

struct PortForwardEdit: View {
    let config: String
    @State var forward: Int
    @State var label = ""
    @State var isExpanded = false
    @StateObject var model = Forwarding()
    var body: some View { Text("\(config) \(forward) \(label)") }
}

struct ColorRow: View {
    @State var hue = 0.5
    @State var saturation: Double
    var body: some View { Text("\(hue) \(saturation)") }
}

extension ColorRow {
    static func make(hue: Double, saturation: Double) -> ColorRow {
        ColorRow.init(hue: hue, saturation: saturation)
    }
}

struct Seeded: View {
    @State var count: Int
    init(start: Int) { _count = State(initialValue: start) }
    var body: some View { Text("\(count)") }
}

struct Meter: View {
    @State var level = 0
    @AppStorage("unit") var unit = "dB"
    var body: some View { Text("\(level) \(unit)") }
}

struct Editors_Previews: PreviewProvider {
    @State static var sample = 3
    static var previews: some View { Seeded(start: sample) }
}
