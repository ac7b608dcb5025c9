import SwiftUI

/// The object is followed through 'if let' shadows, local aliases and the view's own
/// helper functions: a published member toggled in a menu is found.
final class SourceDocument: ObservableObject {
    @Published var wrapLines = false
    var title = ""
}

struct EditorAccessories: View {
    @Binding var doc: SourceDocument? // expect: reference_type_binding {{'@Binding' property 'doc' wraps ObservableObject 'SourceDocument'}}

    var body: some View {
        HStack {
            if let doc {
                optionsMenu(codeFile: doc)
            }
        }
    }

    func optionsMenu(codeFile: SourceDocument) -> some View {
        Menu("Options") {
            Toggle("Wrap Lines", isOn: Binding(get: { codeFile.wrapLines }, set: { codeFile.wrapLines = $0 }))
        }
    }
}

struct EditorStatus: View {
    @Binding var document: SourceDocument? // expect: reference_type_binding {{'document'}}

    var body: some View {
        if let file = document {
            Button(file.wrapLines ? "Unwrap" : "Wrap") { file.wrapLines.toggle() }
        }
    }
}

struct EditorFooter: View {
    @Binding var document: SourceDocument // expect: reference_type_binding {{'document'}}

    var body: some View {
        let current = document
        wrapLabel(current)
            .onTapGesture { current.wrapLines.toggle() }
    }

    func wrapLabel(_ file: SourceDocument) -> some View {
        Text(file.wrapLines ? "Wrapped" : "Not wrapped")
    }
}

struct EditorGuard: View {
    @Binding var document: SourceDocument? // expect: reference_type_binding {{'document'}}

    var body: some View {
        content
    }

    @ViewBuilder var content: some View {
        Text(status)
        Button("Toggle") { toggle() }
    }

    var status: String {
        guard let document else { return "" }
        return document.wrapLines ? "Wrapped" : ""
    }

    func toggle() {
        guard let file = document else { return }
        file.wrapLines.toggle()
    }
}

// Identity only: the alias is shown and replaced, never edited in place.
struct EditorPicker: View {
    @Binding var selection: SourceDocument?

    var body: some View {
        if let chosen = selection {
            Text(chosen.title)
        }
        Button("Close") { selection = nil }
    }
}

// Another value under the same name: not the bound object.
struct EditorShadow: View {
    @Binding var document: SourceDocument?
    let fallback: SourceDocument

    var body: some View {
        let document = fallback
        Button(document.wrapLines ? "On" : "Off") { document.wrapLines.toggle() }
    }
}
