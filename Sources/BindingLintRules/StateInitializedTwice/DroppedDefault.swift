import BindingLintSyntax

/// The advice to drop a `@State` default, spelled so that following it compiles: a
/// property without a type annotation takes its type from the default, so dropping
/// `= 0.0` from `@State private var estimate = 0.0` leaves a declaration without a type
/// (set 96 B53). The words then name the type to write when the default shows it.
enum DroppedDefault {
  /// "drop the default", or "drop the default (and write the type it gave, ': Double')".
  static func words(for declaration: Declaration, in tree: SyntaxTree) -> String {
    guard declaration.typeTokens.isEmpty else { return "drop the default" }
    guard let type = literalType(of: declaration.initializerTokens, in: tree) else {
      return "drop the default (and write the property's type, which the default gave it)"
    }
    return "drop the default (and write the type it gave, ': \(type)')"
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
    guard first == range.lowerBound, let constructed = tree.constructedTypeName(in: range),
      let initial = constructed.name.utf8.first, initial >= UInt8(ascii: "A") && initial <= UInt8(ascii: "Z"),
      !range.contains(where: { tree.isOperator($0, UInt8(ascii: "<")) && tree.isGenericAngle($0) })
    else { return nil }
    return constructed.name
  }
}
