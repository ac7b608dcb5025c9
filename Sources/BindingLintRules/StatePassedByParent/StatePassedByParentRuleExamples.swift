enum StatePassedByParentRuleExamples {
  static let triggering: [Example] = [
    // A value read from a TimelineView's context: new on every tick, and the first one
    // stays (review75).
    Example("""
      struct Balance: View {
        let ledger: Ledger
        var body: some View {
          TimelineView(.periodic(from: .now, by: 1)) { context in
            Marquee(value: ledger.balance(at: context.date))
          }
        }
      }
      struct Marquee: View {
        ↓@State var value: Double
        var body: some View { Text(value, format: .number) }
      }
      """),
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

  /// Values a caller never hands again (it keeps one, or a new one comes with a new view),
  /// then values the child owns or no caller can pass.
  static let nonTriggering: [Example] = unchangingValues + ownedOrUnpassable
}
