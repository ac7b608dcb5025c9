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
    category: .pedantic,
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
    var findings: [PendingFinding] = []
    for k in 1..<max(1, tree.tokenCount) where tree.isKeyword(k, .`if`) && tree.keyword(k - 1) != .`else` {
      guard let branches = ifElseBranches(at: k, in: tree),
        let viewType = sameViewType(branches, in: tree),
        let site = tree.renderSite(of: k)
      else { continue }
      let finding = finding(
        in: tree, from: k, through: branches.elseClose,
        message: "both branches of this 'if' build a '\(viewType)': each change of the condition replaces it and resets its state",
        help: "build one '\(viewType)' and pass the condition as a value (a ternary argument or modifier)")
      findings.append(site.pending(finding, project: file.project))
    }
    findings += conditionalModifierHelpers(in: tree)
    return findings
  }

  /// The two blocks of an `if … { } else { }`, each closed.
  private struct Branches {
    var then: Int
    var thenClose: Int
    var `else`: Int
    var elseClose: Int
  }

  /// The blocks of the `if` at `k`, for a plain Boolean condition and a final `else` block.
  private func ifElseBranches(at k: Int, in tree: SyntaxTree) -> Branches? {
    let next = tree.keyword(k + 1)
    if next == .`let` || next == .`var` || next == .`case` || tree.kind(k + 1) == .pound || tree.kind(k + 1) == .poundKeyword {
      return nil
    }
    var j = k + 1
    while j < tree.tokenCount {
      let kind = tree.kind(j)
      if kind == .leftBrace { break }
      if kind == .rightBrace || kind == .endOfFile { return nil }
      // `if a, let b = c {` unwraps too.
      if kind == .comma, tree.keyword(j + 1) == .`let` || tree.keyword(j + 1) == .`var` || tree.keyword(j + 1) == .`case` {
        return nil
      }
      if kind == .leftParen || kind == .leftBracket, let close = tree.closingBracket(of: j) { j = close }
      j += 1
    }
    guard tree.kind(j) == .leftBrace else { return nil }
    return elseBlock(after: j, in: tree)
  }

  /// The `{ } else { }` that starts at `then`, both blocks closed.
  private func elseBlock(after then: Int, in tree: SyntaxTree) -> Branches? {
    guard let thenClose = tree.closingBracket(of: then) else { return nil }
    let elseToken = thenClose + 1
    guard tree.keyword(elseToken) == .`else`, tree.kind(elseToken + 1) == .leftBrace,
      let elseClose = tree.closingBracket(of: elseToken + 1)
    else { return nil }
    return Branches(then: then, thenClose: thenClose, else: elseToken + 1, elseClose: elseClose)
  }

  /// The type both blocks build, when each is one view expression of the same type with
  /// the same trailing closures.
  private func sameViewType(_ branches: Branches, in tree: SyntaxTree) -> String? {
    let (a, b) = (branches.then, branches.else)
    guard let first = viewExpression(in: a, close: branches.thenClose, tree: tree),
      let second = viewExpression(in: b, close: branches.elseClose, tree: tree),
      tree.sameText(first.root, second.root),
      first.trailing.count == second.trailing.count
    else { return nil }
    for (x, y) in zip(first.trailing, second.trailing) where tree.text(from: x.open, through: x.close) != tree.text(from: y.open, through: y.close) {
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
  private func labelledValues(in open: Int, tree: SyntaxTree, isStyle: Bool) -> [String] {
    var values: [String] = []
    let block = tree.interior(of: open)
    for k in block where tree.kind(k) == .identifier {
      if isStyle {
        guard tree.kind(k - 1) == .period, tree.kind(k + 1) == .leftParen, endsWithStyle(k, in: tree),
          let close = tree.closingBracket(of: k + 1)
        else { continue }
        values.append(tree.text(from: k, through: close))
      } else {
        guard tree.token(k, is: "id") || tree.token(k, is: "key"), tree.kind(k + 1) == .colon,
          tree.enclosingBracket(of: k).map({ tree.kind($0) == .leftParen }) ?? false
        else { continue }
        var end = k + 2
        while end < block.upperBound, tree.kind(end) != .comma, tree.kind(end) != .rightParen {
          if tree.kind(end).isOpeningBracket, let close = tree.closingBracket(of: end) { end = close }
          end += 1
        }
        if end > k + 2 { values.append(tree.text(from: k + 2, through: end - 1)) }
      }
    }
    return values
  }

  private func endsWithStyle(_ k: Int, in tree: SyntaxTree) -> Bool {
    guard tree.length(k) > 5 else { return false }
    let end = tree.endOffset(k)
    return tree.source.bytes(end - 5, end, equal: "Style")
  }

  /// Wrappers whose branches are expected to hold different content, and SwiftUI's
  /// stateless leaves (text, images, shapes, spacers): replacing one of those loses no state
  /// and at most turns an update into a cross-fade, which is often what the author wants.
  /// `TimelineView` is generic over its schedule: two schedules are two types.
  private static let neutralTypes: Set<String> = [
    "AnyView", "Group", "EmptyView", "TimelineView", "Text", "Image", "Label", "Spacer", "Divider", "Color",
    "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape",
  ]

  private struct ViewExpression {
    var root: Int
    var trailing: [TrailingClosure]
  }

  /// The block `open…close` as `Name(…) { … }.modifier(…)…`, or nil when it holds anything else.
  private func viewExpression(in open: Int, close: Int, tree: SyntaxTree) -> ViewExpression? {
    let root = open + 1
    guard tree.kind(root) == .identifier, tree.startsUppercase(root), let call = tree.call(at: root) else { return nil }
    let expression = ViewExpression(root: root, trailing: call.trailingClosures)
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
  private func conditionalModifierHelpers(in tree: SyntaxTree) -> [PendingFinding] {
    var findings: [PendingFinding] = []
    for declaration in tree.declarations where declaration.kind == .function {
      guard let body = declaration.body, let parent = declaration.parent, tree.declarations[parent].kind == .extension,
        isViewName(tree.declarations[parent], in: tree)
      else { continue }
      for k in tree.interior(of: body) where tree.isKeyword(k, .`if`) {
        guard let branches = anyIfElse(at: k, in: tree) else { continue }
        let thenIsSelf = isSelfOnly(branches.then, close: branches.thenClose, in: tree)
        guard thenIsSelf != isSelfOnly(branches.else, close: branches.elseClose, in: tree),
          passesSelf(thenIsSelf ? branches.else : branches.then, in: tree)
        else { continue }
        let name = tree.name(of: declaration)
        findings.append(PendingFinding(finding(
          in: tree, from: declaration.keywordToken, through: declaration.keywordToken + 1,
          message: "'\(name)' applies a transform only when a condition holds: every call site switches between two different views",
          help: "remove '\(name)' and express the condition as a value in the modifiers at each call site")))
        break
      }
    }
    return findings
  }

  private func isViewName(_ extensionDeclaration: Declaration, in tree: SyntaxTree) -> Bool {
    guard let first = extensionDeclaration.nameToken else { return false }
    let last = extensionDeclaration.nameEnd - 1
    return tree.token(last, is: "View") && (last == first || tree.token(first, is: "SwiftUI"))
  }

  /// Like `ifElseBranches`, but `if let` is allowed (`ifLet(_:transform:)` helpers).
  private func anyIfElse(at k: Int, in tree: SyntaxTree) -> Branches? {
    var j = k + 1
    while j < tree.tokenCount, tree.kind(j) != .leftBrace {
      if tree.kind(j) == .rightBrace || tree.kind(j) == .endOfFile { return nil }
      if tree.kind(j) == .leftParen || tree.kind(j) == .leftBracket, let close = tree.closingBracket(of: j) { j = close }
      j += 1
    }
    return elseBlock(after: j, in: tree)
  }

  /// `{ self }` or `{ return self }`.
  private func isSelfOnly(_ open: Int, close: Int, in tree: SyntaxTree) -> Bool {
    var k = open + 1
    if tree.keyword(k) == .`return` { k += 1 }
    return tree.isKeyword(k, .`self`) && k + 1 == close
  }

  /// `{ transform(self) }`, `{ return content(self, value) }`.
  private func passesSelf(_ open: Int, in tree: SyntaxTree) -> Bool {
    var k = open + 1
    if tree.keyword(k) == .`return` { k += 1 }
    guard tree.kind(k) == .identifier, tree.kind(k + 1) == .leftParen else { return false }
    return tree.interior(of: k + 1).contains { tree.keyword($0) == .`self` && tree.kind($0 - 1) != .period && tree.kind($0 + 1) != .period }
  }
}
