import SwiftUI

// A representable is a view value the parent re-creates on every render: an object it
// constructs in a stored property is rebuilt with it.
struct ChartHost: UIViewRepresentable {
    let counter = BadgeCounter() // expect: unowned_observable {{'BadgeCounter'}}
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {}
}

// The coordinator lives as long as the representable's view: constructing there is right.
struct ScrollHost: NSViewRepresentable {
    func makeNSView(context: Context) -> NSView { NSView() }
    func updateNSView(_ view: NSView, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator() }
    final class Coordinator {
        let animator = GlowAnimator()
    }
}
