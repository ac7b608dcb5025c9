/// Rationale and examples for `missing_environment_object`: whole apps in one file, so the
/// root, the path and the read are all in view.
enum MissingEnvironmentObjectRuleExamples {
  static let rationale = """
    Off by default: on unseen apps most of its errors were paths the app never takes \
    (hosting roots in code nothing calls, an object read only in the `switch` case whose \
    rows get it, views hosted by AppKit controllers that a representable embeds): 4 of 25 \
    findings on thirteen review sets were worth a change, against the 97 % an error on by \
    default must reach. Turn it on with `--enable missing_environment_object` or \
    `"missing_environment_object": "error"` in the configuration's `rules`.

    Flags an `@EnvironmentObject var x: T`, or a non-optional `@Environment(T.self) var x`, \
    in a view that one of the app's roots reaches with no provider of `T` on the way: no \
    `.environmentObject(…)` (for `@EnvironmentObject`) or `.environment(…)` (for \
    `@Environment(T.self)`) of exactly `T` on any view between the root and the reading \
    view, nor on the scene. The roots are an `App`'s scenes (each `WindowGroup`, `Window`, \
    `Settings`, `MenuBarExtra` is a hierarchy of its own), a widget, and the root view of a \
    `UIHostingController`, `NSHostingController`, `NSHostingView` or \
    `UIHostingConfiguration` (nothing from the code that creates it reaches it). The \
    finding names the path, and its related locations show where each view on it is built. \
    Three kinds of hosting root are not judged, because apps rely on what reaches them: a \
    hosting controller built inside a `UIViewControllerRepresentable` (or another \
    representable: its `makeUIViewController`, a helper of it), which sits under the \
    representable's place in the SwiftUI tree; a `UIHostingConfiguration`, a UIKit \
    cell's content (a collection view inside a SwiftUI screen); and a team's own host \
    subclass (`CoreHostingController(Dashboard())`, any name ending in \
    `HostingController` or `HostingView`), which may wrap the root in providers. Nor is \
    a hosting root in test code — in an `XCTestCase` subclass or a `@Suite`, or in a \
    file under a folder whose name ends in `Tests` — which is scaffolding, as a preview \
    is: the test provides what it needs, and no user reaches that hierarchy.

    SwiftUI looks the object up when the property is read and stops the app when it is \
    missing ("No ObservableObject of type T found"): the compiler cannot see it, and the \
    crash comes only when that screen appears. A provider in a sibling branch, below the \
    reading view, in another scene, or applied to the presenting view *before* \
    `.sheet { … }` (the sheet's content gets the environment at the modifier's place) does \
    not count.

    Known limits, all towards silence: a path is followed only where every step is \
    certain. A view passed through a function, a local variable, an array or a container \
    the project does not declare, a provider whose object's type cannot be followed \
    (`.environmentObject(makeStore())`), a modifier that is neither SwiftUI's nor found \
    among the project's `View` extensions, a `View` extension (or a modifier's body) that \
    hands the view to code of its own (`deps.inject(into: self)`), views built in a type \
    that is not a view (a \
    router's `some View` function), a view built in `#if os(…)` code inside a type (which \
    platforms a root runs on is not known): each ends that path as unknown, not as \
    missing. Two views of one name in different files of a project (two targets) are \
    told apart by folder: a construction means the nearest one. A hosting controller's \
    root counts whether it is built in `rootView:` or in a local handed to it \
    (`let root = Account()` then `UIHostingController(rootView: root)`). A read declared and \
    never used (or used only in `#if os(…)` code) is not flagged, nor is an optional \
    `@Environment(T.self) var x: T?` (it is nil instead). A view the project never builds \
    outside previews (a package's public view, a screen only previews show) is not \
    flagged unless `strict` is on, and then only when nothing in the project provides `T`. \
    Previews have their own rule (`preview_missing_environment_object`); presentations \
    that are known to lose the environment on some platforms have theirs \
    (`environment_object_in_nested_sheet`).

    Sources: Apple's documentation of `EnvironmentObject` ("be sure to set a corresponding \
    model object on an ancestor view"), `View.environmentObject(_:)` ("available to \
    subviews in the view's hierarchy"), `Scene.environmentObject(_:)` ("the scene's \
    subhierarchy"), `Environment.init(_:)` for an optional `Observable` read ("returning \
    nil if no corresponding object has been set"), `WindowGroup` (each window's content is \
    the group's own hierarchy) and `UIHostingController.init(rootView:)` ("the root view \
    of the SwiftUI view hierarchy"); crash reports and their fixes in open-source apps \
    (a provider dropped in a refactor, a `MenuBarExtra` scene without the main window's \
    providers, a provider placed below the view that pushed the crashing screen).
    """

  static let triggering: [Example] = [
    // A hosting controller's root built in a local: nothing above it provides the object.
    Example("""
      final class Session: ObservableObject { @Published var name = "" }
      struct Account: View {
        ↓@EnvironmentObject var session: Session
        var body: some View { Text(session.name) }
      }
      final class AccountController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let root = Account()
          addChild(UIHostingController(rootView: root))
        }
      }
      """),
    Example("""
      @main struct NotesApp: App {
          var body: some Scene { WindowGroup { NoteList() } }
      }
      final class Library: ObservableObject { @Published var notes: [String] = [] }
      struct NoteList: View {
          ↓@EnvironmentObject var library: Library
          var body: some View { List(library.notes, id: \\.self) { Text($0) } }
      }
      """),
    // A provider in a sibling branch does not reach the other branch.
    Example("""
      @main struct ShopApp: App {
          var body: some Scene { WindowGroup { RootView() } }
      }
      final class Cart: ObservableObject { @Published var count = 0 }
      struct RootView: View {
          @StateObject private var cart = Cart()
          @State private var showsCart = false
          var body: some View {
              if showsCart { CartView().environmentObject(cart) } else { Catalog() }
          }
      }
      struct CartView: View {
          @EnvironmentObject var cart: Cart
          var body: some View { Text("\\(cart.count)") }
      }
      struct Catalog: View {
          ↓@EnvironmentObject var cart: Cart
          var body: some View { Text("Items: \\(cart.count)") }
      }
      """),
    // Each scene is its own hierarchy: the main window's provider does not reach Settings.
    Example("""
      @main struct EditorApp: App {
          @StateObject private var prefs = Preferences()
          var body: some Scene {
              WindowGroup { Text("Editor") }.environmentObject(prefs)
              Settings { PreferencesPane() }
          }
      }
      final class Preferences: ObservableObject { @Published var fontSize = 12.0 }
      struct PreferencesPane: View {
          ↓@EnvironmentObject var prefs: Preferences
          var body: some View { Slider(value: $prefs.fontSize, in: 8...32) }
      }
      """),
    // Applied before `.sheet`, the provider wraps only the presenting view.
    Example("""
      @main struct TodoApp: App {
          var body: some Scene { WindowGroup { Home() } }
      }
      @Observable final class Account { var name = "" }
      struct Home: View {
          @State private var account = Account()
          @State private var editing = false
          var body: some View {
              Button("Edit") { editing = true }
                  .environment(account)
                  .sheet(isPresented: $editing) { AccountEditor() }
          }
      }
      struct AccountEditor: View {
          ↓@Environment(Account.self) private var account
          var body: some View { Text(account.name) }
      }
      """),
    // A hosting controller's root view starts a new hierarchy.
    Example("""
      import UIKit
      final class Session: ObservableObject { @Published var user = "" }
      final class ProfileController: UIViewController {
          let session = Session()
          override func viewDidLoad() {
              super.viewDidLoad()
              let host = UIHostingController(rootView: ProfileView())
              addChild(host)
          }
      }
      struct ProfileView: View {
          ↓@EnvironmentObject var session: Session
          var body: some View { Text(session.user) }
      }
      """),
    // A provider inside the reading view's own body is below the read.
    Example("""
      @main struct PlayerApp: App {
          var body: some Scene { WindowGroup { PlayerView() } }
      }
      final class Player: ObservableObject { @Published var isPlaying = false }
      struct PlayerView: View {
          ↓@EnvironmentObject var player: Player
          var body: some View {
              Toggle("Play", isOn: $player.isPlaying).environmentObject(Player())
          }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // A computed property of a `View` extension that applies a modifier providing the
    // object (review50 m2).
    Example("""
      @Observable final class Banner { var text: String? }
      struct BannerHost: ViewModifier {
        @State private var banner = Banner()
        func body(content: Content) -> some View { content.environment(banner) }
      }
      extension View {
        var withBanner: some View { modifier(BannerHost()) }
      }
      @main struct Demo: App {
        var body: some Scene { WindowGroup { Home().withBanner } }
      }
      struct Home: View {
        var body: some View { NavigationStack { NavigationLink("Code") { CodeEntry() } } }
      }
      struct CodeEntry: View {
        @Environment(Banner.self) private var banner
        var body: some View { Button("Wrong") { banner.text = "Try again" } }
      }
      """),
    // A snapshot test's host: the test's business, not a path of the app.
    Example("""
      final class Document: ObservableObject {}
      struct Toolbar: View {
        @EnvironmentObject var document: Document
        var body: some View { Text("Bar") }
      }
      @main struct Editor: App {
        @StateObject private var document = Document()
        var body: some Scene { WindowGroup { Toolbar().environmentObject(document) } }
      }
      final class ToolbarSnapshotTests: XCTestCase {
        func testLayout() { _ = NSHostingView(rootView: Toolbar()) }
      }
      """),
    // A `View` extension that hands the view to a container's method: what the method
    // applies is not followed, so it may be the provider (review40 P1).
    Example("""
      @Observable final class Prefs { var dark = false }
      @Observable final class Deps {
        let prefs = Prefs()
        func inject<V: View>(into view: V) -> some View { view.environment(self).environment(prefs) }
      }
      extension View {
        func injecting(from deps: Deps) -> some View { deps.inject(into: self) }
      }
      @main struct DemoApp: App {
        let deps = Deps()
        var body: some Scene { WindowGroup { Home().injecting(from: deps) } }
      }
      struct Home: View {
        @Environment(Prefs.self) private var prefs
        var body: some View { Text(prefs.dark ? "dark" : "light") }
      }
      """),
    // A UIKit cell's SwiftUI content and a team's host subclass: not judged.
    Example("""
      final class Router: ObservableObject {}
      final class FeedSource: NSObject, UICollectionViewDataSource {
        func collectionView(_ view: UICollectionView, cellForItemAt path: IndexPath) -> UICollectionViewCell {
          let cell = view.dequeueReusableCell(withReuseIdentifier: "note", for: path)
          cell.contentConfiguration = UIHostingConfiguration { NoteRow() }
          return cell
        }
        func collectionView(_ view: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
      }
      func dashboard() -> UIViewController { CoreHostingController(NoteRow()) }
      struct NoteRow: View {
        @EnvironmentObject var router: Router
        var body: some View { Text("Note") }
      }
      """),
    // A hosting controller a representable builds: the provider above the representable
    // is what the team relies on; not judged.
    Example("""
      final class Root: ObservableObject { @Published var closing = false }
      struct Start: View {
        let root: Root
        var body: some View { Bridge().environmentObject(root) }
      }
      struct Bridge: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UINavigationController {
          UINavigationController(rootViewController: UIHostingController(rootView: ErrorScreen()))
        }
        func updateUIViewController(_ controller: UINavigationController, context: Context) {}
      }
      struct ErrorScreen: View {
        @EnvironmentObject var root: Root
        var body: some View { Button("Close") { root.closing = true } }
      }
      """),
    // Provided on the scene.
    Example("""
      @main struct NotesApp: App {
          @StateObject private var library = Library()
          var body: some Scene { WindowGroup { NoteList() }.environmentObject(library) }
      }
      final class Library: ObservableObject { @Published var notes: [String] = [] }
      struct NoteList: View {
          @EnvironmentObject var library: Library
          var body: some View { List(library.notes, id: \\.self) { Text($0) } }
      }
      """),
    // Provided where the child is built, through a navigation destination.
    Example("""
      @main struct ShopApp: App {
          @StateObject private var cart = Cart()
          var body: some Scene {
              WindowGroup {
                  NavigationStack { NavigationLink("Cart") { CartView() } }.environmentObject(cart)
              }
          }
      }
      final class Cart: ObservableObject { @Published var count = 0 }
      struct CartView: View {
          @EnvironmentObject var cart: Cart
          var body: some View { Text("\\(cart.count)") }
      }
      """),
    // An optional Observation read is nil when nothing provides it.
    Example("""
      @main struct TodoApp: App { var body: some Scene { WindowGroup { Badge() } } }
      @Observable final class Account { var name = "" }
      struct Badge: View {
          @Environment(Account.self) private var account: Account?
          var body: some View { Text(account?.name ?? "Guest") }
      }
      """),
    // Declared and never read: nothing can crash.
    Example("""
      @main struct TodoApp: App { var body: some Scene { WindowGroup { Footer() } } }
      final class Account: ObservableObject {}
      struct Footer: View {
          @EnvironmentObject var account: Account
          var body: some View { Text("v1.0") }
      }
      """),
    // Never built in the project (a package's public view): not flagged unless strict.
    Example("""
      final class Theme: ObservableObject { @Published var tint = Color.blue }
      public struct ThemedButton: View {
          @EnvironmentObject var theme: Theme
          public var body: some View { Button("OK") {}.tint(theme.tint) }
      }
      """),
    // A provider in a `View` extension the project declares.
    Example("""
      @main struct NotesApp: App { var body: some Scene { WindowGroup { NoteList().withServices() } } }
      final class Library: ObservableObject { static let shared = Library(); @Published var notes: [String] = [] }
      extension View {
          func withServices() -> some View { environmentObject(Library.shared) }
      }
      struct NoteList: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.notes.count)") }
      }
      """),
    // A provider in a `ViewModifier`.
    Example("""
      @main struct NotesApp: App { var body: some Scene { WindowGroup { NoteList().modifier(Services()) } } }
      final class Library: ObservableObject { @Published var notes: [String] = [] }
      struct Services: ViewModifier {
          @StateObject private var library = Library()
          func body(content: Content) -> some View { content.environmentObject(library) }
      }
      struct NoteList: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.notes.count)") }
      }
      """),
    // A provider whose object's type cannot be followed might be the one.
    Example("""
      @main struct NotesApp: App { var body: some Scene { WindowGroup { NoteList().environmentObject(makeLibrary()) } } }
      final class Library: ObservableObject { @Published var notes: [String] = [] }
      func makeLibrary() -> Library { Library() }
      struct NoteList: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.notes.count)") }
      }
      """),
    // Built through a function the linter cannot see into: the path is unknown.
    Example("""
      @main struct NotesApp: App { var body: some Scene { WindowGroup { framed(NoteList()) } } }
      final class Library: ObservableObject { @Published var notes: [String] = [] }
      struct NoteList: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.notes.count)") }
      }
      """),
    // Applied after `.sheet`, the provider reaches the sheet's content.
    Example("""
      @main struct TodoApp: App { var body: some Scene { WindowGroup { Home() } } }
      @Observable final class Account { var name = "" }
      struct Home: View {
          @State private var account = Account()
          @State private var editing = false
          var body: some View {
              Button("Edit") { editing = true }
                  .sheet(isPresented: $editing) { AccountEditor() }
                  .environment(account)
          }
      }
      struct AccountEditor: View {
          @Environment(Account.self) private var account
          var body: some View { Text(account.name) }
      }
      """),
    // The hosting controller's root view gets its provider inside `rootView:`.
    Example("""
      import UIKit
      final class Session: ObservableObject { @Published var user = "" }
      final class ProfileController: UIViewController {
          let session = Session()
          override func viewDidLoad() {
              super.viewDidLoad()
              addChild(UIHostingController(rootView: ProfileView().environmentObject(session)))
          }
      }
      struct ProfileView: View {
          @EnvironmentObject var session: Session
          var body: some View { Text(session.user) }
      }
      """),
    // A type alias names the same class.
    Example("""
      @main struct NotesApp: App {
          @StateObject private var store = Store()
          var body: some Scene { WindowGroup { NoteList() }.environmentObject(store) }
      }
      typealias Store = Library
      final class Library: ObservableObject { @Published var notes: [String] = [] }
      struct NoteList: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.notes.count)") }
      }
      """),
    // A member of the view (`content`) shown with the provider around it.
    Example("""
      @main struct NotesApp: App { var body: some Scene { WindowGroup { Shell() } } }
      final class Library: ObservableObject { @Published var notes: [String] = [] }
      struct Shell: View {
          @StateObject private var library = Library()
          var body: some View { content.environmentObject(library) }
          private var content: some View { NoteList() }
      }
      struct NoteList: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.notes.count)") }
      }
      """),
    // A project container that applies the provider to its content.
    Example("""
      @main struct NotesApp: App { var body: some Scene { WindowGroup { Provided { NoteList() } } } }
      final class Library: ObservableObject { @Published var notes: [String] = [] }
      struct Provided<Content: View>: View {
          @StateObject private var library = Library()
          @ViewBuilder let content: Content
          var body: some View { content.environmentObject(library) }
      }
      struct NoteList: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.notes.count)") }
      }
      """),
  ]
}
