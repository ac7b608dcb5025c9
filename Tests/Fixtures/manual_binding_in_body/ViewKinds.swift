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

// The AppKit twin: `updateNSViewController` hands the coordinator a binding; the
// coordinator is a class, never view code, whatever its members are called.
struct FontPanel: NSViewControllerRepresentable {
    @Binding var size: Double

    func makeNSViewController(context: Context) -> NSViewController { NSViewController() }

    func updateNSViewController(_ controller: NSViewController, context: Context) {
        context.coordinator.size = .init { size } set: { size = $0 }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator {
        var size: Binding<Double>?
        @ViewBuilder func content() -> some View { Slider(value: Binding(get: { 1 }, set: { _ in })) }
    }
}
