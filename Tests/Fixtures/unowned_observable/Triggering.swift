import SwiftUI

// Each flagged property carries an `expect` comment on the line its diagnostic starts.

// A preview object built from placeholders, in a settings screen.
struct DisplaySettingsView: View {
    @State private var isPickerPresented = false

    private let previewRowModel = RowModel( // expect: unowned_observable {{property 'previewRowModel' constructs '@Observable' class 'RowModel', which is rebuilt with every view value}}
        status: .placeholder,
        client: Client(server: ""))

    var body: some View { EmptyView() }
}

struct InboxView: View {
    let store = InboxStore() // expect: unowned_observable {{ObservableObject 'InboxStore'}}
    var body: some View { Text("\(store.unread)") }
}

// The class is `@Observable` through its superclass, declared in another file.
struct ProfileView: SwiftUI.View {
    var loader = ProfileLoader.init(id: 1) // expect: unowned_observable {{'ProfileLoader'}}
    var body: some View { EmptyView() }
}

// The view conformance is added in Extensions.swift.
struct Badge {
    private let counter = BadgeCounter() // expect: unowned_observable
}

struct Glow: ViewModifier {
    let animator = GlowAnimator() // expect: unowned_observable
    func body(content: Content) -> some View { content }
}

// Called and read: the count it shows starts over with every new view value.
struct UnreadBadge: View {
    private let store = InboxStore() // expect: unowned_observable {{'store' constructs ObservableObject 'InboxStore'}}

    var body: some View {
        Text("\(store.unread)").onAppear { store.objectWillChange.send() }
    }
}
