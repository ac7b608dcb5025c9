import SwiftUI

// Reduced from the issue 20 blind review (extra list): an optional ObservableObject the
// view replaces. Its changes are not observed, but '@StateObject' cannot hold an optional:
// the advice is to observe it in a child view. Set once and read (a snapshot, a picked
// contact) it is a selection replaced wholesale: review36 read three such findings as not
// worth a change, so only `strict` reports one the view assigns (SPEC §5: "Not flagged:
// optional or later-assigned objects"); rule_options/StrictObservables.swift.
final class MediaTab: ObservableObject { @Published var isPlaying = false }
struct MediaControls: View {
    @State private var tab: MediaTab?
    var body: some View {
        Text(tab?.isPlaying == true ? "Playing" : "Paused")
            .onAppear { tab = MediaTab() }
    }
}

// Never replaced: an optional the view only ever reads is stale when the tab changes.
struct MediaBadge: View {
    @State private var tab: MediaTab? = MediaTab() // expect: reference_type_state {{'@State' property 'tab' holds ObservableObject 'MediaTab'; its changes do not update the view}}
    var body: some View { Text(tab?.isPlaying == true ? "Playing" : "Paused") }
}
