@testable import BindingLintEngine
@testable import BindingLintServer
import XCTest

/// The JSON reader's edges: strict escapes and numbers, duplicate keys, the JSONC dialect
/// only where asked for, and integers beyond 2^53 kept exactly (a request id must come
/// back as it was sent).
final class JSONScannerTests: XCTestCase {
  func parse(_ text: String, _ dialect: JSONScanner.Dialect = .json) throws -> JSONValue {
    try JSONValue.parse(Array(text.utf8), dialect: dialect)
  }

  func error(_ text: String, _ dialect: JSONScanner.Dialect = .json) -> String? {
    do {
      _ = try parse(text, dialect)
      return nil
    } catch let error as JSONValue.ParseError {
      return "\(error.line): \(error.message)"
    } catch {
      return "\(error)"
    }
  }

  func testEscapesAndNumbersAreStrict() {
    XCTAssertEqual(try parse(#""\u00e9\/\"""#), .string("é/\""))
    XCTAssertEqual(error(#""\u+041""#), "1: invalid \\u escape")
    XCTAssertEqual(error(#""\u-041""#), "1: invalid \\u escape")
    XCTAssertEqual(error(#""\u 041""#), "1: invalid \\u escape")
    XCTAssertEqual(error(#""\q""#), "1: invalid escape '\\q'")
    XCTAssertNotNil(error("+1"))
    XCTAssertNotNil(error("01"))
    XCTAssertNotNil(error("1."))
    XCTAssertNotNil(error(".5"))
    XCTAssertEqual(try parse("-0.5e2"), .number(-50))
  }

  func testDuplicateKeysAreErrorsNamingTheKey() {
    XCTAssertEqual(error("{\"a\": 1,\n \"a\": 2}"), "2: duplicate key \"a\"")
    XCTAssertNil(error(#"{"a": {"a": 1}, "b": [{"a": 1}, {"a": 2}]}"#), "the same key in different objects is fine")
    // Past the scan's size, a set finds the repeat.
    let many = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    XCTAssertEqual(error("{\(many), \"k7\": 0}"), "1: duplicate key \"k7\"")
  }

  func testCommentsAndTrailingCommasOnlyInJSONC() {
    let text = "// head\n{ /* a */ \"a\": [1, 2,], // b\n \"b\": {\"c\": true,}, }\n/* tail */"
    XCTAssertEqual(try parse(text, .jsonc), .object([("a", .array([.number(1), .number(2)])), ("b", .object([("c", .bool(true))]))]))
    XCTAssertNotNil(error(text))
    XCTAssertEqual(error("[1, 2,]"), "1: a comma before ']' (trailing commas are not JSON)")
    XCTAssertEqual(error("{\"a\": 1 /* open", .jsonc), "1: unterminated '/*' comment")
    XCTAssertNotNil(error("[,]", .jsonc), "a comma needs an element before it")
    XCTAssertNotNil(error("{,}", .jsonc))
  }

  func testIntegersBeyondDoublePrecisionKeepTheirText() throws {
    let message = try parse(#"{"jsonrpc": "2.0", "id": 9007199254740993, "method": "x"}"#)
    XCTAssertEqual(message["id"], .bigInteger("9007199254740993"))
    XCTAssertEqual(String(decoding: try XCTUnwrap(message["id"]).serialized, as: UTF8.self), "9007199254740993")
    XCTAssertEqual(try parse("9007199254740991"), .number(9_007_199_254_740_991))
    XCTAssertEqual(try parse("-123456789012345678901234567890"), .bigInteger("-123456789012345678901234567890"))
  }
}
