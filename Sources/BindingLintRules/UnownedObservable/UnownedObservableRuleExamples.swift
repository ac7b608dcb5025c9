enum UnownedObservableRuleExamples {
  static let triggering: [Example] = [
    // Called, and handed on: the child holds whichever router the latest value built.
    Example("""
      final class Router: ObservableObject { @Published var path: [Int] = [] }
      struct Flow: View {
        ↓private let router = Router()
        var body: some View {
          Stack(router: router).onAppear { router.reset() }
        }
      }
      struct Home: View { @State private var tab = 0; var body: some View { Flow() } }
      """),
    // Only called, but it keeps a task of its own: Stop reaches a new object with none.
    Example("""
      @Observable final class Generator {
        private var task: Task<Void, Never>?
        func start() { task = Task {} }
        func stop() { task?.cancel() }
      }
      struct Composer: View {
        ↓private let generator = Generator()
        var body: some View {
          Button("Go") { generator.start() }
          Button("Stop") { generator.stop() }
        }
      }
      struct Chat: View { @State private var tab = 0; var body: some View { Composer() } }
      """),
    Example("""
      @Observable final class Model { var count = 0 }
      struct Counter: View {
        ↓private let model = Model()
        var body: some View { Text("\\(model.count)") }
      }
      struct ParentCounter: View { @State private var tab = 0; var body: some View { Counter() } }
      """),
    Example("""
      final class Store: ObservableObject { @Published var items: [String] = [] }
      struct Shelf: View {
        ↓var store = Store()
        var body: some View { EmptyView() }
      }
      struct ParentShelf: View { @State private var tab = 0; var body: some View { Shelf() } }
      """),
    Example("""
      @Observable class Base { var items: [String] = [] }
      final class Feed: Base {}
      struct Timeline: SwiftUI.View {
        ↓let feed = Feed.init()
        var body: some View { EmptyView() }
      }
      struct ParentTimeline: View { @State private var tab = 0; var body: some View { Timeline() } }
      """),
    Example("""
      @Observable final class Highlighter { var isOn = false }
      struct Highlight: ViewModifier {
        ↓private let highlighter = Highlighter()
        func body(content: Content) -> some View { content }
      }
      struct ParentHighlight: View { @State private var tab = 0; var body: some View { Text("x").modifier(Highlight()) } }
      """),
    Example("""
      final class Loader: ObservableObject {
        @Published var data: Data?
        init(url: URL) {}
      }
      struct Preview {
        ↓let loader = Loader(url: URL(string: "x")!)
      }
      extension Preview: View {
        var body: some View { EmptyView() }
      }
      struct ParentPreview: View { @State private var tab = 0; var body: some View { Preview() } }
      """),
    Example("""
      enum Screens {
        @Observable final class Model { let cache = Cache() }
        struct Detail: View {
          ↓let model = Model()
          var body: some View { EmptyView() }
        }
      }
      struct ParentDetail: View { @State private var tab = 0; var body: some View { Screens.Detail() } }
      """),
  ]

  static let nonTriggering: [Example] = [
    // A service the view only calls; the results live in the view's own state (review60 P5).
    Example("""
      final class FAQLoader: ObservableObject {
        @Published var lastError: Error?
        func fetch() async -> [String] { [] }
      }
      struct FAQList: View {
        private let loader = FAQLoader()
        @State private var faqs: [String] = []
        var body: some View {
          List(faqs, id: \\.self) { Text($0) }
            .task { faqs = await self.loader.fetch() }
        }
      }
      struct Conference: View { @State private var tab = 0; var body: some View { FAQList() } }
      """),
    // Built in a controller's helper and hosted there: no SwiftUI parent (review47 P9).
    Example("""
      @Observable final class Session { var locked = false }
      struct PrefsView: View {
        private let session = Session()
        var body: some View { Toggle("Locked", isOn: .constant(session.locked)) }
      }
      final class PrefsController: UIViewController {
        override func viewDidLoad() { super.viewDidLoad(); _ = embed(makeView()) }
        func makeView() -> PrefsView { PrefsView() }
      }
      """),
    // An '@Observable' class with methods only: nothing to lose or observe (review45 P6).
    Example("""
      @Observable final class PathCopier {
        func copy(_ path: String) async {}
      }
      struct CopyButton: View {
        private var copier = PathCopier()
        var body: some View { Button("Copy") { Task { await copier.copy("/") } } }
      }
      struct Toolbar: View {
        @State private var tab = 0
        var body: some View { CopyButton() }
      }
      """),
    // Built once, as a hosting controller's root: its value, and the object, stay (review40 P4).
    Example("""
      final class Banner: ObservableObject { @Published var dismissed = false }
      struct BannerView: View {
        @ObservedObject var banner: Banner
        var body: some View { Button("Hide") { banner.dismissed = true } }
      }
      struct MainMenu: View {
        private let banner = Banner()
        var body: some View { BannerView(banner: banner) }
      }
      final class MenuController: UIViewController {
        override func loadView() {
          super.loadView()
          addChild(UIHostingController(rootView: MainMenu()))
        }
      }
      """),
    // An ObservableObject that publishes nothing is an immutable description: nothing to observe.
    Example("""
      public class Badge: ObservableObject {
        let symbol: String
        public init(_ symbol: String) { self.symbol = symbol }
      }
      struct Row: View {
        var badge: Badge? = Badge("chevron.right")
        var body: some View { if let badge { Image(systemName: badge.symbol) } }
      }
      """),
    // A memberwise parameter with a default that callers override: the callers' objects
    // are theirs, and '@StateObject private' would break those calls.
    Example("""
      final class IconSpec: ObservableObject { let name: String; init(_ name: String) { self.name = name } }
      struct Row: View {
        var title: String
        var icon: IconSpec? = IconSpec("chevron.right")
        var body: some View { Text(title) }
      }
      struct Rows: View {
        @State private var tab = 0
        var body: some View { Row(title: "A", icon: nil) }
      }
      """),
    // Preview scaffolding: the canvas builds the wrapper once.
    Example("""
      @Observable final class Session {}
      #Preview {
        struct Host: View {
          let session = Session()
          var body: some View { Text("Hi") }
        }
        return Host()
      }
      """),
    Example("""
      @Observable final class Session {}
      struct Row_Previews: PreviewProvider {
        struct Host: View {
          let session = Session()
          var body: some View { Text("Hi") }
        }
        static var previews: some View { Host() }
      }
      """),
    Example("""
      @Observable final class Model {}
      struct Counter: View {
        @State private var model = Model()
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      final class Store: ObservableObject {}
      struct Counter: View {
        @StateObject private var store = Store()
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      @Observable final class Model {}
      struct Counter: View {
        let model: Model
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      @Observable final class Model {}
      struct Counter: View {
        static let shared = Model()
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Settings { var volume = 0.5 }
      struct Counter: View {
        let settings = Settings()
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      final class Formatter { func format(_ x: Int) -> String { "" } }
      struct Counter: View {
        private let formatter = Formatter()
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      @Observable final class Model {}
      @main
      struct NotesApp: App {
        let model = Model()
        var body: some Scene { WindowGroup { EmptyView() } }
      }
      """),
    Example("""
      @Observable final class Model {}
      struct Helper {
        let model = Model()
      }
      """),
    Example("""
      @Observable final class Model {}
      struct Counter: View {
        var model: Model { Model() }
        var body: some View {
          let local = Model()
          Text("\\(local)")
        }
      }
      """),
    Example("""
      final class Store: ObservableObject {}
      struct Counter: View {
        @ObservedObject var store: Store
        @Environment(Store.self) private var env
        private let id = UUID()
        let count = Int()
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      @Observable final class Model {}
      final class Controller: View {
        let model = Model()
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      @Observable final class Model {}
      struct Counter: View {
        private let model = Model.shared
        private let other = makeModel()
        var body: some View { EmptyView() }
      }
      """),
  ]
}
