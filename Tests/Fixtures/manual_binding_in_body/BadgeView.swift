import SwiftUI

// The type becomes a view in an extension in another file of this folder
// (BadgeView+View.swift); its `some View` member counts as render code.

struct BadgeView {
    @Binding var count: Int

    var stepper: some View {
        Stepper("Count", value: Binding(get: { count }, set: { count = max(0, $0) })) // expect: manual_binding_in_body {{in 'stepper'}}
    }
}
