/// The pieces of declaration headers: property bindings, generic and `where` clauses,
/// inheritance lists, effects, and where a type or an initializer expression ends.
extension DeclarationParser {
  /// `var a: T = e { accessors }` and `let a = 1, b = 2`: one declaration per binding, all
  /// sharing the attributes and modifiers written before the keyword.
  mutating func parseBindings(_ template: Declaration, start: Int) -> Parsed? {
    let firstDeclaration = declarations.count
    var k = template.keywordToken + 1
    var initializer: Range<Int>?
    var initializerOwner = -1
    while k < end {
      var declaration = template
      guard isName(k) || kind(k) == .leftParen || (kind(k) == .keyword && keyword(k) == .wildcard) else { break }
      declaration.nameIndex = k
      declaration.nameEnd = k + 1
      k = kind(k) == .leftParen ? closeIndex(of: k) + 1 : k + 1
      declaration.lastToken = k - 1
      if kind(k) == .colon {
        let typeEnd = self.typeEnd(from: k + 1)
        declaration.typeTokens = (k + 1)..<typeEnd
        declaration.lastToken = typeEnd - 1
        k = typeEnd
      }
      if isOperator(k, UInt8(ascii: "=")) {
        let expressionEnd = self.expressionEnd(from: k + 1)
        declaration.initializerTokens = (k + 1)..<expressionEnd
        declaration.lastToken = max(k, expressionEnd - 1)
        if initializer == nil && expressionEnd > k + 1 {
          initializer = (k + 1)..<expressionEnd
          initializerOwner = declarations.count
        }
        k = expressionEnd
      }
      if kind(k) == .leftBrace && (declaration.initializerTokens.isEmpty || isObserverBlock(k)) {
        declaration.bodyIndex = k
        declaration.lastToken = closeIndex(of: k)
        k = declaration.lastToken + 1
      }
      declarations.append(declaration)
      guard kind(k) == .comma else { break }
      k += 1
    }
    guard declarations.count > firstDeclaration else {
      attributes.removeSubrange(template.attributes.lowerBound...)
      modifiers.removeSubrange(template.modifiers.lowerBound...)
      return nil
    }
    if declarations.count - firstDeclaration > 1 { initializer = nil }
    let firstBody = declarations[firstDeclaration...].first { $0.bodyIndex >= 0 }?.bodyIndex
    return Parsed(
      first: firstDeclaration, resume: initializer?.lowerBound ?? firstBody ?? k,
      initializer: initializer, initializerOwner: initializerOwner)
  }

  /// `{ willSet … }` / `{ didSet … }` after an initializer is an observer block, not a
  /// trailing closure.
  func isObserverBlock(_ brace: Int) -> Bool {
    var i = brace + 1
    while kind(i) == .at { i += 1; if kind(i) == .identifier { i += 1 } }
    guard kind(i) == .identifier else { return false }
    let token = self.token(i)
    let text = bytes[Int(token.start)..<Int(token.end)]
    return text.elementsEqual("willSet".utf8) || text.elementsEqual("didSet".utf8)
  }

  /// After a generic `<`, the index past its matching `>`; `i` itself if no clause starts there.
  func skipGenericClause(_ i: Int) -> Int {
    guard i < end, token(i).flags.contains(.genericAngle), isOperator(i, UInt8(ascii: "<")) else { return i }
    var depth = 0
    var k = i
    while k < end {
      let token = tokens[k]
      if token.flags.contains(.genericAngle) {
        if isOperator(k, UInt8(ascii: "<")) { depth += 1 } else { depth -= 1 }
        if depth == 0 { return k + 1 }
      } else if token.kind == .leftParen || token.kind == .leftBracket {
        k = closeIndex(of: k)
      } else if token.kind == .leftBrace || token.kind == .rightBrace {
        return k
      }
      k += 1
    }
    // Past a bracket left open (`extension g<(>`) `k` is `end + 1`: stop at end of file.
    return min(k, end)
  }

  /// `: A, B<C>, @unchecked Sendable` up to `where` or `{`; a composition (`: A & B`) is
  /// one entry per protocol, as the type conforms to each.
  mutating func parseInheritance(at i: Int, into declaration: inout Declaration) -> Int {
    guard kind(i) == .colon else { return i }
    let first = inheritance.count
    var k = i + 1
    var entryStart = k
    var nameToken = -1
    while k < end {
      let token = tokens[k]
      if token.kind == .leftBrace || token.keyword == .`where` && token.kind == .keyword { break }
      if token.kind == .comma || isOperator(k, UInt8(ascii: "&")) {
        if nameToken >= 0 { inheritance.append(InheritedType(tokens: entryStart..<k, nameToken: nameToken)) }
        nameToken = -1
        entryStart = k + 1
        k += 1
        continue
      }
      if token.kind == .at {
        k += 2  // `@unchecked`, `@MainActor`, `@preconcurrency`
        entryStart = k
        continue
      }
      if token.kind == .leftParen || token.kind == .leftBracket {
        k = closeIndex(of: k) + 1
        continue
      }
      if token.flags.contains(.genericAngle) && isOperator(k, UInt8(ascii: "<")) {
        k = skipGenericClause(k)
        continue
      }
      if token.kind == .identifier || token.kind == .keyword { nameToken = k }
      if token.kind == .rightBrace || token.kind == .semicolon { break }
      k += 1
    }
    if nameToken >= 0 { inheritance.append(InheritedType(tokens: entryStart..<k, nameToken: nameToken)) }
    declaration.inheritance = first..<inheritance.count
    return k
  }

  /// `where T: P, U == V` up to the body's `{`.
  func skipWhereClause(_ i: Int) -> Int {
    guard kind(i) == .keyword && keyword(i) == .`where` else { return i }
    var k = i + 1
    while k < end && kind(k) != .leftBrace && kind(k) != .rightBrace {
      if kind(k) == .leftParen || kind(k) == .leftBracket { k = closeIndex(of: k) }
      k += 1
    }
    return k
  }

  /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync` after parameters.
  func skipEffects(_ i: Int) -> Int {
    var k = i
    while k < end {
      switch keyword(k) {
      case .async, .`throws`, .`rethrows`:
        k += 1
        if kind(k) == .leftParen && !token(k).hasLeadingTrivia { k = closeIndex(of: k) + 1 }
      default:
        if kind(k) == .identifier && token(k).length == 7 && bytes[Int(token(k).start)...].starts(with: "reasync".utf8) {
          k += 1
          continue
        }
        return k
      }
    }
    return k
  }

  /// One past the last token of the type starting at `i`: names, dots, generic arguments,
  /// `[…]`, `(…)`, `?`, `!`, `&`, `->`, `some`/`any`, attributes like `@escaping`.
  func typeEnd(from i: Int) -> Int {
    var k = i
    var expectsMore = true
    while k < end {
      let token = tokens[k]
      if k > i && token.isAtStartOfLine && !expectsMore { break }
      switch token.kind {
      case .identifier, .keyword:
        if token.kind == .keyword && !(token.keyword == .`Self` || token.keyword == .`Any` || token.keyword == .inout
          || token.keyword == .`throws` || token.keyword == .wildcard) { return k }
        if !expectsMore { return k }
        k += 1
        // `some View`, `any P`, `inout T`, `each T` keep expecting a name.
        expectsMore = token.keyword == .some || token.keyword == .any || token.keyword == .inout || token.keyword == .each
          || token.keyword == .`throws` || token.keyword == .async || token.keyword == .sending
          || token.keyword == .consuming || token.keyword == .borrowing
      case .period:
        k += 1
        expectsMore = true
      case .leftParen, .leftBracket:
        if !expectsMore { return k }
        k = closeIndex(of: k) + 1
        expectsMore = false
      case .at:
        k += 2
        if kind(k) == .leftParen && !self.token(k).hasLeadingTrivia { k = closeIndex(of: k) + 1 }
        expectsMore = true
      case .operator:
        if token.flags.contains(.genericAngle) && isOperator(k, UInt8(ascii: "<")) {
          k = skipGenericClause(k)
          expectsMore = false
        } else if isOperator(k, UInt8(ascii: "?")) || isOperator(k, UInt8(ascii: "!")) {
          guard !expectsMore, !token.hasLeadingTrivia else { return k }
          k += 1
        } else if isOperator(k, UInt8(ascii: "&")) || isArrow(k) {
          k += 1
          expectsMore = true
        } else if isOperator(k, UInt8(ascii: "~")) && expectsMore {
          k += 1
        } else if token.length == 3 && bytes[Int(token.start)] == UInt8(ascii: ".") && !expectsMore {
          k += 1  // variadic `T...`
        } else {
          return k
        }
      default:
        return k
      }
    }
    return k
  }

  /// One past the last token of the expression starting at `i`: it ends before a `,` `;`
  /// or closer at its own depth, before an observer block, or at a line break that does not
  /// continue it (a continuation line starts with `.`, a binary operator, `:` of a ternary,
  /// or `else`/`catch`, or the previous line ends with an operator).
  func expressionEnd(from i: Int) -> Int {
    var k = i
    while k < end {
      let token = tokens[k]
      if k > i && token.isAtStartOfLine && !continuesExpression(at: k) { return k }
      switch token.kind {
      case .leftParen, .leftBracket, .interpolationOpen:
        k = closeIndex(of: k) + 1
      case .leftBrace:
        if isObserverBlock(k) { return k }
        k = closeIndex(of: k) + 1
      case .rightParen, .rightBracket, .rightBrace, .comma, .semicolon, .endOfFile:
        return k
      default:
        k += 1
      }
    }
    return k
  }

  func continuesExpression(at k: Int) -> Bool {
    let token = self.token(k)
    switch token.kind {
    case .period, .colon:
      return true
    case .operator:
      return !token.flags.contains(.prefixOperator)
    case .keyword:
      if token.keyword == .`else` || token.keyword == .`catch` || token.keyword == .as || token.keyword == .is { return true }
    default:
      break
    }
    let previous = self.token(k - 1)
    if previous.kind == .operator && !previous.flags.contains(.postfixOperator) { return true }
    return previous.kind == .period
  }
}
