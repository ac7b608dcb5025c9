import BindingLintSyntax

/// `preview_state_without_previewable`: a `@State` (or another SwiftUI storage wrapper)
/// declared as a local of a `#Preview` body without `@Previewable`. SwiftUI never installs
/// storage for a local, so the preview shows the first value and ignores every change.
package struct PreviewStateWithoutPreviewableRule: Rule {
  package static let description = RuleDescription(
    id: "preview_state_without_previewable",
    summary: "State declared in a '#Preview' body needs '@Previewable' to work",
    rationale: """
      Flags `@State`, `@StateObject`, `@FocusState`, `@GestureState`, `@AppStorage`, \
      `@SceneStorage` and `@Binding` declared as locals of a `#Preview { … }` body without \
      `@Previewable` in front of them.

      SwiftUI installs state storage for the properties of a view, never for a local \
      variable. A local `@State var message = ""` in a preview compiles and hands \
      `$message` to the view under test, but nothing stores what the view writes back: \
      typing in the preview's text field, toggling a switch, dragging a slider does \
      nothing, and the preview looks broken although the view is fine. `@Previewable` \
      (Xcode 16, iOS 17 and macOS 14 and later) turns such a local into real storage of a \
      view the macro generates around the preview.

      The fix is unsafe (`--fix` applies it only with `--unsafe-fixes`): `@Previewable` \
      needs iOS 17 or macOS 14, and bindinglint does not know the project's deployment \
      target. On an older target, put the preview under `@available(iOS 17, macOS 14, *)` \
      or give it a small wrapper view that holds the state.

      Not flagged: a local nothing can change — read by value only, or handed as \
      `label: $name` to a view of the same file that never writes `label` (installed or \
      not, the preview shows the same); a `@FocusState` nothing reads, handed to a view of \
      the same file that only applies it with `.focused($label…)` (or `.focused(label…)` \
      for a `let label: FocusState<T>.Binding`; focus moves without the storage); locals without a wrapper, `@Previewable @State var …`, state in a \
      `PreviewProvider` (a type's static properties are another matter), and wrappers in \
      views declared inside the preview body.
      """,
    category: .suspicious,
    fix: "Write '@Previewable' before the wrapper ('@Previewable @State var message = \"\"'); it needs iOS 17 / macOS 14, so the fix is unsafe",
    fixSafety: .unsafe,
    triggering: PreviewStateWithoutPreviewableRuleExamples.triggering,
    nonTriggering: PreviewStateWithoutPreviewableRuleExamples.nonTriggering)

  private static let wrappers: [StaticString] = ["State", "StateObject", "FocusState", "GestureState", "AppStorage", "SceneStorage", "Binding"]

  package init() {}

  package var triggers: [Trigger] { [.word("Preview")] }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    var findings: [PendingFinding] = []
    for callee in 1..<max(1, tree.tokenCount) where tree.kind(callee) == .identifier && tree.isPreviewMacro(callee) {
      guard let call = tree.call(at: callee), let body = call.trailingClosures.first else { continue }
      for declaration in tree.declarations where declaration.kind == .variable || declaration.kind == .constant {
        // A local of the preview body itself, not a property of a type declared in it.
        guard declaration.firstToken > body.open && declaration.lastToken < body.close, declaration.parent == nil,
          let wrapper = tree.attributes(of: declaration).first(where: { attribute in Self.wrappers.contains { tree.token(attribute.nameToken, is: $0) } }),
          tree.attribute(named: "Previewable", on: declaration) == nil
        else { continue }
        let name = tree.name(of: declaration)
        // A value nothing can change shows the same thing installed or not (review32 P15).
        // An uninstalled `@StateObject` builds a new object on every read: always reported.
        if !tree.token(wrapper.nameToken, is: "StateObject"),
          !Self.mayChange(
            name, declaredBy: declaration, in: (body.open + 1)..<body.close, isFocus: tree.token(wrapper.nameToken, is: "FocusState"),
            of: tree)
        {
          continue
        }
        let offset = tree.startOffset(declaration.firstToken)
        let wrapperName = tree.text(wrapper.nameToken)
        // `@Previewable` is allowed only among the preview body's own statements, not in a
        // closure inside it (`AsyncContent { model in @State var x = … }`, review74).
        let isInPreviewBody = tree.enclosingBracket(of: declaration.firstToken) == body.open
        let finding = finding(
          in: tree, from: declaration.firstToken, through: declaration.lastToken,
          message: "'@\(wrapperName)' local '\(name)' in '#Preview' is never installed; changes to it do nothing",
          help: isInPreviewBody
            ? "write '@Previewable' before it: '@Previewable @\(wrapperName) var \(name)' "
              + "(iOS 17 / macOS 14; the deployment target is not known here, so the fix is unsafe)"
            : "move it to the '#Preview' body itself as '@Previewable @\(wrapperName) var \(name)' (a closure inside the "
              + "preview cannot hold it), or into a small view that holds it as '@\(wrapperName)'",
          // Unsafe: on a deployment target before iOS 17 / macOS 14 it does not compile.
          fix: isInPreviewBody
            ? Fix(description: "add '@Previewable'", edits: [Edit(offset: offset, endOffset: offset, replacement: "@Previewable ")], safety: .unsafe)
            : nil)
        // `@State var controller = EditorController()`: when nothing replaces the object, only
        // its members change, and those changes reach the views through the object itself
        // whether the storage is installed or not (review54 P2). Whether the type is a class
        // is the index's to say.
        if tree.token(wrapper.nameToken, is: "State"),
          let constructed = tree.constructedTypeName(in: declaration.initializerTokens),
          let mention = tree.referenceTypeMention(constructed, at: nil, project: file.project),
          !Self.mayChange(name, declaredBy: declaration, in: (body.open + 1)..<body.close, replacingOnly: true, of: tree)
        {
          findings.append(PendingFinding(finding) { index in mention.isClass(in: index) ? .drop : .keep })
          continue
        }
        findings.append(PendingFinding(finding))
      }
    }
    return findings
  }

  /// Whether code in `body` may change local `name`: it assigns or mutates it, or hands out
  /// `$name` or `_name` where something may write through it. `label: $name` handed to a struct this
  /// file declares, whose code never writes its `label` (nor hands it on), changes nothing.
  ///
  /// A focus value (`isFocus`) changes whenever the user moves focus; what matters is whether
  /// anything looks at it: the preview reading it, or the struct it is handed to doing more
  /// with its `label` than `.focused($label…)` (focus itself works without the storage; only
  /// the value nobody reads is lost).
  ///
  /// With `replacingOnly`, only a change of the whole value counts (`name = …`, and in the
  /// struct `label = …`): what replaces an object, not what writes its members.
  static func mayChange(
    _ name: String, declaredBy declaration: Declaration, in body: Range<Int>, isFocus: Bool = false, replacingOnly: Bool = false,
    of tree: SyntaxTree
  ) -> Bool {
    let projected = "$" + name
    let storage = "_" + name
    var writersByType: [Int: Set<String>] = [:]
    for k in body where tree.kind(k) == .identifier && (k < declaration.firstToken || k > declaration.lastToken) {
      let spelled = tree.nameText(k)
      if spelled == name {
        // A read of the focus (not an argument label that happens to share its name).
        if isFocus && !tree.isMemberOfOtherValue(k) && tree.kind(k + 1) != .colon { return true }
        if !tree.isMemberOfOtherValue(k), replacingOnly ? tree.isAssignmentOperator(k + 1)
          : tree.writes(at: k, mutating: { method in StateWrites.mutatingPrefixes.contains { method.hasPrefix($0) } })
        {
          return true
        }
        continue
      }
      // The wrapper itself handed on (`Field(focused: _focused)`): whatever takes it may write.
      if spelled == storage { return true }
      guard spelled == projected else { continue }
      // `Callee(…, label: $name, …)` with `Callee` a struct of this file.
      guard tree.kind(k - 1) == .colon, tree.kind(k - 2) == .identifier,
        tree.kind(k + 1) == .comma || tree.kind(k + 1) == .rightParen,
        let open = tree.enclosingBracket(of: k), tree.kind(open) == .leftParen, !tree.hasLeadingTrivia(open),
        tree.kind(open - 1) == .identifier,
        let type = tree.declarations.indices.first(where: { index in
          let candidate = tree.declarations[index]
          return candidate.kind == .struct && candidate.nameToken.map { tree.sameText($0, open - 1) } == true
        }),
        let typeBody = tree.declarations[type].body, let typeEnd = tree.closingBracket(of: typeBody)
      else { return true }
      if isFocus {
        if usesFocus(tree.nameText(k - 2), in: (typeBody + 1)..<typeEnd, of: tree) { return true }
        continue
      }
      if writersByType[type] == nil {
        let typeRange = (typeBody + 1)..<typeEnd
        writersByType[type] = replacingOnly ? Self.replacedNames(in: typeRange, of: tree) : tree.writtenNames(in: [typeRange])
      }
      if writersByType[type]?.contains(tree.nameText(k - 2)) ?? true { return true }
    }
    return false
  }

  /// The names a struct's code in `range` replaces as a whole (`name = …`, `self.name = …`)
  /// or hands on (`$name`, `_name`: whatever takes them may replace the value). Its
  /// initializers set up the properties rather than replace a caller's value, a nested
  /// type's code names its own properties, and `$name.member` writes a member.
  static func replacedNames(in range: Range<Int>, of tree: SyntaxTree) -> Set<String> {
    let skipped = tree.declarations.filter { inner in
      range.contains(inner.firstToken) && (inner.kind.isTypeLike || inner.kind == .initializer)
    }
    .map { $0.firstToken..<($0.lastToken + 1) }
    var names: Set<String> = []
    for k in range where tree.kind(k) == .identifier && !tree.isMemberOfOtherValue(k) && tree.keyword(k - 1) != .`var` && tree.keyword(k - 1) != .`let` {
      guard !skipped.contains(where: { $0.contains(k) }) else { continue }
      let spelled = tree.nameText(k)
      if spelled.hasPrefix("$") && tree.kind(k + 1) == .period { continue }
      if spelled.hasPrefix("$") || spelled.hasPrefix("_") {
        names.insert(String(spelled.dropFirst()))
      } else if tree.isAssignmentOperator(k + 1) {
        names.insert(spelled)
      }
    }
    return names
  }

  /// Whether the struct body `body` does anything with its focus property `label` other than
  /// declare it and apply it with `.focused($label…)`: reads it, or hands it on.
  static func usesFocus(_ label: String, in body: Range<Int>, of tree: SyntaxTree) -> Bool {
    let member = tree.declarations.first { candidate in
      body.contains(candidate.firstToken) && candidate.nameToken.map { tree.nameText($0) == label } == true
    }
    // `let isFocused: FocusState<Bool>.Binding`: the binding itself, applied as `.focused(isFocused)`
    // (review71 A7).
    let isBindingValue = member.map { member in
      let type = member.typeTokens
      return type.count >= 3 && type.contains { tree.token($0, is: "FocusState") } && tree.token(type.upperBound - 1, is: "Binding")
        && tree.kind(type.upperBound - 2) == .period
    } ?? false
    for k in body where tree.kind(k) == .identifier {
      if let member, k >= member.firstToken && k <= member.lastToken { continue }
      let spelled = tree.nameText(k)
      guard spelled == label || spelled == "_" + label || spelled == "$" + label else { continue }
      let applied = spelled == "$" + label || (isBindingValue && spelled == label)
      let isFocusedModifier = applied && tree.kind(k - 1) == .leftParen && tree.token(k - 2, is: "focused")
        && tree.kind(k - 3) == .period
      if !isFocusedModifier { return true }
    }
    return false
  }
}
