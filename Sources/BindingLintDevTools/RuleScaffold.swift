import BindingLintPlatform
import BindingLintRules

/// `bindinglint-dev new-rule <rule_id> --category <category>`: the files a new rule needs,
/// written so that the package builds and the rule already reports its own triggering
/// example and fixture. The placeholder check (a property marked with an attribute named
/// after the rule) is there to be replaced; it shows the parts every rule has. Nothing that
/// exists is overwritten: an id, folder or file that is already there is an error.
package enum RuleScaffold {
  package static let registryPath = "Sources/BindingLintRules/Model/RuleRegistry.swift"

  /// `state_outside_view` -> `StateOutsideView`.
  package static func typeName(_ id: String) -> String {
    id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// Why `id` cannot name a new rule, or nil. Ids are snake_case letters (MetadataTests).
  static func problem(with id: String) -> String? {
    guard !id.isEmpty, id.utf8.allSatisfy({ ($0 >= 97 && $0 <= 122) || $0 == 95 }),
      !id.hasPrefix("_"), !id.hasSuffix("_"), !id.contains("__")
    else { return "rule id '\(id)' is not snake_case (lower-case letters and single underscores)" }
    if RuleRegistry.rule(withID: id) != nil || RuleCategory(rawValue: id) != nil {
      return "'\(id)' is already a rule or a category"
    }
    return nil
  }

  /// The new files, as (path relative to the package root, contents).
  package static func files(id: String, category: RuleCategory) -> [(path: String, text: String)] {
    let name = typeName(id)
    let folder = "Sources/BindingLintRules/\(name)/"
    return [
      (folder + "\(name)Rule.swift", RuleScaffoldText.rule(id: id, name: name, category: category)),
      (folder + "\(name)RuleExamples.swift", RuleScaffoldText.examples(name: name)),
      ("Tests/Fixtures/\(id)/Triggering.swift", RuleScaffoldText.fixture(id: id, name: name)),
    ]
  }

  /// `RuleRegistry.swift` with `<Name>Rule(),` after the last rule and before the
  /// suppression rules, which stay last.
  package static func registering(_ name: String, in registry: String) -> Result<String, GenerationError> {
    let line = "    \(name)Rule(),\n"
    guard !registry.contains(line) else { return .failure(GenerationError("\(registryPath) already lists \(name)Rule")) }
    for anchor in ["    InvalidSuppressionRule(),\n", "  ]\n"] {
      if let range = registry.firstRange(of: anchor) {
        var edited = registry
        edited.insert(contentsOf: line, at: range.lowerBound)
        return .success(edited)
      }
    }
    return .failure(GenerationError("\(registryPath): cannot find the end of `RuleRegistry.all`"))
  }

  /// Writes the scaffold under `root` and returns the paths it created or changed.
  package static func create(root: String, id: String, category: RuleCategory) -> Result<[String], GenerationError> {
    if let problem = problem(with: id) { return .failure(GenerationError(problem)) }
    let name = typeName(id)
    let files = files(id: id, category: category)
    for folder in ["Sources/BindingLintRules/\(name)", "Tests/Fixtures/\(id)"]
    where Platform.entryExists(Platform.FilePath(root + "/" + folder)) {
      return .failure(GenerationError("\(folder) already exists"))
    }
    let registry: String
    switch Platform.readFile(root + "/" + registryPath) {
    case .success(let bytes): registry = String(decoding: bytes, as: UTF8.self)
    case .failure(let error): return .failure(GenerationError("\(registryPath): \(error.message)"))
    }
    let edited: String
    switch registering(name, in: registry) {
    case .success(let text): edited = text
    case .failure(let error): return .failure(error)
    }
    for file in files {
      let folder = String(file.path[..<file.path.lastIndex(of: "/")!])
      guard Platform.createDirectories(root + "/" + folder), Platform.writeAtomically(root + "/" + file.path, Array(file.text.utf8))
      else { return .failure(GenerationError("cannot write \(file.path)")) }
    }
    guard Platform.writeAtomically(root + "/" + registryPath, Array(edited.utf8)) else {
      return .failure(GenerationError("cannot write \(registryPath)"))
    }
    return .success(files.map(\.path) + [registryPath])
  }
}
