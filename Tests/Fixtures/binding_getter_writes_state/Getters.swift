import SwiftUI

// A getter that writes what it does not declare changes state while SwiftUI renders.

struct ReadCounter: View {
    @State private var reads = 0
    @State private var text = ""
    var body: some View {
        TextField("", text: Binding(get: { reads += 1; return text }, set: { text = $0 })) // expect: binding_getter_writes_state {{getter of 'Binding(get:set:)' changes 'reads'}}
    }
}

final class FeedModel: ObservableObject {
    @Published var seen = false
    var lastRead = Date()
}

struct FeedRow: View {
    @ObservedObject var model: FeedModel
    var body: some View {
        Toggle("Seen", isOn: Binding { // expect: binding_getter_writes_state {{changes 'model'}}
            model.lastRead = .now
            return model.seen
        } set: {
            model.seen = $0
        })
    }
}

struct History: View {
    @State private var log: [String] = []
    @State private var flag = false
    var body: some View {
        Toggle("Flag", isOn: .init(get: { log.append("read"); return flag }, set: { flag = $0 })) // expect: binding_getter_writes_state {{changes 'log'}}
    }
}

// Near misses: a local the getter declares, comparisons, non-mutating calls, writes in
// the setter, and a write in an event closure.
struct Fine: View {
    @State private var count = 0
    @State private var items: [Int] = []
    @State private var date = Date()
    var body: some View {
        Stepper("", value: Binding(get: { var value = count; value += 1; return value }, set: { count = $0 - 1 }))
        Toggle("", isOn: Binding(get: { count <= 3 && items.count == 0 }, set: { _ in items.removeAll() }))
        DatePicker("", selection: Binding(get: { date.addingTimeInterval(60) }, set: { date = $0 }))
        Text("\(Binding(get: { items.sorted() }, set: { items = $0 }).wrappedValue.count)")
        Button("Add") { items.append(1) }
    }
}
