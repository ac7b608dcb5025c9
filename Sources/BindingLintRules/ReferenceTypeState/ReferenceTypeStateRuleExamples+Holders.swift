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
