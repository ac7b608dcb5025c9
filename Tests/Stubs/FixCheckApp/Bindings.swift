import Observation
import SwiftUI

// Hand-built bindings whose projection is the same binding: `--fix` replaces them with
// `$isOn`, `$model.name`, `$title`, `Bindable(draft).title` and, through a body-local
// `@Bindable` re-binding, `$note.title`, and the result compiles.
// The constant is an unsafe fix (`Binding.constant(true)`), applied with --unsafe-fixes.

final class Profile: ObservableObject { var name = "" }
@Observable final class Draft { var title = "" }

struct Settings: View {
    @State private var isOn = false
    @ObservedObject var model: Profile
    @Binding var title: String
    @Environment(Draft.self) private var draft
    var body: some View {
        VStack {
            Toggle("On", isOn: Binding(get: { isOn }, set: { isOn = $0 }))
            TextField("Name", text: Binding(get: { self.model.name }, set: { newValue in self.model.name = newValue }))
            TextField("Title", text: Binding<String>(get: { title }, set: { title = $0 }))
            TextField("Draft", text: Binding(get: { draft.title }, set: { draft.title = $0 }))
            Toggle("Locked", isOn: Binding(get: { true }, set: { _ in }))
        }
    }
}

@Observable final class Note { var title = "" }

struct NoteSheet: View {
    @State private var note = Note()
    var body: some View {
        @Bindable var note = note
        return TextField("Note", text: Binding(get: { note.title }, set: { note.title = $0 }))
    }
}

// Through a parameter of a render function: `Bindable(draft).title`.
struct Composer: View {
    @State private var draft = Draft()
    var body: some View { field(draft: draft) }
    private func field(draft: Draft) -> some View {
        TextField("Message", text: Binding(get: { draft.title }, set: { draft.title = $0 }))
    }
}

// An `@Observable` object the state holds, given in `init`: `Bindable(thread).title` sets the
// property alone (`$thread.title` would set the object back into the state as well).
struct ThreadScreen: View {
    @State private var thread: Draft
    init(thread: Draft) { _thread = State(initialValue: thread) }
    var body: some View {
        TextField("Thread", text: Binding(get: { thread.title }, set: { thread.title = $0 }))
    }
}
