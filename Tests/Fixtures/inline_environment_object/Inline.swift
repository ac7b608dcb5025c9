import SwiftUI

final class Cart: ObservableObject {
    static let shared = Cart()
    @Published var items: [String] = []
}

@Observable final class Router {
    var path: [Int] = []
}

struct Shop: View {
    @StateObject private var cart = Cart()

    var body: some View {
        VStack {
            CartBadge().environmentObject(Cart()) // expect: inline_environment_object {{'.environmentObject(Cart())' in 'body' builds a new 'Cart' every time 'body' runs}}
            CartBadge().environmentObject(cart)
            CartBadge().environmentObject(Cart.shared)
        }
        .environment(Router()) // expect: inline_environment_object {{'.environment(Router())'}}
        .environment(\.locale, Locale(identifier: "de"))
    }
}

struct CartBadge: View {
    @EnvironmentObject private var cart: Cart
    var body: some View { Text("\(cart.items.count)") }
}

#Preview {
    CartBadge().environmentObject(Cart())
}
