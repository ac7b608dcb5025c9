import BindingLintSyntax

/// Code a test runs, not the app: a test suite's members (a subclass of `XCTestCase` or of a
/// project's `…TestCase`, a `@Suite` type or one with `@Test` functions) and a free `@Test`
/// function. What such
/// code builds lives for one test: `state_outside_view` leaves its state alone (a suite
/// holds `@State` for its projected value), and the crash rules leave alone a binding a
/// test builds and reads at once (review66: a fixture's `selection!` getter).
extension SyntaxTree {
  /// Whether type declaration `type` is a test suite. A class inheriting from a name that
  /// ends in `TestCase` counts: `XCTestCase`, or a project's base class of its tests
  /// (`AuthenticatorTestCase`, review66).
  func isTestSuite(_ type: Int) -> Bool {
    let declaration = declarations[type]
    if declaration.kind == .class, inheritance(of: declaration).contains(where: { nameText($0.nameToken).hasSuffix("TestCase") }) {
      return true
    }
    if attribute(named: "Suite", on: declaration) != nil { return true }
    // Members follow their type in source order, within its tokens: only those are read.
    var member = type + 1
    while member < declarations.count && declarations[member].firstToken <= declaration.lastToken {
      if declarations[member].parent == type && declarations[member].kind == .function && attribute(named: "Test", on: declarations[member]) != nil {
        return true
      }
      member += 1
    }
    return false
  }

  /// Whether the file imports a test framework (`import XCTest`, `import Testing`) or a
  /// module `@testable`: only a test target's files do. Read up to the first declaration
  /// (where imports are written; one written later is not seen), once per file.
  func importsTestFramework() -> Bool {
    for k in 0..<(declarations.first?.firstToken ?? tokenCount) where isKeyword(k, .`import`) {
      if k >= 2, kind(k - 1) == .identifier, token(k - 1, is: "testable"), kind(k - 2) == .at { return true }
      var module = k + 1
      // `import struct XCTest.XCTestCase`
      while module < tokenCount, kind(module) == .keyword { module += 1 }
      if module < tokenCount, token(module, is: "XCTest") || token(module, is: "Testing") { return true }
    }
    return false
  }

  /// Whether token `k` is in a test suite or a `@Test` function.
  func isInTestCode(_ k: Int) -> Bool {
    var current = declaration(containing: k)
    while let index = current {
      let declaration = declarations[index]
      if declaration.kind == .function, attribute(named: "Test", on: declaration) != nil { return true }
      if declaration.kind.isTypeLike, declaration.kind != .protocol, isTestSuite(index) { return true }
      // `extension PickerTests { func makeField() … }`: the suite declared in this file.
      if declaration.kind == .extension {
        let name = qualifiedName(of: index)
        if declarations.indices.contains(where: { other in
          other != index && declarations[other].kind.isTypeLike && declarations[other].kind != .extension
            && qualifiedName(of: other) == name && isTestSuite(other)
        }) {
          return true
        }
      }
      current = declaration.parent
    }
    return false
  }
}
