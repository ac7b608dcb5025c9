@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import XCTest

/// The shortcuts an editor's save takes when it loads the name cache give what the plain
/// way gives: paths are checked as one buffer (valid UTF-8, each starting on a character)
/// and must come in increasing order, so that the flat layout is the one a run writes.
final class EditorSaveCostTests: XCTestCase {
  let header = NameCache.Header(linterVersion: "1.0", build: [1], project: "/p")
  let stamp = [1, 2, 3, 4, 5, 6, 7]

  func body(_ cache: NameCache) -> [UInt8] { Array(cache.encoded(header).dropLast(8)) }

  func testTheCacheRejectsAPathThatIsNotUTF8() throws {
    let path = "Sources/RowModelWithALongName\u{e9}.swift"
    let cache = NameCache(files: [path: .init(stamp: stamp, names: ["Row"]), "A.swift": .init(stamp: stamp, names: nil)])
    let body = body(cache)
    XCTAssertEqual(NameCache.decode(body: body, expecting: header), cache)
    let at = try XCTUnwrap(body.indices.first { body[$0...].starts(with: Array(path.utf8)) })
    let accent = path.utf8.count - ".swift".utf8.count - 2
    for (offset, byte) in [(0, 0xFF), (8, 0x80), (accent, 0x41), (accent + 1, 0xC3)] as [(Int, UInt8)] {
      var broken = body
      broken[at + offset] = byte
      XCTAssertNil(NameCache.decode(body: broken, expecting: header), "byte \(offset)")
    }
  }

  /// Two paths whose bytes would be valid only together (the first ends inside a
  /// character the second finishes) are rejected: each must be valid on its own.
  func testTheCacheRejectsACharacterSplitBetweenPaths() throws {
    let cache = NameCache(files: ["A\u{e9}": .init(stamp: stamp, names: []), "B\u{e9}": .init(stamp: stamp, names: [])])
    var body = body(cache)
    let first = try XCTUnwrap(body.indices.first { body[$0...].starts(with: Array("A\u{e9}".utf8)) })
    let second = try XCTUnwrap(body.indices.first { body[$0...].starts(with: Array("B\u{e9}".utf8)) })
    // "A" + C3 | A9 + "B" + …: the lead byte ends the first path, its continuation starts the second.
    body[first + 1] = UInt8(ascii: "A")
    body[first + 2] = 0xC3
    body[second] = 0xA9
    body[second + 1] = UInt8(ascii: "B")
    body[second + 2] = UInt8(ascii: "B")
    XCTAssertNil(NameCache.decode(body: body, expecting: header))
  }

  func testTheCacheRejectsPathsOutOfOrderOrTwice() throws {
    let cache = NameCache(files: ["A.swift": .init(stamp: stamp, names: ["A"]), "B.swift": .init(stamp: stamp, names: ["B"])])
    let body = body(cache)
    let second = try XCTUnwrap(body.indices.first { body[$0...].starts(with: Array("B.swift".utf8)) })
    for replacement in ["A.swift", "0.swift"] {
      var broken = body
      broken.replaceSubrange(second..<(second + 7), with: Array(replacement.utf8))
      XCTAssertNil(NameCache.decode(body: broken, expecting: header), replacement)
    }
    var later = body
    later.replaceSubrange(second..<(second + 7), with: Array("C.swift".utf8))
    XCTAssertNotNil(NameCache.decode(body: later, expecting: header), "in order, still accepted")
  }
}
