@testable import BindingLintRules
import XCTest

/// `ProviderResolution.scopes(of:)` splits ASCII names on UTF-8 and anything else as
/// characters; both must give what splitting on characters gives.
final class ScopesTests: XCTestCase {
  func testScopesOnBytesMatchScopesByCharacter() {
    let names = [
      "", "A", "A.B", "A.B.C", "Outer.Inner.Leaf", ".A", "A.", "A..B", "..", ".", "Café.Menu", "A.\u{301}B", "Ä.B", "A.B.",
    ]
    for name in names {
      XCTAssertEqual(ProviderResolution.scopes(of: name), ProviderResolution.scopesByCharacter(of: name), name.debugDescription)
    }
    XCTAssertEqual(ProviderResolution.scopes(of: "A.B.C"), ["A", "A.B", "A.B.C"])
    XCTAssertEqual(ProviderResolution.scopes(of: "A..B"), ["A", "A.B"])
  }
}
