import BindingLintSyntax

/// `unstable_view_identity`: an identity that is new on every evaluation.
///
/// Three shapes: `.id(UUID())`-like modifiers in render code; a computed `id` that
/// returns a fresh value in an `Identifiable` type (decided by the index: the conformance
/// may be added elsewhere); and `ForEach`/`List` `id:` key paths to such a computed
/// property declared in the same file.
package struct UnstableViewIdentityRule: Rule {
  package static let description = RuleDescription(
    id: "unstable_view_identity",
    summary: "A view's identity should not change every time it is computed",
    rationale: """
      Flags identity made from a value that is new each time it is read: the `.id(UUID())` \
      or `.id(Date())` modifier (also `UUID().uuidString`, `Date.now`) in render code; a \
      computed `var id` that returns `UUID()`, `Date()` or `.init()` in a type conforming to \
      `Identifiable` (anywhere in the linted sources); and `ForEach(…, id: \\.key)` or \
      `List(…, id: \\.key)` whose key is such a computed property declared in the same file \
      (and no other property of the file has that name).

      SwiftUI keys state, animations and transitions to identity. An identity that changes \
      on every evaluation makes every re-render a new view: its `@State` is reset, \
      `onAppear` and `task` run again, text fields lose focus, scroll positions jump, and \
      lists animate every row as removed and inserted. A computed `id` is re-evaluated on \
      every diff, so the same element never has the same identity twice.

      Not flagged: a stored `let id = UUID()`, which is created once with the value, and \
      `.id(value)` with anything that is not a fresh `UUID` or `Date`. Known limits: a \
      computed key path target declared in another file is not seen, `id: \\.id` is left \
      to the declaration of `id`, and a computed `id` is read only in files that mention \
      `Identifiable`, `View`, `ViewBuilder`, `ForEach` or `List`.

      Off by default: on eighteen public apps the computed `id` shape found three real \
      bugs (`Identifiable` enums whose `id` is `UUID()`, one shown with `.sheet(item:)`), but each of the \
      four `.id(UUID())` was a deliberate workaround (a `ProgressView` that must restart \
      its animation, a forced redraw marked as a hack), so precision is under the bar. \
      Enable it with `--enable unstable_view_identity`.
      """,
    category: .pedantic,
    fix: "Store the identity once ('let id = UUID()'), or derive it from the data; change '.id' only when the view should really be replaced",
    triggering: UnstableViewIdentityRuleExamples.triggering,
    nonTriggering: UnstableViewIdentityRuleExamples.nonTriggering)

  package init() {}

  /// Render code names `View` (`some View`, `: View`) or `ViewBuilder`; a computed `id` sits
  /// next to `Identifiable` or a view; key paths are in `ForEach`/`List`. Not `UUID`/`Date`:
  /// model and networking files mention them, and parsing them doubled the rule's cost.
  package var triggers: [Trigger] { [.word("View"), .word("ViewBuilder"), .word("Identifiable"), .word("ForEach"), .word("List")] }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    var findings: [PendingFinding] = []
    // Computed property name → declaring type, for key paths; a name some other property
    // of the file also has is left out, since the key path's root type is not known.
    var freshProperties: [String: String] = [:]
    for declaration in tree.declarations where declaration.kind == .variable || declaration.kind == .constant {
      guard declaration.kind == .variable, let body = declaration.body, declaration.initializerTokens.isEmpty,
        let parent = declaration.parent, tree.declarations[parent].kind.isTypeLike,
        let fresh = tree.freshValueReturned(byAccessorBlock: body)
      else { continue }
      let property = tree.name(of: declaration)
      let typeName = tree.qualifiedName(of: parent)
      guard property == "id" else {
        if freshProperties[property] == nil { freshProperties[property] = typeName }
        continue
      }
      let project = file.project
      let finding = finding(
        in: tree, from: declaration.firstToken, through: declaration.lastToken,
        message: "computed 'id' of '\(typeName)' returns a new '\(fresh)' on every read",
        help: "store it once: 'let id = \(fresh)()'")
      findings.append(PendingFinding(finding) { index in
        index.type(named: typeName, in: project, conformsToAnyOf: ["Identifiable"])
      })
    }
    if !freshProperties.isEmpty {
      for declaration in tree.declarations where declaration.kind == .variable || declaration.kind == .constant {
        guard let parent = declaration.parent, tree.declarations[parent].kind.isTypeLike,
          declaration.body.map({ tree.freshValueReturned(byAccessorBlock: $0) == nil }) ?? true
        else { continue }
        freshProperties[tree.name(of: declaration)] = nil
      }
    }
    for k in 0..<tree.tokenCount where tree.kind(k) == .identifier {
      if tree.token(k, is: "id"), tree.kind(k - 1) == .period, let pending = idModifierFinding(at: k, in: tree, project: file.project) {
        findings.append(pending)
      } else if !freshProperties.isEmpty, tree.token(k, is: "ForEach") || tree.token(k, is: "List"),
        let finding = keyPathFinding(at: k, in: tree, freshProperties: freshProperties)
      {
        findings.append(PendingFinding(finding))
      }
    }
    return findings
  }

  /// `.id(UUID())` and its relatives, in code that runs on every render: a view's `body`
  /// or another render member (`some View`, `@ViewBuilder`, as `manual_binding_in_body`
  /// decides it) of a type the index knows as view code, a free `some View` function, or
  /// `#Preview`.
  private func idModifierFinding(at name: Int, in tree: SyntaxTree, project: String?) -> PendingFinding? {
    guard let call = tree.call(at: name), call.arguments.count == 1, call.arguments[0].label == nil,
      let fresh = tree.freshValue(in: call.arguments[0].valueStart..<call.arguments[0].valueEnd, allowingMembers: true),
      let owner = tree.renderOwner(of: name)
    else { return nil }
    var typeName: String? = nil
    if case .member(let member) = owner {
      guard tree.isRenderMember(tree.declarations[member]) else { return nil }
      typeName = tree.enclosingType(of: member).map { tree.qualifiedName(of: $0) }
    }
    let finding = finding(
      in: tree, from: name - 1, through: call.lastToken,
      message: "'.id(\(tree.text(from: call.arguments[0].valueStart, through: call.arguments[0].valueEnd - 1)))' gives the view a new identity on every render",
      help: "use a value that changes only when the view should be replaced, or remove '.id'; a new '\(fresh)' resets the view's state every time")
    guard let typeName else { return PendingFinding(finding) }
    return PendingFinding(finding) { index in index.isRenderType(typeName, in: project) }
  }

  /// `ForEach(items, id: \.key)` where `key` is a computed property returning a fresh
  /// value (`id` itself is reported at its declaration, in `Identifiable` types).
  private func keyPathFinding(at name: Int, in tree: SyntaxTree, freshProperties: [String: String]) -> Finding? {
    guard let call = tree.call(at: name), let argument = call.argument(labeled: "id", in: tree), let label = argument.label,
      argument.valueEnd - argument.valueStart >= 3, tree.kind(argument.valueStart) == .backslash,
      tree.kind(argument.valueEnd - 2) == .period, tree.kind(argument.valueEnd - 1) == .identifier
    else { return nil }
    let key = tree.nameText(argument.valueEnd - 1)
    guard let typeName = freshProperties[key] else { return nil }
    return finding(
      in: tree, from: label, through: argument.valueEnd - 1,
      message: "'id: \\.\(key)' names a computed property of '\(typeName)' that returns a new value on every read",
      help: "identify elements by a stored property ('let \(key) = UUID()') or by a key of the data")
  }
}

extension SyntaxTree {
  /// `UUID()`, `UUID.init()`, `Date()`, `Date.init()`, `Date.now` spanning exactly
  /// `range` — or, with `allowingMembers`, followed by member accesses (`UUID().uuidString`).
  /// Answers the type name.
  fileprivate func freshValue(in range: Range<Int>, allowingMembers: Bool) -> String? {
    var k = range.lowerBound
    let end = range.upperBound
    guard k < end, kind(k) == .identifier, token(k, is: "UUID") || token(k, is: "Date") else { return nil }
    let type = token(k, is: "UUID") ? "UUID" : "Date"
    k += 1
    if kind(k) == .period && token(k + 1, is: "now") && type == "Date" {
      k += 2
    } else {
      if kind(k) == .period && keyword(k + 1) == .`init` { k += 2 }
      guard k < end, kind(k) == .leftParen, closingBracket(of: k) == k + 1 else { return nil }
      k += 2
    }
    while allowingMembers && k + 1 < end && kind(k) == .period && kind(k + 1) == .identifier { k += 2 }
    return k == end ? type : nil
  }

  /// For an accessor block `{ UUID() }`, `{ return Date() }`, `{ get { .init() } }`: the
  /// fresh value's type (`UUID`, `Date`, or the annotation's for `.init()`), else nil.
  fileprivate func freshValueReturned(byAccessorBlock open: Int) -> String? {
    var start = open + 1
    guard var end = closingBracket(of: open) else { return nil }
    if token(start, is: "get"), kind(start + 1) == .leftBrace, closingBracket(of: start + 1) == end - 1 {
      start += 2
      end -= 1
    }
    if keyword(start) == .`return` { start += 1 }
    if kind(start) == .period, keyword(start + 1) == .`init`, kind(start + 2) == .leftParen, closingBracket(of: start + 2) == start + 3,
      start + 4 == end, let owner = declarationByBody[open]
    {
      let annotation = declarations[owner].typeTokens
      guard annotation.count == 1, token(annotation.lowerBound, is: "UUID") || token(annotation.lowerBound, is: "Date") else { return nil }
      return text(annotation.lowerBound)
    }
    return freshValue(in: start..<end, allowingMembers: true)
  }
}
