import Foundation

/// Reading the sections and code blocks of README.md and the pages in docs/, and running shell
/// commands the way a reader would, so walkthroughs are tested as written.
package enum Readme {
  package struct CodeBlock {
    /// The info string after the opening fence, split on spaces: `["json", ".bindinglint.json"]`.
    package var info: [String]
    package var text: String
  }

  /// The text of `file`, a path relative to the package root.
  package static func text(of file: String = "README.md") throws -> String {
    try String(contentsOfFile: TestSupport.packageRoot + "/" + file, encoding: .utf8)
  }

  /// The lines under `## title` in `file` up to the next `## ` heading.
  package static func section(_ title: String, in file: String = "README.md") throws -> [Substring] {
    let lines = try text(of: file).split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: Substring("## " + title)) else { throw ReadmeError.missingSection(file, title) }
    let rest = lines[(start + 1)...]
    let end = rest.firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
    return Array(lines[(start + 1)..<end])
  }

  package enum ReadmeError: Error { case missingSection(String, String) }

  /// The fenced code blocks of `lines`, in order.
  package static func codeBlocks(_ lines: [Substring]) -> [CodeBlock] {
    var blocks: [CodeBlock] = []
    var open: (info: [String], lines: [Substring])?
    for line in lines {
      if line.hasPrefix("```") {
        if let current = open {
          blocks.append(CodeBlock(info: current.info, text: current.lines.map { $0 + "\n" }.joined()))
          open = nil
        } else {
          open = (line.dropFirst(3).split(separator: " ").map(String.init), [])
        }
      } else {
        open?.lines.append(line)
      }
    }
    return blocks
  }

  /// Fills `root` as a throw-away repository holding a copy of `Examples/TodoApp`
  /// (`copyOfExampleApp(for:)` in the test target makes the folder and removes it).
  package static func copyExampleApp(into root: String) throws {
    try FileManager.default.createDirectory(atPath: root + "/repo", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: TestSupport.packageRoot + "/Examples/TodoApp", toPath: root + "/repo/TodoApp")
  }

  /// Runs `script` with bash, without the user's start-up files, stopping at the first failure.
  package static func bash(_ script: String, in directory: String, environment: [String: String]) throws -> CLIRun {
    CLIRun(try runProgram(
      "/bin/bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], in: directory, environment: environment))
  }

  /// The folder of the `bindinglint` under test, for `PATH`.
  package static func binaryDirectory() throws -> String {
    let binary = try CLIBinary.required()
    return (binary as NSString).deletingLastPathComponent
  }
}
