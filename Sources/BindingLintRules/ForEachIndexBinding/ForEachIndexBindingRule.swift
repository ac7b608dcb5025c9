import BindingLintSyntax
import BindingLintIndex

/// `foreach_index_binding`: `ForEach` over positions of a collection (`xs.indices`,
/// `0..<xs.count`, `xs.enumerated()`) whose content binds elements by position (`$xs[i]`).
///
/// The collection is read from the data argument, as a dotted path before `.indices`,
/// `.count` or `.enumerated`; `0..<n` also follows a local `let n = xs.count` declared
/// earlier in the same member. The rows (the content closure, and the view's methods it
/// hands its position to, `RowScopes`) must subscript the projection of that same path
/// (`$xs[…]`, `$model.xs[…]`, `self.$xs[…]`) with the position, or read it by position in a
/// hand-built binding's getter. Whether the collection can shrink: `CollectionShrinking`.
package struct ForEachIndexBindingRule: ViewGraphRule, StrictOptionRule {
  package static let description = RuleDescription(
    id: "foreach_index_binding",
    summary: "ForEach over indices should not bind elements by position",
    rationale: """
      Flags a `ForEach` whose data is the positions of a collection (`xs.indices`, \
      `0..<xs.count`, `Array(xs.enumerated())`, or a computed property of the view declared \
      `[Int]` whose body reads `xs.indices`, such as `xs.indices.sorted { … }`) and whose \
      content passes a binding to an element by position (`$xs[i]`, `$model.xs[i]`). A range \
      counted apart from any collection whose count the file lowers or sets (`0..<choiceCount` \
      with `choiceCount -= 1`) counts as the positions of the collection its rows bind that \
      way; a fixed count (`0..<Self.codeLength` of a code entry) does not.

      A position is not an identity. When an element is removed, SwiftUI still holds the \
      child views built for the old positions, and they can read their binding once more \
      before they are discarded: `$xs[i]` then subscripts past the end of the shorter array \
      and the app traps with "Index out of range". Even without a crash, state and \
      animations follow the position rather than the element, so after an insertion or a \
      move a row shows its neighbour's state. Iterating the binding itself gives every row \
      a binding to its own element, keyed by the element's identity.

      A row that hands its position to a method of the view (`stepCard(at: index)`) is \
      followed into that method, and one more it hands the position on to. A subscript \
      with a label (`xs[safe: i]`) is the project's own accessor and is not a read by \
      position.

      Only a binding into the same collection the `ForEach` iterates is reported; reading \
      `xs[i]` without `$` is left alone, as is a binding into another collection, and a \
      view the project builds only in previews (not `public`): dead code the canvas shows.

      The crash needs the collection to shrink. A view's own `@State` collection (whatever \
      its first value: SwiftUI keeps the view's copy, and a caller's later values never reach \
      it; when it is not `private`, as long as no extension of the view in another file names \
      it), or one of an object private state holds whose type the same file declares and that \
      the view hands to no one, can only be changed in that file: when nothing there removes an \
      element (`remove…`/`pop…`), assigns a new value, hands the collection on whole \
      (`$xs`, `&xs`) or deletes rows (`.onDelete`), it is only ever appended to or changed \
      element by element, and it is reported only with the `strict` option. A collection \
      that starts empty and is given its whole value only in a closure a modifier runs once \
      per view (a team's `.doOnce { … }`, `.onFirstAppear { … }`, a name ending in `Once` or \
      starting with `onFirst`) is loaded before any row exists and counts as only growing; \
      `onAppear` and `task` run again when the view comes back, and a new value there is \
      reported. Other models' \
      collections and `@Binding`s can be shrunk elsewhere and are always reported. Rows \
      whose closures read a local snapshot (`if let xs = value as? [String]`, a parameter) \
      are not reported: the closures keep the copy they captured.
      """,
    category: .correctness,
    fix: """
      Iterate the binding: 'ForEach($xs) { $x in … }' (the elements must be Identifiable, \
      or pass 'id:'); when a row also needs its position, look it up from the element's id \
      instead of iterating positions
      """,
    triggering: ForEachIndexBindingRuleExamples.triggering + ForEachIndexBindingRuleExamples.firstLoadTriggering
      + ForEachIndexBindingRuleExamples.ownStateTriggering + ForEachIndexBindingRuleExamples.valueRowsTriggering,
    nonTriggering: ForEachIndexBindingRuleExamples.nonTriggering + ForEachIndexBindingRuleExamples.valueRowsNonTriggering
      + ForEachIndexBindingRuleExamples.ownStateNonTriggering
  ).with(options: [.strict(effect: "also report a collection whose every change is in its file when nothing there can shrink it")])
  .with(triggeringUnderStrict: ForEachIndexBindingRuleExamples.triggeringUnderStrict + ForEachIndexBindingRuleExamples.firstLoadUnderStrict)

  /// `strict: true`: a view's own collection that its file never shrinks is reported too.
  package var isStrict = false

  package init() {}

  package var triggers: [Trigger] { [.word("ForEach")] }

  /// Whether only previews build the view (`RenderingParents`).
  package var viewGraphExtent: ViewGraphFacts.Extent { .constructions }

  /// `ForEach($xs)` needs `Identifiable` elements (review58, review59: the advice did not
  /// compile for `[String]`), and `id: \.self` is wrong where values repeat.
  static let identifiableNote = "(elements must be Identifiable: wrap plain values such as strings in a struct with an 'id')"

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    var findings: [PendingFinding] = []
    for k in 0..<tree.tokenCount where tree.kind(k) == .identifier && tree.length(k) == 7 && tree.token(k, is: "ForEach") {
      guard k == 0 || tree.kind(k - 1) != .period || tree.token(k - 2, is: "SwiftUI"),
        let call = tree.call(at: k),
        let data = call.arguments.first, data.label == nil, !data.isEmpty,
        let content = contentClosure(of: call, in: tree)
      else { continue }
      if let path = enumeratedBindingKeyedByOffset(call, data: data, in: tree) {
        if let pending = CollectionShrinking.pending(finding(
          in: tree, from: k, through: call.closeParen ?? k,
          message: "'ForEach' over '$\(path).enumerated()' keys rows by offset; removing an element can crash",
          help: "iterate the binding instead: 'ForEach($\(path)) { $element in … }' keys rows by the element's id "
            + Self.identifiableNote), collection: path, at: k, in: file, isStrict: isStrict) { findings.append(pending) }
        continue
      }
      let paths = tree.collectionPaths(in: data, before: k)
      // `ForEach(0..<choiceCount) { i in … $choices[i] … }`: positions counted apart from the
      // collection the rows bind (review90's miss): that collection is the one.
      let countedApart = paths.isEmpty && Self.isCountedRange(data, in: tree)
      guard !paths.isEmpty || countedApart else { continue }
      // The row closure, then the methods the row hands its position to.
      let scopes = RowScopes.scopes(ofRow: content, in: tree)
      if let use = scopes.lazy.compactMap({ positionalBinding(in: $0, into: countedApart ? nil : paths, tree: tree) }).first {
        let name = use.path.joined(separator: ".")
        if let pending = CollectionShrinking.pending(finding(
          in: tree, from: k, through: call.closeParen ?? k,
          message: "'ForEach' over the positions of '\(name)' binds '$\(name)[…]'; removing an element can crash",
          help: "iterate the binding instead: 'ForEach($\(name)) { $element in … }' keys rows by the element's id "
            + Self.identifiableNote), collection: name, at: k, in: file, isStrict: isStrict) { findings.append(pending) }
      } else if let (path, setterCalls) = scopes.lazy.compactMap({ positionalGetter(in: $0, into: paths, tree: tree) }).first {
        // A local snapshot (`if let items = value as? [String]`) cannot shrink under its rows.
        if path.count == 1, CollectionShrinking.isLocalSnapshot(path[0], at: k, in: tree) { continue }
        let name = path.joined(separator: ".")
        // A setter that calls something (`model.onBandChanged(i, gain: $0)`, set 98 D21)
        // does work a binding to the element would skip: the advice keeps the setter.
        let help = setterCalls
          ? "check the position in the getter ('\(name).indices.contains(i) ? \(name)[i] : …') so a removed row reads "
            + "nothing past the end; 'ForEach(\(Self.binding(of: path)))' would skip what this setter calls"
          : "iterate the binding instead: 'ForEach(\(Self.binding(of: path))) { $element in … }', and bind '$element.…' in the row "
            + Self.identifiableNote
        if let pending = CollectionShrinking.pending(finding(
          in: tree, from: k, through: call.closeParen ?? k,
          message: "'ForEach' over the positions of '\(name)' builds bindings that read '\(name)[…]' by position; removing an element can crash",
          help: help),
          collection: name, at: k, in: file, isStrict: isStrict) { findings.append(pending) }
      }
    }
    return findings
  }

  /// `ForEach(Array($xs.enumerated()), id: \.0)` (or `$xs.enumerated()`, `id: \.offset`):
  /// each row holds a binding into `xs` by position and is keyed by that position, so a
  /// deletion leaves a row reading past the end. The path of `xs`, or nil.
  private func enumeratedBindingKeyedByOffset(_ call: Call, data: Argument, in tree: SyntaxTree) -> String? {
    guard let id = call.argument(labeled: "id", in: tree), tree.kind(id.valueStart) == .backslash,
      tree.kind(id.valueStart + 1) == .period, id.valueEnd == id.valueStart + 3,
      tree.token(id.valueStart + 2, is: "0") || tree.token(id.valueStart + 2, is: "offset")
    else { return nil }
    // The data, or the local it names (`let rows = Array($xs.enumerated())`, review73).
    let value = tree.localValue(ofData: data.valueStart..<data.valueEnd, before: data.valueStart) ?? (data.valueStart..<data.valueEnd)
    var k = value.lowerBound
    var end = value.upperBound
    if tree.token(k, is: "Array"), tree.kind(k + 1) == .leftParen, let close = tree.closingBracket(of: k + 1), close == end - 1 {
      k += 2
      end = close
    }
    // `$xs.enumerated()` or `$model.xs.enumerated()`, the whole value.
    guard tree.kind(k) == .identifier, tree.firstByte(of: k) == UInt8(ascii: "$"), end - 3 > k,
      tree.kind(end - 1) == .rightParen, tree.kind(end - 2) == .leftParen, tree.token(end - 3, is: "enumerated"),
      tree.kind(end - 4) == .period
    else { return nil }
    var names = [String(tree.text(k).dropFirst())]
    var j = k + 1
    while j < end - 4, tree.kind(j) == .period, tree.kind(j + 1) == .identifier {
      names.append(tree.text(j + 1))
      j += 2
    }
    // `$xs.wrappedValue.enumerated()` enumerates the values, not bindings (review81 A1).
    guard j == end - 4, !names.dropFirst().contains("wrappedValue") else { return nil }
    return names.joined(separator: ".")
  }

  /// How the advice spells the binding to the collection at `path`: `$xs` for a property
  /// wrapper's value, but a collection read through a `Binding` value's `wrappedValue`
  /// (`binding.wrappedValue`, a parameter of type `Binding<[String]>`) has that value as
  /// its binding: `ForEach(binding)`; `$binding` does not compile there (review91).
  static func binding(of path: [String]) -> String {
    if path.count > 1, path.last == "wrappedValue" { return path.dropLast().joined(separator: ".") }
    return "$" + path.joined(separator: ".")
  }

  /// The content closure: the first trailing closure, or a `content:` closure argument.
  private func contentClosure(of call: Call, in tree: SyntaxTree) -> Int? {
    if let first = call.trailingClosures.first, first.label == nil { return first.open }
    if let argument = call.argument(labeled: "content", in: tree), tree.kind(argument.valueStart) == .leftBrace {
      return argument.valueStart
    }
    return nil
  }

  private struct PositionalBinding {
    var token: Int
    var path: [String]
  }

  /// Whether the data is a range (`0..<count`, `1...choiceCount`) whose upper bound is a
  /// count the file lowers or sets (`count -= 1`, `count = …`): positions counted apart
  /// from any collection, which shrink with it. A bound nothing here changes (`0..<3`,
  /// `0..<Self.codeLength` for a fixed-length code entry) counts rows of a collection that
  /// keeps its length.
  static func isCountedRange(_ data: Argument, in tree: SyntaxTree) -> Bool {
    guard let range = data.value.first(where: { tree.kind($0) == .operator && (tree.token($0, is: "..<") || tree.token($0, is: "...")) })
    else { return false }
    let bounds = data.value.filter { $0 > range && tree.kind($0) == .identifier }
    guard !bounds.isEmpty else { return false }
    for k in 0..<tree.tokenCount where tree.kind(k) == .identifier && tree.kind(k + 1) == .operator {
      guard tree.token(k + 1, is: "-=") || tree.isOperator(k + 1, UInt8(ascii: "=")), bounds.contains(where: { tree.sameText($0, k) })
      else { continue }
      // Not the bound's own declaration (`@State private var count = 1`).
      if tree.isKeyword(k - 1, .`var`) || tree.isKeyword(k - 1, .`let`) { continue }
      return true
    }
    return false
  }

  /// The first `$path[…]` in the scope whose path is one of `paths` (any path, for nil) and
  /// whose subscript mentions the scope's position (or `$0`/`$1` in a closure without a
  /// signature).
  private func positionalBinding(in scope: RowScope, into paths: [[String]]?, tree: SyntaxTree) -> PositionalBinding? {
    let parameters = scope.parameters
    for k in tree.interior(of: scope.open) where tree.kind(k) == .identifier && tree.length(k) > 1 && tree.firstByte(of: k) == UInt8(ascii: "$") {
      guard !(tree.kind(k - 1) == .period && !(tree.keyword(k - 2) == .`self` && tree.kind(k - 3) != .period)) else { continue }
      var segments = [String(tree.text(k).dropFirst())]
      var end = k + 1
      while tree.kind(end) == .period, tree.kind(end + 1) == .identifier, !tree.isAtStartOfLine(end) {
        segments.append(tree.text(end + 1))
        end += 2
      }
      guard tree.kind(end) == .leftBracket, !tree.isAtStartOfLine(end),
        let path = paths.map({ $0.first(where: { $0 == segments }) }) ?? segments,
        tree.subscriptMentions(at: end, anyOf: parameters)
      else { continue }
      return PositionalBinding(token: k, path: path)
    }
    return nil
  }

  /// The collection a closure binding in the scope (`Binding(get: { xs[i]… }, …)`,
  /// `.init(get:set:)`) reads by the row's position: the same trap as `$xs[i]`; and whether
  /// its setter calls anything (a plain `xs[i] = $0` does not).
  private func positionalGetter(in scope: RowScope, into paths: [[String]], tree: SyntaxTree) -> (path: [String], setterCalls: Bool)? {
    let parameters = scope.parameters
    for k in tree.interior(of: scope.open) {
      guard let binding = tree.manualBinding(at: k), let getter = binding.getterOpen, let path = tree.readsByPosition(getter: getter, into: paths, parameters: parameters) else {
        continue
      }
      // `{ i < xs.count ? xs[i] : "" }`, `xs.indices.contains(i)`: the getter checks the
      // position before reading it, so a removal cannot trap it.
      if tree.interior(of: getter).contains(where: { tree.kind($0 - 1) == .period && (tree.token($0, is: "count") || tree.token($0, is: "indices")) }) {
        continue
      }
      let setterCalls = binding.setterOpen.map { open in
        tree.interior(of: open).contains { tree.kind($0) == .leftParen && tree.kind($0 - 1) == .identifier && !tree.isAtStartOfLine($0) }
      } ?? true
      return (path, setterCalls)
    }
    return nil
  }

}
