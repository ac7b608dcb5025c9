/// The declarations of a file as a flat array in source order, each pointing at its parent
/// by index: types, extensions, functions, initializers, subscripts and properties, with
/// their attributes, modifiers, names, inheritance, type annotations, initializers and
/// bodies as token indices. Nothing is a `String` until a rule asks for text.
package struct Declaration: Sendable {
  package enum Kind: UInt8, Sendable {
    case `struct`, `class`, `enum`, actor, `protocol`, `extension`
    case function, initializer, `subscript`, variable, constant, `typealias`, macro

    package var isTypeLike: Bool {
      switch self {
      case .struct, .class, .enum, .actor, .protocol, .extension: return true
      default: return false
      }
    }

    package var isNominalType: Bool { isTypeLike && self != .extension }
  }

  package var kind: Kind
  /// First token of the declaration (its first attribute or modifier, else its keyword).
  package var firstToken: Int
  /// The introducing keyword (`struct`, `var`, `func`, …).
  package var keywordToken: Int
  /// The name token; for an extension the first token of the extended type; -1 for `init`.
  package var nameToken: Int
  /// One past the last token of the extended type's name (extensions only; else nameToken + 1).
  package var nameEnd: Int
  package var attributes: Range<Int>
  package var modifiers: Range<Int>
  package var inheritance: Range<Int>
  /// `(` of a function's, initializer's or subscript's parameters; -1 otherwise.
  package var parameterList: Int
  /// Tokens of the type annotation (properties) or return type (functions, subscripts).
  package var typeTokens: Range<Int>
  /// Tokens of the initializer expression after `=`; empty if none.
  package var initializerTokens: Range<Int>
  /// `{` of the member block, function body or accessor block; -1 if none.
  package var body: Int
  /// Last token of the declaration (inclusive).
  package var lastToken: Int
  /// Index of the enclosing declaration in `SyntaxTree.declarations`, or -1.
  package var parent: Int
}

/// `@Name` or `@Name(arguments)` before a declaration.
package struct Attribute: Sendable {
  package var atToken: Int
  /// The name's last identifier (`State` in `@SwiftUI.State`).
  package var nameToken: Int
  /// `(` of the arguments, or -1.
  package var argumentsOpen: Int
  /// Last token of the attribute (inclusive).
  package var lastToken: Int
}

/// A declaration modifier, with its detail: `private(set)` has `detailToken` on `set`.
package struct Modifier: Sendable {
  package var token: Int
  package var detailToken: Int
  package var lastToken: Int
}

/// One entry of an inheritance clause: tokens of the type, and its last name token
/// (`View` in `SwiftUI.View`, `P` in `P<T>`).
package struct InheritedType: Sendable {
  package var tokens: Range<Int>
  package var nameToken: Int
}
