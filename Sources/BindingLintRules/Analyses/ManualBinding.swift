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
  /// `{` of the getter closure, or -1 when the getter is not a closure literal.
  var getterOpen: Int
  /// `{` of the setter closure, or -1 when the setter is not a closure literal.
  var setterOpen: Int

  /// How the construct reads in a message, as written: `Binding(get:set:)`,
  /// `Binding { } set: { }`, `.init(get:set:)`, `Binding.init(get:set:)`.
  func display(in tree: SyntaxTree) -> String {
    switch spelling {
    case .arguments: return "Binding(get:set:)"
    case .trailingClosures:
      guard tree.tokens[callee].keyword == .`init` else { return "Binding { } set: { }" }
      return tree.kind(firstToken) == .period ? ".init { } set: { }" : "Binding.init { } set: { }"
    case .initializer: return tree.kind(firstToken) == .period ? ".init(get:set:)" : "Binding.init(get:set:)"
    }
  }
}

extension SyntaxTree {
  /// The manual binding whose name token is `index`: a `Binding` identifier, or the `init`
  /// of `.init(`. Cheap to call on every token: it rejects on one byte compare.
  func manualBinding(at index: Int) -> ManualBinding? {
    let token = tokens[index]
    if token.kind == .identifier {
      guard token.length == 7, self.token(index, is: "Binding") else { return nil }
      var first = index
      if kind(index - 1) == .period {
        // `SwiftUI.Binding(…)` only; `x.Binding` is someone else's member.
        guard self.token(index - 2, is: "SwiftUI") else { return nil }
        first = index - 2
      }
      var k = index + 1
      if tokens[k].flags.contains(.genericAngle) && isOperator(k, UInt8(ascii: "<")) { k = skipGenericArguments(k) }
      if kind(k) == .period && tokens[k + 1].keyword == .`init` && !tokens[k].isAtStartOfLine {
        return manualBinding(callee: k + 1, first: first, spelling: .initializer)
      }
      return manualBinding(callee: index, first: first, spelling: .arguments)
    }
    guard token.kind == .keyword, token.keyword == .`init`, kind(index - 1) == .period else { return nil }
    // `Binding.init(` and `Binding<T>.init(` are reported from their `Binding` token.
    let before = index - 2
    if self.token(before, is: "Binding") { return nil }
    if isOperator(before, UInt8(ascii: ">")) && tokens[before].flags.contains(.genericAngle) { return nil }
    // `.init(` must stand as an implicit member (after `:`, `(`, `,`, `=`, `return`), not `x.init(`.
    if before >= 0 {
      switch tokens[before].kind {
      case .identifier, .rightParen, .rightBracket, .rightBrace, .stringQuote, .multilineQuote: return nil
      case .keyword where tokens[before].keyword == .`self` || tokens[before].keyword == .`super`: return nil
      default: break
      }
    }
    return manualBinding(callee: index, first: index - 1, spelling: .initializer)
  }

  private func manualBinding(callee: Int, first: Int, spelling: ManualBinding.Spelling) -> ManualBinding? {
    guard let call = call(at: callee) else { return nil }
    var result = ManualBinding(
      firstToken: first, lastToken: call.lastToken, callee: callee, spelling: spelling, getterOpen: -1, setterOpen: -1)
    if call.openParen >= 0 {
      guard let getter = call.argument(labeled: "get", in: self), call.arguments.first?.label == getter.label else { return nil }
      result.getterOpen = closureOpen(getter)
      if let setter = call.argument(labeled: "set", in: self) {
        result.setterOpen = closureOpen(setter)
        guard call.trailingClosures.isEmpty else {
          // `Binding(get: g, set: s) { … }` is not a binding expression we understand.
          return nil
        }
      } else if let trailing = call.trailingClosures.first, call.trailingClosures.count == 1,
        trailing.label < 0 || self.token(trailing.label, is: "set")
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
      call.trailingClosures[0].label < 0, self.token(call.trailingClosures[1].label, is: "set")
    else { return nil }
    // `-> Binding<T> {` and `: Binding<T> {` start a body, never a call.
    if kind(first - 1) == .colon && !isArgumentLabelColon(first - 1) { return nil }
    if kind(first - 1) == .operator && tokens[first - 1].length == 2 && source.bytes[Int(tokens[first - 1].start)] == UInt8(ascii: "-") {
      return nil
    }
    result.spelling = .trailingClosures
    result.getterOpen = call.trailingClosures[0].open
    result.setterOpen = call.trailingClosures[1].open
    return result
  }

  /// `{` when an argument's value is exactly one closure literal.
  private func closureOpen(_ argument: Argument) -> Int {
    let open = argument.valueStart
    guard kind(open) == .leftBrace, partner(open) == argument.valueEnd - 1 else { return -1 }
    return open
  }

  /// Whether the `:` at `colon` ends an argument label inside parentheses (`text: Binding {`).
  private func isArgumentLabelColon(_ colon: Int) -> Bool {
    let parent = enclosing(colon)
    return parent >= 0 && kind(parent) == .leftParen
  }

  /// Every manual binding in the file, in source order. One linear pass: the test per token
  /// is a kind check and, for 7-byte identifiers and `init`, one byte compare.
  func manualBindings() -> [ManualBinding] {
    var result: [ManualBinding] = []
    var i = 0
    while i < tokenCount {
      let token = tokens[i]
      if (token.kind == .identifier && token.length == 7) || (token.kind == .keyword && token.keyword == .`init`),
        let binding = manualBinding(at: i)
      {
        result.append(binding)
      }
      i += 1
    }
    return result
  }
}
