import SwiftUI

// SwiftUI hosts that are not spelled `View` but install dynamic properties: none of them
// is declared in the linted sources, so a conformance to them is given the benefit of the doubt.
struct HoverHighlightStyle: ButtonStyle {
    @State private var hovering = false
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onHover { hovering = $0 }
    }
}

struct RingProgressStyle: ProgressViewStyle {
    @State private var diameter: CGFloat = 0
    func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

struct FocusLabeledStyle: LabeledContentStyle {
    @FocusState private var focused: Bool
    func makeBody(configuration: Configuration) -> some View { configuration.content }
}

struct TerminalHost: NSViewRepresentable {
    @StateObject private var palette = Palette()
    func makeNSView(context: Context) -> NSView { NSView() }
    func updateNSView(_ view: NSView, context: Context) {}
}

struct ExportCommands: Commands {
    @State private var exporting = false
    var body: some Commands { CommandMenu("Export") { Button("Export") { exporting = true } } }
}

struct ShareToolbar: ToolbarContent {
    @State private var sharing = false
    var body: some ToolbarContent { ToolbarItem { Button("Share") { sharing = true } } }
}

// A View refinement from a package the run does not include.
struct ConnectedDiscover: StoreConnectedView, Equatable {
    @State private var swipeOffset = CGSize.zero
}

// Plain standard protocols do not make a struct a host.
struct PagingState: Hashable, Codable {
    @State var page = 1 // expect: state_outside_view {{'PagingState'}}
    func next() { page += 1 }
}
