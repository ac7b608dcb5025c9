import SwiftUI

struct PermissionsView: View {
    @State private var granted: [Permission: Bool] = [:]
    @ObservedObject var settings: SettingsModel

    var body: some View {
        Form {
            ForEach(Permission.allCases) { permission in
                Toggle(permission.title, isOn: $granted[permission, default: false]) // expect: subscript_binding_in_body {{'$granted[…]' derives a binding through a subscript in 'body'}}
            }
            TextField("Server", text: $settings.values["server", default: ""]) // expect: subscript_binding_in_body {{'$settings.values[…]'}}
        }
    }

    @ViewBuilder
    private var advanced: some View {
        Toggle("Logging", isOn: self.$granted[.logging, default: false]) // expect: subscript_binding_in_body {{'self.$granted[…]' derives a binding through a subscript in 'advanced'}}
    }
}

#Preview {
    @Previewable @State var names = ["a"]
    TextField("Name", text: $names[0]) // expect: subscript_binding_in_body {{'#Preview'}}
}
