import Foundation
import XCTest

/// `state_passed_by_parent` and `non_private_state` through the real binary: who reports a
/// property a caller passes, the advice for each kind of value, every caller as a related
/// location, and keyed storage only under `strict`. The parents pass values that can change;
/// literals, new objects and drafts the view writes count only under the rule's `strict`.
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
        var body: some View { Text("\\(volume)") }
    }

    """

  static let parents = """
    import SwiftUI

    struct Screen: View {
        let basket: Basket
        let draft: Draft
        let title: String
        let level: Double
        @State private var angle = 1.0
        var body: some View {
            Caption(text: title)
            Caption(text: title + "!")
            Caption(text: "A literal")
            Dial(angle: angle)
            Cart(basket: basket)
            Editor(draft: draft)
            Volume(volume: level)
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
    XCTAssertEqual(help("basket"), "the parent owns the object: declare '@ObservedObject var basket' and pass it")
    XCTAssertTrue(help("draft").hasPrefix("the parent owns the object: declare 'let draft'"), help("draft"))
    XCTAssertTrue((diagnostic(all, property: "volume")?["message"] as? String ?? "").contains("the value passed is only a default"))
    for property in ["text", "basket", "draft", "volume"] {
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
    XCTAssertEqual(related.count, 2, "both calls of Caption that pass a value that changes, not the literal")
    XCTAssertTrue(((caption["message"] as? [String: Any])?["text"] as? String ?? "").contains("and 1 more call"))
  }

  /// A view that writes the value it is passed (a seeded draft) and a caller that passes a
  /// literal are reported only under the rule's `strict`; the draft's advice is a binding.
  func testSeededDraftsAndLiteralsOnlyUnderStrict() throws {
    XCTAssertNil(diagnostic(try lint(), property: "angle"), "Dial writes 'angle': a draft the parent seeds")
    let strict = try lint(config: #"{ "rules": { "state_passed_by_parent": { "strict": true } } }"#)
    let help = diagnostic(strict, property: "angle")?["help"] as? String ?? ""
    XCTAssertTrue(help.hasPrefix("if the parent owns the value, declare '@Binding var angle'"), help)
    XCTAssertTrue((diagnostic(strict, property: "text")?["message"] as? String ?? "").contains("and 2 more calls"), "the literal counts too")
  }

  /// JSON carries the same call sites as SARIF (issue 20 §2: in every format), with the
  /// file named even when it is the finding's own; other diagnostics have no `related` key.
  func testJSONListsEveryCallerAsRelated() throws {
    let all = try lint()
    let related = try XCTUnwrap(diagnostic(all, property: "text")?["related"] as? [[String: Any]])
    XCTAssertEqual(related.map { $0["file"] as? String ?? "" }, ["./Parents.swift", "./Parents.swift"], "as given: the run lints '.'")
    XCTAssertEqual(related.map { $0["line"] as? Int ?? 0 }, [10, 11])
    XCTAssertEqual(related.first?["message"] as? String, "'Caption' is built here with 'text:'")
    let privacy = try XCTUnwrap(diagnostic(try lint(config: #"{ "rules": { "non_private_state": { "strict": true } } }"#), property: "muted"))
    XCTAssertNil(privacy["related"], "a finding without related places has no key")
  }

  func testKeyedStorageIsStyleOnlyUnderStrict() throws {
    let strict = try lint(config: #"{ "rules": { "non_private_state": { "strict": true } } }"#)
    XCTAssertEqual(diagnostic(strict, property: "muted")?["rule"] as? String, "non_private_state")
    XCTAssertEqual(diagnostic(strict, property: "volume")?["rule"] as? String, "state_passed_by_parent", "passed: still the correctness rule")
  }
}
