/// Rationale and examples for `preview_missing_environment_object`.
enum PreviewMissingEnvironmentObjectRuleExamples {
  static let rationale = """
    Flags a `#Preview` (or a `PreviewProvider`'s `previews`) that builds a view which reads \
    an environment object — `@EnvironmentObject var x: T`, or a non-optional \
    `@Environment(T.self) var x` that the view uses — when nothing in the preview provides \
    `T`: no `.environmentObject(…)` / `.environment(…)` of `T` on the previewed view, nor in \
    the views between it and the reader. Children the previewed view shows at once (built \
    in its `body`, not inside `if`, `switch`, `ForEach`, a sheet or a navigation \
    destination) are followed a few levels down.

    A preview is a root of its own: the app's providers do not reach it, so the canvas \
    crashes ("No ObservableObject of type T found") instead of showing the view. The \
    finding is at the construction in the preview, with the read as a related location.

    Pedantic (off by default; `--enable preview_missing_environment_object`): an \
    `@EnvironmentObject` traps only when its value is read, and the rule does not yet tell \
    a read while rendering (the body, a member it calls, `.onAppear`, `.task`) from one \
    only in a button action or a gesture, or inside `ForEach` content over the preview's \
    empty data. Such previews render fine; in a review of ten apps they were most of its \
    findings (issue 20).

    Known limits, all towards silence: a provider whose type cannot be followed, a \
    container or function the previewed view is passed through, and children shown only \
    on some condition end the walk; a `@Previewable` value injected with `.environment(model)` \
    is followed only when its type is written. Reads that are optional, or never used, \
    are not flagged. Sources: the environment-propagation notes behind \
    `missing_environment_object`; a preview's closure builds the root view.
    """

  static let triggering: [Example] = [
    Example("""
      final class Library: ObservableObject { @Published var books: [String] = [] }
      struct BookList: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.books.count)") }
      }
      #Preview {
          ↓BookList()
      }
      """),
    Example("""
      @Observable final class Account { var name = "" }
      struct AccountBadge: View {
          @Environment(Account.self) private var account
          var body: some View { Text(account.name) }
      }
      struct AccountBadge_Previews: PreviewProvider {
          static var previews: some View { ↓AccountBadge().padding() }
      }
      """),
    // A child shown at once reads it.
    Example("""
      final class Library: ObservableObject { @Published var books: [String] = [] }
      struct Shelf: View {
          var body: some View { VStack { Header(); Counter() } }
      }
      struct Header: View { var body: some View { Text("Shelf") } }
      struct Counter: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.books.count)") }
      }
      #Preview("Shelf") {
          ↓Shelf()
      }
      """),
    // The wrong kind: an `ObservableObject` provided with `.environment(_:)`.
    Example("""
      final class Library: ObservableObject { @Published var books: [String] = [] }
      struct BookList: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.books.count)") }
      }
      #Preview {
          ↓BookList().environment(\\.locale, .init(identifier: "de"))
      }
      """),
    // Another type is provided.
    Example("""
      final class Library: ObservableObject { @Published var books: [String] = [] }
      final class Settings: ObservableObject { @Published var large = false }
      struct BookList: View {
          @EnvironmentObject var library: Library
          @EnvironmentObject var settings: Settings
          var body: some View { Text("\\(library.books.count) \\(settings.large)") }
      }
      #Preview {
          ↓BookList().environmentObject(Library())
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    Example("""
      final class Library: ObservableObject { @Published var books: [String] = [] }
      struct BookList: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.books.count)") }
      }
      #Preview { BookList().environmentObject(Library()) }
      """),
    Example("""
      @Observable final class Account { var name = "" }
      struct AccountBadge: View {
          @Environment(Account.self) private var account
          var body: some View { Text(account.name) }
      }
      #Preview { AccountBadge().environment(Account()) }
      """),
    // Optional reads are nil in a preview, not a crash.
    Example("""
      @Observable final class Account { var name = "" }
      struct AccountBadge: View {
          @Environment(Account.self) private var account: Account?
          var body: some View { Text(account?.name ?? "") }
      }
      #Preview { AccountBadge() }
      """),
    // Declared, never used.
    Example("""
      final class Library: ObservableObject {}
      struct About: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("About") }
      }
      #Preview { About() }
      """),
    // A child shown only on a condition.
    Example("""
      final class Library: ObservableObject { @Published var books: [String] = [] }
      struct Shelf: View {
          @State private var expanded = false
          var body: some View { if expanded { Counter() } else { Text("Closed") } }
      }
      struct Counter: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.books.count)") }
      }
      #Preview { Shelf() }
      """),
    // Provided through a `View` extension of the project.
    Example("""
      final class Library: ObservableObject { @Published var books: [String] = [] }
      extension View {
          func previewEnvironment() -> some View { environmentObject(Library()) }
      }
      struct BookList: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.books.count)") }
      }
      #Preview { BookList().previewEnvironment() }
      """),
    // A provider whose object cannot be followed might be the one.
    Example("""
      final class Library: ObservableObject { @Published var books: [String] = [] }
      struct BookList: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.books.count)") }
      }
      #Preview { BookList().environmentObject(PreviewData.make()) }
      """),
    // Wrapped in a preview container the linter cannot see into.
    Example("""
      final class Library: ObservableObject { @Published var books: [String] = [] }
      struct BookList: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.books.count)") }
      }
      #Preview { PreviewHost { BookList() } }
      """),
    // The previewed view injects what its child reads.
    Example("""
      final class Library: ObservableObject { @Published var books: [String] = [] }
      struct Shelf: View {
          @StateObject private var library = Library()
          var body: some View { Counter().environmentObject(library) }
      }
      struct Counter: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.books.count)") }
      }
      #Preview { Shelf() }
      """),
    // A scene delegate is put in the environment by SwiftUI itself.
    Example("""
      final class SceneDelegate: NSObject, UIWindowSceneDelegate, ObservableObject { @Published var active = true }
      struct Status: View {
          @EnvironmentObject var scene: SceneDelegate
          var body: some View { Text(scene.active ? "On" : "Off") }
      }
      #Preview { Status() }
      """),
    // Not a preview: a view's body builds it, and its parent provides.
    Example("""
      final class Library: ObservableObject { @Published var books: [String] = [] }
      struct BookList: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.books.count)") }
      }
      struct Root: View { var body: some View { BookList() } }
      """),
  ]
}
