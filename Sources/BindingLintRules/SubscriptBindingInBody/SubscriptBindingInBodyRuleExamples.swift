enum SubscriptBindingInBodyRuleExamples {
  static let triggering: [Example] = [
    Example("""
      struct Scores: View {
        @State private var scores: [String: Int] = [:]
        let player: String
        var body: some View {
          Stepper("Score", value: ↓$scores[player, default: 0])
        }
      }
      """),
    Example("""
      struct Flags: View {
        @ObservedObject var model: FlagModel
        var body: some View {
          Toggle("Beta", isOn: ↓$model.flags[orDefault: false])
        }
      }
      """),
    Example("""
      struct Options: View {
        @Binding var options: [Key: Bool]
        var body: some View {
          VStack {
            ForEach(Key.allCases) { key in
              Toggle(key.title, isOn: ↓self.$options[key])
            }
          }
        }
      }
      """),
    Example("""
      struct Rows: View {
        @State private var names: [String] = []
        @ViewBuilder var first: some View {
          TextField("First", text: ↓$names[0])
        }
        var body: some View { first }
      }
      """),
    Example("""
      struct Form: View {
        @State private var values: [Field: String] = [:]
        func field(_ f: Field) -> some View {
          TextField(f.label, text: ↓$values[f, default: ""])
        }
        var body: some View { field(.name) }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    Example("""
      struct Todos: View {
        @State private var todos: [Todo] = []
        var body: some View {
          ForEach($todos) { $todo in Toggle(todo.title, isOn: $todo.done) }
        }
      }
      """),
    Example("""
      struct Scores: View {
        @State private var scores: [String: Int] = [:]
        var body: some View {
          Button("Reset") { scores["me"] = 0 }
        }
      }
      """),
    Example("""
      struct Profile: View {
        @Binding var user: User
        var body: some View { TextField("Name", text: $user.name) }
      }
      """),
    Example("""
      struct Picker: View {
        @State private var selection = 0
        var body: some View {
          let items = [$selection]
          return Text("\\(items.count)")
        }
      }
      """),
    Example("""
      struct Scores: View {
        @State private var scores: [String: Int] = [:]
        var body: some View {
          Text("x").onAppear { bind($scores["me", default: 0]) }
        }
      }
      """),
    Example("""
      final class Store {
        @Published var values: [String: Int] = [:]
        func binding() -> Published<[String: Int]>.Publisher { $values }
      }
      """),
    Example("""
      struct Grid: View {
        @State private var cells: [Cell] = []
        var body: some View {
          ForEach($cells) { $cell in CellView(cell: $cells[cell.index]) }
        }
      }
      """),
    Example("""
      struct Args: View {
        var body: some View {
          Text("\\($0)")
        }
      }
      """),
    Example("""
      struct Editor: View {
        @State private var lines: [String] = []
        func update(_ i: Int) { bind($lines[i]) }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Matrix: View {
        @State private var rows: [[Double]] = []
        var body: some View {
          ForEach($rows, id: \\.self) { $row in Text("\\(row.count)") }
        }
      }
      """),
    Example("""
      struct Item: View {
        @State private var list: [Int] = []
        var body: some View {
          Text("\\(list.count)")
            .task { await load($list[0...]) }
        }
      }
      """),
  ]
}
