import Foundation
import XCTest

/// `preview_state_without_previewable` through the real binary: its `@Previewable` fix
/// needs iOS 17 / macOS 14, which bindinglint cannot check against the project's
/// deployment target, so `--fix` applies it only with `--unsafe-fixes` and the help says why.
final class PreviewStateWithoutPreviewableTests: XCTestCase {
  static let files = [
    "Sources/Input.swift": """
      import SwiftUI

      struct InputField: View {
          @Binding var message: String
          var body: some View { TextField("", text: $message) }
      }

      #Preview {
          @State var message = ""
          return InputField(message: $message)
      }

      """,
  ]

  func testTheFixIsUnsafeBecauseOfTheDeploymentTarget() throws {
    let project = try makeProject(Self.files)
    let file = project + "/Sources/Input.swift"
    let report = try run(["--format", "json", "Sources"], in: project)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
    let diagnostic = try XCTUnwrap((object["diagnostics"] as? [[String: Any]])?.first { $0["rule"] as? String == "preview_state_without_previewable" })
    XCTAssertNil(diagnostic["fix"], "withheld without --unsafe-fixes")
    XCTAssertTrue((diagnostic["help"] as? String ?? "").contains("iOS 17 / macOS 14"), diagnostic["help"] as? String ?? "")
    XCTAssertEqual((object["summary"] as? [String: Any])?["unsafeFixesWithheld"] as? Int, 1)

    _ = try run(["--fix", "Sources"], in: project)
    XCTAssertFalse(try String(contentsOfFile: file, encoding: .utf8).contains("@Previewable"), "--fix alone leaves it")
    _ = try run(["--fix", "--unsafe-fixes", "Sources"], in: project)
    XCTAssertTrue(try String(contentsOfFile: file, encoding: .utf8).contains("@Previewable @State var message"))
  }

  /// Review74: a `@State` local in a closure inside the preview body is never installed
  /// either, but `@Previewable` is not allowed there: no fix, and advice that says where
  /// the state can go.
  func testAStateLocalInAClosureOfThePreviewGetsNoFix() throws {
    let project = try makeProject(["Sources/Sort.swift": """
      import SwiftUI
      struct SortPicker: View {
          @Binding var sort: Int
          var body: some View { Picker("Sort", selection: $sort) { Text("Top").tag(0) } }
      }
      struct AsyncContent<Content: View>: View {
          @ViewBuilder let content: (Int) -> Content
          var body: some View { content(0) }
      }
      #Preview {
          AsyncContent { _ in
              @State var sort = 0
              return SortPicker(sort: $sort)
          }
      }

      """])
    let report = try run(["--format", "json", "--unsafe-fixes", "Sources"], in: project)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
    let diagnostic = try XCTUnwrap((object["diagnostics"] as? [[String: Any]])?.first { $0["rule"] as? String == "preview_state_without_previewable" })
    XCTAssertNil(diagnostic["fix"], "@Previewable does not compile inside a closure")
    XCTAssertTrue((diagnostic["help"] as? String ?? "").contains("a closure inside the preview cannot hold it"), diagnostic["help"] as? String ?? "")
  }

  /// Review71 A7: a focus binding a view holds as `let focus: FocusState<Bool>.Binding` and
  /// only applies is no read of the preview's `@FocusState`; reading its value is.
  func testAFocusBindingHeldAsALetAndOnlyAppliedIsNotARead() throws {
    let source = """
      import SwiftUI
      struct EntryText: View {
          @Binding var text: String
          let isFocused: FocusState<Bool>.Binding
          var body: some View { TextEditor(text: $text).focused(isFocused) }
      }
      #Preview {
          @Previewable @State var text = "Today"
          @FocusState var isFocused: Bool
          EntryText(text: $text, isFocused: $isFocused)
      }
      struct FocusLabel: View {
          let isFocused: FocusState<Bool>.Binding
          var body: some View { Text(isFocused.wrappedValue ? "on" : "off") }
      }
      #Preview {
          @FocusState var isFocused: Bool
          FocusLabel(isFocused: $isFocused)
      }
      """
    XCTAssertEqual(try ruleFindings(["P.swift": source], rule: "preview_state_without_previewable").map { String($0.prefix(12)) }, ["./P.swift:17"])
  }
}
