@testable import BindingLintEngine
@testable import BindingLintReporters
import BindingLintTestSupport
import Foundation
import XCTest

/// `bindinglint graph` through the real binary, on the example app: the exact bytes of the
/// dot, mermaid and json formats (`Tests/Fixtures/graph/todo-app.*`; with
/// `BINDINGLINT_WRITE_GRAPH=1` the run writes them instead, for review), the page's
/// promises, `--root`, and the usage errors.
final class GraphCommandTests: XCTestCase {
  let root = TestSupport.packageRoot
  let expected = TestSupport.packageRoot + "/Tests/Fixtures/graph/todo-app"

  func testEachFormatIsExactlyTheCommittedOne() throws {
    for format in ["dot", "mermaid", "json"] {
      let result = try run(["graph", "--format", format, "Examples/TodoApp"], in: root)
      XCTAssertEqual(result.status, 0, result.stderr)
      XCTAssertEqual(result.stderr, "")
      let path = expected + "." + format
      if ProcessInfo.processInfo.environment["BINDINGLINT_WRITE_GRAPH"] != nil {
        try result.stdout.write(toFile: path, atomically: true, encoding: .utf8)
      }
      XCTAssertEqual(result.stdout, try String(contentsOfFile: path, encoding: .utf8), format)
    }
  }

  func testTheJSONIsVersionOneAndNamesTheState() throws {
    let result = try run(["graph", "--format", "json", "Examples/TodoApp"], in: root)
    let graph = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(graph["version"] as? Int, 1)
    XCTAssertEqual(graph["roots"] as? [String], ["TodoApp"])
    let views = try XCTUnwrap(graph["views"] as? [[String: Any]])
    let list = try XCTUnwrap(views.first { $0["id"] as? String == "TodoListView" })
    let environment = try XCTUnwrap(list["environment"] as? [[String: Any]])
    XCTAssertEqual(environment.first?["type"] as? String, "TodoStore")
    let providedAt = try XCTUnwrap(environment.first?["providedAt"] as? [[String: Any]])
    XCTAssertEqual(providedAt.first?["file"] as? String, "Examples/TodoApp/TodoApp.swift")
    XCTAssertFalse((list["findings"] as? [Any] ?? []).isEmpty, "the example's mistakes show on their view")
    let edges = try XCTUnwrap(graph["edges"] as? [[String: Any]])
    XCTAssertTrue(edges.contains { $0["from"] as? String == "TodoListView" && $0["to"] as? String == "TodoRow"
      && $0["bindings"] as? [String] == ["$todo"] && $0["kind"] as? String == "row" })
  }

  func testTheHTMLPageIsSelfContained() throws {
    let result = try run(["graph", "Examples/TodoApp"], in: root)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("<!DOCTYPE html>"))
    XCTAssertNil(result.stdout.range(of: #"<(script|link|img)[^>]+(src|href)="#, options: .regularExpression), "nothing is loaded from elsewhere")
    XCTAssertNil(result.stdout.range(of: "http://"), "no address at all")
    for promised in [#"id="search""#, #"id="results""#, #"id="tree""#, #"id="details""#, #"id="graph-data""#] {
      XCTAssertTrue(result.stdout.contains(promised), promised)
    }
  }

  /// A name cannot end the data's `<script>` element: every `<` is written `\u003c`.
  func testDataInThePageCannotCloseItsScript() {
    var graph = AppGraph()
    graph.views = [AppGraph.View(
      id: "</script><script>alert(1)</script>", name: "X", kind: .view, place: .init(path: "<b>.swift", line: 1), endLine: 1,
      owned: [], borrowed: [], environment: [], findings: [])]
    let page = GraphHTML.render(graph)
    XCTAssertEqual(page.components(separatedBy: "</script>").count - 1, 2, "only the page's own two script elements close")
    XCTAssertTrue(page.contains(#"\u003c/script>"#))
  }

  func testRootFocusesOnOneView() throws {
    let result = try run(["graph", "--format", "json", "--root", "TodoListView", "Examples/TodoApp"], in: root)
    XCTAssertEqual(result.status, 0, result.stderr)
    let graph = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(graph["roots"] as? [String], ["TodoListView"])
    let ids = (graph["views"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    XCTAssertEqual(ids.sorted(), ["TodoListView", "TodoRow"])
  }

  func testUsageErrors() throws {
    let unknownRoot = try run(["graph", "--root", "TodoRows", "Examples/TodoApp"], in: root)
    XCTAssertEqual(unknownRoot.status, 2)
    XCTAssertEqual(unknownRoot.stdout, "")
    XCTAssertEqual(unknownRoot.stderr, "error: no view named 'TodoRows' in the graph; did you mean 'TodoRow'?\n")
    let badFormat = try run(["graph", "--format", "svg", "."], in: root)
    XCTAssertEqual(badFormat.status, 2)
    XCTAssertEqual(badFormat.stderr.split(separator: "\n").first, "error: invalid value 'svg' for '--format'; expected html, dot, mermaid or json")
    let unknownOption = try run(["graph", "--fromat", "dot", "."], in: root)
    XCTAssertEqual(unknownOption.status, 2)
    XCTAssertTrue(unknownOption.stderr.contains("did you mean '--format'"), unknownOption.stderr)
    let help = try run(["graph", "--help"], in: root)
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.stdout.hasPrefix("USAGE: bindinglint graph"))
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("graph-empty-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: empty) }
    let nothing = try run(["graph", "."], in: empty)
    XCTAssertEqual(nothing.status, 2)
    XCTAssertTrue(nothing.stderr.hasPrefix("error: no Swift files to draw"), nothing.stderr)
  }
}
