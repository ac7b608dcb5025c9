import SwiftUI

// A local binding in `body`, the `presenting:` form and an `actions:` argument whose
// button reads the state rather than the closure parameter; and a helper function
// declared in an extension of the same type in this file.

struct Tag: Identifiable {
    var id: Int
    var label: String
}

struct TagEditor: View {
    @Binding var tags: [Tag]
    @State private var editing: Tag?
    @State private var noteTarget: Tag?
    @State private var text = ""

    var body: some View {
        let isEditing = Binding(
            get: { editing != nil },
            set: { if !$0 { editing = nil } }
        )
        List(tags) { tag in
            Text(tag.label)
                .onTapGesture { editing = tag }
        }
        .alert("Edit Tag", isPresented: isEditing, presenting: editing, actions: { tag in // expect: optional_alert_textfield {{'editing'}}
            TextField("Label", text: $text)
            Button("Save") { if let editing { save(editing) } }
        })
        .alert("Note", isPresented: noteBinding(for: noteTarget)) { // expect: optional_alert_textfield {{'noteTarget'}}
            VStack {
                TextField("Note", text: $text)
            }
            Button("OK") { noteTarget = nil }
        } message: {
            Text("Add a note to the tag")
        }
    }

    private func save(_ tag: Tag) {
        if let index = tags.firstIndex(where: { $0.id == tag.id }) {
            tags[index].label = text
        }
    }
}

extension TagEditor {
    func noteBinding(for tag: Tag?) -> Binding<Bool> {
        Binding(get: { self.noteTarget != nil }, set: { _ in self.noteTarget = nil })
    }
}
