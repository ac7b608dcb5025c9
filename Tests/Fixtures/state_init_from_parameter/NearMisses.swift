import SwiftUI
import Observation

// Seeding that keeps no stale copy of a parent's value, or says it is a start.
@Observable final class ThreadLoader {
    var items: [String] = []
    init(threadID: Int) {}
}

final class LegacyLoader: ObservableObject {
    init(threadID: Int) {}
}

struct ThreadView: View {
    // Owning an object built from the inputs: the `@Observable` form of `@StateObject`.
    @State private var loader: ThreadLoader
    @State private var backup: ThreadLoader?
    @StateObject private var legacy: LegacyLoader
    @State private var draft: String
    @State private var tab: Int
    @State private var expanded = false
    let threadID: Int

    init(threadID: Int, startingTab: Int, initialDraft: String) {
        _loader = State(initialValue: ThreadLoader(threadID: threadID))
        _backup = .init(initialValue: .init(threadID: threadID))
        _legacy = StateObject(wrappedValue: LegacyLoader(threadID: threadID))
        _draft = State(initialValue: initialDraft)
        tab = startingTab
        self.threadID = threadID
    }

    var body: some View { Text(draft) }
}

// A property wrapper keeping its own state: seeding it is the point.
@propertyWrapper
struct Remembered: DynamicProperty {
    @State private var stored: Int
    init(wrappedValue: Int) { _stored = State(initialValue: wrappedValue) }
    var wrappedValue: Int { stored }
}

struct Throttled: DynamicProperty {
    @State private var interval: Double
    init(seconds: Double) { self._interval = State(wrappedValue: seconds) }
}

// A starting value clamped by a limit: the clamp reads another parameter, but the seed
// is the declared starting value.
struct ZoomPanel: View {
    @State private var zoom: Double
    init(initialZoom: Double, minZoom: Double) {
        _zoom = State(initialValue: max(initialZoom, minZoom))
    }
    var body: some View { Text("\(zoom)") }
}
