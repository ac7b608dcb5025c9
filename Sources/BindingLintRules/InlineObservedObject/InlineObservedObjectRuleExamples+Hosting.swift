/// Views built in the `body` of a hosting controller's root: a root that renders again
/// builds them again. (One that holds no wrapper may still render again: its controller
/// can set `rootView` or a member of it, or its `body` can read an `@Observable` object it
/// holds; set 100 D1 is left reported for that reason.)
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
}
