@testable import BindingLintEngine
@testable import BindingLintReporters
import BindingLintTestSupport
import Foundation
import XCTest

/// One place names the repository (`ProjectLinks.repository`, issue 24 item 1): every link
/// to the project anywhere in the repository — README's recipes, docs, the workflows and
/// templates, the Homebrew formula, the plugins package, editor manifests, tests — starts
/// with it, and no placeholder is left where a user needs the URL.
final class ProjectLinksTests: XCTestCase {
  static let textExtensions: Set = ["swift", "md", "yml", "yaml", "rb", "sh", "py", "toml", "lua", "json", "txt", "rs"]
  /// What README said before the URL was decided (spelled in two parts so this file is not a hit).
  static let placeholder = "<bindinglint's " + "repository URL>"
  static let skippedFolders: Set = [".git", ".build", ".swiftpm", "dist", "Fixtures", "Crashers", "node_modules"]

  /// Every text file of the repository, relative to its root.
  func repositoryFiles() throws -> [String] {
    let root = URL(fileURLWithPath: TestSupport.packageRoot)
    let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey]))
    var files: [String] = []
    for case let url as URL in enumerator {
      let name = url.lastPathComponent
      let values = try url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
      if values.isDirectory == true {
        if Self.skippedFolders.contains(name) || name.hasPrefix(".build") { enumerator.skipDescendants() }
        continue
      }
      guard values.isSymbolicLink != true else { continue }
      if Self.textExtensions.contains(url.pathExtension) || ["Makefile", "run", ".pre-commit-hooks.yaml"].contains(name) {
        files.append(String(url.path.dropFirst(root.path.count + 1)))
      }
    }
    return files.sorted()
  }

  func testEveryLinkToTheProjectStartsWithTheOneRepositoryURL() throws {
    XCTAssertTrue(ProjectLinks.repository.hasPrefix("https://"), ProjectLinks.repository)
    XCTAssertFalse(ProjectLinks.repository.hasSuffix("/"))
    let files = try repositoryFiles()
    XCTAssertTrue(files.contains("README.md") && files.contains("Formula/bindinglint.rb"), "the walk finds the repository's files")
    var linked = 0
    for file in files {
      let text = try String(contentsOfFile: TestSupport.packageRoot + "/" + file, encoding: .utf8)
      XCTAssertFalse(text.contains(Self.placeholder), "\(file) still says \(Self.placeholder)")
      for match in text.matches(of: /https?:\/\/[A-Za-z0-9.\-]+\/[^\s"'`)<>\]]*/) {
        let link = String(match.output)
        guard link.lowercased().contains("bindinglint") else { continue }
        linked += 1
        XCTAssertTrue(link.hasPrefix(ProjectLinks.repository), "\(file): \(link) does not start with \(ProjectLinks.repository)")
      }
    }
    XCTAssertGreaterThan(linked, 10, "README, docs, the formula and the workflows link to the project")
  }

  func testRuleLinksGoToTheirPageInDocsRules() {
    XCTAssertEqual(ProjectLinks.ruleDocumentation("non_private_state"),
                   ProjectLinks.repository + "/blob/main/docs/rules/non_private_state.md")
  }
}
