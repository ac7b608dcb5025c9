@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import XCTest

/// The cheaper ways member-use facts are recorded give the answers the plain ones gave:
/// names hashed a word at a time, call names scanned once (lines eight bytes at a time:
/// `MemberUsesTests`).
final class MemberUsesCostTests: XCTestCase {
  /// A name hashes alike from a `String`, from the middle of a file (whole words read) and
  /// from its very end (the tail read byte by byte), at every length across a word.
  func testNameHashAgreesWhereverTheNameIs() {
    for length in 0...20 {
      let name = String((0..<length).map { Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
      let middle = Array(("x " + name + " and more text after it").utf8)
      let end = Array(("x " + name).utf8)
      let fromString = NameHash.of(name)
      middle.withUnsafeBufferPointer { XCTAssertEqual(NameHash.of($0, from: 2, to: 2 + length), fromString, name) }
      end.withUnsafeBufferPointer { XCTAssertEqual(NameHash.of($0, from: 2, to: 2 + length), fromString, name) }
    }
    XCTAssertEqual(NameHash.of("_forward"), NameHash.of("forward"))
    XCTAssertEqual(NameHash.of("$forward"), NameHash.of("forward"))
    XCTAssertEqual(NameHash.of("`default`"), NameHash.of("default"))
    XCTAssertNotEqual(NameHash.of("forward"), NameHash.of("forwarded"))
    XCTAssertNotEqual(NameHash.of("abcdefgh"), NameHash.of("abcdefgi"))
    XCTAssertNotEqual(NameHash.of(""), NameHash.of("a"))
  }

  /// An extension's mentions are found in any order, repeats included, and only those.
  func testExtensionMentionsInBodyOrder() {
    let source = """
      extension Edit {
        func a() { forward = forward + `default` + _label }
      }
      """
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8))), project: nil)
    XCTAssertEqual(facts.extensionMentions.count, 1)
    for name in ["forward", "default", "label", "a"] { XCTAssertTrue(facts.extensionMentions[0].mentions(name), name) }
    XCTAssertFalse(facts.extensionMentions[0].mentions("Edit"))
    XCTAssertFalse(facts.extensionMentions[0].mentions("config"))
  }

  /// Every form of call the facts keep is named by the scan, however often it repeats,
  /// and words that only look like calls are not.
  func testScanNamesEachCalledTypeOnce() {
    let source = """
      let a = Edit(config: c); let b = Edit(config: d); let c = Edit(config: e)
      let d = Detail.init(x: 1)
      let e: Sheet = .init(y: 2)
      let f: Other  =  .init(z: 3)
      let g = lower(x: 1); let h = Plain.member
      """
    let names = Array(source.utf8).withUnsafeBufferPointer { DeclaredNames.scan($0) }
    XCTAssertTrue(names.isSuperset(of: ["(Edit", "(Detail", "(Sheet", "(Other"]), "\(names)")
    XCTAssertFalse(names.contains("(lower"))
    XCTAssertFalse(names.contains("(Plain"))
  }
}
