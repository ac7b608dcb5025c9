import SwiftUI

// No property wrapper here: this file is read only because the index asks who builds
// `PortForwardEdit`, `Seeded` and who extends `Meter`.

struct ForwardList: View {
    var body: some View {
        PortForwardEdit(config: "a", forward: 8080)
        let edit: PortForwardEdit = .init(config: "b", forward: 1, label: "x")
        edit
        Seeded(start: 3)
    }
}

extension Meter {
    var isLoud: Bool { level > 5 }
}

struct Checkout: View {
    var body: some View {
        BasketView(store: BasketStore())
    }
}
