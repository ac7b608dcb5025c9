@testable import BindingLint
import XCTest

/// The shortcuts an editor's save takes when it loads the name cache give what the plain
/// way gives: the word-at-a-time ASCII check still rejects text that is not UTF-8.
final class EditorSaveCostTests: XCTestCase {
  func testTheCacheRejectsANameThatIsNotUTF8() throws {
    let header = NameCache.Header(linterVersion: "1.0", build: [1], project: "/p")
    let name = "RowModelWithALongName\u{e9}"
    let cache = NameCache(entries: ["A.swift": .init(stamp: [1, 2, 3, 4, 5, 6, 7], names: [name])])
    let body = Array(cache.encoded(header).dropLast(8))
    XCTAssertEqual(NameCache.decode(body: body, expecting: header), cache)
    let at = try XCTUnwrap(body.indices.first { body[$0...].starts(with: Array(name.utf8)) })
    for (offset, byte) in [(0, 0xFF), (8, 0x80), (21, 0xC3)] as [(Int, UInt8)] {
      var broken = body
      broken[at + offset] = byte
      if offset == 21 { broken[at + offset + 1] = 0x41 }
      XCTAssertNil(NameCache.decode(body: broken, expecting: header), "byte \(offset)")
    }
  }
}
