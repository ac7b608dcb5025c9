enum BindingGetterWritesStateRuleExamples {
  static let triggering: [Example] = [
    Example("""
      struct Counter: View {
        @State private var reads = 0
        @State private var value = ""
        var body: some View {
          TextField("", text: ↓Binding(get: { reads += 1; return value }, set: { value = $0 }))
        }
      }
      """),
    Example("""
      struct Feed: View {
        @ObservedObject var model: FeedModel
        var body: some View {
          Toggle("Seen", isOn: ↓Binding(get: { model.lastRead = .now; return model.seen }, set: { model.seen = $0 }))
        }
      }
      """),
    Example("""
      struct Tags: View {
        @State private var log: [String] = []
        var tagged: Binding<Bool> {
          ↓Binding { log.append("read"); return true } set: { _ in }
        }
        var body: some View { Toggle("Tagged", isOn: tagged) }
      }
      """),
    Example("""
      struct Flag: View {
        @State private var flipped = false
        var body: some View {
          Toggle("On", isOn: ↓.init(get: { flipped.toggle(); return flipped }, set: { flipped = $0 }))
        }
      }
      """),
    Example("""
      final class Store: ObservableObject {
        @Published var seen: Set<Int> = []
        func binding(for id: Int) -> Binding<Bool> {
          ↓Binding(get: { self.seen.insert(id); return true }, set: { _ in })
        }
      }
      """),
    // `withAnimation` runs its closure at once: the write is still during the update.
    Example("""
      struct Blink: View {
        @State private var lit = false
        var body: some View {
          Toggle("Lit", isOn: ↓Binding(get: { withAnimation { lit = true }; return lit }, set: { lit = $0 }))
        }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // A typed condition binding names a type, it does not write one.
    Example("""
      struct PrefsPane: View {
        @EnvironmentObject var store: Store
        private func bind<T>(_ key: String, _ fallback: T) -> Binding<T> {
          Binding<T>(get: {
            if let x: T = store.get(key) { return x }
            return fallback
          }, set: { store.set(key, $0) })
        }
        var body: some View { Toggle("On", isOn: bind("on", false)) }
      }
      """),
    // The write is in a callback the built view keeps and calls when the user is done (review41 P1).
    Example("""
      struct Quantity: View {
        @State private var amount: Int?
        @State private var picking = false
        var pad: Binding<AnyView?> {
          Binding(get: {
            picking ? AnyView(NumberPad { value in
              amount = value
              picking = false
            }) : nil
          }, set: { if $0 == nil { picking = false } })
        }
        var body: some View { Text("\\(amount ?? 1)").overlay(pad.wrappedValue) }
      }
      """),
    // The getter's own typed locals: `var err: NSError? = nil` writes no `NSError`.
    Example("""
      struct NameField: View {
        let client: Client
        var body: some View {
          TextField("Name", text: Binding(
            get: { var err: NSError? = nil; let limit: [String: Int] = [:]; return client.name(&err, limit) },
            set: { client.setName($0) }))
        }
      }
      """),
    // A write the getter schedules for later runs after the update, not during it.
    Example("""
      struct Blink: ViewModifier {
        let on: Binding<Bool>
        private var active: Binding<Bool> {
          Binding(get: {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { on.wrappedValue = false }
            Task { @MainActor in on.wrappedValue = false }
            return on.wrappedValue
          }, set: { on.wrappedValue = $0 })
        }
        func body(content: Content) -> some View { content.border(active.wrappedValue ? Color.red : .clear) }
      }
      """),
    Example("""
      struct Row: View {
        @State private var isOn = false
        var body: some View { Toggle("On", isOn: Binding(get: { isOn }, set: { isOn = $0 })) }
      }
      """),
    Example("""
      struct Row: View {
        @State private var count = 0
        var body: some View {
          Stepper("", value: Binding(get: { var value = count; value += 1; return value }, set: { count = $0 - 1 }))
        }
      }
      """),
    Example("""
      struct Row: View {
        @State private var items: [Int] = []
        var body: some View { Toggle("Empty", isOn: Binding(get: { items.count == 0 }, set: { _ in })) }
      }
      """),
    Example("""
      struct Row: View {
        @State private var limit = 3
        var body: some View { Toggle("Small", isOn: Binding(get: { limit <= 5 }, set: { _ in })) }
      }
      """),
    Example("""
      struct Row: View {
        @State private var items: [Int] = []
        var body: some View { Text("\\(Binding(get: { items.sorted() }, set: { items = $0 }).wrappedValue)") }
      }
      """),
    Example("""
      struct Row: View {
        @State private var date = Date()
        var body: some View { DatePicker("", selection: Binding(get: { date.addingTimeInterval(60) }, set: { date = $0 })) }
      }
      """),
    Example("""
      struct Row: View {
        @State private var seen: Set<Int> = []
        var body: some View {
          Toggle("", isOn: Binding(get: { seen.contains(1) }, set: { if $0 { seen.insert(1) } else { seen.remove(1) } }))
        }
      }
      """),
    Example("""
      struct Row: View {
        @State private var text = ""
        var body: some View { TextField("", text: Binding(get: { text }, set: { text = $0; print(text) })) }
      }
      """),
    Example("""
      struct Row: View {
        @State private var value = 0.0
        var body: some View { Slider(value: Binding(get: { value == 0 ? 1 : value }, set: { value = $0 })) }
      }
      """),
    Example("""
      struct Row: View {
        var body: some View {
          let label = "x = 1"
          Text(label)
        }
      }
      """),
    Example("""
      struct Row: View {
        @State private var flag = false
        var body: some View {
          Button("Flip") { flag.toggle() }
        }
      }
      """),
  ]
}
