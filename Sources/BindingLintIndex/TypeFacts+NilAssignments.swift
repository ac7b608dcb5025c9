import BindingLintSyntax

/// Where a file assigns `nil` to a name (`selection = nil`, `self.store.item = nil`,
/// `model?.draft = nil`, `= .none`) or builds a value with that member `nil`
/// (`Story(title: t, action: nil)`: the next story a view shows may have no action), by
/// the last name before the `=` or `:`, with the line. Rules whose crash
/// needs an optional to turn `nil` while a view holds it (`optional_binding_unwrap`,
/// `force_unwrap_in_binding_getter`) report by default only a name the project resets
/// this way (review56: optional settings nothing resets; review58: a fee selection only
/// ever replaced by another value).
///
/// A computed optional property (`var customTime: Date? { … }`) counts too: it turns nil
/// whenever what it reads changes (`slot = .evening`), with no `nil` written anywhere.
///
/// A declaration's initial value (`var x: T? = nil`: a type before the `=`) is not a
/// reset, nor a comparison (`x == nil`, `x != nil`: other operators). A value from an
/// optional expression (`x = items.first`) is not seen.
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
  /// the declaration, else the first assignment.
  static func nilAssignments(in tree: SyntaxTree) -> [NilAssignment] {
    var found: [NilAssignment] = []
    var seen = Set<String>()
    var lines = LineCounter()
    let bytes = tree.source.bytes
    for declaration in tree.declarations where declaration.kind == .variable {
      guard let body = declaration.body, let name = declaration.nameToken, tree.isOperator(body - 1, UInt8(ascii: "?")),
        tree.propertyStorage(declaration) == .computed, seen.insert(tree.nameText(name)).inserted
      else { continue }
      found.append(NilAssignment(name: tree.nameText(name), line: lines.line(of: Int(tree.tokens[name].start), in: bytes), isComputed: true))
    }
    lines = LineCounter()
    for k in 3..<max(3, tree.tokenCount) {
      // `nil`, or `.none` (the `.` stands where `nil` would).
      var value = k
      if tree.kind(k) == .keyword {
        guard tree.keyword(k) == .`nil` else { continue }
      } else {
        guard tree.kind(k) == .identifier, tree.length(k) == 4, tree.kind(k - 1) == .period, tree.token(k, is: "none") else { continue }
        value = k - 1
      }
      guard let name = resetName(before: value, in: tree), seen.insert(tree.nameText(name)).inserted else { continue }
      found.append(NilAssignment(name: tree.nameText(name), line: lines.line(of: Int(tree.tokens[name].start), in: bytes)))
    }
    return found
  }

  /// The name token that the nil value at `value` resets: `name = nil`, or an argument
  /// `name: nil` right after `(` or `,` (a whole value built with that member empty:
  /// `Story(title: t, action: nil)`; not the `:` of `c ? a : nil`). Not `$0 = nil`.
  private static func resetName(before value: Int, in tree: SyntaxTree) -> Int? {
    let name = value - 2
    guard tree.kind(name) == .identifier, tree.firstByte(of: name) != UInt8(ascii: "$") else { return nil }
    if tree.isOperator(value - 1, UInt8(ascii: "=")) { return name }
    guard tree.kind(value - 1) == .colon else { return nil }
    let before = tree.kind(name - 1)
    return before == .leftParen || before == .comma ? name : nil
  }
}

/// A name's first `nil` assignment in the run, as the index keeps it.
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
}
