import BindingLintSyntax
import BindingLintIndex

/// `unused_bindable`: an `@Bindable` property or local whose projection (`$name`) is never
/// used. Uses in the file are read here; extensions of the type in other files reach the
/// decision through the index (`extensionsMentioning`).
package struct UnusedBindableRule: Rule {
  package static let description = RuleDescription(
    id: "unused_bindable",
    summary: "'@Bindable' is only needed where bindings to the object's members are made",
    rationale: """
      Flags an `@Bindable` property (`@Bindable var model: Model`) or local \
      (`@Bindable var model = model` in a `body`) that is never projected: no `$model` \
      anywhere the name is in scope — the type's declaration and its extensions in the \
      file, or the rest of the local's block.

      `@Bindable` exists for one thing: `$model.title` makes a `Binding` to a member of an \
      `@Observable` object. Reading and writing the object's members through a plain \
      `let`/`var` is already tracked by Observation, so an `@Bindable` that is never \
      projected only adds a wrapper and tells the reader, wrongly, that the view edits the \
      object through bindings. Drop the attribute (`let model: Model`, or no local at \
      all); add it back where a `$model.member` binding is made.

      Not flagged: a property an extension in another file of the project might project \
      (one that mentions the name), `@Bindable` in a preview (`@Previewable`), and names \
      whose `$` form appears anywhere in scope, even in a closure. Sources: Apple's \
      documentation of `Bindable` ("Use this property wrapper to create bindings to \
      mutable properties of a data model object that conforms to the Observable protocol").

      Off by default: it changes nothing at run time, and where a team writes `@Bindable` \
      on every view model on purpose nobody takes the sweep (one app of the sixteenth \
      unseen set declares 376 and projects 14: 362 findings, 1 of 30 read worth a \
      change; in fifteen earlier sets nearly all were). Turn it on with \
      `--enable unused_bindable` (or `--enable style`), or with \
      `"unused_bindable": "warning"` in the configuration's `rules`.
      """,
    category: .style, isEnabledByDefault: false,
    fix: "Remove '@Bindable' (a plain 'let' or 'var' is observed the same way), or use it where '$name.member' bindings are made",
    triggering: UnusedBindableRuleExamples.triggering,
    nonTriggering: UnusedBindableRuleExamples.nonTriggering)

  package init() {}

  package var triggers: [Trigger] { [.attribute("Bindable"), .attribute("SwiftUI")] }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    let lookup = file.analyses.lookup
    var findings: [PendingFinding] = []
    for (index, declaration) in tree.declarations.enumerated() where declaration.kind == .variable {
      guard let wrapper = tree.attribute(named: "Bindable", on: declaration),
        wrapper.nameToken == wrapper.atToken + 1 || tree.token(wrapper.atToken + 1, is: "SwiftUI"),
        !tree.attributes(of: declaration).contains(where: { tree.token($0.nameToken, is: "Previewable") }),
        let nameToken = declaration.nameToken, let parent = declaration.parent
      else { continue }
      let name = tree.nameText(nameToken)
      let isProperty = tree.declarations[parent].kind.isTypeLike
      let ranges = isProperty ? lookup.memberUsageRanges(of: index) : [localScope(of: declaration, in: tree)]
      guard !ranges.contains(where: { isProjected(name, in: $0, of: tree) }) else { continue }
      let finding = finding(
        in: tree, from: declaration.firstToken, through: declaration.lastToken,
        message: "'@Bindable' \(isProperty ? "property" : "local") '\(name)' is never projected with '$\(name)'",
        help: "remove '@Bindable': reading '\(name)' is observed without it; it is needed only to write '$\(name).member'")
      guard isProperty else {
        findings.append(PendingFinding(finding))
        continue
      }
      let type = tree.qualifiedName(of: parent)
      let project = file.project
      let path = tree.source.path
      findings.append(PendingFinding(finding) { index in
        index.extensionsMentioning(name, of: type, in: project, outside: path).isEmpty
      })
    }
    return findings
  }

  /// A local's scope: from the declaration to the end of the block around it. In code
  /// being typed (`@Bindable var m = (` before the block's `}`) the declaration can run
  /// past that end: the scope is then empty.
  private func localScope(of declaration: Declaration, in tree: SyntaxTree) -> Range<Int> {
    let after = declaration.lastToken + 1
    guard let open = tree.enclosingBracket(of: declaration.firstToken), let close = tree.closingBracket(of: open) else {
      return min(after, tree.tokenCount)..<tree.tokenCount
    }
    return min(after, close)..<close
  }

  /// Whether `$name` occurs in `range`.
  private func isProjected(_ name: String, in range: Range<Int>, of tree: SyntaxTree) -> Bool {
    let length = name.utf8.count + 1
    for k in range where tree.kind(k) == .identifier && tree.length(k) == length && tree.firstByte(of: k) == UInt8(ascii: "$") {
      if tree.text(k).dropFirst() == name { return true }
    }
    return false
  }
}
