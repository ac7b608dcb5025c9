/// A view's own collection that starts empty and gets its whole value once, when the view
/// first appears (review76 A5): the first load comes before any row, so it cannot shrink
/// under one. Reported only under `strict`; an `onAppear` that can run again is reported.
extension ForEachIndexBindingRuleExamples {
  static let firstLoadTriggering: [Example] = [
    // `onAppear` runs again when the view comes back: a shorter list replaces the rows.
    Example("""
      struct SequenceEditor: View {
        @State private var steps: [Step] = []
        let saved: [Step]
        var body: some View {
          List {
            ↓ForEach(steps.indices, id: \\.self) { i in StepRow(step: $steps[i]) }
            Button("Add") { steps.append(Step()) }
          }
          .onAppear { steps = saved }
        }
      }
      """),
    // The once-only modifier sits on a view shown again and again, not on the list's owner:
    // each new one loads again while rows exist.
    Example("""
      struct SequenceEditor: View {
        @State private var steps: [Step] = []
        @State private var showImport = false
        let saved: [Step]
        var body: some View {
          List {
            ↓ForEach(steps.indices, id: \\.self) { i in StepRow(step: $steps[i]) }
            Button("Add") { steps.append(Step()) }
          }
          .sheet(isPresented: $showImport) { Text("Imported").onFirstAppear { steps = saved } }
        }
      }
      """),
    // A closure called `…Once` inside a button is no modifier: it runs on every tap.
    Example("""
      struct SequenceEditor: View {
        @State private var steps: [Step] = []
        let saved: [Step]
        let reloader: Reloader
        var body: some View {
          List {
            ↓ForEach(steps.indices, id: \\.self) { i in StepRow(step: $steps[i]) }
            Button("Reload") { reloader.runOnce { steps = saved } }
          }
        }
      }
      """),
  ]

  static let firstLoadUnderStrict: [Example] = [
    // The team's once-only modifier loads the list while it is still empty; after that it
    // only grows.
    Example("""
      struct SequenceEditor: View {
        @State private var steps: [Step] = [Step]()
        let saved: [Step]
        var body: some View {
          List {
            ↓ForEach(steps.indices, id: \\.self) { i in StepRow(step: $steps[i]) }
            Button("Add") { steps.append(Step()) }
          }
          .doOnce { steps = saved }
        }
      }
      """),
  ]
}
