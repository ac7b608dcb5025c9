import SwiftUI

// Each flagged property carries an `expect` comment on the line its diagnostic starts.

struct PlayerView: View {
    @State var isPlaying = false // expect: non_private_state {{'@State' property 'isPlaying' should be private}}
    @StateObject var model = PlayerModel() // expect: non_private_state {{'@StateObject'}}
    @FocusState internal var isSearchFocused: Bool // expect: non_private_state
    @GestureState var dragOffset = CGSize.zero // expect: non_private_state
    // Keyed storage: reported only with `strict: true` (rule_options).
    @SceneStorage("selectedTab") public var selectedTab = 0
    @AppStorage("volume") var volume = 0.5

    var body: some View {
        Text(isPlaying ? "Playing" : "Paused")
    }
}

struct EditorView: SwiftUI.View {
    // `private(set)` is not private: a parent could still seed the value.
    @State private(set) var draft = "" // expect: non_private_state

    // The attribute on its own line: the diagnostic starts at the attribute.
    @State // expect: non_private_state
    var wordCount = 0

    var body: some View { TextEditor(text: $draft) }
}

enum Screens {
    struct Detail: View {
        @State var isExpanded = false // expect: non_private_state
        var body: some View { EmptyView() }
    }
}

// Conformance added in an extension in another file of this folder.
struct StatusBadge {
    @State var isBlinking = false // expect: non_private_state
}

struct NotesApp: App {
    @StateObject var store = NoteStore() // expect: non_private_state
    var body: some Scene { WindowGroup { EmptyView() } }
}

struct Highlight: ViewModifier {
    @State var isOn = true // expect: non_private_state
    func body(content: Content) -> some View { content }
}
