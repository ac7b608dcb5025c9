@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import XCTest

/// Files the name cache vouches for join a run in path order among the files it reads
/// (`CachedFiles.merged`), as a whole-tree run orders them: byte-wise on the whole path.
final class CachedFilesTests: XCTestCase {
  func testMembersAndInputsMergeInPathOrder() {
    let stamp = [1, 2, 3, 4, 5, 6, 7]
    let names = ["a.swift", "b/c.swift", "b.swift", "d.swift", "e\u{e9}.swift"]
    let cache = NameCache(files: Dictionary(uniqueKeysWithValues: names.map { ($0, NameCache.File(stamp: stamp, names: [])) }))
    // Every entry but d.swift is cached; the run reads d.swift, a file the cache does not
    // know (c.swift), and one outside the project folder.
    let members = [0, 1, 2, 4]
    let cached = CachedFiles(cache: cache, members: members, prefix: "/p/")
    XCTAssertEqual((0..<cached.count).map(cached.path), ["/p/a.swift", "/p/b.swift", "/p/b/c.swift", "/p/e\u{e9}.swift"])
    let inputs = ["/o.swift", "/p/c.swift", "/p/d.swift", "/q.swift"].map { Runner.Input(path: $0, project: nil) }
    let order = cached.merged(with: inputs)
    let paths = order.map { $0 >= 0 ? inputs[$0].path.display : cached.path(~$0) }
    XCTAssertEqual(paths, [
      "/o.swift", "/p/a.swift", "/p/b.swift", "/p/b/c.swift", "/p/c.swift", "/p/d.swift", "/p/e\u{e9}.swift", "/q.swift",
    ])
    XCTAssertEqual(paths, paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
  }
}
