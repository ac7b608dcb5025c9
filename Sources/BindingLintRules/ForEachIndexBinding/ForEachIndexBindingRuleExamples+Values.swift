/// Rows that hold values, not bindings, even where the data is spelled with a `$`.
extension ForEachIndexBindingRuleExamples {
  static let valueRowsNonTriggering: [Example] = [
    // `$selected.wrappedValue` is the array itself: each row gets a plain value, so a
    // removal cannot leave a row reading past the end (review81 A1).
    Example("""
      struct ChosenOptions: View {
        @Binding var selected: [String]
        var body: some View {
          ForEach(Array($selected.wrappedValue.enumerated()), id: \\.offset) { index, option in
            Text("\\(index + 1). \\(option)")
          }
          .onDelete { selected.remove(atOffsets: $0) }
        }
      }
      """),
  ]

  static let valueRowsTriggering: [Example] = [
    // The same values, but each row binds its element by position: reported (probe43 D5).
    Example("""
      struct TagEditor: View {
        @Binding var tags: [String]
        var body: some View {
          ↓ForEach(Array($tags.wrappedValue.enumerated()), id: \\.offset) { index, _ in
            TextField("Tag", text: $tags[index])
          }
          .onDelete { tags.remove(atOffsets: $0) }
        }
      }
      """),
  ]
}
