import SwiftUI

// SwiftUI's refinements of `View` install state like any view: a parent seeding
// `lastBounds` through the memberwise initializer passes a value that is ignored
// after the first render.
struct ZoomGesture: UIViewRepresentable {
    @Binding var scale: CGFloat
    @State var lastBounds: CGRect? // expect: non_private_state {{'lastBounds'}}

    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {}

    // The coordinator is a class SwiftUI never installs state in; nothing to say here.
    final class Coordinator: NSObject {
        var parent: ZoomGesture
        init(_ parent: ZoomGesture) { self.parent = parent }
    }
}

struct OutlineHost: NSViewControllerRepresentable {
    @StateObject var settings: Settings = .shared // expect: non_private_state {{'settings'}}
    func makeNSViewController(context: Context) -> NSViewController { NSViewController() }
    func updateNSViewController(_ controller: NSViewController, context: Context) {}
}

private struct SceneHost: NSViewRepresentable {
    @State var shadows = true // expect: non_private_state {{'shadows'}}
    func makeNSView(context: Context) -> NSView { NSView() }
    func updateNSView(_ view: NSView, context: Context) {}
}

struct PickerHost: UIViewControllerRepresentable {
    @State var picked: [URL] = [] // expect: non_private_state {{'picked'}}
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

// `Shape` refines `View`.
struct Wave: Shape {
    @State var phase = 0.0 // expect: non_private_state {{'phase'}}
    func path(in rect: CGRect) -> Path { Path() }
}

// A project protocol refining `View` or a representable makes its conformers views.
protocol Card: View {}
struct TicketCard: Card {
    @State var flipped = false // expect: non_private_state {{'flipped'}}
    var body: some View { Text("Ticket") }
}

protocol MapWrapper: UIViewRepresentable {}
struct RouteMap: MapWrapper {
    @State var region = 0 // expect: non_private_state {{'region'}}
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {}
}

// Near misses. Private state in a representable is right.
struct PrivateHost: UIViewRepresentable {
    @State private var lastSize = CGSize.zero
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {}
}

// Styles, toolbar and command content are evaluated while rendering, but SwiftUI does not
// document installing their state: neither reported here nor by `state_outside_view`.
struct PressedStyle: ButtonStyle {
    @State var pressedOnce = false
    func makeBody(configuration: Configuration) -> some View { configuration.label }
}

struct FileCommands: Commands {
    @State var exporting = false
    var body: some Commands { CommandMenu("File") { Button("Export") { exporting = true } } }
}

// A project protocol that only shares a name shape with SwiftUI's is not a view.
protocol Representable {}
struct Snapshot: Representable {
    @State var value = 0 // expect: state_outside_view {{'Snapshot'}}
    func bump() { value += 1 }
}
