import SwiftUI

// Reduced from the issue 20 blind review. P1: a preview passes the property through the
// memberwise initializer (injecting a model on purpose); 'private' would break that call,
// so the "safe" fix is not safe: no finding.
final class SignupModel: ObservableObject { @Published var name = "" }
struct SignupView: View {
    @StateObject var account = SignupModel()
    var body: some View { TextField("Name", text: $account.name) }
}
#Preview { SignupView(account: SignupModel()) }

// P2: a helper view under '#if DEBUG' that only a preview builds: preview scaffolding.
struct Chips: View {
    @Binding var picked: Int?
    var body: some View { Button("pick") { picked = 1 } }
}
#if DEBUG
struct Chips_Preview: View {
    @State var picked: Int? = nil
    var body: some View { Chips(picked: $picked) }
}
#Preview { Chips_Preview() }
#endif

// The same helper outside '#if DEBUG' is ordinary view code: still reported.
struct ChipsHost: View {
    @State var picked: Int? = nil // expect: non_private_state {{'picked' should be private}}
    var body: some View { Chips(picked: $picked) }
}
#Preview { ChipsHost() }
