/// What a `{` is: a declaration's body, a closure (and whose), a control-flow block or an
/// accessor. Rules walk outward from a token through `enclosing` and ask this of each brace,
/// to know whether code runs on every render (a view builder) or only on an event.
@usableFromInline package enum BlockRole: Equatable, Sendable {
  case declarationBody(Int)
  /// A closure passed to a call: `callee` is the call's name token (nil if unknown), `label`
  /// the argument or trailing-closure label token (nil if none), `isTrailing` whether it is
  /// written after the parentheses.
  case closure(callee: Int?, label: Int?, isTrailing: Bool)
  /// A closure not passed to a call (`let f = { … }`, `{ … }()`).
  case freeClosure
  case controlFlow
  case accessor
}

extension SyntaxTree {
  /// Whether token `k` runs as part of block `block`'s own code: inside it, with only
  /// control-flow braces (`if`, `else`, `for`, `switch`…) between, no closure and no
  /// declaration body that would run it at another time.
  package func runsInBlock(_ block: Int, _ k: Int) -> Bool {
    var open = enclosingBracket(of: k)
    while let at = open, at != block {
      if kind(at) == .leftBrace && role(ofBlock: at) != .controlFlow { return false }
      open = enclosingBracket(of: at)
    }
    return open == block
  }

  package func role(ofBlock open: Int) -> BlockRole {
    if let owner = declarationByBody[open] { return .declarationBody(owner) }
    let previous = open - 1
    guard previous >= 0 else { return .freeClosure }
    let before = tokens[previous]
    switch before.kind {
    case .keyword:
      switch before.keyword {
      case .`else`, .`do`, .`defer`, .`repeat`: return .controlFlow
      case .`in`: return .freeClosure
      default: break
      }
    case .identifier:
      switch before.keyword {
      case .get, .set, .willSet, .didSet: return isAccessorPosition(previous) ? .accessor : closureOrControlFlow(open)
      default: break
      }
    case .colon:
      // `} label: {` (labelled trailing closure) or `action: {` (argument).
      let label = previous - 1
      if label > 0 && tokens[label - 1].kind == .rightBrace, let call = trailingClosureCall(endingAt: label - 1) {
        return .closure(callee: call.callee, label: label, isTrailing: true)
      }
      let parent = enclosing(open)
      if parent >= 0 && tokens[parent].kind == .leftParen {
        return .closure(callee: calleeBefore(parent), label: label, isTrailing: false)
      }
      return .freeClosure
    case .leftParen, .comma:
      let parent = enclosing(open)
      if parent >= 0 && tokens[parent].kind == .leftParen {
        return .closure(callee: calleeBefore(parent), label: nil, isTrailing: false)
      }
      return .freeClosure
    case .operator:
      return .freeClosure
    default:
      break
    }
    return closureOrControlFlow(open)
  }

  /// `if x {` is control flow; `Button("a") {` and `Task {` are trailing closures.
  func closureOrControlFlow(_ open: Int) -> BlockRole {
    if startsControlFlowStatement(before: open) { return .controlFlow }
    let previous = open - 1
    let kind = tokens[previous].kind
    if kind == .rightParen {
      let paren = partner(previous)
      return .closure(callee: paren > 0 ? calleeBefore(paren) : nil, label: nil, isTrailing: true)
    }
    if kind == .identifier { return .closure(callee: previous, label: nil, isTrailing: true) }
    if kind == .operator && tokens[previous].flags.contains(.genericAngle) {
      // `Binding<Bool> {`
      var k = previous
      var depth = 0
      while k >= 0 {
        if tokens[k].flags.contains(.genericAngle) { depth += isOperator(k, UInt8(ascii: ">")) ? 1 : -1 }
        if depth == 0 { break }
        k -= 1
      }
      // A `>` with no matching `<` leaves `k` at -1: no callee rather than token -2.
      return .closure(callee: k > 0 ? k - 1 : nil, label: nil, isTrailing: true)
    }
    return .freeClosure
  }

  /// The callee name token before a call's `(`, skipping generic arguments; nil if none.
  package func calleeBefore(_ paren: Int) -> Int? {
    var k = paren - 1
    if k >= 0 && isOperator(k, UInt8(ascii: ">")) && tokens[k].flags.contains(.genericAngle) {
      var depth = 0
      while k >= 0 {
        if tokens[k].flags.contains(.genericAngle) { depth += isOperator(k, UInt8(ascii: ">")) ? 1 : -1 }
        if depth == 0 { break }
        k -= 1
      }
      k -= 1
    }
    guard k >= 0 else { return nil }
    let kind = tokens[k].kind
    return kind == .identifier || (kind == .keyword && tokens[k].keyword == .`init`) ? k : nil
  }

  /// A call whose trailing closures end at `close` (`} label: {`), with its callee when
  /// one can be named (`f(…) { } label: {` with an unreadable `f` still is such a call).
  struct TrailingClosureCall {
    var callee: Int?
  }

  /// For `} label: {`, the call whose trailing closures end at `close`.
  func trailingClosureCall(endingAt close: Int) -> TrailingClosureCall? {
    var brace = partner(close)
    while brace > 0 {
      let previous = brace - 1
      switch tokens[previous].kind {
      case .colon:
        // An earlier labelled closure: `} a: { … } b: {`.
        guard previous >= 2, tokens[previous - 2].kind == .rightBrace else { return nil }
        brace = partner(previous - 2)
      case .rightParen:
        let paren = partner(previous)
        return paren > 0 ? TrailingClosureCall(callee: calleeBefore(paren)) : nil
      case .identifier:
        return TrailingClosureCall(callee: previous)
      default:
        return nil
      }
    }
    return nil
  }

  /// Whether `get`/`set`/`willSet`/`didSet` at `index` starts an accessor (it follows `{`,
  /// `}` or a line break, possibly after modifiers).
  func isAccessorPosition(_ index: Int) -> Bool {
    guard index > 0 else { return false }
    let previous = tokens[index - 1].kind
    return previous == .leftBrace || previous == .rightBrace || tokens[index].isAtStartOfLine
      || tokens[index - 1].keyword == .mutating || tokens[index - 1].keyword == .nonmutating
  }

  /// Whether the statement holding the `{` at `open` begins with `if`, `guard`, `while`,
  /// `for`, `switch` or `catch`: walks back at the same depth to the statement's start.
  func startsControlFlowStatement(before open: Int) -> Bool {
    var k = open - 1
    var steps = 0
    while k >= 0 && steps < 400 {
      steps += 1
      let token = tokens[k]
      if token.kind.isClosingBracket {
        let opener = partner(k)
        guard opener >= 0 else { return false }
        k = opener - 1
        continue
      }
      if token.kind.isOpeningBracket || token.kind == .semicolon { return false }
      if token.kind == .keyword {
        switch token.keyword {
        case .`if`, .`guard`, .`while`, .`for`, .`switch`, .`catch`: return true
        case .`let`, .`var`, .`case`:
          // `if let r = map[key] {`, `if a, let b = c {`, `guard case .x = y`, `for case let`:
          // a binding in a condition list belongs to the statement it continues.
          let previous = k > 0 ? tokens[k - 1] : token
          let continuesCondition = previous.kind == .comma
            || (previous.kind == .keyword && [.`if`, .`guard`, .`while`, .`for`, .`case`, .`catch`].contains(previous.keyword))
          if !continuesCondition { return false }
        case .`return`, .`in`: return false
        default: break
        }
      }
      if token.isAtStartOfLine {
        // A line continues the statement if it starts with `.`, an infix operator or `,`,
        // or the previous line ends with an operator, `,` or `&&`.
        let continues = token.kind == .period || token.kind == .comma
          || (token.kind == .operator && !token.flags.contains(.prefixOperator))
          || (k > 0 && (tokens[k - 1].kind == .comma || (tokens[k - 1].kind == .operator && !tokens[k - 1].flags.contains(.postfixOperator))))
        if !continues { return false }
      }
      k -= 1
    }
    return false
  }
}
