import SwiftUI

struct Recipes: View {
    @State private var opened: Recipe?
    @State private var removal: Recipe?
    @State private var confirmsRemoval = false
    @State private var showsHelp = false
    @State private var step = 0

    var body: some View {
        List(recipes) { recipe in Text(recipe.name) }
            // The item overload: the content gets the unwrapped value.
            .sheet(item: $opened) { recipe in RecipeDetail(recipe: recipe) }
            // A Bool for presentation, the optional as payload.
            .confirmationDialog("Remove?", isPresented: $confirmsRemoval, presenting: removal) { recipe in
                Button("Remove", role: .destructive) { remove(recipe) }
            }
            .popover(isPresented: $showsHelp) { HelpView() }
            // A nil test that is not the whole condition, and a setter that only sets the flag.
            .fullScreenCover(isPresented: Binding(get: { showsHelp && opened != nil }, set: { showsHelp = $0 })) {
                Tour()
            }
            // Not a nil test.
            .sheet(isPresented: Binding(get: { step > 2 }, set: { _ in step = 0 })) { Finish() }
            // A constant binding is not hand-built from closures.
            .alert("Note", isPresented: .constant(removal != nil)) { Button("OK") {} }
            // Other modifiers with `isPresented:` are not presentations of payloads.
            .fileImporter(isPresented: Binding(get: { opened != nil }, set: { _ in opened = nil }), allowedContentTypes: []) { _ in }
    }
}

struct Rename: View {
    @State private var renaming: Folder?
    @State private var name = ""

    var body: some View {
        // An alert with a text field belongs to optional_alert_textfield.
        Folders()
            .alert("Rename", isPresented: Binding(get: { renaming != nil }, set: { if !$0 { renaming = nil } })) { // expect: optional_alert_textfield
                TextField("Name", text: $name)
                Button("Save") { save(renaming, name) }
            }
    }
}
