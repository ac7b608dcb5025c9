/// A view's own `@State` collection, whatever its access level and wherever its first value
/// comes from: SwiftUI keeps the view's copy, so only the view's own code can shrink it.
extension ForEachIndexBindingRuleExamples {
  static let ownStateNonTriggering: [Example] = [
    // Not `private`, built with no argument, only ever appended to (review82 A4).
    Example("""
      struct Gallery: View {
        @State var books: [Book] = []
        var body: some View {
          ScrollView {
            ForEach(0..<books.count, id: \\.self) { index in BookCard(book: $books[index]) }
          }
          .onAppear { Task { for book in await Library.load() { books.append(book) } } }
        }
      }
      """),
    // Seeded by the caller through the memberwise initializer: a later, shorter value from
    // the caller never reaches the view's copy (review82 A5).
    Example("""
      struct MediaTab: View {
        @State var items: [MediaItem]
        var body: some View {
          LazyHStack {
            ForEach(0..<items.count, id: \\.self) { index in MediaCard(item: $items[index]) }
          }
        }
      }
      struct Shelf: View {
        let model: ShelfModel
        var body: some View { MediaTab(items: model.items) }
      }
      """),
  ]

  static let ownStateTriggering: [Example] = [
    // Not `private`, and the view removes from it: reported as before.
    Example("""
      struct Tags: View {
        @State var tags: [Tag]
        var body: some View {
          List {
            ↓ForEach(tags.indices, id: \\.self) { i in TextField("Tag", text: $tags[i].name) }
          }
          Button("Clear") { tags.removeAll() }
        }
      }
      """),
  ]
}
