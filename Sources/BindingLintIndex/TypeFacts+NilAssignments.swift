import BindingLintSyntax

/// Where a file assigns `nil` to a name (`selection = nil`, `self.store.item = nil`,
/// `model?.draft = nil`, `= .none`), by the last name before the `=`, with the line. Rules
/// whose crash needs an optional to turn `nil` while a view holds it
/// (`optional_binding_unwrap`, `force_unwrap_in_binding_getter`) report by default only a
/// name the project resets this way (review56: optional settings nothing resets; review58: a fee selection only
/// ever replaced by another value).
///
/// A computed optional property (`var customTime: Date? { … }`) counts too: it turns nil
/// whenever what it reads changes (`slot = .evening`), with no `nil` written anywhere.
///
/// A declaration's initial value (`var x: T? = nil`: a type before the `=`) is not a
/// reset, nor a comparison (`x == nil`, `x != nil`: other operators). A value from an
/// optional expression (`x = items.first`) is not seen, nor a whole value built with the
/// member empty (`Story(action: nil)`): `action: nil` is in every other file (`Button`'s
/// label too), and the decisions would parse them all for it.
package struct NilAssignment: Sendable, Equatable {
  package var name: String
  /// 1-based.
  package var line: Int
  /// A computed optional property's declaration, not an assignment.
  package var isComputed: Bool

  package init(name: String, line: Int, isComputed: Bool = false) {
    self.name = name
    self.line = line
    self.isComputed = isComputed
  }
}

extension TypeFacts {
  /// Each name the file declares as a computed optional property or assigns `nil`, once:
  /// the declaration, else the first assignment. Handing a presentation its optional item
  /// (`.sheet(item: $note)`) counts as an assignment: SwiftUI clears it on dismissal.
  package static func nilAssignments(in tree: SyntaxTree) -> [NilAssignment] {
    var found: [NilAssignment] = []
    // A name once as a computed optional and once as an assignment: a stored property's
    // question (`TypeIndex.nilReset`) takes only the assignment.
    var seen = Set<String>()
    var seenComputed = Set<String>()
    var lines = LineCounter()
    let bytes = tree.source.bytes
    for declaration in tree.declarations where declaration.kind == .variable {
      guard let body = declaration.body, let name = declaration.nameToken, tree.isOperator(body - 1, UInt8(ascii: "?")),
        tree.propertyStorage(declaration) == .computed, seenComputed.insert(tree.nameText(name)).inserted
      else { continue }
      found.append(NilAssignment(name: tree.nameText(name), line: lines.line(of: Int(tree.tokens[name].start), in: bytes), isComputed: true))
    }
    lines = LineCounter()
    // One look at each token's keyword and length in the buffer (a `SyntaxTree` accessor
    // per token checked bounds twice over): this loop meets every token of every parsed file.
    let candidates: [Int] = tree.tokens.withUnsafeBufferPointer { tokens in
      var found: [Int] = []
      guard tokens.count > 3 else { return found }
      // The value (`nil`, or the `.` of `.none`) right after a one-byte operator.
      @inline(__always) func afterLoneOperator(_ value: Int) -> Bool {
        let before = tokens[value - 1]
        return before.kind == .operator && before.end &- before.start == 1
      }
      for k in 3..<tokens.count {
        let token = tokens[k]
        if token.keyword == .`nil` {
          if afterLoneOperator(k) { found.append(k) }
        } else if token.end &- token.start == 4, token.kind == .identifier {
          if tokens[k - 1].kind == .period, afterLoneOperator(k - 1) {
            found.append(k - 1)
          } else if k + 2 < tokens.count, tokens[k + 1].kind == .colon {
            // `item: $note`: a label that may hand SwiftUI an optional to clear.
            found.append(k)
          }
        }
      }
      return found
    }
    for value in candidates {
      if tree.kind(value) == .identifier {
        // `.sheet(item: $note)` (`fullScreenCover`, `popover`, `navigationDestination`):
        // SwiftUI sets `note` to nil when the presentation ends, with no `= nil` in code.
        guard tree.token(value, is: "item"), let name = presentedItem(afterLabel: value, in: tree) else { continue }
        let text = String(tree.nameText(name).drop { $0 == "$" })
        guard seen.insert(text).inserted else { continue }
        found.append(NilAssignment(name: text, line: lines.line(of: Int(tree.tokens[name].start), in: bytes)))
        continue
      }
      // `nil`, or `.none` (the `.` stands where `nil` would).
      guard tree.keyword(value) == .`nil` || tree.token(value + 1, is: "none") else { continue }
      guard let name = resetName(before: value, in: tree), !isLocal(name, in: tree), seen.insert(tree.nameText(name)).inserted else { continue }
      found.append(NilAssignment(name: tree.nameText(name), line: lines.line(of: Int(tree.tokens[name].start), in: bytes)))
    }
    return found
  }

  /// The last name of the projected binding an argument labeled `item` passes
  /// (`item: $note`, `item: $model.note`, `item: self.$note`): the token of `$note` or of
  /// `note`; nil for any other argument.
  private static func presentedItem(afterLabel label: Int, in tree: SyntaxTree) -> Int? {
    guard tree.kind(label - 1) == .leftParen || tree.kind(label - 1) == .comma else { return nil }
    var k = label + 2
    // Written without spaces around the dots, as the name scan reads it (`recordPresentedItem`).
    if tree.isKeyword(k, .`self`), tree.kind(k + 1) == .period, tree.touches(k, k + 1), tree.touches(k + 1, k + 2) { k += 2 }
    // `item: $0` passes a closure's first argument, no projected binding (CodeEdit's
    // `(result: …, item: $0)`); the name scan does not file it either.
    guard tree.kind(k) == .identifier, tree.length(k) > 1, tree.firstByte(of: k) == UInt8(ascii: "$"), !tree.isClosureShorthand(k) else {
      return nil
    }
    while tree.kind(k + 1) == .period, tree.kind(k + 2) == .identifier, tree.touches(k, k + 1), tree.touches(k + 1, k + 2) { k += 2 }
    guard tree.kind(k + 1) == .comma || tree.kind(k + 1) == .rightParen else { return nil }
    return k
  }

  /// Whether bare `name` (no receiver) is a local the function around it declared earlier
  /// in a block that holds the assignment (`let chapters: [Chapter]?` given its value in
  /// branches, one of them `chapters = nil`, set 98 D19): no property of that name is
  /// reset. A condition's binding (`if let chapters`, `guard let`, `case let`, `, let`) is
  /// not such a local: after it, the name is the property again (or cannot be assigned).
  private static func isLocal(_ name: Int, in tree: SyntaxTree) -> Bool {
    guard tree.kind(name - 1) != .period, let owner = tree.declaration(containing: name),
      tree.declarations[owner].kind == .function || tree.declarations[owner].kind == .initializer,
      let body = tree.declarations[owner].body, body < name
    else { return false }
    // A name before the body (a parameter's default, `(x: T = nil)`) is no local.
    for k in (body + 1)..<name where tree.isKeyword(k, .`let`) || tree.isKeyword(k, .`var`) {
      guard tree.sameText(k + 1, name) else { continue }
      let before = tree.keyword(k - 1)
      if before == .`if` || before == .`guard` || before == .`while` || before == .`case` || tree.kind(k - 1) == .comma { continue }
      if let open = tree.enclosingBracket(of: k), let close = tree.closingBracket(of: open), close > name { return true }
    }
    return false
  }

  /// The name token that the nil value at `value` resets: `name = nil`; not `$0 = nil`.
  private static func resetName(before value: Int, in tree: SyntaxTree) -> Int? {
    let name = value - 2
    guard tree.isOperator(value - 1, UInt8(ascii: "=")), tree.kind(name) == .identifier,
      tree.firstByte(of: name) != UInt8(ascii: "$")
    else { return nil }
    return name
  }
}

/// A name's `nil` assignment (or computed optional declaration), as the index keeps it.
struct LocatedNilAssignment: Sendable {
  var path: String
  var line: Int
  var isComputed: Bool
  /// The file's place in input order: the first file wins, whichever round parsed it.
  var order: Int
}

extension TypeIndex {
  /// Where some linted file assigns `nil` to a property or variable called `name`
  /// (`name = nil`, `x.name = nil`), the first such file in input order; nil if none does.
  /// Files the engine has not parsed yet are found by the name scan (`=name`).
  package func nilAssignment(to name: String) -> (path: String, line: Int, isComputed: Bool)? {
    log?.record(UInt8(ascii: "="), name)
    return nilAssignments[name].map { ($0.path, $0.line, $0.isComputed) }
  }

  /// Where some linted file assigns `nil` to something called `name` (`name = nil`,
  /// `x.name = nil`, `.sheet(item: $name)`), first in input order; nil if none does.
  /// Unlike `nilAssignment(to:)`, a computed optional of that name is not an answer: the
  /// question is about a stored property (a view's own `@State`), which another type's
  /// computed namesake says nothing about (review82 A7).
  package func nilReset(to name: String) -> (path: String, line: Int)? {
    log?.record(UInt8(ascii: "="), name)
    return nilResets[name].map { ($0.path, $0.line) }
  }
}
