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

/// Rule metadata is documentation and test input at once; these keep it honest.
final class MetadataTests: XCTestCase {
  func testIdsSummariesAndExampleCounts() {
    var seen = Set<String>()
    for description in RuleRegistry.descriptions {
      XCTAssertTrue(seen.insert(description.id).inserted, "duplicate id \(description.id)")
      XCTAssertTrue(description.id.allSatisfy { $0.isLowercase || $0 == "_" }, "\(description.id) is not snake_case")
      XCTAssertFalse(description.summary.contains("\n"), "\(description.id) summary spans lines")
      XCTAssertFalse(description.summary.hasSuffix("."), "\(description.id) summary ends with a period")
      XCTAssertGreaterThanOrEqual(description.triggering.count, 5, "\(description.id) needs 5 triggering examples")
      XCTAssertGreaterThanOrEqual(description.nonTriggering.count, 10, "\(description.id) needs 10 non-triggering examples")
      XCTAssertGreaterThan(description.rationale.count, 200, "\(description.id) rationale is too thin")
    }
  }

  /// The `Fix:` line a rule's page prints is what its findings carry: a rule documented as
  /// safe offers no unsafe fix in its examples, one documented as unsafe no safe fix, and
  /// one documented as either offers fixes.
  func testDocumentedFixSafetyMatchesTheExamplesFixes() {
    for rule in RuleRegistry.all {
      let description = type(of: rule).description
      var safeties = Set<Fix.Safety>()
      for example in description.triggering {
        for diagnostic in TestSupport.lint(example.strippedCodeAndMarkers.code, rules: [rule]) where diagnostic.ruleID == rule.id {
          if let fix = diagnostic.fix { safeties.insert(fix.safety) }
        }
      }
      switch description.fixSafety {
      case .safe: XCTAssertEqual(safeties, [.safe], "\(rule.id) is documented as safe")
      case .unsafe: XCTAssertEqual(safeties, [.unsafe], "\(rule.id) is documented as unsafe")
      // Unsafe where another file or an unread shape is involved: the rules' own tests.
      case .safeOrUnsafe: XCTAssertFalse(safeties.isEmpty, "\(rule.id) is documented with fixes")
      case .adviceOnly: break
      }
    }
  }

  func testMessagesHaveNoFinalPeriod() {
    for rule in RuleRegistry.all {
      for example in type(of: rule).description.triggering {
        for diagnostic in TestSupport.lint(example.strippedCodeAndMarkers.code, rules: [rule]) {
          XCTAssertFalse(diagnostic.message.hasSuffix("."), "\(rule.id): '\(diagnostic.message)'")
          XCTAssertFalse(diagnostic.help.isEmpty, "\(rule.id) has no help")
        }
      }
    }
  }
}
