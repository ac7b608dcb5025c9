@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
import XCTest

/// The view graph's questions span files no rule reads ("who builds this view", "is
/// there a provider anywhere"), and pass 1 parses only files with a rule's trigger. These
/// tests put the only provider (or the only path) in such a file and hold the on-demand
/// machinery to the answer a run that parses every file gives: if it skipped the file,
/// the read would be reported as missing its provider.
final class ViewGraphOnDemandTests: XCTestCase {
  func lint(_ files: [(String, String)], parsingEveryFile: Bool, strict: Bool = false) -> [String] {
    var rule = MissingEnvironmentObjectRule()
    rule.isStrict = strict
    var runner = Runner(rules: [rule], jobs: 2)
    runner.parsesEveryFile = parsingEveryFile
    return runner.run(files.map { Runner.Input(path: $0.0, project: "/p", bytes: Array($0.1.utf8)) }).report.diagnostics
      .map { "\($0.path):\($0.line) \($0.message)" }
  }

  /// Whether pass 1 leaves the file unparsed: none of the rule's triggers occurs in it.
  func isUntriggered(_ code: String) -> Bool {
    let triggers = TriggerSet(MissingEnvironmentObjectRule().triggers)
    return Array(code.utf8).withUnsafeBufferPointer { DeclaredNames.scan($0, unlessTriggered: triggers) } != nil
  }

  static let reader = """
    final class Store: ObservableObject {
      static let shared = Store()
      @Published var count = 0
    }
    struct Reader: View {
      @EnvironmentObject var store: Store
      var body: some View { Text("\\(store.count)") }
    }
    """
  static let app = """
    @main struct CounterApp: App {
      var body: some Scene { WindowGroup { Middle() } }
    }
    """

  func testTheOnlyProviderInAFileNoRuleReadsIsFound() {
    let middle = "struct Middle: View {\n  var body: some View { Reader().environmentObject(Store.shared) }\n}\n"
    XCTAssertTrue(isUntriggered(middle) && isUntriggered(Self.app), "the provider's file and the root's must be left to on-demand parsing")
    let files = [("Reader.swift", Self.reader), ("App.swift", Self.app), ("Middle.swift", middle)]
    XCTAssertEqual(lint(files, parsingEveryFile: false), [])
    XCTAssertEqual(lint(files, parsingEveryFile: true), [])
  }

  /// The same tree without the provider: the path runs through the two unread files.
  func testAPathThroughFilesNoRuleReadsIsFound() {
    let middle = "struct Middle: View {\n  var body: some View { VStack { Reader() } }\n}\n"
    XCTAssertTrue(isUntriggered(middle))
    let files = [("Reader.swift", Self.reader), ("App.swift", Self.app), ("Middle.swift", middle)]
    let expected = ["Reader.swift:6 no provider of 'Store' reaches '@EnvironmentObject' property 'store' of 'Reader' (CounterApp → Middle → Reader)"]
    XCTAssertEqual(lint(files, parsingEveryFile: false), expected)
    XCTAssertEqual(lint(files, parsingEveryFile: true), expected)
  }

  /// A view built only with a trailing closure (`Panel { … }`), in a file no rule reads, is
  /// still a step of the path: the name scan files `Panel {` under `(Panel` too.
  func testATrailingClosureConstructionInAnUnreadFileIsAPath() {
    let panel = "struct Panel<Content: View>: View {\n  @ViewBuilder let content: Content\n  var body: some View { VStack { content; Reader() } }\n}\n"
    let app = "@main struct CounterApp: App {\n  var body: some Scene { WindowGroup { Panel { Text(\"x\") } } }\n}\n"
    XCTAssertTrue(isUntriggered(panel) && isUntriggered(app))
    let files = [("Reader.swift", Self.reader), ("App.swift", app), ("Panel.swift", panel)]
    let expected = ["Reader.swift:6 no provider of 'Store' reaches '@EnvironmentObject' property 'store' of 'Reader' (CounterApp → Panel → Reader)"]
    XCTAssertEqual(lint(files, parsingEveryFile: false), expected)
    XCTAssertEqual(lint(files, parsingEveryFile: true), expected)
  }

  /// A view named in lowercase (`reader_host`) is a construction only in the file that
  /// declares it, so who builds it is asked of the files declaring the name, not of every
  /// file. Here its body, in an extension in another file, builds `Reader`, so its
  /// declaring file is found by that question alone; a call of the name in a file that
  /// does not declare it is no step either way.
  func testALowercaseViewIsFollowedThroughTheFileDeclaringIt() {
    let host = """
      struct reader_host {
        let title = "Count"
      }
      struct Middle: View {
        var body: some View { reader_host() }
      }
      """
    let content = "extension reader_host: View {\n  var body: some View { Reader() }\n}\n"
    let stray = "struct Stray: View {\n  var body: some View { reader_host() }\n}\n"
    XCTAssertTrue(isUntriggered(host) && isUntriggered(content) && isUntriggered(stray) && isUntriggered(Self.app))
    func files(host: String) -> [(String, String)] {
      [("Reader.swift", Self.reader), ("App.swift", Self.app), ("Content.swift", content), ("Host.swift", host), ("Stray.swift", stray)]
    }
    let expected = [
      "Reader.swift:6 no provider of 'Store' reaches '@EnvironmentObject' property 'store' of 'Reader' (CounterApp → Middle → reader_host → Reader)"
    ]
    XCTAssertEqual(lint(files(host: host), parsingEveryFile: false), expected)
    XCTAssertEqual(lint(files(host: host), parsingEveryFile: true), expected)
    let provided = host.replacingOccurrences(of: "reader_host() }", with: "reader_host().environmentObject(Store.shared) }")
    XCTAssertEqual(lint(files(host: provided), parsingEveryFile: false), [])
    XCTAssertEqual(lint(files(host: provided), parsingEveryFile: true), [])
  }

  /// A provider wrapped in a `View` extension in a file no rule reads.
  func testAWrapperInAFileNoRuleReadsIsFollowed() {
    let middle = "struct Middle: View {\n  var body: some View { Reader().withStore() }\n}\n"
    let wrapper = "extension View {\n  func withStore() -> some View { environmentObject(Store.shared) }\n}\n"
    XCTAssertTrue(isUntriggered(wrapper))
    let files = [("Reader.swift", Self.reader), ("App.swift", Self.app), ("Middle.swift", middle), ("View+Store.swift", wrapper)]
    XCTAssertEqual(lint(files, parsingEveryFile: false), [])
    XCTAssertEqual(lint(files, parsingEveryFile: true), [])
  }

  /// "Is `Store` provided anywhere" (a view never built, `strict`) has no name to ask by:
  /// the decision depends on every file, and the only provider is in one no rule reads.
  func testAWholeProjectQuestionParsesEveryFile() {
    let unbuilt = Self.reader
    let provider = "struct Elsewhere: View {\n  var body: some View { Text(\"x\").environmentObject(Store.shared) }\n}\n"
    XCTAssertTrue(isUntriggered(provider))
    let files = [("Reader.swift", unbuilt), ("Elsewhere.swift", provider)]
    XCTAssertEqual(lint(files, parsingEveryFile: false, strict: true), [])
    XCTAssertEqual(lint(files, parsingEveryFile: true, strict: true), [])
    let without = [("Reader.swift", unbuilt), ("Elsewhere.swift", "struct Elsewhere: View {\n  var body: some View { Text(\"x\") }\n}\n")]
    let expected = ["Reader.swift:6 '@EnvironmentObject' property 'store' of 'Reader' reads 'Store', which nothing in the project provides"]
    XCTAssertEqual(lint(without, parsingEveryFile: false, strict: true), expected)
    XCTAssertEqual(lint(without, parsingEveryFile: false), [], "without strict a view never built is not reported")
  }

  /// The machinery itself: a decision that depends on every file gets every file parsed,
  /// in one round, and is decided again.
  func testEveryFileMarkParsesTheRest() {
    let log = NameLog()
    let index = TypeIndex([], log: log)
    index.dependsOnEveryFile()
    XCTAssertEqual(log.take(), [NameLog.everyFile])
  }
}
