import SwiftUI

final class CheckoutModel: ObservableObject {
    @State var coupon = "" // expect: state_outside_view {{'@State' property 'coupon' is in class 'CheckoutModel'}}
    @Published var total = 0
    func apply(_ code: String) { coupon = code }
}

// Nothing in the file writes it: reads return the initial value (strict only).
final class DeepLinkRouter {
    @State var windowManager = WindowManager()
    func open() { windowManager.show() }
}

actor ImageCache {
    @StateObject var loader = Loader() // expect: state_outside_view {{actor 'ImageCache'}}
}

struct SearchOptions {
    @State var includeArchived = false // expect: state_outside_view {{'SearchOptions', which is not a view type}}
    func showArchived() { includeArchived = true }
    var limit = 20
}

struct Gallery: View {
    // A nested helper struct is not a view just because its parent is.
    struct DragModel {
        @GestureState var translation = CGSize.zero // expect: state_outside_view {{'Gallery.DragModel'}}
    }
    var body: some View { EmptyView() }
}

@Observable
final class SignInFlow {
    @FocusState private var emailFocused: Bool // expect: state_outside_view {{'@FocusState' property 'emailFocused'}}
}

// Declared here, extended in Extensions.swift with `Equatable` only: still not a view.
struct TimerSettings {
    @State var seconds = 30 // expect: state_outside_view {{'TimerSettings'}}
    func reset() { seconds = 30 }
}
