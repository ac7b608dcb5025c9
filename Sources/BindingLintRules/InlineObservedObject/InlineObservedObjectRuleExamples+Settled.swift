/// Objects that hold only what their `init` set (`TypeIndex.isSettledByInit`): a view that
/// only reads one loses nothing to a new one, so it is reported only under `strict`; a
/// view that writes into one, or an object that can change by itself, is reported.
extension InlineObservedObjectRuleExamples {
  static let settledTriggering: [Example] = [
    // An alias of the property is the property; a local of one `case` is not the next
    // case's; a loop's pattern does not hide it (probe85b N3′): each hands the object on.
    Example("""
      final class Router: ObservableObject {
        func open(_ id: Int) { Nav.shared.push(id) }
      }
      struct Menu: View {
        ↓@ObservedObject var routes = Router()
        let mode: Int
        var body: some View {
          Button("Open") { routes.open(1) }
          content()
        }
        func content() -> some View {
          let routes = routes
          return Details(routes: routes)
        }
      }
      struct Home: View {
        @State private var tab = 0
        var body: some View { Menu(mode: tab) }
      }
      """),
    Example("""
      final class Router: ObservableObject {
        func open(_ id: Int) { Nav.shared.push(id) }
      }
      struct Menu: View {
        ↓@ObservedObject var routes = Router()
        let mode: Int
        var body: some View {
          Button("Open") { routes.open(1) }
          pick()
        }
        func pick() -> AnyView {
          switch mode {
          case 0:
            let routes = Router()
            return AnyView(Details(routes: routes))
          default:
            return AnyView(Details(routes: routes))
          }
        }
      }
      struct Home: View {
        @State private var tab = 0
        var body: some View { Menu(mode: tab) }
      }
      """),
    // Past the local's scope the name is the property again, handed to a child.
    Example("""
      final class CardModel: ObservableObject {
        func unfollow(id: Int) { Store.shared.remove(id) }
      }
      struct Card: View {
        ↓@ObservedObject var viewModel = CardModel()
        let id: Int
        var body: some View {
          Button("Unfollow") { viewModel.unfollow(id: id) }
          if let viewModel = Optional(StatsModel()) { Stats(model: viewModel) }
          Details(model: viewModel)
        }
      }
      struct Feed: View {
        @State private var ids = [1, 2]
        var body: some View { ForEach(ids, id: \\.self) { Card(id: $0) } }
      }
      """),
    // One class in two views (review75 A11/A12): this one writes the renames into the
    // object, and a parent render drops them.
    Example("""
      final class RouteNames: ObservableObject {
        @Published var names: [String] = Store.allNames()
      }
      enum Store { static func allNames() -> [String] { [] } }
      struct RenameSheet: View {
        ↓@ObservedObject var routes = RouteNames()
        @State private var text = ""
        var body: some View {
          TextField("Name", text: $text).onSubmit { self.routes.names[0] = text }
        }
      }
      struct Rides: View {
        @State private var tab = 0
        var body: some View { RenameSheet() }
      }
      """),
    // A method can change it after `init`.
    Example("""
      final class Disclaimer: ObservableObject {
        @Published var lines: [String] = ["Experimental"]
        func accept() { lines = [] }
      }
      struct DisclaimerPanel: View {
        ↓@ObservedObject var model = Disclaimer()
        var body: some View { List(model.lines, id: \\.self) { Text($0) } }
      }
      struct Home: View {
        @State private var tab = 0
        var body: some View { DisclaimerPanel() }
      }
      """),
    // A subscription its `init` starts changes it later.
    Example("""
      import Combine
      final class Clock: ObservableObject {
        @Published var now = Date()
        private var ticks: AnyCancellable?
        init() {
          ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { date in self.now = date }
        }
      }
      struct ClockFace: View {
        ↓@ObservedObject var clock = Clock()
        var body: some View { Text(clock.now, style: .time) }
      }
      struct Dashboard: View {
        @State private var tab = 0
        var body: some View { ClockFace() }
      }
      """),
    // A publisher its `init` assigns to its own storage writes it later, without a closure
    // (review62 A2: a status row flickers back to its first value on every parent render).
    Example("""
      final class NetworkStatus: ObservableObject {
        @Published var isOnline = false
        init(monitor: Monitor) { monitor.status.receive(on: DispatchQueue.main).assign(to: &$isOnline) }
      }
      struct StatusRow: View {
        ↓@ObservedObject var status = NetworkStatus(monitor: .shared)
        var body: some View { Text(status.isOnline ? "Online" : "Offline") }
      }
      struct Menu: View {
        @State private var tab = 0
        var body: some View { StatusRow() }
      }
      """),
    // Its member is an object of the sources, which may change while the holder does not.
    Example("""
      final class Recorder { var takes = 0 }
      final class Studio: ObservableObject {
        let recorder = Recorder()
      }
      struct StudioScreen: View {
        ↓@ObservedObject var studio = Studio()
        var body: some View { Text("\\(studio.recorder.takes)") }
      }
      struct Tabs: View {
        @State private var tab = 0
        var body: some View { StudioScreen() }
      }
      """),
    // A call with only a trailing closure changes it too (`removeAll { … }`).
    Example("""
      enum Store { static func fetch() -> [String] { [] } }
      final class Names: ObservableObject { @Published var rows: [String] = Store.fetch() }
      struct Cleanup: View {
        ↓@ObservedObject var names = Names()
        var body: some View { Button("Clean") { names.rows.removeAll { $0.isEmpty } } }
      }
      struct Tabs: View {
        @State private var tab = 0
        var body: some View { Cleanup() }
      }
      """),
    // A random tip and a start time: a new object shows another tip and restarts the timer.
    Example("""
      final class Tip: ObservableObject {
        @Published var text = ["Swipe to delete", "Long-press to pin"].randomElement() ?? ""
        let started = Date.now
      }
      struct TipBanner: View {
        ↓@ObservedObject var tip = Tip()
        var body: some View { Text(tip.text); Text(tip.started, style: .timer) }
      }
      struct Feed: View {
        @State private var tab = 0
        var body: some View { TipBanner() }
      }
      """),
    // A member object built with `.init(…)`: every parent render gives the player a new one.
    Example("""
      import AVKit
      final class Clip: ObservableObject {
        let player: AVPlayer = .init(url: URL(string: "https://example.com/a.mp4")!)
      }
      struct ClipView: View {
        ↓@ObservedObject var clip = Clip()
        var body: some View { VideoPlayer(player: clip.player) }
      }
      struct Gallery: View {
        @State private var tab = 0
        var body: some View { ClipView() }
      }
      """),
    // `.init(…)` into a property of a class type: a new holder holds a new engine.
    Example("""
      final class Engine { var position = 0.0 }
      final class Deck: ObservableObject {
        let engine: Engine
        init() { self.engine = .init() }
      }
      struct DeckView: View {
        ↓@ObservedObject var deck = Deck()
        var body: some View { Text("\\(deck.engine.position)") }
      }
      struct Studio: View {
        @State private var tab = 0
        var body: some View { DeckView() }
      }
      """),
    // A local of the property's name is not the property: `engine` here is a new object.
    Example("""
      final class Engine { var position = 0.0 }
      struct Tuning { var pitch = 440.0 }
      final class Deck: ObservableObject {
        let engine: Tuning
        let core: Engine
        init() {
          let engine: Engine
          engine = .init()
          core = engine
          self.engine = Tuning()
        }
      }
      struct DeckView: View {
        ↓@ObservedObject var deck = Deck()
        var body: some View { Text("\\(deck.core.position)") }
      }
      struct Studio: View {
        @State private var tab = 0
        var body: some View { DeckView() }
      }
      """),
    // A generic class built in `init` (`Engine<Double>()`) is a member object too.
    Example("""
      final class Engine<Value> { var position: Value? }
      final class Deck: ObservableObject {
        let engine: Engine<Double>
        init() { self.engine = Engine<Double>() }
      }
      struct DeckView: View {
        ↓@ObservedObject var deck = Deck()
        var body: some View { Text("\\(deck.engine.position ?? 0)") }
      }
      struct Studio: View {
        @State private var tab = 0
        var body: some View { DeckView() }
      }
      """),
    // One property declared twice under `#if`, a class in one build: not known settled.
    Example("""
      final class Engine { var position = 0.0 }
      struct Tuning { var pitch = 440.0 }
      final class Deck: ObservableObject {
        #if DEBUG
        let engine: Tuning
        #else
        let engine: Engine
        #endif
        init() { engine = .init() }
      }
      struct DeckView: View {
        ↓@ObservedObject var deck = Deck()
        var body: some View { Text("\\(deck.engine)") }
      }
      struct Studio: View {
        @State private var tab = 0
        var body: some View { DeckView() }
      }
      """),
    // Rows that are observable objects: a row view edits each, and a new fetch makes new ones.
    Example("""
      final class Todo: ObservableObject, Identifiable { @Published var done = false }
      enum Store { static func fetch() -> [Todo] { [] } }
      final class TodoList: ObservableObject { @Published var rows: [Todo] = Store.fetch() }
      struct TodoRow: View {
        @ObservedObject var todo: Todo
        var body: some View { Toggle("Done", isOn: $todo.done) }
      }
      struct Todos: View {
        ↓@ObservedObject var list = TodoList()
        var body: some View { List(list.rows) { TodoRow(todo: $0) } }
      }
      struct Home: View {
        @State private var tab = 0
        var body: some View { Todos() }
      }
      """),
    // The view hands the object on: the child may write into it.
    Example("""
      final class Draft: ObservableObject {
        @Published var title = ""
      }
      struct DraftEditor: View {
        @ObservedObject var draft: Draft
        var body: some View { TextField("Title", text: $draft.title) }
      }
      struct Compose: View {
        ↓@ObservedObject var draft = Draft()
        var body: some View { DraftEditor(draft: draft) }
      }
      struct Inbox: View {
        @State private var tab = 0
        var body: some View { Compose() }
      }
      """),
  ]

  static let settledUnderStrict: [Example] = [
    // A default the only `init` replaces with the caller's object (set 100 D22): under
    // `strict`, reported as a default to drop, built and thrown away on every init.
    Example("""
      final class Favorites: ObservableObject { @Published var items: [String] = [] }
      struct EditFavorites: View {
        ↓@ObservedObject var favorites = Favorites()
        init(favorites: Favorites) { self.favorites = favorites }
        var body: some View { Text(favorites.items.first ?? "") }
      }
      """),
    // Only assigned into, never read (set 100 D14): a focus mirror the view writes and
    // nothing shows, so a new one each render loses nothing the user sees.
    Example("""
      final class FocusMirror: ObservableObject {
        @Published var focus: Int?
      }
      struct MoveForm: View {
        ↓@ObservedObject private var mirror = FocusMirror()
        @FocusState private var focus: Int?
        @State private var query = ""
        var body: some View {
          TextField("Query", text: $query)
            .focused($focus, equals: 1)
            .onChange(of: focus) { mirror.focus = $0 }
        }
      }
      struct MoveScreen: View {
        @State private var step = 0
        var body: some View { MoveForm() }
      }
      """),
    // Declared and never used: a new object each render, nothing lost (delete it).
    Example("""
      final class Keyboard: ObservableObject {
        @Published var height: CGFloat = 0
        func observe() {}
      }
      struct AddressForm: View {
        ↓@ObservedObject var keyboard = Keyboard()
        var body: some View { Text("Address") }
      }
      struct Wizard: View {
        @State private var step = 0
        var body: some View { AddressForm() }
      }
      """),
    // Fixed lines its `init` sets, which the view only reads (review76 A4): a new object
    // equals the old. Under `strict`, '@StateObject' or a constant is tidier.
    Example("""
      struct Line: Hashable { let text: String }
      final class Disclaimer: ObservableObject {
        @Published var lines: [Line]
        init() {
          if Locale.current.identifier.isEmpty { self.lines = [] } else { self.lines = [Line(text: "Experimental")] }
        }
      }
      struct DisclaimerPanel: View {
        ↓@ObservedObject var model = Disclaimer()
        var body: some View { List(model.lines, id: \\.self) { Text($0.text) } }
      }
      struct Home: View {
        @State private var tab = 0
        var body: some View { DisclaimerPanel() }
      }
      """),
  ]

  static let settledNonTriggering: [Example] = [
    // A helper's local keeps its scope past an `if case` (probe85c P6).
    Example("""
      final class Router: ObservableObject {
        func open(_ id: Int) { Nav.shared.push(id) }
      }
      final class Draft { var names: [String] = [] }
      struct Menu: View {
        @ObservedObject var routes = Router()
        let text: String
        var body: some View {
          Button("Open") { routes.open(1); save() }
        }
        func save() {
          let routes = Draft()
          if case "x" = text { print("x") }
          routes.names.append(text)
        }
      }
      struct Home: View {
        @State private var tab = ""
        var body: some View { Menu(text: tab) }
      }
      """),
    // The body only runs a method of the object; a helper's local of the same name is
    // another object (review85 A5).
    Example("""
      final class CardModel: ObservableObject {
        func unfollow(id: Int) { Store.shared.remove(id) }
      }
      struct Card: View {
        @ObservedObject var viewModel = CardModel()
        let id: Int
        var body: some View {
          Button("Unfollow") { viewModel.unfollow(id: id) }
          Stats(model: stats())
        }
        func stats() -> StatsModel {
          let viewModel = StatsModel()
          viewModel.attach(to: id)
          return viewModel
        }
      }
      struct Feed: View {
        @State private var ids = [1, 2]
        var body: some View { ForEach(ids, id: \\.self) { Card(id: $0) } }
      }
      """),
    // A request wrapper whose results the view copies into its own state: the body shows
    // nothing of the object, so a new one loses nothing the user sees (review80).
    Example("""
      final class CardsRequest: ObservableObject {
        @Published var cards: [String] = []
        func load(completion: @escaping (Bool) -> Void) { completion(true) }
        func block(_ card: String, completion: @escaping (Bool) -> Void) { completion(true) }
        func refresh() async throws {}
      }
      struct CardList: View {
        @ObservedObject var request = CardsRequest()
        @State private var cards: [String] = []
        var body: some View {
          List(cards, id: \\.self) { card in Button(card) { block(card) } }.onAppear(perform: load)
        }
        private func load() {
          self.request.load { ok in
            if ok { self.cards = self.request.cards }
          }
        }
        private func block(_ card: String) {
          request.block(card) { _ in load() }
        }
        private func refresh() async {
          try? await self.request.refresh()
        }
      }
      struct Dashboard: View {
        @State private var tab = 0
        var body: some View { CardList() }
      }
      """),
    // Constants its `init` builds with `.init(…)` into properties declared with value types
    // (set 95 B1: a terms page's address and insets): a new object holds the same.
    Example("""
      struct Insets { var top: Double; var bottom: Double }
      struct Page { let address: String; let insets: Insets }
      final class Terms: ObservableObject {
        let overlay: Double
        let page: Page
        init(overlay: Double = 116) {
          self.overlay = overlay
          page = .init(address: "https://example.com/terms", insets: .init(top: 0, bottom: overlay / 2))
        }
      }
      struct TermsView: View {
        @ObservedObject var terms: Terms
        var body: some View { Text(terms.page.address).padding(.bottom, terms.overlay) }
      }
      struct Welcome: View {
        @State private var step = 0
        var body: some View {
          TermsView(terms: .init())
          Button("Next") { step += 1 }
        }
      }
      """),
    // Localized fixed text: a new object says the same.
    Example("""
      final class Beta: ObservableObject {
        let title = String(localized: "Beta")
        @Published var notes: [String] = [String(localized: "Features may change")]
      }
      struct BetaBadge: View {
        @ObservedObject var beta = Beta()
        var body: some View { Text(beta.title) }
      }
      struct Settings: View {
        @State private var tab = 0
        var body: some View { BetaBadge() }
      }
      """),
    // A read-only snapshot of fetched rows, rebuilt by design (review75 A11): a parent
    // render fetches again, which is what shows a ride saved meanwhile.
    Example("""
      enum Store { static func allNames() -> [String] { [] } }
      final class RouteNames: ObservableObject {
        @Published var names: [String] = Store.allNames()
        @Published var count = Store.allNames().count
      }
      struct NameSheet: View {
        @ObservedObject var routes = RouteNames()
        var body: some View {
          ForEach(0..<routes.names.count, id: \\.self) { Text(self.routes.names[$0]) }
            .disabled(!(self.routes.names.first(where: { $0.isEmpty }) == nil))
        }
      }
      struct Rides: View {
        @State private var tab = 0
        var body: some View { NameSheet() }
      }
      """),
  ]
}
