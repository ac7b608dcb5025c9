@testable import BindingLintPlatform
@testable import BindingLintEngine
import Foundation
import XCTest

/// Paths given outright (`--stdin-filename`, an editor's document, `--force-exclude`
/// arguments) against the files on disk, where one file can have several spellings: a
/// case-insensitive file system (macOS's default; modelled here, since Linux's is not), a
/// decomposed `é`, a linked folder. The file system is asked (same device and inode), and
/// globs and baseline keys then see the disk's spelling.
final class DiskSpellingTests: XCTestCase {
  /// A case- and normalization-insensitive file system, as APFS is by default: names are
  /// kept as created, looked up folded.
  struct FoldingDisk {
    /// Every file and folder, as created.
    var paths: [String]

    func canonical(_ path: String) -> String? {
      var path = Substring(path)
      while path.hasPrefix("./") { path = path.dropFirst(2) }
      if path == "." { path = "" }
      let folded = path.lowercased()
      return ([""] + paths).first { $0.lowercased() == folded }
    }

    var fileSystem: DiskSpelling.FileSystem {
      DiskSpelling.FileSystem(
        list: { folder in
          guard let real = self.canonical(folder) else { return nil }
          let prefix = real.isEmpty ? "" : real + "/"
          return self.paths.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") && $0 != real }
            .map { String($0.dropFirst(prefix.count)) }
        },
        identity: { path in
          guard let real = self.canonical(path), let index = ([""] + self.paths).firstIndex(of: real) else { return nil }
          return Platform.FileIdentity(device: 1, inode: UInt64(index))
        })
    }
  }

  let disk = FoldingDisk(paths: ["Sources", "Sources/Feature", "Sources/Feature/Row.swift", "Sources/Cafe\u{301}.swift", "Generated", "Generated/G.swift"])

  func testTheDiskSpellingIsFoundByAskingTheFileSystem() {
    let fs = disk.fileSystem
    XCTAssertEqual(DiskSpelling.respelled("sources/feature/row.swift", in: fs), "Sources/Feature/Row.swift")
    XCTAssertEqual(DiskSpelling.respelled("./SOURCES/Feature/ROW.swift", in: fs), "./Sources/Feature/Row.swift")
    XCTAssertEqual(DiskSpelling.respelled("sources/New.swift", in: fs), "Sources/New.swift", "an unsaved file keeps its name")
    // Composed `é` typed, decomposed on disk: one name to the file system, two byte strings.
    let typed = "Sources/Caf\u{E9}.swift"
    let respelled = DiskSpelling.respelled(typed, in: fs)
    XCTAssertEqual(Array(respelled.utf8), Array("Sources/Cafe\u{301}.swift".utf8))
    XCTAssertEqual(DiskSpelling.respelled("Sources/Feature/Row.swift", in: fs), "Sources/Feature/Row.swift")
    XCTAssertEqual(DiskSpelling.respelled(["generated/g.swift", "sources"], in: fs), ["Generated/G.swift", "Sources"])
  }

  /// Globs and baseline keys compare bytes (the same answer on macOS and Linux CI); a
  /// path given outright is respelled first, so a differently cased one still meets the
  /// exclude and the baseline entry written from a walk.
  func testGlobsAndBaselineKeysSeeTheDiskSpelling() {
    let fs = disk.fileSystem
    let filter = PathFilter(exclude: [Glob("Generated/**")])
    XCTAssertTrue(filter.admits(explicit: "generated/g.swift"), "bytes differ: the glob alone does not match")
    XCTAssertFalse(filter.admits(explicit: DiskSpelling.respelled("generated/g.swift", in: fs)))

    let recorded = Baseline.Key(file: "Sources/Feature/Row.swift", rule: "non_private_state", construct: "@State var x = 0")
    let baseline = Baseline(path: "/p/baseline.json", counts: [recorded: 1], currentDirectory: "/p")
    func diagnostic(_ path: String) -> Diagnostic {
      Diagnostic(
        path: Platform.FilePath(path), line: 1, column: 1, endLine: 1, endColumn: 1, offset: 0, endOffset: 0, ruleID: "non_private_state",
        severity: .warning, message: "", help: "", fix: nil, source: LanguageServerUnitTests.emptySource, construct: "@State var x = 0")
    }
    XCTAssertEqual(baseline.apply(to: [diagnostic("sources/feature/row.swift")], currentDirectory: "/p").hiddenCount, 0)
    let spelled = DiskSpelling.respelled("sources/feature/row.swift", in: fs)
    XCTAssertEqual(baseline.apply(to: [diagnostic(spelled)], currentDirectory: "/p").hiddenCount, 1)
  }

  /// On this machine's disk: the buffer's own file reached through a linked folder that
  /// the walk meets first is still the buffer's file (same device and inode), not a second
  /// copy in the index. The copy on disk makes `Model` a view; the buffer does not.
  func testTheBuffersFileUnderAnotherSpellingIsNotIndexedTwice() throws {
    let onDisk = "import SwiftUI\n\nstruct Model: View {\n    @State var x = 0\n    var body: some View { Text(\"\") }\n}\n"
    let buffer = "import SwiftUI\n\nstruct Model {\n    @State var x = 0\n    func bump() { x += 1 }\n}\n"
    let root = try makeProject(["Package.swift": "// swift-tools-version:5.9\n", "Sources/Model.swift": onDisk])
    XCTAssertEqual(symlink("Sources", root + "/Alias"), 0)
    let result = try run(["--format", "xcode", "--no-cache", "--stdin-filename", "Sources/Model.swift"], in: root, stdin: buffer)
    XCTAssertEqual(result.stdout.split(separator: "\n").map { $0.split(separator: "[").last.map(String.init) ?? "" }, ["state_outside_view]"],
      result.stdout)
  }
}
