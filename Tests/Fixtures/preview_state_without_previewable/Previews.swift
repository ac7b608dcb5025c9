import SwiftUI

struct InputField: View {
    @Binding var message: String
    var body: some View { TextField("Message", text: $message) }
}

// A local `@State` in a preview body: typing in the preview does nothing.
#Preview {
    @State var message = "" // expect: preview_state_without_previewable {{'@State' local 'message' in '#Preview' is never installed}}
    return InputField(message: $message)
}

#Preview("Two") {
    @State var first = "" // expect: preview_state_without_previewable {{'first'}}
    @Previewable @State var second = ""
    InputField(message: $first)
    InputField(message: $second)
}

// A view declared in the preview owns its state like any view.
#Preview("Host") {
    struct Host: View {
        @State private var message = ""
        var body: some View { InputField(message: $message) }
    }
    return Host()
}
