import BindingLintSyntax

/// What an argument's value is, read from its tokens while the labeled calls are recorded
/// (`TypeFacts+MemberUses`): a fixed value, a random pick, one method's result.
extension TypeFacts {
  /// The method `value` calls when it is one call, `name(…)` or `receiver.name(…)`
  /// (`self.model.rowViewModel(item)`), whose name has more than one word (`rowViewModel`,
  /// not `first` or `get`); nil otherwise.
  static func calledMethod(_ value: Range<Int>, in tree: SyntaxTree) -> String? {
    guard value.count >= 3, tree.kind(value.upperBound - 1) == .rightParen,
      let open = tree.openingBracket(of: value.upperBound - 1),
      open > value.lowerBound, tree.kind(open - 1) == .identifier, !tree.hasLeadingTrivia(open)
    else { return nil }
    // Everything before the name is a chain of names: `a.b.` or `self.`.
    var k = value.lowerBound
    while k < open - 1 {
      guard tree.kind(k) == .identifier || tree.isKeyword(k, .`self`), tree.kind(k + 1) == .period else { return nil }
      k += 2
    }
    let bytes = tree.source.bytes
    let start = tree.startOffset(open - 1)
    let end = tree.endOffset(open - 1)
    guard bytes[start] >= UInt8(ascii: "a") && bytes[start] <= UInt8(ascii: "z"),
      bytes[(start + 1)..<end].contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") })
    else { return nil }
    return tree.nameText(open - 1)
  }

  /// Whether the argument `value` is a literal (numbers, plain strings, `true`, `false`,
  /// `nil`, array and dictionary literals of those) or a construction: `Type(…)`,
  /// `A.B(…)`, `Type.init(…)`, `.init(…)`, with trailing closures allowed, after any
  /// `try`, `try?`, `try!` or `await` (`RootView(model: try! RootModel())` builds one too).
  static func isFixedValue(_ value: Range<Int>, in tree: SyntaxTree) -> Bool {
    guard !value.isEmpty else { return false }
    if value.allSatisfy({ isLiteralPart($0, in: tree) }) { return true }
    var k = afterTryAndAwait(value, in: tree)
    guard k < value.upperBound else { return false }
    if tree.kind(k) == .period, tree.keyword(k + 1) == .`init` {
      k += 2
    } else {
      guard tree.kind(k) == .identifier, isCapitalized(tree.source.bytes, at: Int(tree.tokens[k].start)) else { return false }
      k += 1
      while tree.kind(k) == .period && (tree.keyword(k + 1) == .`init` || tree.kind(k + 1) == .identifier) {
        if tree.kind(k + 1) == .identifier && !isCapitalized(tree.source.bytes, at: Int(tree.tokens[k + 1].start)) { return false }
        k += 2
      }
    }
    // An argument list, trailing closures, or both (`Model.init { … }`).
    let afterType = k
    if tree.kind(k) == .leftParen, convertingValueTypes.contains(tree.nameText(k - 1)), !hasOnlyLiteralArguments(k, in: tree) { return false }
    if tree.kind(k) == .leftParen, let close = tree.closingBracket(of: k) { k = close + 1 }
    while k < value.upperBound && tree.kind(k) == .leftBrace, let end = tree.closingBracket(of: k) { k = end + 1 }
    return k > afterType && k == value.upperBound
  }

  /// Whether `value` makes a random pick (`colors.randomElement()!`, `Double.random(in:
  /// 0...1)`): a seed drawn anew on every render, which a `@State` is meant to keep
  /// (review40 P5, a confetti piece's shape and colour): like a literal, nothing the parent
  /// passes later is lost.
  ///
  /// A call of a function of this file that returns one (`getColor()` whose body is
  /// `colors.randomElement()!`) is one too.
  static func isRandomPick(_ value: Range<Int>, in tree: SyntaxTree) -> Bool {
    if containsRandomPick(value, in: tree) { return true }
    // `helper()` or `self.helper()`, a lowercase function called with no arguments.
    var callee = value.lowerBound
    if tree.isKeyword(callee, .`self`), tree.kind(callee + 1) == .period { callee += 2 }
    guard callee + 3 == value.upperBound, tree.kind(callee) == .identifier, !tree.startsUppercase(callee),
      tree.kind(callee + 1) == .leftParen, tree.kind(callee + 2) == .rightParen
    else { return false }
    return hasFunctionBody(namedLike: callee, in: tree) { containsRandomPick($0, in: tree) }
  }

  /// Whether a function of this file named like token `callee` has a body (its tokens
  /// between the braces) for which `matches` holds.
  static func hasFunctionBody(namedLike callee: Int, in tree: SyntaxTree, where matches: (Range<Int>) -> Bool) -> Bool {
    tree.declarations.contains { declaration in
      guard declaration.kind == .function, let name = declaration.nameToken, tree.sameText(name, callee), let body = declaration.body,
        let close = tree.closingBracket(of: body)
      else { return false }
      return matches((body + 1)..<close)
    }
  }

  private static func containsRandomPick(_ range: Range<Int>, in tree: SyntaxTree) -> Bool {
    // The length first: this runs over every token of every labeled argument.
    range.contains { k in
      let length = tree.length(k)
      return (length == 6 || length == 13) && tree.kind(k) == .identifier && tree.kind(k - 1) == .period && tree.kind(k + 1) == .leftParen
        && (tree.token(k, is: "randomElement") || tree.token(k, is: "random"))
    }
  }

  /// The first token of `value` past any leading `try`, `try?`, `try!` and `await`.
  static func afterTryAndAwait(_ value: Range<Int>, in tree: SyntaxTree) -> Int {
    var k = value.lowerBound
    while k < value.upperBound && (tree.keyword(k) == .`try` || tree.keyword(k) == .await) {
      k += 1
      if tree.isOperator(k, UInt8(ascii: "?")) || tree.isOperator(k, UInt8(ascii: "!")) { k += 1 }
    }
    return k
  }

  /// Whether token `k` can be part of a literal argument: a number, string, `true`,
  /// `false`, `nil`, a minus sign, or the brackets, commas and colons of a collection.
  /// A switch, not a set: this runs for every token of every labeled argument.
  private static func isLiteralPart(_ k: Int, in tree: SyntaxTree) -> Bool {
    switch tree.kind(k) {
    case .integer, .float, .stringQuote, .multilineQuote, .rawDelimiter, .stringSegment, .leftBracket, .rightBracket, .comma, .colon:
      return true
    default:
      switch tree.keyword(k) {
      case .`true`, .`false`, .`nil`: return true
      // `0...5`, `1..<10` between literals (review47 P7).
      default: return tree.isOperator(k, UInt8(ascii: "-")) || tree.token(k, is: "...") || tree.token(k, is: "..<")
      }
    }
  }

  /// Standard value types whose `init` converts a value (`Double(count)`): a construction
  /// of one is a new value only when its arguments are literals (review47's miss).
  private static let convertingValueTypes: Set<String> = [
    "Double", "Float", "CGFloat", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "String", "Bool", "Decimal", "Character", "Substring",
  ]

  /// Whether the argument list opening at `open` holds only labels and literals.
  private static func hasOnlyLiteralArguments(_ open: Int, in tree: SyntaxTree) -> Bool {
    tree.interior(of: open).allSatisfy { k in isLiteralPart(k, in: tree) || (tree.kind(k) == .identifier && tree.kind(k + 1) == .colon) }
  }
}
