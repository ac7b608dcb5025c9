/// The one reader of "what does this initializer assign": the statements of an
/// initializer's body that assign a property of the type — `self.p = …`, `p = …`,
/// `_p = …`, `self._p = …` — in `if`/`guard`/`switch`/loop blocks too, never in closures
/// (they run later, if at all) and never a local that shadows the property. Every rule
/// that reads initializers (`state_initialized_twice`, `state_init_from_parameter`,
/// `inline_observed_object`, the reference-type rules' origin of a `@State` object) and
/// the type facts of extensions for other files ask here, so they agree on what an
/// initializer does.
@usableFromInline package struct InitializerAssignment: Sendable, Equatable {
  /// The property's name, without the wrapper's `_`.
  @usableFromInline package var property: String
  /// The statement's first token (`self` of `self._p`, or the name).
  @usableFromInline package var token: Int
  /// The assigned name's token (`_p` or `p`).
  @usableFromInline package var nameToken: Int
  /// The `=`.
  @usableFromInline package var equals: Int
  /// The assigned value's tokens: to the end of the statement (`statementEnd`).
  @usableFromInline package var value: Range<Int>
  /// Written to the wrapper's storage (`_p = …`, `self._p = …`), not through `p`.
  @usableFromInline package var isThroughStorage: Bool = false
  /// Inside an `if`/`guard`/`switch`/loop block of the body, so it may not run.
  @usableFromInline package var isConditional: Bool = false

  /// `if let saved { _p = State(initialValue: saved) }`: the declaration's default stays the
  /// value used whenever the branch does not run, so the two initial values do not conflict.
  package var keepsDefaultAsFallback: Bool { isThroughStorage && isConditional }
}

extension SyntaxTree {
  /// The assignments in initializer `initializer`, in source order. A bare `p = …` is left
  /// out when the initializer declares a local `p`. A delegating initializer's assignments
  /// are listed too; whether it delegates is `delegatesToSelfInit(_:)`.
  package func assignments(inInitializer initializer: Int) -> [InitializerAssignment] {
    let declaration = declarations[initializer]
    guard let open = declaration.body, let close = closingBracket(of: open) else { return [] }
    var locals: Set<String> = []
    var inner = initializer + 1
    while inner < declarations.count && declarations[inner].firstToken <= declaration.lastToken {
      locals.insert(name(of: declarations[inner]))
      inner += 1
    }
    var found: [InitializerAssignment] = []
    for k in (open + 1)..<close where kind(k - 1) != .period && (kind(k) == .identifier || kind(k) == .keyword) {
      let isSelf = keyword(k) == .`self` && kind(k + 1) == .period
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
        property: String(name), token: k, nameToken: nameToken, equals: nameToken + 1,
        value: (nameToken + 2)..<statementEnd(after: nameToken + 1, limit: close), isThroughStorage: isThroughStorage,
        isConditional: enclosing(k) != open))
    }
    return found
  }

  /// Whether initializer `initializer` calls `self.init(…)`: it assigns after the
  /// delegated initializer ran, so nothing it assigns is a first value.
  package func delegatesToSelfInit(_ initializer: Int) -> Bool {
    guard let open = declarations[initializer].body else { return false }
    for k in interior(of: open) where keyword(k) == .`self` && kind(k - 1) != .period && kind(k + 1) == .period {
      if keyword(k + 2) == .`init` { return true }
    }
    return false
  }

  /// One past the last token of the expression starting after `equals`: it runs to the
  /// next line that does not continue it (with `.` or a binary operator), a `;`, or `limit`.
  package func statementEnd(after equals: Int, limit: Int) -> Int {
    var k = equals + 1
    while k < limit {
      let token = tokens[k]
      if k > equals + 1 && token.isAtStartOfLine && token.kind != .period
        && !(token.kind == .operator && !token.flags.contains(.prefixOperator))
      {
        return k
      }
      if token.kind == .semicolon { return k }
      if token.kind.isOpeningBracket, let close = closingBracket(of: k), close < limit { k = close + 1; continue }
      k += 1
    }
    return limit
  }

  /// Whether token `index` begins a statement: first on its line, or after `{`, `}` or `;`.
  func startsStatement(_ index: Int) -> Bool {
    isAtStartOfLine(index) || kind(index - 1) == .leftBrace || kind(index - 1) == .rightBrace || kind(index - 1) == .semicolon
  }

  /// Whether token `index` is in the statements of an initializer's body (directly or in
  /// its control-flow blocks), not in a closure or a local function there.
  package func isInitializerStatement(_ index: Int) -> Bool {
    guard let holder = declaration(containing: index), declarations[holder].kind == .initializer,
      let open = declarations[holder].body
    else { return false }
    return isInStatementsOf(open, token: index)
  }

  /// Whether token `index` is inside a `defer` block within block `open` (it runs when the
  /// scope ends, not where it is written).
  package func isInDefer(_ index: Int, within open: Int) -> Bool {
    var block = enclosing(index)
    while block > open {
      if kind(block) == .leftBrace, isKeyword(block - 1, .`defer`) { return true }
      block = enclosing(block)
    }
    return false
  }

  /// Whether token `index` sits directly in block `open` or in control-flow blocks inside
  /// it, not in a closure or a nested declaration.
  package func isInStatementsOf(_ open: Int, token index: Int) -> Bool {
    var block = enclosing(index)
    while block >= 0 && block != open {
      guard kind(block) == .leftBrace, role(ofBlock: block) == .controlFlow else { return false }
      block = enclosing(block)
    }
    return block == open
  }
}
