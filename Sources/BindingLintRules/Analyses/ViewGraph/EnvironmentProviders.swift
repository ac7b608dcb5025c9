import BindingLintIndex

/// Every provider in the project, for the questions no single path answers: "is there a
/// provider of `T` anywhere" (a view never built outside previews, `strict`), "where is
/// `T` provided" (the editor's hover). Only right when the index holds every file: a
/// decision asking it first says so (`TypeIndex.dependsOnEveryFile`).
package struct EnvironmentProviders {
  let index: TypeIndex

  package init(index: TypeIndex) { self.index = index }

  /// A provider and where it is applied.
  package struct Place {
    package let provider: ProviderRef
    package let path: String
    package let project: String?
    /// The type whose render code applies it (nil in a preview or a free function).
    package let owner: String?
  }

  /// Every provider applied in render code, in input order: those around constructions
  /// and those a type applies to content it is handed.
  package func all() -> [Place] {
    var places: [Place] = []
    var seen: Set<String> = []
    for placed in index.allViewFacts() {
      for provider in placed.value.providers where seen.insert("\(placed.path):\(provider.line):\(provider.name)\(provider.kind)").inserted {
        places.append(Place(provider: provider, path: placed.path, project: placed.project, owner: placed.value.name))
      }
    }
    for placed in index.allConstructions() where placed.value.context != .preview {
      for provider in placed.value.providers where seen.insert("\(placed.path):\(provider.line):\(provider.name)\(provider.kind)").inserted {
        places.append(Place(provider: provider, path: placed.path, project: placed.project, owner: placed.value.owner))
      }
    }
    return places
  }

  /// Whether any provider in the project provides `wanted` (or might).
  package func anywhere(_ wanted: ProviderResolution.Wanted) -> ProviderResolution.Answer {
    let resolution = ProviderResolution(index: index)
    var result = ProviderResolution.Answer.doesNot
    for place in all() {
      result = result.or(resolution.answer(place.provider, for: wanted, owner: place.owner, project: place.project))
      if result == .provides { return result }
    }
    return result
  }

  /// The providers that provide `wanted` (not those that only might).
  package func providing(_ wanted: ProviderResolution.Wanted) -> [Place] {
    let resolution = ProviderResolution(index: index)
    return all().filter { place in
      resolution.answer(place.provider, for: wanted, owner: place.owner, project: place.project) == .provides
    }
  }
}
