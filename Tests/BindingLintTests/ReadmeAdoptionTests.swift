import BindingLintTestSupport
import Foundation
import XCTest

/// docs/ci.md's "Adopting on a large codebase" walkthrough, followed word for word on a
/// copy of `Examples/TodoApp`: a `swift` block is inserted where its code lines already are, each
/// `$ command` of a `console` block runs and must print exactly the lines under it (standard
/// output, then standard error) and succeed, and a `json FILE` block is written when FILE
/// does not exist yet (the reader creates it) or compared with FILE when a command made it.
final class ReadmeAdoptionTests: XCTestCase {
  func testAdoptionWalkthroughAsWritten() throws {
    let blocks = Readme.codeBlocks(try Readme.section("Adopting on a large codebase", in: "docs/ci.md"))
    XCTAssertEqual(blocks.map { $0.info.first ?? "" }, ["swift", "console", "json", "json", "console", "console"])
    let workspace = try Readme.copyOfExampleApp(for: self) + "/repo"
    let environment = [
      "PATH": try Readme.binaryDirectory() + ":/usr/bin:/bin", "HOME": workspace, "NO_COLOR": "1",
    ]
    var commands = 0
    for block in blocks {
      switch block.info.first {
      case "swift":
        try insert(block.text, in: workspace)
      case "console":
        for (command, expected) in transcript(block.text) {
          let result = try Readme.bash(command, in: workspace, environment: environment)
          XCTAssertEqual(result.status, 0, "\(command)\n\(result.stdout)\(result.stderr)")
          XCTAssertEqual(result.stdout + result.stderr, expected, command)
          commands += 1
        }
      case "json":
        let name = try XCTUnwrap(block.info.dropFirst().first, "a json block names its file")
        let path = workspace + "/" + name
        if FileManager.default.fileExists(atPath: path) {
          XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), block.text, name)
        } else {
          try Data(block.text.utf8).write(to: URL(fileURLWithPath: path))
        }
      default:
        XCTFail("unexpected block \(block.info)")
      }
    }
    XCTAssertEqual(commands, 4)
  }

  /// `$ command` lines and the output lines under each.
  func transcript(_ text: String) -> [(command: String, output: String)] {
    var steps: [(command: String, output: String)] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      if line.hasPrefix("$ ") {
        steps.append((String(line.dropFirst(2)), ""))
      } else if !steps.isEmpty {
        steps[steps.count - 1].output += line + "\n"
      }
    }
    return steps
  }

  /// Puts `snippet` where its code lines (those that are not comments) are in one file.
  func insert(_ snippet: String, in workspace: String) throws {
    let code = snippet.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      .map { $0 + "\n" }.joined()
    let files = try XCTUnwrap(FileManager.default.enumerator(atPath: workspace)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }.map { workspace + "/" + $0 }
    let matching = try files.filter { try String(contentsOfFile: $0, encoding: .utf8).contains(code) }
    XCTAssertEqual(matching.count, 1, "the snippet's code is in one file of the example app")
    let path = try XCTUnwrap(matching.first)
    let source = try String(contentsOfFile: path, encoding: .utf8)
    try Data(source.replacingOccurrences(of: code, with: snippet).utf8).write(to: URL(fileURLWithPath: path))
  }
}
