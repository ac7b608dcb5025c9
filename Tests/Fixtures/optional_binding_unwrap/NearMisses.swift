import SwiftUI

// Conversions and unwraps that are not the failable `Binding($optional)` in a condition.
struct OptionalField: View {
    @Binding var text: String?
    var body: some View { TextField("Text", text: Binding(get: { text ?? "" }, set: { text = $0 })) }
}

struct NameForm: View {
    @State private var name = ""
    @State private var nickname: String?
    @State private var choice = Slot.morning

    var body: some View {
        VStack {
            // The non-failable conversion `Binding<String>` → `Binding<String?>`.
            OptionalField(text: Binding($name))
            // Unwrapping the value, not the binding.
            if let nickname { Text(nickname) }
            // A key path to a non-optional projection: the recommended shape.
            DatePicker("Time", selection: $choice.customTimeOrNow)
            Text("if let b = Binding($nickname) is how it crashes")
        }
    }

    var optionalName: Binding<String?> { Binding($name) }

    func unwrapLater() {
        let maybe = Binding($nickname)
        _ = maybe
    }
}

extension Slot {
    var customTimeOrNow: Date {
        get { customTime ?? .now }
        set { customTime = newValue }
    }
}

// Filled once and afterwards only replaced by other values: no file sets the signature
// to nil (reported only with `strict: true`).
struct SignatureSection: View {
    @ObservedObject var inbox: Inbox

    var body: some View {
        if let signature = Binding($inbox.signature) {
            TextField("Signature", text: signature)
        }
    }
}
