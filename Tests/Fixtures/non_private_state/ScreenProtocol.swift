import SwiftUI

// No property wrapper here: read because the index asks what 'Screen' is.
protocol Screen: View {
    associatedtype StateModel: ObservableObject
    var state: StateModel { get }
}

enum Basal {
    struct RootView: View {
        var level: Int
        var body: some View { Text("\(level)") }
    }
}
extension Basal.RootView {
    var isHigh: Bool { level > 3 }
}
