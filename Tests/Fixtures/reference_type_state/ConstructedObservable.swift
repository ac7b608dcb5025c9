import SwiftUI

/// SPEC §5 (a): an ObservableObject the view constructs and never replaces — '@State' builds
/// a new one on every init of the view. Reported by default when the view reads a
/// '@Published' member (its changes are lost); with nothing read, the throwaway object is
/// all it costs, and only `strict` reports it (review36: 4 of 5 such findings not worth a
/// change; rule_options/StrictObservables.swift).
final class UploadMonitor: ObservableObject {
    @Published var progress = 0.0
    func start() {}
}

struct UploadBadge: View {
    @State private var monitor = UploadMonitor() // expect: reference_type_state {{'@State' property 'monitor' holds ObservableObject 'UploadMonitor'; use '@StateObject'}}

    var body: some View {
        ProgressView(value: monitor.progress)
            .onAppear { monitor.start() }
    }
}

struct UploadSheet: View {
    @State private var monitor: UploadMonitor // expect: reference_type_state {{holds ObservableObject 'UploadMonitor'}}

    init() {
        _monitor = State(wrappedValue: UploadMonitor())
    }

    var body: some View { Text("Uploading \(monitor.progress)") }
}

struct UploadScreen: View {
    @State private var monitor = UploadMonitor.init() // expect: reference_type_state {{holds ObservableObject 'UploadMonitor'}}
    var body: some View { Text("Uploading \(monitor.progress)") }
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
