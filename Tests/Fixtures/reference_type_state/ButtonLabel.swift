import SwiftUI

/// The count is mutated by the action and read only in the button's label content: the
/// label is render code even though the action is passed as `action:`.
final class TapTally {
    var taps = 0
}

struct TallyButton: View {
    @State private var tally = TapTally() // expect: reference_type_state {{holds class 'TapTally'}}

    var body: some View {
        Button(action: { tally.taps += 1 }) {
            Text("Tapped \(tally.taps) times")
        }
    }
}
