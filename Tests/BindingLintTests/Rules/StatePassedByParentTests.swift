import Foundation
import XCTest

/// `state_passed_by_parent` and `non_private_state` through the real binary: who reports a
/// property a caller passes, the advice for each kind of value, every caller as a related
/// location, and keyed storage only under `strict`.
final class StatePassedByParentTests: XCTestCase {
  static let views = """
    import SwiftUI

    final class Basket: ObservableObject {}
    @Observable final class Draft { var text = "" }

    struct Caption: View {
        @State var text: String
        var body: some View { Text(text) }
    }

    struct Dial: View {
        @State var angle = 0.0
        var body: some View { Slider(value: $angle) }
    }

    struct Cart: View {
        @State var basket: Basket
        var body: some View { Text("Cart") }
    }

    struct Editor: View {
        @State var draft: Draft
        var body: some View { Text(draft.text) }
    }

    struct Volume: View {
        @AppStorage("volume") var volume = 0.5
        @AppStorage("muted") var muted = false
        var body: some View { Slider(value: $volume) }
    }

    """

  static let parents = """
    import SwiftUI

    struct Screen: View {
        let basket: Basket
        let draft: Draft
        var body: some View {
            Caption(text: "A")
            Caption(text: "B")
            Dial(angle: 1)
            Cart(basket: basket)
            Editor(draft: draft)
            Volume(volume: 1)
        }
    }

    """

  func lint(_ arguments: [String] = [], config: String? = nil) throws -> [[String: Any]] {
    var files = ["Views.swift": Self.views, "Parents.swift": Self.parents]
    if let config { files[".bindinglint.json"] = config }
    let result = try run(["--format", "json"] + arguments + ["."], in: try makeProject(files))
    XCTAssertEqual(result.status, 1, result.stderr)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    return try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
  }

  func diagnostic(_ all: [[String: Any]], property: String) -> [String: Any]? {
    all.first { ($0["message"] as? String ?? "").contains("property '\(property)'") }
  }

  func testTheAdviceFollowsWhatTheViewDoesWithTheValue() throws {
    let all = try lint()
    func help(_ property: String) -> String { diagnostic(all, property: property)?["help"] as? String ?? "" }
    XCTAssertEqual(help("text"), "the view never changes 'text': declare it 'let text' so every value the parent passes is shown")
    XCTAssertTrue(help("angle").hasPrefix("if the parent owns the value, declare '@Binding var angle'"), help("angle"))
    XCTAssertEqual(help("basket"), "the parent owns the object: declare '@ObservedObject var basket' and pass it")
    XCTAssertTrue(help("draft").hasPrefix("the parent owns the object: declare 'let draft'"), help("draft"))
    XCTAssertTrue((diagnostic(all, property: "volume")?["message"] as? String ?? "").contains("the value passed is only a default"))
    for property in ["text", "angle", "basket", "draft", "volume"] {
      XCTAssertEqual(diagnostic(all, property: property)?["rule"] as? String, "state_passed_by_parent", property)
      XCTAssertEqual(diagnostic(all, property: property)?["severity"] as? String, "error", property)
      XCTAssertNil(diagnostic(all, property: property)?["fix"], property)
    }
    // The passed ObservableObject is one finding, not also `reference_type_state`'s.
    XCTAssertEqual(all.filter { ($0["message"] as? String ?? "").contains("'basket'") }.count, 1)
    XCTAssertNil(diagnostic(all, property: "muted"), "keyed storage nobody passes is style, and only with strict")
  }

  func testEveryCallerIsARelatedLocation() throws {
    let sarif = try run(["--format", "sarif", "."], in: try makeProject(["Views.swift": Self.views, "Parents.swift": Self.parents]))
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let results = try XCTUnwrap((object["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let caption = try XCTUnwrap(results.first { (($0["message"] as? [String: Any])?["text"] as? String ?? "").contains("'text'") })
    let related = try XCTUnwrap(caption["relatedLocations"] as? [[String: Any]])
    XCTAssertEqual(related.count, 2, "both calls of Caption")
    XCTAssertTrue(((caption["message"] as? [String: Any])?["text"] as? String ?? "").contains("and 1 more call"))
  }

  func testKeyedStorageIsStyleOnlyUnderStrict() throws {
    let strict = try lint(config: #"{ "rules": { "non_private_state": { "strict": true } } }"#)
    XCTAssertEqual(diagnostic(strict, property: "muted")?["rule"] as? String, "non_private_state")
    XCTAssertEqual(diagnostic(strict, property: "volume")?["rule"] as? String, "state_passed_by_parent", "passed: still the correctness rule")
  }
}
