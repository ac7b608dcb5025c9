/// Keywords the syntax layer asks about, reserved and contextual, matched as bytes.
///
/// Reserved words always lex as `.keyword` (unless used as a name, see `Lexer`); contextual
/// ones (`some`, `get`, `mutating`, …) lex as `.identifier` and carry their keyword so the
/// parser can test `token.keyword == .some` without touching bytes.
/// `Keyword+Match.swift` has the matcher, generated from this list of cases (switch on
/// length, then first byte) by `swift run bindinglint-dev generate`; `_` is the wildcard.
@usableFromInline package enum Keyword: UInt8, Sendable {
  case none = 0
  case wildcard
  case `Any`
  case `as`
  case `associatedtype`
  case `break`
  case `case`
  case `catch`
  case `class`
  case `continue`
  case `default`
  case `defer`
  case `deinit`
  case `do`
  case `else`
  case `enum`
  case `extension`
  case `fallthrough`
  case `false`
  case `fileprivate`
  case `for`
  case `func`
  case `guard`
  case `if`
  case `import`
  case `in`
  case `init`
  case `inout`
  case `internal`
  case `is`
  case `let`
  case `nil`
  case `operator`
  case `precedencegroup`
  case `private`
  case `protocol`
  case `public`
  case `repeat`
  case `rethrows`
  case `return`
  case `self`
  case `Self`
  case `static`
  case `struct`
  case `subscript`
  case `super`
  case `switch`
  case `throw`
  case `throws`
  case `true`
  case `try`
  case `typealias`
  case `var`
  case `where`
  case `while`
  case actor
  case any
  case some
  case async
  case await
  case get
  case set
  case willSet
  case didSet
  case mutating
  case nonmutating
  case override
  case final
  case lazy
  case weak
  case unowned
  case open
  case convenience
  case required
  case nonisolated
  case indirect
  case dynamic
  case `optional`
  case isolated
  case each
  case consuming
  case borrowing
  case package
  case macro
  case prefix
  case postfix
  case infix
  case distributed
  case sending
  case unsafe

  /// Whether this keyword is reserved (always lexed as `.keyword`).
  package var isReserved: Bool { rawValue >= Keyword.wildcard.rawValue && rawValue <= Keyword.`while`.rawValue }
}

extension Keyword {
  /// Each keyword's spelling, in declaration order from `.wildcard` (raw value 1).
  static let spellings: [StaticString] = [
    "_", "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
    "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard",
    "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup",
    "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self", "static", "struct",
    "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    "actor", "any", "some", "async", "await", "get", "set", "willSet", "didSet", "mutating", "nonmutating",
    "override", "final", "lazy", "weak", "unowned", "open", "convenience", "required", "nonisolated",
    "indirect", "dynamic", "optional", "isolated", "each", "consuming", "borrowing", "package", "macro",
    "prefix", "postfix", "infix", "distributed", "sending", "unsafe",
  ]

  /// For each first byte, a bit per length (1 through 15) that some keyword has with that
  /// first byte. Most names fail this one lookup and never reach `match`: `Text`, `value`
  /// and `foregroundColor` start or run unlike any keyword. A never-freed raw pointer, so
  /// the lexer can keep it in a stored property (see `ByteClass.pointer`).
  nonisolated(unsafe) static let lengthsByFirstByte: UnsafePointer<UInt16> = {
    let table = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
    table.initialize(repeating: 0, count: 256)
    assert(spellings.count == Int(Keyword.unsafe.rawValue), "Keyword.spellings misses a case")
    for (index, spelling) in spellings.enumerated() {
      let start = spelling.utf8Start
      let length = spelling.utf8CodeUnitCount
      assert(length <= 15 && match(start, length).rawValue == index + 1, "Keyword.spellings disagrees with match at \(spelling)")
      table[Int(start[0])] |= 1 << length
    }
    return UnsafePointer(table)
  }()
}
