import SwiftUI

// `.init(get:set:)`, `nil != x` written the other way round, and a SecureField.

final class LoginModel: ObservableObject {
    @Published var pendingAccount: String?

    func signIn(_ password: String) {
        guard let account = pendingAccount else { return }
        print("signing in", account, password.count)
        pendingAccount = nil
    }
}

struct AccountPasswordPrompt: View {
    @StateObject private var model = LoginModel()
    @State private var password = ""

    var body: some View {
        Form {
            Button("Sign In as Guest") { model.pendingAccount = "guest" }
        }
        .alert(
            "Password", // expect@-1: optional_alert_textfield {{'model.pendingAccount' is non-nil and has a 'SecureField'}}
            isPresented: .init(
                get: { nil != self.model.pendingAccount },
                set: { newValue in
                    if newValue == false {
                        self.model.pendingAccount = nil
                    }
                }
            )
        ) {
            SecureField("Password", text: $password)
            Button("Sign In") { model.signIn(password) }
        }
    }
}
