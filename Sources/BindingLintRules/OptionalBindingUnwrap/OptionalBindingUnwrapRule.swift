import BindingLintSyntax
import BindingLintIndex

/// `optional_binding_unwrap`: `if let b = Binding($optional)` (also `guard let`,
/// `while let`, `if case let b? =`), the failable initializer that turns a binding to an
/// optional into an optional binding to its wrapped value.
///
/// Only the unwrapping positions are flagged, and not in event closures (a button action
/// that unwraps, writes and forgets the binding hands it to no view): `Binding($x)` as an argument or a return
/// value is usually the non-failable conversion from `Binding<T>` to `Binding<T?>`.
package struct OptionalBindingUnwrapRule: ViewGraphRule, StrictOptionRule {
  package static let description = RuleDescription(
    id: "optional_binding_unwrap",
    summary: "Unwrapping 'Binding($optional)' hands children a binding that crashes once the optional is nil",
    rationale: """
      Flags `Binding($x)`, `Binding($x.y)` and `Binding(self.$x)` when the result is \
      unwrapped in a condition: `if let`, `guard let`, `while let` or `if case let b? =`, \
      or force-unwrapped in render code (`let item = Binding($items[id])!`), which also \
      traps at once if the value is nil when the body runs.

      `Binding.init?(_: Binding<Value?>)` checks the optional once, when it runs, and \
      returns a binding whose getter force-unwraps the optional on every later read. \
      The view that received that binding does not go away at the same instant the \
      optional turns `nil`: during the update that removes it, SwiftUI can still read \
      the binding (a `DatePicker` or `TextField` refreshing its value is enough), and \
      the app traps in SwiftUI code with no force unwrap in sight. Wrapping the child \
      in another `if` that checks the same condition does not help.

      Give the child a binding that cannot fail: a computed property with a fallback \
      (`var customDateOrDefault: Date { get set }`) reached through a key path \
      (`$selection.customDateOrDefault`), or pass the optional binding and let the \
      child handle `nil`.

      The crash needs the optional to turn `nil` while a view holds the binding, so an \
      unwrap of a property is reported by default only when some linted file assigns that \
      property `nil` (`draft = nil`, `model.draft = nil`, or hands it to a presentation as \
      its `item:`, which SwiftUI clears on dismissal; the finding points at the line). \
      For the view's own `@State`, a computed optional of the same name is no reset: \
      another type's namesake says nothing about this view's storage; nor for a stored \
      member of a type this file declares for the view's property (`$model.chapters` with \
      `@ObservedObject var model: Model` and `Model` here). \
      An optional that is filled once and afterwards only replaced by other values never \
      goes away. An element looked up by key or position (`Binding($items[id])`) and the \
      view's own `@Binding` (its caller resets the storage under a name of its own) are \
      reported regardless; with `strict: true` every unwrap is. An unwrap inside an event closure (a button action, \
      `onAppear`) that uses the binding at once is not flagged, nor an `if let` whose body \
      only reads `b.wrappedValue` outside any closure (the value, read while it is there), nor a force unwrap in a \
      preview (`#Preview`, `PreviewProvider`, a view only previews build) or outside a \
      view's render code (`var title: String { … }`): sample data the preview sets \
      itself, a value read at once. `Binding($x)` passed as an argument is the non-failable \
      conversion to `Binding<T?>` and is not flagged; neither is `Binding(get:set:)`, nor \
      an unwrap in code a test runs (a subclass of `XCTestCase` or of a project's \
      `…TestCase`, a Swift Testing suite or `@Test` function).
      """,
    category: .correctness,
    fix: "Pass a binding that cannot fail: a key path to a non-optional computed property with a fallback, or the optional binding itself",
    triggering: OptionalBindingUnwrapRuleExamples.triggering + OptionalBindingUnwrapRuleExamples.resetTriggering,
    nonTriggering: OptionalBindingUnwrapRuleExamples.nonTriggering + OptionalBindingUnwrapRuleExamples.resetNonTriggering
  ).with(options: [
    .strict(effect: "also flag an unwrap of a property that no linted file sets to nil"),
  ])
  .with(triggeringUnderStrict: OptionalBindingUnwrapRuleExamples.triggeringUnderStrict)

  /// `strict: true`: an unwrap is reported whether or not the project resets the value.
  package var isStrict = false

  package init() {}

  package var triggers: [Trigger] { [.word("Binding")] }

  /// Whether only previews build the view (`RenderingParents`).
  package var viewGraphExtent: ViewGraphFacts.Extent { .constructions }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    var findings: [PendingFinding] = []
    // `#Preview` bodies and `PreviewProvider`s, read at the first force unwrap.
    var previews: [Range<Int>]?
    for i in 0..<tree.tokenCount where tree.kind(i) == .identifier && tree.length(i) == 7 && tree.token(i, is: "Binding") {
      var first = i
      if tree.kind(i - 1) == .period {
        guard tree.token(i - 2, is: "SwiftUI") else { continue }
        first = i - 2
      }
      var open = i + 1
      if tree.isGenericAngle(open) && tree.isOperator(open, UInt8(ascii: "<")) {
        open = tree.skipGenericArguments(open)
      }
      guard tree.kind(open) == .leftParen, !tree.isAtStartOfLine(open), let close = tree.closingBracket(of: open) else { continue }
      let arguments = tree.arguments(between: open, and: close)
      guard arguments.count == 1, arguments[0].label == nil,
        let optional = projectedPath(arguments[0], in: tree),
        // A binding a test unwraps is read by that test, not by a view the app keeps.
        !tree.isInTestCode(i)
      else { continue }
      let written = "Binding(" + tree.text(from: arguments[0].valueStart, through: arguments[0].valueEnd - 1) + ")"
      if let keyword = unwrappingKeyword(beforeEquals: first - 1, in: tree) {
        // In a button action or `onAppear` the unwrapped binding is used and dropped at
        // once; no view keeps it.
        guard tree.renderOwner(of: i) != nil else { continue }
        // `if let b = Binding($x) { f(b.wrappedValue) }`: the body reads the value while
        // it is known to be there and hands on no binding (review55 P1).
        if Self.readsOnlyTheValueAtOnce(unwrappedAt: first - 1, after: close, in: tree) { continue }
        let found = finding(
          in: tree, from: first, through: close,
          message: "'\(keyword)' unwraps '\(written)' once; views given the result crash when '\(optional)' becomes nil",
          help: "pass a binding that cannot fail, such as a key path to a non-optional computed property with a fallback, or pass '$\(optional)' and handle nil in the child")
        let reset = OptionalReset.of(pathFrom: arguments[0].valueStart, through: arguments[0].valueEnd - 1, in: file)
        findings.append(reset.pending(found, in: tree, isStrict: isStrict))
      } else if Self.isForceUnwrapped(close, in: tree), case .member(let member)? = tree.renderOwner(of: i),
        tree.isRenderMember(tree.declarations[member]), let owner = tree.enclosingType(of: member)
      {
        // `Binding($x)!` in a view's render code, whose result a view may keep (a member
        // that returns a string or a binding is not one): a trap now when the value is
        // nil, and the same later read as the unwrap's. A preview's sample data is left
        // alone: previews, and views that only previews build.
        if previews == nil { previews = TypeFacts.previewRanges(in: tree) }
        if previews?.contains(where: { $0.contains(i) }) ?? false { continue }
        let typeName = tree.qualifiedName(of: owner)
        let project = file.project
        let path = tree.source.path
        findings.append(PendingFinding(finding(
          in: tree, from: first, through: close + 1,
          message: "'\(written)!' traps when '\(optional)' is nil, and views given the result crash when it becomes nil later",
          help: "show the child only while '\(optional)' has a value and pass a binding that cannot fail, such as a key path to a "
            + "non-optional computed property with a fallback, or pass '$\(optional)' and handle nil in the child")) { index in
          RenderingParents.isBuiltOnlyInPreviews(typeName, project: project, file: path, in: index) ? .drop : .keep
        })
      }
    }
    return findings
  }

  /// Whether the `if let` / `while let` whose `=` is at `equals` binds a name that its body
  /// only reads as `name.wrappedValue`, outside any closure of the body: the value is read
  /// while the condition still holds, and no view or closure keeps the failable binding.
  /// A `guard`'s name lives to the end of its block and is not followed here.
  private static func readsOnlyTheValueAtOnce(unwrappedAt equals: Int, after close: Int, in tree: SyntaxTree) -> Bool {
    // The bound name: the first identifier after `let` / `var` before the `=`.
    var k = equals - 1
    var name: Int?
    while k > 0 && k > equals - 8 {
      if tree.keyword(k) == .`let` || tree.keyword(k) == .`var` {
        if tree.kind(k + 1) == .identifier { name = k + 1 }
        break
      }
      k -= 1
    }
    guard let name, k > 0, tree.keyword(k - 1) == .`if` || tree.keyword(k - 1) == .`while` else { return false }
    // The body: the first `{` after the binding's call, past any further conditions.
    var j = close + 1
    while j < tree.tokenCount, tree.kind(j) != .leftBrace {
      if tree.kind(j) == .leftParen || tree.kind(j) == .leftBracket, let end = tree.closingBracket(of: j) { j = end }
      if tree.kind(j) == .rightBrace || tree.kind(j) == .semicolon { return false }
      j += 1
    }
    guard j < tree.tokenCount, tree.role(ofBlock: j) == .controlFlow else { return false }
    let bound = tree.nameText(name)
    for use in tree.interior(of: j) where tree.kind(use) == .identifier && tree.kind(use - 1) != .period {
      let text = tree.nameText(use)
      guard text == bound || text == "$" + bound else { continue }
      guard text.first != "$", tree.kind(use + 1) == .period, tree.token(use + 2, is: "wrappedValue") else { return false }
      // Inside a closure of the body (a button's action), the read comes later.
      guard tree.runsInBlock(j, use) else { return false }
    }
    return true
  }

  /// Whether the call closing at `close` is force-unwrapped: `)!` with nothing between
  /// (`)!=` and `)! =` are other operators).
  private static func isForceUnwrapped(_ close: Int, in tree: SyntaxTree) -> Bool {
    let bang = close + 1
    return tree.isInFile(bang) && tree.isOperator(bang, UInt8(ascii: "!")) && tree.length(bang) == 1 && !tree.hasLeadingTrivia(bang)
  }

  /// `x.y` for `$x.y`, `self.$x.y` or `$x[i].y`: a projected value and member or subscript
  /// steps only. Nil for anything else (`$0`, calls, `x`).
  private func projectedPath(_ argument: Argument, in tree: SyntaxTree) -> String? {
    var k = argument.valueStart
    if tree.keyword(k) == .`self` && tree.kind(k + 1) == .period { k += 2 }
    guard tree.kind(k) == .identifier, tree.length(k) > 1, tree.firstByte(of: k) == UInt8(ascii: "$"), !tree.isClosureShorthand(k) else {
      return nil
    }
    var last = k
    var next = k + 1
    while next < argument.valueEnd {
      if tree.kind(next) == .period && tree.kind(next + 1) == .identifier {
        last = next + 1
        next += 2
      } else if tree.kind(next) == .leftBracket, let close = tree.closingBracket(of: next), close < argument.valueEnd {
        last = close
        next = last + 1
      } else {
        return nil
      }
    }
    let text = tree.text(from: k, through: last)
    return String(text.dropFirst())
  }

  /// `if let`, `guard let`, `while let`, `if case` when the `=` at `equals` ends an
  /// optional-binding condition (`let b`, `var b: Binding<T>`, `case let b?`,
  /// `case .some(let b)`) of an `if`, `guard` or `while`, after any earlier conditions.
  private func unwrappingKeyword(beforeEquals equals: Int, in tree: SyntaxTree) -> String? {
    guard tree.isOperator(equals, UInt8(ascii: "=")) else { return nil }
    // The pattern of this condition, back to its `let`, `var` or `case`.
    let patternStart: Int? = walkBack(from: equals - 1, limit: 40, in: tree) { k in
      let keyword = tree.keyword(k)
      if keyword == .`let` || keyword == .`var` {
        // `case let b?`: the pattern starts at the `case`.
        // `k - 1` is -1 when the file starts with the `let` (found by fuzzing).
        return .stop(k > 0 && tree.keyword(k - 1) == .`case` ? k - 1 : k)
      }
      if keyword == .`case` { return .stop(k) }
      switch tree.kind(k) {
      case .identifier, .colon, .period, .operator: return .next
      case .keyword where keyword == .wildcard: return .next
      default: return .stop(nil)
      }
    }
    guard let patternStart, patternStart > 0 else { return nil }
    let pattern = tree.keyword(patternStart) == .`case` ? "case" : tree.text(patternStart)
    let before = tree.keyword(patternStart - 1)
    if before == .`if` || before == .`guard` || before == .`while` {
      return tree.text(patternStart - 1) + " " + pattern
    }
    // Earlier conditions, separated by commas, back to the statement keyword; a brace or
    // a semicolon means the comma was not in a condition list.
    guard tree.kind(patternStart - 1) == .comma else { return nil }
    return walkBack(from: patternStart - 2, limit: 400, in: tree) { k in
      switch tree.keyword(k) {
      case .`if`, .`guard`, .`while`: return .stop(tree.text(k) + " " + pattern)
      default: break
      }
      switch tree.kind(k) {
      case .leftBrace, .rightBrace, .leftParen, .leftBracket, .semicolon: return .stop(nil)
      default: return .next
      }
    }
  }

  private enum WalkStep<Result> {
    case next
    case stop(Result?)
  }

  /// Visits tokens from `start` backwards, a `(…)` or `[…]` group as one step (it is
  /// skipped, not visited), until `visit` stops; nil at a broken bracket, the file's start
  /// or after `limit` visits.
  private func walkBack<Result>(from start: Int, limit: Int, in tree: SyntaxTree, _ visit: (Int) -> WalkStep<Result>) -> Result? {
    var k = start
    var steps = 0
    while tree.isInFile(k) && steps < limit {
      steps += 1
      let kind = tree.kind(k)
      if kind == .rightParen || kind == .rightBracket {
        guard let open = tree.openingBracket(of: k) else { return nil }
        k = open - 1
        continue
      }
      if case .stop(let result) = visit(k) { return result }
      k -= 1
    }
    return nil
  }
}
