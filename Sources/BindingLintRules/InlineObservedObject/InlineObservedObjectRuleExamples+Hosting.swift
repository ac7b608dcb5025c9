/// Views built in the `body` of a hosting controller's root: whether that root renders
/// again decides whether the child's object is replaced.
extension InlineObservedObjectRuleExamples {
  static let hostingTriggering: [Example] = [
    // A hosting root with state of its own renders again: the child is built anew.
    Example("""
      final class ShelfController: UIHostingController<LiveShelf> {
        init() { super.init(rootView: LiveShelf()) }
        @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
      }
      struct LiveShelf: View {
        @State private var tab = 0
        var body: some View { ShelfAlbums().onTapGesture { tab += 1 } }
      }
      struct ShelfAlbums: View {
        ↓@ObservedObject var albums = AlbumLibrary()
        var body: some View { Text(albums.title) }
      }
      """),
  ]

  static let hostingNonTriggering: [Example] = [
    // In the body of a hosting root that holds no property wrapper (set 100 D1): the
    // controller's one value of it renders once, so the child is built once.
    Example("""
      final class ShelfController: UIHostingController<ShelfContainer> {
        init() {
          let container = ShelfContainer()
          super.init(rootView: container)
        }
        @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
      }
      struct ShelfContainer: View {
        var title = "Photos"
        var body: some View { ShelfPhotos() }
      }
      struct ShelfPhotos: View {
        @ObservedObject var photos = PhotoLibrary()
        var body: some View { List(photos.names, id: \\.self) { Text($0) }.onAppear { photos.load() } }
      }
      """),
  ]
}
