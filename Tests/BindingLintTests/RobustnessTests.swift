@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import XCTest

/// Nothing input can reach may crash or hang: every prefix of every fixture, invalid UTF-8,
/// NUL bytes, 100k-deep nesting, and every unterminated construct go through the lexer,
/// the syntax layer and every rule.
final class RobustnessTests: XCTestCase {
  func lintAll(_ bytes: [UInt8]) -> Report {
    Runner(rules: RuleRegistry.all, jobs: 1).run([Runner.Input(path: "Fuzz.swift", project: nil, bytes: bytes)]).report
  }

  func testEveryPrefixOfEveryFixtureLints() throws {
    let root = TestSupport.fixturesRoot
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    var prefixes = 0
    for folder in folders.sorted() {
      for path in TestSupport.swiftFiles(in: root + "/" + folder) {
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path)).map { $0 }
        for length in 0...bytes.count {
          let prefix = Array(bytes[0..<length])
          let tree = SyntaxTree(source: SourceFile(path: path, bytes: prefix))
          for rule in RuleRegistry.all { _ = rule.check(FileContext(tree: tree, project: nil)) }
          prefixes += 1
        }
      }
    }
    XCTAssertGreaterThan(prefixes, 1000)
  }

  func testDeepNestingDoesNotOverflowTheStack() {
    let depth = 100_000
    let inputs = [
      String(repeating: "(", count: depth),
      String(repeating: "{", count: depth) + String(repeating: "}", count: depth),
      String(repeating: "[", count: depth) + String(repeating: "]", count: depth),
      String(repeating: "\"\\(", count: depth / 2),
      "let x: " + String(repeating: "Array<", count: depth) + "Int" + String(repeating: ">", count: depth),
      String(repeating: "/*", count: depth),
      String(repeating: "struct S { ", count: depth / 10),
      String(repeating: "@State ", count: depth / 10) + "var x = 1",
    ]
    for input in inputs {
      let report = lintAll(Array(input.utf8))
      XCTAssertTrue(report.errors.isEmpty)
    }
  }

  func testInvalidUTF8IsAFileErrorAndLexingItStillTerminates() {
    let bytes: [UInt8] = Array("let s = \"".utf8) + [0xFF, 0xFE, 0xC0, 0x80, 0xED, 0xA0, 0x80] + Array("\"\nstruct S {}".utf8)
    let report = lintAll(bytes)
    XCTAssertEqual(report.errors.map(\.message), ["file is not valid UTF-8"])
    let lexed = Lexer.tokenize(bytes)
    XCTAssertFalse(lexed.tokens.isEmpty)
    _ = SyntaxTree(source: SourceFile(path: "x", bytes: bytes))
  }

  func testNULBytesAndControlCharacters() {
    var bytes: [UInt8] = Array("struct V: View {\u{0}@State var a = 1 \u{0}\u{1}\u{7F}\n var body: some View { Text(\"\u{0}\") } }".utf8)
    bytes += [0, 0, 0]
    let report = lintAll(bytes)
    XCTAssertTrue(report.errors.isEmpty)
    XCTAssertEqual(report.diagnostics.map(\.ruleID), ["non_private_state"])
  }

  func testUnterminatedConstructs() {
    for input in [
      "let s = \"abc", "let s = \"\"\"\nabc", "let s = #\"abc", "let s = ##\"\"\"\nabc\"#", "/* open /* nested */",
      "let r = #/abc", "let r = /abc", "let s = \"\\(", "let s = \"\\(x", "f(a: {", "struct S: View { @State var",
      "`unclosed", "#", "@", "\\", "let x = 0x", "let x = 1e", "\"\"\"", "#!", "\u{FEFF}",
    ] {
      let report = lintAll(Array(input.utf8))
      XCTAssertTrue(report.errors.isEmpty, input)
    }
  }

  func testRandomBytesNeverCrash() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    let alphabet = Array("()[]{}<>\"'#/\\*@$`.,:;!?=&|+-_ \n\tabcxyzStateBinding0123456789".utf8) + [0x00, 0xC3, 0xA9, 0xFF]
    for _ in 0..<300 {
      var bytes: [UInt8] = []
      for _ in 0..<400 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        bytes.append(alphabet[Int(state >> 33) % alphabet.count])
      }
      let tree = SyntaxTree(source: SourceFile(path: "r", bytes: bytes))
      for rule in RuleRegistry.all { _ = rule.check(FileContext(tree: tree, project: nil)) }
    }
  }
}
