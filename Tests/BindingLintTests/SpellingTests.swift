@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import XCTest

/// Typo suggestions (`Spelling`): the distance is Levenshtein's over UTF-8 bytes, and a
/// candidate too long or too short to be within reach is not measured — which changes no
/// answer, only what a kilobyte of garbage in a directive costs.
final class SpellingTests: XCTestCase {
  func testDistance() {
    XCTAssertEqual(Spelling.distance("kitten", "sitting"), 3)
    XCTAssertEqual(Spelling.distance("", "abc"), 3)
    XCTAssertEqual(Spelling.distance("abc", ""), 3)
    XCTAssertEqual(Spelling.distance("same", "same"), 0)
    XCTAssertEqual(Spelling.distance("\u{e9}", "e"), 2, "bytes, not characters")
  }

  func testClosestFindsTyposAndNothingFarAway() {
    let ids = RuleRegistry.all.map(\.id).sorted()
    XCTAssertEqual(Spelling.closest(to: "non_private_stat", in: ids), "non_private_state")
    XCTAssertEqual(Spelling.closest(to: "manual_bindng_in_body", in: ids), "manual_binding_in_body")
    XCTAssertNil(Spelling.closest(to: "trailing_whitespace", in: ids))
    XCTAssertNil(Spelling.closest(to: String(repeating: "x", count: 100_000), in: ids))
    // The first of equally close candidates, as before the length check.
    XCTAssertEqual(Spelling.closest(to: "ab", in: ["ax", "ay", "abcdefgh"]), "ax")
  }

  /// The length check only skips candidates that could not be chosen: on every pair of
  /// rule ids with a few edits, the answer is the one measuring every candidate gives.
  func testTheLengthCheckChangesNoAnswer() {
    let ids = RuleRegistry.all.map(\.id).sorted()
    func measuringAll(_ word: String) -> String? {
      let scored = ids.map { ($0, Spelling.distance(word, $0)) }.min { $0.1 < $1.1 }
      guard let (best, score) = scored, score <= max(2, word.count / 3) else { return nil }
      return best
    }
    for id in ids {
      for word in [id, String(id.dropLast(3)), id + "_extra_words_here", String(id.prefix(4)), String(id.reversed())] {
        XCTAssertEqual(Spelling.closest(to: word, in: ids), measuringAll(word), word)
      }
    }
  }
}
