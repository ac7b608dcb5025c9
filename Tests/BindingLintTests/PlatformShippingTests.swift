@testable import BindingLintPlatform
@testable import BindingLintEngine
import Foundation
import XCTest

/// The platform answers a macOS user depends on (issue 26 items 4, 5 and 7), tested here
/// where Linux can show them: how this executable is found when `argv[0]` is a bare name,
/// extended attributes kept by `--fix`, and the cache folder `--help` names.
final class PlatformShippingTests: XCTestCase {
  // MARK: - Executable path (item 4)

  /// A world of files for `Platform.executablePath(argument0:…)`: these paths are executable.
  func find(_ argument0: String, path: String?, executables: Set<String>, in folder: String = "/work") -> String? {
    Platform.executablePath(argument0: argument0, searchPath: path, currentDirectory: folder) { executables.contains($0) }
  }

  func testABareNameIsLookedUpInPathNeverInTheCurrentFolder() {
    let world: Set = ["/work/bindinglint", "/opt/b/bindinglint"]
    XCTAssertEqual(find("bindinglint", path: "/usr/bin:/opt/b", executables: world), "/opt/b/bindinglint")
    // Started through PATH from a workspace that holds a `./bindinglint`: not that one.
    XCTAssertNil(find("bindinglint", path: "/usr/bin", executables: world))
    // Empty and relative PATH entries mean the current folder: skipped.
    XCTAssertNil(find("bindinglint", path: ":.:bin:/usr/bin:", executables: world.union(["bin/bindinglint"])))
    XCTAssertNil(find("bindinglint", path: nil, executables: world))
    XCTAssertEqual(find("bindinglint", path: "/opt/b/", executables: world), "/opt/b/bindinglint")
  }

  func testANameWithASlashIsAPathFromTheCurrentFolder() {
    let world: Set = ["/work/.build/debug/bindinglint", "/usr/local/bin/bindinglint"]
    XCTAssertEqual(find(".build/debug/bindinglint", path: "/usr/local/bin", executables: world), "/work/.build/debug/bindinglint")
    XCTAssertEqual(find("/usr/local/bin/bindinglint", path: nil, executables: world), "/usr/local/bin/bindinglint")
    XCTAssertNil(find("/nowhere/bindinglint", path: "/usr/local/bin", executables: world), "a path is never searched for")
    XCTAssertNil(find("", path: "/usr/local/bin", executables: world))
  }

  func testTheKernelNamesThisExecutable() throws {
    let path = try XCTUnwrap(Platform.executablePath())
    XCTAssertTrue(path.hasPrefix("/"), path)
    XCTAssertTrue(Platform.isExecutableFile(path), path)
    XCTAssertEqual(path, Platform.realPath(path), "links resolved")
    XCTAssertEqual(Platform.executableStamp().count, 3, "the name cache's build stamp is never empty")
  }

  func testPathSearchFindsARealExecutable() throws {
    let folder = try makeProject(["bin/tool": "#!/bin/sh\n", "bin/plain": "not executable\n"])
    XCTAssertEqual(chmod(folder + "/bin/tool", 0o755), 0)
    let searchPath = "/nonexistent:" + folder + "/bin"
    XCTAssertEqual(Platform.executablePath(argument0: "tool", searchPath: searchPath, currentDirectory: "/", isExecutableFile: Platform.isExecutableFile),
                   folder + "/bin/tool")
    XCTAssertNil(Platform.executablePath(argument0: "plain", searchPath: searchPath, currentDirectory: "/", isExecutableFile: Platform.isExecutableFile))
    XCTAssertNil(Platform.executablePath(argument0: "bin", searchPath: folder, currentDirectory: "/", isExecutableFile: Platform.isExecutableFile),
                 "a folder is not an executable")
  }

  // MARK: - Extended attributes (item 5)

  func testUserExtendedAttributesSurviveFix() throws {
    let project = try makeProject(["V.swift": FixWriteTests.view])
    let file = project + "/V.swift"
    if let reason = Platform.setExtendedAttribute(file, "user.bindinglint.tag", Array("Red\u{0}Blue".utf8)) {
      throw XCTSkip("the temporary folder's file system keeps no user extended attributes (\(reason)); nothing to carry")
    }
    let before = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? Int)
    let result = try run(CLITests.enableFlagged + ["--fix", "--quiet", "V.swift"], in: project)
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), FixWriteTests.fixedView)
    let after = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? Int)
    XCTAssertNotEqual(before, after, "the fix replaced the file by rename, the path where attributes could be lost")
    XCTAssertEqual(Platform.extendedAttribute(file, "user.bindinglint.tag"), Array("Red\u{0}Blue".utf8))
  }

  // MARK: - Cache folder (item 7)

  func testHelpNamesTheCacheFolderTheNameCacheUses() throws {
    let help = try run(["--help"], in: "/").stdout
    let described = NameCache.defaultDirectoryDescription
    XCTAssertTrue(help.contains(described), help)
    // What it says is what is used: under HOME when XDG_CACHE_HOME is unset or relative.
    let home = "/Users/someone"
    let used = NameCache.directory { ["HOME": home, "XDG_CACHE_HOME": "relative"][$0] }
    XCTAssertEqual(used, home + "/" + Platform.cacheFolderInHome + "/bindinglint")
    XCTAssertTrue(described.hasSuffix("~/" + Platform.cacheFolderInHome + "/bindinglint"), described)
    XCTAssertEqual(NameCache.directory { ["HOME": home, "XDG_CACHE_HOME": "/x"][$0] }, "/x/bindinglint")
    // Darwin's convention or XDG's, whichever this system is (Platform+UserFolders).
    XCTAssertTrue(["Library/Caches", ".cache"].contains(Platform.cacheFolderInHome), Platform.cacheFolderInHome)
  }
}
