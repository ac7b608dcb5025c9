import Foundation
import XCTest

/// `preview_missing_environment_object` through the real binary: pedantic (off by default)
/// until it tells a read while rendering from one in an action (issue 20 review, P3) or in
/// `ForEach` content over empty preview data (P4); `--enable` still runs it.
final class PreviewMissingEnvironmentObjectTests: XCTestCase {
  static let files = [
    "Sources/Save.swift": """
      import SwiftUI

      final class Saver: ObservableObject { func save() {} }
      struct SaveRow: View {
          @EnvironmentObject var saver: Saver
          var body: some View { Button("Save") { saver.save() } }
      }
      #Preview { SaveRow() }

      """,
  ]

  func testOffByDefaultAndOnWhenEnabled() throws {
    let project = try makeProject(Self.files)
    let plain = try run(["--no-color", "Sources"], in: project)
    XCTAssertEqual(plain.status, 0, plain.stdout)
    XCTAssertFalse(plain.stdout.contains("preview_missing_environment_object"), plain.stdout)
    let enabled = try run(["--no-color", "--enable", "preview_missing_environment_object", "Sources"], in: project)
    XCTAssertTrue(enabled.stdout.contains("'#Preview' shows 'SaveRow' without a provider of 'Saver'"), enabled.stdout)
  }
}
