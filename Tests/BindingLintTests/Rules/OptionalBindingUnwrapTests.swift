import BindingLintTestSupport
import Foundation
import XCTest

/// `optional_binding_unwrap` through the real binary: an error, and the message names the
/// unwrapped value.
final class OptionalBindingUnwrapTests: XCTestCase {
  func testMessageNamesTheUnwrappedValue() throws {
    let root = try makeProject(CrossFileProjects.stateRules)
    let result = try run(["--no-color", "--jobs", "1", "."], in: root)
    XCTAssertEqual(result.status, 1, "crash-class findings are errors: " + result.stderr)
    let unwrap = ruleLines(result, rule: "optional_binding_unwrap")
    XCTAssertEqual(unwrap.count, 1, result.stdout)
    XCTAssertTrue(unwrap.first?.contains("Schedule.swift:5:19: error: 'if let' unwraps 'Binding($slot.customTime)'") ?? false, result.stdout)
    XCTAssertTrue(unwrap.first?.contains("when 'slot.customTime' becomes nil") ?? false, result.stdout)
  }
  /// Review82 A7: a view's own `@State` goes away only when its project assigns it `nil`;
  /// a computed optional of the same name (another type, another app of the tree) or a
  /// reset in an unrelated project is no evidence.
  func testOwnStateIsJudgedByResetsInItsProject() throws {
    let view = """
      import SwiftUI
      struct Editor: View {
          @State private var note: Note?
          var body: some View {
              if let bound = Binding($note) { NoteForm(note: bound) }
              Button("Open") { note = Note() }
          }
      }

      """
    let computed = "struct Picker {\n    let notes: [Note]\n    var note: Note? { notes.first }\n}\n"
    let reset = "final class Closer {\n    var note: Note?\n    func close() { note = nil }\n}\n"
    let pbx = "SDKROOT = iphoneos;\n"
    // Another app's computed namesake, and the same name in this app: no reset.
    XCTAssertEqual(try ruleFindings([
      "Phone/Phone.xcodeproj/project.pbxproj": pbx, "Phone/Editor.swift": view,
      "Desk/Desk.xcodeproj/project.pbxproj": pbx, "Desk/Picker.swift": computed, "Phone/Picker.swift": computed,
    ], rule: "optional_binding_unwrap"), [])
    // A reset in another app does not reach this view's state; one in its own app may.
    XCTAssertEqual(try ruleFindings([
      "Phone/Phone.xcodeproj/project.pbxproj": pbx, "Phone/Editor.swift": view,
      "Desk/Desk.xcodeproj/project.pbxproj": pbx, "Desk/Closer.swift": reset,
    ], rule: "optional_binding_unwrap"), [])
    let kept = try ruleFindings([
      "Phone/Phone.xcodeproj/project.pbxproj": pbx, "Phone/Editor.swift": view, "Phone/Closer.swift": reset,
    ], rule: "optional_binding_unwrap")
    XCTAssertEqual(kept.count, 1, "\(kept)")
  }
  /// Review82 A6, A9, A10: a `@Binding` is followed, across files, to the `@State` its
  /// callers project; reported once that state is reset, with the reset as a related location.
  func testBindingIsFollowedToTheStateItsCallersProject() throws {
    let root = """
      import SwiftUI
      struct MainNavigation: View {
          @State private var editingNote: Note?
          var body: some View {
              BibliographyTab(editingNote: $editingNote)
              Button("Open") { editingNote = Note() }
          }
      }

      """
    let tabs = """
      import SwiftUI
      struct BibliographyTab: View {
          @Binding var editingNote: Note?
          var body: some View { BibliographyPage(editingNote: $editingNote) }
      }
      struct BibliographyPage: View {
          @Binding var editingNote: Note?
          var body: some View {
              if let note = Binding($editingNote) { NoteCard(note: note) }
          }
      }

      """
    XCTAssertEqual(try ruleFindings(["Main.swift": root, "Tabs.swift": tabs], rule: "optional_binding_unwrap"), [])
    let closing = root.replacingOccurrences(of: "Button(\"Open\") { editingNote = Note() }", with: "Button(\"Close\") { editingNote = nil }")
    let project = try makeProject(["Main.swift": closing, "Tabs.swift": tabs])
    let json = try run(["--format", "json", "Main.swift", "Tabs.swift"], in: project)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let found = try XCTUnwrap(object["diagnostics"] as? [[String: Any]]).filter { $0["rule"] as? String == "optional_binding_unwrap" }
    XCTAssertEqual(found.count, 1, json.stdout)
    let related = found.first?["related"] as? [[String: Any]]
    XCTAssertEqual(related?.first?["file"] as? String, "Main.swift", json.stdout)
    XCTAssertEqual(related?.first?["line"] as? Int, 6, json.stdout)
  }
}
