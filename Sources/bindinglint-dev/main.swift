import BindingLintPlatform
import BindingLintRules
import BindingLintDevTools

/// `bindinglint-dev`: the contributors' tool, run from the package root with
/// `swift run bindinglint-dev <command>`. Not part of the `bindinglint` product; the work is
/// in BindingLintDevTools, which the tests call too.
let usage = """
  usage: swift run bindinglint-dev <command>   (from the package root)

    generate                                  rewrite every generated file: the keyword matcher
                                              (Sources/BindingLintSyntax/Lexer/Keyword+Match.swift)
                                              and the rule docs (docs/rules/*.md, rules.md)
    new-rule <rule_id> --category <category>  scaffold a rule: its folder in Sources/BindingLintRules,
                                              its examples, Tests/Fixtures/<rule_id>/ and its
                                              line in RuleRegistry.swift
  categories: \(RuleCategory.allCases.map(\.rawValue).joined(separator: ", "))

  """

func fail(_ message: String) -> Int32 {
  Platform.writeStandardError("bindinglint-dev: \(message)\n")
  return 1
}

func run(_ arguments: [String]) -> Int32 {
  guard Platform.entryExists(Platform.FilePath(KeywordMatcher.sourcePath)) else {
    return fail("run this from the bindinglint package root (no \(KeywordMatcher.sourcePath) here)")
  }
  switch arguments.first {
  case "generate" where arguments.count == 1:
    switch GeneratedFiles.write(root: ".") {
    case .failure(let error): return fail(error.message)
    case .success(let changed):
      Platform.writeStandardOutput(changed.isEmpty ? "generated files are current\n" : changed.map { "wrote \($0)\n" }.joined())
      return 0
    }
  case "new-rule" where arguments.count == 4 && arguments[2] == "--category":
    guard let category = RuleCategory(rawValue: arguments[3]) else {
      return fail("unknown category '\(arguments[3])'; one of \(RuleCategory.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    switch RuleScaffold.create(root: ".", id: arguments[1], category: category) {
    case .failure(let error): return fail(error.message)
    case .success(let written):
      Platform.writeStandardOutput(written.map { "wrote \($0)\n" }.joined() + """
        next: swift run bindinglint-dev generate   (adds docs/rules/\(arguments[1]).md)
              replace the placeholder check, description and examples; swift test --filter FixtureTests

        """)
      return 0
    }
  case "help", "--help", "-h":
    Platform.writeStandardOutput(usage)
    return 0
  default:
    Platform.writeStandardError(usage)
    return 2
  }
}

Platform.exit(run(Array(CommandLine.arguments.dropFirst())))
