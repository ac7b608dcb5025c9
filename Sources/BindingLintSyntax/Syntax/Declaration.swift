/// The declarations of a file as a flat array in source order, each pointing at its parent
/// by index: types, extensions, functions, initializers, subscripts and properties, with
/// their attributes, modifiers, names, inheritance, type annotations, initializers and
/// bodies as token indices. Nothing is a `String` until a rule asks for text.
@usableFromInline package struct Declaration: Sendable {
  @usableFromInline package enum Kind: UInt8, Sendable {
    case `struct`, `class`, `enum`, actor, `protocol`, `extension`
    case function, initializer, `subscript`, variable, constant, `typealias`, macro

    @inlinable @inline(__always) package var isTypeLike: Bool {
      switch self {
      case .struct, .class, .enum, .actor, .protocol, .extension: return true
      default: return false
      }
    }

    @inlinable @inline(__always) package var isNominalType: Bool { isTypeLike && self != .extension }
  }

  @usableFromInline package var kind: Kind
  /// First token of the declaration (its first attribute or modifier, else its keyword).
  @usableFromInline package var firstToken: Int
  /// The introducing keyword (`struct`, `var`, `func`, …).
  @usableFromInline package var keywordToken: Int
  /// The name token; for an extension the first token of the extended type; -1 for `init`.
  /// (Storage: the optionals below are what other layers read.)
  @usableFromInline var nameIndex: Int
  /// One past the last token of the extended type's name (extensions only; else nameToken + 1).
  @usableFromInline package var nameEnd: Int
  @usableFromInline package var attributes: Range<Int>
  @usableFromInline package var modifiers: Range<Int>
  @usableFromInline package var inheritance: Range<Int>
  /// `(` of a function's, initializer's or subscript's parameters; -1 otherwise.
  @usableFromInline var parameterListIndex: Int
  /// Tokens of the type annotation (properties) or return type (functions, subscripts).
  @usableFromInline package var typeTokens: Range<Int>
  /// Tokens of the initializer expression after `=`; empty if none.
  @usableFromInline package var initializerTokens: Range<Int>
  /// `{` of the member block, function body or accessor block; -1 if none.
  @usableFromInline var bodyIndex: Int
  /// Last token of the declaration (inclusive).
  @usableFromInline package var lastToken: Int
  /// Index of the enclosing declaration in `SyntaxTree.declarations`, or -1.
  @usableFromInline var parentIndex: Int

  /// The name token; for an extension the first token of the extended type; nil for `init`.
  @inlinable package var nameToken: Int? { nameIndex >= 0 ? nameIndex : nil }
  /// `(` of a function's, initializer's or subscript's parameters.
  @inlinable package var parameterList: Int? { parameterListIndex >= 0 ? parameterListIndex : nil }
  /// `{` of the member block, function body or accessor block.
  @inlinable package var body: Int? { bodyIndex >= 0 ? bodyIndex : nil }
  /// Index of the enclosing declaration in `SyntaxTree.declarations`; nil at the top level.
  @inlinable package var parent: Int? { parentIndex >= 0 ? parentIndex : nil }
  /// Whether the declaration has a body (`{ … }`): a type's members, a function's
  /// statements, a computed property's accessors.
  @inlinable package var hasBody: Bool { bodyIndex >= 0 }
}

/// `@Name` or `@Name(arguments)` before a declaration.
@usableFromInline package struct Attribute: Sendable {
  @usableFromInline package var atToken: Int
  /// The name's last identifier (`State` in `@SwiftUI.State`).
  @usableFromInline package var nameToken: Int
  /// `(` of the arguments, or -1.
  @usableFromInline var argumentsIndex: Int
  /// `(` of the arguments (`@Environment(\\.dismiss)`), if it has any.
  @inlinable package var argumentsOpen: Int? { argumentsIndex >= 0 ? argumentsIndex : nil }
  /// Last token of the attribute (inclusive).
  @usableFromInline package var lastToken: Int
}

/// A declaration modifier, with its detail: `private(set)` has `detailToken` on `set`.
@usableFromInline package struct Modifier: Sendable {
  @usableFromInline package var token: Int
  @usableFromInline var detailIndex: Int
  @usableFromInline package var lastToken: Int

  /// `set` of `private(set)`; nil for a plain modifier.
  @inlinable package var detailToken: Int? { detailIndex >= 0 ? detailIndex : nil }
  /// Whether the modifier is plain (`private`), not a setter's (`private(set)`).
  @inlinable package var isPlain: Bool { detailIndex < 0 }
}

/// One entry of an inheritance clause: tokens of the type, and its last name token
/// (`View` in `SwiftUI.View`, `P` in `P<T>`).
@usableFromInline package struct InheritedType: Sendable {
  @usableFromInline package var tokens: Range<Int>
  @usableFromInline package var nameToken: Int
}
