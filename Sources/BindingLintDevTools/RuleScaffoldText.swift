import BindingLintRules

/// The text of the three files `RuleScaffold` writes. The rule reports a property marked
/// `@<Name>` (an attribute no real code uses, so no other rule reacts to the fixture): a
/// check small enough to read at once that still uses what real rules use (triggers, the
/// declaration walk, attributes, `finding(in:from:through:)`). The rationale says what to
/// replace; `MetadataTests` fails until the description has its full set of examples.
enum RuleScaffoldText {
  static func rule(id: String, name: String, category: RuleCategory) -> String {
    """
    import BindingLintSyntax
    import BindingLintIndex

    /// `\(id)`: scaffolded by `swift run bindinglint-dev new-rule`. Say here what the rule
    /// flags and how it decides (per file, or deferred to the project index).
    package struct \(name)Rule: Rule {
      package static let description = RuleDescription(
        id: "\(id)",
        summary: "A property should not carry the placeholder attribute '@\(name)'",
        rationale: \"\"\"
          Flags properties marked `@\(name)`. This is the placeholder check \\
          `bindinglint-dev new-rule` writes: replace it with what the rule is for, in Ruff's \\
          outline (what it flags, why it is a bug and where it bites, known limits).

          The scaffold gives the rule one triggering and one non-triggering example and a \\
          fixture; `MetadataTests` asks for five and ten, and a rationale of some length.
          \"\"\",
        category: .\(category.rawValue),
        fix: "Remove '@\(name)'",
        triggering: \(name)RuleExamples.triggering,
        nonTriggering: \(name)RuleExamples.nonTriggering)

      package init() {}

      /// A file without the word `\(name)` in an attribute is skipped before it is parsed.
      package var triggers: [Trigger] { [.attribute("\(name)")] }

      package func check(_ file: FileContext) -> [PendingFinding] {
        let tree = file.tree
        var findings: [PendingFinding] = []
        for declaration in tree.declarations where declaration.kind == .variable || declaration.kind == .constant {
          guard tree.attributes(of: declaration).contains(where: { tree.token($0.nameToken, is: "\(name)") }) else {
            continue
          }
          let property = tree.name(of: declaration)
          findings.append(PendingFinding(finding(
            in: tree, from: declaration.firstToken, through: declaration.lastToken,
            message: "'\\(property)' carries the placeholder attribute '@\(name)'",
            help: "remove '@\(name)' from '\\(property)'")))
        }
        return findings
      }
    }

    """
  }

  static func examples(name: String) -> String {
    """
    enum \(name)RuleExamples {
      static let triggering: [Example] = [
        Example(\"\"\"
          struct Settings {
            ↓@\(name) var refreshInterval = 30
          }
          \"\"\"),
      ]

      static let nonTriggering: [Example] = [
        Example(\"\"\"
          struct Settings {
            var refreshInterval = 30
          }
          \"\"\"),
      ]
    }

    """
  }

  static func fixture(id: String, name: String) -> String {
    """
    import SwiftUI

    // Fixture for \(id). A line that ends in an expectation comment must produce that
    // diagnostic, and no other line may produce one (FixtureTests, with every rule on).
    struct ReaderSettings {
        @\(name) var fontSize = 17 // expect: \(id) {{'fontSize' carries the placeholder attribute}}
        var lineSpacing = 1.2
    }

    """
  }
}
