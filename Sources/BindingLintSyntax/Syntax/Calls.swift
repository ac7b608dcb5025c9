/// Calls read on demand: `f(a, label: b) { … } other: { … }`, `Binding<T>(get:set:)`,
/// `.alert(…)` in a modifier chain. A rule finds a callee name with a cheap token test and
/// asks for the call; nothing is built for code no rule looks at.
@usableFromInline package struct Call: Sendable {
  /// The name token before the arguments (`alert` in `.alert(…)`).
  @usableFromInline package var callee: Int
  /// `(` and `)` of the argument list; nil when the call has trailing closures only.
  @usableFromInline package var openParen: Int?
  @usableFromInline package var closeParen: Int?
  @usableFromInline package var arguments: [Argument]
  @usableFromInline package var trailingClosures: [TrailingClosure]
  /// Last token of the call, trailing closures included.
  @usableFromInline package var lastToken: Int

  package func argument(labeled label: StaticString, in tree: SyntaxTree) -> Argument? {
    arguments.first { $0.label.map { tree.token($0, is: label) } ?? false }
  }

  package func trailingClosure(labeled label: StaticString, in tree: SyntaxTree) -> TrailingClosure? {
    trailingClosures.first { $0.label.map { tree.token($0, is: label) } ?? false }
  }
}

@usableFromInline package struct Argument: Sendable {
  /// The label token; nil for an unlabeled argument.
  @usableFromInline package var label: Int?
  /// Tokens of the value: `valueStart..<valueEnd`.
  @usableFromInline package var valueStart: Int
  @usableFromInline package var valueEnd: Int
  package var isEmpty: Bool { valueEnd <= valueStart }
  /// The value's tokens.
  package var value: Range<Int> { valueStart..<max(valueStart, valueEnd) }
}

@usableFromInline package struct TrailingClosure: Sendable {
  /// The label token (`set` in `} set: {`); nil for the first, unlabeled closure.
  @usableFromInline package var label: Int?
  @usableFromInline package var open: Int
  @usableFromInline package var close: Int
}

extension SyntaxTree {
  /// The call whose callee is token `callee`, or nil if no `(` or `{` follows it on its line.
  /// A generic argument list between them is skipped (`Binding<Bool>(…)`).
  package func call(at callee: Int) -> Call? {
    var call = Call(callee: callee, openParen: nil, closeParen: nil, arguments: [], trailingClosures: [], lastToken: callee)
    guard let extent = walkCall(at: callee, closure: { call.trailingClosures.append(TrailingClosure(label: $0, open: $1, close: $2)) })
    else { return nil }
    if let open = extent.open, let close = extent.close {
      call.openParen = open
      call.closeParen = close
      call.arguments = arguments(between: open, and: close)
    }
    call.lastToken = extent.lastToken
    return call
  }

  /// The last token of the call whose callee is token `callee` (its `)` or its last trailing
  /// closure's `}`): `call(at:)`'s `lastToken` without building the arguments, for scans
  /// that ask it of every capitalized name.
  package func callLastToken(at callee: Int) -> Int? {
    walkCall(at: callee, closure: { _, _, _ in })?.lastToken
  }

  /// The one reading of a call's extent that `call(at:)` and `callLastToken(at:)` share:
  /// the parentheses, then each trailing closure (handed to `closure` as label, `{`, `}`).
  @inline(__always)
  private func walkCall(at callee: Int, closure: (Int?, Int, Int) -> Void) -> (open: Int?, close: Int?, lastToken: Int)? {
    guard callee >= 0 && callee < tokenCount else { return nil }
    var k = callee + 1
    if tokens[k].flags.contains(.genericAngle) && isOperator(k, UInt8(ascii: "<")) {
      k = skipGenericArguments(k)
    }
    var open: Int?
    var close: Int?
    var lastToken = callee
    if kind(k) == .leftParen && !tokens[k].isAtStartOfLine {
      let partner = partner(k)
      guard partner > k else { return nil }
      open = k
      close = partner
      lastToken = partner
      k = partner + 1
    }
    var hasClosures = false
    if kind(k) == .leftBrace && !tokens[k].isAtStartOfLine, partner(k) > k {
      hasClosures = true
      closure(nil, k, partner(k))
      k = partner(k) + 1
      while kind(k) == .identifier || kind(k) == .keyword, kind(k + 1) == .colon, kind(k + 2) == .leftBrace, partner(k + 2) > k + 2 {
        closure(k, k + 2, partner(k + 2))
        k = partner(k + 2) + 1
      }
      lastToken = k - 1
    }
    return open != nil || hasClosures ? (open, close, lastToken) : nil
  }

  /// Splits `( … )` at its top-level commas; `label:` prefixes become labels.
  package func arguments(between open: Int, and close: Int) -> [Argument] {
    var result: [Argument] = []
    var start = open + 1
    var k = start
    while k <= close {
      let kind = tokens[k].kind
      if k == close || kind == .comma {
        if k > start || kind == .comma {
          var argument = Argument(label: nil, valueStart: start, valueEnd: k)
          if k - start >= 2, tokens[start].kind == .identifier || tokens[start].kind == .keyword, tokens[start + 1].kind == .colon {
            argument.label = start
            argument.valueStart = start + 2
          }
          result.append(argument)
        }
        start = k + 1
        k += 1
        continue
      }
      if kind.isOpeningBracket, partner(k) > k { k = partner(k) + 1; continue }
      k += 1
    }
    return result
  }

  /// Index past the `>` matching the generic `<` at `open`.
  package func skipGenericArguments(_ open: Int) -> Int {
    var depth = 0
    var k = open
    while k < tokenCount {
      if tokens[k].flags.contains(.genericAngle) {
        depth += isOperator(k, UInt8(ascii: "<")) ? 1 : -1
        if depth == 0 { return k + 1 }
      } else if tokens[k].kind.isOpeningBracket, partner(k) > k {
        k = partner(k)
      }
      k += 1
    }
    return k
  }

  /// Whether `callee` is the name of the `#Preview` macro (`#Preview { … }`,
  /// `#Preview("Dark") { … }`).
  @inlinable @inline(__always) package func isPreviewMacro(_ callee: Int) -> Bool {
    callee > 0 && kind(callee - 1) == .pound && token(callee, is: "Preview")
  }

  /// For a closure `{` at `open`: the index of its `in` keyword when it has a signature
  /// (`{ x in`, `{ [weak self] (a, b) -> Bool in`, `{ $item in`), else nil.
  package func closureInKeyword(_ open: Int) -> Int? {
    let close = partner(open)
    var k = open + 1
    let limit = min(close < 0 ? tokenCount : close, open + 80)
    while k < limit {
      let token = tokens[k]
      switch token.kind {
      case .keyword:
        if token.keyword == .`in` { return k }
        guard token.keyword == .wildcard || token.keyword == .`throws` || token.keyword == .`self` else { return nil }
      case .leftBracket, .leftParen:
        guard partner(k) > k else { return nil }
        k = partner(k)
      case .identifier, .comma, .colon, .period, .at:
        break
      case .operator:
        guard token.flags.contains(.genericAngle) || isOperator(k, UInt8(ascii: "?")) || isOperator(k, UInt8(ascii: "!"))
          || (token.length == 2 && source.bytes[Int(token.start)] == UInt8(ascii: "-")) else { return nil }
      default:
        return nil
      }
      k += 1
    }
    return nil
  }
}
