@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintRules
@testable import BindingLintReporters
@testable import BindingLintDevTools
import BindingLintTestSupport
import Foundation
import XCTest

/// The generated files (the keyword matcher, `docs/rules/`, `rules.md`) are what
/// `swift run bindinglint-dev generate` writes, byte for byte; the generator reproduces the
/// lexer's keywords; `generate` repairs what the check reports.
final class GeneratedFilesTests: XCTestCase {
  func testCommittedGeneratedFilesAreCurrent() throws {
    let stale = try GeneratedFiles.stale(root: TestSupport.packageRoot).get()
    XCTAssertEqual(stale, [], "generated files are stale: run `\(GeneratedFiles.command)` and commit the result")
  }

  /// The generator's reading of `Keyword.swift` is the enum the lexer uses: one case per
  /// raw value, each spelling matched back to its own case by the committed matcher.
  func testKeywordCasesReadFromTheSourceAreTheLexersKeywords() throws {
    let source = try String(contentsOfFile: TestSupport.packageRoot + "/" + KeywordMatcher.sourcePath, encoding: .utf8)
    let cases = try KeywordMatcher.cases(in: source).get()
    XCTAssertEqual(cases.count, Int(Keyword.unsafe.rawValue))
    for (index, keyword) in cases.enumerated() {
      let matched = keyword.spelling.withUnsafeBufferPointer { Keyword.match($0.baseAddress!, $0.count) }
      XCTAssertEqual(Int(matched.rawValue), index + 1, "\(keyword.name)")
      XCTAssertEqual(keyword.spelling, Array("\(Keyword.spellings[index])".utf8), "\(keyword.name)")
    }
  }

  func testANewKeywordCaseChangesTheMatcher() throws {
    let source = try String(contentsOfFile: TestSupport.packageRoot + "/" + KeywordMatcher.sourcePath, encoding: .utf8)
    let extended = source.replacingOccurrences(of: "  case unsafe\n", with: "  case unsafe\n  case `borrow`\n")
    let matcher = try KeywordMatcher.generate(fromKeywordSource: extended).get()
    XCTAssertTrue(matcher.contains("        if base[1] == 111 && base[2] == 114 && base[3] == 114 && base[4] == 111 && base[5] == 119 { return .`borrow` }\n"), matcher)
  }

  func testAMalformedKeywordListIsAnErrorNamingTheLine() {
    let source = "enum Keyword {\n  case none = 0\n  case wildcard\n  case not-a-name\n}\n"
    XCTAssertEqual(KeywordMatcher.generate(fromKeywordSource: source).map { _ in "" },
                   .failure(GenerationError("\(KeywordMatcher.sourcePath):4: expected `case <name>`, found 'case not-a-name'")))
    guard case .failure(let error) = KeywordMatcher.generate(fromKeywordSource: "enum Keyword {}\n") else {
      return XCTFail("a source without the keyword cases is an error")
    }
    XCTAssertTrue(error.message.contains("no `case none = 0`"), error.message)
  }

  /// In a scratch root: `write` creates every file, `stale` then finds nothing; a hand
  /// edit and a page of a removed rule are both reported, and the next `write` undoes them.
  func testWriteRepairsWhatStaleReports() throws {
    let root = try makeProject([KeywordMatcher.sourcePath: try packageFile(KeywordMatcher.sourcePath)])

    let expectedPaths = try GeneratedFiles.expected(root: root).get().map(\.path)
    XCTAssertEqual(try GeneratedFiles.stale(root: root).get(), expectedPaths, "nothing written yet: everything is stale")
    XCTAssertEqual(try GeneratedFiles.write(root: root).get(), expectedPaths)
    XCTAssertEqual(try GeneratedFiles.stale(root: root).get(), [])
    XCTAssertEqual(try GeneratedFiles.write(root: root).get(), [], "a second run changes nothing")

    let page = root + "/docs/rules/state_outside_view.md"
    try ("edited by hand\n" + String(contentsOfFile: page, encoding: .utf8)).write(toFile: page, atomically: true, encoding: .utf8)
    try "# gone_rule\n".write(toFile: root + "/docs/rules/gone_rule.md", atomically: true, encoding: .utf8)
    XCTAssertEqual(try GeneratedFiles.stale(root: root).get(), ["docs/rules/state_outside_view.md", "docs/rules/gone_rule.md"])
    XCTAssertEqual(try GeneratedFiles.write(root: root).get(), ["docs/rules/state_outside_view.md", "docs/rules/gone_rule.md (removed)"])
    XCTAssertEqual(try GeneratedFiles.stale(root: root).get(), [])
    XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/docs/rules/gone_rule.md"))
  }

  func testWithoutKeywordSourceTheErrorNamesIt() {
    guard case .failure(let error) = GeneratedFiles.stale(root: "/nonexistent-bindinglint-root") else {
      return XCTFail("a root without Keyword.swift cannot be checked")
    }
    XCTAssertTrue(error.message.hasPrefix(KeywordMatcher.sourcePath + ": "), error.message)
  }

  /// Each rule's page carries the text of its section in `bindinglint rules --format
  /// markdown`, and every link between the pages resolves.
  func testPagesShareTheOnePageTextAndTheirLinksResolve() throws {
    let descriptions = RuleRegistry.descriptions
    let onePage = RuleDocs.markdown(descriptions)
    let files = RuleDocs.pages(descriptions)
    let paths = Set(files.map(\.path))
    for rule in descriptions {
      XCTAssertTrue(onePage.contains("\n## \(rule.id)\n\n" + RuleDocs.details(rule, headings: "###").dropLast(2)), rule.id)
      XCTAssertTrue(paths.contains("docs/rules/\(rule.id).md"), rule.id)
    }
    for file in files {
      let folder = file.path.contains("/") ? String(file.path[..<file.path.lastIndex(of: "/")!]) + "/" : ""
      for match in file.text.matches(of: /\]\(([A-Za-z0-9_\/.]+\.md)(#[a-z-]+)?\)/) {
        let target = folder + match.output.1
        XCTAssertTrue(paths.contains(target), "\(file.path) links to \(target), which is not generated")
      }
    }
  }
}
