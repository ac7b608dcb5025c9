enum InvalidSuppressionRuleExamples {
  static let triggering: [Example] = [
    Example("""
      struct Counter: View {
        // bindinglint:disable:next ↓non_private_stat
        @State var count = 0
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      // ↓bindinglint:disable:previous_line non_private_state
      let answer = 42
      """),
    Example("""
      let a = 1 /* bindinglint:disable:this ↓manual_binding*/
      """),
    Example("""
      // ↓bindinglint:disable:next - the reason is not a rule id
      let a = 1
      """),
    Example("""
      /// ↓bindinglint:disable:next non_private_state
      let a = 1
      """),
    Example("""
      // ↓bindinglint:enabled all
      """),
    Example("""
      // bindinglint:disable:next non_private_state, ↓reference_type, ↓alert_textfield
      let a = 1
      """),
    Example("""
      // ↓bindinglint: remember to lint this file
      let a = 1
      """),
  ]

  static let nonTriggering: [Example] = [
    Example("""
      // bindinglint:disable:next non_private_state
      let a = 1
      """),
    Example("""
      // bindinglint:disable:next manual_binding_in_body - we accept this for all alerts here
      let a = 1
      """),
    Example("""
      let a = 1 /* bindinglint:disable:this non_private_state*/
      """),
    Example("""
      let a = 1 // bindinglint:disable:this non_private_state,reference_type_state
      """),
    Example("""
      // bindinglint:disable all
      let a = 1
      // bindinglint:enable all
      """),
    Example("""
      // To silence it, write bindinglint:disable:next foo on the line above.
      let a = 1
      """),
    Example("""
      let text = "// bindinglint:disable:next no_such_rule"
      """),
    Example("""
      /* bindinglint:disable:next optional_alert_textfield
         the second line of a block comment is free text, like a reason */
      let a = 1
      """),
    Example("""
      let a = 1
      //bindinglint:disable:previous reference_type_binding - written without a space
      """),
    Example("""
      // bindinglint:disable:next unused_suppression, invalid_suppression
      let a = 1
      """),
    Example("""
      // BindingLint: the tool's name, not a directive
      let a = 1
      """),
    Example("""
      /*
       bindinglint:disable:next no_such_rule (not at the start of the comment)
       */
      let a = 1
      """),
  ]
}
