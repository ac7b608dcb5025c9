@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import Foundation
import XCTest

/// The language server's warm index (`LintRequest.warmIndex`): a buffer linted against a
/// kept index gets the findings of a cold `--stdin-filename` run, and the index is really
/// kept (a change on disk shows only after `invalidate()`).
final class WarmIndexTests: XCTestCase {
  func lint(_ root: String, _ file: String, _ source: String, warm: WarmIndex?) -> [Diagnostic] {
    var request = LintRequest()
    // `StdinTests.package`'s findings are mostly non_private_state's, off by default; a
    // request names its rules itself (the CLI resolves them from the configuration).
    request.rules = Configuration().selectRules(enable: ["non_private_state"], disable: []).rules
    request.stdin = (root + "/" + file, Array(source.utf8))
    request.forceExclude = true
    request.warmIndex = warm
    request.jobs = 2
    return LintSession.run(request, writer: request.writer).report.diagnostics
  }

  func testWarmRunsGiveTheColdRunsFindings() throws {
    let root = try makeProject(StdinTests.package)
    let warm = WarmIndex()
    for file in StdinTests.package.keys.sorted() where file.hasSuffix(".swift") && file != "Package.swift" {
      let source = try XCTUnwrap(StdinTests.package[file])
      let cold = lint(root, file, source, warm: nil)
      XCTAssertEqual(lint(root, file, source, warm: warm), cold, file)
      XCTAssertEqual(lint(root, file, source, warm: warm), cold, "\(file), from the kept index")
    }
    XCTAssertEqual(lint(root, "Sources/App/Row.swift", StdinTests.package["Sources/App/Row.swift"] ?? "", warm: warm).count, 3)
  }

  /// A project whose only provider of `Store` is in a file the buffer's run reads only on
  /// demand: the default rules parse it for `inline_observed_object`'s question (who builds
  /// `Reader`), which needs no providers; `missing_environment_object` needs them.
  static let providedOnlyInAnotherFile: [String: String] = [
    "Package.swift": "// swift-tools-version:5.9\n",
    "Sources/App/Reader.swift": """
      import SwiftUI
      final class Store: ObservableObject {
        @Published var title = ""
      }
      final class Model: ObservableObject { func load() {} }
      struct Reader: View {
        @EnvironmentObject var store: Store
        @ObservedObject var model = Model()
        var body: some View { Text(store.title + "\\(model)") }
      }

      """,
    "Sources/App/Middle.swift": """
      import SwiftUI
      struct Middle: View {
        @StateObject private var store = Store()
        var body: some View { Reader().environmentObject(store) }
      }

      """,
    "Sources/App/App.swift": """
      import SwiftUI
      @main struct CounterApp: App {
        var body: some Scene { WindowGroup { Middle() } }
      }

      """,
  ]

  /// Facts a run parsed with less of the view graph than the next run needs (the default
  /// rules' constructions, then `missing_environment_object`'s providers, as after an
  /// edit of the configuration or for the hover) are parsed again, not reused.
  func testFactsWithLessOfTheViewGraphAreNotReusedByARunThatNeedsMore() throws {
    let root = try makeProject(Self.providedOnlyInAnotherFile)
    let file = "Sources/App/Reader.swift"
    let source = try XCTUnwrap(Self.providedOnlyInAnotherFile[file])
    func lint(enabling enabled: [String], warm: WarmIndex?) -> [Diagnostic] {
      var request = LintRequest()
      request.rules = Configuration().selectRules(enable: enabled, disable: []).rules
      request.stdin = (root + "/" + file, Array(source.utf8))
      request.forceExclude = true
      request.warmIndex = warm
      request.jobs = 1
      return LintSession.run(request, writer: request.writer).report.diagnostics
    }
    let warm = WarmIndex()
    let defaults = lint(enabling: [], warm: warm)
    XCTAssertEqual(defaults.map(\.ruleID), ["inline_observed_object"], "the default run asks who builds 'Reader'")
    XCTAssertEqual(defaults, lint(enabling: [], warm: nil))
    let cold = lint(enabling: ["missing_environment_object"], warm: nil)
    XCTAssertEqual(cold.map(\.ruleID), ["inline_observed_object"], "Middle provides the store")
    XCTAssertEqual(lint(enabling: ["missing_environment_object"], warm: warm), cold)
    XCTAssertEqual(lint(enabling: [], warm: warm), defaults, "facts with more of the graph serve a run that needs less")
  }

  func testTheIndexIsKeptUntilInvalidated() throws {
    let root = try makeProject(StdinTests.package)
    let file = "Sources/App/Row.swift"
    let source = try XCTUnwrap(StdinTests.package[file])
    let warm = WarmIndex()
    let before = lint(root, file, source, warm: warm)
    XCTAssertEqual(before.map(\.ruleID), ["non_private_state", "non_private_state", "reference_type_binding"])
    // Without the extension, `Row` is no view: its '@State' is state SwiftUI never installs.
    try Data("import SwiftUI\n".utf8).write(to: URL(fileURLWithPath: root + "/Sources/App/Row+View.swift"))
    XCTAssertEqual(lint(root, file, source, warm: warm), before, "the kept index does not read the disk again")
    warm.invalidate()
    let after = lint(root, file, source, warm: warm)
    XCTAssertEqual(after, lint(root, file, source, warm: nil))
    XCTAssertEqual(after.map(\.ruleID), ["state_outside_view", "state_outside_view", "reference_type_binding"])
  }
}
