import Foundation
import XCTest

/// Reading the sections and code blocks of README.md and the pages in docs/, and running shell
/// commands the way a reader would, so walkthroughs are tested as written.
enum Readme {
  struct CodeBlock {
    /// The info string after the opening fence, split on spaces: `["json", ".bindinglint.json"]`.
    var info: [String]
    var text: String
  }

  /// The text of `file`, a path relative to the package root.
  static func text(of file: String = "README.md") throws -> String {
    try String(contentsOfFile: TestSupport.packageRoot + "/" + file, encoding: .utf8)
  }

  /// The lines under `## title` in `file` up to the next `## ` heading.
  static func section(_ title: String, in file: String = "README.md") throws -> [Substring] {
    let lines = try text(of: file).split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: Substring("## " + title)) else { throw ReadmeError.missingSection(file, title) }
    let rest = lines[(start + 1)...]
    let end = rest.firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
    return Array(lines[(start + 1)..<end])
  }

  enum ReadmeError: Error { case missingSection(String, String) }

  /// The fenced code blocks of `lines`, in order.
  static func codeBlocks(_ lines: [Substring]) -> [CodeBlock] {
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

  /// A throw-away repository holding a copy of `Examples/TodoApp`; returns its parent folder.
  static func copyOfExampleApp(for test: XCTestCase) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("bindinglint-readme-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/repo", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: TestSupport.packageRoot + "/Examples/TodoApp", toPath: root + "/repo/TodoApp")
    return root
  }

  /// Runs `script` with bash, without the user's start-up files, stopping at the first failure.
  static func bash(_ script: String, in directory: String, environment: [String: String]) throws -> CLIRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["--noprofile", "--norc", "-eo", "pipefail", "-c", script]
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let (stdoutData, stderrData) = readOutputs(out, err)
    process.waitUntilExit()
    return CLIRun(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self), stderr: String(decoding: stderrData, as: UTF8.self))
  }

  /// The folder of the `bindinglint` under test, for `PATH`.
  static func binaryDirectory() throws -> String {
    let binary = try XCTUnwrap(CLIBinary.path, "bindinglint binary not found next to the tests")
    return (binary as NSString).deletingLastPathComponent
  }
}
