@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import XCTest

/// The syntax layer: declarations with their parts, calls with labels and trailing
/// closures, modifier chains, block roles, brackets and recovery.
final class SyntaxTests: XCTestCase {
  func tree(_ code: String) -> SyntaxTree { SyntaxTree(source: SourceFile(path: "T.swift", text: code)) }

  func testTypeDeclarationsWithGenericsInheritanceAttributesAndMembers() {
    let t = tree("""
      @MainActor
      public struct Row<Item: Identifiable>: SwiftUI.View, Equatable where Item: Hashable {
        @State private(set) var count: Int = 0
        let title: String
        var body: some View { Text(title) }
        struct Nested: View { var body: some View { EmptyView() } }
      }
      extension Outer.Inner: ObservableObject {}
      final class Model: ObservableObject { @Published var x = 1 }
      actor Cache {}
      """)
    let names = t.declarations.map { "\($0.kind):\(t.name(of: $0))" }
    XCTAssertEqual(names, [
      "struct:Row", "variable:count", "constant:title", "variable:body", "struct:Nested", "variable:body",
      "extension:Outer.Inner", "class:Model", "variable:x", "actor:Cache",
    ])
    let row = t.declarations[0]
    XCTAssertEqual(t.attributes(of: row).map { t.text($0.nameToken) }, ["MainActor"])
    XCTAssertEqual(t.modifiers(of: row).map { t.text($0.token) }, ["public"])
    XCTAssertEqual(t.inheritance(of: row).map { t.text($0.nameToken) }, ["View", "Equatable"])
    let count = t.declarations[1]
    XCTAssertEqual(count.parent, 0)
    XCTAssertEqual(t.modifiers(of: count).map { t.text(from: $0.token, through: $0.lastToken) }, ["private(set)"])
    XCTAssertEqual(t.text(from: count.typeTokens.lowerBound, through: count.typeTokens.upperBound - 1), "Int")
    XCTAssertEqual(t.text(from: count.initializerTokens.lowerBound, through: count.initializerTokens.upperBound - 1), "0")
    XCTAssertEqual(t.qualifiedName(of: 4), "Row.Nested")
    XCTAssertEqual(t.inheritance(of: t.declarations[6]).map { t.text($0.nameToken) }, ["ObservableObject"])
  }

  /// `#if DEBUG` branches end at their `#else`, `#elseif` or `#endif`, nested `#if`s
  /// counted; a condition that admits other builds, or negates DEBUG, is no such branch.
  func testDebugOnlyBranches() {
    let t = tree("""
      #if DEBUG
      let a = 1
      #if os(iOS)
      let b = 2
      #endif
      #else
      let c = 3
      #endif
      #if DEBUG && targetEnvironment(simulator)
      let d = 4
      #elseif BETA
      let e = 5
      #endif
      #if DEBUG || BETA
      let f = 6
      #endif
      #if !DEBUG
      let g = 7
      #endif
      """)
    let inside = t.declarations.filter { declaration in
      t.debugOnlyBranches().contains { $0.contains(declaration.firstToken) }
    }.map { t.name(of: $0) }
    XCTAssertEqual(inside, ["a", "b", "d"])
  }

  func testFunctionsAndInitializers() {
    let t = tree("""
      struct S {
        init?(value: Int) async throws { }
        func make<T>(_ x: T, in y: Int) -> Binding<T> where T: Equatable { fatalError() }
        static func == (a: S, b: S) -> Bool { true }
        subscript(i: Int) -> Int { get { i } set { } }
      }
      """)
    let kinds = t.declarations.map(\.kind)
    XCTAssertEqual(kinds, [.struct, .initializer, .function, .function, .subscript])
    let make = t.declarations[2]
    XCTAssertEqual(t.name(of: make), "make")
    XCTAssertEqual(t.text(from: make.typeTokens.lowerBound, through: make.typeTokens.upperBound - 1), "Binding<T>")
    XCTAssertGreaterThan(try XCTUnwrap(make.parameterList), 0)
    XCTAssertEqual(t.name(of: t.declarations[3]), "==")
  }

  func testPropertiesWithObserversComputedBodiesAndMultipleBindings() {
    let t = tree("""
      struct S {
        var a = 1 { didSet { print(a) } }
        var b: Int { a + 1 }
        let c = 1, d = 2
        var e = items.map { $0 }
          .filter { $0 > 0 }
        var f = 3
      }
      """)
    let names = t.declarations.dropFirst().map { t.name(of: $0) }
    XCTAssertEqual(names, ["a", "b", "c", "d", "e", "f"])
    XCTAssertGreaterThan(try XCTUnwrap(t.declarations[1].body), 0, "observer block is the body of 'a'")
    XCTAssertGreaterThan(try XCTUnwrap(t.declarations[2].body), 0, "computed body of 'b'")
    let e = t.declarations[5]
    XCTAssertEqual(t.text(from: e.initializerTokens.lowerBound, through: e.initializerTokens.upperBound - 1), "items.map { $0 }\n    .filter { $0 > 0 }")
  }

  func testCallsWithLabelsAndMultipleTrailingClosures() throws {
    let t = tree("""
      let b = Binding<Bool>(get: { x != nil }, set: { if !$0 { x = nil } })
      let c = Binding { x } set: { x = $0 }
      Button("Save", role: .destructive) { save() }
      """)
    let bindingIndex = try XCTUnwrap((0..<t.tokenCount).first { t.token($0, is: "Binding") })
    let first = try XCTUnwrap(t.call(at: bindingIndex))
    XCTAssertEqual(first.arguments.map { $0.label.map(t.text) ?? "_" }, ["get", "set"])
    XCTAssertTrue(first.trailingClosures.isEmpty)
    let secondIndex = try XCTUnwrap((bindingIndex + 1..<t.tokenCount).first { t.token($0, is: "Binding") })
    let second = try XCTUnwrap(t.call(at: secondIndex))
    XCTAssertNil(second.openParen)
    XCTAssertEqual(second.trailingClosures.map { $0.label.map(t.text) ?? "_" }, ["_", "set"])
    let button = try XCTUnwrap((0..<t.tokenCount).first { t.token($0, is: "Button") })
    let buttonCall = try XCTUnwrap(t.call(at: button))
    XCTAssertEqual(buttonCall.arguments.count, 2)
    XCTAssertEqual(buttonCall.argument(labeled: "role", in: t).map { t.text($0.valueStart) }, ".")
    XCTAssertEqual(buttonCall.trailingClosures.count, 1)
  }

  func testModifierChainAndBlockRoles() throws {
    let t = tree("""
      struct V: View {
        var body: some View {
          List { Text("a") }
            .alert("Rename", isPresented: $show) {
              TextField("Name", text: $name)
              Button("OK") { commit() }
            }
            .onAppear { load() }
          if flag { Text("b") }
        }
      }
      """)
    let alert = try XCTUnwrap((0..<t.tokenCount).first { t.token($0, is: "alert") })
    XCTAssertEqual(t.kind(alert - 1), .period)
    let call = try XCTUnwrap(t.call(at: alert))
    XCTAssertEqual(call.argument(labeled: "isPresented", in: t).map { t.text(from: $0.valueStart, through: $0.valueEnd - 1) }, "$show")
    XCTAssertEqual(call.trailingClosures.count, 1)
    func roleOfBrace(after name: StaticString) throws -> BlockRole {
      let index = try XCTUnwrap((0..<t.tokenCount).first { t.token($0, is: name) })
      let brace = try XCTUnwrap((index..<t.tokenCount).first { t.kind($0) == .leftBrace })
      return t.role(ofBlock: brace)
    }
    if case .closure(let callee, _, let trailing) = try roleOfBrace(after: "onAppear") {
      XCTAssertTrue(t.token(try XCTUnwrap(callee), is: "onAppear"))
      XCTAssertTrue(trailing)
    } else { XCTFail("onAppear closure") }
    XCTAssertEqual(try roleOfBrace(after: "if"), .controlFlow)
    if case .declarationBody(let owner) = try roleOfBrace(after: "body") { XCTAssertEqual(t.name(of: t.declarations[owner]), "body") } else { XCTFail("body") }
    let ok = try XCTUnwrap((0..<t.tokenCount).first { t.token($0, is: "OK") == false && t.token($0, is: "Button") })
    let okCall = try XCTUnwrap(t.call(at: ok))
    XCTAssertEqual(t.role(ofBlock: okCall.trailingClosures[0].open), .closure(callee: ok, label: nil, isTrailing: true))
  }

  func testBracketsMatchAcrossInterpolationAndRecoverFromStrayClosers() {
    let t = tree(#"let s = "\(f(a[0]))" ) ; struct S { var x = 1 }"#)
    let open = (0..<t.tokenCount).first { t.kind($0) == .interpolationOpen }!
    XCTAssertEqual(t.kind(t.partner(open)), .interpolationClose)
    XCTAssertFalse(t.brackets.issues.isEmpty, "the stray ')' is reported")
    XCTAssertTrue(t.declarations.contains { t.name(of: $0) == "S" }, "the rest of the file is still read")
  }

  func testMalformedDeclarationRecoversLocally() {
    let t = tree("struct { var broken\nstruct Fine: View { @State var a = 1 }")
    XCTAssertTrue(t.declarations.contains { t.name(of: $0) == "Fine" })
    XCTAssertTrue(t.declarations.contains { t.name(of: $0) == "a" })
  }
}
