enum UnusedSuppressionRuleExamples {
  static let triggering: [Example] = [
    Example("""
      struct Counter: View {
        // bindinglint:disable:next ↓non_private_state
        @State private var count = 0
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Counter: View {
        @State private var count = 0 // bindinglint:disable:this ↓non_private_state
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      // bindinglint:disable ↓manual_binding_in_body - legacy screen
      struct Legacy: View {
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Counter: View {
        // bindinglint:disable:next non_private_state, ↓reference_type_state
        @State var count = 0
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Counter: View {
        @State private var count = 0
        // bindinglint:disable:previous ↓non_private_state
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      final class Store {
        // bindinglint:disable:next ↓non_private_state
        @State var notInAView = 0
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    Example("""
      struct Counter: View {
        // bindinglint:disable:next non_private_state
        @State var count = 0
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Counter: View {
        @State var count = 0 // bindinglint:disable:this non_private_state
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Counter: View {
        @State var count = 0
        // bindinglint:disable:previous non_private_state - seeded by the parent on purpose
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      // bindinglint:disable non_private_state
      struct Counter: View {
        @State var count = 0
        var body: some View { EmptyView() }
      }
      // bindinglint:enable non_private_state
      """),
    Example("""
      // bindinglint:disable all
      let nothingToSuppress = 1
      """),
    Example("""
      // bindinglint:disable:next unused_suppression
      let nothingToSuppress = 1
      """),
    Example("""
      // bindinglint:disable:next no_such_rule
      let unknownIdsAreInvalidSuppression = 1
      """),
    Example("""
      // bindinglint:enable non_private_state
      let enableSuppressesNothingAndIsNotReported = 1
      """),
    Example("""
      struct Counter: View {
        /* bindinglint:disable:next non_private_state
           because the parent seeds it */
        @State var count = 0
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      let text = "// bindinglint:disable:next non_private_state"
      """),
    Example("""
      final class Counter { var count = 0 }
      struct CounterView: View {
        // bindinglint:disable:next non_private_state,reference_type_state
        @State var counter = Counter()
        var body: some View {
          Button("Count: \\(counter.count)") { counter.count += 1 }
        }
      }
      """),
    Example("""
      // bindinglint:disable:next invalid_suppression
      // bindinglint:disable:next no_such_rule
      let a = 1
      """),
  ]
}
