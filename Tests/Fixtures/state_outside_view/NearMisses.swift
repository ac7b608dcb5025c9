import SwiftUI

// The View conformance lives in Extensions.swift.
struct StepperRow {
    @State private var value = 0
}

struct FadeOnHover: ViewModifier {
    @State private var hovering = false
    func body(content: Content) -> some View { content.opacity(hovering ? 0.5 : 1) }
}

struct Throttled: DynamicProperty {
    @State private var last = Date.distantPast
}

struct Journal: App {
    @StateObject private var store = JournalStore()
    var body: some Scene { WindowGroup { EmptyView() } }
}

protocol Panel: View {}

struct InspectorPanel: Panel {
    @State private var expanded = true
    var body: some View { EmptyView() }
}

struct AddressFields {
    @Binding var street: String
}

final class Preferences: ObservableObject {
    @AppStorage("units") var units = "metric"
    @Published var state = State.loading
    enum State { case loading, ready }
}

#Preview {
    @Previewable @State var isOn = true
    Toggle("On", isOn: $isOn)
}

enum Screens {
    struct Onboarding: View {
        @State private var page = 0
        var body: some View { EmptyView() }
    }
}

// Nothing writes it: the memberwise initializer gives the value, and reads return it
// (reported with strict only).
struct MessageParser {
    @State var colorScheme: Int
    func parse(_ text: String) -> [String] { [text, "\(colorScheme)"] }
}

// Written, but private and read by nothing: the dropped write is never seen.
struct Announcement {
    @State private var show = true
    func tapped() { show = false }
}
