import BindingLintTestSupport
import Foundation
import XCTest

/// `unstable_view_identity` through the real binary: off by default; both shapes when on.
final class UnstableViewIdentityTests: XCTestCase {
  func testIsOffByDefaultAndFindsBothShapesWhenEnabled() throws {
    let root = try makeProject(CrossFileProjects.observation)
    let plain = try run(["--format", "xcode", "Sources"], in: root)
    XCTAssertFalse(plain.stdout.contains("unstable_view_identity"), plain.stdout)
    let enabled = try run(["--format", "xcode", "--enable", "unstable_view_identity", "Sources"], in: root)
    let lines = enabled.stdout.split(separator: "\n").filter { $0.contains("[unstable_view_identity]") }
    XCTAssertEqual(lines, [
      "Sources/App/A/Views.swift:13:21: warning: computed 'id' of 'Attachment' returns a new 'UUID' on every read [unstable_view_identity]",
      "Sources/App/A/Views.swift:15:36: warning: '.id(UUID())' gives the view a new identity on every render [unstable_view_identity]",
    ], enabled.stdout)
  }
}
