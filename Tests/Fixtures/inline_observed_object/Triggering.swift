import SwiftUI

final class InboxModel: ObservableObject {
    @Published var unread = 0
    init(folder: String = "") {}
    func markAllRead() { unread = 0 }
}

enum Models {
    final class Player: ObservableObject { @Published var isPlaying = false; func play() {} }
}

struct InboxView: View {
    @ObservedObject private var model = InboxModel() // expect: inline_observed_object {{'@ObservedObject' property 'model' creates its own 'InboxModel()'; a new object replaces it whenever the parent re-renders}}
    @ObservedObject var archive: InboxModel = .init(folder: "Archive") // expect: inline_observed_object {{'archive' creates its own 'InboxModel(…)'}}
    @ObservedObject var player = Models.Player.init() // expect: inline_observed_object {{'Models.Player()'}}
    @ObservedObject var folder: InboxModel

    init() {
        _folder = ObservedObject(wrappedValue: InboxModel(folder: "Inbox")) // expect: inline_observed_object {{'folder'}}
    }

    var body: some View { Text("\(model.unread) \(archive.unread) \(folder.unread)"); Button("Play") { player.play() }.disabled(player.isPlaying) }
}

struct Badge {
    @ObservedObject var model = InboxModel() // expect: inline_observed_object {{'model'}}
}

extension Badge: View {
    var body: some View { Text("\(model.unread)") }
}

// The parents that re-render them: every view above is built in render code of a view
// with state (a view with no stored property at all renders once per identity).
struct Inbox: View {
    @State private var filter = ""
    var body: some View {
        InboxView()
        Badge()
    }
}
