import SwiftUI

// No property wrapper here: this file is read only because the index asks who builds
// the views of MemberwiseCallers.swift.

struct ForwardList: View {
    var body: some View {
        PortForwardEdit(config: "a", forward: 8080)
        let edit: PortForwardEdit = .init(config: "b", forward: 1, label: "x")
        edit
    }
}

struct Checkout: View {
    var body: some View {
        BasketView(store: BasketStore())
        Dial(angle: 0.5)
        Caption(text: "Title")
        Volume(volume: 1)
    }
}

