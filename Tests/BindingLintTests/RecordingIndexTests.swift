@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import XCTest

/// A recording copy of the index remembers `resolve`'s answers for its thread: a repeat
/// must give the same answer and record the same names as the first lookup, or the engine
/// would skip parsing files a decision depends on.
final class RecordingIndexTests: XCTestCase {
  func facts(_ code: String, project: String?) -> TypeFacts {
    TypeFacts(tree: SyntaxTree(source: SourceFile(path: "T.swift", text: code)), project: project)
  }

  func describe(_ resolution: TypeIndex.Resolution) -> String {
    switch resolution {
    case .unknown: return "unknown"
    case .ambiguous: return "ambiguous"
    case .type(let entry): return "\(entry.qualifiedName) \(entry.kind)"
    }
  }

  func testRepeatedResolveGivesTheSameAnswerAndRecordsTheSameNames() {
    let index = TypeIndex([
      facts("struct Outer { struct Inner {} }\nclass Model {}\nstruct Model2 {}", project: "/p"),
      facts("enum Model2 {}", project: "/q"),
    ])
    let log = NameLog()
    let recording = index.recording(into: log)
    let questions: [(name: String, project: String?, scope: [String])] = [
      ("Inner", "/p", ["Outer"]), ("Outer.Inner", "/p", []), ("SwiftUI.View", "/p", []), ("Self.Inner", "/p", ["Outer"]),
      ("Model", "/p", []), ("Model", "/q", []), ("Model2", nil, []), ("Missing.Deep", "/p", ["Outer"]),
    ]
    for question in questions {
      let first = recording.resolve(question.name, from: question.project, scope: question.scope)
      let firstNames = log.take()
      let again = recording.resolve(question.name, from: question.project, scope: question.scope)
      let againNames = log.take()
      XCTAssertFalse(firstNames.isEmpty, question.name)
      XCTAssertEqual(againNames, firstNames, question.name)
      XCTAssertEqual(describe(again), describe(first), question.name)
      XCTAssertEqual(describe(first), describe(index.resolve(question.name, from: question.project, scope: question.scope)), question.name)
    }
  }

  func testAnswersDependOnProjectAndScope() {
    let index = TypeIndex([
      facts("struct Outer { class Inner {} }\nstruct Inner {}", project: "/p"),
    ])
    let recording = index.recording(into: NameLog())
    XCTAssertEqual(describe(recording.resolve("Inner", from: "/p", scope: ["Outer"])), "Outer.Inner class")
    XCTAssertEqual(describe(recording.resolve("Inner", from: "/p")), "Inner struct")
  }
}
