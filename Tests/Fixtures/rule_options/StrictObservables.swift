import SwiftUI

// Strict-only shapes of `reference_type_state` for an ObservableObject (this folder's
// .bindinglint.json sets 'strict: true'): the default options report none of them.

final class UploadTracker: ObservableObject {
    @Published var progress = 0.0
    func start() {}
}

// Constructed and never replaced, with nothing of it read while rendering: '@StateObject'
// is a drop-in, but the throwaway object per init of the view is all '@State' costs here.
struct UploadIcon: View {
    @State private var tracker = UploadTracker() // expect: reference_type_state {{'@State' property 'tracker' constructs ObservableObject 'UploadTracker'; use '@StateObject'}}
    var body: some View {
        Image(systemName: "arrow.up.circle")
            .onAppear { tracker.start() }
    }
}

// An optional set on appear and read: a selection replaced wholesale.
struct UploadStatus: View {
    @State private var tracker: UploadTracker? // expect: reference_type_state {{'@State' property 'tracker' holds ObservableObject 'UploadTracker'; its changes do not update the view}}
    var body: some View {
        Text("\(tracker?.progress ?? 0)")
            .onAppear { tracker = UploadTracker() }
    }
}
