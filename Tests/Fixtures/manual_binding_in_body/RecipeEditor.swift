import SwiftUI

// Seed 004: a computed `Binding<Recipe>` property read by `body`.

struct Recipe: Identifiable, Codable {
    var id: String
    var title: String
    var isFavorite: Bool
    static let empty = Recipe(id: "", title: "", isFavorite: false)
}

final class RecipeBox: ObservableObject {
    @Published var recipes: [Recipe] = []

    func recipe(with id: Recipe.ID) -> Recipe? { recipes.first { $0.id == id } }

    func update(_ recipe: Recipe) {
        guard let index = recipes.firstIndex(where: { $0.id == recipe.id }) else { return }
        recipes[index] = recipe
    }

    // A model handing out bindings is not view code.
    func binding(for id: Recipe.ID) -> Binding<Recipe> {
        Binding(get: { self.recipe(with: id) ?? .empty }, set: { self.update($0) })
    }
}

struct RecipeEditView: View {
    var recipeId: Recipe.ID
    @EnvironmentObject private var recipeBox: RecipeBox

    private var recipe: Binding<Recipe> {
        Binding( // expect: manual_binding_in_body {{'Binding(get:set:)' returned by 'recipe'}}
            get: { recipeBox.recipe(with: recipeId) ?? .empty },
            set: { updated in recipeBox.update(updated) }
        )
    }

    var body: some View {
        RecipeView(recipe: recipe)
    }
}

struct RecipeView: View {
    @Binding var recipe: Recipe

    var body: some View {
        HStack {
            Text(recipe.title)
            Spacer()
            Button {
                recipe.isFavorite.toggle()
            } label: {
                Image(systemName: recipe.isFavorite ? "heart.fill" : "heart")
            }
        }
    }
}
