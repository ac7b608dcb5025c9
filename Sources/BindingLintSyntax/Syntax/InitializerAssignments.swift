/// The stored properties an initializer assigns as statements of its own body:
/// `self.p = …`, `p = …`, `_p = …`, `self._p = …` — in `if`/`guard`/`switch` blocks too,
/// never in closures (they run later, if at all). `state_initialized_twice` reads them in
/// the file it checks, and `TypeFacts` records those of extensions for other files.
package struct InitializerAssignment: Sendable, Equatable {
  /// The property's name, without the wrapper's `_`.
  package var property: String
  /// The statement's first token.
  package var token: Int
  /// Written to the wrapper's storage (`_p = …`, `self._p = …`), not through `p`.
  package var isThroughStorage: Bool = false
  /// Inside an `if`/`guard`/`switch`/loop block of the body, so it may not run.
  package var isConditional: Bool = false

  /// `if let saved { _p = State(initialValue: saved) }`: the declaration's default stays the
  /// value used whenever the branch does not run, so the two initial values do not conflict.
  package var keepsDefaultAsFallback: Bool { isThroughStorage && isConditional }
}

extension SyntaxTree {
  /// The assignments in initializer `initializer`, in source order; empty when it
  /// delegates (`self.init(…)`: it assigns after initialization). A bare `p = …` is left
  /// out when the initializer declares a local `p`.
  package func assignments(inInitializer initializer: Int) -> [InitializerAssignment] {
    let declaration = declarations[initializer]
    let open = declaration.body
    guard open >= 0, partner(open) > open else { return [] }
    let close = partner(open)
    var locals: Set<String> = []
    var inner = initializer + 1
    while inner < declarations.count && declarations[inner].firstToken <= declaration.lastToken {
      locals.insert(name(of: declarations[inner]))
      inner += 1
    }
    var found: [InitializerAssignment] = []
    for k in (open + 1)..<close where kind(k - 1) != .period && (kind(k) == .identifier || kind(k) == .keyword) {
      let isSelf = tokens[k].keyword == .`self` && kind(k + 1) == .period
      if isSelf && tokens[k + 2].keyword == .`init` { return [] }
      guard startsStatement(k) else { continue }
      let nameToken = isSelf ? k + 2 : k
      guard isOperator(nameToken + 1, UInt8(ascii: "=")), kind(nameToken) == .identifier, isInStatementsOf(open, token: k) else { continue }
      var name = Substring(nameText(nameToken))
      let isThroughStorage = name.hasPrefix("_") && name.count > 1
      if isThroughStorage {
        name = name.dropFirst()
      } else if !isSelf && locals.contains(String(name)) {
        continue
      }
      found.append(InitializerAssignment(
        property: String(name), token: k, isThroughStorage: isThroughStorage, isConditional: enclosing(k) != open))
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
