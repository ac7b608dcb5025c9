@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
import BindingLintTestSupport
import Foundation
import XCTest

/// A run extracts only as much of the view graph as its rules declare
/// (`ViewGraphRule.viewGraphExtent`). These tests hold the declarations to what the rules
/// read: the fixture tests run every rule at once, so the largest extent always wins there,
/// and a rule that read more than it declares would pass them and still decide on missing
/// facts in a run of the default rules.
final class ViewGraphExtentTests: XCTestCase {
  /// Every fixture folder, as in-memory files of one project each.
  func fixtureProjects() throws -> [(name: String, files: [Runner.Input])] {
    let folders = try FileManager.default.contentsOfDirectory(atPath: TestSupport.fixturesRoot).sorted()
    return try folders.compactMap { folder in
      let root = TestSupport.fixturesRoot + "/" + folder
      let paths = TestSupport.swiftFiles(in: root)
      guard !paths.isEmpty else { return nil }
      let inputs = try paths.map { path in
        Runner.Input(
          path: String(path.dropFirst(root.count + 1)), project: "/test-project",
          bytes: try XCTUnwrap(FileManager.default.contents(atPath: path)).map { $0 })
      }
      return (folder, inputs)
    }
  }

  /// Each view-graph rule alone, strict and not, finds on every fixture folder what it finds
  /// when the whole graph is extracted.
  func testEachViewGraphRuleAloneDecidesAsOnTheWholeGraph() throws {
    let projects = try fixtureProjects()
    var constructionFindings = 0
    for registered in RuleRegistry.all {
      guard let graphRule = registered as? any ViewGraphRule else { continue }
      var variants: [any Rule] = [registered]
      if var strict = registered as? any StrictOptionRule {
        strict.isStrict = true
        variants.append(strict)
      }
      for rule in variants {
        for project in projects {
          var declared = Runner(rules: [rule], jobs: 1)
          declared.parsesEveryFile = true
          var whole = declared
          whole.drawsViewGraph = true
          XCTAssertEqual(declared.viewGraphExtent, graphRule.viewGraphExtent)
          XCTAssertEqual(whole.viewGraphExtent, .environment)
          let found = declared.run(project.files).report.diagnostics
          XCTAssertEqual(found, whole.run(project.files).report.diagnostics, "\(rule.id) on \(project.name)")
          if graphRule.viewGraphExtent == .constructions { constructionFindings += found.count }
        }
      }
    }
    XCTAssertGreaterThan(constructionFindings, 20, "the rules that declare .constructions must be exercised")
  }

  /// The default rules need only the constructions; `missing_environment_object` needs the
  /// environment, and a run that enables it gets it.
  func testARunExtractsTheLargestExtentItsRulesDeclare() {
    XCTAssertEqual(Runner(rules: RuleRegistry.enabledByDefault).viewGraphExtent, .constructions)
    XCTAssertEqual(Runner(rules: RuleRegistry.enabledByDefault + [MissingEnvironmentObjectRule()]).viewGraphExtent, .environment)
    XCTAssertEqual(Runner(rules: [MissingEnvironmentObjectRule()]).viewGraphExtent, .environment)
    XCTAssertEqual(Runner(rules: [NonPrivateStateRule()]).viewGraphExtent, .none)
    XCTAssertFalse(Runner(rules: [NonPrivateStateRule()]).collectsViewGraph)
    var drawing = Runner(rules: [NonPrivateStateRule()])
    drawing.drawsViewGraph = true
    XCTAssertEqual(drawing.viewGraphExtent, .environment)
    var runner = Runner(rules: [NonPrivateStateRule()])
    runner.rules = [ForEachIndexBindingRule()]
    XCTAssertEqual(runner.viewGraphExtent, .constructions, "the extent follows the rules when they change")
  }

  /// What `.constructions` keeps is exactly the whole extraction's construction sites,
  /// without the providers around them and the bindings they pass.
  func testTheConstructionsAreTheWholeGraphsSitesWithoutTheEnvironment() throws {
    var sites = 0
    for project in try fixtureProjects() {
      for input in project.files {
        let tree = SyntaxTree(source: SourceFile(path: input.path.display, bytes: input.bytes ?? []))
        let whole = ViewGraphFacts(extracting: tree)
        let constructions = ViewGraphFacts(extracting: tree, extent: .constructions)
        XCTAssertEqual(whole.extent, .environment)
        XCTAssertEqual(constructions.extent, .constructions)
        var expected = ViewGraphFacts()
        expected.extent = .constructions
        expected.sites = whole.sites.filter { !$0.isMemberUse }.map { site in
          var site = site
          site.steps.removeAll { if case .provider = $0 { return true } else { return false } }
          site.bindings = []
          return site
        }
        XCTAssertEqual(constructions, expected, "\(project.name)/\(input.path.display)")
        sites += constructions.sites.count
      }
    }
    XCTAssertGreaterThan(sites, 100)
    XCTAssertEqual(ViewGraphFacts(extracting: SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array("struct A {}".utf8))), extent: .none), ViewGraphFacts())
  }
}
