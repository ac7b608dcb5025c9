import SwiftUI

// The screen protocol (ScreenProtocol.swift) requires 'state': the property cannot be
// more private than the protocol, so there is nothing to report.
final class CarbStore: ObservableObject {}
enum Carbs {
    struct RootView: Screen {
        @StateObject var state = CarbStore()
        @State var isEditing = false // expect: non_private_state {{'isEditing' should be private}}
        var body: some View { Text("Carbs") }
    }
}

// Another type named 'RootView' is extended in ScreenProtocol.swift: that extension's use of
// 'level' says nothing about this one, so the fix stays safe.
enum Doses {
    struct RootView: View {
        @State var level = 0 // expect: non_private_state {{'level' should be private}}
        var body: some View { Text("\(level)") }
    }
}
