import BindingLintSyntax

/// `conditional_view_identity`: `if c { V(…)… } else { V(…)… }` in render code, where both
/// branches build the same view type and differ only in arguments or modifiers; and the
/// definition of a conditional-modifier helper (`func if(_:transform:)` on `View`) that
/// hides the same branch behind a call.
///
/// A branch counts when it is exactly one view expression: a capitalised name, its call,
/// and a chain of `.modifier(…)` calls. Trailing closures must be spelled the same in both
/// branches, so `VStack { A } else { VStack { B } }` (different content) is not reported.
/// `if let`, `if case`, `if #available` and `else if` chains are left alone, and `#if`
/// is a compile-time choice, not a runtime branch.
package struct ConditionalViewIdentityRule: Rule {
  package static let description = RuleDescription(
    id: "conditional_view_identity",
    summary: "Don't build the same view in both branches of an if; vary its arguments instead",
    rationale: """
      Flags an `if`/`else` in a view's render code whose two branches each build one view of \
      the same type, differing only in arguments or modifiers, and any `View` extension \
      method that applies a transform only when a condition holds (the popular \
      `.if(condition) { $0.… }` helper).

      SwiftUI identifies a view by its position in the view's structure. The two branches \
      of an `if` are two positions, so `if c { Card(…) } else { Card(…).opacity(0.5) }` \
      declares two different cards. When `c` changes, SwiftUI removes one and inserts the \
      other: the card's `@State` and `@StateObject` start again from their initial values, \
      `onAppear` and `task` run again, focus and scroll position are lost, and the change \
      is animated as a removal plus an insertion instead of a smooth update. Writing one \
      `Card` whose arguments or modifiers take the condition as a value keeps one identity \
      for both states. A conditional-modifier helper has the same branch inside it and \
      every call site inherits the problem without showing it.

      Not reported: SwiftUI's stateless leaves (`Text`, `Image`, `Label`, shapes, \
      `Spacer`), whose replacement loses nothing but a smooth update; branches that apply \
      different `…Style(…)` modifiers or hold a `TimelineView` (two styles or schedules \
      are two types, so no single expression can express both); and branches whose \
      `id:` or `key:` arguments differ, where a new identity is the point.

      Off by default: before those exclusions about a fifth of its findings on real apps \
      were deliberate replacements (a spinner becoming a progress bar, a setting bound to \
      another key), and the exclusions have not yet been measured on code they were not \
      drawn from. `switch` statements are not examined.
      """,
    severity: .warning,
    isEnabledByDefault: false,
    fix: """
      Build the view once and express the difference as a value: a ternary argument \
      ('Card(style: c ? .compact : .full)') or an inert modifier ('.opacity(c ? 1 : 0)', \
      '.disabled(c)'); replace '.if(…)' helpers with such modifiers at the call site
      """,
    triggering: ConditionalViewIdentityRuleExamples.triggering,
    nonTriggering: ConditionalViewIdentityRuleExamples.nonTriggering)

  package init() {}

  /// Render code declares `some View` (or a builder member), and the helper extends `View`;
  /// `else` alone would wake the rule in most model files too.
  package var triggers: [Trigger] { [.word("View"), .word("ViewBuilder"), .word("Preview")] }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    let renderRules = ManualBindingInBodyRule()
    var findings: [PendingFinding] = []
    var k = 0
    while k < tree.tokenCount {
      defer { k += 1 }
      guard k > 0, tree.tokens[k].keyword == .`if`, tree.kind(k) == .keyword, tree.tokens[k - 1].keyword != .`else`,
        let branches = ifElseBranches(at: k, in: tree),
        let viewType = sameViewType(branches.then, branches.else, in: tree),
        let site = tree.renderSite(of: k, renderRules: renderRules)
      else { continue }
      let finding = Finding(
        ruleID: Self.description.id,
        start: Int(tree.tokens[k].start), end: Int(tree.tokens[tree.partner(branches.else)].end),
        message: "both branches of this 'if' build a '\(viewType)': each change of the condition replaces it and resets its state",
        help: "build one '\(viewType)' and pass the condition as a value (a ternary argument or modifier)")
      findings.append(site.pending(finding, project: file.project))
    }
    findings += conditionalModifierHelpers(in: tree)
    return findings
  }

  /// `{` of the then-block and of the else-block of the `if` at `k`, for a plain Boolean
  /// condition and a final `else` block.
  func ifElseBranches(at k: Int, in tree: SyntaxTree) -> (then: Int, else: Int)? {
    let next = tree.tokens[k + 1]
    if next.keyword == .`let` || next.keyword == .`var` || next.keyword == .`case` || tree.kind(k + 1) == .pound
      || tree.kind(k + 1) == .poundKeyword {
      return nil
    }
    var j = k + 1
    while j < tree.tokenCount {
      let kind = tree.kind(j)
      if kind == .leftBrace { break }
      if kind == .rightBrace || kind == .endOfFile { return nil }
      // `if a, let b = c {` unwraps too.
      if kind == .comma, tree.tokens[j + 1].keyword == .`let` || tree.tokens[j + 1].keyword == .`var` || tree.tokens[j + 1].keyword == .`case` {
        return nil
      }
      if (kind == .leftParen || kind == .leftBracket), tree.partner(j) > j { j = tree.partner(j) }
      j += 1
    }
    guard tree.kind(j) == .leftBrace, tree.partner(j) > j else { return nil }
    let elseToken = tree.partner(j) + 1
    guard tree.tokens[elseToken].keyword == .`else`, tree.kind(elseToken + 1) == .leftBrace, tree.partner(elseToken + 1) > elseToken + 1
    else { return nil }
    return (j, elseToken + 1)
  }

  /// The type both blocks build, when each is one view expression of the same type with
  /// the same trailing closures.
  func sameViewType(_ a: Int, _ b: Int, in tree: SyntaxTree) -> String? {
    guard let first = viewExpression(in: a, tree: tree), let second = viewExpression(in: b, tree: tree),
      tree.sameText(first.root, second.root),
      first.trailing.count == second.trailing.count
    else { return nil }
    for (x, y) in zip(first.trailing, second.trailing)
    where tree.text(from: x, through: tree.partner(x)) != tree.text(from: y, through: tree.partner(y)) {
      return nil
    }
    let name = tree.text(first.root)
    guard !Self.neutralTypes.contains(name),
      labelledValues(in: a, tree: tree, isStyle: true) == labelledValues(in: b, tree: tree, isStyle: true),
      labelledValues(in: a, tree: tree, isStyle: false) == labelledValues(in: b, tree: tree, isStyle: false)
    else { return nil }
    return name
  }

  /// With `isStyle`, the text of every `…Style(…)` modifier call in the block (`.buttonStyle(.primary)`):
  /// two different styles are two different types, so no single expression can hold both.
  /// Otherwise, the values of every `id:` and `key:` argument: a different key is a
  /// different thing on purpose.
  func labelledValues(in open: Int, tree: SyntaxTree, isStyle: Bool) -> [String] {
    var values: [String] = []
    let close = tree.partner(open)
    var k = open + 1
    while k < close {
      defer { k += 1 }
      guard tree.kind(k) == .identifier else { continue }
      if isStyle {
        guard tree.kind(k - 1) == .period, tree.kind(k + 1) == .leftParen, endsWithStyle(k, in: tree), tree.partner(k + 1) > k else { continue }
        values.append(tree.text(from: k, through: tree.partner(k + 1)))
      } else {
        guard tree.token(k, is: "id") || tree.token(k, is: "key"), tree.kind(k + 1) == .colon,
          tree.kind(tree.enclosing(k)) == .leftParen
        else { continue }
        var end = k + 2
        while end < close, tree.kind(end) != .comma, tree.kind(end) != .rightParen {
          if tree.kind(end).isOpeningBracket, tree.partner(end) > end { end = tree.partner(end) }
          end += 1
        }
        if end > k + 2 { values.append(tree.text(from: k + 2, through: end - 1)) }
      }
    }
    return values
  }

  func endsWithStyle(_ k: Int, in tree: SyntaxTree) -> Bool {
    let token = tree.tokens[k]
    guard token.length > 5 else { return false }
    let end = Int(token.end)
    let suffix = Array("Style".utf8)
    for (offset, byte) in suffix.enumerated() where tree.source.bytes[end - 5 + offset] != byte { return false }
    return true
  }

  /// Wrappers whose branches are expected to hold different content, and SwiftUI's
  /// stateless leaves (text, images, shapes, spacers): replacing one of those loses no state
  /// and at most turns an update into a cross-fade, which is often what the author wants.
  /// `TimelineView` is generic over its schedule: two schedules are two types.
  static let neutralTypes: Set<String> = [
    "AnyView", "Group", "EmptyView", "TimelineView", "Text", "Image", "Label", "Spacer", "Divider", "Color",
    "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape",
  ]

  struct ViewExpression {
    var root: Int
    /// `{` of the root call's trailing closures.
    var trailing: [Int]
  }

  /// The block at `open` as `Name(…) { … }.modifier(…)…`, or nil when it holds anything else.
  func viewExpression(in open: Int, tree: SyntaxTree) -> ViewExpression? {
    let close = tree.partner(open)
    let root = open + 1
    let token = tree.tokens[root]
    guard token.kind == .identifier, tree.source.bytes[Int(token.start)] >= UInt8(ascii: "A"),
      tree.source.bytes[Int(token.start)] <= UInt8(ascii: "Z"), let call = tree.call(at: root)
    else { return nil }
    let expression = ViewExpression(root: root, trailing: call.trailingClosures.map(\.open))
    var k = call.lastToken + 1
    while k < close {
      guard tree.kind(k) == .period, tree.kind(k + 1) == .identifier || tree.kind(k + 1) == .keyword else { return nil }
      if let modifier = tree.call(at: k + 1) {
        k = modifier.lastToken + 1
      } else {
        k += 2
      }
    }
    guard k == close else { return nil }
    return expression
  }

  /// `func if(_ condition: Bool, transform: (Self) -> Content) -> some View` in an extension
  /// of `View`: a body with an `if`/`else` where one branch is `self` and the other hands
  /// `self` to a parameter.
  func conditionalModifierHelpers(in tree: SyntaxTree) -> [PendingFinding] {
    var findings: [PendingFinding] = []
    for declaration in tree.declarations where declaration.kind == .function && declaration.body >= 0 {
      guard declaration.parent >= 0, tree.declarations[declaration.parent].kind == .extension,
        isViewName(tree.declarations[declaration.parent], in: tree)
      else { continue }
      let close = tree.partner(declaration.body)
      var k = declaration.body + 1
      while k < close {
        defer { k += 1 }
        guard tree.tokens[k].keyword == .`if`, tree.kind(k) == .keyword, let branches = anyIfElse(at: k, in: tree),
          isSelfOnly(branches.then, in: tree) != isSelfOnly(branches.else, in: tree),
          passesSelf(isSelfOnly(branches.then, in: tree) ? branches.else : branches.then, in: tree)
        else { continue }
        let name = tree.name(of: declaration)
        findings.append(PendingFinding(Finding(
          ruleID: Self.description.id,
          start: Int(tree.tokens[declaration.keywordToken].start), end: Int(tree.tokens[declaration.keywordToken + 1].end),
          message: "'\(name)' applies a transform only when a condition holds: every call site switches between two different views",
          help: "remove '\(name)' and express the condition as a value in the modifiers at each call site")))
        break
      }
    }
    return findings
  }

  func isViewName(_ extensionDeclaration: Declaration, in tree: SyntaxTree) -> Bool {
    let last = extensionDeclaration.nameEnd - 1
    return tree.token(last, is: "View") && (last == extensionDeclaration.nameToken || tree.token(extensionDeclaration.nameToken, is: "SwiftUI"))
  }

  /// Like `ifElseBranches`, but `if let` is allowed (`ifLet(_:transform:)` helpers).
  func anyIfElse(at k: Int, in tree: SyntaxTree) -> (then: Int, else: Int)? {
    var j = k + 1
    while j < tree.tokenCount, tree.kind(j) != .leftBrace {
      if tree.kind(j) == .rightBrace || tree.kind(j) == .endOfFile { return nil }
      if (tree.kind(j) == .leftParen || tree.kind(j) == .leftBracket), tree.partner(j) > j { j = tree.partner(j) }
      j += 1
    }
    guard tree.partner(j) > j else { return nil }
    let elseToken = tree.partner(j) + 1
    guard tree.tokens[elseToken].keyword == .`else`, tree.kind(elseToken + 1) == .leftBrace, tree.partner(elseToken + 1) > elseToken + 1
    else { return nil }
    return (j, elseToken + 1)
  }

  /// `{ self }` or `{ return self }`.
  func isSelfOnly(_ open: Int, in tree: SyntaxTree) -> Bool {
    var k = open + 1
    if tree.tokens[k].keyword == .`return` { k += 1 }
    return tree.tokens[k].keyword == .`self` && tree.kind(k) == .keyword && k + 1 == tree.partner(open)
  }

  /// `{ transform(self) }`, `{ return content(self, value) }`.
  func passesSelf(_ open: Int, in tree: SyntaxTree) -> Bool {
    var k = open + 1
    if tree.tokens[k].keyword == .`return` { k += 1 }
    guard tree.kind(k) == .identifier, tree.kind(k + 1) == .leftParen else { return false }
    let close = tree.partner(k + 1)
    guard close > k + 1 else { return false }
    return (k + 2..<close).contains { tree.tokens[$0].keyword == .`self` && tree.kind($0 - 1) != .period && tree.kind($0 + 1) != .period }
  }
}
