@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import XCTest

/// The project-wide type index: kinds, conformances from extensions in other files,
/// inherited conformances, nested names, and project-first resolution.
final class IndexTests: XCTestCase {
  func facts(_ code: String, project: String?) -> TypeFacts {
    TypeFacts(tree: SyntaxTree(source: SourceFile(path: "T.swift", text: code)), project: project)
  }

  func testModuleComesFromTheSwiftPackageLayout() {
    func module(_ path: String) -> String? {
      TypeFacts(tree: SyntaxTree(source: SourceFile(path: path, text: "struct A {}")), project: nil).module
    }
    XCTAssertEqual(module("Pkg/Sources/StatusKit/Editor/Store.swift"), "StatusKit")
    XCTAssertEqual(module("/abs//Sources/Kit/A.swift"), "Kit")
    XCTAssertEqual(module("Tests/KitTests/ATests.swift"), "KitTests")
    XCTAssertEqual(module("Sources/Tests/Kit/A.swift"), "Kit", "the last Sources or Tests folder counts")
    XCTAssertNil(module("App/Sources/A.swift"), "a file directly in Sources names no module")
    XCTAssertNil(module("App/Views/A.swift"))
    XCTAssertNil(module("X/Sources/A/Tests/B.swift"), "only the last Sources or Tests folder is looked at")
  }

  func testConformanceAddedByExtensionInAnotherFile() {
    let index = TypeIndex([
      facts("struct Badge { }", project: "/p"),
      facts("extension Badge: View { var body: some View { EmptyView() } }", project: "/p"),
    ])
    XCTAssertTrue(index.isViewType("Badge", in: "/p"))
  }

  func testInheritedConformanceThroughProtocolsAndSuperclasses() {
    let index = TypeIndex([
      facts("protocol Screen: View {}\nstruct Home: Screen {}\nclass Base: ObservableObject {}\nfinal class Model: Base {}", project: "/p"),
    ])
    XCTAssertTrue(index.isViewType("Home", in: "/p"))
    guard case .type(let model) = index.resolve("Model", from: "/p") else { return XCTFail("Model") }
    XCTAssertTrue(index.conforms(model, toAnyOf: ["ObservableObject"]))
    XCTAssertEqual(model.kind, .class)
  }

  func testNestedTypesResolveByQualifiedNameAndFromTheirScope() {
    let index = TypeIndex([facts("enum Screens { struct Detail: View {}; final class Model {} }\nstruct Model {}", project: "/p")])
    XCTAssertTrue(index.isViewType("Screens.Detail", in: "/p"))
    guard case .type(let inner) = index.resolve("Model", from: "/p", scope: ["Screens"]) else { return XCTFail("inner") }
    XCTAssertEqual(inner.qualifiedName, "Screens.Model")
    XCTAssertEqual(inner.kind, .class)
    guard case .type(let outer) = index.resolve("Model", from: "/p") else { return XCTFail("outer") }
    XCTAssertEqual(outer.kind, .struct)
  }

  func testNamesResolveInTheirOwnProjectFirst() {
    // One repository, two projects (a book's chapter steps): `Item` is a class in one and a
    // struct in the other.
    let index = TypeIndex([
      facts("final class Item {}", project: "/book/step1"),
      facts("struct Item {}", project: "/book/step2"),
      facts("final class Shared {}", project: "/book/lib"),
    ])
    guard case .type(let first) = index.resolve("Item", from: "/book/step1") else { return XCTFail("step1") }
    XCTAssertEqual(first.kind, .class)
    guard case .type(let second) = index.resolve("Item", from: "/book/step2") else { return XCTFail("step2") }
    XCTAssertEqual(second.kind, .struct)
    guard case .ambiguous = index.resolve("Item", from: "/elsewhere") else { return XCTFail("mixed kinds elsewhere are ambiguous") }
    guard case .type(let shared) = index.resolve("Shared", from: "/book/step1") else { return XCTFail("falls back to the whole run") }
    XCTAssertEqual(shared.kind, .class)
  }

  func testViewTypeInOneProjectDoesNotMakeAnotherProjectsTypeAView() {
    let index = TypeIndex([
      facts("struct Row {}\nextension Row: View {}", project: "/a"),
      facts("struct Row {}", project: "/b"),
    ])
    XCTAssertTrue(index.isViewType("Row", in: "/a"))
    XCTAssertFalse(index.isViewType("Row", in: "/b"))
  }

  func testObservableThroughSuperclass() {
    let index = TypeIndex([facts("@Observable class Base {}\nfinal class Child: Base {}\nfinal class Plain {}", project: nil)])
    guard case .type(let child) = index.resolve("Child", from: nil), case .type(let plain) = index.resolve("Plain", from: nil) else { return XCTFail() }
    XCTAssertTrue(index.isObservable(child))
    XCTAssertFalse(index.isObservable(plain))
  }

  /// What a class's stored `var`s hold, from the annotation or an empty collection or
  /// construction; nothing for a dictionary, a tuple, a call of a function or a computed member.
  func testStoredVariablesRecordTheTypeOfWhatTheyHold() {
    let code = """
      final class Holder {
        var items: [Item] = []
        var maybe: Item?
        var list = [Item]()
        var set: Set<Item> = []
        var array = Array<Item>()
        var one = Item(name: "a")
        var optionalList: [Item]?
        var byKey: [String: Item] = [:]
        var pair: (Item, Item)? = nil
        var made = makeItem()
        var prefilled = [Item](repeating: .init(), count: 2)
        var computed: [Item] { items }
      }
      """
    let holder = facts(code, project: nil).types.first { $0.qualifiedName == "Holder" }
    XCTAssertEqual(holder?.storedVariableElementTypes, [
      "items": "Item", "maybe": "Item", "list": "Item", "set": "Item", "array": "Item", "one": "Item", "optionalList": "Item",
    ])
  }
}

/// An index whose member-use table is filled beside its other tables (`runningBoth`, the
/// engine's two threads) answers as one filled in turn, whichever half finishes first,
/// also when a later round extends it.
final class IndexBuiltInTwoHalvesTests: XCTestCase {
  func facts(_ code: String, path: String) -> TypeFacts {
    TypeFacts(tree: SyntaxTree(source: SourceFile(path: path, text: code)), project: "/p")
  }

  func testBothHalvesGiveTheSameAnswersInEitherOrder() {
    let files = [
      facts("struct Editor: View { @State var title = \"\"\n var body: some View { Text(title) } }", path: "/p/Editor.swift"),
      facts("struct Home: View { var body: some View { Editor(title: \"a\") } }", path: "/p/Home.swift"),
      facts("extension Editor { func rename() { title = \"b\" } }", path: "/p/Rename.swift"),
      facts("struct Other: View { let name: String\n var body: some View { Editor(title: name) } }", path: "/p/Other.swift"),
    ]
    let later = facts("struct Late: View { var body: some View { Editor(title: \"c\") } }", path: "/p/Late.swift")
    func answers(_ both: TypeIndex.BothRunner?) -> [String] {
      let index = TypeIndex(ordered: files.enumerated().map { ($0.offset, $0.element) }, projects: [], runningBoth: both)
      index.extend(with: [(order: 10, facts: later)], runningBoth: both)
      return index.labeledCallSites(of: "Editor", passing: "title", in: "/p").map { "\($0.path):\($0.line) fixed \($0.passesFixedValue)" }
        + index.labeledCallLines(of: "Editor", in: "/p").map { "\($0.path):\($0.line)" }
        + [String(index.isViewType("Editor", in: "/p"))]
    }
    let inTurn = answers(nil)
    XCTAssertEqual(inTurn.filter { $0.contains(" fixed ") }.count, 3, "three callers: \(inTurn)")
    XCTAssertTrue(inTurn.contains("/p/Other.swift:2 fixed false"), "\(inTurn)")
    XCTAssertEqual(answers { first, second in first(); second() }, inTurn)
    XCTAssertEqual(answers { first, second in second(); first() }, inTurn)
    XCTAssertEqual(answers { first, second in DispatchQueue.concurrentPerform(iterations: 2) { $0 == 0 ? first() : second() } }, inTurn)
  }

  /// A `@Published` member counts as settled only when nothing but initializer set-up can
  /// write it: a private setter, writes only in an initializer's statements or in private
  /// methods only those call, no publisher handed out.
  func testSettledPublishedMembersChangeOnlyWhileAnInitializerRuns() {
    let code = """
      final class Layout: ObservableObject {
          @Published private(set) var isTop = false
          @Published private(set) var isShort = false
          @Published private(set) var isWide = false
          @Published private(set) var isDark = false
          @Published var isOpen = false
          @Published private var title = ""
          @Published private(set) var mirrored = false
          @Published private(set) var level = 0
          private var token: Any?
          init() {
              setUp()
              if Bool.random() { title = "A" }
              token = NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: nil) { [weak self] _ in
                  self?.isShort.toggle()
              }
          }
          private func setUp() { isTop = true; measure() }
          private func measure() { isWide = true }
          private func refresh() { isDark.toggle() }
          func reload() { refresh() }
          func bind(_ source: AnyPublisher<Bool, Never>) { source.assign(to: &$mirrored) }
          func track(_ levels: AnyPublisher<Int, Never>) -> AnyCancellable { levels.assign(to: \\.level, on: self) }
      }
      """
    let types = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "L.swift", text: code)), project: nil).types
    XCTAssertEqual(types.first { $0.qualifiedName == "Layout" }?.settledPublishedMembers.sorted(), ["isTop", "isWide", "title"])
    // A method handed on unrun (a selector, an observer's block) may run any time.
    let selector = """
      final class Clock: ObservableObject {
          @Published private(set) var tick = 0
          init() { start(); Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(start), userInfo: nil, repeats: true) }
          @objc private func start() { tick = 1 }
      }
      """
    XCTAssertEqual(TypeFacts(tree: SyntaxTree(source: SourceFile(path: "C.swift", text: selector)), project: nil).types.first?.settledPublishedMembers, [])
    // Writes that name no assignment to the member itself (stop 53 review): another
    // object's member, a tuple, `&self.x`, a key path, a binding, a method the runtime calls.
    let hidden = """
      final class Node: ObservableObject {
          @Published private(set) var ready = false
          @Published private(set) var count = 0
          @Published private(set) var width = 0.0
          @Published private(set) var height = 0.0
          @Published private(set) var depth = 0
          @Published private(set) var score = 0
          @Published private(set) var tick = 0
          init(parent: Node?) {
              ready = true
              parent?.count += 1
              let path = \\Self.score
              _ = path
          }
          func resize() { (width, height) = (3, 4) }
          func deepen() { bump(&self.depth) }
          private func bump(_ value: inout Int) { value += 1 }
          @objc private func poll() { tick += 1 }
      }
      private final class Box: ObservableObject { @Published var flag = false; init() { flag = true } }
      private struct BoxView: View {
          @ObservedObject var model: Box
          var body: some View { Toggle("", isOn: $model.flag) }
      }
      """
    let nodeTypes = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "N.swift", text: hidden)), project: nil).types
    XCTAssertEqual(nodeTypes.first { $0.qualifiedName == "Node" }?.settledPublishedMembers, ["ready"])
    XCTAssertEqual(nodeTypes.first { $0.qualifiedName == "Box" }?.settledPublishedMembers, [])
  }

  /// A parameter's type past its attributes, never beyond the parameter (a lone `@` while
  /// typing trapped here: stop 53 review).
  func testAParameterTypeNeverReadsPastTheParameter() {
    let tree = SyntaxTree(source: SourceFile(path: "P.swift", text: "func poke(store: @) { store.x = 1 }\nfunc f(a: @escaping @MainActor () -> Void, b: Int..., c: inout Shop.Model?) {}\n"))
    let parameters = tree.declarations.filter { $0.kind == .function }.flatMap { tree.parameterNames(of: $0).map(\.token) }
    XCTAssertEqual(parameters.map { tree.parameterTypeName(ofParameterNamedAt: $0)?.name }, [nil, nil, nil, "Shop.Model"])
    XCTAssertEqual(parameters.map { tree.parameterLeadingTypeName(ofParameterNamedAt: $0) }, [nil, nil, "Int", "Shop.Model"])
    XCTAssertEqual(TypeFacts(tree: tree, project: nil).memberWrites, [])
  }
}
