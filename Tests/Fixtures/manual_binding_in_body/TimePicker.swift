import SwiftUI

// Seed 003: a binding built from closures inside `body`, bound to a local.

enum Time {
    case tonight
    case tomorrow
    case custom(Date)
}

struct TimePicker: View {
    @State private var selection = Time.tonight
    @State private var flag = false

    var body: some View {
        VStack {
            Button("Tonight") { selection = .tonight }
            Button("Custom") { selection = .custom(Date.now) }
            if case let .custom(date) = selection {
                let binding = Binding { // expect: manual_binding_in_body {{'Binding { } set: { }' in 'body' is rebuilt on every render}}
                    date
                } set: {
                    selection = .custom($0)
                }
                DatePickerRow(date: binding)
            }
            Toggle("Toggle", isOn: $flag)
        }
    }
}

struct DatePickerRow: View {
    @Binding var date: Date

    var body: some View {
        DatePicker("Custom Date", selection: $date)
    }
}
