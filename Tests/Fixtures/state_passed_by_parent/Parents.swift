import SwiftUI

// No property wrapper here: this file is read only because the index asks who builds
// the views of MemberwiseCallers.swift. The parents pass values that change; literals and
// new objects are in SeedsAndOwners.swift.

struct ForwardList: View {
    let port: Int
    let name: String
    var body: some View {
        PortForwardEdit(config: "a", forward: port)
        let edit: PortForwardEdit = .init(config: "b", forward: port + 1, label: name)
        edit
    }
}

struct Checkout: View {
    let baskets: [BasketStore]
    @State private var shown = 0
    let title: String
    let level: Double
    @State private var angle = 0.5
    var body: some View {
        BasketView(store: baskets[shown])
        Dial(angle: angle)
        Caption(text: title)
        Volume(volume: level)
    }
}
