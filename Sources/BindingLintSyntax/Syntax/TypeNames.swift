/// Reading simple type references out of token ranges: the plain nominal name a property
/// annotation, generic argument or type alias spells (`Model`, `Outer.Inner?`,
/// `Box<Int>`), and the generic parameter names a declaration introduces. Anything richer
/// (tuples, functions, `some`/`any`, arrays, compositions) is "not a plain name": callers
/// treat it as unknown rather than guess.
extension SyntaxTree {
  /// A type written as a dotted name with optional generic arguments on any component and
  /// at most one trailing `?` or `!`.
  @usableFromInline package struct PlainTypeName: Sendable, Equatable {
    /// `Outer.Inner` (generic arguments dropped, backticks removed).
    @usableFromInline package var name: String
    /// First name token (for generic-parameter shadowing checks).
    @usableFromInline package var firstToken: Int
    @usableFromInline package var isOptional: Bool
  }

  /// The type of the objects a property annotation holds: the plain name of `T`, `T?`,
  /// `[T]`, `[T]?`, `Array<T>`, `Set<T>` (an optional or a collection of them); nil for
  /// anything else (a dictionary, a tuple, a generic application of another type).
  package func heldElementTypeName(in range: Range<Int>) -> String? {
    let end = min(range.upperBound, tokenCount)
    var k = range.lowerBound
    guard k < end else { return nil }
    var inner = range.lowerBound..<end
    if kind(k) == .leftBracket, let close = closingBracket(of: k) {
      let rest = close + 1
      guard rest == end || (rest + 1 == end && isOperator(rest, UInt8(ascii: "?")) && !tokens[rest].hasLeadingTrivia) else { return nil }
      inner = (k + 1)..<close
    } else if kind(k) == .identifier, k + 1 < end, tokens[k + 1].flags.contains(.genericAngle), isOperator(k + 1, UInt8(ascii: "<")),
      token(k, is: "Array") || token(k, is: "Set") || token(k, is: "ContiguousArray")
    {
      let after = skipGenericArguments(k + 1)
      guard after == end || (after + 1 == end && isOperator(after, UInt8(ascii: "?"))) else { return nil }
      k += 2
      inner = k..<(after - 1)
    }
    return plainTypeName(in: inner)?.name
  }

  /// The same for a property without an annotation, from an initializer that is exactly
  /// an empty collection or a construction: `[T]()`, `Array<T>()`, `Set<T>()`, `T(…)`.
  package func heldElementTypeName(initializer range: Range<Int>) -> String? {
    let end = min(range.upperBound, tokenCount)
    guard end >= 3, range.lowerBound < end, kind(end - 1) == .rightParen else { return nil }
    let open = partner(end - 1)
    guard open > range.lowerBound, open < end, kind(open) == .leftParen, !tokens[open].hasLeadingTrivia else { return nil }
    let typeRange = range.lowerBound..<open
    if kind(range.lowerBound) == .leftBracket || token(range.lowerBound, is: "Array") || token(range.lowerBound, is: "Set") {
      guard open + 1 == end - 1 else { return nil }
      return heldElementTypeName(in: typeRange)
    }
    guard let plain = plainTypeName(in: typeRange), !plain.isOptional,
      let first = plain.name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
    else { return nil }
    return plain.name
  }

  /// The plain type name spelled by exactly the tokens `range`, or nil.
  package func plainTypeName(in range: Range<Int>) -> PlainTypeName? {
    var k = range.lowerBound
    let end = min(range.upperBound, tokenCount)
    guard k < end else { return nil }
    // Most names are one component: it is the name, without an array to join.
    var name = ""
    var isFirst = true
    while k < end {
      guard kind(k) == .identifier, tokens[k].keyword != .some, tokens[k].keyword != .any,
        tokens[k].keyword != .each else { return nil }
      if isFirst {
        name = nameText(k)
        isFirst = false
      } else {
        name += "." + nameText(k)
      }
      k += 1
      if k < end && tokens[k].flags.contains(.genericAngle) && isOperator(k, UInt8(ascii: "<")) {
        k = skipGenericArguments(k)
      }
      guard k < end, kind(k) == .period else { break }
      k += 1
    }
    guard !isFirst else { return nil }
    var isOptional = false
    if k < end && (isOperator(k, UInt8(ascii: "?")) || isOperator(k, UInt8(ascii: "!"))) && !tokens[k].hasLeadingTrivia {
      isOptional = true
      k += 1
    }
    guard k == end else { return nil }
    return PlainTypeName(name: name, firstToken: range.lowerBound, isOptional: isOptional)
  }

  /// The type property `declaration` holds: the one its annotation names (`Model`,
  /// `Model?`), else the one its default constructs (`= Model()`); nil when neither is plain.
  package func declaredTypeName(of declaration: Declaration) -> PlainTypeName? {
    declaration.typeTokens.isEmpty ? constructedTypeName(in: declaration.initializerTokens) : plainTypeName(in: declaration.typeTokens)
  }

  /// The type an initializer expression constructs when the call is the whole expression:
  /// `Model()`, `Model.init(x)`, `MyKit.Model(x) { … }`, `Box<Int>()`.
  package func constructedTypeName(in range: Range<Int>) -> PlainTypeName? {
    var k = range.lowerBound
    let end = min(range.upperBound, tokenCount)
    var nameEnd = k
    while k < end && kind(k) == .identifier {
      k += 1
      if k < end && isGenericAngle(k) && isOperator(k, UInt8(ascii: "<")) { k = skipGenericArguments(k) }
      nameEnd = k
      guard k + 1 < end, kind(k) == .period else { break }
      if keyword(k + 1) == .`init` {
        k += 2
        break
      }
      k += 1
    }
    guard nameEnd > range.lowerBound, k < end, kind(k) == .leftParen, !hasLeadingTrivia(k), let close = closingBracket(of: k) else {
      return nil
    }
    k = close + 1
    if k < end && kind(k) == .leftBrace, let trailing = closingBracket(of: k) { k = trailing + 1 }
    guard k == end else { return nil }
    return plainTypeName(in: range.lowerBound..<nameEnd)
  }

  /// The type and the default value of the parameter whose name is token `name`
  /// (`store: Store = Store()`): the type runs from after the `:` to the `=`, `,` or `)` that
  /// ends it, the default from after the `=`. Nil when no `:` follows the name.
  package func parameterParts(ofParameterNamedAt name: Int) -> (type: Range<Int>, defaultValue: Range<Int>?)? {
    guard kind(name + 1) == .colon else { return nil }
    var end = name + 2
    var equals: Int? = nil
    while isInFile(end), kind(end) != .comma, kind(end) != .rightParen, kind(end) != .endOfFile {
      if equals == nil && isOperator(end, UInt8(ascii: "=")) { equals = end }
      end = step(over: end)
    }
    guard let equals else { return ((name + 2)..<end, nil) }
    return ((name + 2)..<equals, (equals + 1)..<end)
  }

  /// The plain type name of the parameter named at token `name`, past its attributes and
  /// ownership words (`@escaping`, `inout`, `some`, `any`, `borrowing`, `consuming`):
  /// `period: Int` → `Int`, `model: Shop.Model?` → `Shop.Model`; nil for anything richer
  /// (a function type, a tuple, a collection literal type, a composition).
  package func parameterTypeName(ofParameterNamedAt name: Int) -> PlainTypeName? {
    guard let type = parameterTypeAfterAttributes(ofParameterNamedAt: name) else { return nil }
    return plainTypeName(in: type)
  }

  /// The first dotted name of the parameter's type, past the same attributes and words,
  /// whatever follows it (`Int` for `Int...`, `A` for `A & B`, `Shop.Model` for
  /// `Shop.Model?`); nil when the type starts otherwise (a function type, a tuple, `[T]`).
  package func parameterLeadingTypeName(ofParameterNamedAt name: Int) -> String? {
    guard let type = parameterTypeAfterAttributes(ofParameterNamedAt: name), !type.isEmpty, kind(type.lowerBound) == .identifier
    else { return nil }
    var k = type.lowerBound
    var text = nameText(k)
    while k + 2 < type.upperBound, kind(k + 1) == .period, kind(k + 2) == .identifier {
      k += 2
      text += "." + nameText(k)
    }
    return text
  }

  /// The tokens of a parameter's type after its attributes (`@escaping`, `@MainActor`,
  /// `@convention(c)`) and ownership words; nil when no `:` follows the name. Never past
  /// the type's end, however the attributes are written (`store: @` while typing).
  private func parameterTypeAfterAttributes(ofParameterNamedAt name: Int) -> Range<Int>? {
    guard let parts = parameterParts(ofParameterNamedAt: name) else { return nil }
    let end = parts.type.upperBound
    var k = parts.type.lowerBound
    while k < end {
      if kind(k) == .at {
        k += 2
        // Arguments only when the `(` touches the attribute's name (`@convention(c)`).
        if k < end, kind(k) == .leftParen, touches(k - 1, k), let close = closingBracket(of: k), close < end { k = close + 1 }
      } else if token(k, is: "inout") || token(k, is: "some") || token(k, is: "any") || token(k, is: "borrowing")
        || token(k, is: "consuming")
      {
        k += 1
      } else {
        break
      }
    }
    return min(k, end)..<end
  }

  /// The `<` of the generic parameter clause a declaration introduces, or -1.
  func genericClauseOpen(of declaration: Declaration) -> Int {
    var k: Int
    switch declaration.kind {
    case .struct, .class, .enum, .actor, .protocol, .typealias, .function, .macro:
      guard declaration.nameIndex >= 0 else { return -1 }
      k = declaration.nameIndex + 1
    case .initializer:
      k = declaration.keywordToken + 1
      if isOperator(k, UInt8(ascii: "?")) || isOperator(k, UInt8(ascii: "!")) { k += 1 }
    case .subscript:
      k = declaration.keywordToken + 1
    default:
      return -1
    }
    return k < tokenCount && tokens[k].flags.contains(.genericAngle) && isOperator(k, UInt8(ascii: "<")) ? k : -1
  }

  /// `T`, `U` in `<T: P, each U>`.
  package func genericParameterNames(of declaration: Declaration) -> [String] {
    let open = genericClauseOpen(of: declaration)
    guard open >= 0 else { return [] }
    let close = skipGenericArguments(open) - 1
    var names: [String] = []
    var depth = 0
    var expectsName = false
    var k = open
    while k < close {
      let token = tokens[k]
      if token.flags.contains(.genericAngle) {
        depth += isOperator(k, UInt8(ascii: "<")) ? 1 : -1
        expectsName = depth == 1
      } else if depth == 1 && token.kind == .comma {
        expectsName = true
      } else if token.kind.isOpeningBracket, partner(k) > k {
        k = partner(k)
        expectsName = false
      } else if expectsName && token.kind == .identifier {
        if token.keyword == .each && kind(k + 1) == .identifier {
          k += 1
        }
        names.append(Self.unescaped(text(k)))
        expectsName = false
      } else {
        expectsName = false
      }
      k += 1
    }
    return names
  }

  /// `associatedtype` names declared directly in a protocol's body.
  package func associatedTypeNames(of declaration: Declaration) -> [String] {
    let open = declaration.bodyIndex
    guard declaration.kind == .protocol, open >= 0, partner(open) > open else { return [] }
    var names: [String] = []
    for k in (open + 1)..<partner(open) where tokens[k].keyword == .`associatedtype` && tokens[k].kind == .keyword {
      if enclosing(k) == open && kind(k + 1) == .identifier { names.append(Self.unescaped(text(k + 1))) }
    }
    return names
  }

  /// What a type declared `: Alias` conforms to through `typealias Alias = …`, as a type's
  /// inheritance is kept (the last component of each name, `View` for `SwiftUI.View`): the
  /// composed names of `RouterDelegate & View` (also in parentheses), or the one name of a
  /// plain alias (`typealias Page = View`, `typealias Routable2 = Routable`, which the
  /// search then follows). Empty for any other alias (a function type, a generic
  /// application).
  package func compositionMembers(ofAlias declaration: Declaration) -> [String] {
    guard let target = aliasTargetTokens(of: declaration) else { return [] }
    var first = target.lowerBound
    var end = target.upperBound - 1
    if kind(first) == .leftParen, partner(first) == end, end > first + 1 { first += 1; end -= 1 }
    var members: [String] = []
    var last = -1
    var expectsName = true
    for t in first...end {
      if expectsName {
        guard kind(t) == .identifier || keyword(t) == .`Any` else { return [] }
        last = t
        expectsName = false
      } else if kind(t) == .period {
        expectsName = true
      } else if isOperator(t, UInt8(ascii: "&")) {
        members.append(nameText(last))
        expectsName = true
      } else {
        return []
      }
    }
    guard !expectsName else { return [] }
    members.append(nameText(last))
    return members
  }

  /// The plain name a `typealias` stands for (`AppStore` in `typealias Store = AppStore`).
  package func aliasTarget(of declaration: Declaration) -> String? {
    aliasTargetTokens(of: declaration).flatMap { plainTypeName(in: $0)?.name }
  }

  /// The tokens a `typealias` stands for, after its name, generic clause and `=`
  /// (`(T) -> Void` in `typealias Handler<T> = (T) -> Void`); nil when there are none.
  package func aliasTargetTokens(of declaration: Declaration) -> Range<Int>? {
    guard declaration.kind == .typealias, declaration.nameIndex >= 0 else { return nil }
    var k = declaration.nameIndex + 1
    let open = genericClauseOpen(of: declaration)
    if open >= 0 { k = skipGenericArguments(open) }
    guard isOperator(k, UInt8(ascii: "=")), declaration.lastToken > k else { return nil }
    return (k + 1)..<(declaration.lastToken + 1)
  }
}
