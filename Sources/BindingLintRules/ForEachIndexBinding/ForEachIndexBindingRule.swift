import BindingLintSyntax

/// `foreach_index_binding`: `ForEach` over positions of a collection (`xs.indices`,
/// `0..<xs.count`, `xs.enumerated()`) whose content binds elements by position (`$xs[i]`).
///
/// The collection is read from the data argument, as a dotted path before `.indices`,
/// `.count` or `.enumerated`; `0..<n` also follows a local `let n = xs.count` declared
/// earlier in the same member. The content must subscript the projection of that same path
/// (`$xs[…]`, `$model.xs[…]`, `self.$xs[…]`) with the closure's own parameter.
package struct ForEachIndexBindingRule: Rule {
  package static let description = RuleDescription(
    id: "foreach_index_binding",
    summary: "ForEach over indices should not bind elements by position",
    rationale: """
      Flags a `ForEach` whose data is the positions of a collection (`xs.indices`, \
      `0..<xs.count`, `Array(xs.enumerated())`) and whose content passes a binding to an \
      element by position (`$xs[i]`, `$model.xs[i]`).

      A position is not an identity. When an element is removed, SwiftUI still holds the \
      child views built for the old positions, and they can read their binding once more \
      before they are discarded: `$xs[i]` then subscripts past the end of the shorter array \
      and the app traps with "Index out of range". Even without a crash, state and \
      animations follow the position rather than the element, so after an insertion or a \
      move a row shows its neighbour's state. Iterating the binding itself gives every row \
      a binding to its own element, keyed by the element's identity.

      Only a binding into the same collection the `ForEach` iterates is reported; reading \
      `xs[i]` without `$` is left alone, as is a binding into another collection.
      """,
    severity: .warning,
    fix: """
      Iterate the binding: 'ForEach($xs) { $x in … }' (the elements must be Identifiable, \
      or pass 'id:'); when a row also needs its position, look it up from the element's id \
      instead of iterating positions
      """,
    triggering: ForEachIndexBindingRuleExamples.triggering,
    nonTriggering: ForEachIndexBindingRuleExamples.nonTriggering)

  package init() {}

  package var triggers: [Trigger] { [.word("ForEach")] }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    var findings: [PendingFinding] = []
    var k = 0
    while k < tree.tokenCount {
      defer { k += 1 }
      let token = tree.tokens[k]
      guard token.kind == .identifier, token.length == 7, tree.token(k, is: "ForEach"),
        k == 0 || tree.kind(k - 1) != .period || tree.token(k - 2, is: "SwiftUI"),
        let call = tree.call(at: k),
        let data = call.arguments.first, data.label < 0, !data.isEmpty,
        let content = contentClosure(of: call, in: tree)
      else { continue }
      let paths = collectionPaths(in: data, before: k, in: tree)
      guard !paths.isEmpty,
        let use = positionalBinding(in: content, into: paths, tree: tree)
      else { continue }
      let name = use.path.joined(separator: ".")
      let end = call.closeParen >= 0 ? call.closeParen : k
      findings.append(PendingFinding(Finding(
        ruleID: Self.description.id,
        start: Int(tree.tokens[k].start), end: Int(tree.tokens[end].end),
        message: "'ForEach' over the positions of '\(name)' binds '$\(name)[…]'; removing an element can crash",
        help: "iterate the binding instead: 'ForEach($\(name)) { $element in … }'")))
    }
    return findings
  }

  /// The content closure: the first trailing closure, or a `content:` closure argument.
  func contentClosure(of call: Call, in tree: SyntaxTree) -> Int? {
    if let first = call.trailingClosures.first, first.label < 0 { return first.open }
    if let argument = call.argument(labeled: "content", in: tree), tree.kind(argument.valueStart) == .leftBrace {
      return argument.valueStart
    }
    return nil
  }

  /// The collections whose positions the data argument spells: the path before
  /// `.indices`, `.count` or `.enumerated`, and, for `0..<n`, the path of a local
  /// `let n = path.count`.
  func collectionPaths(in data: Argument, before forEach: Int, in tree: SyntaxTree) -> [[String]] {
    var paths: [[String]] = []
    var sawRange = false
    for k in data.valueStart..<data.valueEnd {
      if tree.kind(k) == .period, tree.kind(k + 1) == .identifier,
        tree.token(k + 1, is: "indices") || tree.token(k + 1, is: "count") || tree.token(k + 1, is: "enumerated") {
        let path = self.path(endingBefore: k, in: tree)
        if !path.isEmpty { paths.append(path) }
      }
      if tree.kind(k) == .operator && (tree.token(k, is: "..<") || tree.token(k, is: "...")) { sawRange = true }
    }
    guard paths.isEmpty, sawRange else { return paths }
    // `0..<count` with `let count = xs.count` earlier in the same member.
    for k in data.valueStart..<data.valueEnd where tree.kind(k) == .identifier && tree.kind(k + 1) != .period && tree.kind(k - 1) != .period {
      if let path = localCount(named: k, before: forEach, in: tree) { paths.append(path) }
    }
    return paths
  }

  /// The dotted path (`model.items`, `self` dropped) whose last token is `end - 1`.
  func path(endingBefore end: Int, in tree: SyntaxTree) -> [String] {
    var segments: [String] = []
    var k = end - 1
    while k >= 0 {
      guard tree.kind(k) == .identifier || tree.tokens[k].keyword == .`self` else { break }
      segments.append(tree.text(k))
      guard k >= 1, tree.kind(k - 1) == .period else { break }
      k -= 2
    }
    if segments.last == "self" { segments.removeLast() }
    return segments.reversed()
  }

  /// For the identifier at `name`: the path of `let name = path.count` between the start of
  /// the enclosing member's body and `limit`.
  func localCount(named name: Int, before limit: Int, in tree: SyntaxTree) -> [String]? {
    guard let owner = tree.declaration(containing: limit) else { return nil }
    let body = tree.declarations[owner].body
    guard body >= 0, body < limit else { return nil }
    var k = body
    while k < limit {
      if tree.tokens[k].keyword == .`let` || tree.tokens[k].keyword == .`var`, tree.sameText(k + 1, name),
        tree.isOperator(k + 2, UInt8(ascii: "=")) {
        var end = k + 3
        while end < limit, !tree.tokens[end].isAtStartOfLine,
          tree.kind(end) == .identifier || tree.kind(end) == .period || tree.tokens[end].keyword == .`self` { end += 1 }
        if end - 2 > k + 3, tree.token(end - 1, is: "count"), tree.kind(end - 2) == .period {
          let path = path(endingBefore: end - 2, in: tree)
          if !path.isEmpty { return path }
        }
      }
      k += 1
    }
    return nil
  }

  struct PositionalBinding {
    var token: Int
    var path: [String]
  }

  /// The first `$path[…]` in the closure at `open` whose path is one of `paths` and whose
  /// subscript mentions one of the closure's parameters (or `$0`/`$1` without a signature).
  func positionalBinding(in open: Int, into paths: [[String]], tree: SyntaxTree) -> PositionalBinding? {
    let close = tree.partner(open)
    guard close > open else { return nil }
    let parameters = closureParameters(open, in: tree)
    var k = open + 1
    while k < close {
      defer { k += 1 }
      let token = tree.tokens[k]
      guard token.kind == .identifier, token.length > 1,
        tree.source.bytes[Int(token.start)] == UInt8(ascii: "$"),
        !(tree.kind(k - 1) == .period && !(tree.tokens[k - 2].keyword == .`self` && tree.kind(k - 3) != .period))
      else { continue }
      var segments = [String(tree.text(k).dropFirst())]
      var end = k + 1
      while tree.kind(end) == .period, tree.kind(end + 1) == .identifier, !tree.tokens[end].isAtStartOfLine {
        segments.append(tree.text(end + 1))
        end += 2
      }
      guard tree.kind(end) == .leftBracket, !tree.tokens[end].isAtStartOfLine,
        let path = paths.first(where: { $0 == segments }),
        subscriptMentions(parameters, open: end, in: tree)
      else { continue }
      return PositionalBinding(token: k, path: path)
    }
    return nil
  }

  /// Parameter name tokens of a closure with a signature; empty for shorthand closures.
  func closureParameters(_ open: Int, in tree: SyntaxTree) -> [Int] {
    guard let inKeyword = tree.closureInKeyword(open) else { return [] }
    return (open + 1..<inKeyword).filter { tree.kind($0) == .identifier }
  }

  func subscriptMentions(_ parameters: [Int], open: Int, in tree: SyntaxTree) -> Bool {
    let close = tree.partner(open)
    guard close > open else { return false }
    for k in open + 1..<close where tree.kind(k) == .identifier {
      if parameters.isEmpty {
        if tree.token(k, is: "$0") || tree.token(k, is: "$1") { return true }
      } else if parameters.contains(where: { tree.sameText($0, k) }) {
        return true
      }
    }
    return false
  }
}
