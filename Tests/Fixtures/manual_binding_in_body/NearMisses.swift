import SwiftUI

// Bindings SwiftUI can compare, and manual bindings outside render code. None of these
// is flagged by manual_binding_in_body.

struct Counter: View {
    @State private var count = 0
    @State private var model = CounterModel()

    var body: some View {
        VStack {
            // 1. Projected values and key paths.
            Stepper("Count", value: $count)
            Toggle("Enabled", isOn: $model.isEnabled)
            // 2. Constants.
            Toggle("Fixed", isOn: .constant(true))
            Toggle("Fixed", isOn: Binding.constant(false))
            // 3. Bindings built in a button action are built once per tap.
            Button("Reset") {
                let reset = Binding(get: { count }, set: { count = $0 })
                reset.wrappedValue = 0
            }
            Button {
                model.remembered = Binding { 1 } set: { _ in }
            } label: {
                Text("Remember")
            }
            Button(action: { model.remembered = .init(get: { 2 }, set: { _ in }) }) {
                Text("Remember two")
            }
        }
        // 4. Lifecycle and event modifiers.
        .onAppear { model.remembered = Binding(get: { count }, set: { count = $0 }) }
        .onChange(of: count) { _, _ in model.remembered = Binding(get: { 0 }, set: { _ in }) }
        .task { model.remembered = .init(get: { 3 }, set: { _ in }) }
        .gesture(DragGesture().onEnded { _ in
            withAnimation { model.remembered = Binding(get: { 4 }, set: { _ in }) }
        })
    }
}

@Observable
final class CounterModel {
    var isEnabled = false
    var remembered: Binding<Int>?

    // 5. A model vending bindings is not a view.
    func binding(for key: String) -> Binding<Bool> {
        Binding(get: { self.isEnabled }, set: { self.isEnabled = $0 })
    }
}

// 6. Extensions of Binding are the recommended place for derived bindings.
extension Binding where Value == Bool {
    init<Wrapped>(isPresent optional: Binding<Wrapped?>) {
        self.init(get: { optional.wrappedValue != nil }, set: { if !$0 { optional.wrappedValue = nil } })
    }

    var negated: Binding<Bool> {
        Binding(get: { !self.wrappedValue }, set: { self.wrappedValue = !$0 })
    }
}

// 7. A view's initializer, and a helper the render code never uses as a binding.
struct NameField: View {
    @Binding private var text: String
    @ObservedObject var store: NameStore

    init(store: NameStore) {
        self.store = store
        _text = Binding(get: { store.name }, set: { store.name = $0 })
    }

    private var unused: Binding<String> {
        Binding(get: { store.name }, set: { store.name = $0 })
    }

    private var uppercased: Binding<String> {
        Binding(get: { store.name.uppercased() }, set: { store.name = $0.lowercased() })
    }

    var body: some View {
        VStack {
            TextField("Name", text: $text)
            // 8. Only the value is read, or the helper is used from an action.
            Text(uppercased.wrappedValue)
            Button("Clear") { uppercased.wrappedValue = "" }
            // 9. Another value's member of the same name.
            Text(store.unused)
        }
    }
}

final class NameStore: ObservableObject {
    @Published var name = ""
    var unused = ""
}

// 10. Text that only looks like code.
struct Documentation: View {
    var body: some View {
        // Toggle(isOn: Binding(get: { true }, set: { _ in }))
        Text("Binding(get: { true }, set: { _ in })")
    }
}

// 11. `extension View` helpers are not treated as a view type's render code (a known limit).
extension View {
    func presenting(_ item: Binding<Int?>) -> some View {
        sheet(isPresented: Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })) { // expect: optional_presentation_binding {{'item.wrappedValue != nil'}}
            EmptyView()
        }
    }
}

// 12. A binding type annotation and a stored closure are not bindings built in body.
struct Wrapper: View {
    let source: Binding<Int>
    let make: () -> Binding<Int> = { Binding(get: { 0 }, set: { _ in }) }

    var body: some View {
        Stepper("Value", value: source)
    }
}

// 13. Async work spawned from body runs on its own schedule.
struct Loader: View {
    @State private var value = 0

    var body: some View {
        Text("\(value)")
            .refreshable {
                await Task { let b = Binding(get: { value }, set: { value = $0 }); b.wrappedValue += 1 }.value
            }
    }
}
