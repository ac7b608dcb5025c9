import BindingLintTestSupport
import Foundation
import XCTest

/// `unowned_observable` through the real binary: decided across files (the `@Observable`
/// superclass is elsewhere), an `App` spared. Off by default, so the run enables it.
final class UnownedObservableTests: XCTestCase {
  func testIsDecidedAcrossFilesAndSkipsApp() throws {
    let root = try makeProject(CrossFileProjects.observation)
    let result = try run(["--format", "xcode", "--enable", "unowned_observable", "Sources"], in: root)
    let lines = result.stdout.split(separator: "\n").filter { $0.contains("[unowned_observable]") }
    XCTAssertEqual(
      lines,
      ["Sources/App/A/Views.swift:3:5: warning: property 'store' constructs '@Observable' class 'InboxStore', which is rebuilt with every view value [unowned_observable]"],
      result.stdout)
  }
}
