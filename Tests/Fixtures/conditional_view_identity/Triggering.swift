import SwiftUI

struct LoginForm: View {
    @State private var usesPhone = false
    @State private var account = ""

    var body: some View {
        Form {
            Toggle("Use phone number", isOn: $usesPhone)
            if usesPhone { // expect: conditional_view_identity {{both branches of this 'if' build a 'TextField'}}
                TextField("Phone", text: $account)
                    .textContentType(.telephoneNumber)
            } else {
                TextField("Email", text: $account)
                    .textContentType(.emailAddress)
            }
        }
    }
}

struct Board: View {
    let showsMenu: Bool

    var body: some View {
        VStack {
            if showsMenu { // expect: conditional_view_identity {{'MenuBar'}}
                MenuBar()
            } else {
                MenuBar()
                    .hidden()
            }
        }
    }

    @ViewBuilder
    var backdrop: some View {
        if isDark { // expect: conditional_view_identity {{'BlurBackground'}}
            BlurBackground(material: .dark)
        } else {
            BlurBackground(material: .light)
        }
    }
}

extension View {
    @ViewBuilder
    func when<Modified: View>(_ condition: Bool, apply: (Self) -> Modified) -> some View { // expect: conditional_view_identity {{'when' applies a transform only when a condition holds}}
        if condition {
            apply(self)
        } else {
            self
        }
    }

    @ViewBuilder
    func ifPresent<Value, Modified: View>(_ value: Value?, apply: (Self, Value) -> Modified) -> some View { // expect: conditional_view_identity {{'ifPresent'}}
        if let value {
            apply(self, value)
        } else {
            self
        }
    }
}
