import SwiftUI
import UIKit
import Observation

// 'state_passed_by_parent' with 'strict: true': the callers the default leaves out
// (state_passed_by_parent/SeedsAndOwners.swift has the same shapes, unreported) count.

// A new object built in the argument.
final class RoomFeed: ObservableObject { @Published var lines: [String] = []; init(room: String) {} }
struct FeedView: View {
    @StateObject var feed: RoomFeed // expect: state_passed_by_parent {{'feed' is passed in through the memberwise initializer ('FeedView(…feed:…)' at line 14)}}
    var body: some View { List(feed.lines, id: \.self) { Text($0) } }
}
struct FeedRoom: View { let room: String; var body: some View { FeedView(feed: RoomFeed(room: room)) } }

// A hosting controller's root.
struct DayPick: View {
    @State var day: Date // expect: state_passed_by_parent {{'day' is passed in through the memberwise initializer ('DayPick(…day:…)' at line 22)}}
    var body: some View { Text(day, style: .date) }
}
func presentDay(from vc: UIViewController, current: Date) {
    vc.present(UIHostingController(rootView: DayPick(day: current)), animated: true)
}

// A literal seeding state the view changes: the advice is a binding or an identity.
struct StarToggle: View {
    @State var starred: Bool // expect: state_passed_by_parent {{'starred' is passed in through the memberwise initializer ('StarToggle(…starred:…)' at line 30)}}
    var body: some View { Button("Star") { starred.toggle() } }
}
struct StarRow: View { var body: some View { StarToggle(starred: false) } }
