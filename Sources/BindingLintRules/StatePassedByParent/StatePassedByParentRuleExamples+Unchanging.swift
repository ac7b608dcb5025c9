extension StatePassedByParentRuleExamples {
  /// A caller that hands the same value on every render, or a new value only with a new
  /// view identity.
  static let unchangingValues: [Example] = [
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
  ]
}
