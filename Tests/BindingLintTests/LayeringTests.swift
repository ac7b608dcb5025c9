import Foundation
import XCTest

/// The house rules the compiler cannot state, checked on the sources: each target imports
/// only the targets Package.swift lets it depend on, and the declared graph runs one way
/// (Platform → Syntax → Index → Rules → Engine → Reporters → Server → front ends); no
/// library target imports Foundation; the test helpers' target is the tests' alone; only
/// the OS layer names an operating system, tests and test helpers included; and the
/// rules speak the typed face (no raw token storage, no `-1` sentinels, no rule built by
/// another rule). CI also builds with `--explicit-target-dependency-import-check error`.
final class LayeringTests: XCTestCase {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The layers from the bottom; a target may depend only on targets listed before it.
  static let order = [
    "BindingLintPlatform", "BindingLintSyntax", "BindingLintIndex", "BindingLintRules", "BindingLintEngine",
    "BindingLintReporters", "BindingLintServer", "BindingLintDevTools", "BindingLintTestSupport", "bindinglint",
    "bindinglint-bench", "bindinglint-dev",
  ]

  /// The shared test helpers: a target like the layers, but test code (Foundation allowed).
  static let testSupport = "BindingLintTestSupport"

  func testImportsFollowTheDeclaredDependenciesAndTheGraphRunsOneWay() throws {
    let declared = try Self.declaredDependencies()
    for (target, dependencies) in declared where Self.order.contains(target) {
      let rank = try XCTUnwrap(Self.order.firstIndex(of: target))
      for dependency in dependencies where Self.order.contains(dependency) {
        XCTAssertLessThan(try XCTUnwrap(Self.order.firstIndex(of: dependency)), rank, "\(target) depends on \(dependency), a layer above it")
      }
      for (file, imported) in try Self.imports(ofTarget: target) {
        for module in imported where module.hasPrefix("BindingLint") {
          XCTAssertTrue(dependencies.contains(module), "\(file) imports \(module), which \(target) does not depend on")
        }
        if target != "bindinglint-bench" && target != Self.testSupport {
          XCTAssertFalse(imported.contains("Foundation") || imported.contains("FoundationEssentials"), "\(file) imports Foundation")
        }
      }
    }
    XCTAssertEqual(Set(declared.keys).intersection(Self.order).count, Self.order.count, "every layer is a target")
  }

  func testOnlyTheOSLayerNamesAnOperatingSystem() throws {
    let folders = ["Sources", "Tests/BindingLintTests", "Tests/\(Self.testSupport)"]
    for folder in folders {
      for file in try Self.swiftFiles(under: folder) where !file.hasPrefix("Sources/BindingLintPlatform/") {
        // Example code is Swift in string literals, and this file names what it looks for.
        if file.hasSuffix("Examples.swift") || file.hasSuffix("LayeringTests.swift") { continue }
        let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
        for spelling in ["import Glibc", "import Darwin", "import Musl", "canImport(Darwin)", "canImport(Glibc)", "os(Linux)", "os(macOS)"] {
          XCTAssertFalse(text.contains(spelling), "\(file) says '\(spelling)': platform differences belong in BindingLintPlatform")
        }
      }
    }
  }

  func testRulesSpeakTheTypedFace() throws {
    let forbidden: [(pattern: String, why: String)] = [
      ("tokens[", "raw token storage: ask the tree's named queries (kind, keyword, startOffset, …)"),
      ("partner(", "bracket storage: closingBracket(of:), openingBracket(of:), interior(of:)"),
      ("enclosing(", "bracket storage: enclosingBracket(of:)"),
      ("-1", "a sentinel: use an optional"),
      (">= 0", "a sentinel test: use an optional (or isInFile for a walk's bound)"),
      ("< 0", "a sentinel test: use an optional"),
      ("Finding(ruleID:", "build findings with Rule.finding(in:from:through:…) or the byte-range initializer's one user"),
    ]
    var sentinels = 0
    for file in try Self.swiftFiles(under: "Sources/BindingLintRules") where !file.hasSuffix("Examples.swift") {
      let lines = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      for (number, line) in lines.enumerated() {
        let code = line.components(separatedBy: "//").first ?? ""
        if code.contains("\"") { continue }
        for (pattern, why) in forbidden where code.contains(pattern) {
          // The model files define the byte-range finding every pattern above goes through.
          if pattern == "Finding(ruleID:" && (file.contains("/Model/") || file.contains("Suppression")) { continue }
          sentinels += 1
          XCTFail("\(file):\(number + 1): '\(pattern)': \(why)")
        }
        if let range = code.range(of: #"[A-Z][A-Za-z]*Rule\(\)"#, options: .regularExpression), !file.hasSuffix("RuleRegistry.swift") {
          XCTFail("\(file):\(number + 1): '\(code[range])': a rule never creates another rule; share the analysis in Analyses/")
        }
      }
    }
    XCTAssertEqual(sentinels, 0)
  }

  /// The test helpers are the tests' alone: no product holds them, no other target depends
  /// on them, and they do not import XCTest, so the plain `swift build` that builds every
  /// target builds them where XCTest is missing (Command Line Tools without Xcode).
  func testTheTestSupportTargetIsTheTestsAlone() throws {
    let declared = try Self.declaredDependencies()
    XCTAssertEqual(declared.filter { $0.value.contains(Self.testSupport) }.map(\.key), ["BindingLintTests"])
    let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let products = try XCTUnwrap(manifest.range(of: "products: [").map { manifest[$0.upperBound...] })
    // The products end where the package's own `targets:` starts (a line of its own).
    let productList = try XCTUnwrap(products.range(of: "\n  targets:").map { products[..<$0.lowerBound] })
    XCTAssertTrue(productList.contains("\"bindinglint\""), "the products were not found in Package.swift")
    XCTAssertFalse(productList.contains(Self.testSupport), "a product holds the test helpers")
    let files = try Self.imports(ofTarget: Self.testSupport)
    XCTAssertFalse(files.isEmpty)
    for (file, imported) in files {
      XCTAssertFalse(imported.contains("XCTest"), "\(file) imports XCTest: put what needs a test case in XCTestCase+Support.swift")
    }
  }

  // MARK: - Reading the package

  /// Target name → the targets it depends on, read from Package.swift's `.target(name:
  /// dependencies:)` entries.
  static func declaredDependencies() throws -> [String: Set<String>] {
    let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    var result: [String: Set<String>] = [:]
    let pattern = try NSRegularExpression(pattern: #"\.(?:target|executableTarget|testTarget)\(\s*name:\s*"([^"]+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?"#)
    for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      guard let name = Range(match.range(at: 1), in: text).map({ String(text[$0]) }) else { continue }
      var dependencies: Set<String> = []
      if let list = Range(match.range(at: 2), in: text) {
        for part in text[list].split(separator: ",") {
          let trimmed = part.trimmingCharacters(in: CharacterSet(charactersIn: " \n\"")).trimmingCharacters(in: .whitespaces)
          if !trimmed.isEmpty { dependencies.insert(trimmed) }
        }
      }
      result[name] = dependencies
    }
    return result
  }

  static func imports(ofTarget target: String) throws -> [(String, Set<String>)] {
    try swiftFiles(under: target == testSupport ? "Tests/\(target)" : "Sources/\(target)").map { file in
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      // Imports start their line; an indented `import` is Swift inside a string literal (rule
      // examples, bindinglint-dev's scaffold templates), not this file's.
      let modules = text.split(separator: "\n").compactMap { line -> String? in
        var line = line
        if line.hasPrefix("@testable ") { line.removeFirst(10) }
        guard line.hasPrefix("import ") else { return nil }
        return String(line.dropFirst(7).split(separator: " ").first ?? "")
      }
      return (file, Set(modules))
    }
  }

  static func swiftFiles(under folder: String) throws -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
  }
}
