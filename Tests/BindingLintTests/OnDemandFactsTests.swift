@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import BindingLintTestSupport
import Foundation
import XCTest

/// Files no rule reads are parsed only when a decision may depend on them. These tests
/// hold that shortcut to its promise: the same report as parsing every file, and a name
/// scan that never misses a name the parser records.
final class OnDemandFactsTests: XCTestCase {
  func lint(_ files: [(String, String)], parsingEveryFile: Bool, jobs: Int = 1) -> Report {
    var runner = Runner(rules: RuleRegistry.all, jobs: jobs)
    runner.parsesEveryFile = parsingEveryFile
    return runner.run(files.map { Runner.Input(path: $0.0, project: "/p", bytes: Array($0.1.utf8)) }).report
  }

  func rendered(_ report: Report) -> [String] {
    report.diagnostics.map { "\($0.path):\($0.line):\($0.column) \($0.ruleID) \($0.message)" }
  }

  /// The verdict hangs on three files no rule reads: an alias, the class it names, and
  /// the extension that makes that class an `ObservableObject`.
  func testFactsInFilesNoRuleReadsAreFound() {
    let files = [
      ("CounterView.swift", """
        struct CounterView: View {
          @State private var model = Store()
          var body: some View { Text("\\(model.count)") }
        }
        """),
      ("Store.swift", "typealias Store = AppStore\n"),
      ("AppStore.swift", "final class AppStore {\n  @Published var count = 0\n}\n"),
      ("AppStore+Observable.swift", "extension AppStore: ObservableObject {}\n"),
      ("Unrelated.swift", "struct Unrelated { let value: Int }\n"),
    ]
    let onDemand = lint(files, parsingEveryFile: false)
    XCTAssertEqual(onDemand.diagnostics.map(\.ruleID), ["reference_type_state"])
    XCTAssertTrue(onDemand.diagnostics.first?.message.contains("ObservableObject 'Store'") ?? false, rendered(onDemand).joined())
    XCTAssertEqual(rendered(onDemand), rendered(lint(files, parsingEveryFile: true)))
  }

  /// A file some rule reads but finds nothing in keeps only the names it may declare, like
  /// a file without triggers: its facts are parsed again only for a decision that asks.
  /// Here the only `ObservableObject` conformance of the stored class is in such a file.
  func testAFileWithoutFindingsLendsItsFactsOnDemand() {
    let quiet = """
      extension AppStore: ObservableObject {}
      struct Quiet: View {
        @Binding var isOn: Bool
        var body: some View { Toggle("On", isOn: $isOn) }
      }
      """
    let files = [
      ("CounterView.swift", """
        struct CounterView: View {
          @State private var model = AppStore()
          @State var title = "Count"
          var body: some View { Text("\\(title): \\(model.count)") }
        }
        """),
      ("AppStore.swift", "final class AppStore {\n  @Published var count = 0\n}\n"),
      ("Quiet.swift", quiet),
    ]
    func report(parsingEveryFile: Bool, jobs: Int) -> [String] {
      var runner = Runner(rules: RuleRegistry.enabledByDefault, jobs: jobs)
      runner.parsesEveryFile = parsingEveryFile
      runner.recordsContentHashes = false
      return rendered(runner.run(files.map { Runner.Input(path: $0.0, project: "/p", bytes: Array($0.1.utf8)) }).report)
    }
    // The default rules: none reads its own file's view graph while checking.
    var runner = Runner(rules: RuleRegistry.enabledByDefault, jobs: 1)
    runner.recordsContentHashes = false  // as a run without `--fix`
    let plan = RulePlan(runner.rules)
    let triggered = Array(quiet.utf8).withUnsafeBufferPointer { DeclaredNames.keys($0, unlessTriggered: plan.nameScan) } == nil
    XCTAssertTrue(triggered, "the quiet file must have a rule's trigger, so pass 1 parses it")
    let outcome = runner.analyze(Runner.Input(path: "Quiet.swift", project: "/p", bytes: Array(quiet.utf8)), plan: plan)
    XCTAssertTrue(outcome.pending.isEmpty, "\(outcome.pending.map(\.pending.finding.ruleID))")
    XCTAssertNil(outcome.facts, "a file without findings leaves its facts to the decisions")
    XCTAssertNotNil(outcome.declaredNames)
    let counter = runner.analyze(Runner.Input(path: "CounterView.swift", project: "/p", bytes: Array(files[0].1.utf8)), plan: plan)
    XCTAssertTrue(counter.pending.contains { $0.pending.finding.ruleID == "state_passed_by_parent" }, "\(counter.pending.map(\.pending.finding.ruleID))")
    // Whether a caller passes `title` is asked about `CounterView`, which this file declares.
    XCTAssertNotNil(counter.facts, "a file with findings whose decisions read it keeps its facts for them")
    let onDemand = report(parsingEveryFile: false, jobs: 1)
    XCTAssertEqual(onDemand.count, 1)
    XCTAssertTrue(onDemand.first?.contains("reference_type_state") ?? false, onDemand.joined())
    XCTAssertEqual(onDemand, report(parsingEveryFile: true, jobs: 1))
    XCTAssertEqual(onDemand, report(parsingEveryFile: false, jobs: 2))
  }

  /// A finding decided only by other files' facts (an `init` in an extension elsewhere
  /// that assigns a `@State` with a default) leaves its own file's facts to the decisions,
  /// as a file without findings does: most such views have no such extension, and their
  /// facts were a tenth of a default run. The report is the same.
  func testAFindingDecidedByOtherFilesLeavesItsFileUnparsed() {
    let banner = """
      struct Banner: View {
        @State private var title = "Welcome"
        var body: some View { Text(title) }
      }
      """
    let files = [
      ("Banner.swift", banner),
      ("Banner+Init.swift", "extension Banner {\n  init(headline: String) {\n    _title = State(initialValue: headline)\n  }\n}\n"),
      ("Plain.swift", "struct Plain: View {\n  @State private var count = 0\n  var body: some View { Text(\"\\(count)\") }\n}\n"),
    ]
    var runner = Runner(rules: RuleRegistry.enabledByDefault, jobs: 1)
    runner.recordsContentHashes = false  // as a run without `--fix`
    let plan = RulePlan(runner.rules)
    for (path, text) in [files[0], files[2]] {
      let outcome = runner.analyze(Runner.Input(path: path, project: "/p", bytes: Array(text.utf8)), plan: plan)
      XCTAssertEqual(outcome.pending.map(\.pending.finding.ruleID), ["state_initialized_twice"], path)
      XCTAssertNil(outcome.facts, "\(path): its finding is decided by other files' facts alone")
      XCTAssertNotNil(outcome.declaredNames, path)
    }
    func report(parsingEveryFile: Bool, jobs: Int) -> [String] {
      var runner = Runner(rules: RuleRegistry.enabledByDefault, jobs: jobs)
      runner.parsesEveryFile = parsingEveryFile
      runner.recordsContentHashes = false
      return rendered(runner.run(files.map { Runner.Input(path: $0.0, project: "/p", bytes: Array($0.1.utf8)) }).report)
    }
    let onDemand = report(parsingEveryFile: false, jobs: 1)
    XCTAssertEqual(onDemand.count, 1, onDemand.joined(separator: "\n"))
    XCTAssertTrue(onDemand.first?.hasPrefix("Banner.swift:2:") ?? false, onDemand.joined())
    XCTAssertTrue(onDemand.first?.contains("Banner+Init.swift:3") ?? false, onDemand.joined())
    XCTAssertEqual(onDemand, report(parsingEveryFile: true, jobs: 1))
    XCTAssertEqual(onDemand, report(parsingEveryFile: false, jobs: 2))
  }

  /// A view type whose `View` conformance is added in a file no rule reads.
  func testConformanceFromAnUnreadFileMakesAViewType() {
    let files = [
      ("Badge.swift", "struct Badge {\n  @State var count = 0\n}\n"),
      ("Badge+View.swift", "extension Badge: View {\n  var body: some View { EmptyView() }\n}\n"),
    ]
    XCTAssertEqual(lint(files, parsingEveryFile: false).diagnostics.map(\.ruleID), ["non_private_state"])
  }

  func testEveryFixtureFolderGivesTheSameReportEitherWay() throws {
    for rule in RuleRegistry.all {
      let folder = TestSupport.fixturesRoot + "/" + rule.id
      let files = try TestSupport.swiftFiles(in: folder).map { path in
        (String(path.dropFirst(folder.count + 1)), try String(contentsOfFile: path, encoding: .utf8))
      }
      for jobs in [1, 3] {
        XCTAssertEqual(
          rendered(lint(files, parsingEveryFile: false, jobs: jobs)), rendered(lint(files, parsingEveryFile: true)),
          "\(rule.id), jobs \(jobs)")
      }
    }
  }

  // MARK: - Triggers

  func isTriggered(_ code: String, by triggers: [Trigger]) -> Bool {
    let set = TriggerSet(triggers)
    return Array(code.utf8).withUnsafeBufferPointer { DeclaredNames.scan($0, unlessTriggered: set) } == nil
  }

  func testTriggersMatchWholeWordsInTheirContext() {
    XCTAssertTrue(isTriggered("struct V { @State var x = 0 }", by: [.attribute("State")]))
    XCTAssertTrue(isTriggered("struct V { @ State var x = 0 }", by: [.attribute("State")]))
    XCTAssertTrue(isTriggered("@SwiftUI.State var x = 0", by: [.attribute("SwiftUI")]))
    XCTAssertFalse(isTriggered("struct State { var count = 0 }\nimport SwiftUI", by: [.attribute("State"), .attribute("SwiftUI")]))
    XCTAssertTrue(isTriggered("x = .init(get : { a }, set: { a = $0 })", by: [.label("get")]))
    XCTAssertFalse(isTriggered("var value: Int { get { 1 } }\nfunc get() {}", by: [.label("get")]))
    XCTAssertTrue(isTriggered("TextField", by: [.word("TextField")]), "a word that ends the file")
    XCTAssertTrue(isTriggered("é TextField(\"\")", by: [.word("TextField")]))
    XCTAssertFalse(isTriggered("MyTextField(); TextFieldStyle()", by: [.word("TextField")]))
  }

  /// `TriggerSet` rejects a word on its first byte and length, then compares it only with
  /// the triggers that start with its byte: triggers sharing a byte, a length or a word
  /// must each still be found, in their own context.
  func testTriggersThatShareAByteOrALengthAreEachFound() {
    let long = String(repeating: "a", count: 70)
    let shared: [Trigger] = [
      .label("set"), .word("sec"), .attribute("State"), .label("State"), .word("StateObject"),
      .word(""), .word("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"),
    ]
    XCTAssertTrue(isTriggered("x.sec", by: shared))
    XCTAssertTrue(isTriggered("f(set: 1)", by: shared))
    XCTAssertFalse(isTriggered("var set = 1; seb(); sex(); se; sets", by: shared))
    XCTAssertTrue(isTriggered("@State var x", by: shared))
    XCTAssertTrue(isTriggered("f(State : 1)", by: shared))
    XCTAssertFalse(isTriggered("struct State {}; States; Stat; StateObjects", by: shared))
    XCTAssertTrue(isTriggered("StateObject", by: shared))
    XCTAssertTrue(isTriggered("let \(long) = 1", by: shared), "a trigger longer than the length table")
    XCTAssertFalse(isTriggered("let \(long.dropLast()) = 1; \(long)a; \(String(repeating: "a", count: 63))", by: shared))
    XCTAssertFalse(isTriggered("anything at all", by: [.word("")]), "an empty trigger matches nothing")
    XCTAssertFalse(isTriggered("anything at all", by: []))
  }

  /// Every rule's triggers, compiled together as a run compiles them, match exactly the
  /// words a plain comparison with each trigger matches, in every rule example.
  func testCompiledTriggersMatchWhatEachTriggerMatches() {
    let triggers = RuleRegistry.all.flatMap { $0.triggers }
    let set = TriggerSet(triggers)
    var words = 0, matched = 0
    for rule in RuleRegistry.all {
      let description = type(of: rule).description
      for example in description.triggering + description.nonTriggering + description.triggeringUnderStrict {
        Array(example.code.utf8).withUnsafeBufferPointer { bytes in
          var i = 0
          while i < bytes.count {
            guard ByteClass.pointer[Int(bytes[i])] & ByteClass.identifierBody != 0 else { i += 1; continue }
            let start = i
            while i < bytes.count && ByteClass.pointer[Int(bytes[i])] & ByteClass.identifierBody != 0 { i += 1 }
            let word = UnsafeBufferPointer(rebasing: bytes[start..<i])
            let expected = triggers.contains { ByteText.equals(word, $0.word) && $0.isInContext(bytes, start, i) }
            XCTAssertEqual(set.matches(bytes, start, i), expected, "\(String(decoding: word, as: UTF8.self)) in \(example.file):\(example.line)")
            words += 1
            if expected { matched += 1 }
          }
        }
      }
    }
    XCTAssertGreaterThan(matched, 100, "of \(words) words")
  }

  // MARK: - The name scan

  func names(_ code: String) -> Set<String> {
    Array(code.utf8).withUnsafeBufferPointer { DeclaredNames.scan($0) }
  }

  func testScanFindsDeclaredAndConformingExtendedNames() {
    let found = names("""
      struct Plain {}
      final class /* odd */ Model: ObservableObject {}
      enum\u{00A0}Spaced {}
      protocol `Protocol` {}
      typealias Alias = Plain
      actor Worker {}
      extension Outer.Inner: View {}
      extension [Element]: Sendable {}
      extension Array<Item>
        : Codable {}
      """)
    for name in ["Plain", "Model", "Spaced", "`Protocol`", "Protocol", "Alias", "Worker", "Outer", "Inner", "Element", "Array", "Item"] {
      XCTAssertTrue(found.contains(name), "missing \(name) in \(found.sorted())")
    }
  }

  /// A keyword that may introduce a class (`class`, `actor`, `typealias`, which may stand
  /// for one) files its name under `^` too; `struct`, `enum`, `protocol` and extensions do not.
  func testScanFilesClassLikeNamesApart() {
    let found = names("""
      struct Plain {}
      enum Kind {}
      protocol Shape {}
      final class Model {}
      actor Worker {}
      typealias Store = AppStore
      extension Other: Sendable {}
      """)
    XCTAssertEqual(Set(found.filter { $0.hasPrefix("^") }), ["^Model", "^Worker", "^Store"])
  }

  /// A name that may declare generic parameters is filed under `<` too: one followed by a
  /// generic clause (after spaces or a comment), and every protocol (its associated types
  /// count); a plain struct, class or extension is not.
  func testScanFilesNamesWithGenericParametersApart() {
    let found = names("""
      struct Page<Content: View> {}
      final class Box /* of */ <Element> {}
      typealias Pair<T> = (T, T)
      actor Queue <Job> {}
      protocol Store { associatedtype State }
      struct Plain {}
      final class Coordinator: NSObject {}
      enum Kind: Int { case a }
      extension Array<Int> {}
      let list: Array<Int> = []
      """)
    XCTAssertEqual(Set(found.filter { $0.hasPrefix("<") }), ["<Page", "<Box", "<Pair", "<Queue", "<Store"])
  }

  /// Whether a scope declares a generic parameter of the name asked is asked behind `<`:
  /// the dozens of files that declare a plain type of the scope's name (`Coordinator`)
  /// are not loaded for it, while a generic declaration still hides the name.
  func testAGenericParameterQuestionAsksForGenericFilesOnly() {
    let log = NameLog()
    let source = "struct Row<Model> {}\nfinal class Model {}\nenum Host { final class Coordinator {} }\n"
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8))), project: "/p")
    let index = TypeIndex([facts], log: log)
    XCTAssertTrue(index.visibleEntries(for: "Model", from: "/p", scope: ["Row"]).isEmpty, "the generic parameter hides the class")
    XCTAssertTrue(log.take().contains(NameKey.of("<Row")))
    XCTAssertEqual(index.visibleEntries(for: "Model", from: "/p", scope: ["Host", "Host.Coordinator"]).map(\.kind), [.class])
    let asked = log.take()
    XCTAssertTrue(asked.contains(NameKey.of("<Coordinator")) && asked.contains(NameKey.of("<Host")), "\(asked)")
    XCTAssertFalse(asked.contains(NameKey.of("Coordinator")), "not every file that declares a Coordinator")
  }

  /// A name that ends the file, with no line break after it (the scan then runs on a copy).
  func testScanFindsANameAtTheEndOfTheFile() {
    XCTAssertEqual(names("struct Last"), ["Last"])
    XCTAssertEqual(names("enum E {}\nclass Z"), ["E", "Z", "(E", "^Z"], "`E {` is also filed as a construction")
    XCTAssertEqual(names(""), [])
    XCTAssertEqual(names("{ } ( ) // .\n"), [], "no word at all")
    XCTAssertEqual(names("struct"), [], "a keyword with nothing after it")
    XCTAssertEqual(names("x"), [])
  }

  /// Extensions without a conformance clause add no facts; names glued to longer words
  /// are not keywords.
  func testScanSkipsWhatCannotDeclare() {
    let found = names("""
      extension View { func card() -> some View { self } }
      extension Array where Element: Equatable {}
      let subclass = 1; let classes = [subclass]; let enumerated = classes
      """)
    XCTAssertFalse(found.contains("View"), "\(found.sorted())")
    XCTAssertFalse(found.contains("Array"), "\(found.sorted())")
    XCTAssertFalse(found.contains("="), "\(found.sorted())")
  }

  private static func startsWithCapital(_ name: String) -> Bool {
    guard let first = name.utf8.first else { return false }
    return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
  }

  /// Who builds `hPill` cannot be answered from the scan's keys (only capitalized calls are
  /// filed under `(Name`), but the facts read a call of `hPill` only in a file declaring a
  /// struct of that name: the question asks for those files by the name's own key, not for
  /// every file (one `_Backing(…)` in a project used to parse all of it).
  func testAskingWhoBuildsALowercaseTypeAsksForTheFilesDeclaringIt() {
    let log = NameLog()
    let index = TypeIndex([], log: log)
    _ = index.constructions(named: "Pill")
    XCTAssertEqual(log.take(), [NameKey.of("(Pill")])
    _ = index.constructions(named: "Design.hPill")
    XCTAssertEqual(log.take(), [NameKey.of("(hPill"), NameKey.of("hPill")])
    _ = index.constructions(named: "_Backing")
    XCTAssertEqual(log.take(), [NameKey.of("(_Backing"), NameKey.of("_Backing")])
  }

  /// "May this name mean a class?" asks only for files that may declare a class, an actor
  /// or an alias of it while nothing read declares the name; once something does, the name
  /// itself, so the full lookup that follows sees every declaration.
  func testAskingWhetherANameMayMeanAClassAsksForClassLikeFilesFirst() {
    let log = NameLog()
    let source = "final class Status {}\nenum Outer { typealias Action = Int; struct Step {} }\n"
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8))), project: "/p")
    let index = TypeIndex([facts], log: log)
    XCTAssertFalse(index.mayNameClass("Model"))
    XCTAssertEqual(log.take(), [NameKey.of("^Model")])
    XCTAssertFalse(index.mayNameClass("Feature.Model"))
    XCTAssertEqual(log.take(), [NameKey.of("^Model")])
    XCTAssertTrue(index.mayNameClass("Status"))
    XCTAssertEqual(log.take(), [NameKey.of("Status")])
    XCTAssertTrue(index.mayNameClass("Feature.Action"), "a class-like declaration of the last component, at any nesting")
    XCTAssertEqual(log.take(), [NameKey.of("Action")])
    XCTAssertFalse(index.mayNameClass("Step"), "a struct of the name read so far cannot make it a class")
    XCTAssertEqual(log.take(), [NameKey.of("^Step")])
  }

  /// A `@State` of a type whose name many files give to structs of their own (a nested
  /// `Status` in each screen, one in the view's own file) loads none of them: only a class
  /// could make a finding. The report is the one a full parse gives, and a class of that
  /// name is still found.
  func testAStructNameSharedByManyFilesLoadsOnlyClassLikeFiles() {
    func files(withClass: Bool) -> [(String, String)] {
      var files = [("Badge.swift", """
        struct Badge: View {
          @State private var status = Status()
          var body: some View { Text("\\(status.count)") }
        }
        enum Legend { struct Status {} }
        """)]
      for screen in 0..<6 { files.append(("Screen\(screen).swift", "enum Screen\(screen) { struct Status { var count = 0 } }\n")) }
      files.append(("Status.swift", withClass
        ? "final class Status: ObservableObject {\n  @Published var count = 0\n}\n"
        : "struct Status {\n  var count = 0\n}\n"))
      return files
    }
    func filesRead(_ files: [(String, String)]) -> (Report, Int) {
      var runner = Runner(rules: RuleRegistry.all, jobs: 1)
      let collector = TimingsCollector()
      runner.timings = collector
      let report = runner.run(files.map { Runner.Input(path: $0.0, project: "/p", bytes: Array($0.1.utf8)) }).report
      return (report, collector.timings.files)
    }
    let (plain, plainRead) = filesRead(files(withClass: false))
    XCTAssertEqual(rendered(plain), [])
    XCTAssertEqual(rendered(plain), rendered(lint(files(withClass: false), parsingEveryFile: true)))
    XCTAssertEqual(plainRead, 8, "every file scanned once, none parsed again for the struct")
    let (object, objectRead) = filesRead(files(withClass: true))
    XCTAssertEqual(object.diagnostics.map(\.ruleID), ["reference_type_state"], rendered(object).joined())
    XCTAssertEqual(rendered(object), rendered(lint(files(withClass: true), parsingEveryFile: true)))
    XCTAssertGreaterThan(objectRead, 8, "the class's file, then every file declaring the name")
  }

  /// The class-like keys also bring in what can make a name a class without a `class` of
  /// that name: an alias in an unread file (while the view's file declares a struct of the
  /// name), an alias inside an extension; and an actor stays no class. Each report is the
  /// one a full parse gives.
  func testClassLikeKeysFindAliasesAndActors() {
    let view = """
      struct Badge: View {
        @State private var status = Status()
        var body: some View { Text("\\(status.count)") }
      }
      enum Legend { struct Status {} }
      """
    let model = "final class StatusModel: ObservableObject {\n  @Published var count = 0\n}\n"
    let cases: [(String, [(String, String)], [String])] = [
      ("alias in an unread file", [("Badge.swift", view), ("Alias.swift", "typealias Status = StatusModel\n"), ("Model.swift", model)],
       ["reference_type_state"]),
      ("alias inside an extension", [
        ("Badge.swift", view.replacingOccurrences(of: "Status()", with: "Badge.Status()")),
        ("Alias.swift", "extension Badge {\n  typealias Status = StatusModel\n}\n"), ("Model.swift", model),
      ], ["reference_type_state"]),
      ("an actor", [("Badge.swift", view), ("Status.swift", "actor Status {\n  var count = 0\n}\n")], []),
    ]
    for (name, files, expected) in cases {
      let onDemand = lint(files, parsingEveryFile: false)
      XCTAssertEqual(onDemand.diagnostics.map(\.ruleID), expected, "\(name): \(rendered(onDemand))")
      XCTAssertEqual(rendered(onDemand), rendered(lint(files, parsingEveryFile: true)), name)
    }
  }

  func testScanFilesNilResetsAndComputedOptionals() {
    let found = names("""
      func reset() {
        draft = nil
        self.model.selection=nil
        `default` =
          nil
        if token == nil || other != nil || a <= nil {}
        show(Story(title: t, action: nil))
        mode = .none
      }
      var initial: String? = nil
      var stored: String?
      var customTime: Date? {
        nil
      }
      var count: Int { 0 }
      """)
    let resets = found.filter { $0.hasPrefix("=") }
    XCTAssertEqual(resets, ["=draft", "=selection", "=default", "=mode", "=customTime"], "not an argument 'action: nil'")
    let tree = SyntaxTree(source: SourceFile(path: "Reset.swift", bytes: Array("""
      struct S {
        var customTime: Date? { nil }
        var stored: String? = nil
        func f() { draft = nil; if x == nil {}; self.model.selection = nil }
        func g() -> Story { mode = .none; let pick = flag ? chosen : nil; return Story(title: "", action: nil) }
      }
      """.utf8)))
    let facts = TypeFacts(tree: tree, project: nil)
    XCTAssertEqual(facts.nilAssignments, [
      NilAssignment(name: "customTime", line: 2, isComputed: true),
      NilAssignment(name: "draft", line: 4),
      NilAssignment(name: "selection", line: 4),
      NilAssignment(name: "mode", line: 5),
    ])
  }

  /// A presentation handed an optional item (`.sheet(item: $note)`) is a reset: SwiftUI sets
  /// it to nil on dismissal. The scan files the projected path's last name under `=`, as the
  /// parse does, so a decision asking about it loads the file.
  func testScanAndFactsAgreeOnPresentedItems() {
    let source = """
      struct S: View {
        var body: some View {
          List { }
            .sheet(item: $editing) { Editor(note: $0) }
            .fullScreenCover(item : self.$model.playing) { Player(track: $0) }
            .popover(item: binding) { Text($0.name) }
            .navigationDestination(item:
              $route) { RouteView(route: $0) }
        }
      }
      struct Record { var item: Item? }
      let pairs = rows.map { (result: score($0), item: $0) }
      """
    XCTAssertEqual(Set(names(source).filter { $0.hasPrefix("=") }), ["=editing", "=playing", "=route"])
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "Sheets.swift", bytes: Array(source.utf8))), project: nil)
    XCTAssertEqual(facts.nilAssignments, [
      NilAssignment(name: "editing", line: 4), NilAssignment(name: "playing", line: 5), NilAssignment(name: "route", line: 8),
    ])
  }

  /// Every type name the parser records for a file (a declared type's last component,
  /// each component of a conformance-adding extension) is among the scan's names: on the
  /// fixtures and examples here, and on any tree named by `BINDINGLINT_SCAN_CORPUS`.
  /// Every spelling of a member write the facts record is filed by the name scan under
  /// `.name` (white space of every kind between the parts, compound operators, a call on
  /// the next line), and the facts record each of these writes.
  func testScanFilesEveryMemberWriteTheFactsRecord() throws {
    let source = """
      struct Box { var flag = false; var items: [Int] = []; var n = 0; var m = 0; var o = 0; var p = 0; var q = 0 }
      func f() {
        var box = Box()
        box.flag .toggle()
        box.flag
          .toggle()
        box.items\u{0C}.append(1)
        box.n\t+= 1
        box.m &+= 2
        box.o <<= 1
        box.p &<<= 1
        box.q=3
      }
      """
    let bytes = Array(source.utf8)
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "W.swift", bytes: bytes)), project: nil)
    XCTAssertEqual(Set(facts.memberWrites.map(\.name)), ["flag", "items", "n", "m", "o", "p", "q"])
    XCTAssertEqual(Set(facts.memberWrites.map(\.ownerType)), ["Box"])
    let scanned = bytes.withUnsafeBufferPointer { DeclaredNames.scan($0) }
    for write in facts.memberWrites { XCTAssertTrue(scanned.contains("." + write.name), write.name) }
    // Reads and comparisons are no writes.
    let reads = "struct Box { var n = 0 }\nfunc g(box: Box) -> Bool { box.n == 1 || box.n <= 2 }\n"
    XCTAssertEqual(TypeFacts(tree: SyntaxTree(source: SourceFile(path: "R.swift", bytes: Array(reads.utf8))), project: nil).memberWrites, [])
  }

  func testScanIsASupersetOfParsedFacts() throws {
    var roots = [TestSupport.fixturesRoot, TestSupport.packageRoot + "/Examples"]
    if let extra = ProcessInfo.processInfo.environment["BINDINGLINT_SCAN_CORPUS"] { roots.append(extra) }
    var checked = 0
    for root in roots {
      let enumerator = FileManager.default.enumerator(atPath: root)
      while let relative = enumerator?.nextObject() as? String {
        guard relative.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: root + "/" + relative) else { continue }
        let bytes = [UInt8](data)
        let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: relative, bytes: bytes)), project: nil)
        let scanned = bytes.withUnsafeBufferPointer { DeclaredNames.scan($0) }
        var needed = facts.types.map { String($0.qualifiedName.split(separator: ".").last ?? "") }
        needed += facts.extensions.flatMap { $0.extendedName.split(separator: ".").map(String.init) }
        for name in needed where !scanned.contains(name) {
          XCTFail("\(root)/\(relative): the scan misses '\(name)'")
        }
        // Every type with generic parameters (or associated types) is filed under `<Name`,
        // the key a decision asking for a scope's parameters records.
        for type in facts.types where !type.genericParameters.isEmpty {
          let key = "<" + (type.qualifiedName.split(separator: ".").last.map(String.init) ?? "")
          if !scanned.contains(key) { XCTFail("\(root)/\(relative): the scan misses the generic declaration '\(key)'") }
        }
        // Every name the file resets is filed under `=name`, the key a decision asking
        // whether anything sets `name` to nil records.
        for reset in facts.nilAssignments where !scanned.contains("=" + reset.name) {
          XCTFail("\(root)/\(relative):\(reset.line): the scan misses the reset '=\(reset.name)'")
        }
        // Every member written through a value of a known type is filed under `.name`, the
        // key a decision asking whether anything writes `name` records.
        for write in facts.memberWrites where !scanned.contains("." + write.name) {
          XCTFail("\(root)/\(relative):\(write.line): the scan misses the member write '.\(write.name)'")
        }
        // Every construction the view graph keeps is filed under `(Name`, the key a
        // decision asking who builds `Name` records.
        let tree = SyntaxTree(source: SourceFile(path: relative, bytes: bytes))
        // (A type spelled without a capital is not filed: a decision asking who builds
        // one asks for every file, `NameLog.record`.)
        for site in ViewGraphFacts(extracting: tree).sites where !site.isMemberUse && Self.startsWithCapital(TypeIndex.lastComponent(site.target)) {
          let key = "(" + TypeIndex.lastComponent(site.target)
          if !scanned.contains(key) { XCTFail("\(root)/\(relative):\(site.line): the scan misses the construction '\(key)'") }
        }
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 20)
  }
}
