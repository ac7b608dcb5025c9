import SwiftUI

// The binding collection enumerated, rows keyed by offset: deleting an element leaves the
// last row reading past the end of the array.
struct ArgumentsEditor: View {
    @State private var args: [String] = []
    @State private var model = Arguments()
    var body: some View {
        List {
            ForEach(Array($args.enumerated()), id: \.0) { (_, $arg) in TextField("", text: $arg) } // expect: foreach_index_binding {{'ForEach' over '$args.enumerated()' keys rows by offset}}
                .onDelete { args.remove(atOffsets: $0) }
            ForEach($model.flags.enumerated(), id: \.offset) { pair in Toggle("", isOn: pair.element) } // expect: foreach_index_binding {{'$model.flags.enumerated()'}}
            // Keyed by the element's id: the rows follow the elements.
            ForEach(Array($args.enumerated()), id: \.element.wrappedValue) { (_, $arg) in TextField("", text: $arg) }
            ForEach($args, id: \.self) { $arg in TextField("", text: $arg) }
        }
    }
}
