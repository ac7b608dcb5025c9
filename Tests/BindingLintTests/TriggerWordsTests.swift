import XCTest
import BindingLintSyntax
@testable import BindingLintEngine

/// Which rules a file reaches: a trigger word counts as a whole word of the code or of a
/// comment, never as part of a longer name or inside a string literal.
final class TriggerWordsTests: XCTestCase {
  private func occurring(_ words: [StaticString], in source: String) -> [String] {
    let bytes = Array(source.utf8)
    let lexed = Lexer.tokenize(bytes)
    let found = bytes.withUnsafeBufferPointer { TriggerWords(words).occurrences(in: $0, lexed) }
    return words.indices.filter { found[$0] }.map { words[$0].description }
  }

  func testCodeWordsCountAndLongerNamesDoNot() {
    let words: [StaticString] = ["State", "StateObject", "Binding", "get", "View"]
    XCTAssertEqual(occurring(words, in: "@StateObject var model = Model()\nlet b: Binding<Int>"), ["StateObject", "Binding"])
    XCTAssertEqual(occurring(words, in: "struct A: SwiftUI.View { var x: Int { get { 1 } } }"), ["get", "View"])
    XCTAssertEqual(occurring(words, in: "let ViewModel = 1; let getter = 2"), [])
  }

  func testProjectionsAndBackticksAreTheirName() {
    XCTAssertEqual(occurring(["State", "get"], in: "let a = $State; let `get` = 1"), ["State", "get"])
  }

  func testCommentsCountAndStringsDoNot() {
    XCTAssertEqual(occurring(["bindinglint", "Binding"], in: "let a = 1 // bindinglint: disable x\n"), ["bindinglint"])
    XCTAssertEqual(occurring(["bindinglint", "Binding"], in: "/* a Binding here */ let s = \"bindinglint: x\""), ["Binding"])
    XCTAssertEqual(occurring(["Binding"], in: "let s = \"Binding\""), [])
    XCTAssertEqual(occurring(["Binding"], in: "let s = \"\\(Binding.constant(1))\""), ["Binding"])
  }

  func testEmptyInputsFindNothing() {
    XCTAssertEqual(occurring([], in: "@State var x = 1"), [])
    XCTAssertEqual(occurring(["State"], in: ""), [])
  }
}
