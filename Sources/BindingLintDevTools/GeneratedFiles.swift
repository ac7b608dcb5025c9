import BindingLintPlatform
import BindingLintRules
import BindingLintReporters

/// Every file in the repository that is generated, and the two things done with them:
/// `write` (`bindinglint-dev generate`) and `stale` (the test that they are current). Both
/// start from `expected`, so what the test checks is exactly what the command writes.
package enum GeneratedFiles {
  /// The one command that regenerates everything; error messages and the test name it.
  package static let command = "swift run bindinglint-dev generate"

  /// Each generated file as (path relative to `root`, contents): the keyword matcher, then
  /// the rule documentation.
  package static func expected(root: String) -> Result<[(path: String, text: String)], GenerationError> {
    let source: [UInt8]
    switch Platform.readFile(root + "/" + KeywordMatcher.sourcePath) {
    case .success(let bytes): source = bytes
    case .failure(let error):
      return .failure(GenerationError("\(KeywordMatcher.sourcePath): \(error.message)"))
    }
    return KeywordMatcher.generate(fromKeywordSource: String(decoding: source, as: UTF8.self)).map { matcher in
      [(KeywordMatcher.outputPath, matcher)] + RuleDocs.pages(RuleRegistry.descriptions)
    }
  }

  /// Pages in `docs/rules/` that no rule generates any more (a renamed or removed rule).
  package static func orphans(root: String, expected: [(path: String, text: String)]) -> [String] {
    let kept = Set(expected.map(\.path))
    let entries = Platform.directoryEntries(root + "/" + RuleDocs.pagesFolder) ?? []
    return entries.filter { $0.hasSuffix(".md") }.map { RuleDocs.pagesFolder + "/" + $0 }.filter { !kept.contains($0) }.sorted()
  }

  /// The paths whose committed bytes differ from what `generate` writes (missing files
  /// included), and the orphaned pages.
  package static func stale(root: String) -> Result<[String], GenerationError> {
    expected(root: root).map { files in
      files.filter { file in
        guard case .success(let bytes) = Platform.readFile(root + "/" + file.path) else { return true }
        return bytes != Array(file.text.utf8)
      }.map(\.path) + orphans(root: root, expected: files)
    }
  }

  /// Writes every generated file that differs (each atomically), removes orphaned pages,
  /// and returns the paths it changed.
  package static func write(root: String) -> Result<[String], GenerationError> {
    let files: [(path: String, text: String)]
    switch expected(root: root) {
    case .success(let expected): files = expected
    case .failure(let error): return .failure(error)
    }
    guard Platform.createDirectories(root + "/" + RuleDocs.pagesFolder) else {
      return .failure(GenerationError("cannot create \(RuleDocs.pagesFolder)"))
    }
    var changed: [String] = []
    for file in files {
      let bytes = Array(file.text.utf8)
      if case .success(let committed) = Platform.readFile(root + "/" + file.path), committed == bytes { continue }
      guard Platform.writeAtomically(root + "/" + file.path, bytes) else {
        return .failure(GenerationError("cannot write \(file.path)"))
      }
      changed.append(file.path)
    }
    for orphan in orphans(root: root, expected: files) {
      guard Platform.removeFile(root + "/" + orphan) else { return .failure(GenerationError("cannot remove \(orphan)")) }
      changed.append(orphan + " (removed)")
    }
    return .success(changed)
  }
}
