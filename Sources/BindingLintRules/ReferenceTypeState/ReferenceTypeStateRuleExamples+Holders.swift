/// A plain class kept in `@State` as a holder of other objects: what a binding through it
/// writes decides whether anything goes stale.
extension ReferenceTypeStateRuleExamples {
  static let holderTriggering: [Example] = [
    // The toggle writes a plain object nothing observes: the row keeps its old state.
    Example("""
      final class Reminder { var isOn = false; var key = "" }
      final class RemindersModel { var reminders: [Reminder] = [] }
      struct ReminderToggles: View {
        ↓@State private var model = RemindersModel()
        var body: some View {
          ForEach(model.reminders, id: \\.key) { reminder in
            Toggle(reminder.key, isOn: $model.reminders.first { $0.wrappedValue.key == reminder.key }?.isOn ?? .constant(false))
          }
        }
      }
      """),
    // Bound whole, the array itself is the holder's member: replacing an element changes it.
    Example("""
      @Model final class Reminder { var isOn = false; var key = "" }
      final class RemindersModel { var reminders: [Reminder] = [] }
      struct ReminderList: View {
        ↓@State private var model = RemindersModel()
        var body: some View {
          ForEach(model.reminders) { reminder in Text(reminder.key) }
          ReminderPicker(reminders: $model.reminders)
        }
      }
      """),
  ]

  // Each of these may change the holder itself, whose members the view shows (probe85).
  static let holderChangedTriggering: [Example] = [
    // Rows deleted, sorted, added through the holder: the list never redraws.
    Example("""
      @Model final class Todo { var done = false; var title = "" }
      final class TodoStore {
        var todos: [Todo] = []
        func add(_ title: String) { todos.append(Todo()) }
      }
      struct TodoList: View {
        ↓@State private var store = TodoStore()
        var body: some View {
          List {
            ForEach(store.todos) { todo in
              Toggle(todo.title, isOn: $store.todos.first { $0.wrappedValue === todo }?.done ?? .constant(false))
            }
            .onDelete { store.todos.remove(atOffsets: $0) }
          }
          Button("Sort") { store.todos.sort { $0.title < $1.title } }
          Button("Add") { store.add("New") }
        }
      }
      """),
    // Handed to a child that may append; written where a computed member shows it.
    Example("""
      @Model final class Todo { var done = false; var title = "" }
      final class TodoStore {
        var todos: [Todo] = []
        var query = ""
        var visible: [Todo] { todos.filter { $0.title.contains(query) } }
      }
      struct TodoList: View {
        ↓@State private var store = TodoStore()
        var body: some View {
          ForEach(store.visible) { todo in
            Toggle(todo.title, isOn: $store.todos.first { $0.wrappedValue === todo }?.done ?? .constant(false))
          }
          Button("Swift") { store.query = "Swift" }
          AddTodo(store: store)
        }
      }
      """),
    // A second hop into a plain object, or an element bound whole: not the tracked object's property.
    Example("""
      final class Schedule { var isOn = false }
      @Observable final class Alarm { var schedule = Schedule(); var name = "" }
      final class Alarms { var alarms: [Alarm] = [] }
      struct AlarmList: View {
        ↓@State private var model = Alarms()
        var body: some View {
          ForEach(model.alarms.indices, id: \\.self) { i in
            Toggle(model.alarms[i].name, isOn: $model.alarms[i].schedule.isOn)
          }
          AlarmEditor(alarm: $model.alarms.first!)
        }
      }
      """),
    // The holder refreshes itself (a task its init starts), or the parent passes it in.
    Example("""
      @Model final class Todo { var done = false; var title = "" }
      final class TodoStore {
        var todos: [Todo] = []
        init() { Task { todos = await Loader.todos() } }
      }
      struct TodoList: View {
        ↓@State private var store = TodoStore()
        var body: some View {
          ForEach(store.todos) { todo in
            Toggle(todo.title, isOn: $store.todos.first { $0.wrappedValue === todo }?.done ?? .constant(false))
          }
        }
      }
      """),
    Example("""
      @Model final class Todo { var done = false; var title = "" }
      final class TodoStore { var todos: [Todo] = [] }
      struct TodoList: View {
        ↓@State private var store: TodoStore
        init(store: TodoStore) { _store = State(initialValue: store) }
        var body: some View {
          ForEach(store.todos) { todo in
            Toggle(todo.title, isOn: $store.todos.first { $0.wrappedValue === todo }?.done ?? .constant(false))
          }
        }
      }
      """),
  ]

  static let holderNonTriggering: [Example] = [
    // A plain holder whose only edits are bindings through its array into the SwiftData
    // objects it holds: each toggle writes a '@Model' property SwiftUI watches, and the
    // holder itself never changes (review84 A4).
    Example("""
      @Model final class Reminder { var isOn = false; var key = "" }
      final class RemindersModel {
        var reminders: [Reminder]
        init(context: ModelContext) { reminders = (try? context.fetch(FetchDescriptor<Reminder>())) ?? [] }
      }
      struct ReminderToggles: View {
        @State private var model: RemindersModel
        init(context: ModelContext) { _model = State(initialValue: RemindersModel(context: context)) }
        var body: some View {
          ForEach(model.reminders) { reminder in
            Toggle(reminder.key, isOn: $model.reminders.first { $0.wrappedValue.key == reminder.key }?.isOn ?? .constant(false))
          }
        }
      }
      """),
    // The same without an annotation (`= [Reminder]()`), an '@Observable' element, and a
    // holder declared in an extension of the view.
    Example("""
      @Observable final class Reminder { var isOn = false; var key = "" }
      struct ReminderToggles: View {
        @State private var model = Model()
        var body: some View {
          ForEach(model.reminders, id: \\.key) { reminder in
            if let isOn = $model.reminders.first(where: { $0.wrappedValue.key == reminder.key })?.isOn {
              Toggle(reminder.key, isOn: isOn)
            }
          }
        }
      }
      extension ReminderToggles {
        final class Model { var reminders = [Reminder]() }
      }
      """),
  ]
}
