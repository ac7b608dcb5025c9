import SwiftUI

// `.init { … } set: { … }` where the parameter's type is `Binding`: the same closures,
// spelled as trailing closures of the contextual initializer.
struct DraftForm: View {
    @Bindable var model: DraftModel // expect: unused_bindable
    @Binding var isPinned: Bool

    var body: some View {
        Form {
            TextField("Title", text: .init { // expect: manual_binding_in_body {{'.init { } set: { }' in 'body' is rebuilt on every render}}
                model.draft.title ?? ""
            } set: {
                model.draft.title = $0
            })
            Toggle("Pinned", isOn: Binding.init { isPinned } set: { isPinned = $0 }) // expect: manual_binding_in_body {{'Binding.init { } set: { }' in 'body'}}
            Toggle("Locked", isOn: .init(get: { false }, set: { _ in })) // expect: manual_binding_in_body {{'.init(get:set:)' in 'body'}}
        }
    }
}

// Near misses: other types' initializers with trailing closures.
struct Feedback: View {
    @State private var alert: AlertState<Action>?
    var body: some View {
        Button("Fail") {
            alert = .init { TextState("Failed") } actions: { ButtonState { TextState("OK") } }
        }
        Text("x").task { let effect = Effect.init { await send() }; _ = effect }
        let rows = Rows.init { 1 } content: { 2 }
        Text("\(rows)")
    }
}

extension View {
    // `extension View` helpers are not view code (a known limit, see the rationale).
    func collapsed(_ value: Binding<Bool>) -> some View {
        _trait(CollapsedKey.self, .init { value.wrappedValue } set: { value.wrappedValue = $0 })
    }
}
