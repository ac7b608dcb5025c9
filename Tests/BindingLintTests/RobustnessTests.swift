@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import BindingLintTestSupport
import XCTest

/// Nothing input can reach may crash or hang: every prefix of every fixture, invalid UTF-8,
/// NUL bytes, 100k-deep nesting, and every unterminated construct go through the lexer,
/// the syntax layer and every rule.
final class RobustnessTests: XCTestCase {
  func lintAll(_ bytes: [UInt8]) -> Report {
    Runner(rules: RuleRegistry.all, jobs: 1).run([Runner.Input(path: "Fuzz.swift", project: nil, bytes: bytes)]).report
  }

  /// Every byte prefix goes through the lexer; the syntax layer sees the prefixes that end
  /// at a token's end or one byte into it (a string without its quote, half an operator),
  /// and the rules those that end at a token's end (an unclosed call, a half-written
  /// attribute, a body cut short). Every byte through every rule made this one test five
  /// minutes of a debug build's CI; the fuzz campaign (`Fuzz/run.sh`) cuts at random
  /// bytes millions of times.
  func testEveryPrefixOfEveryFixtureLints() throws {
    let root = TestSupport.fixturesRoot
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    var prefixes = 0, linted = 0
    for folder in folders.sorted() {
      for path in TestSupport.swiftFiles(in: root + "/" + folder) {
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path)).map { $0 }
        let whole = SyntaxTree(source: SourceFile(path: path, bytes: bytes))
        var tokenEnds: Set<Int> = [0, bytes.count], cuts: Set<Int> = []
        for k in 0..<whole.tokenCount {
          tokenEnds.insert(whole.endOffset(k))
          cuts.insert(min(whole.startOffset(k) + 1, whole.endOffset(k)))
        }
        cuts.formUnion(tokenEnds)
        for length in 0...bytes.count {
          let prefix = Array(bytes[0..<length])
          prefixes += 1
          guard cuts.contains(length) else {
            _ = Lexer.tokenize(prefix)
            continue
          }
          let tree = SyntaxTree(source: SourceFile(path: path, bytes: prefix))
          guard tokenEnds.contains(length) else { continue }
          for rule in RuleRegistry.all { _ = rule.check(FileContext(tree: tree, project: nil)) }
          linted += 1
        }
      }
    }
    XCTAssertGreaterThan(prefixes, 100_000)
    XCTAssertGreaterThan(linted, 12_000)
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
