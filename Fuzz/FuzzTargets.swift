@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer

/// What the fuzzer runs each input through. Adding a parser is one entry in `all`.
///
/// Inputs are not routed by a prefix byte: every target sees every input, so the fixtures
/// (Swift) and the JSON seeds both reach every parser, and a mutation that helps one target
/// is kept for all. The parsers that reject Swift source (JSON, configuration) do so in a
/// few instructions, so the lint pipeline dominates the cost either way.
struct FuzzTarget {
  var name: String
  var run: (FuzzInput) -> Void
}

enum FuzzTargets {
  static let all: [FuzzTarget] = [
    FuzzTarget(name: "syntax, type facts, rules", run: lintLayers),
    FuzzTarget(name: "token dump, declared names", run: byteScans),
    FuzzTarget(name: "engine, reporters, fixes", run: engineAndReporters),
    FuzzTarget(name: "suppressions", run: suppressions),
    FuzzTarget(name: "configuration", run: configuration),
    FuzzTarget(name: "baseline", run: baseline),
    FuzzTarget(name: "name cache", run: nameCache),
    FuzzTarget(name: "language server framing and dispatch", run: languageServer),
    FuzzTarget(name: "glob against a reference matcher", run: globDifferential),
  ]

  /// The cache file loader (`NameCache`): the input as a cache file's body (the checksum,
  /// which a random input never matches, is skipped); whatever it accepts encodes to a
  /// file that loads back the same, checksum included.
  static func nameCache(_ input: FuzzInput) {
    let header = NameCache.Header(linterVersion: "fuzz", build: [1], project: "/fuzz")
    guard let cache = NameCache.decode(body: input.bytes, expecting: header) else { return }
    fuzzCheck(NameCache.decode(cache.encoded(header), expecting: header) == cache, "a loaded name cache does not round-trip")
  }

  static let path = "Fuzz.swift"

  /// Lexer, syntax layer, type facts and every rule; pending findings are decided against
  /// an index of the input itself.
  static func lintLayers(_ input: FuzzInput) {
    let tree = input.tree
    let violations = tree.indexViolations()
    fuzzCheck(violations.isEmpty, violations.joined(separator: "; "))
    let index = TypeIndex([TypeFacts(tree: tree, project: nil)])
    for rule in RuleRegistry.all {
      for pending in rule.check(FileContext(tree: tree, project: nil)) {
        _ = pending.decide(index)
      }
    }
  }

  static let triggers = TriggerSet(RuleRegistry.all.flatMap(\.triggers))

  static func byteScans(_ input: FuzzInput) {
    let bytes = input.bytes
    _ = TokenDump.render(path: path, bytes: bytes)
    bytes.withUnsafeBufferPointer { buffer in
      _ = DeclaredNames.scan(buffer)
      _ = DeclaredNames.scan(buffer, unlessTriggered: triggers)
    }
  }

  static let safeRules = Set(RuleRegistry.all.filter { type(of: $0).description.fixSafety == .safe }.map(\.id))

  /// The whole engine on one file (one job), every reporter on its report, and the safe
  /// fixes applied twice: a second `--fix` run must change nothing.
  static func engineAndReporters(_ input: FuzzInput) {
    let bytes = input.bytes
    let report = lint(bytes)
    // With nothing to report the output does not depend on the input: skip the (costly,
    // constant) rendering of rule descriptions.
    guard !report.diagnostics.isEmpty || !report.errors.isEmpty else { return }
    _ = TextReporter.render(report, color: true)
    _ = TextReporter.render(report, color: false, quiet: true)
    let json = JSONReporter.render(report)
    fuzzCheck(streamed(report, into: JSONReporter()) == json, "JSON written a diagnostic at a time differs")
    let rules = sarifRules(for: report)
    let sarif = SARIFReporter.render(report, rules: rules, version: "fuzz", sourceRoot: "/fuzz")
    let sarifWriter = SARIFReporter(rules: rules, version: "fuzz", sourceRoot: "/fuzz")
    fuzzCheck(streamed(report, into: sarifWriter) == sarif, "SARIF written a diagnostic at a time differs")
    _ = GitHubReporter.render(report)
    _ = XcodeReporter.render(report)
    let fixed = applySafeFixes(report, to: bytes)
    guard fixed != bytes else { return }
    let again = applySafeFixes(lint(fixed), to: fixed)
    fuzzCheck(again == fixed, "a second fix pass changed the file")
  }

  /// SARIF's rule table is the same for every input, and writing all of it was four
  /// tenths of an execution: it is written once, in full, and then only for the rules the
  /// report names.
  static func sarifRules(for report: Report) -> [RuleDescription] {
    _ = fullRuleTable
    let named = Set(report.diagnostics.map(\.ruleID))
    return descriptions.filter { named.contains($0.id) }
  }

  static let descriptions = RuleRegistry.all.map { type(of: $0).description }
  static let fullRuleTable = SARIFReporter.render(Report(fileCount: 0, diagnostics: [], errors: [], strict: false), rules: descriptions, version: "fuzz", sourceRoot: "/fuzz")

  /// The report as a streamed run writes it: one `file` call per diagnostic.
  static func streamed(_ report: Report, into writer: some ReportWriter) -> String {
    var writer = writer
    var counted = report
    counted.diagnostics = []
    counted.streamedErrors = report.errorCount
    counted.streamedWarnings = report.warningCount
    return writer.begin() + report.diagnostics.map { writer.file([$0]) }.joined() + writer.end(counted)
  }

  static func lint(_ bytes: [UInt8]) -> Report {
    runner.run([Runner.Input(path: path, project: nil, bytes: bytes)]).report
  }

  /// The engine with its rule plan arranged once, not per input.
  static let runner = {
    var runner = Runner(rules: RuleRegistry.all, jobs: 1)
    runner.plan = RulePlan(RuleRegistry.all)
    return runner
  }()

  static func applySafeFixes(_ report: Report, to bytes: [UInt8]) -> [UInt8] {
    let fixable = report.diagnostics.filter { $0.fix != nil && safeRules.contains($0.ruleID) }
    return FixApplier.applying(fixable.map { $0.fix?.edits ?? [] }, to: bytes).bytes
  }

  /// Suppression comments, read from the input's comments. (The engine reads them only
  /// when the file has a diagnostic; this reads them on every input.)
  static func suppressions(_ input: FuzzInput) {
    let suppressions = Suppressions(tree: input.tree, lines: LineTable(input.bytes))
    _ = suppressions.suppresses("non_private_state", at: 0, line: 1)
    _ = SuppressionDirectives(tree: input.tree)
  }

  /// The JSON parser and the configuration file on top of it, parsed from the input's
  /// bytes: writing a file for each input (and `fsync`ing it) cost more than parsing.
  static func configuration(_ input: FuzzInput) {
    let bytes = input.bytes
    guard (try? JSONValue.parse(bytes)) != nil else { return }
    if case .success(let configuration) = Configuration.parse(bytes, path: "/fuzz/.bindinglint.json") {
      _ = configuration.selectRules(enable: [], disable: [])
    }
  }

  /// The baseline file's parser on valid JSON, and its writer's output read back.
  static func baseline(_ input: FuzzInput) {
    let bytes = input.bytes
    guard (try? JSONValue.parse(bytes)) != nil else { return }
    if case .success(let loaded) = BaselineFile.parse(bytes, path: baselinePath, currentDirectory: "/fuzz") {
      let rendered = BaselineFile.render(loaded)
      guard case .success(let again) = BaselineFile.parse(rendered, path: baselinePath, currentDirectory: "/fuzz") else {
        fuzzCheck(false, "a rendered baseline does not load")
        return
      }
      fuzzCheck(BaselineFile.render(again) == rendered, "a baseline changes when written and read back")
    }
  }

  static let baselinePath = "/fuzz/baseline.json"
}
