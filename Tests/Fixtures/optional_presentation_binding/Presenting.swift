import SwiftUI

// Already uses `presenting:`: the actions get the value as it was, so the data is safe.
// Not a finding.
struct Opener: View {
    @State private var pending: URL?
    var body: some View {
        Text("Open")
            .confirmationDialog("Open?", isPresented: Binding(get: { pending != nil },
                set: { if !$0 { pending = nil } }), presenting: pending) { url in
                Button("Open \(url)") {}
            }
    }
}
