/// `state_initialized_twice`: an `@State` property with a declaration default that an
/// `init` of the same type also assigns.
///
/// Read in one file: the property's type body and its extensions in that file. Whether the
/// type is a view does not matter (the double initialization is wrong either way), so no
/// decision waits for the index.
public struct StateInitializedTwiceRule: Rule {
  public static let description = RuleDescription(
    id: "state_initialized_twice",
    summary: "An '@State' property should be initialized either by its default or by 'init', not both",
    rationale: """
      Flags an `@State` property declared with a default value (`@State private var query = ""`) \
      that an initializer of the same type — in its body or in an extension in the same file — \
      also assigns: `self.query = …`, `query = …`, or `_query = State(initialValue: …)` / \
      `State(wrappedValue: …)`.

      State belongs to the view's identity, not to the struct, and it is created once. With \
      `@State` as a property wrapper (Xcode 26 and earlier), assigning `self.query` in `init` \
      goes through a setter of storage SwiftUI has not installed yet and is silently \
      dropped, while assigning `_query` replaces the wrapper and makes the default dead \
      code; either way one of the two initial values is a lie. With Xcode 27, where `@State` \
      is a macro, the same code no longer compiles (the property is "used before being \
      initialized").

      Reported at the declaration; the message names the line of the first assignment. \
      Delegating initializers (`self.init(…)` first) are not flagged: they assign after \
      initialization. Known limits: an initializer in an extension in another file is not \
      seen.
      """,
    severity: .warning,
    fix: "Keep one initial value: remove the default when 'init' decides it, or remove the assignment",
    triggering: StateInitializedTwiceRuleExamples.triggering,
    nonTriggering: StateInitializedTwiceRuleExamples.nonTriggering)

  public init() {}

  /// The attribute is written `@State` or `@SwiftUI.State`.
  public var triggers: [Trigger] { [.attribute("State"), .attribute("SwiftUI")] }

  public func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    var initializersByType: [String: [Int]]? = nil
    var findings: [PendingFinding] = []
    for declaration in tree.declarations where declaration.kind == .variable {
      guard !declaration.initializerTokens.isEmpty, declaration.parent >= 0,
        tree.declarations[declaration.parent].kind.isTypeLike,
        let wrapper = tree.attribute(named: "State", on: declaration),
        wrapper.nameToken == wrapper.atToken + 1 || tree.token(wrapper.atToken + 1, is: "SwiftUI")
      else { continue }
      if initializersByType == nil { initializersByType = Self.initializersByType(in: tree) }
      let typeName = tree.qualifiedName(of: declaration.parent)
      let property = tree.name(of: declaration)
      guard let assignment = initializersByType?[typeName, default: []].lazy.compactMap({
        tree.firstAssignment(to: property, inInitializer: $0)
      }).first
      else { continue }
      let line = LineTable(tree.source.bytes).location(of: Int(tree.tokens[assignment].start)).line
      findings.append(PendingFinding(Finding(
        ruleID: Self.description.id,
        start: Int(tree.tokens[declaration.firstToken].start),
        end: Int(tree.tokens[declaration.lastToken].end),
        message: "'@State' property '\(property)' has a default value and is also assigned in 'init' at line \(line)",
        help: "keep one initial value: drop the default if 'init' decides it, or drop the assignment on line \(line); "
          + "with Xcode 27's '@State' macro this does not compile",
        related: [RelatedLocation(line: line, message: "'\(property)' is assigned here")])))
    }
    return findings
  }

  /// Initializers of every type and extension in the file, by the type's qualified name.
  static func initializersByType(in tree: SyntaxTree) -> [String: [Int]] {
    var result: [String: [Int]] = [:]
    for (index, declaration) in tree.declarations.enumerated() where declaration.kind == .initializer {
      guard declaration.parent >= 0, tree.declarations[declaration.parent].kind.isTypeLike, declaration.body >= 0 else { continue }
      result[tree.qualifiedName(of: declaration.parent), default: []].append(index)
    }
    return result
  }
}

extension SyntaxTree {
  /// The first token of the first statement in initializer `initializer` that assigns
  /// `property` (`self.p =`, `p =`, `_p =`, `self._p =`), outside closures; nil when there
  /// is none or the initializer delegates (`self.init(…)`).
  func firstAssignment(to property: String, inInitializer initializer: Int) -> Int? {
    let declaration = declarations[initializer]
    let open = declaration.body
    let close = partner(open)
    guard close > open else { return nil }
    var shadowed = false
    var inner = initializer + 1
    while inner < declarations.count && declarations[inner].firstToken <= declaration.lastToken {
      if name(of: declarations[inner]) == property { shadowed = true }
      inner += 1
    }
    var found: Int? = nil
    for k in (open + 1)..<close where kind(k - 1) != .period && (kind(k) == .identifier || kind(k) == .keyword) {
      let isSelf = tokens[k].keyword == .`self` && kind(k + 1) == .period
      if isSelf && tokens[k + 2].keyword == .`init` { return nil }
      guard found == nil, startsStatement(k), isInStatementsOf(open, token: k) else { continue }
      let nameToken = isSelf ? k + 2 : k
      guard isOperator(nameToken + 1, UInt8(ascii: "=")) else { continue }
      let name = nameText(nameToken)
      if name == "_" + property || (name == property && (isSelf || !shadowed)) { found = k }
    }
    return found
  }

  /// Whether token `index` begins a statement: first on its line, or after `{`, `}` or `;`.
  func startsStatement(_ index: Int) -> Bool {
    tokens[index].isAtStartOfLine || kind(index - 1) == .leftBrace || kind(index - 1) == .rightBrace || kind(index - 1) == .semicolon
  }

  /// Whether token `index` sits directly in block `open` or in control-flow blocks inside
  /// it, not in a closure or a nested declaration.
  func isInStatementsOf(_ open: Int, token index: Int) -> Bool {
    var block = enclosing(index)
    while block >= 0 && block != open {
      guard kind(block) == .leftBrace, role(ofBlock: block) == .controlFlow else { return false }
      block = enclosing(block)
    }
    return block == open
  }
}
