@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import XCTest

/// The validator skips ASCII in blocks of 32 and 8 bytes: a bad byte or a multi-byte
/// scalar must be judged the same wherever it falls relative to those blocks.
final class UTF8ValidationTests: XCTestCase {
  func testEveryPositionRelativeToTheBlocks() {
    for length in 0..<72 {
      for position in 0..<max(length, 1) where length > 0 {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
        bytes[position] = 0xFF
        XCTAssertFalse(UTF8Validation.isValid(bytes), "0xFF at \(position) of \(length)")
        bytes[position] = 0xC3  // a lead byte cut off by the end, or followed by ASCII
        XCTAssertFalse(UTF8Validation.isValid(bytes), "lone lead byte at \(position) of \(length)")
      }
      for position in 0..<max(0, length - 2) {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
        bytes.replaceSubrange(position..<position + 3, with: [0xE2, 0x86, 0x92])  // →
        XCTAssertTrue(UTF8Validation.isValid(bytes), "→ at \(position) of \(length)")
      }
      XCTAssertTrue(UTF8Validation.isValid([UInt8](repeating: UInt8(ascii: "a"), count: length)))
    }
  }

  func testOverlongAndSurrogateFormsAreInvalid() {
    XCTAssertFalse(UTF8Validation.isValid([0xC0, 0xAF]))
    XCTAssertFalse(UTF8Validation.isValid([0xED, 0xA0, 0x80]))
    XCTAssertTrue(UTF8Validation.isValid(Array("let café = \"😀\"".utf8)))
  }
}
