import BindingLintIndex
import BindingLintSyntax

/// Whether a view may change the object one of its properties holds: with an object that
/// holds only what its `init` set (`TypeIndex.isSettledByInit`), a view that only reads it
/// loses nothing when a parent render builds a new one; a view that writes into it loses
/// the writes (review75 A11 read-only vs A12 renames, one class in two views).
enum ObjectWrites {
  /// Methods that read a value and change nothing, called on a member the view reads
  /// (`model.rows.first(where:)`); any other call might mutate it.
  static let readingMethods: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "sorted", "reversed", "enumerated", "contains", "first", "last",
    "firstIndex", "lastIndex", "prefix", "suffix", "dropFirst", "dropLast", "joined", "reduce", "min", "max",
    "formatted", "allSatisfy", "split", "components", "hasPrefix", "hasSuffix", "uppercased", "lowercased",
    "index", "distance", "count", "shuffled", "localizedCaseInsensitiveContains", "isEqual",
  ]

  /// What the view holding an object in `property` does with it, read from its file.
  struct Use: Sendable {
    /// The view may change it or hands it on (`mayChange`).
    let mayChange: Bool
    /// The view only runs its methods or assigns its members as statements, or never uses
    /// it (`onlyRunsMethods`).
    let onlyRunsMethods: Bool

    /// `property`, declared at token `declared` in type `type`, as that file uses it.
    init(of property: String, declaredAt declared: Int?, inType type: Int, of tree: SyntaxTree) {
      mayChange = ObjectWrites.mayChange(property, declaredAt: declared, inType: type, of: tree)
      onlyRunsMethods = ObjectWrites.onlyRunsMethods(property, declaredAt: declared, inType: type, of: tree)
    }

    /// Whether a new object loses nothing the user sees because the view's `body` shows
    /// nothing of it (review80), unless the view's extensions in other files use it.
    func showsNothing(of property: String, inView typeName: String, project: String?, file path: String, in index: TypeIndex) -> Bool {
      onlyRunsMethods && index.extensionsMentioning(property, of: typeName, in: project, outside: path).isEmpty
    }

    /// Whether a new object loses nothing because it holds only what its `init` set and the
    /// view only reads it (review76 A4 fixed lines, review75 A11 a fetched snapshot), unless
    /// the view's extensions in other files may write it (`extension Sheet { func bump() … }`).
    /// Asks the index about the class: it loads the files that declare it.
    func onlyReadsSettled(
      _ objectType: String, property: String, inView typeName: String, project: String?, file path: String, in index: TypeIndex
    ) -> Bool {
      !mayChange && index.isSettledByInit(objectType, from: project, scope: TypeIndex.scopes(inside: typeName), file: path)
        && index.extensionsMentioning(property, of: typeName, in: project, outside: path).isEmpty
    }
  }

  /// Whether the declaration of type `type` (with this file's extensions of it) may change
  /// the object in `property` (declared at token `declared`): it binds it (`$model.x`),
  /// assigns or passes `inout` into it (`model.x = …`, `model.rows[i] = …`, `&model.x`),
  /// calls a method on it or a member that is not a known read (`model.rows.append(…)`,
  /// `model.load()`), or hands the object itself to anything (`Child(model: model)`).
  static func mayChange(_ property: String, declaredAt declared: Int?, inType type: Int, of tree: SyntaxTree) -> Bool {
    let projected = "$" + property
    let storage = "_" + property
    for range in ranges(ofType: type, in: tree) {
      var shadows = LocalShadows()
      for k in range where tree.kind(k) == .identifier && k != declared && !tree.isMemberOfOtherValue(k) {
        let name = tree.nameText(k)
        if name == property && shadows.hides(k, in: tree) { continue }
        if name == projected { return true }
        if name == storage {
          // `_model = ObservedObject(wrappedValue: …)` sets the storage up; anything else hands it on.
          if !tree.isOperator(k + 1, UInt8(ascii: "=")) { return true }
          continue
        }
        guard name == property else { continue }
        // A label (`Row(model: …)`) or a parameter of the same name is not the property.
        if tree.kind(k + 1) == .colon { continue }
        if isWrite(from: k, in: tree) { return true }
      }
    }
    return false
  }

  /// Whether the use of the property at `k` writes into the object or hands it on.
  private static func isWrite(from k: Int, in tree: SyntaxTree) -> Bool {
    if tree.kind(k - 1) == .operator && tree.firstByte(of: k - 1) == UInt8(ascii: "&") { return true }
    var j = k + 1
    var member: Int? = nil
    while true {
      if tree.kind(j) == .period && tree.kind(j + 1) == .identifier {
        member = j + 1
        j += 2
      } else if tree.kind(j) == .leftBracket, let close = tree.closingBracket(of: j) {
        j = close + 1
      } else if tree.isPostfixOperator(j) {
        j += 1
      } else if tree.kind(j) == .leftParen, let close = tree.closingBracket(of: j), tree.touches(j - 1, j) {
        guard let called = member, readingMethods.contains(tree.nameText(called)) else { return true }
        j = close + 1
      } else if tree.kind(j) == .leftBrace, let called = member, let close = tree.closingBracket(of: j) {
        // A trailing closure (`model.rows.removeAll { … }`, `.sort { … }`); an `if` block
        // after a member read is taken as one too (a write: the safe side).
        guard readingMethods.contains(tree.nameText(called)) else { return true }
        j = close + 1
      } else {
        break
      }
    }
    // The object itself, handed on or compared: the receiver may write it.
    guard member != nil else { return true }
    return tree.isAssignmentOperator(j)
  }

  /// Whether the view uses the object in `property` only to run its methods as statements
  /// (`self.cards.load { ok in … self.cards.list … }`, reading results in that call's own
  /// closures) or to assign its members (`model.focus = focus`), or not at all: its `body`
  /// shows nothing of the object, so a new one loses
  /// nothing the user sees (review80: request wrappers whose results the view copies into
  /// its own `@State`). A known limit: state the object keeps from one call for the next
  /// (a session a first request opens) is lost with it, and is not seen.
  static func onlyRunsMethods(_ property: String, declaredAt declared: Int?, inType type: Int, of tree: SyntaxTree) -> Bool {
    let projected = "$" + property
    let storage = "_" + property
    for range in ranges(ofType: type, in: tree) {
      var shadows = LocalShadows()
      var k = range.lowerBound
      while k <= range.upperBound {
        defer { k += 1 }
        guard tree.kind(k) == .identifier, k != declared, !tree.isMemberOfOtherValue(k) else { continue }
        let name = tree.nameText(k)
        if name == property && shadows.hides(k, in: tree) { continue }
        if name == projected { return false }
        if name == storage {
          if !tree.isOperator(k + 1, UInt8(ascii: "=")) { return false }
          continue
        }
        guard name == property, tree.kind(k + 1) != .colon else { continue }
        // `model.load(…) { … }` as a statement (also after `try`, `try?`, `await`): nothing
        // of its result reaches the body.
        var head = tree.kind(k - 1) == .period ? k - 2 : k
        while tree.keyword(head - 1) == .await || tree.isKeyword(head - 1, .`try`) { head -= 1 }
        if tree.isPostfixOperator(head - 1) || tree.isOperator(head - 1, UInt8(ascii: "?")) || tree.isOperator(head - 1, UInt8(ascii: "!")),
          tree.isKeyword(head - 2, .`try`)
        {
          head -= 2
        }
        let startsStatement = tree.isAtStartOfLine(head) || tree.kind(head - 1) == .leftBrace || tree.kind(head - 1) == .semicolon
          || tree.isKeyword(head - 1, .`in`)
        guard startsStatement, tree.kind(k + 1) == .period, tree.kind(k + 2) == .identifier else { return false }
        // `model.focus = value` as a statement: a write into the object, which nothing of
        // the view reads back (set 100 D14: a focus mirror the view only assigns). The
        // value is read on from there: a mention of the object in it is a use.
        // (`+=` reads the member too: not this case.)
        if tree.isOperator(k + 3, UInt8(ascii: "=")) {
          k += 3
          continue
        }
        guard tree.kind(k + 3) == .leftParen || tree.kind(k + 3) == .leftBrace else { return false }
        // `model.load(…)`, then any trailing closures (`model.load { … }` has only those).
        var end = k + 2
        if tree.kind(k + 3) == .leftParen {
          guard let close = tree.closingBracket(of: k + 3) else { return false }
          end = close
        }
        while tree.kind(end + 1) == .leftBrace, let closure = tree.closingBracket(of: end + 1) { end = closure }
        // The call's closures read what this same object fetched.
        k = end
      }
    }
    return true
  }

  /// Locals that take the property's name (`let viewModel = Other(…)` in a helper,
  /// `if let threshold = threshold.value { … }`): within their scope the name is not the
  /// property (review85 A5, A6). Fed the property's mentions in order. Only a statement's
  /// own `let`/`var` and the first binding of an `if`/`while`/`guard` condition are read; an
  /// alias of the property itself (`let model = model`, `if let model = self.model`), a
  /// pattern (`case let`, `for case let`), a closure's or a loop's parameter stay the
  /// property: the safe side (probe85b).
  struct LocalShadows {
    /// Token ranges where a local hides the property.
    private var scopes: [Range<Int>] = []

    /// Whether the mention at `k` is a local's declaration or inside a local's scope;
    /// `self.name` is always the property.
    mutating func hides(_ k: Int, in tree: SyntaxTree) -> Bool {
      if tree.kind(k - 1) == .period { return false }
      if scopes.contains(where: { $0.contains(k) }) { return true }
      guard tree.kind(k - 1) == .keyword, tree.keyword(k - 1) == .`let` || tree.keyword(k - 1) == .`var`,
        let block = tree.enclosingBracket(of: k), tree.kind(block) == .leftBrace, let end = tree.closingBracket(of: block)
      else { return false }
      if case .declarationBody(let owner) = tree.role(ofBlock: block), tree.declarations[owner].kind.isTypeLike { return false }
      let inCondition = tree.isKeyword(k - 2, .`if`) || tree.isKeyword(k - 2, .`while`) || tree.isKeyword(k - 2, .`guard`)
      let startsStatement = tree.isAtStartOfLine(k - 1) || tree.kind(k - 2) == .leftBrace || tree.kind(k - 2) == .semicolon
      guard inCondition || startsStatement, !isAlias(afterName: k, in: tree) else { return false }
      // The value (`= viewModel.child`) still reads the property: the local starts after it.
      var j = k + 1
      while j < end && !(tree.kind(j) == .leftBrace && tree.enclosingBracket(of: j) == block && inCondition)
        && !(j > k + 1 && tree.isAtStartOfLine(j) && tree.enclosingBracket(of: j) == block && !inCondition)
        && tree.kind(j) != .semicolon
      {
        j = tree.kind(j).isOpeningBracket ? (tree.closingBracket(of: j) ?? j) + 1 : j + 1
      }
      if inCondition {
        // The `if`'s body, or after the `guard`'s `else` block.
        guard j < end, tree.kind(j) == .leftBrace, let close = tree.closingBracket(of: j) else { return true }
        scopes.append(tree.isKeyword(j - 1, .`else`) ? (close + 1)..<nextCase(after: close, before: end, in: tree, block: block)
          : (j + 1)..<close)
      } else {
        scopes.append(j..<nextCase(after: j, before: end, in: tree, block: block))
      }
      return true
    }

    /// Whether the local declared at name token `k` is given the property itself
    /// (`= model`, `= self.model`, `= model!`): the same object under the same name.
    private func isAlias(afterName k: Int, in tree: SyntaxTree) -> Bool {
      var j = k + 1
      if tree.kind(j) == .colon {
        while j < tree.tokenCount && !tree.isOperator(j, UInt8(ascii: "=")) && !tree.isAtStartOfLine(j + 1) { j += 1 }
      }
      guard tree.isOperator(j, UInt8(ascii: "=")) else { return false }
      var value = j + 1
      if tree.isKeyword(value, .`self`) && tree.kind(value + 1) == .period { value += 2 }
      return tree.kind(value) == .identifier && tree.nameText(value) == tree.nameText(k) && tree.kind(value + 1) != .period
        && tree.kind(value + 1) != .leftParen && tree.kind(value + 1) != .leftBracket
    }

    /// The next `case`/`default` of the same block after `start` (a `switch`'s next case),
    /// else `end`.
    private func nextCase(after start: Int, before end: Int, in tree: SyntaxTree, block: Int) -> Int {
      var j = start
      while j < end {
        // A `switch`'s label starts its line; `if case` and `for case` are no labels.
        if (tree.isKeyword(j, .`case`) || tree.isKeyword(j, .`default`)) && tree.isAtStartOfLine(j) && tree.enclosingBracket(of: j) == block {
          return j
        }
        j = tree.kind(j).isOpeningBracket ? (tree.closingBracket(of: j) ?? j) + 1 : j + 1
      }
      return end
    }
  }

  /// The declaration of type `type` and this file's extensions of it, first to last token.
  private static func ranges(ofType type: Int, in tree: SyntaxTree) -> [ClosedRange<Int>] {
    let qualified = tree.qualifiedName(of: type)
    return tree.declarations.indices.compactMap { index -> ClosedRange<Int>? in
      let declaration = tree.declarations[index]
      guard index == type || (declaration.kind == .extension && tree.name(of: declaration) == qualified) else { return nil }
      return declaration.firstToken...declaration.lastToken
    }
  }
}
