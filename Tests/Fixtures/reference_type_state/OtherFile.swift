import SwiftUI

// PrivateCounter is private to Models.swift: this file declares its own struct of that
// name, and it is the one the view means.
struct PrivateCounter {
    var total = 0
}

struct PrivateCounterView: View {
    @State private var counter = PrivateCounter()

    var body: some View {
        Button("\(counter.total)") { counter.total += 1 }
    }
}
