import BindingLintTestSupport
import Foundation
import XCTest

/// Follows docs/editors.md's "Linting a buffer through standard input" section word for
/// word: writes the files its `swift FILE` blocks show into a package, runs its `sh` blocks
/// with bash (the built `bindinglint` first on `PATH`), and compares what each prints with
/// the block after it.
final class EditorsSectionTests: XCTestCase {
  func testTheEditorsSectionRunsAsWritten() throws {
    let blocks = Readme.codeBlocks(try Readme.section("Linting a buffer through standard input", in: "docs/editors.md"))
    XCTAssertEqual(blocks.map { $0.info.joined(separator: " ") }, [
      "sh", "swift Sources/App/Row.swift", "swift Sources/App/Row+View.swift", "json", "sh", "swift",
    ])
    guard blocks.count == 6 else { return }
    var files = ["Package.swift": "// swift-tools-version:5.9\n"]
    for block in blocks where block.info.count == 2 { files[block.info[1]] = block.text }
    let project = try makeProject(files)
    let environment = ["PATH": try Readme.binaryDirectory() + ":/usr/bin:/bin", "HOME": project]

    let lint = try Readme.bash(blocks[0].text, in: project, environment: environment)
    XCTAssertEqual(lint.stdout, blocks[3].text)
    XCTAssertEqual(lint.status, 0, lint.stderr)
    let fix = try Readme.bash(blocks[4].text, in: project, environment: environment)
    XCTAssertEqual(fix.stdout, blocks[5].text)
    XCTAssertEqual(fix.status, 0, fix.stderr)

    // "as `bindinglint --format json .` does for that file"
    let tree = try run(["--format", "json", "."], in: project)
    func diagnostics(_ json: String) throws -> [NSDictionary] {
      let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
      let all = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
      return all.map { $0.filter { $0.key != "file" } as NSDictionary }
    }
    XCTAssertEqual(try diagnostics(tree.stdout), try diagnostics(lint.stdout))
  }
}
