@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import XCTest

/// The stricter lookup the reference-type rules resolve names with: module prefixes,
/// private types, related projects, aliases and generic parameters.
final class TypeIndexVisibilityTests: XCTestCase {
  func facts(_ path: String, _ code: String, project: String?) -> TypeFacts {
    TypeFacts(tree: SyntaxTree(source: SourceFile(path: path, text: code)), project: project)
  }

  func kind(_ index: TypeIndex, _ name: String, project: String?, scope: [String] = [], file: String? = nil) -> Declaration.Kind? {
    if case .type(let entry) = index.resolveVisible(name, from: project, scope: scope, file: file) { return entry.kind }
    return nil
  }

  func testModulePrefixResolvesOnlyInAKnownPackageModule() {
    let index = TypeIndex([
      facts("/app/Packages/StoreKitLite/Sources/StoreKitLite/Store.swift", "final class Store {}", project: "/app/Packages/StoreKitLite"),
      facts("/app/App/Model.swift", "final class Manga {}", project: "/app"),
    ])
    XCTAssertEqual(kind(index, "StoreKitLite.Store", project: "/app"), .class)
    XCTAssertNil(kind(index, "Runner.Manga", project: "/app"), "an unknown module's Manga is not ours")
  }

  func testPrivateTypesStayInTheirFile() {
    let index = TypeIndex([facts("/p/A.swift", "private final class Box {}", project: "/p")])
    XCTAssertEqual(kind(index, "Box", project: "/p", file: "/p/A.swift"), .class)
    XCTAssertNil(kind(index, "Box", project: "/p", file: "/p/B.swift"))
  }

  func testUnrelatedProjectsDoNotLendNames() {
    let index = TypeIndex([
      facts("/apps/one/Image.swift", "class Image {}", project: "/apps/one"),
      facts("/apps/two/Package/Sources/Kit/Item.swift", "class Item {}", project: "/apps/two/Package"),
      facts("/apps/two/App.swift", "struct App {}", project: "/apps/two"),
    ])
    XCTAssertNil(kind(index, "Image", project: "/apps/two"))
    XCTAssertEqual(kind(index, "Item", project: "/apps/two"), .class, "a package inside the app's project folder")
  }

  func testAliasesAndGenericParametersAndNestedScopes() {
    let index = TypeIndex([facts("/p/A.swift", """
      final class AppStore {}
      typealias Store = AppStore
      struct Values {}
      typealias Preferences = Values
      struct Row<Model> {}
      final class Model {}
      enum Sidebar { final class Section {} }
      struct Section {}
      """, project: "/p")])
    XCTAssertEqual(kind(index, "Store", project: "/p"), .class)
    XCTAssertEqual(kind(index, "Preferences", project: "/p"), .struct)
    XCTAssertNil(kind(index, "Model", project: "/p", scope: ["Row"]), "the generic parameter hides the class")
    XCTAssertEqual(kind(index, "Section", project: "/p", scope: ["Sidebar"]), .class)
    XCTAssertEqual(kind(index, "Section", project: "/p"), .struct)
  }
}
