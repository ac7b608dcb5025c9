/// The declarations of a file as a flat array in source order, each pointing at its parent
/// by index: types, extensions, functions, initializers, subscripts and properties, with
/// their attributes, modifiers, names, inheritance, type annotations, initializers and
/// bodies as token indices. Nothing is a `String` until a rule asks for text.
public struct Declaration: Sendable {
  public enum Kind: UInt8, Sendable {
    case `struct`, `class`, `enum`, actor, `protocol`, `extension`
    case function, initializer, `subscript`, variable, constant, `typealias`, macro

    public var isTypeLike: Bool {
      switch self {
      case .struct, .class, .enum, .actor, .protocol, .extension: return true
      default: return false
      }
    }

    public var isNominalType: Bool { isTypeLike && self != .extension }
  }

  public var kind: Kind
  /// First token of the declaration (its first attribute or modifier, else its keyword).
  public var firstToken: Int
  /// The introducing keyword (`struct`, `var`, `func`, …).
  public var keywordToken: Int
  /// The name token; for an extension the first token of the extended type; -1 for `init`.
  public var nameToken: Int
  /// One past the last token of the extended type's name (extensions only; else nameToken + 1).
  public var nameEnd: Int
  public var attributes: Range<Int>
  public var modifiers: Range<Int>
  public var inheritance: Range<Int>
  /// `(` of a function's, initializer's or subscript's parameters; -1 otherwise.
  public var parameterList: Int
  /// Tokens of the type annotation (properties) or return type (functions, subscripts).
  public var typeTokens: Range<Int>
  /// Tokens of the initializer expression after `=`; empty if none.
  public var initializerTokens: Range<Int>
  /// `{` of the member block, function body or accessor block; -1 if none.
  public var body: Int
  /// Last token of the declaration (inclusive).
  public var lastToken: Int
  /// Index of the enclosing declaration in `SyntaxTree.declarations`, or -1.
  public var parent: Int
}

/// `@Name` or `@Name(arguments)` before a declaration.
public struct Attribute: Sendable {
  public var atToken: Int
  /// The name's last identifier (`State` in `@SwiftUI.State`).
  public var nameToken: Int
  /// `(` of the arguments, or -1.
  public var argumentsOpen: Int
  /// Last token of the attribute (inclusive).
  public var lastToken: Int
}

/// A declaration modifier, with its detail: `private(set)` has `detailToken` on `set`.
public struct Modifier: Sendable {
  public var token: Int
  public var detailToken: Int
  public var lastToken: Int
}

/// One entry of an inheritance clause: tokens of the type, and its last name token
/// (`View` in `SwiftUI.View`, `P` in `P<T>`).
public struct InheritedType: Sendable {
  public var tokens: Range<Int>
  public var nameToken: Int
}
