import SwiftUI

// Exclamation marks that are not force unwraps in a getter: negation, inequality,
// identity, the setter, and unwraps outside any binding.
struct Switches: View {
    @State private var hidden = false
    @State private var counts: [String: Int]? = [:]
    @State private var owner: AnyObject?
    let me: AnyObject

    private var visible: Binding<Bool> {
        Binding(get: { !hidden }, set: { hidden = !$0 })
    }

    private var isMine: Binding<Bool> {
        Binding(get: { owner !== me && counts != nil }, set: { _ in })
    }

    private var stars: Binding<Int> {
        Binding(get: { counts?["stars"] ?? 0 }, set: { counts!["stars"] = $0 })
    }

    private var label: String {
        get { String(counts!.count) }
        set {}
    }

    var body: some View {
        Toggle("Visible!", isOn: visible)
    }
}

// A cast of a generic value to an existential, or to a generic parameter, adapts a type the
// compiler cannot see through; it cannot read a value that is gone. Not a finding.
protocol ConstantValue { var rawValue: Int { get } }
struct ConstantPicker<S>: View {
    @Binding var selection: S
    init(selection: Binding<S>) {
        _selection = Binding(get: { (selection.wrappedValue as! any ConstantValue).rawValue as! S }, set: { _ in })
    }
    var body: some View { Text("") }
}
