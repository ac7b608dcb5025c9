import SwiftUI

struct RecipeList: View {
    @State private var opened: Recipe?
    @State private var removal: Recipe?
    @State private var problem: LoadError?

    var body: some View {
        List(recipes) { recipe in Text(recipe.name) }
            .sheet(isPresented: Binding(get: { opened != nil }, set: { if !$0 { opened = nil } })) { // expect: optional_presentation_binding {{'.sheet' is presented by a hand-built binding over 'opened != nil'}}
                RecipeDetail(recipe: opened!)
            }
            .confirmationDialog("Remove?", isPresented: confirmsRemoval) { // expect: optional_presentation_binding {{'removal != nil'}}
                Button("Remove", role: .destructive) { remove(removal) }
            }
            .alert("Could not load", isPresented: .init(get: { self.problem != nil }, set: { _ in self.problem = nil })) { // expect: optional_presentation_binding {{'.alert'}}
                Button("OK") {}
            }
    }

    private var confirmsRemoval: Binding<Bool> {
        Binding { removal != nil } set: { presented in
            if !presented { removal = nil }
        }
    }
}

struct Canvas: View {
    @State private var tapped: Shape?
    @State private var details: Shape?

    var body: some View {
        Drawing()
            .popover(isPresented: Binding(get: { tapped != nil }, set: { _ in tapped = nil })) { // expect: optional_presentation_binding {{'.popover'}}
                ShapeInfo(shape: tapped)
            }
            .fullScreenCover(isPresented: Binding<Bool>(get: { nil != details }, set: { _ in details = nil })) { // expect: optional_presentation_binding {{'details != nil'}}
                ShapeEditor(shape: details)
            }
    }
}

struct Mailbox: View {
    @State private var inspected: Message?

    var body: some View {
        let showsInfo = Binding(get: { inspected != nil }, set: { if !$0 { inspected = nil } })
        MessageList()
            .inspector(isPresented: showsInfo) { // expect: optional_presentation_binding {{'.inspector'}}
                MessageInfo(message: inspected)
            }
    }
}
