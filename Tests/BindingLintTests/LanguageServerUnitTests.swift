@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import XCTest

/// The language server's pieces in-process: framing, positions in both encodings, JSON
/// surrogate pairs, and code actions the real rules cannot produce yet (an unsafe fix,
/// overlapping fixes).
final class LanguageServerUnitTests: XCTestCase {
  func testFramesSplitAcrossChunksAndABadHeaderIsSkipped() {
    var reader = FrameReader()
    let stream = Array("Content-Length: nope\r\n\r\nContent-Length: 2\r\nContent-Type: x\r\n\r\n{}Content-Length: 3\r\n\r\n[1]".utf8)
    var frames: [FrameReader.Frame] = []
    for byte in stream {
      reader.append([byte])
      while let frame = reader.next() { frames.append(frame) }
    }
    XCTAssertEqual(frames.count, 3)
    guard case .malformedHeader = frames[0] else { return XCTFail("\(frames)") }
    XCTAssertEqual(frames[1], .message(Array("{}".utf8)))
    XCTAssertEqual(frames[2], .message(Array("[1]".utf8)))
    XCTAssertEqual(FrameReader.frame(Array("{}".utf8)), Array("Content-Length: 2\r\n\r\n{}".utf8))
  }

  func testPositionsInUTF16AndUTF8() {
    // "é" is 2 bytes / 1 unit, "😀" 4 bytes / 2 units; the second line ends in CRLF.
    let bytes = Array("aé😀b\nx\r\ny".utf8)
    let utf16 = TextPositions(bytes, encoding: .utf16)
    XCTAssertTrue(utf16.position(of: 7) == (0, 4))  // "b"
    XCTAssertEqual(utf16.offset(line: 0, character: 4), 7)
    XCTAssertEqual(utf16.offset(line: 0, character: 3), 3, "inside the surrogate pair: back to the emoji's start")
    XCTAssertEqual(utf16.offset(line: 0, character: 99), 8, "past the line's end: the line's end")
    XCTAssertEqual(utf16.offset(line: 1, character: 1), 10)
    XCTAssertEqual(utf16.offset(line: 2, character: 0), 12)
    XCTAssertEqual(utf16.offset(line: 9, character: 0), bytes.count)
    let utf8 = TextPositions(bytes, encoding: .utf8)
    XCTAssertTrue(utf8.position(of: 7) == (0, 7))
    XCTAssertEqual(utf8.offset(line: 0, character: 2), 1, "inside 'é': back to its start")
  }

  func testJSONSurrogatePairsAreOneScalar() throws {
    XCTAssertEqual(try JSONValue.parse(Array(#""a\ud83d\ude00b""#.utf8)), .string("a😀b"))
    let value: JSONValue = .object([("text", .string("é\"\n")), ("n", .int(3)), ("ok", .bool(true)), ("none", .null)])
    XCTAssertEqual(String(decoding: value.serialized, as: UTF8.self), #"{"text":"é\"\n","n":3,"ok":true,"none":null}"#)
    XCTAssertEqual(try JSONValue.parse(value.serialized), value)
  }

  func diagnostic(_ rule: String, _ offset: Int, _ end: Int, fix: Fix?) -> Diagnostic {
    Diagnostic(
      path: Platform.FilePath("/p/A.swift"), line: 1, column: offset + 1, endLine: 1, endColumn: end + 1, offset: offset, endOffset: end,
      ruleID: rule, severity: .warning, message: "m", help: "h", fix: fix, source: Self.emptySource)
  }

  static let emptySource = SourceContext(
    excerpt: [UInt8]().withUnsafeBufferPointer { SourceExcerpt(bytes: $0, line: 0..<0, start: 0, end: 0) },
    utf16Column: 1, utf16EndColumn: 1, lineHash: 0)

  func testUnsafeFixesAreLabelledAndFixAllTakesOnlySafeNonOverlappingOnes() throws {
    let source = Array("let a = 1; let b = 2\r\nlet c = 3".utf8)
    let safe1 = diagnostic("safe_rule", 0, 3, fix: Fix(description: "first", edits: [Edit(offset: 0, endOffset: 3, replacement: "var")]))
    let safe2 = diagnostic("safe_rule", 2, 5, fix: Fix(description: "overlapping", edits: [Edit(offset: 2, endOffset: 5, replacement: "x")]))
    let unsafe = diagnostic("unsafe_rule", 11, 14, fix: Fix(description: "risky", edits: [Edit(offset: 11, endOffset: 14, replacement: "var")]))
    let actions = CodeActionsProbe.actions(
      bytes: source, diagnostics: [safe1, safe2, unsafe], safeRules: ["safe_rule"], start: 11, end: 11, only: nil)
    XCTAssertEqual(actions.map(\.title), ["risky (unsafe: review the change)", "Disable unsafe_rule for this line", "Fix all safe bindinglint issues"])
    XCTAssertEqual(actions.map(\.preferred), [false, false, false])
    XCTAssertEqual(actions[1].newTexts, ["// bindinglint:disable:next unsafe_rule\r\n"], "the line's own line break")
    XCTAssertEqual(actions[2].newTexts, ["var"], "the overlapping and the unsafe fix are left out")
    let sourceOnly = CodeActionsProbe.actions(bytes: source, diagnostics: [safe1], safeRules: ["safe_rule"], start: 0, end: 0, only: ["source.fixAll"])
    XCTAssertEqual(sourceOnly.map(\.title), ["Fix all safe bindinglint issues"])
  }
}

/// Code actions as plain values, for diagnostics the rules cannot produce.
enum CodeActionsProbe {
  struct Action: Equatable {
    var title: String
    var preferred: Bool
    var newTexts: [String]
  }

  static func actions(
    bytes: [UInt8], diagnostics: [Diagnostic], safeRules: Set<String>, start: Int, end: Int, only: [String]?
  ) -> [Action] {
    let builder = CodeActions(uri: "file:///probe", positions: TextPositions(bytes, encoding: .utf8), diagnostics: diagnostics, safeRules: safeRules)
    return builder.actions(start: start, end: end, only: only).map { action in
      let edits = action["edit"]?["changes"]?["file:///probe"]?.arrayValue ?? []
      return Action(
        title: action["title"]?.stringValue ?? "", preferred: action["isPreferred"]?.boolValue ?? false,
        newTexts: edits.compactMap { $0["newText"]?.stringValue })
    }
  }
}
