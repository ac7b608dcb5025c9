import BindingLintSyntax
import BindingLintIndex

/// A property wrapper's initializer on the right of `_x = …` in an initializer
/// (`state_init_from_parameter`, `inline_observed_object`, the origin of a `@State`
/// object): `State(initialValue: v)`, `SwiftUI.State<T>(wrappedValue: v)`, `.init(initialValue: v)`.
struct WrapperCall {
  /// The wrapper's name token, or the `init` of `.init(`.
  var nameToken: Int
  var isImplicitInit: Bool
  /// `initialValue` or `wrappedValue` label token.
  var label: Int
  var valueStart: Int
  var valueEnd: Int
  var close: Int

  var value: Range<Int> { valueStart..<valueEnd }
}

extension SyntaxTree {
  /// The wrapper call that is the whole of `start..<end`, named `wrapper` (or `.init`),
  /// with one `initialValue:` or `wrappedValue:` argument.
  func wrapperCall(named wrapper: StaticString, in value: Range<Int>) -> WrapperCall? {
    let (start, end) = (value.lowerBound, value.upperBound)
    var k = start
    var isImplicitInit = false
    if kind(k) == .period && keyword(k + 1) == .`init` {
      isImplicitInit = true
      k += 1
    } else {
      if token(k, is: "SwiftUI") && kind(k + 1) == .period { k += 2 }
      guard token(k, is: wrapper) else { return nil }
    }
    let name = k
    var open = k + 1
    if isGenericAngle(open) && isOperator(open, UInt8(ascii: "<")) { open = skipGenericArguments(open) }
    if !isImplicitInit && kind(open) == .period && keyword(open + 1) == .`init` { open += 2 }
    guard kind(open) == .leftParen, closingBracket(of: open) == end - 1 else { return nil }
    let arguments = arguments(between: open, and: end - 1)
    guard arguments.count == 1, let label = arguments.first?.label,
      token(label, is: "initialValue") || token(label, is: "wrappedValue")
    else { return nil }
    return WrapperCall(nameToken: name, isImplicitInit: isImplicitInit, label: label,
      valueStart: arguments[0].valueStart, valueEnd: arguments[0].valueEnd, close: end - 1)
  }
}

extension TypeIndex {
  /// Whether the type `qualifiedName` conforms to any of `names`, the way `isViewType`
  /// answers for view protocols (declarations, extensions, inherited protocols).
  func typeConforms(_ qualifiedName: String, in project: String?, toAnyOf names: Set<String>) -> Bool {
    switch resolve(qualifiedName, from: project) {
    case .type(let entry):
      return conforms(entry, toAnyOf: names)
    case .ambiguous:
      return declarations(qualified: qualifiedName).map { entries[$0] }.contains { conforms($0, toAnyOf: names) }
    case .unknown:
      return !(conformances(addedToExternal: qualifiedName) ?? []).isDisjoint(with: names)
    }
  }
}
