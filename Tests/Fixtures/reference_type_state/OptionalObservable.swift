import SwiftUI

// Reduced from the issue 20 blind review (extra list): an optional ObservableObject the
// view replaces. Its changes are not observed (a real bug), but '@StateObject' cannot hold
// an optional: the advice is to observe it in a child view.
final class MediaTab: ObservableObject { @Published var isPlaying = false }
struct MediaControls: View {
    @State private var tab: MediaTab? // expect: reference_type_state {{'@State' property 'tab' holds ObservableObject 'MediaTab'; its changes do not update the view}}
    var body: some View {
        Text(tab?.isPlaying == true ? "Playing" : "Paused")
            .onAppear { tab = MediaTab() }
    }
}
