/// Operators, with the three decisions swift-syntax's parser makes about them:
/// - a left-bound `?` or `!` is a one-byte postfix token (`x!.y`, `try?`);
/// - a left-bound `<` after a name opens a generic list when the bytes up to its `>` can
///   only be a type (`Array<Set<Int>>` ends in two `>` tokens);
/// - an operator may contain `.` only if it starts with one (`..<`, `...`).
extension Lexer {
  mutating func lexOperator() {
    let start = pos
    let c = bytes[pos]
    let leftBound = isLeftBound(start)
    if leftBound && (c == UInt8(ascii: "?") || c == UInt8(ascii: "!")) {
      pos += 1
      return emit(.operator, start, pos, flags: .postfixOperator)
    }
    if c == UInt8(ascii: ">") && states.top == .angle {
      pos += 1
      states.pop()
      return emit(.operator, start, pos, flags: .genericAngle)
    }
    // Inside a confirmed generic list, the outer look-ahead already saw a balanced,
    // type-only run up to its `>`, so a nested `<` after a name is generic too.
    if c == UInt8(ascii: "<") && leftBound && previousCanTakeGenericArguments()
      && (states.top == .angle || genericListCloses(from: start)) {
      pos += 1
      states.push(.angle)
      return emit(.operator, start, pos, flags: .genericAngle)
    }
    skipOperatorCharacters(from: start)
    let rightBound = isRightBound(pos, leftBound: leftBound)
    var flags = TokenFlags(rawValue: 0)
    if !leftBound && rightBound { flags = .prefixOperator } else if leftBound && !rightBound { flags = .postfixOperator }
    emit(.operator, start, pos, flags: flags)
  }

  /// Moves `pos` past the operator that starts at `start`: maximal munch of operator
  /// characters, stopping before a comment.
  mutating func skipOperatorCharacters(from start: Int) {
    let startsWithDot = bytes[start] == UInt8(ascii: ".")
    var end = start
    while end < count {
      let b = bytes[end]
      if b < 0x80 {
        guard classes[Int(b)] & ByteClass.operatorChar != 0 else { break }
        if b == UInt8(ascii: ".") && !startsWithDot { break }
        if b == UInt8(ascii: "/") && end > start {
          let next = byte(end + 1)
          if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
        }
        end += 1
      } else {
        let (scalar, length) = Scalars.decode(bytes, at: end)
        guard let scalar, end == start ? Scalars.isOperatorHead(scalar) : Scalars.isOperatorContinuation(scalar) else { break }
        end += length
      }
    }
    pos = max(end, start + 1)
  }

  /// Swift's rule: an operator is left-bound unless whitespace, an opening bracket, a
  /// separator or a comment stands right before it.
  /// Always inlined, as it is on a hot path of a `mutating` caller (see `Lexer`).
  @inline(__always)
  func isLeftBound(_ index: Int) -> Bool {
    guard index > 0 else { return false }
    switch bytes[index - 1] {
    case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00,
      UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
      return false
    case UInt8(ascii: "/"):
      if let comment = comments.last, Int(comment.end) == index { return false }
      return true
    default:
      return true
    }
  }

  /// Always inlined, as it is on a hot path of a `mutating` caller (see `Lexer`).
  @inline(__always)
  func isRightBound(_ index: Int, leftBound: Bool) -> Bool {
    guard index < count else { return false }
    switch bytes[index] {
    case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00,
      UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
      return false
    case UInt8(ascii: "."):
      return !leftBound
    case UInt8(ascii: "/"):
      let next = byte(index + 1)
      return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
    default:
      return true
    }
  }

  // MARK: - Generic angle brackets

  /// `Array<Int>`, `init<T>(`, `Foo<Bar>.Baz<Int>`: only a name (or `init`) takes generics.
  func previousCanTakeGenericArguments() -> Bool {
    guard let last = tokens.last else { return false }
    if last.kind == .identifier { return true }
    return last.kind == .keyword && (last.keyword == .`init` || last.keyword == .`Self` || last.keyword == .`Any`)
  }

  /// Whether the bytes after the `<` at `start` close with a matching `>` using only what
  /// may appear in a type: names, `.`, `,`, `:`, brackets, `?`, `!`, `&`, `~`, `->`,
  /// attributes, numbers (value generics) and whitespace. `i<count {` is a comparison.
  /// Bounded look-ahead (1 KiB per list, and a per-file budget), so `<<<<` cannot go quadratic.
  mutating func genericListCloses(from start: Int) -> Bool {
    var depth = 1
    var i = start + 1
    let limit = min(count, start + 1024, start + 1 + max(0, genericScanBudget))
    defer { genericScanBudget -= i - start }
    while i < limit {
      let b = bytes[i]
      switch b {
      case UInt8(ascii: "<"):
        depth += 1
      case UInt8(ascii: ">"):
        depth -= 1
        if depth == 0 { return true }
      case UInt8(ascii: "-"):
        guard byte(i + 1) == UInt8(ascii: ">") else { return false }
        i += 1
      case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "]"),
        UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"),
        UInt8(ascii: "~"), UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "$"),
        0x20, 0x09, 0x0A, 0x0D:
        break
      default:
        if b < 0x80 && classes[Int(b)] & ByteClass.identifierBody == 0 { return false }
      }
      i += 1
    }
    return false
  }
}
