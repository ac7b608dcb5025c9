import SwiftUI

struct ForwardList: View {
    var body: some View {
        VStack {
            PortForwardEdit(config: "a", forward: 8080)
            Seeded(start: 3)
        }
    }
}

func makeEdit() -> PortForwardEdit {
    let edit: PortForwardEdit = .init(config: "b", forward: 1, label: "x")
    return edit
}

extension Meter {
    var isLoud: Bool { level > 5 }
}
