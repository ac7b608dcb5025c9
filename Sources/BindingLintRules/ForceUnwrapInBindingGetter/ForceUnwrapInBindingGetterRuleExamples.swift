enum ForceUnwrapInBindingGetterRuleExamples {
  static let triggering: [Example] = [
    // The setter stores something else: the parse can fail on what another writer stored.
    Example("""
      struct Tint: View {
        @AppStorage("tintHex") var tintHex = "#2D3CCC"
        @State private var picked = Color.red
        var body: some View {
          ColorPicker("Tint", selection: Binding { Color(↓UIColor(hex: tintHex)!) } set: { picked = $0 })
        }
      }
      """),
    Example("""
      struct RecipeEditor: View {
        @EnvironmentObject var book: RecipeBook
        let id: Recipe.ID
        private var recipe: Binding<Recipe> {
          Binding {
            ↓book.recipe(with: id)!
          } set: { book.update($0) }
        }
        var body: some View { RecipeForm(recipe: recipe) }
      }
      """),
    Example("""
      struct Toggles: View {
        @State private var flags: [String: Bool] = [:]
        var body: some View {
          Toggle("On", isOn: Binding(get: { ↓flags["on"]! }, set: { flags["on"] = $0 }))
        }
      }
      """),
    Example("""
      struct Settings: View {
        var body: some View {
          Stepper("Size", value: .init(get: { ↓try! store.loadSize() }, set: { try? store.save(size: $0) }))
        }
      }
      """),
    Example("""
      struct Inspector: View {
        @Binding var node: Node
        var body: some View {
          TextField("Name", text: Binding(get: { (node ↓as! NamedNode).name }, set: { _ in }))
        }
      }
      """),
    Example("""
      struct Picker: View {
        @State private var selection: Int?
        var current: Binding<Int> {
          Binding<Int>(get: { ↓self.selection! }, set: { selection = $0 })
        }
        var body: some View { Button("Clear") { selection = nil } }
      }
      """),
    Example("""
      struct Rows: View {
        @ObservedObject var list: TodoList
        func binding(for id: UUID) -> Binding<Todo> {
          Binding.init(get: { ↓list.items.first { $0.id == id }! }, set: { list.replace($0) })
        }
        var body: some View { EmptyView() }
      }
      """),
  ]

  /// Flagged only with `strict: true`: nothing in the sources sets the optional to nil.
  static let triggeringUnderStrict: [Example] = [
    // A selection filled once and afterwards only replaced by other values (review58).
    Example("""
      @Observable final class SendFlow {
        var fee: FeeOption?
        func received(_ option: FeeOption) { fee = option }
      }
      struct FeeSheet: View {
        let flow: SendFlow
        var body: some View {
          FeePicker(selection: Binding(get: { ↓flow.fee!.speed }, set: { flow.fee = FeeOption(speed: $0) }))
        }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // A test's fixture: the test reads the binding at once; `tearDown` resets the value
    // after (review66).
    Example("""
      final class MenuFieldTests: AppTestCase {
        var selection: Option?
        var subject: MenuField!
        override func setUp() {
          selection = .first
          subject = MenuField(selection: Binding { self.selection! } set: { self.selection = $0 })
        }
        override func tearDown() { selection = nil }
      }
      """),
    // A conversion of what the setter stores from a converted value (review46 P2).
    Example("""
      struct Tint: View {
        @AppStorage("tintHex") var tintHex = "#2D3CCC"
        var body: some View {
          ColorPicker("Tint", selection: Binding { Color(UIColor(hex: tintHex)!) } set: { tintHex = UIColor($0).hex })
        }
      }
      """),
    // The next time of day a reminder fires, through any calendar (review74).
    Example("""
      struct Reminder { var hour = 7; var minute = 0 }
      struct ReminderPicker: View {
        @State private var reminder = Reminder()
        var body: some View {
          DatePicker("At", selection: Binding(
            get: {
              Calendar.gregorian.nextDate(after: Date(), matching: DateComponents(hour: reminder.hour, minute: reminder.minute),
                matchingPolicy: .nextTime)!
            },
            set: { date in reminder.hour = Calendar.current.component(.hour, from: date) }),
            displayedComponents: .hourAndMinute)
        }
      }
      """),
    // Calendar arithmetic on components the getter builds: nothing goes away with the model.
    Example("""
      struct Alarm { var hour = 7; var minute = 0 }
      struct StartPicker: View {
        @State private var alarm = Alarm()
        var body: some View {
          DatePicker("Starts", selection: Binding(
            get: {
              var parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
              parts.hour = alarm.hour
              parts.minute = alarm.minute
              return Calendar.current.date(from: parts)!
            },
            set: { date in alarm.hour = Calendar.current.component(.hour, from: date) }),
            displayedComponents: .hourAndMinute)
        }
      }
      """),
    // A URL from a string literal, as a fallback: no value that can go away.
    Example("""
      struct RelayField: View {
        @State private var address = ""
        var body: some View {
          TextField("Relay", text: Binding(
            get: { (URL(string: address) ?? URL(string: "tcp://")!).host() ?? "" },
            set: { address = "tcp://" + $0 }))
        }
      }
      """),
    Example("""
      struct Toggles: View {
        @State private var isOff = false
        var body: some View {
          Toggle("On", isOn: Binding(get: { !isOff }, set: { isOff = !$0 }))
        }
      }
      """),
    Example("""
      struct Field: View {
        @State private var value: String?
        var body: some View {
          TextField("Value", text: Binding(get: { value ?? "" }, set: { value = $0 }))
        }
      }
      """),
    Example("""
      struct Presenter: View {
        @State private var item: Item?
        var body: some View {
          Text("x").sheet(isPresented: Binding(get: { item != nil }, set: { if !$0 { item = nil } })) { EmptyView() }
        }
      }
      """),
    Example("""
      struct Same: View {
        @State private var a: AnyObject?
        let b: AnyObject
        var body: some View {
          Toggle("Same", isOn: .init(get: { a !== b }, set: { _ in }))
        }
      }
      """),
    Example("""
      struct Setter: View {
        @State private var cache: [String: Int]? = [:]
        var body: some View {
          Stepper("n", value: Binding(get: { cache?["n"] ?? 0 }, set: { cache!["n"] = $0 }))
        }
      }
      """),
    Example("""
      struct Loader: View {
        var body: some View {
          Stepper("n", value: Binding(get: { (try? store.load()) ?? 0 }, set: { _ in }))
        }
      }
      """),
    Example("""
      struct Caster: View {
        @Binding var node: Node
        var body: some View {
          TextField("Name", text: Binding(get: { (node as? NamedNode)?.name ?? "" }, set: { _ in }))
        }
      }
      """),
    Example("""
      struct Unwrapped: View {
        @State private var item: Item?
        var body: some View {
          Text(item!.title)
        }
      }
      """),
    Example("""
      struct Label: View {
        var body: some View {
          TextField("Name", text: Binding(get: { "Hello!" }, set: { _ in }))
        }
      }
      """),
    Example("""
      struct Getter: View {
        @State private var item: Item?
        private var title: String {
          get { item!.title }
          set { item?.title = newValue }
        }
        var body: some View { Text(title) }
      }
      """),
    Example("""
      struct Derived: View {
        @Binding var options: Options
        var body: some View {
          Toggle("Bold", isOn: $options.isBold)
        }
      }
      """),
    Example("""
      struct Ops: View {
        @State private var count = 0
        var body: some View {
          Toggle("Odd", isOn: Binding(get: { count % 2 != 0 && !(count == 3) }, set: { _ in }))
        }
      }
      """),
  ]
}
