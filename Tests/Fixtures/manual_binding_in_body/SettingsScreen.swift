import SwiftUI

// Bindings in `some View` helpers, `@ViewBuilder` functions and nested content closures.

final class SettingsStore: ObservableObject {
    @Published var flags: [String: Bool] = [:]
    @Published var fontSize = 14
}

struct SettingsScreen: View {
    @ObservedObject var store: SettingsStore
    let keys: [String]

    var body: some View {
        Form {
            Section("Flags") {
                ForEach(keys, id: \.self) { key in
                    Toggle(key, isOn: .init( // expect: manual_binding_in_body {{'.init(get:set:)' in 'body'}}
                        get: { store.flags[key] ?? false },
                        set: { store.flags[key] = $0 }
                    ))
                }
            }
            fontSection
            syncRow(title: "Sync")
        }
        .toolbar {
            ToolbarItem {
                Menu("More") {
                    Toggle("Compact", isOn: Binding<Bool>(get: { store.fontSize < 12 }, set: { store.fontSize = $0 ? 11 : 14 })) // expect: manual_binding_in_body
                }
            }
        }
    }

    private var fontSection: some View {
        Section("Font") {
            Stepper(
                "Size \(store.fontSize)",
                value: Binding( // expect: manual_binding_in_body {{in 'fontSection'}}
                    get: { Double(store.fontSize) },
                    set: { store.fontSize = Int($0) }
                ),
                in: 8...32
            )
        }
    }

    @ViewBuilder
    func syncRow(title: String) -> some View {
        Toggle(title, isOn: isEnabled("sync"))
    }

    func isEnabled(_ key: String) -> Binding<Bool> {
        SwiftUI.Binding(get: { store.flags[key] ?? false }, set: { store.flags[key] = $0 }) // expect: manual_binding_in_body {{returned by 'isEnabled'}}
    }
}
