import BindingLintSyntax

/// Whether anything can show a `@State` property's first value: review53 P1's editor whose
/// only reader is a sheet that a button opens after writing the property
/// (`Button { draftDate = day; isEditing = true }` beside `.sheet(isPresented: $isEditing)
/// { Editor(date: draftDate) }`). Whichever of the default and the value `init` writes
/// comes first, the button replaces it before anything reads it, so choosing between them
/// changes nothing at run time.
///
/// Answered from the type's members in this file only; extensions elsewhere are the
/// index's to rule out. The storage `_x`, a projection of the flag or one of the property
/// outside a presentation's closures (`$x` handed to the presented view is read only once it
/// is presented), a read outside them, a flag that starts `true`, or a line that sets the
/// flag without writing the property first in the same block, and the value counts as seen.
struct UnobservedInitialValue {
  let tree: SyntaxTree
  /// The type's members, without the property's declaration and the initializers.
  let ranges: [Range<Int>]
  /// The declaration and initializers: an initializer that writes the flag shows the value.
  let excluded: [Range<Int>]

  /// Presentation modifiers whose closures run only while their `isPresented:` flag is true.
  private static let presenters: [StaticString] = [
    "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "inspector",
  ]

  func isUnobserved(_ property: String) -> Bool {
    var writes: [Int] = []
    var flags: Set<String> = []
    var presentingArguments: Set<Int> = []
    for k in mentions(of: property) {
      // `$x` handed to the presented view is read there, as the value is: only once presented
      // (review83 A3). The storage `_x` is another matter.
      let text = tree.nameText(k)
      guard text == property || text.hasPrefix("$") else { return false }
      if text == property && tree.isOperator(k + 1, UInt8(ascii: "=")) {
        writes.append(k)
        continue
      }
      guard let (flag, argument) = presentationFlag(around: k) else { return false }
      flags.insert(flag)
      presentingArguments.insert(argument)
    }
    guard !flags.isEmpty else { return false }
    return flags.allSatisfy { flagIsSetOnlyAfterWriting($0, writes: writes, presentingArguments: presentingArguments) }
  }

  /// `name`, `$name` and `_name` in the members, as plain names or `self.name`.
  private func mentions(of name: String) -> [Int] {
    var found: [Int] = []
    let lengths = [name.utf8.count, name.utf8.count + 1]
    for range in ranges {
      for k in range where tree.kind(k) == .identifier && lengths.contains(tree.length(k)) {
        let text = tree.nameText(k)
        guard text == name || (text.hasPrefix("$") || text.hasPrefix("_")) && text.dropFirst() == name[...] else { continue }
        guard !excluded.contains(where: { $0.contains(k) }) else { continue }
        if tree.isMemberOfOtherValue(k) { continue }
        found.append(k)
      }
    }
    return found
  }

  /// The `$flag` of the nearest presentation modifier whose closure holds token `k`, and the
  /// flag argument's token.
  private func presentationFlag(around k: Int) -> (String, Int)? {
    var open = tree.enclosingBracket(of: k)
    while let at = open {
      if tree.kind(at) == .leftBrace, case .closure(let callee?, _, _) = tree.role(ofBlock: at),
        Self.presenters.contains(where: { tree.token(callee, is: $0) }), tree.kind(callee - 1) == .period,
        let call = tree.call(at: callee), let argument = call.argument(labeled: "isPresented", in: tree),
        argument.value.count == 1, tree.nameText(argument.valueStart).hasPrefix("$")
      {
        return (String(tree.nameText(argument.valueStart).dropFirst()), argument.valueStart)
      }
      open = tree.enclosingBracket(of: at)
    }
    return nil
  }

  /// Whether `flag` starts `false`, no initializer writes it, its projection is used only
  /// as the presentations' argument, and every line that may set it (`flag = true`,
  /// `flag.toggle()`) follows a write of the property in the same block.
  private func flagIsSetOnlyAfterWriting(_ flag: String, writes: [Int], presentingArguments: Set<Int>) -> Bool {
    guard startsFalse(flag) else { return false }
    for k in mentions(of: flag) {
      let text = tree.nameText(k)
      if text != flag {
        guard presentingArguments.contains(k) else { return false }
        continue
      }
      let setsTrue: Bool
      if tree.isOperator(k + 1, UInt8(ascii: "=")) {
        setsTrue = !tree.isKeyword(k + 2, .`false`)
      } else {
        setsTrue = tree.kind(k + 1) == .period && tree.token(k + 2, is: "toggle")
      }
      if setsTrue && !writes.contains(where: { isWrite($0, before: k) }) { return false }
    }
    return true
  }

  /// Whether the write at `w` runs before `k` whenever `k` runs: earlier, in a block that
  /// holds `k` with no closure boundary between them.
  private func isWrite(_ w: Int, before k: Int) -> Bool {
    guard w < k, let block = tree.enclosingBracket(of: w), tree.kind(block) == .leftBrace,
      tree.interior(of: block).contains(k)
    else { return false }
    return tree.runsInBlock(block, k)
  }

  /// Whether `flag` is a property of the type declared `= false` that no initializer writes.
  private func startsFalse(_ flag: String) -> Bool {
    for range in excluded {
      for k in range where tree.kind(k) == .identifier && tree.isAssignmentOperator(k + 1) {
        let text = tree.nameText(k)
        if text == flag || text == "_" + flag { return false }
      }
    }
    return ranges.contains { range in
      range.contains { k in
        tree.isKeyword(k, .`var`) && tree.kind(k + 1) == .identifier && tree.nameText(k + 1) == flag
          && declaredFalse(after: k + 1)
      }
    }
  }

  /// `x = false` or `x: Bool = false` after the name token.
  private func declaredFalse(after name: Int) -> Bool {
    var k = name + 1
    if tree.kind(k) == .colon {
      guard tree.token(k + 1, is: "Bool") else { return false }
      k += 2
    }
    return tree.isOperator(k, UInt8(ascii: "=")) && tree.isKeyword(k + 1, .`false`)
  }
}
