@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import XCTest

/// The facts `non_private_state` asks the index for: labeled calls and extension mentions.
final class MemberUsesTests: XCTestCase {
  /// `LineCounter` counts lines as `LineTable` does, for every offset, with `\r\n`, `\r` and
  /// `\n`; also over long runs without a break (read eight bytes at a time) and with tabs
  /// (below `\r` but no break), in short and long steps.
  func testLineCounterAgreesWithLineTable() {
    var generator = SystemRandomNumberGenerator()
    let a = UInt8(ascii: "a")
    let shapes: [(alphabet: [UInt8], length: ClosedRange<Int>, step: ClosedRange<Int>)] = [
      ([a, 0x0A, 0x0D, 0x20], 60...60, 1...4),
      ([a, a, a, a, 0x09, 0x0A, 0x0D, 0x20], 0...200, 1...20),
    ]
    for shape in shapes {
      for _ in 0..<200 {
        let count = Int.random(in: shape.length, using: &generator)
        let bytes = (0..<count).map { _ in shape.alphabet.randomElement(using: &generator)! }
        let table = LineTable(bytes)
        var counter = LineCounter()
        var offset = 0
        while offset <= bytes.count {
          // Offsets between `\r` and `\n` are never a token's start.
          if offset > 0 && offset < bytes.count && bytes[offset - 1] == 0x0D && bytes[offset] == 0x0A { offset += 1; continue }
          XCTAssertEqual(counter.line(of: offset, in: bytes), table.location(of: offset).line, "\(bytes) at \(offset)")
          offset += Int.random(in: shape.step, using: &generator)
        }
      }
    }
  }

  /// What `state_passed_by_parent` reads of each call: which arguments are literals or
  /// constructions, a hosting controller's root, a call inside a preview.
  func testCallTraits() throws {
    let source = """
      let a = Edit(count: 1, name: "x", tags: [], title: "\\(t)", model: Model(id: i), other: .init(), third: A.B.init { }, value: v, sum: 1 + v, neg: -2, nothing: nil)
      let h = UIHostingController(rootView: Edit(count: n))
      let g = NSHostingView<Edit>(rootView: Edit(count: n))
      let o = Other(root: Edit(count: n))
      #Preview { Edit(count: n) }
      """
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8))), project: nil)
    let edits = facts.labeledCalls.filter { $0.typeName == "Edit" }
    XCTAssertEqual(edits.map(\.line), [1, 2, 3, 4, 5])
    let first = try XCTUnwrap(edits.first)
    let fixed = first.labels.indices.filter { first.traits.isFixedArgument(at: $0) }.map { first.labels[$0] }
    XCTAssertEqual(fixed, ["count", "name", "tags", "model", "other", "third", "neg", "nothing"])
    XCTAssertEqual(edits.map(\.traits.isHostRoot), [false, true, true, false, false])
    XCTAssertEqual(edits.map(\.traits.isInPreview), [false, false, false, false, true])
  }

  func testLabeledCallsAndExtensionMentions() {
    let source = """
      let a = Edit(config: c, forward: f)\r
      let b: Edit = .init(forward: 2)
      let c = Screens.Edit.init(label: "x")
      let d = Text("no labels")
      extension Edit {
        var doubled: Int { $forward.wrappedValue * 2 + _label.count }
      }
      """
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8))), project: nil)
    XCTAssertEqual(facts.labeledCalls, [
      LabeledCall(typeName: "Edit", labels: ["config", "forward"], line: 1),
      // A literal argument is a fixed value: bit 0 for the first label.
      LabeledCall(typeName: "Edit", labels: ["forward"], line: 2, traits: CallTraits(bits: 1)),
      LabeledCall(typeName: "Edit", labels: ["label"], line: 3, traits: CallTraits(bits: 1)),
    ])
    XCTAssertEqual(facts.extensionMentions.map(\.line), [5])
    XCTAssertTrue(facts.extensionMentions[0].mentions("forward"))
    XCTAssertTrue(facts.extensionMentions[0].mentions("label"))
    XCTAssertFalse(facts.extensionMentions[0].mentions("config"))
    // Files nobody parses still name the calls, so a decision can ask for them.
    let names = Array(source.utf8).withUnsafeBufferPointer { DeclaredNames.scan($0) }
    XCTAssertTrue(names.isSuperset(of: ["(Edit", "+Edit"]), "\(names)")
  }
}
