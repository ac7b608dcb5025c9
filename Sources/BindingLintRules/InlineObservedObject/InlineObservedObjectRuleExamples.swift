enum InlineObservedObjectRuleExamples {
  static let triggering: [Example] = [
    // One construction in render code is enough: that parent re-renders it.
    Example("""
      func makeFlagsScreen() -> UIViewController { UIHostingController(rootView: FlagsMenu()) }
      struct FlagsMenu: View {
        ↓@ObservedObject var flags = FlagStore()
        var body: some View { Toggle("Beta", isOn: $flags.beta) }
      }
      struct Settings: View {
        @State private var tab = 0
        var body: some View { NavigationLink("Flags") { FlagsMenu() } }
      }
      """),
    // The scene of an app with state: its body runs again when the state changes.
    Example("""
      @main struct ConsoleApp: App {
        @State private var launches = 0
        var body: some Scene { WindowGroup { ConsoleScreen().onAppear { launches += 1 } } }
      }
      struct ConsoleScreen: View {
        ↓@ObservedObject var server = ConsoleServer()
        var body: some View { Text(server.status) }
      }
      """),
    // A project view's trailing closure that returns a view is content it renders: the
    // parent's body builds the screen again.
    Example("""
      struct Card<Content: View>: View {
        var onTap: () -> Void = {}
        @ViewBuilder var content: () -> Content
        var body: some View { content().onTapGesture(perform: onTap) }
      }
      struct ServerPicker: View {
        ↓@ObservedObject var drive = DriveModel()
        var body: some View { Text(drive.name) }
      }
      struct Onboarding: View {
        @State private var tab = 0
        var body: some View { Card { ServerPicker() } }
      }
      """),
    Example("""
      struct Timeline: View {
        ↓@ObservedObject var model = TimelineModel()
        var body: some View { Text(verbatim: "\\(model)") }
      }
      struct Home: View {
        @State private var tab = 0
        var body: some View { Timeline() }
      }
      """),
    Example("""
      struct Search: View {
        ↓@ObservedObject private var search = SearchModel.init(scope: .all)
        var body: some View { Text(verbatim: "\\(search)") }
      }
      struct Home: View {
        @State private var tab = 0
        var body: some View { NavigationStack { Search() } }
      }
      """),
    Example("""
      struct Player: View {
        ↓@ObservedObject var player: AudioPlayer = .init()
        var body: some View { Text(verbatim: "\\(player)") }
      }
      struct Episode: View {
        @State private var isPlaying = false
        var body: some View { if isPlaying { Player() } }
      }
      """),
    Example("""
      struct Profile: View {
        @ObservedObject var loader: Loader
        init() {
          ↓_loader = ObservedObject(wrappedValue: Loader(id: 0))
        }
        var body: some View { Text(verbatim: "\\(loader)") }
      }
      struct Account: View {
        @State private var tab = 0
        var body: some View { Profile() }
      }
      """),
    Example("""
      struct Detail {
        ↓@ObservedObject var model = Models.Detail()
      }
      extension Detail: View {
        var body: some View { Text(verbatim: "\\(model)") }
      }
      struct List2: View {
        @State private var tab = 0
        var body: some View { Detail() }
      }
      """),
    Example("""
      struct ChartCard: View {
        @ObservedObject var data: ChartData
        init() {
          ↓self._data = .init(wrappedValue: ChartData())
        }
        var body: some View { Text(verbatim: "\\(data)") }
      }
      // A public view: code outside the linted sources may build it.
      public struct Dashboard: View {
        ↓@ObservedObject var feed = Feed()
        public var body: some View { ChartCard(); Text(verbatim: "\\(feed)") }
      }
      """),
    // A struct named in lowercase is a view like any other (review46's miss).
    Example("""
      final class Volume: ObservableObject { @Published var level: Float = 0 }
      struct switcher_view: View {
        @State private var page = 0
        var body: some View { TabView(selection: $page) { audio_controls().tag(0) } }
      }
      struct audio_controls: View {
        ↓@ObservedObject private var volume = Volume()
        var body: some View { Slider(value: $volume.level) }
      }
      """),
  ]

  /// Flagged only with `strict: true`: a new object per new parameter is the design.
  static let triggeringUnderStrict: [Example] = [
    // `self.x = X()` for a property without a default initializes the wrapper as
    // `_x = ObservedObject(wrappedValue: X())` does (review71: a list's selection lost);
    // `strict` only (4 of 12 read worth a change).
    Example("""
      struct UserListDetail: View {
        @ObservedObject private var viewModel: UserListDetailModel
        init(list: UserList) {
          ↓self.viewModel = UserListDetailModel(list: list)
        }
        var body: some View { Text(verbatim: "\\(viewModel)") }
      }
      final class UserList {}
      struct UserLists: View {
        @State private var filter = ""
        let lists: [UserList]
        var body: some View { ForEach(lists.indices, id: \\.self) { UserListDetail(list: lists[$0]) } }
      }
      """),
    // Set up from the init's parameter: a new sort order reloads through a new loader
    // (review61 P3); '@StateObject' alone would load a throwaway object.
    Example("""
      final class MarkerLoader: ObservableObject {
        @Published var markers: [String] = []
        func load(sort: SortOrder) {}
      }
      struct MarkersList: View {
        ↓@ObservedObject var loader = MarkerLoader()
        @Binding private var sort: SortOrder
        init(sort style: Binding<SortOrder>) {
          _sort = style
          loader.load(sort: sort)
        }
        var body: some View { List(loader.markers, id: \\.self) { Text($0) } }
      }
      struct Markers: View {
        @State private var sort = SortOrder.forward
        var body: some View { MarkersList(sort: $sort) }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // Built only by a view with no stored property at all: each new value of the parent
    // equals the last, so its body runs once per identity (review75 A13).
    Example("""
      final class RideList: ObservableObject { @Published var rides: [String] = [] }
      struct RideListView: View {
        @ObservedObject var model = RideList()
        var body: some View { List(model.rides, id: \\.self) { Text($0) } }
      }
      struct HistoryView: View {
        var body: some View { RideListView() }
      }
      """),
    // Configuration a builder method fills on each new value (review49 P1): a
    // '@StateObject' would drop the writes.
    Example("""
      final class KnobOptions: ObservableObject { var increment: Int? }
      struct Knob: View {
        let label: String
        @State private var value = 0
        @ObservedObject var options: KnobOptions = .init()
        var body: some View { Stepper(label, value: $value, step: options.increment ?? 1) }
        func increment(_ by: Int) -> Self { options.increment = by; return self }
      }
      struct Mixer: View {
        @State private var muted = false
        var body: some View { Form { Knob(label: "Volume").increment(2); Toggle("Mute", isOn: $muted) } }
      }
      """),
    // A view a test declares and hosts once: no app parent rebuilds it, no user sees it
    // (set 96, B23-B47).
    Example("""
      final class FilterModel: ObservableObject { @Published var query = "" }
      final class Probe: ObservableObject { var model: FilterModel? }
      final class FilterTests: XCTestCase {
        func testFilterChange() throws {
          struct Container: View {
            @ObservedObject var probe: Probe
            @ObservedObject var filter = FilterModel()
            init(probe: Probe) {
              self.probe = probe
              self.probe.model = filter
            }
            var body: some View { TextField("Query", text: $filter.query) }
          }
          let probe = Probe()
          let controller = UIHostingController(rootView: Container(probe: probe).environmentObject(probe))
          XCTAssertNotNil(controller.view)
        }
      }
      """),
    // Built only by its own preview: no app parent rebuilds it (review48 P1).
    Example("""
      final class AddressModel: ObservableObject { @Published var text = "" }
      struct AddressCell: View {
        @ObservedObject var model = AddressModel()
        var body: some View { TextField("Address", text: $model.text) }
      }
      #Preview { AddressCell() }
      """),
    // Built in the action of the team's own button (its one closure returns nothing):
    // made when the button is tapped and handed on, not each time the parent renders
    // (review64 A5, A6).
    Example("""
      struct SetupButtonView: View {
        var title: String
        var action: (() -> ())?
        var body: some View { Button(title) { action?() } }
      }
      struct ServerPicker: View {
        @ObservedObject var drive = DriveModel()
        var body: some View { Text(drive.name) }
      }
      struct Onboarding: View {
        let router: Router
        var body: some View {
          SetupButtonView(title: "Set up") {
            let destination = ServerPicker()
            router.push(destination)
          }
        }
      }
      """),
    // Built once as a hosting controller's root, through a local (review40 P2).
    Example("""
      final class Wallet: ObservableObject { @Published var hidden = false }
      struct Feed: View {
        @ObservedObject private var wallet = Wallet()
        var title: String
        var body: some View { Text(title + (wallet.hidden ? "****" : "12.5")) }
      }
      final class FeedHost: UIView {
        func setUp() {
          let content = Feed(title: "Home")
          let host = UIHostingController(rootView: content)
          addSubview(host.view)
        }
      }
      """),
    // The root a hosting controller subclass sets in its `init` (review46 P3).
    Example("""
      final class Library: ObservableObject { @Published var books: [String] = [] }
      struct SidebarList: View {
        @ObservedObject var library = Library()
        let owner: SidebarController
        var body: some View { List(library.books, id: \\.self) { Text($0) } }
      }
      final class SidebarController: UIHostingController<AnyView> {
        init() {
          super.init(rootView: AnyView(EmptyView()))
          rootView = AnyView(SidebarList(owner: self))
        }
      }
      """),
    // The root of the team's hosting-controller subclass: built once, no SwiftUI parent.
    Example("""
      func dashboardScreen() -> UIViewController { CoreHostingController(Dashboard()) }
      public struct Dashboard: View {
        @ObservedObject var loader = Loader()
        public var body: some View { Text(verbatim: "\\(loader)") }
      }
      """),
    // Built nowhere in render code: no parent re-renders it (dead code, or a view built
    // once in a `static let` table).
    Example("""
      struct OldPager: View {
        @ObservedObject var manager = WebManager()
        var body: some View { Text(verbatim: "\\(manager)") }
      }
      enum Demos {
        static let pages: [AnyView] = [AnyView(GraphDemo())]
      }
      struct GraphDemo: View {
        @ObservedObject var loader: Loader = .init()
        var body: some View { EmptyView() }
      }
      """),
    // Handed in: no object of the view's own.
    Example("""
      struct Profile: View {
        @ObservedObject var loader: Loader
        init(loader: Loader) { self.loader = loader }
        init() { self.init(loader: .shared) }
        var body: some View { Text(verbatim: "\\(loader)") }
      }
      struct Account: View {
        @State private var tab = 0
        var body: some View { Profile() }
      }
      """),
    // Built from the init's own parameter: a new id is meant to make a new loader; `strict` only.
    Example("""
      struct Profile: View {
        @ObservedObject var loader: Loader
        init(id: Int) {
          _loader = ObservedObject(wrappedValue: Loader(id: id))
        }
        var body: some View { Text(verbatim: "\\(loader)") }
      }
      """),
    // The scene of an app that holds nothing: its body runs once, so the window's root is
    // built once, as a hosting controller's is.
    Example("""
      @main struct ConsoleApp: App {
        var body: some Scene { WindowGroup { ConsoleScreen() } }
      }
      struct ConsoleScreen: View {
        @ObservedObject var server = ConsoleServer()
        var body: some View { Text(server.status) }
      }
      """),
    // Built only as a hosting controller's root: the controller keeps this one view value
    // and re-runs its body; no SwiftUI parent makes a new one.
    Example("""
      final class LogViewController: UIHostingController<LogRoot> {
        required init?(coder: NSCoder) { super.init(coder: coder, rootView: LogRoot()) }
      }
      struct LogRoot: View {
        @ObservedObject var model = LogModel()
        var body: some View { List(model.rows, id: \\.self) { Text($0) } }
      }
      """),
    Example("""
      func makeFlagsScreen() -> UIViewController { UIHostingController(rootView: FlagsMenu()) }
      struct FlagsMenu: View {
        @ObservedObject var flags = FlagStore()
        var body: some View { Toggle("Beta", isOn: $flags.beta) }
      }
      #Preview { FlagsMenu() }
      """),
    Example("""
      struct Timeline: View {
        @StateObject private var model = TimelineModel()
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Timeline: View {
        @ObservedObject var model: TimelineModel
        var body: some View { Text(verbatim: "\\(model)") }
      }
      """),
    Example("""
      struct Settings: View {
        @ObservedObject var settings = AppSettings.shared
        var body: some View { Text(verbatim: "\\(settings)") }
      }
      """),
    Example("""
      struct Settings: View {
        @ObservedObject var store: Store = .default
        var body: some View { Text(verbatim: "\\(store)") }
      }
      """),
    Example("""
      struct Settings: View {
        @ObservedObject var theme = Theme.shared.current
        var body: some View { Text(verbatim: "\\(theme)") }
      }
      """),
    Example("""
      struct Profile: View {
        @ObservedObject var loader: Loader
        init(loader: Loader) {
          _loader = ObservedObject(wrappedValue: loader)
        }
        var body: some View { Text(verbatim: "\\(loader)") }
      }
      """),
    Example("""
      struct Feed: View {
        @ObservedObject var feed = makeFeed()
        var body: some View { Text(verbatim: "\\(feed)") }
      }
      """),
    Example("""
      @main
      struct MyApp: App {
        @ObservedObject var store = Store()
        var body: some Scene { WindowGroup { EmptyView() } }
      }
      """),
    Example("""
      final class Coordinator {
        @ObservedObject var model = Model()
      }
      """),
    Example("""
      struct Feed: View {
        @ObservedObject var feed = Feed.make(kind: .home)
        var body: some View { Text(verbatim: "\\(feed)") }
      }
      """),
    Example("""
      struct Feed: View {
        @ObservedObject var feed: FeedModel
        var body: some View {
          let model = FeedModel()
          Text("\\(model.count)")
        }
      }
      """),
    Example("""
      struct Owner: View {
        @StateObject private var model: Model
        init() {
          _model = StateObject(wrappedValue: Model())
        }
        var body: some View { EmptyView() }
      }
      """),
  ]
}
