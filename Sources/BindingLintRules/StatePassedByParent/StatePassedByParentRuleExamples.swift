enum StatePassedByParentRuleExamples {
  static let triggering: [Example] = [
    // The caller replaces its own '@State' object: the child keeps the first one.
    Example("""
      final class Lesson { var notes: [String] = [] }
      struct LessonScreen: View {
        @State private var lesson = Lesson()
        var body: some View { NotesList(lesson: lesson); Button("Next") { lesson = Lesson() } }
      }
      struct NotesList: View {
        ↓@State var lesson: Lesson
        var body: some View { Text("\\(lesson.notes.count)") }
      }
      """),
    // The model is replaced where the `.id` stays: the detail keeps the first model.
    Example("""
      @Observable final class FeedModel { var items: [String] = [] }
      struct Window: View {
        @State private var feedModel: FeedModel? = FeedModel()
        @State private var resetID = UUID()
        var body: some View {
          NavigationSplitView { Text("Sidebar") } detail: {
            if let model = feedModel { Feed(model: model) }
          }
          .id(resetID)
          .onChange(of: "account") { feedModel = FeedModel() }
        }
      }
      struct Feed: View {
        ↓@State var model: FeedModel
        var body: some View { List(model.items, id: \\.self) { Text($0) } }
      }
      """),
    // The caller replaces the object it passes through a binding (a list's selection): the
    // badge keeps the first cart picked.
    Example("""
      final class Cart: ObservableObject {}
      struct CartBadge: View {
        ↓@StateObject var cart: Cart
        var body: some View { Text("Cart") }
      }
      struct CartPicker: View {
        let carts: [Cart]
        @State private var picked: Cart?
        var body: some View {
          List(carts, id: \\.self, selection: $picked) { _ in Text("Cart") }
          if let picked { CartBadge(cart: picked) }
        }
      }
      """),
    Example("""
      struct Volume: View {
        ↓@AppStorage("volume") var volume = 0.5
        var body: some View { Text("\\(volume)") }
      }
      struct Panel: View {
        let level: Double
        var body: some View { Volume(volume: level) }
      }
      """),
    // An object picked at a position that moves: another object whenever it moves.
    Example("""
      @Observable final class Router { var path: [Int] = [] }
      struct Shell: View {
        ↓@State var router: Router
        var body: some View { NavigationStack(path: $router.path) { Text("Home") } }
      }
      struct Tabs: View {
        let routers: [Router]
        @State private var selected = 0
        var body: some View { Shell(router: routers[selected]) }
      }
      """),
  ]

  /// A focus state handed down and values a caller passes into `@State`: flagged only
  /// with `strict: true`.
  static let triggeringUnderStrict: [Example] = [
    // A focus state handed down as its wrapper: the documented form is
    // '@FocusState.Binding' (the child shares the parent's installed focus, review58 P1).
    Example("""
      struct AmountField: View {
        ↓@FocusState var focused: Bool
        @State private var amount = ""
        var body: some View { TextField("Amount", text: $amount).focused($focused) }
      }
      struct AmountCell: View {
        @FocusState private var focused: Bool
        var body: some View { AmountField(focused: _focused) }
      }
      """),
    // A branch picked by another value: rows in it see every change of the one passed.
    Example("""
      struct Layouts: View {
        let names: [String]
        @Binding var isList: Bool
        @Binding var isCompact: Bool
        var body: some View {
          if isCompact {
            VStack { ForEach(names, id: \\.self) { name in Cell(isList: isList) } }
          }
        }
      }
      struct Cell: View {
        ↓@State var isList: Bool
        var body: some View { Text(isList ? "list" : "grid") }
      }
      """),
    // A conversion of the parent's value is the parent's value (review47's miss).
    Example("""
      struct Servings: View {
        ↓@State var servings: Double
        var body: some View { Text("\\(servings)") }
      }
      struct Recipe: View {
        @State private var yield = 4
        var body: some View { Servings(servings: Double(yield)); Stepper("Yield", value: $yield) }
      }
      """),
    // A representable that applies the value in its update: later values are lost.
    Example("""
      struct Label: UIViewRepresentable {
        ↓@State var text: String
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ label: UILabel, context: Context) { label.text = text }
      }
      struct Person: View {
        let name: String
        var body: some View { Label(text: name) }
      }
      """),
    Example("""
      struct Editor: View {
        ↓@State var title: String
        var body: some View { Text(title) }
      }
      struct Parent: View {
        let item: Item
        var body: some View { Editor(title: item.title) }
      }
      """),
    Example("""
      struct Editor: View {
        ↓@State var title = ""
        var body: some View { Text(title) }
      }
      struct Parent: View {
        @State private var draft = "x"
        var body: some View { Editor(title: draft); TextField("Draft", text: $draft) }
      }
      """),
    Example("""
      struct Meter: View {
        ↓@SwiftUI.State var level = 0
        var body: some View { Text("\\(level)") }
      }
      struct Gauge: View {
        let level: Int
        var body: some View { meter }
        private var meter: some View {
          let meter: Meter = .init(level: level)
          return meter
        }
      }
      """),
    Example("""
      struct Row: View {
        ↓@State var isOn: Bool
        var body: some View { Text(isOn ? "On" : "Off") }
      }
      struct List1: View {
        let enabled: Bool
        var body: some View { Row.init(isOn: enabled) }
      }
      """),
    // Rows keyed by something else keep their state when the element changes.
    Example("""
      struct PluginRow: View {
        ↓@State var plugin: Plugin
        var body: some View { Text(plugin.name) }
      }
      struct Plugins: View {
        @ObservedObject var store: Store
        var body: some View {
          ForEach(store.plugins, id: \\.name) { plugin in PluginRow(plugin: plugin) }
        }
      }
      """),
    // The caller's own state changes through a method ('append' may be mutating).
    Example("""
      struct TagList: View {
        ↓@State var tags: [String]
        var body: some View { Text(tags.joined()) }
      }
      struct Tagger: View {
        @State private var tags: [String] = []
        var body: some View { TagList(tags: tags); Button("Add") { tags.append("new") } }
      }
      """),
    // A chain: the caller passes its own state, which nothing in its file changes but its
    // parent hands later values; fixing the caller makes the child stale (review43 P2).
    Example("""
      struct PluginHeader: View {
        ↓@State var plugin: Plugin
        var body: some View { Text(plugin.name) }
      }
      struct PluginPage: View {
        ↓@State var plugin: Plugin
        var body: some View { PluginHeader(plugin: plugin) }
      }
      struct Workspace: View {
        let selected: Plugin
        var body: some View { PluginPage(plugin: selected) }
      }
      """),
    // A struct named in lowercase is still a type its own file calls.
    Example("""
      struct amountLabel: View {
        ↓@State var value: Int
        var body: some View { Text("\\(value)") }
      }
      struct Summary: View {
        let total: Int
        var body: some View { amountLabel(value: total) }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // An object the caller hands on, looks up or keeps for a session and never replaces
    // itself is the same object on every render: the child that keeps it shows every
    // change of it (review54 P4, review56 P3–P6; `strict` reports them).
    Example("""
      final class Basket: ObservableObject {}
      final class Shop { let basket = Basket(); func openBasket() -> Basket { basket } }
      final class Session: ObservableObject { @Published var config = Basket() }
      struct BasketView: View {
        @StateObject var store: Basket
        var body: some View { Text("Basket") }
      }
      struct Checkout: View {
        let basket: Basket
        var body: some View { BasketView(store: basket) }
      }
      struct Counter: View {
        let shop: Shop
        var body: some View { BasketView(store: shop.openBasket()) }
      }
      struct Toolbar: View {
        @ObservedObject var session: Session
        var body: some View { BasketView(store: session.config) }
      }
      """),
    // An object the caller's own `init` stores as it was handed is not replaced while the
    // caller stays (review67 A19).
    Example("""
      final class MessagesModel: ObservableObject { @Published var showsMap = false }
      struct LocationSharing: View {
        @StateObject var model: MessagesModel
        var body: some View { Text(model.showsMap ? "Map" : "") }
      }
      struct MessagesList: View {
        @ObservedObject var model: MessagesModel
        let title: String
        init(model: MessagesModel) {
          self.model = model
          self.title = "Messages"
        }
        var body: some View { if model.showsMap { LocationSharing(model: model) } }
      }
      """),
    // A binding to a member of the object (`$profile.name`) edits the object, it does not
    // replace it; nor does a position that is a literal.
    Example("""
      @Observable final class Profile { var name = "" }
      struct ProfileCard: View {
        @State var profile: Profile
        var body: some View { Text(profile.name) }
      }
      struct ProfileScreen: View {
        @Bindable var profile: Profile
        let team: [Profile]
        var body: some View {
          ProfileCard(profile: profile)
          ProfileCard(profile: team[0])
          TextField("Name", text: $profile.name)
        }
      }
      """),
    // The caller's own value, seeded once and changed nowhere: the child can never be
    // handed another (review45 P5).
    Example("""
      struct CallsTab: View {
        @State private var previewName = "webcam"
        var body: some View { VideoPreview(streamName: previewName) }
      }
      struct VideoPreview: View {
        @State var streamName: String
        var body: some View { Text(streamName) }
      }
      """),
    // The value that picks the branch a row is built in: a grid's rows only ever see
    // `false`, a list's `true`, and a toggle builds the other branch's rows anew; rows
    // keyed by the value's hash are new rows when it changes (review56 P4, P6).
    Example("""
      struct Sources: View {
        let sources: [Source]
        @Binding var isList: Bool
        var body: some View {
          if !isList {
            LazyVGrid(columns: []) { ForEach(sources, id: \\.hashValue) { source in Tile(name: source.name, isList: isList) } }
          } else {
            VStack { ForEach(sources, id: \\.hashValue) { source in Tile(name: source.name, isList: isList) } }
          }
        }
      }
      struct Tile: View {
        @State var name: String
        @State var isList: Bool
        var body: some View { Text(name).font(isList ? .body : .caption) }
      }
      """),
    // The window replaces its model only in a method that also gives the split view a
    // new `.id`: the detail starts again from the new model (review56 P2).
    Example("""
      @Observable final class FeedModel { var items: [String] = [] }
      struct Window: View {
        @State private var feedModel: FeedModel? = FeedModel()
        @State private var resetID = UUID()
        var body: some View {
          NavigationSplitView { Text("Sidebar") } detail: {
            if let model = feedModel { Feed(model: model) }
          }
          .id(resetID)
          .onChange(of: "account") { switchAccount() }
        }
        private func switchAccount() {
          feedModel = FeedModel()
          resetID = UUID()
        }
      }
      struct Feed: View {
        @State var model: FeedModel
        var body: some View { List(model.items, id: \\.self) { Text($0) } }
      }
      """),
    // A member of a row's own value, which rows keyed by the whole value never hand a
    // later one: the destination cannot get one either (review49 P4).
    Example("""
      struct Icons: View {
        let apps: [AppItem]
        var body: some View { List { ForEach(apps, id: \\.self) { app in IconRow(app: app) } } }
      }
      struct IconRow: View {
        @State var app: AppItem
        var body: some View { NavigationLink(destination: AlternateIcons(bundleID: app.bundleID)) { Text(app.name) } }
      }
      struct AlternateIcons: View {
        @State var bundleID: String
        var body: some View { Text(bundleID) }
      }
      """),
    // The caller's own '@State' object, seeded once and never reassigned: the same object
    // on every render (review48 P6), a SwiftData model too.
    Example("""
      @Model final class Course { var title = "" }
      struct CourseScreen: View {
        @State var course: Course
        var body: some View { Attendance(course: course) }
      }
      struct Attendance: View {
        @State var course: Course
        var body: some View { Text(course.title) }
      }
      """),
    Example("""
      final class Lesson { var notes: [String] = [] }
      struct LessonScreen: View {
        @State private var lesson: Lesson
        init(lesson: Lesson) { _lesson = State(initialValue: lesson) }
        var body: some View { NotesList(lesson: lesson) }
      }
      struct NotesList: View {
        @State var lesson: Lesson
        var body: some View { Text("\\(lesson.notes.count)") }
      }
      """),
    // Keyed by '.id(…)', the advised fix: a new value starts a new view (review47 P6).
    Example("""
      struct RecipeList: View {
        @State var categoryName: String
        var body: some View { Text(categoryName) }
      }
      struct Categories: View {
        let category: Category
        var body: some View { RecipeList(categoryName: category.name).navigationTitle("x").id(category.id) }
      }
      """),
    // A range of literals is a literal (review47 P7); the row's own key plus one is the
    // row's (review47 P8).
    Example("""
      struct Stepper: View {
        @State var range: ClosedRange<Int>
        @State var number: Int
        var body: some View { Text("\\(number) of \\(range.upperBound)") }
      }
      struct Steps: View {
        let steps: [String]
        var body: some View {
          ForEach(steps.indices, id: \\.self) { i in Stepper(range: 0...5, number: i + 1) }
        }
      }
      """),
    // A representable that applies the value only when it makes its view (review45 P5c).
    Example("""
      struct ContactSheet: UIViewControllerRepresentable {
        @State var contact: CNContact
        func makeUIViewController(context: Context) -> CNContactViewController { CNContactViewController(for: contact) }
        func updateUIViewController(_ controller: CNContactViewController, context: Context) {}
      }
      struct Person: View {
        let person: CNContact
        var body: some View { ContactSheet(contact: person) }
      }
      """),
    // An object such a representable reads only in 'make…': observing it would re-run an
    // update that never reads it (review43 P3).
    Example("""
      final class Repository: ObservableObject { @Published var branch = "" }
      struct RepositoryPane: NSViewControllerRepresentable {
        @State var repository: Repository
        func makeNSViewController(context: Context) -> PaneController { PaneController(repository: repository) }
        func updateNSViewController(_ controller: PaneController, context: Context) { controller.refresh() }
      }
      struct Sidebar: View {
        let repository: Repository
        var body: some View { RepositoryPane(repository: repository) }
      }
      """),
    // An object the caller declares with a new one is new with every value of the caller:
    // the child's '@StateObject' keeps the first, as it should.
    Example("""
      final class Pins: ObservableObject { @Published var names: [String] = [] }
      struct PinList: View {
        @StateObject var pins: Pins
        var body: some View { Text("\\(pins.names.count)") }
      }
      struct CampusPage: View {
        var pins = Pins()
        var body: some View { PinList(pins: pins) }
      }
      """),
    // References the caller keeps for its whole life: its own state or environment
    // object, a shared instance. Passing them again hands over nothing new.
    Example("""
      final class Cart: ObservableObject { static let shared = Cart() }
      struct CartBadge: View {
        @StateObject var cart: Cart
        var body: some View { Text("Cart") }
      }
      struct Shop: View {
        @StateObject private var cart = Cart()
        @EnvironmentObject private var session: Cart
        var body: some View {
          CartBadge(cart: cart)
          CartBadge(cart: self.session)
          CartBadge(cart: Cart.shared)
        }
      }
      """),
    // Rows keyed by the whole value: a changed element is a new row with new state.
    Example("""
      struct PluginRow: View {
        @State var plugin: Plugin
        var body: some View { Text(plugin.name) }
      }
      struct Plugins: View {
        @ObservedObject var store: Store
        var body: some View {
          List { ForEach(store.plugins, id: \\.self) { plugin in PluginRow(plugin: plugin) } }
          List(store.plugins, id: \\.self) { PluginRow(plugin: $0) }
        }
      }
      """),
    // Presented content is built anew for each presentation: what it is handed is a
    // starting value.
    Example("""
      struct Rename: View {
        @State var title: String
        var body: some View { Text("Rename '\\(title)'") }
      }
      struct Library: View {
        @State private var renaming: Book?
        @State private var showsNew = false
        @State private var draftTitle = ""
        var body: some View {
          List { Text("Books") }
            .sheet(item: $renaming) { book in Rename(title: book.title) }
            .popover(isPresented: $showsNew, content: { Rename(title: draftTitle) })
        }
      }
      """),
    // A helper of this file that only builds the object: as new as '.init(…)' (review41 P7).
    Example("""
      struct Detail: View {
        final class ViewModel: ObservableObject {
          @Published var name = ""
          init(network: String) {}
        }
        @StateObject var viewModel: ViewModel
        var body: some View { TextField("Name", text: $viewModel.name) }
      }
      struct Networks: View {
        @State private var selection: String?
        @State private var showsDetail = false
        var body: some View {
          Button("Polkadot") { selection = "dot"; showsDetail = true }
            .sheet(isPresented: $showsDetail) { Detail(viewModel: detailViewModel()) }
        }
        func detailViewModel() -> Detail.ViewModel { .init(network: selection!) }
      }
      """),
    // Random picks drawn on every render: the seed '@State' keeps on purpose (review40 P5).
    Example("""
      struct Piece: View {
        @State var color: Color
        @State var spin: Double
        var body: some View { Rectangle().fill(color).rotationEffect(.degrees(spin)) }
      }
      struct Burst: View {
        @State private var offset = 0.0
        var body: some View {
          ForEach(0..<20, id: \\.self) { _ in
            Piece(color: pickColor(), spin: Double.random(in: -90...90))
          }
          .offset(y: offset)
        }
        func pickColor() -> Color { [Color.red, .blue].randomElement()! }
      }
      """),
    // A factory's object handed straight in: as new as `Model()`, and '@StateObject' is
    // what keeps the first one across the parent's renders.
    Example("""
      final class UpgradeModel: ObservableObject { @Published var plan = "" }
      struct Upgrade: View {
        @StateObject var model: UpgradeModel
        var body: some View { Text(model.plan) }
      }
      struct Account: View {
        let store: Store
        @State private var showsUpgrade = false
        var body: some View {
          Button("Upgrade") { showsUpgrade = true }
            .sheet(isPresented: $showsUpgrade) { Upgrade(model: store.makeUpgradeModel()) }
        }
      }
      """),
    // A static factory of the object's type: a new object the child owns.
    Example("""
      final class DepositModel: ObservableObject {
        @Published var amount = ""
        init(pool: String) {}
        static func pool(_ name: String) -> DepositModel { DepositModel(pool: name) }
      }
      struct DepositScreen: View {
        @StateObject var model: DepositModel
        var body: some View { TextField("Amount", text: $model.amount) }
      }
      struct Pools: View {
        let pool: String
        var body: some View { DepositScreen(model: .pool(pool)) }
      }
      """),
    // A method named after the type it returns is its factory: a new row model per call,
    // which '@StateObject' keeps once (advice to observe it would rebuild it every render).
    Example("""
      final class AttachmentRowViewModel: ObservableObject {
        @Published var name: String
        init(name: String) { self.name = name }
      }
      final class AttachmentsModel: ObservableObject {
        @Published var names = ["a", "b"]
        func rowViewModel(_ name: String) -> AttachmentRowViewModel { .init(name: name) }
      }
      struct AttachmentRow: View {
        @StateObject var model: AttachmentRowViewModel
        var body: some View { Text(model.name) }
      }
      struct Attachments: View {
        @StateObject var model = AttachmentsModel()
        var body: some View {
          List { ForEach(model.names, id: \\.self) { AttachmentRow(model: model.rowViewModel($0)) } }
        }
      }
      """),
    // A construction that may throw is still a construction: the child is its only owner.
    Example("""
      final class Library: ObservableObject { @Published var count = 0; init() throws {} }
      struct Shelf: View {
        @StateObject var library: Library
        var body: some View { Text("\\(library.count)") }
      }
      struct Reader: App {
        var body: some Scene { WindowGroup { Shelf(library: try! Library()) } }
      }
      """),
    // Private: no caller can pass it.
    Example("""
      struct Editor: View {
        @State private var title = ""
        var body: some View { Text(title) }
      }
      struct Parent: View {
        var body: some View { Editor() }
      }
      """),
    // An `init` in the body: no memberwise initializer.
    Example("""
      struct Editor: View {
        @State var title: String
        init(start: String) { _title = State(initialValue: start) }
        var body: some View { Text(title) }
      }
      struct Parent: View {
        var body: some View { Editor(start: "a") }
      }
      """),
    // Nobody passes it.
    Example("""
      struct Editor: View {
        @State var title = ""
        var body: some View { Text(title) }
      }
      struct Parent: View {
        var body: some View { Editor() }
      }
      """),
    // A preview passes literals once.
    Example("""
      struct Editor: View {
        @State var title = ""
        var body: some View { Text(title) }
      }
      #Preview {
        Editor(title: "Preview")
      }
      """),
    Example("""
      struct Editor: View {
        @State var title = ""
        var body: some View { Text(title) }
      }
      struct Editor_Previews: PreviewProvider {
        static var previews: some View { Editor(title: "Preview") }
      }
      """),
    // The parent owns it and passes a binding.
    Example("""
      struct Editor: View {
        @Binding var title: String
        var body: some View { TextField("", text: $title) }
      }
      struct Parent: View {
        @State private var title = ""
        var body: some View { Editor(title: $title) }
      }
      """),
    // A plain property takes every value.
    Example("""
      struct Editor: View {
        let title: String
        var body: some View { Text(title) }
      }
      struct Parent: View {
        var body: some View { Editor(title: "a") }
      }
      """),
    // Not a view.
    Example("""
      struct Settings {
        @State var volume = 0.5
      }
      func make() -> Settings { Settings(volume: 1) }
      """),
    // Another type of the same property name.
    Example("""
      struct Editor: View {
        @State var title = ""
        var body: some View { Text(title) }
      }
      struct Parent: View {
        var body: some View { Header(title: "a") }
      }
      """),
    // Static storage is never part of the memberwise initializer.
    Example("""
      struct Editor: View {
        @State static var shared = 0
        var body: some View { Text("x") }
      }
      struct Parent: View {
        var body: some View { Editor() }
      }
      """),
    // Literals and new objects: every render passes the same, or an object the child owns.
    Example("""
      final class Feed: ObservableObject { init(room: String) {} }
      struct Chat: View {
        @StateObject var feed: Feed
        @State var limit: Int
        var body: some View { Text("\\(limit)") }
      }
      struct Room: View {
        let room: String
        var body: some View { Chat(feed: Feed(room: room), limit: 20) }
      }
      """),
    // A hosting controller's root is built once per presentation.
    Example("""
      struct Picker1: View {
        @State var date: Date
        var body: some View { Text(date, style: .date) }
      }
      func show(_ vc: UIViewController, date: Date) {
        vc.present(UIHostingController(rootView: Picker1(date: date)), animated: true)
      }
      """),
    // The view changes the value itself: the parent only seeds a draft (strict reports it).
    Example("""
      struct Editor: View {
        @State var title = ""
        var body: some View { TextField("Title", text: $title) }
      }
      struct Parent: View {
        let item: Item
        var body: some View { Editor(title: item.title) }
      }
      """),
    // A coordinator's method builds the view once, through a local, for a hosting controller.
    Example("""
      final class InviteModel: ObservableObject { init(id: Int) {} }
      struct InviteView: View {
        @StateObject var model: InviteModel
        var body: some View { Text("Invite") }
      }
      final class Coordinator {
        func showInvite(_ id: Int, from vc: UIViewController) {
          let view = InviteView(model: InviteModel(id: id))
          vc.present(UIHostingController(rootView: view), animated: true)
        }
      }
      """),
    // Not render code: a free function and a non-view type build it once.
    Example("""
      struct Meter: View {
        @State var level: Int
        var body: some View { Text("\\(level)") }
      }
      func makeMeter(level: Int) -> Meter { Meter(level: level) }
      enum Screens {
        static func meter(_ level: Int) -> Meter { Meter(level: level) }
      }
      """),
    // A hosting controller sets its own root once, in its initializer.
    Example("""
      final class PrefsModel: ObservableObject {}
      struct PrefsRoot: View {
        @StateObject var model: PrefsModel
        var body: some View { Text("Prefs") }
      }
      final class PrefsController: UIHostingController<AnyView> {
        init(model: PrefsModel) {
          super.init(rootView: AnyView(EmptyView()))
          self.rootView = AnyView(PrefsRoot(model: model))
        }
      }
      """),
    // An object built just upstream, in the body or in the parent's own init, is the child's.
    Example("""
      final class FormModel: ObservableObject { init(source: String) {} }
      struct FeedbackForm: View {
        @StateObject var model: FormModel
        var body: some View { Text("Feedback") }
      }
      struct SettingsRow: View {
        let source: String
        var body: some View {
          let model = FormModel(source: source)
          NavigationLink("Feedback") { FeedbackForm(model: model) }
        }
      }
      """),
    Example("""
      final class FormModel: ObservableObject { init(source: String) {} }
      struct FeedbackForm: View {
        @StateObject var model: FormModel
        var body: some View { Text("Feedback") }
      }
      struct VPNRoot: View {
        let form: FormModel
        init() { form = FormModel(source: "vpn") }
        var body: some View { FeedbackForm(model: form) }
      }
      """),
    // A class has no memberwise initializer.
    Example("""
      final class Holder {
        @State var value = 0
        init(value: Int) {}
      }
      func make() -> Holder { Holder(value: 1) }
      """),
  ]
}
