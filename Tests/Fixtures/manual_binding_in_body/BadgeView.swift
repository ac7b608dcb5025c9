import SwiftUI

// The type becomes a view in an extension in another file of this folder
// (BadgeView+View.swift); its `some View` member counts as render code.

struct BadgeView {
    @Binding var count: Int

    var stepper: some View {
        Stepper("Count", value: Binding(get: { count }, set: { count = max(0, $0) })) // expect: manual_binding_in_body {{in 'stepper'}}
    }
}

// A live parent: a view only previews build is dead code the rule leaves alone.
struct BadgeHost: View {
    @State private var count = 0
    var body: some View { BadgeView(count: $count) }
}
