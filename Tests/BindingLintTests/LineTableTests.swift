@testable import BindingLintSyntax
import XCTest

/// `LineTable` finds line starts with memchr when a file has no `\r`, byte by byte when it
/// has one: both must give the table the byte loop gives.
final class LineTableTests: XCTestCase {
  /// The byte loop the table was built with before the memchr path, as the reference.
  func referenceStarts(_ bytes: [UInt8]) -> [Int] {
    var starts = [0]
    var i = 0
    while i < bytes.count {
      if bytes[i] == 0x0A {
        starts.append(i + 1)
      } else if bytes[i] == 0x0D {
        if i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
        starts.append(i + 1)
      }
      i += 1
    }
    return starts
  }

  func testLineStartsMatchTheByteLoopWithAndWithoutCarriageReturns() {
    var generator = SystemRandomNumberGenerator()
    let a = UInt8(ascii: "a")
    for alphabet: [UInt8] in [[a, a, a, 0x0A, 0x09, 0x20], [a, 0x0A, 0x0D, 0x0C, 0x0B]] {
      for _ in 0..<300 {
        let bytes = (0..<Int.random(in: 0...120, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
        let table = LineTable(bytes)
        XCTAssertEqual(table.lineStarts, referenceStarts(bytes), "\(bytes)")
        XCTAssertEqual(table.byteCount, bytes.count)
      }
    }
    for text in ["", "\n", "\n\n", "a", "a\n", "a\nb", "a\r\nb\r\n", "a\rb", "\r", "\r\n", "é\nü\n"] {
      XCTAssertEqual(LineTable(Array(text.utf8)).lineStarts, referenceStarts(Array(text.utf8)), text.debugDescription)
    }
  }
}
