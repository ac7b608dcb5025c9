import SwiftUI

// A view modifier's `body(content:)`, a sheet's content closure, and `#Preview`.

struct Highlighted: ViewModifier {
    @Binding var selection: Int?
    let index: Int

    func body(content: Content) -> some View {
        content
            .sheet(isPresented: Binding(get: { selection == index }, set: { if !$0 { selection = nil } })) { // expect: manual_binding_in_body {{in 'body'}}
                NavigationStack {
                    Toggle("Pinned", isOn: Binding.init(get: { index == 0 }, set: { _ in })) // expect: manual_binding_in_body {{'Binding.init(get:set:)' in 'body'}}
                }
            }
    }
}

#Preview("Badge") {
    BadgeView(count: Binding(get: { 3 }, set: { _ in })) // expect: manual_binding_in_body {{in '#Preview'}}
}
