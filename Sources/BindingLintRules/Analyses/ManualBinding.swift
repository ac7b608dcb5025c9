import BindingLintSyntax

/// Recognising a `Binding` built from closures, the construct both `manual_binding_in_body`
/// and `optional_alert_textfield` are about: `Binding(get: { … }, set: { … })`,
/// `Binding<T>(get:set:)`, `Binding { … } set: { … }`, `SwiftUI.Binding(…)`,
/// `Binding.init(get:set:)`, the contextual `.init(get:set:)`, and `.init { … } set: { … }`
/// (an unlabelled trailing closure then one labelled `set:` is distinctive: `.init { } actions: { }`
/// and `.init { }` of other types are not bindings).
///
/// Deliberately not recognised: `Binding($x)` (failable unwrap, another rule),
/// `Binding(projectedValue:)`, `Binding.constant(…)`, `$x` and key-path bindings, which
/// SwiftUI can compare; and a `Binding<T> {` type annotation followed by a property body.
struct ManualBinding {
  enum Spelling {
    /// `Binding(get: …, set: …)` (generic arguments and `SwiftUI.` allowed).
    case arguments
    /// `Binding { … } set: { … }`, `.init { … } set: { … }`, `Binding.init { … } set: { … }`.
    case trailingClosures
    /// `.init(get: …, set: …)` or `Binding.init(get: …, set: …)`.
    case initializer
  }

  /// First token of the expression (`Binding`, `SwiftUI`, or the `.` of `.init`).
  var firstToken: Int
  /// Last token, trailing closures included.
  var lastToken: Int
  /// The called name: `Binding`, or `init`.
  var callee: Int
  var spelling: Spelling
  /// `{` of the getter closure; nil when the getter is not a closure literal.
  var getterOpen: Int?
  /// `{` of the setter closure; nil when the setter is not a closure literal.
  var setterOpen: Int?

  /// How the construct reads in a message, as written: `Binding(get:set:)`,
  /// `Binding { } set: { }`, `.init(get:set:)`, `Binding.init(get:set:)`.
  func display(in tree: SyntaxTree) -> String {
    switch spelling {
    case .arguments: return "Binding(get:set:)"
    case .trailingClosures:
      guard tree.keyword(callee) == .`init` else { return "Binding { } set: { }" }
      return tree.kind(firstToken) == .period ? ".init { } set: { }" : "Binding.init { } set: { }"
    case .initializer: return tree.kind(firstToken) == .period ? ".init(get:set:)" : "Binding.init(get:set:)"
    }
  }
}

extension SyntaxTree {
  /// The manual binding whose name token is `index`: a `Binding` identifier, or the `init`
  /// of `.init(`. Cheap to call on every token: it rejects on one byte compare.
  func manualBinding(at index: Int) -> ManualBinding? {
    if kind(index) == .identifier {
      guard length(index) == 7, self.token(index, is: "Binding") else { return nil }
      var first = index
      if kind(index - 1) == .period {
        // `SwiftUI.Binding(…)` only; `x.Binding` is someone else's member.
        guard self.token(index - 2, is: "SwiftUI") else { return nil }
        first = index - 2
      }
      var k = index + 1
      if isGenericAngle(k) && isOperator(k, UInt8(ascii: "<")) { k = skipGenericArguments(k) }
      if kind(k) == .period && keyword(k + 1) == .`init` && !isAtStartOfLine(k) {
        return manualBinding(callee: k + 1, first: first, spelling: .initializer)
      }
      return manualBinding(callee: index, first: first, spelling: .arguments)
    }
    guard isKeyword(index, .`init`), kind(index - 1) == .period else { return nil }
    // `Binding.init(` and `Binding<T>.init(` are reported from their `Binding` token.
    let before = index - 2
    if self.token(before, is: "Binding") { return nil }
    if isOperator(before, UInt8(ascii: ">")) && isGenericAngle(before) { return nil }
    // `.init(` must stand as an implicit member (after `:`, `(`, `,`, `=`, `return`), not `x.init(`.
    if isInFile(before) {
      switch kind(before) {
      case .identifier, .rightParen, .rightBracket, .rightBrace, .stringQuote, .multilineQuote: return nil
      case .keyword where keyword(before) == .`self` || keyword(before) == .`super`: return nil
      default: break
      }
    }
    return manualBinding(callee: index, first: index - 1, spelling: .initializer)
  }

  private func manualBinding(callee: Int, first: Int, spelling: ManualBinding.Spelling) -> ManualBinding? {
    guard let call = call(at: callee) else { return nil }
    var result = ManualBinding(
      firstToken: first, lastToken: call.lastToken, callee: callee, spelling: spelling, getterOpen: nil, setterOpen: nil)
    if call.openParen != nil {
      guard let getter = call.argument(labeled: "get", in: self), call.arguments.first?.label == getter.label else { return nil }
      result.getterOpen = closureOpen(getter)
      if let setter = call.argument(labeled: "set", in: self) {
        result.setterOpen = closureOpen(setter)
        guard call.trailingClosures.isEmpty else {
          // `Binding(get: g, set: s) { … }` is not a binding expression we understand.
          return nil
        }
      } else if let trailing = call.trailingClosures.first, call.trailingClosures.count == 1,
        trailing.label.map({ self.token($0, is: "set") }) ?? true
      {
        result.setterOpen = trailing.open
      } else {
        return nil
      }
      return result
    }
    // `Binding { … } set: { … }` and `.init { … } set: { … }`; `var b: Binding<T> { … }`
    // has no `set:` closure.
    guard call.trailingClosures.count == 2,
      call.trailingClosures[0].label == nil, call.trailingClosures[1].label.map({ self.token($0, is: "set") }) ?? false
    else { return nil }
    // `-> Binding<T> {` and `: Binding<T> {` start a body, never a call.
    if kind(first - 1) == .colon && !isArgumentLabelColon(first - 1) { return nil }
    if kind(first - 1) == .operator && length(first - 1) == 2 && firstByte(of: first - 1) == UInt8(ascii: "-") {
      return nil
    }
    result.spelling = .trailingClosures
    result.getterOpen = call.trailingClosures[0].open
    result.setterOpen = call.trailingClosures[1].open
    return result
  }

  /// `{` when an argument's value is exactly one closure literal.
  private func closureOpen(_ argument: Argument) -> Int? {
    let open = argument.valueStart
    guard kind(open) == .leftBrace, closingBracket(of: open) == argument.valueEnd - 1 else { return nil }
    return open
  }

  /// Whether the `:` at `colon` ends an argument label inside parentheses (`text: Binding {`).
  private func isArgumentLabelColon(_ colon: Int) -> Bool {
    enclosingBracket(of: colon).map { kind($0) == .leftParen } ?? false
  }

  /// Every manual binding in the file, in source order. One linear pass: the test per token
  /// is a kind check and, for 7-byte identifiers and `init`, one byte compare.
  func manualBindings() -> [ManualBinding] {
    var result: [ManualBinding] = []
    for i in 0..<tokenCount where (kind(i) == .identifier && length(i) == 7) || isKeyword(i, .`init`) {
      if let binding = manualBinding(at: i) { result.append(binding) }
    }
    return result
  }
}
