@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import XCTest

/// The facts `non_private_state` asks the index for: labeled calls and extension mentions.
final class MemberUsesTests: XCTestCase {
  /// `LineCounter` counts lines as `LineTable` does, for every offset, with `\r\n`, `\r` and
  /// `\n`; also over long runs without a break (read eight bytes at a time) and with tabs
  /// (below `\r` but no break), in short and long steps.
  func testLineCounterAgreesWithLineTable() {
    var generator = SystemRandomNumberGenerator()
    let a = UInt8(ascii: "a")
    let shapes: [(alphabet: [UInt8], length: ClosedRange<Int>, step: ClosedRange<Int>)] = [
      ([a, 0x0A, 0x0D, 0x20], 60...60, 1...4),
      ([a, a, a, a, 0x09, 0x0A, 0x0D, 0x20], 0...200, 1...20),
    ]
    for shape in shapes {
      for _ in 0..<200 {
        let count = Int.random(in: shape.length, using: &generator)
        let bytes = (0..<count).map { _ in shape.alphabet.randomElement(using: &generator)! }
        let table = LineTable(bytes)
        var counter = LineCounter()
        var offset = 0
        while offset <= bytes.count {
          // Offsets between `\r` and `\n` are never a token's start.
          if offset > 0 && offset < bytes.count && bytes[offset - 1] == 0x0D && bytes[offset] == 0x0A { offset += 1; continue }
          XCTAssertEqual(counter.line(of: offset, in: bytes), table.location(of: offset).line, "\(bytes) at \(offset)")
          offset += Int.random(in: shape.step, using: &generator)
        }
      }
    }
  }

  /// What `state_passed_by_parent` reads of each call: which arguments are literals or
  /// constructions, a hosting controller's root, a call inside a preview.
  func testCallTraits() throws {
    let source = """
      let a = Edit(count: 1, name: "x", tags: [], title: "\\(t)", model: Model(id: i), other: .init(), third: A.B.init { }, sum: 1 + v, neg: -2, nothing: nil)
      let h = UIHostingController(rootView: Edit(count: n))
      let g = NSHostingView<Edit>(rootView: Edit(count: n))
      let o = Other(root: Edit(count: n))
      #Preview { Edit(count: n) }
      """
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8))), project: nil)
    let edits = facts.labeledCalls.filter { $0.typeName == "Edit" }
    XCTAssertEqual(edits.map(\.line), [1, 2, 3, 4, 5])
    let first = try XCTUnwrap(edits.first)
    let fixed = first.labels.indices.filter { first.traits.isFixedArgument(at: $0) }.map { first.labels[$0] }
    XCTAssertEqual(fixed, ["count", "name", "tags", "model", "other", "third", "neg", "nothing"])
    XCTAssertEqual(edits.map(\.traits.isHostRoot), [false, true, true, false, false])
    XCTAssertEqual(edits.map(\.traits.isInPreview), [false, false, false, false, true])
  }

  /// Review43 P9/P10: an argument its caller holds for its whole life (a static member, its
  /// own `@StateObject`, `@EnvironmentObject` or `@Environment(Model.self)`) and a call in
  /// presented content; not a plain property, an `@ObservedObject`, an
  /// `@Environment(\.key)` value, or a sheet's `onDismiss:`.
  func testStableReferencesAndPresentedContent() throws {
    let source = """
      struct Shop: View {
          @StateObject private var cart = Cart()
          @EnvironmentObject var session: Session
          @Environment(Store.self) private var store
          @Environment(\\.locale) private var locale
          @ObservedObject var handed: Cart
          let plain: Cart
          @State private var shows = false
          var body: some View {
              Edit(a: cart, b: self.session, c: store, d: Cart.shared, e: .standard, f: locale, g: handed, h: plain, i: Cart.shared.next)
                  .sheet(isPresented: $shows, onDismiss: { _ = Edit(a: cart) }) { Edit(a: plain) }
                  .popover(isPresented: $shows, content: { Edit(a: plain) })
          }
      }
      """
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8))), project: nil)
    let edits = facts.labeledCalls.filter { $0.typeName == "Edit" }
    XCTAssertEqual(edits.count, 4)
    XCTAssertEqual(Self.stableLabels(facts, of: "Edit").first, ["a", "b", "c", "d", "e"])
    XCTAssertEqual(edits.map(\.traits.isInPresentedContent), [false, false, true, true])
  }

  /// A navigation destination, in each of its spellings, is not presented content: the
  /// pushed screen stays while its parent passes new values (review45 P5d and review46 P8
  /// read three such findings not worth a change; earlier readers ten worth it).
  func testNavigationDestinationsAreNotPresentedContent() throws {
    let source = """
      struct Fees: View {
          let fee: Fee
          var body: some View {
              NavigationLink("Fees", destination: Page(a: fee))
              NavigationLink(destination: LazyView(Page(a: fee))) { Text("x") }
              NavigationLink { Page(a: fee) } label: { Page(a: fee) }
              NavigationLink(value: fee) { Page(a: fee) }
              List { }.navigationDestination(for: Fee.self) { fee in Page(a: fee) }
              Page(a: fee)
          }
      }
      """
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8))), project: nil)
    let pages = facts.labeledCalls.filter { $0.typeName == "Page" }
    XCTAssertEqual(pages.count, 7)
    XCTAssertEqual(pages.map(\.traits.isInPresentedContent), Array(repeating: false, count: 7))
  }

  /// Review43 P11: the element of rows keyed by the whole value (or a member of it), also
  /// through a `Button`'s label, is stable for the row; not with another key, not a value
  /// from outside the element, not a name an inner closure binds.
  func testTheElementOfSelfKeyedRowsIsStable() throws {
    let source = """
      struct Plugins: View {
          var body: some View {
              ForEach(plugins, id: \\.self) { plugin in Button { } label: { Row(a: plugin, b: plugin.name, c: model.count) } }
              List(plugins, id: \\.self) { Row(a: $0) }
              ForEach(plugins, id: \\.name) { plugin in Row(a: plugin) }
              ForEach(plugins, id: \\.self) { plugin in Menu { } label: { other.map { plugin in Row(a: plugin) } } }
              List(plugins, id: \\.self) { key in if key.isEmpty { NavigationLink("x") { Row(a: key) } } else { Row(a: key) } }
          }
      }
      """
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8))), project: nil)
    let rows = facts.labeledCalls.filter { $0.typeName == "Row" }
    XCTAssertEqual(rows.count, 6)
    XCTAssertEqual(Self.stableLabels(facts, of: "Row"), [["a", "b"], ["a"], [], [], ["a"], ["a"]])
  }

  /// The labels of each call of `typeName` whose argument is a life-long reference.
  /// Review47 P8 and LLMFarm's rows: a value computed from the row's key alone is the row's;
  /// one that also reads a static member, another value or a free function is not.
  func testAValueComputedFromTheRowKeyAloneIsStable() throws {
    let source = """
      struct Steps: View {
          var body: some View {
              ForEach(steps.indices, id: \\.self) { i in Row(a: i + 1, b: i * 2 - 1, c: total - i) }
              ForEach(models, id: \\.self) { m in Row(a: String(describing: m["name"]!), b: m.isPlus && !Helper.isSubscribed(), c: format(m)) }
              ForEach(models, id: \\.self) { m in Row(a: m.tags.map { $0.name }, b: m.isOn ? other : "x", c: self.value(m)) }
          }
      }
      """
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8))), project: nil)
    // The third row's values read a closure's own parameter, another value, `self`.
    XCTAssertEqual(Self.stableLabels(facts, of: "Row"), [["a", "b"], ["a"], []])
  }

  /// Review47 P6: a call keyed with `.id(…)` down its modifier chain passes nothing the view
  /// keeps past a new value; review47 P7 and its miss: a range of literals is fixed, a
  /// conversion of a value (`Double(yield)`) is not.
  func testKeyedCallsRangesAndConversions() throws {
    let source = """
      struct Recipe: View {
          var body: some View {
              Row(a: name, b: count).padding().id(name)
              Row(a: name, b: count).padding()
              Row(a: 0...5, b: Double(count), c: Double(4), d: String(localized: "x"), e: Model(count))
          }
      }
      """
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8))), project: nil)
    XCTAssertEqual(Self.stableLabels(facts, of: "Row"), [["a", "b"], [], []])
    let last = try XCTUnwrap(facts.labeledCalls.last { $0.typeName == "Row" })
    XCTAssertEqual((0..<5).map { last.traits.isFixedArgument(at: $0) }, [true, false, true, true, true])
  }

  /// Review48 P6: the caller's own `@State` that its file never reassigns nor binds is
  /// marked apart (the high bits), for the rule to judge an object by; one it reassigns,
  /// binds, or a plain `var`, is not.
  func testTheCallersSteadyStateIsMarked() throws {
    let source = """
      struct Screen: View {
          @State private var lesson: Lesson
          @State private var draft = Lesson()
          @State private var shown: Lesson = Lesson()
          var plain = Lesson()
          @State private var kept = Lesson()
          var body: some View {
              Row(a: lesson, b: draft, c: shown, d: plain, e: self.lesson, f: kept)
              Button("New") { draft = Lesson() }
              Toggle("x", isOn: $shown.flag)
          }
      }
      """
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8))), project: nil)
    let position = try XCTUnwrap(facts.labeledCalls.firstIndex { $0.typeName == "Row" })
    let mask = facts.stableArguments[position] ?? 0
    // A declaration's own `= Lesson()` is no reassignment (review49 P3).
    XCTAssertEqual((0..<6).map { mask & StableArguments.steadyStateBit($0) != 0 }, [true, false, false, false, true, true])
    XCTAssertEqual(mask & StableArguments.everyPosition, 0)
  }

  /// The caller's own `@State` values (or members of them) that nothing in the caller's
  /// type or its extensions in the file changes are recorded with the caller and property;
  /// a whole assignment, a binding, `_x = …`, a member or subscript write, a method call
  /// (unless a known read), a trailing-closure mutator and `inout` each make it changing.
  func testTheCallersSteadyValuesAreRecorded() throws {
    let source = """
      struct Screen: View {
          @State private var a = ""
          @State private var b = Item()
          @State private var c: [String] = []
          @State private var d = Item()
          @State private var e = Item()
          @State private var f = 0
          @State private var g: [Int] = []
          @State private var h = Item()
          @State private var i = Item()
          @State private var j = ""
          var body: some View {
              Row(a: a, b: b.name, c: c, d: d.name, e: self.e, f: f, g: g, h: h.title, i: i, j: j)
              Button("x") { c.append("y"); d.name = "z"; bump(&f); g.sort { $0 < $1 } }
              Text(h.title.uppercased() + (a.contains("q") ? "" : ""))
          }
          init() { _j = State(initialValue: "seed") }
      }
      extension Screen {
          func reset() { i.reset() }
      }
      struct Other: View {
          @State private var e = Item()
          var body: some View { Button("x") { e.name = "changed elsewhere" } }
      }
      """
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8))), project: nil)
    let position = try XCTUnwrap(facts.labeledCalls.firstIndex { $0.typeName == "Row" })
    let recorded = (facts.steadySources[position] ?? []).map { "\($0.position):\($0.ownerName).\($0.property)" }
    XCTAssertEqual(recorded, ["0:Screen.a", "1:Screen.b", "4:Screen.e", "7:Screen.h"])
  }

  static func stableLabels(_ facts: TypeFacts, of typeName: String) -> [[String]] {
    facts.labeledCalls.enumerated().filter { $0.element.typeName == typeName }.map { position, call in
      call.labels.indices.filter { (facts.stableArguments[position] ?? 0) & (1 << UInt32($0)) != 0 }.map { call.labels[$0] }
    }
  }

  /// Review46 P9: a literal in a call's eleventh (up to fifteenth) labeled argument is still
  /// a fixed value.
  func testALiteralInTheFifteenthArgumentIsFixed() throws {
    let labels = (1...15).map { "a\($0)" }
    let source = "let v = Item(" + labels.map { "\($0): x" }.dropLast().joined(separator: ", ") + ", a15: true)"
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8))), project: nil)
    let call = try XCTUnwrap(facts.labeledCalls.first)
    XCTAssertEqual(call.labels.count, 15)
    XCTAssertTrue(call.traits.isFixedArgument(at: 14), source)
    XCTAssertFalse(call.traits.isFixedArgument(at: 13))
  }

  /// Issue 20, review29 P2: only a view's render passes later values. Calls in a class's
  /// method, a free function, a non-view type or a coordinator's extension are outside it;
  /// a view's body, its `some View` and `@ViewBuilder` members, its `init` and an unknown
  /// extension's members are in it.
  func testCallsOutsideRenderCode() throws {
    let source = """
      struct Parent: View {
        init(x: Int) { _ = Edit(count: x) }
        var body: some View { Edit(count: n).sheet { Edit(count: n) } }
        var header: some View { let e = Edit(count: n); return e }
        @ViewBuilder func row() -> Row { Edit(count: n) }
        func tapped() { show(Edit(count: n)) }
      }
      final class Coordinator { func show() { present(Edit(count: n)) } }
      extension HomeCoordinator { func open() { present(Edit(count: n)) } }
      extension Parent { func more() -> Edit { Edit(count: n) } }
      enum Screens { static func make() -> Edit { Edit(count: n) }; static func card() -> some View { Edit(count: n) } }
      func make() -> Edit { Edit(count: n) }
      struct Wrapper: UIViewControllerRepresentable { func update() { host.rootView = Edit(count: n) } }
      """
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8))), project: nil)
    let edits = facts.labeledCalls.filter { $0.typeName == "Edit" }
    XCTAssertEqual(edits.map(\.line), [2, 3, 3, 4, 5, 6, 8, 9, 10, 11, 11, 12, 13])
    XCTAssertEqual(
      edits.map(\.traits.isOutsideRender), [false, false, false, false, false, false, true, true, false, true, false, true, false])
  }

  /// P2's host roots reached through `AnyView(…)`, a local `let`, or `self.rootView =` in an
  /// initializer; an assignment to `rootView` elsewhere (an update that runs per render) is not one.
  func testHostRootsThroughWrappersAndLocals() throws {
    let source = """
      struct R: UIViewControllerRepresentable {
        func make() -> UIViewController { UIHostingController(rootView: AnyView(Edit(count: n))) }
        func other() -> UIViewController { let view = Edit(count: n); return UIHostingController(rootView: view) }
        func update(_ host: UIHostingController<Edit>) { host.rootView = Edit(count: n) }
        func unrelated() { let view = Edit(count: n); keep(root: view) }
      }
      final class Host: UIHostingController<AnyView> {
        init() { super.init(rootView: AnyView(EmptyView())); self.rootView = AnyView(Edit(count: n)) }
      }
      """
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8))), project: nil)
    let edits = facts.labeledCalls.filter { $0.typeName == "Edit" }
    XCTAssertEqual(edits.map(\.line), [2, 3, 4, 5, 8])
    XCTAssertEqual(edits.map(\.traits.isHostRoot), [true, true, false, false, true])
  }

  /// P3: an argument naming a local `let` bound to a construction or a call, or a property
  /// the struct's own `init` assigns a construction, is an object built just upstream; the
  /// parent's own property or parameter, a `let` bound to a member, or a later `let` is not.
  func testObjectsBuiltUpstream() throws {
    let source = """
      struct P: View {
        let owned: Model
        let given: Model
        init(given: Model) { owned = Model(); self.given = given }
        var body: some View {
          let built = Model(id: 1)
          let made = try? factory.make()
          let member = store.model
          Edit(a: built, b: made, c: member, d: owned, e: self.owned, f: given, g: later)
          let later = Model()
        }
      }
      """
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8))), project: nil)
    let edit = try XCTUnwrap(facts.labeledCalls.first { $0.typeName == "Edit" })
    let upstream = edit.labels.indices.filter { edit.traits.isUpstreamObject(at: $0) }.map { edit.labels[$0] }
    XCTAssertEqual(upstream, ["a", "b", "d", "e"])
    XCTAssertFalse(edit.labels.indices.contains { edit.traits.isFixedArgument(at: $0) })
  }

  /// A struct named in lowercase (`struct editableField: View`) is a type its own file calls.
  func testLowercaseStructsAreCalledTypes() {
    let source = """
      struct editableField: View { @FocusState var focused: Bool; var body: some View { Text("") } }
      struct Cell: View { @FocusState var f: Bool; var body: some View { editableField(focused: _f) } }
      let x = other(focused: y)
      """
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8))), project: nil)
    XCTAssertEqual(facts.labeledCalls.map(\.typeName), ["editableField"])
  }

  func testLabeledCallsAndExtensionMentions() {
    let source = """
      let a = Edit(config: c, forward: f)\r
      let b: Edit = .init(forward: 2)
      let c = Screens.Edit.init(label: "x")
      let d = Text("no labels")
      extension Edit {
        var doubled: Int { $forward.wrappedValue * 2 + _label.count }
      }
      """
    let facts = TypeFacts(tree: SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8))), project: nil)
    XCTAssertEqual(facts.labeledCalls, [
      // Top-level code renders nothing: every call is outside render code (bit 29).
      LabeledCall(typeName: "Edit", labels: ["config", "forward"], line: 1, traits: CallTraits(bits: 1 << 29)),
      // A literal argument is a fixed value: bit 0 for the first label. A call passing only
      // fixed values is never asked where it sits.
      LabeledCall(typeName: "Edit", labels: ["forward"], line: 2, traits: CallTraits(bits: 1)),
      LabeledCall(typeName: "Edit", labels: ["label"], line: 3, traits: CallTraits(bits: 1)),
    ])
    XCTAssertEqual(facts.extensionMentions.map(\.line), [5])
    XCTAssertTrue(facts.extensionMentions[0].mentions("forward"))
    XCTAssertTrue(facts.extensionMentions[0].mentions("label"))
    XCTAssertFalse(facts.extensionMentions[0].mentions("config"))
    // Files nobody parses still name the calls, so a decision can ask for them.
    let names = Array(source.utf8).withUnsafeBufferPointer { DeclaredNames.scan($0) }
    XCTAssertTrue(names.isSuperset(of: ["(Edit", "+Edit"]), "\(names)")
  }
}
