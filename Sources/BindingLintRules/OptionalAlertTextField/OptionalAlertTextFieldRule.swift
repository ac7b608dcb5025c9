import BindingLintSyntax

/// `optional_alert_textfield`: an `.alert` with a `TextField` or `SecureField` whose
/// `isPresented:` is a hand-built binding over `optional != nil`.
///
/// The binding is read where it is written (`isPresented: Binding(get:set:)`, `.init`,
/// trailing-closure form) or found by name: a computed property or function of the same
/// type in this file (`isPresented: showingRename`, `isPresented: binding(for: item)`) or a
/// local constant before the alert. Alerts without a text field, `item:` alerts and
/// bindings built in other files are out of scope.
package struct OptionalAlertTextFieldRule: Rule {
  package static let description = RuleDescription(
    id: "optional_alert_textfield",
    summary: "An alert with a text field must not be presented by a binding that clears an optional",
    rationale: """
      Flags `.alert(…, isPresented: B) { … }` whose actions contain a `TextField` or \
      `SecureField`, where `B` is a binding built from closures (`Binding(get:set:)`, \
      `Binding { … } set: { … }`, `.init(get:set:)`, or a property or function of the same \
      type that returns one) whose getter tests an optional against `nil` (`item != nil`) \
      and whose setter clears it.

      Driving an alert from "is this optional set?" looks tidy: the optional carries the \
      payload the buttons need and doubles as the presentation flag. With a text field in \
      the alert it breaks on macOS. Pressing Return in the field dismisses the alert first, \
      which calls the binding's setter with `false`, which sets the optional to `nil`; only \
      then does the default button's action run, and by then the payload it was going to \
      commit is gone. The user typed a value, pressed Return, and nothing happened.

      Use a separate `@State` Bool for presentation and treat the optional as payload only: \
      set both when showing the alert, and clear the optional inside the button actions \
      after reading it. With `presenting:`, actions that use their closure parameter \
      (`{ tag in … save(tag) }`) captured the payload when they were built and are not \
      flagged, unless they also read the optional or anything else the setter clears \
      (`set: { … noteText = "" }` empties the field before the button reads it); actions \
      that ignore the parameter (`{ _ in … }`) are. Known limits: a binding defined in another file is not followed; a \
      text field inside a helper view the actions call (`renameActions`) is not seen; a \
      setter that calls a function (`set: { _ in model.dismiss() }`) is assumed to clear \
      the optional; alerts without a text field are left to `optional_presentation_binding`.
      """,
    severity: .error,
    fix: "Drive the alert with a separate '@State' Bool and clear the optional in the button actions, after reading it",
    triggering: OptionalAlertTextFieldRuleExamples.triggering,
    nonTriggering: OptionalAlertTextFieldRuleExamples.nonTriggering)

  package init() {}

  /// An alert this rule can flag always contains one of these.
  package var triggers: [Trigger] { [.word("TextField"), .word("SecureField")] }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    let lookup = DeclarationLookup(tree)
    var findings: [PendingFinding] = []
    var i = 0
    while i < tree.tokenCount {
      defer { i += 1 }
      let token = tree.tokens[i]
      guard token.kind == .identifier, token.length == 5, tree.token(i, is: "alert"),
        i == 0 || tree.tokens[i - 1].keyword != .`func`,
        let call = tree.call(at: i), call.openParen >= 0,
        let presented = call.argument(labeled: "isPresented", in: tree), !presented.isEmpty,
        let actions = actionsClosure(of: call, in: tree),
        let field = textField(inClosure: actions, tree: tree),
        let binding = presentingBinding(presented, alert: i, in: tree, lookup: lookup),
        let (optional, nameToken) = nilTestedOptional(binding, in: tree),
        let lost = valueLostOnReturn(call, actions: actions, optional: optional, optionalName: nameToken, setter: binding.setterOpen, in: tree)
      else { continue }
      let first = tree.kind(i - 1) == .period ? i - 1 : i
      findings.append(PendingFinding(Finding(
        ruleID: Self.description.id,
        start: Int(tree.tokens[first].start),
        end: Int(tree.tokens[call.lastToken].end),
        message: "alert is presented while '\(optional)' is non-nil and has a '\(field)': on macOS, Return clears '\(lost)' before the button reads it",
        help: "drive the alert with a separate '@State' Bool and clear '\(optional)' in the button actions, after reading it")))
    }
    return findings
  }

  /// `{` of the alert's actions: the `actions:` argument, the first trailing closure, or a
  /// labelled `actions:` trailing closure.
  func actionsClosure(of call: Call, in tree: SyntaxTree) -> Int? {
    if let actions = call.argument(labeled: "actions", in: tree), tree.kind(actions.valueStart) == .leftBrace {
      return actions.valueStart
    }
    return call.trailingClosures.first(where: { $0.label < 0 || tree.token($0.label, is: "actions") })?.open
  }

  /// `TextField` or `SecureField` anywhere in the actions closure at `open`.
  func textField(inClosure open: Int, tree: SyntaxTree) -> String? {
    let close = tree.partner(open)
    var k = open + 1
    while k < close {
      if tree.kind(k) == .identifier {
        if tree.token(k, is: "TextField") { return "TextField" }
        if tree.token(k, is: "SecureField") { return "SecureField" }
      }
      k += 1
    }
    return nil
  }

  /// What Return clears before the default button reads it: the optional, or — when
  /// `.alert(…, presenting: editing) { tag in … }` hands the actions the payload as they are
  /// built — another value the setter writes and the actions read (`set: { … noteText = "" }`
  /// empties the field's text). Nil when the actions use their named parameter and read
  /// nothing the setter writes. `{ _ in … }` takes nothing from the payload.
  func valueLostOnReturn(_ call: Call, actions open: Int, optional: String, optionalName: Int, setter: Int, in tree: SyntaxTree) -> String? {
    guard call.argument(labeled: "presenting", in: tree) != nil, let inKeyword = tree.closureInKeyword(open) else { return optional }
    let parameters = (open + 1..<inKeyword).filter { tree.kind($0) == .identifier }
    guard !parameters.isEmpty else { return optional }
    let written = setter >= 0 ? namesWritten(inClosure: setter, tree: tree) : []
    let close = tree.partner(open)
    var usesParameter = false
    var k = inKeyword + 1
    while k < close {
      if tree.kind(k) == .identifier && tree.kind(k - 1) != .period {
        if parameters.contains(where: { tree.sameText(k, $0) }) {
          usesParameter = true
        } else if tree.sameText(k, optionalName) {
          return optional
        } else if let cleared = written.first(where: { tree.sameText(k, $0) }) {
          return String(tree.nameText(cleared))
        }
      }
      k += 1
    }
    return usesParameter ? nil : optional
  }

  /// The names a setter closure assigns: the last name before each `=` (`noteText = ""`,
  /// `model.draft = nil` give `noteText` and `draft`).
  func namesWritten(inClosure open: Int, tree: SyntaxTree) -> [Int] {
    let close = tree.partner(open)
    guard close > open else { return [] }
    return (open + 1..<close).compactMap { k in
      tree.isOperator(k, UInt8(ascii: "=")) && tree.kind(k - 1) == .identifier ? k - 1 : nil
    }
  }

  /// The manual binding an `isPresented:` value is, or names.
  func presentingBinding(_ value: Argument, alert: Int, in tree: SyntaxTree, lookup: DeclarationLookup) -> ManualBinding? {
    var start = value.valueStart
    if tree.kind(start) == .period { start += 1 }
    if tree.token(start, is: "SwiftUI") && tree.kind(start + 1) == .period { start += 2 }
    if let binding = tree.manualBinding(at: start) {
      return binding.lastToken == value.valueEnd - 1 ? binding : nil
    }
    // `showingRename`, `self.showingRename`, `binding(for: item)`.
    var name = value.valueStart
    if tree.tokens[name].keyword == .`self` && tree.kind(name + 1) == .period { name += 2 }
    guard tree.kind(name) == .identifier else { return nil }
    let isWholeValue = name == value.valueEnd - 1
      || (tree.kind(name + 1) == .leftParen && tree.partner(name + 1) == value.valueEnd - 1)
    guard isWholeValue, let declaration = providerDeclaration(named: name, alert: alert, in: tree, lookup: lookup) else { return nil }
    var k = declaration.firstToken
    while k <= declaration.lastToken && k < tree.tokenCount {
      if let binding = tree.manualBinding(at: k) { return binding }
      k += 1
    }
    return nil
  }

  /// A property, function or local constant named like token `name`, declared in the
  /// alert's type (any extension of it in this file) or earlier in the alert's member.
  func providerDeclaration(named name: Int, alert: Int, in tree: SyntaxTree, lookup: DeclarationLookup) -> Declaration? {
    guard var member = tree.declaration(containing: alert) else { return nil }
    while tree.declarations[member].parent >= 0 && !tree.declarations[tree.declarations[member].parent].kind.isTypeLike {
      member = tree.declarations[member].parent
    }
    let memberDeclaration = tree.declarations[member]
    // The first in source order of: a local before the alert, a member of the same type.
    var found: Int?
    let named = lookup.values(named: name)
    // Skip the same-named declarations before the member, without looking at each.
    var low = 0
    var high = named.count
    while low < high {
      let mid = (low + high) / 2
      if tree.declarations[named[mid]].firstToken <= memberDeclaration.firstToken { low = mid + 1 } else { high = mid }
    }
    for candidate in named[low...] {
      let declaration = tree.declarations[candidate]
      if declaration.firstToken >= alert { break }
      if declaration.firstToken > memberDeclaration.firstToken && declaration.lastToken < alert {
        found = candidate
        break
      }
    }
    if memberDeclaration.parent >= 0, let first = lookup.valueMembers(ofType: tree.qualifiedName(of: memberDeclaration.parent), named: name).first {
      found = min(found ?? first, first)
    }
    return found.map { tree.declarations[$0] }
  }

  /// The optional the getter compares with `nil` (`x != nil`, `nil != self.x`), provided
  /// the setter can clear it (it mentions `nil` or the optional's name).
  func nilTestedOptional(_ binding: ManualBinding, in tree: SyntaxTree) -> (text: String, nameToken: Int)? {
    guard binding.getterOpen >= 0 else { return nil }
    let close = tree.partner(binding.getterOpen)
    var k = binding.getterOpen + 1
    while k < close {
      defer { k += 1 }
      guard tree.kind(k) == .operator, tree.token(k, is: "!=") else { continue }
      var range: (Int, Int)?
      if tree.tokens[k + 1].keyword == .`nil` {
        range = operandBefore(k, in: tree)
      } else if tree.tokens[k - 1].keyword == .`nil` {
        range = operandAfter(k, in: tree)
      }
      guard let (first, last) = range, first <= last else { continue }
      var text = tree.text(from: first, through: last)
      if text.hasPrefix("self.") { text.removeFirst(5) }
      var nameToken = last
      while nameToken > first && tree.kind(nameToken) != .identifier { nameToken -= 1 }
      guard tree.kind(nameToken) == .identifier, setterMayClear(binding, nameToken: nameToken, in: tree) else { continue }
      return (text, nameToken)
    }
    return nil
  }

  /// `a.b?.c`, `self.x`, `items[i]`, `model.item(for: id)` ending just before `op`.
  func operandBefore(_ op: Int, in tree: SyntaxTree) -> (Int, Int)? {
    var s = op - 1
    var first = op
    while s >= 0 {
      let token = tree.tokens[s]
      if token.kind == .rightParen || token.kind == .rightBracket {
        guard tree.partner(s) >= 0 else { break }
        s = tree.partner(s) - 1
        continue
      }
      if token.kind == .operator && token.flags.contains(.postfixOperator) { s -= 1; continue }
      guard token.kind == .identifier || token.keyword == .`self` else { break }
      first = s
      guard tree.kind(s - 1) == .period else { break }
      s -= 2
    }
    return first < op ? (first, op - 1) : nil
  }

  func operandAfter(_ op: Int, in tree: SyntaxTree) -> (Int, Int)? {
    var s = op + 1
    guard tree.kind(s) == .identifier || tree.tokens[s].keyword == .`self` else { return nil }
    var last = s
    s += 1
    while s < tree.tokenCount {
      let kind = tree.kind(s)
      if kind == .period && tree.kind(s + 1) == .identifier { last = s + 1; s += 2; continue }
      if (kind == .leftParen || kind == .leftBracket) && !tree.tokens[s].hasLeadingTrivia && tree.partner(s) > s {
        last = tree.partner(s); s = last + 1; continue
      }
      if kind == .operator && tree.tokens[s].flags.contains(.postfixOperator) { last = s; s += 1; continue }
      break
    }
    return (op + 1, last)
  }

  /// Whether the setter can be what clears the optional: it assigns `nil`, names the
  /// optional, or calls something (`model.dismissPopup()`) that may. An empty setter
  /// (`set: { _ in }`) or a plain flag assignment (`set: { showAlert = $0 }` next to a
  /// getter `showAlert && item != nil`) cannot. A setter that is not a closure literal is
  /// assumed to clear it.
  func setterMayClear(_ binding: ManualBinding, nameToken: Int, in tree: SyntaxTree) -> Bool {
    guard binding.setterOpen >= 0 else { return true }
    let close = tree.partner(binding.setterOpen)
    var k = (tree.closureInKeyword(binding.setterOpen) ?? binding.setterOpen) + 1
    while k < close {
      if tree.tokens[k].keyword == .`nil` { return true }
      if tree.kind(k) == .identifier {
        if tree.sameText(k, nameToken) { return true }
        if tree.kind(k + 1) == .leftParen && !tree.tokens[k + 1].hasLeadingTrivia { return true }
      }
      k += 1
    }
    return false
  }
}
