enum StateInitFromParameterRuleExamples {
  static let triggering: [Example] = [
    Example("""
      struct CounterView: View {
        @State private var count: Int
        init(count: Int) {
          ↓_count = State(initialValue: count)
        }
        var body: some View { Text("\\(count)") }
      }
      """),
    Example("""
      struct NameField: View {
        @State private var name: String
        init(user: User) {
          ↓self._name = State(wrappedValue: user.name)
        }
        var body: some View { TextField("Name", text: $name) }
      }
      """),
    Example("""
      struct Rating: View {
        @State private var stars: Int
        init(_ value: Int) {
          ↓_stars = .init(initialValue: max(0, value))
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Tags: View {
        @State private var tags: [String]
        init(item: Item) {
          ↓self.tags = item.tags.sorted()
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Volume: View {
        @SwiftUI.State private var level: Double
        init(for channel: Channel) {
          ↓level = channel.level
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Picker: View {
        @State private var selection: Set<Int>
        init(selected ids: [Int]) {
          ↓_selection = SwiftUI.State<Set<Int>>(initialValue: Set(ids))
        }
        var body: some View { EmptyView() }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    Example("""
      struct Owner: View {
        @StateObject private var model: Model
        init(id: Int) {
          _model = StateObject(wrappedValue: Model(id: id))
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Owner: View {
        @StateObject private var model: Model
        init(id: Int) {
          _model = .init(wrappedValue: Model(id: id))
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Draft: View {
        @State private var text: String
        init(initialText: String) {
          _text = State(initialValue: initialText)
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Counter: View {
        @State private var count: Int
        init() {
          _count = State(initialValue: 0)
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Row: View {
        let title: String
        @State private var expanded = false
        init(title: String) {
          self.title = title
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Row: View {
        @Binding var value: Int
        init(value: Binding<Int>) {
          _value = value
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      @propertyWrapper
      struct Persisted: DynamicProperty {
        @State private var value: Int
        init(wrappedValue: Int) {
          _value = State(initialValue: wrappedValue)
        }
        var wrappedValue: Int { value }
      }
      """),
    Example("""
      struct Clamped: DynamicProperty {
        @State private var storage: Double
        init(wrappedValue: Double) {
          self._storage = State(wrappedValue: wrappedValue)
        }
      }
      """),
    Example("""
      struct Settings: View {
        @State private var volume: Double
        init(defaults: UserDefaults) {
          _volume = State(initialValue: Settings.startVolume)
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Player: View {
        @State private var speed: Double
        init(rate: Double) {
          _speed = State(initialValue: Defaults.speed(rate: 1))
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Model {
        var count: Int
        init(count: Int) {
          self.count = count
        }
      }
      """),
    Example("""
      struct Tabs: View {
        @State private var tab: Int
        init(defaultTab: Int) {
          self.tab = defaultTab
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Zoom: View {
        @State private var scale: Double
        init(initialScale: Double, maxScale: Double) {
          _scale = State(initialValue: min(initialScale, maxScale))
        }
        var body: some View { EmptyView() }
      }
      """),
  ]
}
