import BindingLintSyntax

/// `force_unwrap_in_binding_getter`: a postfix `!`, `try!` or `as!` in the getter of a
/// binding built from closures, in any spelling `ManualBinding` recognises.
///
/// Prefix `!` (negation), `!=` and `!==` are other operators; the setter does not count.
package struct ForceUnwrapInBindingGetterRule: StrictOptionRule {
  package static let description = RuleDescription(
    id: "force_unwrap_in_binding_getter",
    summary: "A binding's getter must not force-unwrap: SwiftUI reads it after the value is gone",
    rationale: """
      Flags a postfix `!`, `try!` or `as!` inside the getter of a binding built from \
      closures: `Binding(get: { … }, set: …)`, `Binding { … } set: { … }`, \
      `.init(get:set:)`, including such bindings returned from computed properties.

      A getter like `{ store.item(with: id)! }` looks safe because the screen only \
      exists while the item does. But the getter is not called only while that screen \
      is on display: SwiftUI reads bindings while it diffs the old view tree against \
      the new one, while an animation or a navigation pop runs, and when a list row \
      outlives its model for one update. Delete the item, or let another scene delete \
      it, and the next read traps. The same holds for a `try!` lookup or an `as!` cast \
      whose premise changes at runtime. A cast to an existential (`as! any Constant`) or to \
      a generic parameter of the code around it (`as! S`) is not flagged: it adapts a type \
      the compiler cannot see through, not a value that can disappear. Nor is \
      `URL(string: "tcp://")!`: a URL from a string literal depends on no value, nor \
      calendar arithmetic (`Calendar.current.date(from: components)!`, \
      `calendar.nextDate(after: now, matching: parts, matchingPolicy: .nextTime)!`), nil only for \
      components no calendar can place, nor a conversion of a value the same binding's \
      setter stores (`UIColor(hex: tintHex)!` beside `set: { tintHex = UIColor($0).hex }`). \
      Nor is a binding built in code a test runs (a subclass of `XCTestCase` or of a \
      project's `…TestCase`, a Swift Testing suite or `@Test` function): the test reads \
      it at once.

      A force unwrap of a property (`item!`, `manager.selection!`) is reported by default \
      only when some linted file assigns that property `nil` (the finding points at the \
      line; for the view's own `@State`, not a computed optional of the same name): an \
      optional that is filled once and afterwards only replaced by other values is never \
      read as nil by a getter its screen guards. A lookup (`store.item(with: id)!`, \
      `items[i]!`) and the view's own `@Binding` (its caller resets the storage) are \
      reported regardless; with `strict: true` every force unwrap is.

      Return a fallback in the getter (`?? Item.placeholder`), or derive the binding \
      from a projected value (`$store.items[index]` inside `ForEach($store.items)`) so \
      SwiftUI stops reading it together with the data. The setter is not checked: it \
      only runs on a user action.
      """,
    category: .correctness,
    fix: "Return a fallback value from the getter ('?? placeholder') instead of force-unwrapping, or bind through a projected value",
    triggering: ForceUnwrapInBindingGetterRuleExamples.triggering,
    nonTriggering: ForceUnwrapInBindingGetterRuleExamples.nonTriggering
  ).with(options: [
    .strict(effect: "also flag a force unwrap of a property that no linted file sets to nil"),
  ])
  .with(triggeringUnderStrict: ForceUnwrapInBindingGetterRuleExamples.triggeringUnderStrict)

  /// `strict: true`: a force unwrap is reported whether or not the project resets the value.
  package var isStrict = false

  package init() {}

  /// Every form has a `get:` label or the word `Binding` (trailing-closure form).
  package var triggers: [Trigger] { [.label("get"), .word("Binding")] }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    var findings: [PendingFinding] = []
    for binding in file.analyses.manualBindings {
      guard let getter = binding.getterOpen else { continue }
      let body = tree.interior(of: getter)
      for k in body where tree.isOperator(k, UInt8(ascii: "!")) {
        let adjacent = tree.touches(k - 1, k)
        var what: String
        var start = k
        var end = k
        var reset = OptionalReset.always
        if tree.isKeyword(k - 1, .`try`) && adjacent {
          what = "'try!'"
          if let call = calledName(after: k, in: tree) { what += " on '\(call)'" }
          start = k - 1
        } else if tree.isKeyword(k - 1, .`as`) && adjacent {
          let type = castType(after: k, close: body.upperBound, in: tree)
          if isTypeAdaptingCast(after: k, in: tree) { continue }
          what = "'as! \(type.text)'"
          start = k - 1
          end = type.last
        } else if tree.isPostfixOperator(k) {
          guard let operand = operand(endingBefore: k, in: tree), !isLiteralURL(endingBefore: k, in: tree),
            !isCalendarDate(endingBefore: k, in: tree), !isRoundTrip(endingBefore: k, setter: binding.setterOpen, in: tree)
          else { continue }
          what = "a force unwrap of '\(operand.text)'"
          start = operand.first
          reset = OptionalReset.of(pathFrom: operand.first, through: k - 1, in: file)
        } else {
          continue
        }
        // A binding a test builds is read by that test, not by a view the app keeps.
        if tree.isInTestCode(start) { continue }
        let found = finding(
          in: tree, from: start, through: end,
          message: "getter of '\(binding.display(in: tree))' has \(what); SwiftUI may read the binding after the value is gone",
          help: "return a fallback value from the getter instead of trapping, or bind through a projected value")
        findings.append(reset.pending(found, in: tree, isStrict: isStrict))
      }
    }
    return findings
  }

  /// `URL(string: "tcp://")!`: a URL built from a string literal does not depend on any
  /// value that can go away (whether the literal parses is the author's to test once).
  private func isLiteralURL(endingBefore bang: Int, in tree: SyntaxTree) -> Bool {
    guard tree.kind(bang - 1) == .rightParen, let open = tree.openingBracket(of: bang - 1),
      let callee = tree.calleeBefore(open), tree.token(callee, is: "URL"),
      tree.token(open + 1, is: "string"), tree.kind(open + 2) == .colon, tree.kind(open + 3) == .stringQuote
    else { return false }
    // The literal runs from its opening quote to the closing one right before `)`, with
    // no interpolation inside.
    let interior = (open + 3)..<(bang - 1)
    return tree.kind(bang - 2) == .stringQuote && !interior.contains { tree.kind($0) == .interpolationOpen }
  }

  /// `UIColor(hex: tintHex)!` in a getter whose setter writes `tintHex` (`tintHex =
  /// UIColor($0).hex`): a conversion of a value this binding stores from a converted one.
  /// Nothing goes away, and the parse fails only for a value no code path stores
  /// (review46 P2).
  private func isRoundTrip(endingBefore bang: Int, setter: Int?, in tree: SyntaxTree) -> Bool {
    guard let setter, tree.kind(bang - 1) == .rightParen, let open = tree.openingBracket(of: bang - 1),
      let callee = tree.calleeBefore(open), tree.startsUppercase(callee), let setterClose = tree.closingBracket(of: setter)
    else { return false }
    let read = tree.interior(of: open).filter { tree.kind($0) == .identifier && !tree.isMemberOfOtherValue($0) && tree.kind($0 + 1) != .colon }
    guard !read.isEmpty else { return false }
    return read.allSatisfy { name in
      ((setter + 1)..<setterClose).contains { k in
        tree.sameText(k, name) && tree.isOperator(k + 1, UInt8(ascii: "=")) && (tree.kind(k - 1) != .period || tree.isKeyword(k - 2, .`self`))
      }
    }
  }

  /// `Calendar.current.date(from: components)!`, `calendar.date(byAdding: .day, value: 1,
  /// to: day)!`, `Calendar.gregorian.nextDate(after: now, matching: parts, matchingPolicy:
  /// .nextTime)!`: calendar arithmetic on values the getter builds, nil only for components
  /// no calendar can place — nothing that goes away with the model (review38 P1, review74:
  /// five such getters printed as crashes). The receiver is a calendar: a name ending in
  /// `calendar`/`Calendar`, or a static member of `Calendar` (`.current`, `.gregorian`).
  private func isCalendarDate(endingBefore bang: Int, in tree: SyntaxTree) -> Bool {
    guard tree.kind(bang - 1) == .rightParen, let open = tree.openingBracket(of: bang - 1),
      let callee = tree.calleeBefore(open), tree.token(callee, is: "date") || tree.token(callee, is: "nextDate"),
      tree.kind(callee - 1) == .period
    else { return false }
    let receiver = callee - 2
    guard tree.kind(receiver) == .identifier else { return false }
    let name = tree.nameText(receiver)
    if name.hasSuffix("calendar") || name.hasSuffix("Calendar") { return true }
    return tree.kind(receiver - 1) == .period && tree.token(receiver - 2, is: "Calendar")
  }

  /// The operand a postfix `!` applies to: `item`, `self.item`, `store.item(with: id)`,
  /// `items[i]`, `list.first { … }`; shortened to its last name when long.
  private func operand(endingBefore bang: Int, in tree: SyntaxTree) -> (first: Int, text: String)? {
    var s = bang - 1
    var first = bang
    var steps = 0
    while tree.isInFile(s) && steps < 64 {
      steps += 1
      let kind = tree.kind(s)
      if kind == .rightParen || kind == .rightBracket || kind == .rightBrace {
        guard let open = tree.openingBracket(of: s) else { break }
        first = open
        s = open - 1
        continue
      }
      if kind == .operator && tree.isPostfixOperator(s) { first = s; s -= 1; continue }
      let keyword = tree.keyword(s)
      guard kind == .identifier || keyword == .`self` || keyword == .`Self` || keyword == .`super` else { break }
      first = s
      guard tree.kind(s - 1) == .period else { break }
      s -= 2
    }
    guard first < bang, tree.kind(first) == .identifier || tree.kind(first) == .keyword else { return nil }
    var text = tree.text(from: first, through: bang - 1)
    if text.hasPrefix("self.") { text.removeFirst(5) }
    if text.utf8.count > 48 {
      var name = bang - 1
      while name > first && tree.kind(name) != .identifier { name = tree.openingBracket(of: name).map { $0 - 1 } ?? name - 1 }
      text = "…" + tree.text(name)
    }
    return (first, text)
  }

  /// `load` in `try! load(…)` or `JSONDecoder().decode` → `decode`: the last name before
  /// the first call's `(`.
  private func calledName(after bang: Int, in tree: SyntaxTree) -> String? {
    var k = bang + 1
    var name: Int?
    while k < tree.tokenCount && k < bang + 16 {
      let kind = tree.kind(k)
      if kind == .identifier { name = k }
      if kind == .leftParen || kind == .leftBrace, let name { return tree.text(name) }
      guard kind == .identifier || kind == .period || kind == .leftParen || kind == .rightParen || kind == .keyword else { break }
      if kind == .leftParen, let close = tree.closingBracket(of: k) { k = close }
      k += 1
    }
    return name.map { tree.text($0) }
  }

  /// `as! any P` (an existential) or `as! T` with `T` a generic parameter of a declaration
  /// around the cast: type plumbing, not a lookup that can fail when data changes.
  private func isTypeAdaptingCast(after bang: Int, in tree: SyntaxTree) -> Bool {
    let first = bang + 1
    if tree.token(first, is: "any") || tree.token(first, is: "some") { return true }
    guard tree.kind(first) == .identifier, !(tree.kind(first + 1) == .period) else { return false }
    let name = tree.text(first)
    var current = tree.declaration(containing: bang)
    while let at = current {
      if tree.genericParameterNames(of: tree.declarations[at]).contains(name) { return true }
      current = tree.declarations[at].parent
    }
    return false
  }

  /// The type after `as!`: names, dots, generic arguments, `[…]`, `?`.
  private func castType(after bang: Int, close: Int, in tree: SyntaxTree) -> (text: String, last: Int) {
    var k = bang + 1
    var last = bang
    while k < close && !(k > bang + 1 && tree.isAtStartOfLine(k)) {
      if tree.kind(k) == .identifier || tree.kind(k) == .period || tree.keyword(k) == .`Any` {
        last = k
        k += 1
      } else if tree.isGenericAngle(k) && tree.isOperator(k, UInt8(ascii: "<")) {
        k = tree.skipGenericArguments(k)
        last = k - 1
      } else if tree.kind(k) == .leftBracket && k == bang + 1, let end = tree.closingBracket(of: k) {
        last = end
        k = last + 1
      } else {
        break
      }
    }
    return last > bang ? (tree.text(from: bang + 1, through: last), last) : ("…", bang)
  }
}
