import SwiftUI
import UIKit
import Observation

// Callers that lose nothing, not reported by default (all of them with `strict`, in
// rule_options/StrictSeeds.swift). Reduced from the issue 20 blind review, P5 to P9.

// P5: every caller builds the object in the argument: the child is its only owner, and
// '@StateObject' is what keeps one model across the parent's renders.
final class ChatModel: ObservableObject { @Published var lines: [String] = []; init(room: String) {} }
struct Chat: View {
    @StateObject var model: ChatModel
    var body: some View { List(model.lines, id: \.self) { Text($0) } }
}
struct Room: View {
    let room: String
    @State private var drag = CGSize.zero
    var body: some View { Chat(model: ChatModel(room: room)).offset(drag) }
}

// P6: the same for an '@Observable' model in '@State', built with '.init' and 'Type.init'.
@Observable final class SearchModel { var query = ""; init(scope: String) {} }
struct Search: View {
    @State var model: SearchModel
    var body: some View { TextField("Find", text: $model.query) }
}
struct SearchPicker: View {
    let scope: String
    var body: some View {
        Search(model: SearchModel(scope: scope))
        Search(model: .init(scope: scope))
        Search(model: SearchModel.init(scope: scope))
    }
}

// P7: the root of a hosting controller built per presentation: no later values.
struct DatePick: View {
    @State var date: Date
    var onApply: (Date) -> Void
    var body: some View { DatePicker("", selection: $date) }
}
func showPicker(from vc: UIViewController, current: Date) {
    vc.present(UIHostingController(rootView: DatePick(date: current, onApply: { _ in })), animated: true)
}

// P8: a literal seeds state the view changes itself (an optimistic toggle).
struct FollowButton: View {
    let user: String
    @State var following: Bool
    var body: some View { Button(following ? "Unfollow" : "Follow") { following.toggle() } }
}
struct UserRow: View {
    let user: String
    var body: some View { FollowButton(user: user, following: false) }
}

// P9: the parent re-passes what the child reported back through its callback; the child
// writes the value itself.
struct AvatarEditor: View {
    @State var url: URL?
    let onUpload: (URL?) -> Void
    var body: some View { Button("Upload") { url = URL(string: "https://x/y.png"); onUpload(url) } }
}
struct ProfileEditor: View {
    @State private var picture = ""
    var body: some View { AvatarEditor(url: URL(string: picture)) { picture = $0?.absoluteString ?? "" } }
}

// Literals of every kind: nothing reported.
struct Badge: View {
    @State var count: Int
    @State var title: String?
    @State var tags: [String]
    @State var scores: [String: Int]
    @State var isOn: Bool
    var body: some View { Text("\(count) \(title ?? "") \(tags.count) \(scores.count) \(isOn)") }
}
struct Badges: View {
    var body: some View { Badge(count: -1, title: nil, tags: ["a", "b"], scores: [:], isOn: true) }
}

// One caller passes a literal, one a value that changes: only the second is named.
struct Meter: View {
    @State var level: Int
    var body: some View { Text("\(level)") }
}
struct Meters: View {
    let current: Int
    var body: some View {
        Meter(level: 0)
        Meter(level: current)
    }
}

// A default value: a 'let' could not be passed in, so the advice is a plain 'var'.
struct Heading: View {
    @State var title = "Home"
    var body: some View { Text(title) }
}
struct Screen: View {
    let name: String
    var body: some View { Heading(title: name) }
}
