import SwiftUI

// Linted with this folder's .bindinglint.json ('strict: true' for both reference-type
// rules): every expectation here is a strict-only smell; the default options report none.

final class ReaderPrefs {
    var fontSize = 14.0
    let id = 1
    var computedLabel: String { "\(fontSize)" }
}

@Observable final class ReadingList {
    var titles: [String] = []
}

final class Cart: ObservableObject {
    @Published var count = 0
    let name = "Cart"
}

// A plain class built in '@State' whose stored 'var' is read while rendering.
struct ReaderHeader: View {
    @State private var prefs = ReaderPrefs() // expect: reference_type_state {{stored 'var fontSize' is read while rendering}}
    var body: some View { Text("Size \(prefs.fontSize)") }
}

// Only a constant is read: nothing that can change.
struct ReaderBadge: View {
    @State private var prefs = ReaderPrefs()
    var body: some View { Text("\(prefs.id)") }
}

// Passed in, not constructed: not the strict smell (seeded from `init`, which the
// off-by-default `state_init_from_parameter` reports).
struct ReaderFooter: View {
    @State private var prefs: ReaderPrefs
    init(prefs: ReaderPrefs) { self.prefs = prefs } // expect: state_init_from_parameter {{seeded from init parameter 'prefs'}}
    var body: some View { Text("\(prefs.fontSize)") }
}

// A binding to a project class that is never replaced nor passed on: pass the object.
struct ReadingListRow: View {
    @Binding var list: ReadingList // expect: reference_type_binding {{'@Binding' property 'list' wraps '@Observable' class 'ReadingList' but never replaces it}}
    var body: some View { Text("\(list.titles.count) titles") }
}

struct CartTitle: View {
    @Binding var cart: Cart // expect: reference_type_binding {{wraps ObservableObject 'Cart' but never replaces it}}
    var body: some View { Text(cart.name) }
}

struct PrefsPeek: View {
    @Binding var prefs: ReaderPrefs // expect: reference_type_binding {{wraps class 'ReaderPrefs' but never replaces it}}
    var body: some View { Text("\(prefs.id)") }
}

// Replaced, or passed on whole: the binding is used as a binding.
struct ReadingListSwapper: View {
    @Binding var list: ReadingList
    var body: some View { Button("New") { list = ReadingList() } }
}

struct ReadingListForwarder: View {
    @Binding var list: ReadingList
    var body: some View { ReadingListSwapper(list: $list) }
}

// Any NSMutable value class behind a binding.
struct NotesField: View {
    @Binding var text: NSMutableAttributedString // expect: reference_type_binding {{wraps mutable Foundation class 'NSMutableAttributedString'}}
    var body: some View { Text("notes") }
}

func notesBinding(_ text: Binding<NSMutableString>) -> Int { 0 } // expect: reference_type_binding {{'Binding<NSMutableString>' wraps mutable Foundation class}}

// Replaced through 'self.' inside a task, where a local of the same name hides the property.
struct CartSignIn: View {
    @Binding var cart: Cart
    var body: some View { Button("Sign in") { signIn() } }
    private func signIn() {
        Task {
            let cart = await Cart.fetch()
            self.cart = cart
        }
    }
}

// '@ObservedObject' cannot wrap an optional: the advice says where to observe it.
struct CartPeek: View {
    @Binding var cart: Cart? // expect: reference_type_binding {{wraps ObservableObject 'Cart' but never replaces it}}
    var body: some View { Text(cart == nil ? "Empty" : "Cart") }
}
