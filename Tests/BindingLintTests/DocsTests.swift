import BindingLintTestSupport
import Foundation
import XCTest

/// The docs split by reader (issue 22): README stays a short page for users, its "Use"
/// section runs as written, and every relative link in README, CONTRIBUTING and docs/ leads
/// to a file of the repository and, in a Markdown file, to a heading that file has. The
/// longer walkthroughs run in ReadmeAdoptionTests, EditorsSectionTests and the integration
/// scripts.
final class DocsTests: XCTestCase {
  static let readmeLineLimit = 250

  func testReadmeStaysShort() throws {
    let lines = try Readme.text().split(separator: "\n", omittingEmptySubsequences: false)
    // A file ending in a newline splits into one empty string more than `wc -l` counts.
    XCTAssertLessThan(lines.count - 1, Self.readmeLineLimit, "README.md is for users; move detail to a page in docs/")
  }

  /// The pages whose links are checked: README, CONTRIBUTING and docs/*.md.
  func pages() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(atPath: TestSupport.packageRoot + "/docs")
      .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    return ["README.md", "CONTRIBUTING.md"] + docs
  }

  func testEveryRelativeLinkLeadsToAFileAndHeadingOfTheRepository() throws {
    let root = URL(fileURLWithPath: TestSupport.packageRoot).standardizedFileURL.path
    var checked = 0
    for page in try pages() {
      for target in Self.links(in: try Readme.text(of: page)) {
        if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { continue }
        checked += 1
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = String(parts[0]), anchor = parts.count > 1 ? String(parts[1]) : ""
        let folder = (page as NSString).deletingLastPathComponent
        let relative = file.isEmpty ? page : (folder.isEmpty ? file : folder + "/" + file)
        let path = URL(fileURLWithPath: root + "/" + relative).standardizedFileURL.path
        XCTAssertTrue(path == root || path.hasPrefix(root + "/"), "\(page): \(target) leads out of the repository")
        guard FileManager.default.fileExists(atPath: path) else {
          XCTFail("\(page): \(target) leads to no file (\(relative))")
          continue
        }
        if !anchor.isEmpty && path.hasSuffix(".md") {
          let anchors = Self.anchors(in: try String(contentsOfFile: path, encoding: .utf8))
          XCTAssertTrue(anchors.contains(anchor), "\(page): \(target): \(relative) has no heading '#\(anchor)'")
        }
      }
    }
    XCTAssertGreaterThan(checked, 30, "README and docs link to each other")
  }

  /// The pages' links, as GitHub renders them: `[text](target)` and `![alt](target)` outside
  /// fenced code blocks and code spans.
  static func links(in markdown: String) -> [String] {
    var targets: [String] = []
    var inFence = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inFence.toggle(); continue }
      if inFence { continue }
      let prose = line.replacing(/`[^`]*`/, with: "")
      for match in prose.matches(of: /\]\(([^)\s]+)\)/) { targets.append(String(match.output.1)) }
    }
    return targets
  }

  /// The anchors GitHub gives a page's headings: lower case, spaces made `-`, every other
  /// character that is not a letter, digit, `-` or `_` dropped; a repeated one gets `-1`, `-2`.
  static func anchors(in markdown: String) -> Set<String> {
    var seen: [String: Int] = [:]
    var anchors: Set<String> = []
    var inFence = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inFence.toggle(); continue }
      guard !inFence, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      var slug = ""
      for character in title.lowercased() {
        if character.isLetter || character.isNumber || character == "-" || character == "_" {
          slug.append(character)
        } else if character == " " {
          slug.append("-")
        }
      }
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
    }
    return anchors
  }

  /// What the tool prints points users at pages that exist: each `docs/PAGE.md` named in the
  /// sources (hints, `--help`) is a file, and no message sends them to a README section,
  /// since README keeps only the short version and its sections move.
  func testTheToolNamesOnlyDocsPagesThatExist() throws {
    let root = TestSupport.packageRoot
    let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root + "/Sources"))
    var named = 0
    for case let file as String in enumerator where file.hasSuffix(".swift") {
      let text = try String(contentsOfFile: root + "/Sources/" + file, encoding: .utf8)
      for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        for match in line.matches(of: /docs\/[A-Za-z0-9_\/-]+\.md/) {
          named += 1
          XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/" + match.output), "Sources/\(file) names \(match.output)")
        }
        XCTAssertFalse(line.contains(/README('s)? ["'A-Z]/), "Sources/\(file) points users at a README section: \(line)")
      }
    }
    XCTAssertGreaterThanOrEqual(named, 3, "the configuration and baseline hints and 'lsp --help' name their pages")
  }

  func testAnchorsFollowGitHub() {
    XCTAssertEqual(Self.anchors(in: "# A\n## Globs (`include`, `exclude`, `--exclude`)\n```\n# not a heading\n```\n## A\n"),
                   ["a", "globs-include-exclude---exclude", "a-1"])
    XCTAssertEqual(Self.links(in: "[a](x.md#y) `[b](no.md)` ![c](img.png)\n```\n[d](no.md)\n```\n"), ["x.md#y", "img.png"])
  }

  /// README's "Use" section in a package with a flagged view: the configuration block is its
  /// `.bindinglint.json`, the suppression block goes in a view, and each command of the `sh`
  /// block runs and succeeds. `--fix` fixes the flagged view and leaves the suppressed one.
  func testTheReadmeUseSectionRunsAsWritten() throws {
    let blocks = Readme.codeBlocks(try Readme.section("Use"))
    XCTAssertEqual(blocks.map { $0.info.joined(separator: " ") }, ["sh", "json", "swift"])
    guard blocks.count == 3 else { return }
    let flagged = """
      import SwiftUI

      struct Row: View {
          @State var isExpanded = false
          var body: some View { Text(isExpanded ? "Less" : "More") }
      }

      """
    let suppressed = "import SwiftUI\n\nstruct Seeded: View {\n" + blocks[2].text + "    var body: some View { Text(\"\\(seededByParent)\") }\n}\n"
    let project = try makeProject([
      "Package.swift": "// swift-tools-version:5.9\n", ".bindinglint.json": blocks[1].text,
      "Sources/App/Row.swift": flagged, "Sources/App/Seeded.swift": suppressed,
    ])
    let environment = ["PATH": try Readme.binaryDirectory() + ":/usr/bin:/bin", "HOME": project, "NO_COLOR": "1"]
    let commands = blocks[0].text.split(separator: "\n").map(String.init)
    XCTAssertEqual(commands.count, 5)
    for command in commands {
      let result = try Readme.bash(command, in: project, environment: environment)
      XCTAssertEqual(result.status, 0, "\(command)\n\(result.stdout)\(result.stderr)")
    }
    let fixed = try String(contentsOfFile: project + "/Sources/App/Row.swift", encoding: .utf8)
    XCTAssertEqual(fixed, flagged.replacingOccurrences(of: "@State var", with: "@State private var"))
    XCTAssertEqual(try String(contentsOfFile: project + "/Sources/App/Seeded.swift", encoding: .utf8), suppressed)
  }
}
