import SwiftUI

// A view modifier whose setter calls into a model that clears the payload.

@Observable
final class RenameRequestModel {
    var request: String?
    var draft = ""

    func dismiss() { request = nil }
}

struct RenamePrompt: ViewModifier {
    @State private var model = RenameRequestModel()

    var isPresented: Binding<Bool> {
        Binding(
            get: { model.request != nil },
            set: { if !$0 { model.dismiss() } }
        )
    }

    func body(content: Content) -> some View {
        content
            .alert(model.request ?? "", isPresented: isPresented) { // expect: optional_alert_textfield {{'model.request'}}
                TextField("New name", text: $model.draft)
                Button("Rename") { model.request = nil }
            }
    }
}
