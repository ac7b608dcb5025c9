enum ForEachIndexBindingRuleExamples {
  static let triggering: [Example] = [
    // Positions counted apart from the collection the rows bind, with a row that removes
    // its element (review90's miss).
    Example("""
      struct ChoicesEditor: View {
        @State private var choices = [""]
        @State private var choiceCount = 1
        var body: some View {
          ↓ForEach(0..<choiceCount, id: \\.self) { i in
            HStack {
              Button("Remove") { choices.remove(at: i); choiceCount -= 1 }
              TextField("Choice \\(i)", text: $choices[i])
            }
          }
        }
      }
      """),
    // Positions a computed property of the view returns (here from an extension), sorted:
    // the rows are still keyed by position (review72).
    Example("""
      struct ContactsSection: View {
        @Bindable var card: HealthCard
        var body: some View {
          ↓ForEach(sortedPositions, id: \\.self) { i in
            TextField("Name", text: Binding(get: { card.contacts[i].name }, set: { card.contacts[i].name = $0 }))
            Button("Remove") { card.contacts.remove(at: i) }
          }
        }
      }
      extension ContactsSection {
        private var sortedPositions: [Int] {
          card.contacts.indices.sorted { card.contacts[$0].name < card.contacts[$1].name }
        }
      }
      """),
    // Positions held in a local first: the local is the data (review73's product cards).
    Example("""
      struct Picks: View {
        @State var model: PicksModel
        var body: some View {
          let rows = Array($model.products.enumerated())
          LazyVStack {
            ↓ForEach(rows, id: \\.offset) { index, $product in
              ProductCard(product: $model.products[index])
            }
          }
          .onChange(of: model.category) { model.products = [] }
        }
      }
      """),
    // Rows keyed by offset through a local that holds the binding's enumeration.
    Example("""
      struct Args: View {
        @State private var args: [String] = []
        var body: some View {
          let rows = Array($args.enumerated())
          ↓ForEach(rows, id: \\.offset) { _, $arg in TextField("", text: $arg) }
            .onDelete { args.remove(atOffsets: $0) }
        }
      }
      """),
    // Built by a controller as well as by its preview: a user reaches it.
    Example("""
      struct StepsEditor: View {
        @State var steps: [Step]
        var body: some View {
          List { ↓ForEach(steps.indices, id: \\.self) { i in Toggle("Done", isOn: $steps[i].done) }.onDelete { steps.remove(atOffsets: $0) } }
        }
      }
      final class StepsController: UIViewController {
        func show(_ steps: [Step]) {
          var editor = StepsEditor(steps: steps)
          editor.steps.sort { $0.order < $1.order }
          present(UIHostingController(rootView: editor), animated: true)
        }
      }
      #Preview { StepsEditor(steps: []) }
      """),
    // The positions of the binding are the positions of the collection.
    Example("""
      struct HeaderList: View {
        @State private var server = Server()
        var body: some View {
          Form {
            ↓ForEach($server.headers.indices, id: \\.self) { index in
              TextField("Name", text: $server.headers[index].name)
                .swipeActions { Button("Delete") { server.headers.remove(at: index) } }
            }
          }
        }
      }
      """),
    // The same trap written with closures: after a removal, a row built for the old last
    // position runs its getter once more.
    Example("""
      struct HeaderList: View {
        @State private var headers: [Header] = []
        var body: some View {
          List {
            ↓ForEach(headers.indices, id: \\.self) { index in
              TextField("Key", text: Binding(get: { headers[index].key }, set: { headers[index].key = $0 }))
              Button("Delete") { headers.remove(at: index) }
            }
          }
        }
      }
      """),
    Example("""
      struct Checklist: View {
        @State private var tasks: [Task] = []
        var body: some View {
          List {
            ↓ForEach(tasks.indices, id: \\.self) { i in
              Toggle(tasks[i].title, isOn: $tasks[i].isDone)
            }
          }
          .toolbar { Button("Clear done") { tasks = tasks.filter { !$0.isDone } } }
        }
      }
      """),
    Example("""
      struct Players: View {
        @Binding var names: [String]
        var body: some View {
          ↓ForEach(0..<names.count, id: \\.self) { index in
            TextField("Name", text: $names[index])
          }
        }
      }
      """),
    Example("""
      struct Inbox: View {
        @ObservedObject var model: InboxModel
        var body: some View {
          ↓ForEach(Array(model.messages.enumerated()), id: \\.offset) { position, message in
            MessageRow(message: $model.messages[position])
          }
          Button("Archive all") { model.messages.removeAll() }
        }
      }
      """),
    Example("""
      struct Steps: View {
        @State private var steps: [Step] = []
        var body: some View {
          let count = steps.count
          ↓ForEach(0 ..< count, id: \\.self) { n in
            StepEditor(step: $steps[n])
          }
          StepsToolbar(steps: $steps)
        }
      }
      """),
    Example("""
      struct Tags: View {
        @State private var tags: [String] = []
        var body: some View {
          ↓ForEach(self.tags.indices, id: \\.self) { i in
            TextField("Tag", text: self.$tags[i])
          }
          Button("Undo") { _ = self.tags.popLast() }
        }
      }
      """),
    Example("""
      struct Sliders: View {
        @Binding var levels: [Double]
        var body: some View {
          VStack {
            ↓ForEach(levels.indices, id: \\.self) {
              Slider(value: $levels[$0])
            }
          }
        }
      }
      """),
  ]

  /// Flagged only with `strict: true`.
  static let triggeringUnderStrict: [Example] = [
    // An object only this view holds, of a type this file declares, whose list is only
    // appended to (review65).
    Example("""
      @Observable final class ColumnsModel {
        var columns: [Column] = []
        func addColumn() { columns.append(Column()) }
      }
      struct ColumnsEditor: View {
        @State private var model = ColumnsModel()
        var body: some View {
          ↓ForEach(0..<model.columns.count, id: \\.self) { index in
            TextField("Name", text: Binding(get: { model.columns[index].name }, set: { model.columns[index].name = $0 }))
          }
          Button("Add") { model.addColumn() }
        }
      }
      """),
    // Nothing in the file removes from the view's own collection: rows are only ever
    // added (review64).
    Example("""
      struct NoticeList: View {
        @State private var notices: [Notice] = []
        var body: some View {
          ↓ForEach(notices.indices, id: \\.self) { i in Toggle("Read", isOn: $notices[i].isRead) }
          Button("Post") { notices.append(Notice()) }
        }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // A counted range over the view's own collection that nothing in its file shrinks.
    Example("""
      struct ScoreCard: View {
        @State private var scores = ["", "", ""]
        @State private var holes = 3
        var body: some View {
          ForEach(0..<holes, id: \\.self) { i in TextField("Hole \\(i)", text: $scores[i]) }
          Button("Add") { scores.append(""); holes += 1 }
        }
      }
      """),
    // A code entry of a fixed length: the count never changes, and a new value keeps it
    // (blind sets 57 and 80).
    Example("""
      struct CodeEntry: View {
        static let codeLength = 6
        @State private var code = Array(repeating: "", count: codeLength)
        var body: some View {
          ForEach(0..<Self.codeLength, id: \\.self) { i in TextField("", text: $code[i]) }
          Button("Clear") { code = Array(repeating: "", count: Self.codeLength) }
        }
      }
      """),
    // A range of literals binds a fixed number of rows.
    Example("""
      struct Answers: View {
        @Bindable var quiz: Quiz
        var body: some View {
          ForEach(0..<3) { i in TextField("Answer", text: $quiz.answers[i]) }
        }
      }
      """),
    // A sheet only a screen shows that only its own preview builds: dead code the canvas
    // shows, through one more level (review78 A3).
    Example("""
      struct RuleSheet: View {
        @State private var rules: [String] = ["a"]
        var body: some View {
          ForEach(rules.indices, id: \\.self) { i in TextField("Rule", text: $rules[i]) }
          Button("Clear") { rules.removeAll() }
        }
      }
      struct SmartCollection: View {
        @State private var editing = false
        var body: some View { Button("Edit") { editing = true }.sheet(isPresented: $editing) { RuleSheet() } }
      }
      #Preview { SmartCollection() }
      """),
    // The name means another value: a local of a sibling closure, the property through
    // `self.`, a closure parameter of the same name.
    Example("""
      struct Cards: View {
        @Bindable var model: Store
        let rows: [Int]
        let groups: [[Int]]
        var body: some View {
          VStack {
            Button("Log") { let rows = Array(model.items.enumerated()); print(rows) }
            ForEach(rows, id: \\.self) { index in Card(item: $model.items[index]) }
            ForEach(self.rows, id: \\.self) { index in Card(item: $model.items[index]) }
            let rows = Array(model.items.indices)
            ForEach(groups, id: \\.self) { rows in
              ForEach(rows, id: \\.self) { index in Card(item: $model.items[index]) }
            }
          }
        }
      }
      """),
    // A computed property of elements, not of positions, even one that reads `.indices`
    // to pick them; a local of the same name hides a property of positions.
    Example("""
      struct ContactsSection: View {
        @Bindable var card: HealthCard
        private var sortedContacts: [Contact] { card.contacts.sorted { $0.name < $1.name } }
        private var open: [Contact] { card.contacts.indices.filter { !card.contacts[$0].done }.map { card.contacts[$0] } }
        private var rows: [Int] { card.contacts.indices.filter { !card.contacts[$0].done } }
        var body: some View {
          ForEach(sortedContacts) { contact in
            Text(contact.name)
            Button("Remove") { card.contacts.removeAll { $0.id == contact.id } }
          }
          ForEach(open) { contact in
            Toggle("Done", isOn: $card.contacts[card.contacts.firstIndex(of: contact)!].done)
          }
          let rows = card.contacts
          ForEach(rows) { contact in
            Toggle("Done", isOn: $card.contacts[card.contacts.firstIndex(of: contact)!].done)
          }
        }
      }
      """),
    // The rows' closures read a local snapshot and edit through a copy: a stale row reads
    // the longer array it captured (review65).
    Example("""
      struct GroupsEditor: View {
        let value: Any
        let onChange: ([String]) -> Void
        var body: some View {
          if let groups = value as? [String] {
            ForEach(groups.indices, id: \\.self) { index in
              TextField("Group", text: Binding(get: { groups[index] }, set: { var copy = groups; copy[index] = $0; onChange(copy) }))
            }
          }
        }
      }
      """),
    // A view only a preview builds: dead code the canvas shows.
    Example("""
      struct StepsDemo: View {
        @State var steps: [Step] = []
        var body: some View { ForEach(steps.indices, id: \\.self) { i in Toggle("Done", isOn: $steps[i].done) } }
      }
      #Preview { StepsDemo() }
      """),
    // The hand-built getter checks the position before reading it: a removal cannot trap.
    Example("""
      struct PatternList: View {
        @State private var lines: [String] = []
        var body: some View {
          List {
            ForEach(Array(lines.enumerated()), id: \\.offset) { row in
              TextField("Pattern", text: Binding(
                get: { row.offset < lines.count ? lines[row.offset] : "" },
                set: { if row.offset < lines.count { lines[row.offset] = $0 } }))
            }
            .onDelete { lines.remove(atOffsets: $0) }
          }
        }
      }
      """),
    Example("""
      struct Checklist: View {
        @State private var tasks: [Task] = []
        var body: some View {
          ForEach($tasks) { $task in Toggle(task.title, isOn: $task.isDone) }
        }
      }
      """),
    Example("""
      struct Checklist: View {
        let tasks: [Task]
        var body: some View {
          ForEach(tasks.indices, id: \\.self) { i in Text(tasks[i].title) }
        }
      }
      """),
    Example("""
      struct Grid: View {
        @State private var cells: [Cell] = []
        let rows: [Row]
        var body: some View {
          ForEach(rows.indices, id: \\.self) { i in RowView(row: rows[i], cells: $cells) }
        }
      }
      """),
    Example("""
      struct Pairs: View {
        @State private var left: [Int] = []
        @State private var right: [Int] = []
        var body: some View {
          ForEach(left.indices, id: \\.self) { i in Stepper("", value: $right[i]) }
        }
      }
      """),
    Example("""
      struct Pages: View {
        @State private var pages: [Page] = []
        var body: some View {
          ForEach(pages) { page in PageView(page: page) }
        }
      }
      """),
    Example("""
      struct Stars: View {
        @Binding var rating: Int
        var body: some View {
          ForEach(0..<5) { i in Image(systemName: i < rating ? "star.fill" : "star") }
        }
      }
      """),
    Example("""
      struct Selection: View {
        @State private var selected: [Bool] = []
        var body: some View {
          ForEach(selected.indices, id: \\.self) { i in
            Button("Pick") { selected[i].toggle() }
          }
        }
      }
      """),
    Example("""
      struct Header: View {
        @State private var titles: [String] = []
        var body: some View {
          ForEach(titles.indices, id: \\.self) { i in TextField("First", text: $titles[0]) }
        }
      }
      """),
    Example("""
      struct Rows: View {
        @State private var rows: [Row] = []
        var body: some View {
          ForEach(Array(rows.enumerated()), id: \\.element.id) { index, row in
            Text("\\(index + 1). \\(row.name)")
          }
        }
      }
      """),
    Example("""
      struct Notes: View {
        @State private var notes: [Note] = []
        var body: some View {
          ForEach($notes, id: \\.id) { note in NoteEditor(note: note) }
        }
      }
      """),
    Example("""
      struct Fields: View {
        @Binding var values: [String]
        var body: some View {
          let total = 3
          ForEach(0..<total, id: \\.self) { i in TextField("", text: $values[i]) }
        }
      }
      """),
  ]
}
