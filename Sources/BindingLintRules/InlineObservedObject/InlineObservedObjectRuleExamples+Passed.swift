/// A default object that callers pass their own instead of: where every place that builds
/// the view outside previews passes one, the default is never made by the app.
extension InlineObservedObjectRuleExamples {
  static let passedTriggering: [Example] = [
    // An `init` that replaces the default only sometimes keeps it the rest of the time.
    Example("""
      final class Drafts: ObservableObject { @Published var text = "" }
      struct DraftEditor: View {
        ↓@ObservedObject var drafts = Drafts()
        init(drafts: Drafts?) {
          if let drafts { self.drafts = drafts }
        }
        var body: some View { TextField("Draft", text: $drafts.text) }
      }
      struct Composer: View {
        @State private var count = 0
        var body: some View { DraftEditor(drafts: nil).onTapGesture { count += 1 } }
      }
      """),
    // The `init` assigns a parameter whose default is a new object no caller replaces
    // (review96 B19): every new value of the view builds one, as the default would.
    Example("""
      final class Orientation: ObservableObject { @Published var isLandscape = false }
      struct TimerPanel: View {
        ↓@ObservedObject private var orientation = Orientation()
        let minutes: Int
        init(minutes: Int, orientation: Orientation = Orientation()) {
          self.minutes = minutes
          self.orientation = orientation
        }
        var body: some View { Text(orientation.isLandscape ? "wide" : "\\(minutes)") }
      }
      struct TimerScreen: View {
        @State private var minutes = 5
        var body: some View { TimerPanel(minutes: minutes) }
      }
      """),
    // One place builds it without an object: there the default is made anew per render.
    Example("""
      final class Quotes: ObservableObject {
        @Published var all: [String] = []
        func refresh() {}
      }
      struct QuoteList: View {
        ↓@ObservedObject var quotes = Quotes()
        var body: some View { Text(quotes.all.first ?? "") }
      }
      struct Home: View {
        @StateObject private var quotes = Quotes()
        var body: some View { VStack { QuoteList(quotes: quotes); QuoteList() } }
      }
      """),
  ]

  static let passedNonTriggering: [Example] = [
    // The only `init` replaces the default with the caller's object (set 100 D22): the
    // view observes what it is given; the default is thrown away before anyone sees it.
    Example("""
      final class Favorites: ObservableObject { @Published var items: [String] = [] }
      struct EditFavorites: View {
        @ObservedObject var favorites = Favorites()
        @State private var title: String
        init(favorites: Favorites, title: String) {
          self.favorites = favorites
          _title = State(initialValue: title)
        }
        var body: some View { TextField(favorites.items.first ?? "", text: $title) }
      }
      """),
    // Every place that builds it passes its object: the default is never made (review46 P4).
    Example("""
      final class Quotes: ObservableObject { @Published var all: [String] = [] }
      struct QuoteSettings: View {
        @Binding var editing: Bool
        @ObservedObject var quotes = Quotes()
        var body: some View { Toggle(quotes.all.first ?? "", isOn: $editing) }
      }
      struct Home: View {
        @StateObject private var quotes = Quotes()
        @State private var editing = false
        var body: some View { QuoteSettings(editing: $editing, quotes: quotes) }
      }
      """),
    // Only a preview's helper view uses the default (review77 A8–A14): the app's one
    // caller passes the parent's object.
    Example("""
      final class Activity: ObservableObject {
        @Published var notes = ""
        func save() {}
      }
      struct ActivityNotes: View {
        @Binding var path: [Int]
        @ObservedObject var activity = Activity()
        var body: some View { TextField("Notes", text: $activity.notes) }
      }
      struct Activities: View {
        @StateObject private var activity = Activity()
        @State private var path: [Int] = []
        var body: some View { NavigationStack(path: $path) { ActivityNotes(path: $path, activity: activity) } }
      }
      struct ActivityNotes_Previews: PreviewProvider {
        static var previews: some View { PreviewWrapper() }
        struct PreviewWrapper: View {
          @State var path: [Int] = []
          var body: some View { ActivityNotes(path: $path) }
        }
      }
      """),
  ]
}
