@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import BindingLintTestSupport
import Foundation
import XCTest

/// `--fix` racing the world, through the real binary: an editor saving while the fixed
/// file is being written, and `SIGKILL` at random moments over a tree of fixable files.
final class FixRaceTests: XCTestCase {
  static let view = """
    struct V: View {
        @State var a = 0
        var body: some View { EmptyView() }
    }

    """

  private func start(_ arguments: [String], in directory: String) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try XCTUnwrap(CLIBinary.path))
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  private func temporaries(in directory: String) -> [String] {
    (Platform.directoryEntries(directory) ?? []).filter { $0.contains(".bindinglint-") }
  }

  /// The save lands the moment `--fix` has a temporary file (that is, while it writes the
  /// fixed version): the save must survive, whether the editor renames a new file into
  /// place or writes into the old one.
  func testEditorSaveWhileTheFixIsWrittenIsNeverReplaced() throws {
    let padding = String(repeating: "// padding so that writing the fixed file takes a while.\n", count: 70_000)
    let original = Self.view + padding
    let saved = "// saved by the editor\n" + original
    var trials = 0, lost: [String] = []
    for (trial, savesInPlace) in [false, true, false, true, false, true].enumerated() {
      let project = try makeProject(["Big.swift": original])
      let target = project + "/Big.swift"
      // The editor's new file is written before the fix starts, so that its save is one
      // rename landing while the temporary is written — not a 4 MB write that queues
      // behind the fix's own fsync and lands in the microseconds between the fix's last
      // check and its rename, the window docs/fixing.md says remains.
      if !savesInPlace { try Data(saved.utf8).write(to: URL(fileURLWithPath: target + ".editor-save")) }
      let process = try start(CLITests.enableFlagged + ["--fix", "Big.swift"], in: project)
      var didSave = false
      while process.isRunning && !didSave {
        guard !temporaries(in: project).isEmpty else { continue }
        if savesInPlace {
          let handle = try XCTUnwrap(FileHandle(forWritingAtPath: target))
          try handle.truncate(atOffset: 0)
          try handle.write(contentsOf: Data(saved.utf8))
          try handle.close()
        } else {
          XCTAssertEqual(rename(target + ".editor-save", target), 0)
        }
        didSave = true
      }
      process.waitUntilExit()
      guard didSave else { continue }
      trials += 1
      if try String(contentsOfFile: target, encoding: .utf8) != saved { lost.append("trial \(trial) (\(savesInPlace ? "in place" : "rename"))") }
      XCTAssertEqual(temporaries(in: project), [], "no temporary file is left")
    }
    XCTAssertGreaterThan(trials, 0, "the save never landed while the fix was being written")
    XCTAssertEqual(lost, [], "saves replaced by the fixed old content, of \(trials) trials")
  }

  /// Hundreds of fixable files, `--fix` killed at random moments: every file is, at every
  /// moment, either the original or the fully fixed text; the temporary files a kill
  /// leaves are removed by the next run.
  func testKillAtRandomMomentsNeverLeavesAPartialFile() throws {
    var files: [String: String] = [:]
    for index in 0..<300 {
      let folder = ["App", "App/Views", "Kit"][index % 3]
      files["\(folder)/View\(index).swift"] = Self.view.replacingOccurrences(of: "struct V:", with: "struct V\(index):")
    }
    let project = try makeProject(files)
    let folders = ["App", "App/Views", "Kit"].map { project + "/" + $0 }
    var changed = Array(files.keys)
    func reset() throws {
      for path in changed {
        let content = files[path] ?? ""
        let fd = open(project + "/" + path, O_WRONLY | O_TRUNC)
        XCTAssertGreaterThanOrEqual(fd, 0)
        XCTAssertEqual(content.utf8.withContiguousStorageIfAvailable { write(fd, $0.baseAddress, $0.count) }, content.utf8.count)
        close(fd)
      }
    }
    let began = Date()
    let whole = try start(CLITests.enableFlagged + ["--fix", "."], in: project)
    whole.waitUntilExit()
    let duration = max(Date().timeIntervalSince(began), 0.02)
    XCTAssertEqual(whole.terminationStatus, 0)

    var kills = 0, fixedCounts: [Int] = [], mostTemporaries = 0
    let deadline = Date().addingTimeInterval(8)
    while Date() < deadline && kills < 80 {
      try reset()
      let process = try start(CLITests.enableFlagged + ["--fix", "--jobs", "2", "."], in: project)
      usleep(UInt32(Double.random(in: 0...(duration * 1.1)) * 1_000_000))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      kills += 1
      var fixed = 0
      changed = []
      for (path, content) in files {
        let now = try String(contentsOfFile: project + "/" + path, encoding: .utf8)
        let fixedContent = content.replacingOccurrences(of: "@State var a", with: "@State private var a")
        XCTAssertTrue(now == content || now == fixedContent, "\(path) is neither the original nor the fixed text after kill \(kills)")
        if now != content { changed.append(path) }
        if now == fixedContent { fixed += 1 }
      }
      fixedCounts.append(fixed)
      mostTemporaries = max(mostTemporaries, folders.map { temporaries(in: $0).count }.reduce(0, +))
    }
    let partial = fixedCounts.filter { $0 > 0 && $0 < files.count }.count
    print("kill loop: \(kills) kills in \(String(format: "%.1f", Date().timeIntervalSince(began))) s (a whole run takes \(String(format: "%.3f", duration)) s); \(partial) left the tree part-fixed; at most \(mostTemporaries) temporary files left at once")
    XCTAssertGreaterThanOrEqual(kills, 3)

    try reset()
    let final = try run(CLITests.enableFlagged + ["--fix", "."], in: project)
    XCTAssertEqual(final.status, 0, final.stderr)
    XCTAssertEqual(folders.flatMap { temporaries(in: $0) }, [], "the next run removes what a killed run left")
  }
}
