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

// A toggle style's `makeBody` runs on every render of every toggle it styles;
// `configuration.$isOn` is the comparable binding.
struct ChecklistToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: Binding(get: { configuration.isOn }, set: { configuration.isOn = $0 })) { // expect: manual_binding_in_body {{in 'makeBody'}}
            configuration.label
        }
    }
}

struct PlainChecklistToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: configuration.$isOn) { configuration.label }
    }
}
