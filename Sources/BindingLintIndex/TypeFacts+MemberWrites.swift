import BindingLintSyntax

/// Where a file writes a member of a value whose type it names: `self.data.flag.toggle()`
/// with `let data: Store` in the type around it, `store.count += 1` with a parameter
/// `store: Store`, `self.title = t` in a type's own method. `state_outside_view` asks it
/// about a `@State` of a type that is no view and that its own file never writes (set 100:
/// a sheet's flag the view toggles through the store it holds, a write SwiftUI drops).
///
/// Only direct writes of the member count: an assignment (`=`, `+=`, `<<=`, …) or a call of
/// a mutating method of the standard collections (`toggle()`, `append(…)`, …) right after
/// it, with nothing but white space between the name and the operator or the `.`. The
/// name is filed only when the type of what it is a member of can be read from this file:
/// `self` (the type around the write, outside the statements of its initializers, where
/// `self.x = v` is the property's initialization, unless `self.init(…)` came first), or a
/// plain name declared with a type annotation or a construction (`let store = Store()`),
/// as a local or parameter of the function around the write, or as a property of the type
/// around it. Anything else (a closure parameter or a condition's binding of that name
/// before the write, a call's result, a subscript) is not filed: whose member it writes is
/// unknown. So is a property an extension in another file writes (`extension Hours {
/// func more() { store.flag.toggle() } }` with `store` declared elsewhere): a known miss.
package struct MemberWrite: Sendable, Equatable {
  package var name: String
  /// The last component of the written value's type (`Store` for `Module.Store?`).
  package var ownerType: String
  /// 1-based.
  package var line: Int

  package init(name: String, ownerType: String, line: Int) {
    self.name = name
    self.ownerType = ownerType
    self.line = line
  }
}

/// What the name scan and the facts agree counts as a mutating call after a member
/// (`flag.toggle()`): the scan files `.flag` when one of these follows, the facts record
/// the write only then.
package enum MemberWriteSpelling {
  package static let mutatingMethods: [StaticString] = [
    "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast",
    "popFirst", "sort", "reverse", "shuffle", "formUnion", "formIntersection", "subtract", "merge", "updateValue",
    "replaceSubrange",
  ]

  /// Whether `bytes[start..<end]` is one of `mutatingMethods`.
  @inline(__always)
  package static func isMutatingMethod(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    let length = end - start
    guard length >= 4 && length <= 16, mayStartMutatingMethod(base[start]) else { return false }
    for method in mutatingMethods where method.utf8CodeUnitCount == length {
      if ByteText.equal(base + start, method.utf8Start, count: length) { return true }
    }
    return false
  }

  /// Whether `byte` is the first letter of one of `mutatingMethods`: most names are
  /// rejected on it.
  @inline(__always)
  package static func mayStartMutatingMethod(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "i"), UInt8(ascii: "r"), UInt8(ascii: "p"), UInt8(ascii: "s"),
      UInt8(ascii: "f"), UInt8(ascii: "m"), UInt8(ascii: "u"):
      return true
    default:
      return false
    }
  }

  /// The assignment operators a write may use: spelled out, not `isAssignmentOperator`,
  /// which takes any operator ending in `=` (`~=`) beyond what the name scan files.
  static let assignments: [StaticString] = [
    "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "&<<=", "&>>=",
  ]
}

extension TypeFacts {
  /// Each member written through a value of a known type, once per name and type: the
  /// first write in the file.
  package static func memberWrites(in tree: SyntaxTree) -> [MemberWrite] {
    var found: [MemberWrite] = []
    var seen: Set<String> = []
    var lines = LineCounter()
    let bytes = tree.source.bytes
    // One look at each token in the buffer for a name right after a `.`: this loop meets
    // every token of every parsed file, few of them members, fewer written.
    // What follows is read here too, from the bytes: an operator must end in `=`, a `.` be
    // followed by a name and `(`, before anything costs a call.
    let members: [Int] = tree.tokens.withUnsafeBufferPointer { tokens in
      bytes.withUnsafeBufferPointer { text in
        var found: [Int] = []
        guard tokens.count > 4 else { return found }
        for k in 2..<(tokens.count - 3) {
          let token = tokens[k]
          guard token.kind == .identifier, tokens[k - 1].kind == .period, tokens[k - 1].end == token.start else { continue }
          let next = tokens[k + 1]
          if next.kind == .operator {
            guard text[Int(next.end) - 1] == UInt8(ascii: "=") else { continue }
          } else if next.kind == .period {
            guard tokens[k + 2].kind == .identifier, tokens[k + 3].kind == .leftParen else { continue }
          } else {
            continue
          }
          found.append(k)
        }
        return found
      }
    }
    for k in members {
      guard isWritten(k, in: tree), isPlainASCIIName(k, in: tree), let owner = ownerType(ofMemberAt: k, in: tree) else { continue }
      let name = tree.nameText(k)
      guard seen.insert(name + "\u{0}" + owner).inserted else { continue }
      found.append(MemberWrite(name: name, ownerType: owner, line: lines.line(of: Int(tree.tokens[k].start), in: bytes)))
    }
    return found
  }

  /// A name of ASCII letters, digits and `_` (what the name scan reads as one word).
  private static func isPlainASCIIName(_ k: Int, in tree: SyntaxTree) -> Bool {
    let token = tree.tokens[k]
    let classes = ByteClass.pointer
    return tree.source.bytes.withUnsafeBufferPointer { bytes in
      for i in Int(token.start)..<Int(token.end) where classes[Int(bytes[i])] & ByteClass.identifierBody == 0 { return false }
      return true
    }
  }

  /// Whether only white space stands between tokens `a` and `b`.
  private static func onlyWhiteSpaceBetween(_ a: Int, _ b: Int, in tree: SyntaxTree) -> Bool {
    let classes = ByteClass.pointer
    let (start, end) = (tree.endOffset(a), tree.startOffset(b))
    return tree.source.bytes.withUnsafeBufferPointer { bytes in
      for i in start..<end where classes[Int(bytes[i])] & ByteClass.whitespace == 0 { return false }
      return true
    }
  }

  /// Whether the member at `k` is assigned, or has a mutating method called on it, right after it.
  private static func isWritten(_ k: Int, in tree: SyntaxTree) -> Bool {
    let next = k + 1
    guard onlyWhiteSpaceBetween(k, next, in: tree) else { return false }
    if tree.kind(next) == .operator {
      return MemberWriteSpelling.assignments.contains { tree.token(next, is: $0) }
    }
    guard tree.kind(next) == .period, tree.kind(next + 1) == .identifier, tree.touches(next, next + 1),
      tree.kind(next + 2) == .leftParen, tree.touches(next + 1, next + 2)
    else { return false }
    let method = tree.tokens[next + 1]
    return tree.source.bytes.withUnsafeBufferPointer { bytes in
      MemberWriteSpelling.isMutatingMethod(bytes.baseAddress!, Int(method.start), Int(method.end))
    }
  }

  /// The type of what the member at `k` belongs to, when this file says: `self.name`,
  /// `x.name`, `x?.name`, `self.x.name`.
  private static func ownerType(ofMemberAt k: Int, in tree: SyntaxTree) -> String? {
    var base = k - 2
    if (tree.isOperator(base, UInt8(ascii: "?")) || tree.isOperator(base, UInt8(ascii: "!"))) && tree.touches(base, k - 1) { base -= 1 }
    if tree.isKeyword(base, .`self`) {
      // A statement of an initializer, `self.x = v`, initializes the property: no later write.
      guard tree.kind(base - 1) != .period, !isInitialization(k, in: tree), let type = tree.typeDeclaration(holding: k),
        tree.declarations[type].kind != .protocol
      else { return nil }
      return TypeIndex.lastComponent(tree.qualifiedName(of: type))
    }
    guard tree.kind(base) == .identifier, tree.firstByte(of: base) != UInt8(ascii: "$") else { return nil }
    let throughSelf = tree.kind(base - 1) == .period && tree.isKeyword(base - 2, .`self`) && tree.kind(base - 3) != .period
    guard throughSelf || tree.kind(base - 1) != .period else { return nil }
    return declaredType(of: base, at: k, propertiesOnly: throughSelf, in: tree)
  }

  /// Whether the write at token `k` initializes the property: a statement of an
  /// initializer that does not delegate. A closure the initializer stores writes later, and
  /// after `self.init(…)` the property is already initialized.
  private static func isInitialization(_ k: Int, in tree: SyntaxTree) -> Bool {
    guard tree.isInitializerStatement(k), let initializer = tree.declaration(containing: k) else { return false }
    return !tree.delegatesToSelfInit(initializer)
  }

  /// The type the name at `name` was declared with, seen from token `k`: a local or
  /// parameter of a function around `k` (unless `propertiesOnly`), else a property of the
  /// innermost type around it. Nil when the declaration found says no type.
  private static func declaredType(of name: Int, at k: Int, propertiesOnly: Bool, in tree: SyntaxTree) -> String? {
    var current = tree.declaration(containing: k)
    while let index = current {
      let declaration = tree.declarations[index]
      if declaration.kind.isTypeLike {
        guard declaration.kind != .protocol else { return nil }
        return memberType(named: name, in: index, before: nil, in: tree)
      }
      if !propertiesOnly {
        // A closure parameter, a condition's or a loop's binding (`{ store in`, `if let
        // store`, `for store in`) is no declaration: whose value it holds is unknown.
        if let body = declaration.body, body < name, isRebound(name, from: body, in: tree) { return nil }
        if let parameter = tree.parameterNames(of: declaration).first(where: { tree.sameText($0.token, name) }) {
          return tree.parameterTypeName(ofParameterNamedAt: parameter.token).map { TypeIndex.lastComponent($0.name) }
        }
        if let local = memberDeclaration(named: name, in: index, before: k, in: tree) { return typeName(of: tree.declarations[local], in: tree) }
      }
      current = declaration.parent
    }
    return nil
  }

  /// Whether a token between `start` and `name` spelled like it binds a new value there
  /// that is no declaration: right before `in` (`{ store in`, `{ store, index in`, `for
  /// store in`), after `for` or `case`, or a condition's `let`/`var` (`if let store`,
  /// `guard var store`, `, let store`). A statement's own `let store = …` is a declaration,
  /// which `declaredType` reads.
  private static func isRebound(_ name: Int, from start: Int, in tree: SyntaxTree) -> Bool {
    for k in start..<name where tree.kind(k) == .identifier && tree.sameText(k, name) {
      if tree.isKeyword(k + 1, .`in`) || (tree.kind(k + 1) == .comma && tree.kind(k - 1) == .leftBrace) { return true }
      if tree.isKeyword(k - 1, .`for`) || tree.isKeyword(k - 1, .`case`) { return true }
      if tree.isKeyword(k - 1, .`let`) || tree.isKeyword(k - 1, .`var`) {
        let before = k - 2
        if tree.isKeyword(before, .`if`) || tree.isKeyword(before, .`guard`) || tree.isKeyword(before, .`while`)
          || tree.isKeyword(before, .`case`) || tree.kind(before) == .comma
        {
          return true
        }
      }
    }
    return false
  }

  /// The type of the variable named like token `name` that `parent` declares directly.
  private static func memberType(named name: Int, in parent: Int, before limit: Int?, in tree: SyntaxTree) -> String? {
    memberDeclaration(named: name, in: parent, before: limit, in: tree).flatMap { typeName(of: tree.declarations[$0], in: tree) }
  }

  /// The last variable named like token `name` that `parent` declares directly (before
  /// token `limit`, for a function's locals).
  private static func memberDeclaration(named name: Int, in parent: Int, before limit: Int?, in tree: SyntaxTree) -> Int? {
    var found: Int?
    var index = parent + 1
    let end = tree.declarations[parent].lastToken
    while index < tree.declarations.count && tree.declarations[index].firstToken <= end {
      defer { index += 1 }
      let declaration = tree.declarations[index]
      if let limit, declaration.firstToken >= limit { break }
      guard declaration.parent == parent, declaration.kind == .variable || declaration.kind == .constant,
        let token = declaration.nameToken, tree.sameText(token, name)
      else { continue }
      found = index
    }
    return found
  }

  /// A declaration's type: its annotation's plain name, or the type its initializer
  /// constructs when the construction is the whole value (`Store()`, `Store.init(…)`,
  /// `Store(…) { … }`; not `Store(x).child`).
  private static func typeName(of declaration: Declaration, in tree: SyntaxTree) -> String? {
    tree.declaredTypeName(of: declaration).map { TypeIndex.lastComponent($0.name) }
  }
}

/// A member write as the index keeps it.
struct LocatedMemberWrite: Sendable, InputOrdered {
  var path: String
  var project: String?
  var line: Int
  var ownerType: String
  /// The file's place in input order: the first file wins, whichever round parsed it.
  var order: Int
}

extension TypeIndex {
  /// Where some linted file of `project` writes the member `name` of a value of type
  /// `typeName` (compared by last component), the first such file in input order; nil if
  /// none does. Files the
  /// engine has not parsed yet are found by the name scan (`.name`).
  package func memberWrite(to name: String, ofType typeName: String, in project: String?) -> (path: String, line: Int)? {
    log?.record(UInt8(ascii: "."), name)
    let type = Self.lastComponent(typeName)
    return memberWrites[name]?.first { $0.ownerType == type && $0.project == project }.map { ($0.path, $0.line) }
  }
}
