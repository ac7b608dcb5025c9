import SwiftUI

// Nothing in this file may be reported.

// Owned the way SwiftUI keeps it, or passed in.
struct OwnedView: View {
    @State private var model = BadgeCounter()
    @StateObject private var store = InboxStore()
    @ObservedObject var injected: InboxStore
    @Environment(RowModel.self) private var row
    let passedIn: ProfileLoader
    var optionalModel: BadgeCounter?

    var body: some View { EmptyView() }
}

// Static, value types, plain classes, factories.
struct Misc: View {
    static let shared = BadgeCounter()
    private let client = Client(server: "x")
    private let cache = ImageCache()
    private let id = UUID()
    private let loader = ProfileLoader.shared
    private let made = makeCounter()
    private let opener = LinkOpener()
    var computed: BadgeCounter { BadgeCounter() }

    var body: some View {
        let local = BadgeCounter()
        Text("\(ObjectIdentifier(local).hashValue)")
    }
}

// An App is created once: its plain properties live as long as the process.
@main
struct ExampleApp: App {
    let store = InboxStore()
    let model = BadgeCounter()
    var body: some Scene { WindowGroup { OwnedView(injected: store, passedIn: ProfileLoader(id: 0)) } }
}

// Not a view: a plain holder of objects.
struct Dependencies {
    let store = InboxStore()
    let model = BadgeCounter()
}

func makeCounter() -> BadgeCounter { BadgeCounter() }

extension ProfileLoader {
    static let shared = ProfileLoader(id: 0)
}

// The store is a service here: the view only calls it and keeps the answer itself.
struct UnreadRefresher: View {
    private let store = InboxStore()
    @State private var count = 0

    var body: some View {
        Text("\(count)").task { count = await store.refreshedCount() }
    }
}

extension InboxStore {
    func refreshedCount() async -> Int { unread }
}
