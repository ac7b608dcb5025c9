@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import XCTest

/// The records kept for every parsed file until the report stay small, and their compact
/// forms answer as the plain ones did. At 8× a 6,812-file tree the labeled-call table held
/// 72-byte records plus an array of label strings per call (the peak's largest holder);
/// a call is now 16 bytes (12, and since issue 20 four bytes of `CallTraits`: which
/// arguments are fixed values, a hosting controller's root, a preview).
final class MemoryRecordTests: XCTestCase {
  func facts(_ code: String, path: String, project: String? = "/p") -> TypeFacts {
    TypeFacts(tree: SyntaxTree(source: SourceFile(path: path, text: code)), project: project)
  }

  /// Bounds on what one call, one extension and one file cost in the member-use table.
  func testMemberUseRecordsStaySmall() {
    XCTAssertLessThanOrEqual(MemoryLayout<MemberUseTable.Call>.stride, 16)
    XCTAssertLessThanOrEqual(MemoryLayout<MemberUseTable.Mention>.stride, 40)
    XCTAssertLessThanOrEqual(MemoryLayout<LabeledCall>.stride, 48)
  }

  /// Lists of labels repeated across calls and files are stored once, and a label is
  /// matched whole: not as a prefix of a longer one, not with its underscore dropped,
  /// and in the asker's project only.
  func testLabelListsAreSharedAndMatchedWhole() {
    let calls = (1...40).map { "let v\($0) = Edit(config: c, forward: f)" }.joined(separator: "\n")
    let index = TypeIndex([
      facts(calls, path: "/p/A.swift"),
      facts("let a = Edit(config: c, forward: f)\nlet b = Edit(_forward: f)\nlet c = Edit(for: x)", path: "/p/B.swift"),
      facts("let a = Edit(forward: f)", path: "/q/C.swift", project: "/q"),
    ])
    XCTAssertEqual(index.memberUses.labelLists.sorted(), ["_forward", "config,forward", "for", "forward"])
    let forward = index.labeledCalls(of: "Screens.Edit", passing: "forward", in: "/p")
    XCTAssertEqual(forward.count, 41)
    XCTAssertEqual(forward.first?.path, "/p/A.swift")
    XCTAssertEqual(forward.last?.path, "/p/B.swift")
    XCTAssertEqual(forward.last?.line, 1)
    XCTAssertEqual(index.labeledCalls(of: "Edit", passing: "_forward", in: "/p").map(\.line), [2])
    XCTAssertEqual(index.labeledCalls(of: "Edit", passing: "for", in: "/p").map(\.line), [3])
    XCTAssertEqual(index.labeledCalls(of: "Edit", passing: "forward", in: "/q").map(\.path), ["/q/C.swift"])
    XCTAssertEqual(index.labeledCalls(of: "Edit", passing: "forwar", in: "/p").count, 0)
  }

  /// Review46 P7: a call written inside a type that declares a nested namesake builds the
  /// nested type, as Swift's lookup finds it first: not the top-level `CodeView`. A call
  /// spelled `Outer.CodeView(…)` or outside `Viewer` stays a call of the name.
  func testACallInsideATypeBuildsItsNestedNamesake() {
    let index = TypeIndex([
      facts("struct CodeView: View { @State var text = \"\" }\nstruct Page: View { var body: some View { CodeView(text: s) } }", path: "/p/A.swift"),
      facts("""
        struct Viewer: View {
          struct CodeView: View { let text: String }
          var body: some View { CodeView(text: source) }
        }
        extension Viewer { func more() -> some View { CodeView(text: "x") } }
        let other = Viewer.CodeView(text: "y")
        """, path: "/p/B.swift"),
    ])
    XCTAssertEqual(index.labeledCalls(of: "CodeView", passing: "text", in: "/p").map(\.path), ["/p/A.swift", "/p/B.swift"])
    XCTAssertEqual(index.labeledCalls(of: "CodeView", passing: "text", in: "/p").map(\.line), [2, 6])
    XCTAssertEqual(index.labeledCalls(of: "Viewer.CodeView", passing: "text", in: "/p").map(\.line), [2, 3, 5, 6])
  }

  /// A call's labels read back as written, commas never being part of a label.
  func testJoinedLabelsReadBack() {
    let call = LabeledCall(typeName: "Edit", labels: ["config", "forward"], line: 3)
    XCTAssertEqual(call.labels, ["config", "forward"])
    XCTAssertTrue(call.passes("config"))
    XCTAssertTrue(call.passes("forward"))
    XCTAssertFalse(call.passes("config,forward"))
    XCTAssertFalse(call.passes(""))
    XCTAssertEqual(LabeledCall(typeName: "Edit", labels: [], line: 1).labels, [])
  }

  /// Each hash once, in the order first met, zero included, and the same answers as the
  /// plain list with repeats.
  func testExtensionMentionsKeepEachHashOnce() {
    XCTAssertEqual(ExtensionMentions.unique([5, 3, 5, 0, 3, 0, 7]), [5, 3, 0, 7])
    XCTAssertEqual(ExtensionMentions.unique([9]), [9])
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<50 {
      // Few distinct values, some sharing their low bits, so probing wraps and collides.
      let pool = (0..<Int.random(in: 1...40, using: &generator)).map { $0 * 64 + Int.random(in: 0...3, using: &generator) }
      let hashes = (0..<Int.random(in: 0...300, using: &generator)).map { _ in pool.randomElement(using: &generator)! }
      var seen = Set<Int>()
      XCTAssertEqual(ExtensionMentions.unique(hashes), hashes.filter { seen.insert($0).inserted })
    }
    let mentions = facts("extension Edit {\n  func a() { forward = forward + label + forward }\n}", path: "/p/E.swift").extensionMentions
    XCTAssertEqual(mentions.count, 1)
    XCTAssertEqual(mentions[0].nameHashes.count, Set(mentions[0].nameHashes).count)
    XCTAssertTrue(mentions[0].mentions("forward"))
    XCTAssertTrue(mentions[0].mentions("label"))
  }
}
