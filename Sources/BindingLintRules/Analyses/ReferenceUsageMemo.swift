import BindingLintSyntax

/// One `referenceUsage` scan per name and place, for a rule's `check` of one file.
///
/// A scan depends only on the name, the token ranges it covers, whether the name holds a
/// `Binding`, and the type whose helpers are followed; every declaration of the same name in
/// the same type asks the same question. Real code has one (two under `#if`), but each scan
/// meets every other declaration of the name, so a file repeating one declaration `n` times
/// cost `n²` (a fuzzed 190 KB file with 358 `@State var owner`: 3.4G instructions).
struct ReferenceUsageMemo {
  private struct Question: Hashable {
    let name: String
    let ranges: [Range<Int>]
    let isBindingValue: Bool
    /// The type whose helpers a following scan enters; nil when the scan does not follow.
    let followedType: String?
  }

  private var answers: [Question: ReferenceUsage] = [:]

  /// How many scans ran (every other answer was remembered).
  private(set) var scans = 0

  /// `tree.referenceUsage(of:in:isBindingValue:following:)`, computed once per question.
  /// `following` must be fresh (depth 0, its own budget), as each rule makes it.
  mutating func usage(
    of name: String, in ranges: [Range<Int>], isBindingValue: Bool, following: ReferenceFollowing? = nil,
    tree: SyntaxTree
  ) -> ReferenceUsage {
    let question = Question(name: name, ranges: ranges, isBindingValue: isBindingValue, followedType: following?.typeName)
    if let known = answers[question] { return known }
    scans += 1
    let usage = tree.referenceUsage(of: name, in: ranges, isBindingValue: isBindingValue, following: following)
    answers[question] = usage
    return usage
  }
}
