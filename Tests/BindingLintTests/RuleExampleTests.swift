@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import BindingLintTestSupport
import XCTest

/// Runs every rule's documented examples, as written and mutated: behind a multi-byte
/// comment and a BOM (byte offsets move), with CRLF line breaks, after a shebang, wrapped
/// in a block comment and in a raw multi-line string (must not fire), and under a disable
/// comment (must be silenced).
final class RuleExampleTests: XCTestCase {
  func testEveryRuleExample() {
    for rule in RuleRegistry.all {
      let description = type(of: rule).description
      for example in description.triggering { verifyTriggering(example, rule: rule) }
      for example in description.nonTriggering { verifyNonTriggering(example, rule: rule) }
      guard !description.triggeringUnderStrict.isEmpty else { continue }
      guard var strict = rule as? any StrictOptionRule else {
        XCTFail("\(rule.id) has examples for 'strict' but no such option")
        continue
      }
      strict.isStrict = true
      for example in description.triggeringUnderStrict {
        verifyNonTriggering(example, rule: rule)
        verifyTriggering(example, rule: strict)
      }
    }
  }

  func verifyTriggering(_ example: Example, rule: any Rule) {
    let (code, markers) = example.strippedCodeAndMarkers
    let where_ = "example at \(example.file):\(example.line)"
    XCTAssertFalse(markers.isEmpty, "\(where_) has no ↓ marker")
    let offsets = run(code, rule).map(\.offset)
    XCTAssertEqual(offsets, markers, "\(rule.id) \(where_): diagnostics start at \(offsets), markers at \(markers)")

    let prefix = "// 🧪 ünïcödé prefix\n"
    XCTAssertEqual(run(prefix + code, rule).map(\.offset), markers.map { $0 + prefix.utf8.count }, "\(where_) behind a multi-byte comment")
    let bom = "\u{FEFF}"
    XCTAssertEqual(run(bom + code, rule).map(\.offset), markers.map { $0 + bom.utf8.count }, "\(where_) behind a BOM")
    let shebang = "#!/usr/bin/env swift\n"
    XCTAssertEqual(run(shebang + code, rule).count, markers.count, "\(where_) after a shebang")
    let crlf = code.replacingOccurrences(of: "\n", with: "\r\n")
    XCTAssertEqual(run(crlf, rule).count, markers.count, "\(where_) with CRLF line breaks")

    XCTAssertEqual(run("/*\n" + code + "\n*/", rule).count, 0, "\(where_) inside a block comment")
    XCTAssertEqual(run("let s = #\"\"\"\n" + code + "\n\"\"\"#", rule).count, 0, "\(where_) inside a raw string")
    XCTAssertEqual(run("// bindinglint:disable \(rule.id)\n" + code, rule).count, 0, "\(where_) under a disable comment")
  }

  func verifyNonTriggering(_ example: Example, rule: any Rule) {
    let (code, _) = example.strippedCodeAndMarkers
    let found = run(code, rule)
    XCTAssertTrue(found.isEmpty, "\(rule.id) non-triggering example at \(example.file):\(example.line) fired: \(found.map(\.message))")
  }

  func run(_ code: String, _ rule: any Rule) -> [Diagnostic] {
    // `unused_suppression` is about other rules' diagnostics: it runs with every rule.
    let rules = rule.id == UnusedSuppressionRule.description.id ? RuleRegistry.all : [rule]
    return TestSupport.lint(code, rules: rules).filter { $0.ruleID == rule.id }
  }
}
