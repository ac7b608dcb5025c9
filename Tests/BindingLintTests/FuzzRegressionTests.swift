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

/// Every input the fuzzer ever crashed on (`Tests/Crashers/`, minimized), replayed the way
/// the fuzz target (`Fuzz/FuzzTargets.swift`) ran it: in process through the syntax layer,
/// the type index and every rule, and through the real binary in every output format, with
/// `--fix` twice (the second run must change nothing) and as a configuration file.
final class FuzzRegressionTests: XCTestCase {
  static let crashersRoot = TestSupport.packageRoot + "/Tests/Crashers"

  func crashers() throws -> [(name: String, bytes: [UInt8])] {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.crashersRoot).filter { !$0.hasPrefix(".") }.sorted()
    return try names.map { name in
      (name, try XCTUnwrap(FileManager.default.contents(atPath: Self.crashersRoot + "/" + name)).map { $0 })
    }
  }

  func testThereAreCrashers() throws {
    XCTAssertGreaterThanOrEqual(try crashers().count, 1)
  }

  func testCrashersKeepTheSyntaxLayersIndexPromise() throws {
    for (name, bytes) in try crashers() {
      let tree = SyntaxTree(source: SourceFile(path: name, bytes: bytes))
      XCTAssertEqual(tree.indexViolations(), [], name)
      let index = TypeIndex([TypeFacts(tree: tree, project: nil)])
      for rule in RuleRegistry.all {
        for pending in rule.check(FileContext(tree: tree, project: nil)) { _ = pending.decide(index) }
      }
    }
  }

  /// The first fuzzer finding (issue 14, item 5): the generic clause of an extension runs
  /// into a `(` left open, and the parser stepped past the end-of-file token.
  func testExtensionWithAnOpenParenthesisInItsGenericClause() {
    let tree = SyntaxTree(source: SourceFile(path: "E.swift", text: "extension g<(>"))
    XCTAssertEqual(tree.indexViolations(), [])
    XCTAssertEqual(tree.declarations.count, 1)
    XCTAssertEqual(tree.declarations.first?.kind, .extension)
    XCTAssertEqual(tree.declarations.first.map { tree.name(of: $0) }, "g")
    XCTAssertLessThan(tree.declarations.first?.lastToken ?? .max, tree.tokens.count)
  }

  /// Every prefix of every fixture keeps the promise too: cutting a file anywhere leaves
  /// brackets open at the end, which is where indices used to run past the tokens.
  func testEveryPrefixOfEveryFixtureKeepsTheIndexPromise() throws {
    let root = TestSupport.fixturesRoot
    var checked = 0
    for folder in try FileManager.default.contentsOfDirectory(atPath: root).sorted() {
      for path in TestSupport.swiftFiles(in: root + "/" + folder) {
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path)).map { $0 }
        for length in 0...bytes.count {
          let tree = SyntaxTree(source: SourceFile(path: path, bytes: Array(bytes[0..<length])))
          let violations = tree.indexViolations()
          if !violations.isEmpty { XCTFail("\(path) cut at byte \(length): \(violations[0])"); return }
          checked += 1
        }
      }
    }
    XCTAssertGreaterThan(checked, 1000)
  }

  func testCrashersThroughTheBinary() throws {
    for (name, bytes) in try crashers() {
      let project = try makeProject([:])
      let file = project + "/Input.swift"
      try Data(bytes).write(to: URL(fileURLWithPath: file))
      for format in ["text", "json", "sarif", "github", "xcode"] {
        let run = try run(CLITests.enableFlagged + ["--format", format, "Input.swift"], in: project)
        XCTAssert([0, 1, 2].contains(run.status), "\(name), --format \(format): status \(run.status)\n\(run.stderr)")
      }
      let first = try run(CLITests.enableFlagged + ["--fix", "Input.swift"], in: project)
      XCTAssert([0, 1, 2].contains(first.status), "\(name), --fix: status \(first.status)\n\(first.stderr)")
      let fixedOnce = try Data(contentsOf: URL(fileURLWithPath: file))
      let second = try run(CLITests.enableFlagged + ["--fix", "Input.swift"], in: project)
      XCTAssert([0, 1, 2].contains(second.status), "\(name), second --fix: status \(second.status)\n\(second.stderr)")
      XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: file)), fixedOnce, "\(name): a second --fix changed the file")

      try Data(bytes).write(to: URL(fileURLWithPath: project + "/config.json"))
      let configured = try run(CLITests.enableFlagged + ["--config", "config.json", "Input.swift"], in: project)
      XCTAssert([0, 1, 2].contains(configured.status), "\(name) as --config: status \(configured.status)\n\(configured.stderr)")
    }
  }

  /// The language server's input side and the glob matcher, as the fuzz targets
  /// `languageServer` and `globDifferential` run them: framing is lossless, the server
  /// writes only framed JSON, and a glob built from any bytes matches without trapping.
  func testCrashersThroughTheServerAndTheGlobMatcher() throws {
    for (name, bytes) in try crashers() {
      var reader = FrameReader()
      reader.append(bytes)
      var bodies: [[UInt8]] = []
      while let frame = reader.next() { if case .message(let body) = frame { bodies.append(body) } }
      var again = FrameReader()
      again.append(bodies.flatMap(FrameReader.frame))
      var reread: [[UInt8]] = []
      while let frame = again.next() { if case .message(let body) = frame { reread.append(body) } }
      XCTAssertEqual(reread, bodies, name)
      var output: [UInt8] = []
      let server = LanguageServer { output += $0 }
      server.linter.jobs = 1
      _ = server.handle(Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}"#.utf8))
      for body in bodies where !String(decoding: body, as: UTF8.self).contains("file:") { _ = server.handle(body) }
      var written = FrameReader()
      written.append(output)
      while let frame = written.next() {
        guard case .message(let body) = frame else { return XCTFail("\(name): a bad frame written") }
        XCTAssertNoThrow(try JSONValue.parse(body), name)
      }
      let text = String(decoding: bytes, as: UTF8.self)
      _ = Glob(String(text.prefix(24))).matches(String(text.dropFirst(24).prefix(64)))
    }
  }
}
