import BindingLintSyntax

extension Rule {
  /// A finding of this rule over tokens `first` through `last` of `tree`: the one way a rule
  /// says where its finding is (the range covers the construct, SPEC §3).
  package func finding(
    in tree: SyntaxTree, from first: Int, through last: Int, message: String, help: String, fix: Fix? = nil,
    related: [RelatedLocation] = []
  ) -> Finding {
    Finding(
      ruleID: Self.description.id, start: tree.startOffset(first), end: tree.endOffset(last), message: message,
      help: help, fix: fix, related: related)
  }
}
