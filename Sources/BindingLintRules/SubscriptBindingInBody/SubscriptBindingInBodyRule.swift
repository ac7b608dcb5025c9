import BindingLintSyntax

/// `subscript_binding_in_body`: a binding derived through a subscript with arguments
/// (`$settings[key]`, `$model.values[orDefault: 0]`) in code SwiftUI runs on every render.
///
/// Render paths are `RenderPath`'s (the same as `manual_binding_in_body`'s), and a member
/// counts when `manual_binding_in_body` would count it; whether its type renders is
/// decided against the cross-file index. `$xs[i]` inside `ForEach($xs) { … }` is left
/// alone: there the subscript is the element the loop already binds.
package struct SubscriptBindingInBodyRule: Rule {
  package static let description = RuleDescription(
    id: "subscript_binding_in_body",
    summary: "Bindings derived through a subscript with arguments are rebuilt on every render",
    rationale: """
      Flags a projected value followed by a subscript with arguments (`$scores[player]`, \
      `$model.flags[orDefault: false]`, `self.$options[key]`) in a view's `body`, a \
      `some View` or `@ViewBuilder` member, or a `#Preview`, outside event closures.

      A subscript on a binding goes through a key path that captures the subscript's \
      arguments, and the binding it returns is a new value each time `body` runs. Like a \
      binding built from closures, it gives SwiftUI less to go on when it decides whether \
      the child that receives it has changed, so children tend to be re-evaluated on every \
      update of the parent. A subscript whose argument is not the key of something that \
      exists (a dictionary key, a computed index) also reads and writes through a lookup \
      that can fail or land on another element after the collection changes.

      Off by default: many such subscripts are cheap and correct, and the cost only shows \
      in large or frequently updated views. `$xs[i]` inside `ForEach($xs)` is not reported, \
      nor inside a `ForEach` over the positions of `xs`, which `foreach_index_binding` \
      reports.
      """,
    category: .pedantic,
    fix: """
      Pass the child a binding to the whole value and let it do the lookup, iterate with \
      'ForEach($xs) { $x in … }', or give the element type a property and bind '$model.element.property'
      """,
    triggering: SubscriptBindingInBodyRuleExamples.triggering,
    nonTriggering: SubscriptBindingInBodyRuleExamples.nonTriggering)

  package init() {}

  /// Render code lives in a `some View` (or `some ToolbarContent`, `some Commands`) or builder
  /// member, or a `#Preview`; `body` alone is too common a word (HTTP bodies).
  package var triggers: [Trigger] {
    [.word("View"), .word("ViewBuilder"), .word("Preview"), .word("ToolbarContent"), .word("Commands")]
  }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    var findings: [PendingFinding] = []
    let bytes = tree.source.bytes
    var k = 0
    while k < tree.tokenCount {
      defer { k += 1 }
      guard tree.kind(k) == .identifier, tree.length(k) > 1, tree.firstByte(of: k) == UInt8(ascii: "$"),
        !isDigit(bytes[tree.startOffset(k) + 1]), !tree.isMemberOfOtherValue(k)
      else { continue }
      var end = k + 1
      while tree.kind(end) == .period, tree.kind(end + 1) == .identifier { end += 2 }
      let open = end
      // `$x[]` has no argument to look an element up with.
      guard tree.kind(open) == .leftBracket, !tree.hasLeadingTrivia(open),
        let close = tree.closingBracket(of: open), close > open + 1, let site = tree.renderSite(of: k)
      else { continue }
      let first = k >= 2 && tree.kind(k - 1) == .period ? k - 2 : k
      let text = tree.text(from: first, through: end - 1)
      guard !isElementOfIteratedBinding(k, path: tree.text(from: k, through: end - 1), in: tree) else { continue }
      let finding = finding(
        in: tree, from: first, through: close,
        message: "'\(text)[…]' derives a binding through a subscript in \(site.place) on every render",
        help: "pass '\(text)' to the child and look the element up there, or bind a stored property instead")
      findings.append(site.pending(finding, project: file.project))
      k = close
    }
    return findings
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  /// Whether token `k` sits in the content closure of a `ForEach` whose data is `path`
  /// itself (`ForEach($xs) { … $xs[i] … }`), or the positions of the same collection
  /// (`ForEach(xs.indices) { i in … $xs[i] … }`, which `foreach_index_binding` reports).
  private func isElementOfIteratedBinding(_ k: Int, path: String, in tree: SyntaxTree) -> Bool {
    // `$model.xs` as `["model", "xs"]`, to compare with the paths a `ForEach` iterates.
    let segments = path.dropFirst().split(separator: ".").map(String.init)
    var open = tree.enclosingBracket(of: k)
    var steps = 0
    while let at = open, steps < 1_000 {
      steps += 1
      if tree.kind(at) == .leftBrace, case .closure(let callee?, _, _) = tree.role(ofBlock: at),
        tree.token(callee, is: "ForEach"), let call = tree.call(at: callee),
        let data = call.arguments.first, data.label == nil, !data.isEmpty,
        tree.text(from: data.valueStart, through: data.valueEnd - 1) == path
          || tree.collectionPaths(in: data, before: callee).contains(segments)
      {
        return true
      }
      open = tree.enclosingBracket(of: at)
    }
    return false
  }
}
