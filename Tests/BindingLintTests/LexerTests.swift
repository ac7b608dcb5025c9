@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import BindingLintTestSupport
import XCTest

/// Lexer tables, one construct per test: each lists the expected tokens as
/// (text, oracle category), in order, comments included. Ranges and kinds follow
/// swift-syntax (checked against syntax-oracle on a real corpus; see CONTRIBUTING.md).
final class LexerTests: XCTestCase {
  /// (text, category) of every token and comment, as `dump-tokens` prints them.
  func lex(_ source: String) -> [String] {
    let bytes = Array(source.utf8)
    let lexed = Lexer.tokenize(bytes)
    var items: [(Int, String)] = []
    for token in lexed.tokens where token.kind != .endOfFile && token.end > token.start {
      items.append((Int(token.start), "\(String(decoding: bytes[token.range], as: UTF8.self)) \(token.kind.oracleCategory)"))
    }
    for comment in lexed.comments {
      items.append((Int(comment.start), "\(String(decoding: bytes[comment.range], as: UTF8.self)) \(comment.kind.oracleCategory)"))
    }
    return items.sorted { $0.0 < $1.0 }.map(\.1)
  }

  func testAttributeAndInterpolatedString() {
    XCTAssertEqual(lex(#"@State var n = "a\(b)"  // note"#), [
      "@ at", "State identifier", "var keyword", "n identifier", "= operator", "\" string-quote",
      "a string-segment", "\\ backslash", "( interpolation-open", "b identifier", ") interpolation-close",
      "\" string-quote", "// note line-comment",
    ])
  }

  func testNestedBlockAndDocComments() {
    XCTAssertEqual(lex("/* a /* b */ c */ x /** doc */ /// line\n//// four\n/**/"), [
      "/* a /* b */ c */ block-comment", "x identifier", "/** doc */ doc-block-comment",
      "/// line doc-line-comment", "//// four doc-line-comment", "/**/ block-comment",
    ])
  }

  func testMultilineStringIsOneSegmentWithIndentation() {
    XCTAssertEqual(lex("let s = \"\"\"\n  a \\(x)\n  \"\"\""), [
      "let keyword", "s identifier", "= operator", "\"\"\" string-quote", "\n  a  string-segment",
      "\\ backslash", "( interpolation-open", "x identifier", ") interpolation-close", "\n   string-segment",
      "\"\"\" string-quote",
    ])
  }

  func testRawStrings() {
    XCTAssertEqual(lex(##"#"a\#(b) "q" \n"#"##), [
      "# raw-delimiter", "\" string-quote", "a string-segment", "\\ backslash", "# raw-delimiter",
      "( interpolation-open", "b identifier", ") interpolation-close", " \"q\" \\n string-segment",
      "\" string-quote", "# raw-delimiter",
    ])
    XCTAssertEqual(lex(###"##"x"#y"##"###), ["## raw-delimiter", "\" string-quote", "x\"#y string-segment", "\" string-quote", "## raw-delimiter"])
    // `#"""#` is a one-line raw string holding a quote, not a multi-line opener.
    XCTAssertEqual(lex(##"#"""#"##), ["# raw-delimiter", "\" string-quote", "\" string-segment", "\" string-quote", "# raw-delimiter"])
  }

  func testInterpolationNestsStringsAndClosures() {
    XCTAssertEqual(lex(#""\(items.map { "\($0)" }.joined())""#).count, 20)
    XCTAssertEqual(lex(#""\("\("x")")""#), [
      "\" string-quote", "\\ backslash", "( interpolation-open", "\" string-quote", "\\ backslash",
      "( interpolation-open", "\" string-quote", "x string-segment", "\" string-quote", ") interpolation-close",
      "\" string-quote", ") interpolation-close", "\" string-quote",
    ])
  }

  func testRegexLiteralsAndDivision() {
    XCTAssertEqual(lex("let r = /ab+c/"), ["let keyword", "r identifier", "= operator", "/ regex-delimiter", "ab+c regex-pattern", "/ regex-delimiter"])
    XCTAssertEqual(lex("let r = #/a/b/#"), [
      "let keyword", "r identifier", "= operator", "# regex-delimiter", "/ regex-delimiter", "a/b regex-pattern",
      "/ regex-delimiter", "# regex-delimiter",
    ])
    XCTAssertEqual(lex("w/2 + (a)/b"), ["w identifier", "/ operator", "2 integer", "+ operator", "( lparen", "a identifier", ") rparen", "/ operator", "b identifier"])
    XCTAssertEqual(lex("x = a / b / c"), ["x identifier", "= operator", "a identifier", "/ operator", "b identifier", "/ operator", "c identifier"])
    XCTAssertEqual(lex("if (try? /x/.wholeMatch(in: s)) != nil {}").prefix(6), ["if keyword", "( lparen", "try keyword", "? operator", "/ regex-delimiter", "x regex-pattern"])
  }

  func testNumbers() {
    XCTAssertEqual(lex("0xFF 1_000 0b1010 0o17 1.5 1e3 1.5e-3 0x1p-2 0x1.8p1"), [
      "0xFF integer", "1_000 integer", "0b1010 integer", "0o17 integer", "1.5 float", "1e3 float",
      "1.5e-3 float", "0x1p-2 float", "0x1.8p1 float",
    ])
    XCTAssertEqual(lex("t.0.1 1...5 -5"), [
      "t identifier", ". period", "0 integer", ". period", "1 integer", "1 integer", "... operator", "5 integer",
      "- operator", "5 integer",
    ])
    XCTAssertEqual(lex("#available(iOS 16.0, *)"), ["#available pound-keyword", "( lparen", "iOS identifier", "16 integer", ". period", "0 integer", ", comma", "* operator", ") rparen"])
  }

  func testOperatorsSplitLikeTheParser() {
    XCTAssertEqual(lex("x!.y?.z ?? w"), ["x identifier", "! operator", ". period", "y identifier", "? operator", ". period", "z identifier", "?? operator", "w identifier"])
    XCTAssertEqual(lex("a ..< b &+ c"), ["a identifier", "..< operator", "b identifier", "&+ operator", "c identifier"])
    XCTAssertEqual(lex("a ≤ b"), ["a identifier", "≤ operator", "b identifier"])
  }

  func testGenericAnglesSplitClosingRuns() {
    XCTAssertEqual(lex("let x: Array<Set<Int>> = []"), [
      "let keyword", "x identifier", ": colon", "Array identifier", "< operator", "Set identifier", "< operator",
      "Int identifier", "> operator", "> operator", "= operator", "[ lbracket", "] rbracket",
    ])
    XCTAssertEqual(lex("if i<count {}"), ["if keyword", "i identifier", "< operator", "count identifier", "{ lbrace", "} rbrace"])
    XCTAssertEqual(lex("a >> b"), ["a identifier", ">> operator", "b identifier"])
  }

  func testKeywordsUsedAsNames() {
    XCTAssertEqual(lex("x.default f(in: 1) x.init"), [
      "x identifier", ". period", "default identifier", "f identifier", "( lparen", "in identifier", ": colon",
      "1 integer", ") rparen", "x identifier", ". period", "init keyword",
    ])
    XCTAssertEqual(lex("func f(for x: Int)").prefix(4), ["func keyword", "f identifier", "( lparen", "for identifier"])
    XCTAssertEqual(lex("alert(for:)"), ["alert identifier", "( lparen", "for keyword", ": colon", ") rparen"])
    XCTAssertEqual(lex("} else: {"), ["} rbrace", "else identifier", ": colon", "{ lbrace"])
    XCTAssertEqual(lex("d[k, default: 0]")[4], "default identifier")
    XCTAssertEqual(lex("[true: 1, false: 0]")[5], "false keyword")
  }

  func testNamesDollarsBackticksAndContextualKeywords() {
    XCTAssertEqual(lex("$0 $name `default` some _ café"), [
      "$0 identifier", "$name identifier", "`default` identifier", "some identifier", "_ keyword", "café identifier",
    ])
  }

  func testPoundDirectivesAndMacros() {
    XCTAssertEqual(lex("#if os(iOS)\n#Preview { }\n#endif"), [
      "#if pound-keyword", "os identifier", "( lparen", "iOS identifier", ") rparen", "# pound", "Preview identifier",
      "{ lbrace", "} rbrace", "#endif pound-keyword",
    ])
  }

  func testShebangBOMAndCRLF() {
    XCTAssertEqual(lex("#!/usr/bin/env swift\r\nlet a = 1"), ["#!/usr/bin/env swift shebang", "let keyword", "a identifier", "= operator", "1 integer"])
    let withBOM = Lexer.tokenize(Array("\u{FEFF}let a".utf8))
    XCTAssertEqual(withBOM.tokens.first?.start, 3)
  }

  func testUnterminatedConstructsEndLocally() {
    // A single-line string ends at its line; the next line lexes normally.
    XCTAssertEqual(lex("let a = \"abc\nlet b = 1").suffix(4), ["let keyword", "b identifier", "= operator", "1 integer"])
    XCTAssertEqual(lex("/* never closed\nlet a"), ["/* never closed\nlet a block-comment"])
    XCTAssertEqual(lex("let s = \"\"\"\nabc").last, "\nabc string-segment")
  }

  func testTokenLayoutIsCompact() {
    XCTAssertLessThanOrEqual(MemoryLayout<Token>.stride, 16)
  }

  /// Tokens and the trivia between them reproduce the file: every gap holds only
  /// whitespace, comments, a BOM or bytes the lexer skipped as invalid.
  func testTokensAndTriviaCoverTheFileOnFixtures() throws {
    for path in allFixtureFiles() {
      let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path)).map { $0 }
      let lexed = Lexer.tokenize(bytes)
      var covered = [Bool](repeating: false, count: bytes.count)
      for token in lexed.tokens { for i in token.range { covered[i] = true } }
      for comment in lexed.comments { for i in comment.range { covered[i] = true } }
      for (i, isCovered) in covered.enumerated() where !isCovered {
        XCTAssertTrue([0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]), "\(path): byte \(i) (\(bytes[i])) is neither token, comment nor whitespace")
      }
      var previousEnd: UInt32 = 0
      for token in lexed.tokens {
        XCTAssertGreaterThanOrEqual(token.start, previousEnd, "\(path): tokens overlap at \(token.start)")
        previousEnd = token.end
      }
    }
  }

  func allFixtureFiles() -> [String] {
    let root = TestSupport.fixturesRoot
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    return folders.sorted().flatMap { TestSupport.swiftFiles(in: root + "/" + $0) }
  }
}
