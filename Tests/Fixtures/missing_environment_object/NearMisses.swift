import SwiftUI

// Nothing in this file may be reported. Every view here is shown in the "Extras" window,
// which provides nothing.

struct ExtrasView: View {
    var body: some View {
        VStack {
            OptionalBadge()
            Unused()
            ContainerHost()
            FrameHost()
            ModifierHost()
        }
    }
}

// An optional Observation read is nil when nothing provides it.
struct OptionalBadge: View {
    @Environment(Downloads.self) private var downloads: Downloads?
    var body: some View { Text("\(downloads?.count ?? 0)") }
}

// Declared and never used: nothing can crash.
struct Unused: View {
    @EnvironmentObject private var updater: Updater
    var body: some View { Text("unused") }
}

// Never built outside a preview: not reported without `strict`.
struct PreviewOnly: View {
    @EnvironmentObject private var updater: Updater
    var body: some View { Text(updater.isChecking ? "a" : "b") }
}

#Preview {
    PreviewOnly()
        .environmentObject(Updater())
}

// A project container that injects what its content reads.
struct WithUpdater<Content: View>: View {
    @StateObject private var updater = Updater()
    @ViewBuilder let content: Content
    var body: some View { content.environmentObject(updater) }
}

struct Contained: View {
    @EnvironmentObject private var updater: Updater
    var body: some View { Text(updater.isChecking ? "a" : "b") }
}

struct ContainerHost: View {
    var body: some View { WithUpdater { Contained() } }
}

// Reached only through a function the linter cannot see into: unknown, not missing.
struct Framed: View {
    @EnvironmentObject private var updater: Updater
    var body: some View { Text(updater.isChecking ? "a" : "b") }
}

struct FrameHost: View {
    var body: some View { frame(Framed()) }
    private func frame(_ content: some View) -> some View { content.padding() }
}

// A `ViewModifier` that injects.
struct InjectUpdater: ViewModifier {
    @StateObject private var updater = Updater()
    func body(content: Content) -> some View { content.environmentObject(updater) }
}

struct Modified: View {
    @EnvironmentObject private var updater: Updater
    var body: some View { Text(updater.isChecking ? "a" : "b") }
}

struct ModifierHost: View {
    var body: some View { Modified().modifier(InjectUpdater()) }
}
