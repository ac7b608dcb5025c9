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

/// The cache of scanned names that `--stdin-filename` keeps between saves (`NameCache`),
/// through the real binary: a warm cache gives a whole-tree run's findings, a changed file
/// is read again even when its size and modification time are restored, a broken cache or
/// an unsafe cache folder only costs the reads, and concurrent runs never tear the file.
final class NameCacheTests: XCTestCase {
  let row = "Sources/App/Row.swift"

  /// A project from `StdinTests.package` whose files are old enough to be cached (see
  /// `NameCache.racyMargin`), and an empty cache folder for it.
  func makeCachedProject(_ files: [String: String] = StdinTests.package) throws -> (project: String, cache: String) {
    let project = try makeProject(files)
    let cache = try makeProject([:]) + "/cache"
    Thread.sleep(forTimeInterval: 2.2)
    return (project, cache)
  }

  func lintRow(_ project: String, cache: String, extra: [String] = []) throws -> CLIRun {
    let source = try String(contentsOfFile: project + "/" + row, encoding: .utf8)
    let result = try run(
      ["--format", "json"] + extra + ["--stdin-filename", row], in: project, stdin: source,
      environment: ["BINDINGLINT_CACHE_DIR": cache])
    XCTAssertEqual(result.stderr, "", "a cache never speaks")
    return result
  }

  func treeFindings(_ project: String) throws -> [String] {
    try rowFindings(run(["--format", "json", "Sources"], in: project))
  }

  /// The row's diagnostics in a JSON report, whole (position, rule, message, fix).
  func rowFindings(_ result: CLIRun) throws -> [String] {
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
    let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
    return try diagnostics.filter { ($0["file"] as? String) == row }.map { diagnostic in
      var whole = diagnostic
      whole["file"] = nil
      return String(decoding: try JSONSerialization.data(withJSONObject: whole, options: .sortedKeys), as: UTF8.self)
    }
  }

  func cacheFiles(_ cache: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []).sorted()
  }

  /// Inode and modification time of the one cache file: unchanged means the run found the
  /// file valid and every entry fresh, so it did not write.
  func identity(_ cache: String) throws -> [Int] {
    let files = cacheFiles(cache)
    XCTAssertEqual(files.count, 1, "\(files)")
    guard case .success(let status) = Platform.status(of: Platform.FilePath(cache + "/" + (files.first ?? ""))) else {
      XCTFail("cannot stat the cache file")
      return []
    }
    return [Int(truncatingIfNeeded: status.identity.inode)] + status.stamp
  }

  func testAWarmCacheGivesTheFindingsOfAWholeTreeRun() throws {
    let (project, cache) = try makeCachedProject()
    let tree = try treeFindings(project)
    XCTAssertEqual(tree.count, 3, "the row's findings need the other files")
    XCTAssertEqual(try rowFindings(lintRow(project, cache: cache)), tree, "cold")
    let written = try identity(cache)
    var info = stat()
    XCTAssertEqual(stat(cache, &info), 0)
    XCTAssertEqual(info.st_mode & 0o777, 0o700, "the cache folder is the user's alone")
    for _ in 0..<2 { XCTAssertEqual(try rowFindings(lintRow(project, cache: cache)), tree, "warm") }
    XCTAssertEqual(try identity(cache), written, "a warm run with nothing changed does not write")
  }

  func testAFileChangedWithItsSizeAndModificationTimeRestoredIsReadAgain() throws {
    // The conformance first extends another type: the row's file is not among the files
    // that may declare `Row`, so only a new scan of it can show that it now does.
    var files = StdinTests.package
    files["Sources/App/Row+View.swift"] = "import SwiftUI\n\nextension Xyz: View {}\n"
    let (project, cache) = try makeCachedProject(files)
    let before = try rowFindings(lintRow(project, cache: cache))
    let conformance = project + "/Sources/App/Row+View.swift"
    let reference = project + "/reference"
    XCTAssertTrue(FileManager.default.createFile(atPath: reference, contents: nil))
    try touch(["-r", conformance, reference])
    // Same size, same modification time to the nanosecond: only the status-change time tells.
    let inode = try FileManager.default.attributesOfItem(atPath: conformance)[.systemFileNumber] as? Int
    let handle = try XCTUnwrap(FileHandle(forWritingAtPath: conformance), "rewritten in place: same inode")
    try handle.write(contentsOf: Data("import SwiftUI\n\nextension Row: View {}\n".utf8))
    try handle.close()
    try touch(["-r", reference, conformance])
    XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: conformance)[.systemFileNumber] as? Int, inode)
    let after = try rowFindings(lintRow(project, cache: cache))
    XCTAssertNotEqual(after, before, "the row became a view")
    XCTAssertEqual(after, try treeFindings(project))
  }

  func testFilesAddedOrRemovedAfterCachingAreSeen() throws {
    let (project, cache) = try makeCachedProject()
    let conformance = project + "/Sources/App/Row+View.swift"
    let source = try String(contentsOfFile: conformance, encoding: .utf8)
    try FileManager.default.removeItem(atPath: conformance)
    Thread.sleep(forTimeInterval: 2.2)
    let alone = try rowFindings(lintRow(project, cache: cache))
    XCTAssertEqual(alone, try treeFindings(project))
    XCTAssertEqual(try rowFindings(lintRow(project, cache: cache)), alone, "warm, walk replayed")
    // The conformance comes back in a new folder: its parent's times change, so the
    // project is walked again and the new file found.
    try FileManager.default.createDirectory(atPath: project + "/Sources/App/Views", withIntermediateDirectories: false)
    try source.write(toFile: project + "/Sources/App/Views/Row+View.swift", atomically: false, encoding: .utf8)
    Thread.sleep(forTimeInterval: 2.2)
    let added = try rowFindings(lintRow(project, cache: cache))
    XCTAssertNotEqual(added, alone)
    XCTAssertEqual(added, try treeFindings(project))
    try FileManager.default.removeItem(atPath: project + "/Sources/App/Views/Row+View.swift")
    XCTAssertEqual(try rowFindings(lintRow(project, cache: cache)), alone, "removed again")
  }

  /// Files read again (changed) and files taken from the cache unread make one index:
  /// `Store` is declared in `A/` (an `ObservableObject`) and in `B/` (a plain class), and
  /// the finding needs both declarations whichever of the two was read and whichever came
  /// from the cache. (Their order between them is `CachedFilesTests`'.)
  func testFilesReadAndFilesFromTheCacheMakeOneIndex() throws {
    var files = StdinTests.package
    files["Sources/App/Models/Store.swift"] = nil
    files["Sources/App/Models/A/Store.swift"] = "import Combine\n\nfinal class Store: ObservableObject { var name = \"\" }\n"
    files["Sources/App/Models/B/Store.swift"] = "final class Store { var name = \"\" }\n"
    let (project, cache) = try makeCachedProject(files)
    let tree = try treeFindings(project)
    XCTAssertTrue(tree.contains { $0.contains("wraps ObservableObject 'Store'") }, "\(tree)")
    XCTAssertEqual(try rowFindings(lintRow(project, cache: cache)), tree, "cold")
    for changed in ["A", "B"] {
      // Rewritten: read again (its times are new), while the other comes from the cache.
      let path = project + "/Sources/App/Models/\(changed)/Store.swift"
      try String(contentsOfFile: path, encoding: .utf8).write(toFile: path, atomically: false, encoding: .utf8)
      XCTAssertEqual(try rowFindings(lintRow(project, cache: cache)), tree, "\(changed) read, the other cached")
      Thread.sleep(forTimeInterval: 2.2)
      XCTAssertEqual(try rowFindings(lintRow(project, cache: cache)), tree, "\(changed) cached again")
    }
  }

  func testACorruptTruncatedOrForeignCacheIsIgnoredAndRewritten() throws {
    let (project, cache) = try makeCachedProject()
    let tree = try treeFindings(project)
    _ = try lintRow(project, cache: cache)
    let name = try XCTUnwrap(cacheFiles(cache).first)
    let path = cache + "/" + name
    let good = try Data(contentsOf: URL(fileURLWithPath: path))
    var flipped = good
    flipped[good.count / 2] ^= 0x20
    var foreign = good
    foreign.replaceSubrange(0..<11, with: Data("swiftlint!!".utf8))
    let damaged: [(String, Data)] = [
      ("truncated", good.prefix(good.count - 9)), ("half", good.prefix(good.count / 2)), ("flipped", flipped),
      ("empty", Data()), ("foreign", foreign), ("garbage", Data((0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 7919) })),
    ]
    for (label, bytes) in damaged {
      try bytes.write(to: URL(fileURLWithPath: path))
      let result = try lintRow(project, cache: cache)
      XCTAssertEqual(result.status, 0, label)
      XCTAssertEqual(try rowFindings(result), tree, label)
      XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), good, "\(label): rewritten as it was")
    }
  }

  func testAPlantedLinkOrAFolderThatIsNotTheUsersIsNeverWritten() throws {
    let (project, cache) = try makeCachedProject()
    let tree = try treeFindings(project)
    let elsewhere = try makeProject(["keep.txt": "mine\n"])
    try FileManager.default.createDirectory(atPath: (cache as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: cache, withDestinationPath: elsewhere)
    XCTAssertEqual(try rowFindings(lintRow(project, cache: cache)), tree)
    XCTAssertEqual(cacheFiles(elsewhere), ["keep.txt"], "nothing written through the link")

    // Group- or world-writable, or not a folder at all: no cache, same findings.
    let open = try makeProject([:]) + "/open"
    try FileManager.default.createDirectory(atPath: open, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o777])
    chmod(open, 0o777)
    XCTAssertEqual(try rowFindings(lintRow(project, cache: open)), tree)
    XCTAssertEqual(cacheFiles(open), [])
    let file = try makeProject(["plain": ""]) + "/plain"
    XCTAssertEqual(try rowFindings(lintRow(project, cache: file + "/cache")), tree)
    if geteuid() == 0 {
      let others = try makeProject([:]) + "/others"
      try FileManager.default.createDirectory(atPath: others, withIntermediateDirectories: false)
      chmod(others, 0o700)
      XCTAssertEqual(chown(others, 65534, 65534), 0)
      XCTAssertEqual(try rowFindings(lintRow(project, cache: others)), tree)
      XCTAssertEqual(cacheFiles(others), [], "a folder of another user is not written")
    }
  }

  func testNoCacheNeitherReadsNorWrites() throws {
    let (project, cache) = try makeCachedProject()
    let result = try lintRow(project, cache: cache, extra: ["--no-cache"])
    XCTAssertEqual(try rowFindings(result), try treeFindings(project))
    XCTAssertEqual(cacheFiles(cache), [], "not even the folder")
    let flagged = try run(["--no-cache=yes", "--stdin-filename", row], in: project, stdin: "")
    XCTAssertEqual(flagged.status, 2, "a boolean flag takes no value")
    // Whole-tree runs never use the cache.
    _ = try run(["Sources"], in: project, environment: ["BINDINGLINT_CACHE_DIR": cache])
    XCTAssertEqual(cacheFiles(cache), [])
  }

  func testConcurrentRunsLeaveOneWholeCacheFile() throws {
    let (project, cache) = try makeCachedProject()
    let tree = try treeFindings(project)
    // Four runs started together by one shell, each writing the cold cache at the end.
    let binary = try XCTUnwrap(CLIBinary.path)
    let script = (0..<4).map { "\"$0\" --format json --stdin-filename \(row) < \(row) > out\($0) &" }.joined(separator: "\n") + "\nwait\n"
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", script, binary]
    shell.currentDirectoryURL = URL(fileURLWithPath: project)
    shell.environment = ProcessInfo.processInfo.environment.merging(["BINDINGLINT_CACHE_DIR": cache]) { $1 }
    try shell.run()
    shell.waitUntilExit()
    for index in 0..<4 {
      let output = try String(contentsOfFile: project + "/out\(index)", encoding: .utf8)
      XCTAssertEqual(try rowFindings(CLIRun(status: 0, stdout: output, stderr: "")), tree, "run \(index)")
    }
    let written = try identity(cache)
    XCTAssertEqual(try rowFindings(lintRow(project, cache: cache)), tree)
    XCTAssertEqual(try identity(cache), written, "the file left was whole and valid: not rewritten")
  }

  func testTheFileFormatRejectsEveryTruncationAndForeignHeader() {
    let header = NameCache.Header(linterVersion: "1.0", build: [1, 2, 3], project: "/p")
    let cache = NameCache(files: [
      "A.swift": .init(stamp: [10, 1, 2, 3, 4, 5, 6], names: ["+Row", "Row"]),
      "Sub/B.swift": .init(stamp: [0, -1, 0, 0, 0, Int.max, Int.min], names: []),
    ])
    let bytes = cache.encoded(header)
    XCTAssertEqual(NameCache.decode(bytes, expecting: header), cache)
    for length in 0..<bytes.count { XCTAssertNil(NameCache.decode(Array(bytes[0..<length]), expecting: header), "\(length)") }
    for other in [
      NameCache.Header(linterVersion: "1.1", build: [1, 2, 3], project: "/p"),
      NameCache.Header(linterVersion: "1.0", build: [1, 2, 4], project: "/p"),
      NameCache.Header(linterVersion: "1.0", build: [1, 2, 3], project: "/q"),
    ] {
      XCTAssertNil(NameCache.decode(bytes, expecting: other))
    }
    XCTAssertNil(NameCache.decode(bytes + [0], expecting: header))
  }

  /// The fuzzer's seed is a whole cache body (the file without its checksum) for the
  /// fuzz target's header, so mutations start from a file the loader accepts.
  func testTheFuzzSeedIsACacheBody() throws {
    let seed = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Fuzz/seeds/name-cache-body.bin").standardized)
    let cache = NameCache(
      files: [
        "A.swift": .init(project: 0, stamp: [120, 1_700_000_000, 5, 1_700_000_000, 6, 42, 7], names: ["+Row", "Row"]),
        "Pkg/B\u{e9}.swift": .init(project: 1, stamp: [0, 0, 0, 0, 0, 1, 7], names: []),
        "Pkg/C.swift": .init(project: -1, stamp: [9, 0, 0, 0, 0, 2, 7], names: nil),
      ],
      projects: ["/fuzz", "/fuzz/Pkg"],
      folders: [
        .init(path: "", stamp: [4096, 1_700_000_000, 1, 1_700_000_000, 2, 10, 7]),
        .init(path: "Pkg", stamp: [4096, 1_700_000_000, 3, 1_700_000_000, 4, 11, 7]),
      ],
      filter: "/fuzz\u{0}\u{0}")
    let encoded = cache.encoded(NameCache.Header(linterVersion: "fuzz", build: [1], project: "/fuzz"))
    // After a change of format: BINDINGLINT_WRITE_SEED=1 writes the new seed (the run
    // that writes it still fails; the next one passes).
    if ProcessInfo.processInfo.environment["BINDINGLINT_WRITE_SEED"] != nil {
      try Data(encoded.dropLast(8)).write(to: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/seeds/name-cache-body.bin").standardized)
    }
    XCTAssertEqual(Array(encoded.dropLast(8)), Array(seed))
  }

  private func touch(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/touch")
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0)
  }
  /// A warm save reads no other file when no decision needs one: a rule that resolved the
  /// view's supertypes to tell an `App` from a view asked about `View`, `App` and `Scene`,
  /// and the engine parsed a generated strings file declaring enums of those names on every
  /// save (18 ms instead of 12 on a 1,468-file project).
  func testAWarmSaveReadsNoFileItsDecisionsDoNotNeed() throws {
    let editor = "Sources/App/Editor.swift"
    let (project, cache) = try makeCachedProject([
      "Package.swift": "// swift-tools-version:5.9\n",
      editor: """
        import SwiftUI

        struct Editor: View {
            @Binding var isOn: Bool
            var body: some View { Toggle("On", isOn: Binding(get: { isOn }, set: { isOn = $0 })) }
        }

        """,
      "Sources/App/Strings.swift": "enum L10n {\n    enum App {}\n    enum Scene {}\n    enum View {}\n}\n",
      "Sources/App/Other.swift": "struct Other { var name = \"\" }\n",
    ])
    let source = try String(contentsOfFile: project + "/" + editor, encoding: .utf8)
    func save() throws -> CLIRun {
      try run(
        ["--format", "json", "--timings", "--stdin-filename", editor], in: project, stdin: source,
        environment: ["BINDINGLINT_CACHE_DIR": cache])
    }
    XCTAssertTrue(try save().stderr.contains("(3 files read"), "cold: every file")
    let warm = try save()
    XCTAssertTrue(warm.stderr.contains("(0 files read"), warm.stderr)
    XCTAssertTrue(warm.stdout.contains("manual_binding_in_body"), warm.stdout)
  }
}
