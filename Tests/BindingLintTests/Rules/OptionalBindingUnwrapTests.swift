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

  /// Review82 A7: a view's own `@State` goes away only when some file assigns it `nil`; a
  /// computed optional of the same name (another type, another app of the tree) is no
  /// evidence. A reset anywhere in the run still is (a local package's view may clear it
  /// through the binding it was given: probe43 D4).
  func testOwnStateIsNotResetByAComputedNamesake() throws {
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
    let reset = "struct Closer: View {\n    @Binding var note: Note?\n    var body: some View { Button(\"Close\") { note = nil } }\n}\n"
    let pbx = "SDKROOT = iphoneos;\n"
    XCTAssertEqual(try ruleFindings([
      "Phone/Phone.xcodeproj/project.pbxproj": pbx, "Phone/Editor.swift": view,
      "Desk/Desk.xcodeproj/project.pbxproj": pbx, "Desk/Picker.swift": computed, "Phone/Picker.swift": computed,
    ], rule: "optional_binding_unwrap"), [])
    let kept = try ruleFindings([
      "Phone/Phone.xcodeproj/project.pbxproj": pbx, "Phone/Editor.swift": view,
      "Kit/Package.swift": "let p = Package(name: \"Kit\")", "Kit/Sources/Kit/Closer.swift": reset,
    ], rule: "optional_binding_unwrap")
    XCTAssertEqual(kept.count, 1, "\(kept)")
  }
}
