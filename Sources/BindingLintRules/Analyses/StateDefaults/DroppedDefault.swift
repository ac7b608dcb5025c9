import BindingLintSyntax

/// The advice to drop a `@State` default, spelled so that following it compiles: a
/// property without a type annotation takes its type from the default, so dropping
/// `= 0.0` from `@State private var estimate = 0.0` leaves a declaration without a type
/// (set 96 B53). The words then name the type to write when the default shows it.
///
/// Read at every candidate, most of which no decision keeps: the type is found without
/// building text, and the words are built only for a finding that is reported.
struct DroppedDefault: Sendable {
  private enum Written: Sendable {
    case annotated
    case inferred(String)
    case unknown
  }

  private let written: Written

  init(_ declaration: Declaration, in tree: SyntaxTree) {
    if !declaration.typeTokens.isEmpty {
      written = .annotated
    } else if let type = Self.literalType(of: declaration.initializerTokens, in: tree) {
      written = .inferred(type)
    } else {
      written = .unknown
    }
  }

  /// "drop the default", or "drop the default (and write the type it gave, ': Double')".
  var words: String {
    switch written {
    case .annotated: "drop the default"
    case .inferred(let type): "drop the default (and write the type it gave, ': \(type)')"
    case .unknown: "drop the default (and write the property's type, which the default gave it)"
    }
  }

  /// The type Swift infers for a default that is a literal, a negated number, or a
  /// construction of a named type (`Filter()`, `Filter.init(…)`); nil otherwise.
  static func literalType(of range: Range<Int>, in tree: SyntaxTree) -> String? {
    guard !range.isEmpty else { return nil }
    var first = range.lowerBound
    let last = range.upperBound - 1
    if tree.isOperator(first, UInt8(ascii: "-")), tree.length(first) == 1, first < last { first += 1 }
    if first == last {
      switch tree.kind(first) {
      case .integer: return "Int"
      case .float: return "Double"
      default: break
      }
      if tree.isKeyword(first, .`true`) || tree.isKeyword(first, .`false`) { return "Bool" }
      return nil
    }
    if tree.kind(first) == .stringQuote, tree.kind(last) == .stringQuote, tree.length(first) == 1, tree.length(last) == 1,
      !(first + 1..<last).contains(where: { tree.kind($0) == .stringQuote })
    {
      return "String"
    }
    // `Filter()`, `Theme.Dark(…)`: not `makeFilter()`, not a generic `Set<Int>()`, whose
    // arguments the name drops.
    guard first == range.lowerBound, tree.kind(first) == .identifier, tree.kind(last) == .rightParen || tree.kind(last) == .rightBrace,
      !range.contains(where: { tree.isOperator($0, UInt8(ascii: "<")) && tree.isGenericAngle($0) }),
      let constructed = tree.constructedTypeName(in: range),
      let initial = constructed.name.utf8.first, initial >= UInt8(ascii: "A") && initial <= UInt8(ascii: "Z")
    else { return nil }
    return constructed.name
  }
}
