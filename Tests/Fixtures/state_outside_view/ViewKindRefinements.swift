import SwiftUI

// Project protocols refining SwiftUI's: a representable refinement is a view, and a style
// or toolbar refinement is render code whose state SwiftUI may install. Neither is dead state.
protocol WebWrapper: UIViewRepresentable {}
struct ArticleWeb: WebWrapper {
    @State private var progress = 0.0
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {}
}

protocol BrandButtonStyle: ButtonStyle {}
struct PillStyle: BrandButtonStyle {
    @State private var hovering = false
    func makeBody(configuration: Configuration) -> some View { configuration.label }
}

// A project protocol refining only plain protocols makes no host.
protocol Cacheable: Hashable {}
struct CacheEntry: Cacheable {
    @State var hits = 0 // expect: state_outside_view {{'CacheEntry'}}
    func hit() { hits += 1 }
}
