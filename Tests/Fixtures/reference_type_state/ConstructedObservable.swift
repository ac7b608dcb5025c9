import SwiftUI

/// SPEC §5 (a): an ObservableObject the view constructs and never replaces is reported
/// whatever the body reads — '@State' builds a new one on every init of the view.
final class UploadMonitor: ObservableObject {
    @Published var progress = 0.0
    func start() {}
}

struct UploadBadge: View {
    @State private var monitor = UploadMonitor() // expect: reference_type_state {{'@State' property 'monitor' constructs ObservableObject 'UploadMonitor'; use '@StateObject'}}

    var body: some View {
        Image(systemName: "arrow.up.circle")
            .onAppear { monitor.start() }
    }
}

struct UploadSheet: View {
    @State private var monitor: UploadMonitor // expect: reference_type_state {{constructs ObservableObject 'UploadMonitor'}}

    init() {
        _monitor = State(wrappedValue: UploadMonitor())
    }

    var body: some View { Text("Uploading") }
}

struct UploadScreen: View {
    @State private var monitor = UploadMonitor.init() // expect: reference_type_state {{constructs ObservableObject 'UploadMonitor'}}
    var body: some View { Text("Uploading") }
}

// Optional: a presence test, '@StateObject' cannot start nil.
struct UploadOptional: View {
    @State private var monitor: UploadMonitor? = UploadMonitor()
    var body: some View {
        if monitor != nil { Text("Uploading") }
    }
}

// Replaced later: '@StateObject' cannot be reassigned.
struct UploadRestarting: View {
    @State private var monitor = UploadMonitor()
    var body: some View {
        Button("Restart") { monitor = UploadMonitor() }
    }
}

// Handed out as a binding: the child may replace it.
struct UploadHandOff: View {
    @State private var monitor = UploadMonitor()
    var body: some View { UploadMonitorPicker(monitor: $monitor) }
}

struct UploadMonitorPicker: View {
    @Binding var monitor: UploadMonitor
    var body: some View { Button("New") { monitor = UploadMonitor() } }
}
