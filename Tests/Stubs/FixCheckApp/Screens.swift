import SwiftUI

// The callers pass values that change: literals alone are reported only under strict.
struct ForwardList: View {
    let port: Int
    var body: some View {
        VStack {
            PortForwardEdit(config: "a", forward: port)
            Seeded(start: 3)
        }
    }
}

// A view's helper: render code (a free function would build the view once).
extension ForwardList {
    func makeEdit(port: Int, name: String) -> PortForwardEdit {
        let edit: PortForwardEdit = .init(config: "b", forward: port, label: name)
        return edit
    }
}

extension Meter {
    var isLoud: Bool { level > 5 }
}
