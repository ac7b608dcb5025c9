import Foundation
import XCTest

/// Follows the README's "Editors" section word for word: writes the files it shows, runs
/// its commands (`bindinglint ARGUMENTS < FILE`) with the built binary, and compares what
/// they print with the blocks it says they print.
final class EditorsSectionTests: XCTestCase {
  struct Block {
    var language: String
    var text: String
    /// The prose between the previous block and this one.
    var lead: String
  }

  func editorsSection() throws -> String {
    let readme = try String(contentsOfFile: TestSupport.packageRoot + "/README.md", encoding: .utf8)
    let start = try XCTUnwrap(readme.range(of: "\n## Editors\n"), "README has no Editors section")
    let rest = readme[start.upperBound...]
    return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
  }

  func blocks(in section: String) -> [Block] {
    var blocks: [Block] = []
    var lead = ""
    var current: (language: String, lines: [Substring])?
    for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        if let open = current {
          blocks.append(Block(language: open.language, text: open.lines.joined(separator: "\n") + "\n", lead: lead))
          current = nil
          lead = ""
        } else {
          current = (String(line.dropFirst(3)), [])
        }
      } else if current != nil {
        current?.lines.append(line)
      } else {
        lead += line + "\n"
      }
    }
    return blocks
  }

  func testTheEditorsSectionRunsAsWritten() throws {
    let blocks = blocks(in: try editorsSection())
    XCTAssertEqual(blocks.map(\.language), ["sh", "swift", "swift", "json", "sh", "swift"])
    guard blocks.count == 6 else { return }
    // A Swift block led by "`PATH`:" is that file's content.
    var files = ["Package.swift": "// swift-tools-version:5.9\n"]
    for block in blocks where block.language == "swift" {
      let lead = block.lead.trimmingCharacters(in: .whitespacesAndNewlines)
      guard lead.hasSuffix(".swift`:"), let open = lead.dropLast(2).lastIndex(of: "`") else { continue }
      files[String(lead[lead.index(after: open)..<lead.index(lead.endIndex, offsetBy: -2)])] = block.text
    }
    XCTAssertEqual(files.keys.sorted(), ["Package.swift", "Sources/App/Row+View.swift", "Sources/App/Row.swift"])
    let project = try makeProject(files)

    let lint = try shell(blocks[0].text, in: project)
    XCTAssertEqual(lint.stdout, blocks[3].text)
    XCTAssertEqual(lint.status, 0, lint.stderr)
    let fix = try shell(blocks[4].text, in: project)
    XCTAssertEqual(fix.stdout, blocks[5].text)
    XCTAssertEqual(fix.status, 0, fix.stderr)

    // "as `bindinglint --format json .` does for that file"
    let tree = try run(["--format", "json", "."], in: project)
    func diagnostics(_ json: String) throws -> [[String: Any]] {
      let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
      return try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
    }
    let fromTree = try diagnostics(tree.stdout).filter { ($0["file"] as? String) == "./Sources/App/Row.swift" }
    let fromStdin = try diagnostics(lint.stdout)
    XCTAssertEqual(fromTree.count, fromStdin.count)
    for (a, b) in zip(fromTree, fromStdin) {
      XCTAssertEqual(a.filter { $0.key != "file" } as NSDictionary, b.filter { $0.key != "file" } as NSDictionary)
    }
  }

  /// Runs a README command line, `bindinglint WORD ... < FILE` (plain words, as a shell
  /// would split them), with the built binary; refuses any other shape.
  func shell(_ command: String, in directory: String) throws -> CLIRun {
    let words = command.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    XCTAssertFalse(command.contains { "'\"$`|;&\\".contains($0) }, "the test splits commands on spaces only: \(command)")
    guard words.first == "bindinglint", let redirect = words.firstIndex(of: "<"), redirect == words.count - 2 else {
      XCTFail("README command is not of the form 'bindinglint ... < FILE': \(command)")
      throw CocoaError(.featureUnsupported)
    }
    let input = try String(contentsOfFile: directory + "/" + words[redirect + 1], encoding: .utf8)
    return try run(Array(words[1..<redirect]), in: directory, stdin: input)
  }
}
