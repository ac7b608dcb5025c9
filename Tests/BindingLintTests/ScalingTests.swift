@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import BindingLintTestSupport
import XCTest

/// Work that must not grow with the square of the input: these tests count the steps the
/// engine takes (never the time) on deep nesting, and check that the shortcuts that keep
/// it linear give the answers of the plain walks they replace.
final class ScalingTests: XCTestCase {
  func tree(_ code: String, path: String = "T.swift") -> SyntaxTree {
    SyntaxTree(source: SourceFile(path: path, text: code))
  }

  /// `depth` closures nested in `body`, each holding a `Binding(get:set:)`.
  func nestedClosures(_ depth: Int) -> String {
    var code = "struct Host: View {\n  @State private var on = false\n  var body: some View {\n"
    for level in 0..<depth { code += "VStack { Text(\"\(level)\").opacity(Binding(get: { on }, set: { on = $0 }).wrappedValue ? 1 : 0)\n" }
    code += String(repeating: "}\n", count: depth)
    return code + "  }\n}\n"
  }

  /// Each bracket is classified once, however many tokens inside it ask: the walks from
  /// 300 nested bindings took 45,000 classifications before.
  func testRenderOwnerClassifiesEachBracketOnce() {
    let tree = tree(nestedClosures(300))
    var walk = OutwardWalk<RenderOwner>()
    var classified = 0
    var owners = 0
    for binding in tree.manualBindings() {
      let owner = walk.verdict(for: binding.firstToken, in: tree) { open in
        classified += 1
        return tree.renderStep(at: open)
      }
      if case .member = owner { owners += 1 }
    }
    XCTAssertEqual(owners, 300)
    let brackets = (0..<tree.tokenCount).filter { tree.partner($0) > $0 }.count
    XCTAssertLessThanOrEqual(classified, brackets)
  }

  /// The plain walk the memo replaces, step limit included.
  func plainRenderOwner(_ tree: SyntaxTree, _ index: Int, limit: Int) -> RenderOwner? {
    var open = tree.enclosing(index)
    var steps = 0
    while open >= 0 && steps < limit {
      steps += 1
      if case .stop(let verdict) = tree.renderStep(at: open) { return verdict }
      open = tree.enclosing(open)
    }
    return nil
  }

  func describe(_ owner: RenderOwner?) -> String {
    switch owner {
    case .member(let index): "member \(index)"
    case .preview(let token): "preview \(token)"
    case nil: "none"
    }
  }

  /// Past `stepLimit` brackets the answer is "none", as it was: a binding 10,001 brackets
  /// deep has no owner, one 9,999 deep has. Asked inside out and outside in.
  func testRenderOwnerKeepsTheStepLimit() {
    let limit = OutwardWalk<RenderOwner>.stepLimit
    let tree = tree(nestedClosures(limit + 2))
    let bindings = tree.manualBindings().map(\.firstToken)
    for order in [bindings, Array(bindings.reversed())] {
      var walk = OutwardWalk<RenderOwner>()
      var answers: [Int: String] = [:]
      for binding in order { answers[binding] = describe(walk.verdict(for: binding, in: tree) { tree.renderStep(at: $0) }) }
      // Outermost first: owned by `body` down to the limit, then none.
      guard let boundary = bindings.firstIndex(where: { answers[$0] == "none" }), boundary > 0 else { return XCTFail("no boundary") }
      XCTAssertTrue(bindings[..<boundary].allSatisfy { answers[$0] == "member 2" })
      XCTAssertTrue(bindings[boundary...].allSatisfy { answers[$0] == "none" })
      for position in [0, boundary - 1, boundary, bindings.count - 1] {
        XCTAssertEqual(answers[bindings[position]], describe(plainRenderOwner(tree, bindings[position], limit: limit)), "binding \(position)")
      }
    }
  }

  /// The top-down pass agrees with the walk over ancestors on every declaration.
  func testFilePrivateComputedTopDownMatchesTheAncestorWalk() throws {
    var sources = [
      "private struct A { struct B { fileprivate struct C { struct D {} } } }\nstruct E { private(set) var x = 0; struct F {} }",
      "enum G { private enum H { typealias I = Int; class J { func k() { struct L {} } } } }",
    ]
    for rule in RuleRegistry.all {
      let folder = TestSupport.fixturesRoot + "/" + rule.id
      for path in TestSupport.swiftFiles(in: folder) { sources.append(try String(contentsOfFile: path, encoding: .utf8)) }
    }
    var privateCount = 0
    for source in sources {
      let tree = tree(source)
      let computed = tree.filePrivateDeclarations()
      for index in tree.declarations.indices {
        XCTAssertEqual(computed[index], tree.isFilePrivate(index), "declaration \(index) of \(source.prefix(60))")
        if computed[index] { privateCount += 1 }
      }
    }
    XCTAssertGreaterThan(privateCount, 5)
  }

  /// Extending an index file by file, out of input order, gives the index built at once:
  /// same entries under each name in the same order, same conformances, same externals.
  func testExtendedIndexEqualsTheIndexBuiltAtOnce() {
    let files: [(String, String?)] = [
      ("extension Foo: View {}\nextension Bar: Hashable {}\nextension Self.Baz: P {}", "/a"),
      ("struct Foo {}\nextension Outer.Inner: Q {}", "/b"),
      ("struct Foo { struct Bar {} }\nenum Outer { struct Inner {} }", "/a"),
      ("class Bar: Base {}\nstruct Baz {}", "/a"),
      ("extension Foo: Identifiable {}\nstruct Foo {}", "/c"),
    ]
    let facts = files.enumerated().map { index, file in
      TypeFacts(tree: tree(file.0, path: "F\(index).swift"), project: file.1)
    }
    let whole = TypeIndex(facts, projects: ["/a", "/b", "/c"])
    for arrival in [[4, 3, 2, 1, 0], [1, 0, 4, 2, 3], [2, 0, 3, 4, 1]] {
      let grown = TypeIndex(ordered: [(arrival[0], facts[arrival[0]])], projects: ["/a", "/b", "/c"])
      for input in arrival.dropFirst() { grown.extend(with: [(input, facts[input])]) }
      XCTAssertEqual(summary(grown), summary(whole), "arrival \(arrival)")
    }
    XCTAssertTrue(whole.isViewType("Foo", in: "/a"), "the /a extension reaches /a's Foo")
    XCTAssertFalse(whole.isViewType("Foo", in: "/b"), "and only that one")
  }

  func summary(_ index: TypeIndex) -> [String] {
    var lines: [String] = []
    for (name, list) in index.byQualifiedName.sorted(by: { $0.key < $1.key }) {
      let described = list.map { entry in
        let value = index.entries[entry]
        return "\(value.project ?? "-") \(value.kind) [\(value.inherited.sorted().joined(separator: ","))]"
      }
      lines.append("\(name): \(described.joined(separator: " | "))")
    }
    for (name, list) in index.bySimpleName.sorted(by: { $0.key < $1.key }) {
      lines.append("simple \(name): \(list.map { index.entries[$0].qualifiedName + "@" + (index.entries[$0].project ?? "-") })")
    }
    for (name, added) in index.externalConformances.sorted(by: { $0.key < $1.key }) {
      lines.append("external \(name): \(added.sorted())")
    }
    return lines
  }

  /// What each file keeps until the report stays small: with tens of thousands of files,
  /// every inline byte of an outcome counts (it was 120 bytes with the facts inline).
  func testFileOutcomeStaysSmall() {
    XCTAssertLessThanOrEqual(MemoryLayout<Runner.FileOutcome>.stride, 64)
  }

  /// Name keys match as the index compares names, by canonical equivalence: `é`
  /// composed or not, and `K` as KELVIN SIGN (the one letter equal to an ASCII one).
  func testDeclaredNameKeysMatchEqualNames() {
    let hashes = DeclaredNames.Hashes(["Caf\u{E9}", "Store", "\u{212A}elvin"])
    XCTAssertTrue(hashes.containsAny(of: [NameKey.of("Cafe\u{301}")]))
    XCTAssertTrue(hashes.containsAny(of: [NameKey.of("Kelvin")]))
    XCTAssertTrue(hashes.containsAny(of: [NameKey.of("Store"), NameKey.of("Other")]))
    XCTAssertFalse(hashes.containsAny(of: [NameKey.of("Other")]))
    XCTAssertNotEqual(NameKey.of("Store"), NameKey.of("(Store"))
  }

  /// Keys are the same in every process: the name cache keeps them on disk. (FNV-1a of
  /// the UTF-8 bytes; a change here must bump `NameCache.formatVersion`.)
  func testNameKeysAreFixed() {
    XCTAssertEqual(NameKey.of(""), Int(bitPattern: 0xcbf2_9ce4_8422_2325))
    XCTAssertEqual(NameKey.of("a"), Int(bitPattern: 0xaf63_dc4c_8601_ec8c))
  }

  /// The provider an alert names is the first declaration in source order that is a
  /// local before the alert or a member of the alert's type, looked up by name now.
  func testAlertProviderIsTheFirstMatchInSourceOrder() {
    func alertFindings(memberFirst: Bool, otherType: Bool) -> Int {
      let member = "  var showing: Binding<Bool> { Binding(get: { flag }, set: { flag = $0 }) }\n"
      let body = """
          var body: some View {
            let showing = Binding(get: { item != nil }, set: { _ in item = nil })
            return List { }.alert("Rename", isPresented: showing) { TextField("T", text: $text) }
          }

        """
      let view = "struct Folders: View {\n  @State private var item: Item?\n" + (memberFirst ? member + body : body + member) + "}\n"
      let other = otherType ? "struct Other { var showing: Binding<Bool> { .constant(true) } }\nextension Folders { var x: Int { 0 } }\n" : ""
      return TestSupport.lint(other + view).filter { $0.ruleID == "optional_alert_textfield" }.count
    }
    XCTAssertEqual(alertFindings(memberFirst: false, otherType: false), 1, "the local comes first")
    XCTAssertEqual(alertFindings(memberFirst: true, otherType: false), 0, "the member comes first")
    XCTAssertEqual(alertFindings(memberFirst: false, otherType: true), 1, "another type's member does not count")
  }

  /// The shadowing walk keeps answers per bracket: a parameter named like the property
  /// hides it inside its closure only, however many references share the brackets.
  func testClosureParameterShadowsOnlyInsideItsClosure() {
    func findings(parameter: String, outsideUse: Bool) -> Int {
      let outside = outsideUse ? "Text(\"\\(counter.count)\").onTapGesture { counter.count += 1 }\n" : ""
      let code = """
        final class Counter { var count = 0 }
        struct V: View {
          @State private var counter = Counter()
          let items: [Counter]
          var body: some View {
            VStack { \(outside)VStack { ForEach(items) { \(parameter) in Text("\\(counter.count)").onTapGesture { counter.count += 1 } } } }
          }
        }
        """
      return TestSupport.lint(code).filter { $0.ruleID == "reference_type_state" }.count
    }
    XCTAssertEqual(findings(parameter: "_", outsideUse: false), 1)
    XCTAssertEqual(findings(parameter: "counter", outsideUse: false), 0, "every use is the parameter")
    XCTAssertEqual(findings(parameter: "counter", outsideUse: true), 1, "uses outside the closure are the property's")
  }
}

/// A name declared again and again in one type is scanned for once: each scan meets every
/// declaration of the name, so one scan per declaration made such a file quadratic (a fuzzed
/// 190 KB file: 3.4G instructions; 4,000 copies of `@State private var owner = Owner()`: 11 s).
final class RepeatedDeclarationScalingTests: XCTestCase {
  func repeated(_ declaration: String, times: Int, use: String) -> SyntaxTree {
    let declarations = String(repeating: "  \(declaration)\n", count: times)
    let code = """
      final class Owner { var name = "" }
      struct V: View {
      \(declarations)  var body: some View { Text(\(use)) }
      }
      """
    return SyntaxTree(source: SourceFile(path: "V.swift", text: code))
  }

  func testRepeatedStatePropertyIsScannedOnce() {
    let tree = repeated("@State private var owner = Owner()", times: 300, use: "owner.name")
    var usages = ReferenceUsageMemo()
    let findings = ReferenceTypeStateRule().check(FileContext(tree: tree, project: nil), usages: &usages)
    XCTAssertEqual(findings.count, 300, "every declaration still gets its own finding")
    XCTAssertEqual(usages.scans, 1)
  }

  func testRepeatedBindingPropertyAndHolderAreScannedOnceEach() {
    let properties = repeated("@Binding var owner: Owner", times: 300, use: "owner.name")
    var usages = ReferenceUsageMemo()
    XCTAssertEqual(ReferenceTypeBindingRule().check(FileContext(tree: properties, project: nil), usages: &usages).count, 300)
    XCTAssertEqual(usages.scans, 1)

    let holders = repeated("var owner: Binding<Owner>", times: 300, use: "owner.wrappedValue.name")
    usages = ReferenceUsageMemo()
    XCTAssertEqual(ReferenceTypeBindingRule().check(FileContext(tree: holders, project: nil), usages: &usages).count, 300)
    XCTAssertEqual(usages.scans, 1)
  }

  /// The memo answers what a scan answers: names and places that differ are not merged.
  func testMemoAnswersAsTheScan() {
    let code = """
      final class Owner { var name = "" }
      struct V: View {
        @State private var owner = Owner()
        @State private var other = Owner()
        var body: some View { TextField("", text: $owner.name) }
      }
      """
    let tree = SyntaxTree(source: SourceFile(path: "V.swift", text: code))
    let all = [0..<tree.tokenCount]
    var usages = ReferenceUsageMemo()
    let owner = usages.usage(of: "owner", in: all, isBindingValue: false, tree: tree)
    let other = usages.usage(of: "other", in: all, isBindingValue: false, tree: tree)
    XCTAssertTrue(owner.projectsMember)
    XCTAssertFalse(other.projectsMember)
    XCTAssertFalse(usages.usage(of: "owner", in: [0..<5], isBindingValue: false, tree: tree).projectsMember)
    XCTAssertTrue(usages.usage(of: "owner", in: all, isBindingValue: false, tree: tree).projectsMember)
    XCTAssertEqual(usages.scans, 3)
  }
}

/// The baseline construct (the whole finding's text, normalized and hashed) is computed
/// only when a baseline is applied or written: in a file whose braces never close, nested
/// findings each span to its end, and computing it for every finding of every run was
/// findings × file size (83% of a fuzzed file's time).
final class BaselineConstructCostTests: XCTestCase {
  func diagnostics(baseline: BaselineUse?, keepsConstructs: Bool = false) throws -> [Diagnostic] {
    let root = try makeProject([
      "V.swift": "import SwiftUI\nstruct V: View {\n  @State var count = 0\n  var body: some View { Text(\"\\(count)\") }\n}\n",
    ])
    var request = LintRequest()
    request.paths = [root]
    // The finding is non_private_state's, off by default: turned on as '--enable' would.
    request.rules = Configuration().selectRules(enable: ["non_private_state"], disable: []).rules
    request.baseline = baseline
    request.keepsBaselineConstructs = keepsConstructs
    return LintSession.run(request, writer: request.writer).report.diagnostics
  }

  func testConstructOnlyWithABaseline() throws {
    let plain = try diagnostics(baseline: nil)
    XCTAssertEqual(plain.map(\.ruleID), ["non_private_state"])
    XCTAssertEqual(plain.map(\.construct), [""])
    let withBaseline = try diagnostics(baseline: .hide(Baseline(path: "/nonexistent/baseline.json")))
    XCTAssertEqual(withBaseline.map(\.construct), ["@State var count = 0"])
    XCTAssertEqual(try diagnostics(baseline: nil, keepsConstructs: true).map(\.construct), ["@State var count = 0"])
  }
}

extension RepeatedDeclarationScalingTests {
  /// Enclosing type names stop at the innermost 32 types, like qualified names, and stay
  /// outermost first; a shallow type gets all of them.
  func testEnclosingTypeNamesKeepTheInnermost32() {
    let code = (0..<40).map { "struct T\($0) {" }.joined(separator: "\n") + "\nvar x = 0\n" + String(repeating: "}\n", count: 40)
    let tree = SyntaxTree(source: SourceFile(path: "T.swift", text: code))
    let x = tree.declarations.firstIndex { $0.kind == .variable }!
    let names = tree.enclosingTypeNames(of: x)
    XCTAssertEqual(names.count, 32)
    XCTAssertEqual(names.last, tree.qualifiedName(of: try XCTUnwrap(tree.declarations[x].parent)))
    XCTAssertEqual(names.first, (0...8).map { "T\($0)" }.joined(separator: "."), "the outermost kept is T8")
    let shallow = tree.declarations.firstIndex { $0.kind == .struct && tree.name(of: $0) == "T2" }!
    XCTAssertEqual(tree.enclosingTypeNames(of: shallow), ["T0", "T0.T1"])
  }
}
