import SwiftUI

/// A draft kept in a class: editing `draft.text` mutates the object in place, which
/// `@State` never sees.
final class NoteDraft {
    var text = ""
}

struct NoteEditor: View {
    @State private var draft = NoteDraft()
    @Binding var note: NoteDraft

    var body: some View {
        VStack {
            TextField("Note", text: $draft.text)
            TextField("Saved note", text: $note.text)
            Text("\(draft.text.count) characters")
        }
    }
}
