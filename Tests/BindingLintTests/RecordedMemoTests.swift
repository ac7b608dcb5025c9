@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
import XCTest

/// A recording copy of the index keeps the view graph's answers for the decisions of its
/// thread (`RecordedMemo`). An answer from memory must be the answer worked out afresh and
/// must record the same names, or the engine would skip parsing files a decision depends on.
final class RecordedMemoTests: XCTestCase {
  func facts(_ path: String, _ code: String) -> TypeFacts {
    let tree = SyntaxTree(source: SourceFile(path: path, text: code))
    var facts = TypeFacts(tree: tree, project: "/p")
    facts.viewGraph = ViewGraphFacts(extracting: tree)
    return facts
  }

  static let files = [
    ("App.swift", """
      @main struct ShopApp: App {
        @StateObject private var cart = Cart()
        var body: some Scene {
          WindowGroup { Home().environmentObject(cart) }
          Settings { Prefs() }
        }
      }
      final class Cart: ObservableObject { @Published var count = 0 }
      final class Session: ObservableObject {}
      """),
    ("Home.swift", """
      struct Home: View {
        @State private var open = false
        var body: some View { List { Row(); Row() }.sheet(isPresented: $open) { Detail() } }
      }
      struct Row: View {
        @EnvironmentObject var cart: Cart
        var body: some View { Detail() }
      }
      """),
    ("Detail.swift", """
      struct Detail: View {
        @EnvironmentObject var cart: Cart
        @EnvironmentObject var session: Session
        var body: some View { Text("\\(cart.count)") }
      }
      struct Prefs: View {
        var body: some View { Detail().withSession() }
      }
      """),
  ]

  static let reads = [("Row", "Cart"), ("Detail", "Cart"), ("Detail", "Session"), ("Prefs", "Cart"), ("Home", "Session")]

  /// One read's outcome, in words, and the names its walk recorded.
  func ask(_ index: TypeIndex, _ log: NameLog, _ read: (view: String, type: String)) -> (String, Set<Int>) {
    _ = log.take()
    let reach = EnvironmentReach(index: index)
    let wanted = ProviderResolution.Wanted(name: read.type, project: "/p", kind: .object)
    let outcome = reach.reach(wanted, in: read.view, project: "/p")
    let risk = reach.modalRisk(wanted, in: read.view, project: "/p")
    let path = outcome.unprovided.map { path in path.steps.map { "\($0.path):\($0.site.line)" }.joined(separator: " ") + " \(path.root)" }
    let words = "\(path ?? "-") provider \(outcome.sawProvider) unknown \(outcome.sawUnknown) built \(outcome.isConstructed) risk \(risk.map { "\($0.risk) \($0.providerLine)" } ?? "-")"
    return (words, log.take())
  }

  func testAnswersFromMemoryAreTheFreshAnswersWithTheSameNames() {
    let index = TypeIndex(Self.files.map { facts($0.0, $0.1) })
    let sharedLog = NameLog()
    let shared = index.recording(into: sharedLog)
    // Twice over: the second pass answers every read from memory.
    for read in Self.reads + Self.reads {
      let freshLog = NameLog()
      let fresh = ask(index.recording(into: freshLog), freshLog, read)
      let remembered = ask(shared, sharedLog, read)
      XCTAssertEqual(remembered.0, fresh.0, "\(read)")
      XCTAssertEqual(remembered.1, fresh.1, "\(read)")
      XCTAssertFalse(fresh.1.isEmpty, "\(read)")
    }
    XCTAssertNotNil(shared.memo(EnvironmentMemo.init), "a recording copy keeps memos")
    XCTAssertNil(index.memo(EnvironmentMemo.init), "an index that records nothing keeps none: it may be extended")
  }

  /// An answer worked out inside another records its names in both, so the outer one
  /// from memory records what the inner lookups recorded.
  func testNestedAnswersRecordTheirNamesInTheOuterOne() {
    let index = TypeIndex([facts("A.swift", "struct A {}\nstruct B {}")])
    let log = NameLog()
    let copy = index.recording(into: log)
    let outer = RecordedMemo<Int, Int>(log: log)
    let inner = RecordedMemo<Int, Int>(log: log)
    let work = {
      outer.value(1) {
        _ = copy.resolve("A", from: "/p")
        return inner.value(2) {
          _ = copy.resolve("B", from: "/p")
          return 2
        }
      }
    }
    _ = log.take()
    XCTAssertEqual(work(), 2)
    let first = log.take()
    XCTAssertEqual(work(), 2)
    XCTAssertEqual(log.take(), first)
    XCTAssertTrue(first.isSuperset(of: [NameKey.of("A"), NameKey.of("B")]))
  }
}
