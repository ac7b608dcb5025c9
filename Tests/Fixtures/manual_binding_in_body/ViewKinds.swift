import SwiftUI

// Toolbar and command content and styles render; a representable's `updateUIView` and
// its `Coordinator` build no SwiftUI children.
struct EditToolbar: ToolbarContent {
    @Binding var isEditing: Bool
    var body: some ToolbarContent {
        ToolbarItem {
            Toggle("Edit", isOn: Binding(get: { isEditing }, set: { isEditing = $0 })) // expect: manual_binding_in_body {{in 'body'}}
        }
    }
}

struct ViewCommands: Commands {
    @FocusedBinding(\.zoom) var zoom: Double?
    var body: some Commands {
        CommandMenu("View") {
            Toggle("Large", isOn: .init { (zoom ?? 1) > 1 } set: { zoom = $0 ? 2 : 1 }) // expect: manual_binding_in_body {{'.init { } set: { }' in 'body'}}
        }
    }
}

struct CapsuleButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle("Pressed", isOn: Binding(get: { false }, set: { _ in configuration.trigger() })) // expect: manual_binding_in_body {{in 'makeBody'}}
    }
}

struct SearchBar: UIViewRepresentable {
    @Binding var text: String

    func makeUIView(context: Context) -> UISearchBar { UISearchBar() }

    func updateUIView(_ bar: UISearchBar, context: Context) {
        context.coordinator.text = Binding(get: { text }, set: { text = $0 })
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject {
        var text: Binding<String> = .constant("")
        var body: some View { Toggle("On", isOn: .init { true } set: { _ in }) }
    }
}
