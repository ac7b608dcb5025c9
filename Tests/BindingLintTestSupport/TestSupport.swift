import BindingLintSyntax
import BindingLintRules
import BindingLintEngine
import Foundation

/// Shared helpers: where the package is, in-memory linting, and the fixture expectation
/// grammar (`// expect: rule_id {{message part}}`, `// expect@+1: rule_id`).
package enum TestSupport {
  /// Two folders above this file's (`Tests/BindingLintTestSupport/`).
  package static let packageRoot: String = {
    var path = "\(#filePath)"
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path
  }()

  package static let fixturesRoot = packageRoot + "/Tests/Fixtures"

  /// Lints in-memory files as one project with `rules`.
  package static func lint(_ files: [(path: String, code: String)], rules: [any Rule] = RuleRegistry.all, jobs: Int = 1) -> Report {
    let runner = Runner(rules: rules, jobs: jobs)
    let inputs = files.map { Runner.Input(path: $0.path, project: "/test-project", bytes: Array($0.code.utf8)) }
    return runner.run(inputs).report
  }

  package static func lint(_ code: String, rules: [any Rule] = RuleRegistry.all) -> [Diagnostic] {
    lint([("Test.swift", code)], rules: rules).diagnostics
  }

  package static func swiftFiles(in directory: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { directory + "/" + $0 }
  }

  package struct Expectation: Equatable, CustomStringConvertible {
    package var path: String
    package var line: Int
    package var rule: String
    package var messageParts: [String]
    package var description: String { "\(path):\(line): \(rule)\(messageParts.map { " {{\($0)}}" }.joined())" }
  }

  /// Expectations written in a fixture's comments. Only comments count: the same text in a
  /// string literal is not an expectation.
  package static func expectations(in path: String, bytes: [UInt8]) -> [Expectation] {
    let lexed = Lexer.tokenize(bytes)
    let lines = LineTable(bytes)
    var result: [Expectation] = []
    for comment in lexed.comments where comment.kind == .line {
      let text = String(decoding: bytes[comment.range], as: UTF8.self)
      guard let range = text.firstRange(of: "expect") else { continue }
      var rest = text[range.upperBound...]
      var offset = 0
      if rest.hasPrefix("@") {
        let number = rest.dropFirst().prefix { $0 == "+" || $0 == "-" || $0.isNumber }
        offset = Int(number) ?? 0
        rest = rest.dropFirst(1 + number.count)
      }
      guard rest.hasPrefix(":") else { continue }
      rest = rest.dropFirst()
      var messageParts: [String] = []
      while let open = rest.firstRange(of: "{{"), let close = rest[open.upperBound...].firstRange(of: "}}") {
        messageParts.append(String(rest[open.upperBound..<close.lowerBound]))
        rest = rest[..<open.lowerBound] + rest[close.upperBound...]
      }
      let line = lines.location(of: comment.range.lowerBound).line + offset
      for rule in rest.split(whereSeparator: { $0 == "," || $0 == " " }) where !rule.isEmpty {
        result.append(Expectation(path: path, line: line, rule: String(rule), messageParts: messageParts))
      }
    }
    return result
  }

  /// Compares diagnostics with expectations; returns one line per problem.
  package static func mismatches(_ diagnostics: [Diagnostic], _ expectations: [Expectation]) -> [String] {
    var unmatched = diagnostics
    var problems: [String] = []
    for expectation in expectations {
      if let index = unmatched.firstIndex(where: { d in
        d.path.display == expectation.path && d.line == expectation.line && d.ruleID == expectation.rule
          && expectation.messageParts.allSatisfy { d.message.contains($0) }
      }) {
        unmatched.remove(at: index)
      } else {
        let near = diagnostics.filter { $0.path.display == expectation.path && $0.line == expectation.line }.map { "[\($0.ruleID)] \($0.message)" }
        problems.append("missing: \(expectation)" + (near.isEmpty ? "" : " (on that line: \(near.joined(separator: "; ")))"))
      }
    }
    for diagnostic in unmatched {
      problems.append("unexpected: \(diagnostic.path):\(diagnostic.line):\(diagnostic.column): [\(diagnostic.ruleID)] \(diagnostic.message)")
    }
    return problems
  }
}
