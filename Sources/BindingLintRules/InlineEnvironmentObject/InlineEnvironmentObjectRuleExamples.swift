/// Rationale and examples for `inline_environment_object`.
enum InlineEnvironmentObjectRuleExamples {
  static let rationale = """
    Flags `.environmentObject(Model())` and `.environment(Model())` — a provider whose \
    argument constructs the object — in render code: a view's `body`, a `some View` or \
    `@ViewBuilder` member, a view modifier's `body(content:)`, an `App`'s or `Scene`'s \
    `body`.

    Render code runs again whenever the view's inputs change, and each run here builds a \
    new object and hands it to every view below. Whatever the old one held — loaded data, \
    a selection, an in-flight task — is gone, views that read it see a fresh, empty \
    object, and an `ObservableObject`'s subscribers are torn down and set up again. The \
    owner should create the object once (`@StateObject` for an `ObservableObject`, \
    `@State` for an `@Observable` class, or a `let` in the `App`) and provide that \
    instance. This is a correctness problem more than a cost: state is silently lost; it \
    is a warning because a stateless object (a formatter, a client) only costs an \
    allocation.

    Not flagged: previews (`#Preview`, `PreviewProvider`: built once) and views only previews \
    build, providers in event \
    closures (`onAppear`), `.environment(\\.key, value)`, and a provided value that is not a \
    construction (`store`, `Store.shared`, `makeStore()`). Sources: Apple's documentation \
    of `StateObject` ("SwiftUI creates a new instance of the model object only once \
    during the lifetime of the container"), and of `View.body` (evaluated whenever the \
    view's state or inputs change).
    """

  static let triggering: [Example] = [
    Example("""
      final class Cart: ObservableObject { @Published var items: [String] = [] }
      struct Shop: View {
          var body: some View {
              CartView()↓.environmentObject(Cart())
          }
      }
      """),
    Example("""
      @Observable final class Router { var path: [Int] = [] }
      struct Root: View {
          var body: some View {
              NavigationStack { Home() }↓.environment(Router())
          }
      }
      """),
    Example("""
      final class Theme: ObservableObject { @Published var tint = 0 }
      struct Themed: ViewModifier {
          func body(content: Content) -> some View { content↓.environmentObject(Theme()) }
      }
      """),
    Example("""
      final class Library: ObservableObject { @Published var books: [String] = [] }
      @main struct ReaderApp: App {
          var body: some Scene {
              WindowGroup { Shelf() }↓.environmentObject(Library())
          }
      }
      """),
    Example("""
      @Observable final class Player { var isPlaying = false }
      struct Screen: View {
          @ViewBuilder var content: some View {
              PlayerBar()
                  ↓.environment(Player.init())
          }
          var body: some View { content }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    Example("""
      final class Cart: ObservableObject { @Published var items: [String] = [] }
      struct Shop: View {
          @StateObject private var cart = Cart()
          var body: some View { CartView().environmentObject(cart) }
      }
      """),
    Example("""
      @Observable final class Router { var path: [Int] = [] }
      struct Root: View {
          @State private var router = Router()
          var body: some View { NavigationStack { Home() }.environment(router) }
      }
      """),
    Example("""
      final class Cart: ObservableObject {}
      #Preview { CartView().environmentObject(Cart()) }
      """),
    Example("""
      final class Cart: ObservableObject {}
      struct CartView_Previews: PreviewProvider {
          static var previews: some View { CartView().environmentObject(Cart()) }
      }
      """),
    Example("""
      struct Localized: View {
          var body: some View { Text("Hi").environment(\\.locale, Locale(identifier: "de")) }
      }
      """),
    Example("""
      final class Cart: ObservableObject { static let shared = Cart() }
      struct Shop: View {
          var body: some View { CartView().environmentObject(Cart.shared) }
      }
      """),
    Example("""
      final class Cart: ObservableObject {}
      struct Shop: View {
          var body: some View { CartView().environmentObject(makeCart()) }
          func makeCart() -> Cart { Cart() }
      }
      """),
    // Built once, in an action.
    Example("""
      final class Cart: ObservableObject {}
      struct Shop: View {
          @State private var host: AnyView?
          var body: some View { Button("Open") { host = AnyView(CartView().environmentObject(Cart())) } }
      }
      """),
    // Not render code: a function that builds a hosting controller once.
    Example("""
      final class Cart: ObservableObject {}
      final class ShopController {
          func make() -> UIHostingController<some View> { UIHostingController(rootView: CartView().environmentObject(Cart())) }
      }
      """),
    Example("""
      @main struct ReaderApp: App {
          let library = Library()
          var body: some Scene { WindowGroup { Shelf() }.environmentObject(library) }
      }
      """),
    Example("""
      struct Shop: View {
          var body: some View { CartView().environment(\\.cart, Cart()) }
      }
      """),
    // A helper view only a preview builds.
    Example("""
      final class Cart: ObservableObject {}
      private struct CartPreviewHelper: View {
          var body: some View { CartView().environmentObject(Cart()) }
      }
      #Preview { CartPreviewHelper() }
      """),
  ]
}
