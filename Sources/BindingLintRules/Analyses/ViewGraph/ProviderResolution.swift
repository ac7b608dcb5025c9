import BindingLintIndex

/// Whether a provider in the view graph provides a given type, through the index: a
/// direct `.environmentObject(x)`/`.environment(x)` whose `x` has that type, a `View`
/// extension or `ViewModifier` of the project that applies one (followed a few levels),
/// or an unknown modifier handed such a value. Three answers, never a guess: a value whose
/// type cannot be followed may be the object, so it "might" provide.
package struct ProviderResolution {
  let index: TypeIndex
  /// Answers kept for this round's other decisions; nil when the index keeps none.
  let memo: Memo?

  package init(index: TypeIndex) {
    self.index = index
    memo = index.memo(Memo.init)
  }

  /// What a name and a value mean where they are written, worked out once per round and
  /// thread (`RecordedMemo`): every walk meets the same few provided values and names.
  final class Memo {
    struct Place<Subject: Hashable>: Hashable {
      let subject: Subject
      let owner: String?
      let project: String?
    }

    let names: RecordedMemo<Place<String>, ValueType>
    let values: RecordedMemo<Place<ProviderValue>, ValueType>

    init(log: NameLog) {
      names = RecordedMemo(log: log)
      values = RecordedMemo(log: log)
    }
  }

  package enum Answer: Equatable {
    case provides, doesNot, might

    /// The stronger of two answers for one place: providing beats might, might beats not.
    package func or(_ other: Answer) -> Answer {
      if self == .provides || other == .provides { return .provides }
      if self == .might || other == .might { return .might }
      return .doesNot
    }
  }

  /// What a type name means for the comparison: a declared type, or something unknown.
  package enum ValueType: Equatable {
    case type(qualifiedName: String, project: String?)
    /// A type the project does not declare (a framework's, a package's not linted).
    case external(String)
    case unknown
    case none
  }

  /// The type a provider must provide: its entry, and which mechanism reads it.
  package struct Wanted: Hashable {
    package let name: String
    package let project: String?
    package let kind: EnvironmentKind

    package init(name: String, project: String?, kind: EnvironmentKind) {
      self.name = name
      self.project = project
      self.kind = kind
    }

    package func matches(_ type: ValueType) -> Answer {
      switch type {
      case .type(let qualifiedName, let project): return qualifiedName == name && project == self.project ? .provides : .doesNot
      case .external: return .doesNot
      case .unknown: return .might
      case .none: return .doesNot
      }
    }
  }

  /// Levels of wrappers and modifiers followed before the answer is "might".
  static let depthLimit = 4

  /// Whether `provider`, applied in a member of `owner` in `project`, provides `wanted`.
  package func answer(_ provider: ProviderRef, for wanted: Wanted, owner: String?, project: String?, depth: Int = 0) -> Answer {
    guard depth < Self.depthLimit else { return .might }
    switch provider.kind {
    case .environmentObject, .environmentValue:
      guard provider.directKind == wanted.kind else { return .doesNot }
      return wanted.matches(type(of: provider.value, owner: owner, project: project))
    case .modifierType:
      guard !provider.name.isEmpty, case .type(let modifier, let modifierProject) = resolve(provider.name, owner: owner, project: project)
      else { return .might }
      var result = Answer.doesNot
      for facts in index.viewFacts(of: modifier, project: modifierProject) {
        for inner in facts.value.providers {
          result = result.or(answer(inner, for: wanted, owner: modifier, project: modifierProject, depth: depth + 1))
          if result == .provides { return result }
        }
      }
      return result
    case .handOff:
      return .might
    case .wrapperCall:
      let wrappers = index.providerWrappers(named: provider.name)
      guard !wrappers.isEmpty else {
        // A modifier the project does not declare can only inject what it is handed.
        var result = Answer.doesNot
        for argument in provider.arguments {
          result = result.or(wanted.matches(type(of: argument, owner: owner, project: project)))
        }
        return result
      }
      var result = Answer.doesNot
      for wrapper in wrappers {
        for inner in wrapper.value.providers {
          var substituted = inner
          if case .parameter(let position) = inner.value {
            substituted.value = position < provider.arguments.count ? provider.arguments[position] : .unknown
          }
          // Values named in the wrapper are read in its file's project; substituted
          // arguments in the caller's.
          let isArgument = substituted.value != inner.value
          result = result.or(answer(
            substituted, for: wanted, owner: isArgument ? owner : nil, project: isArgument ? project : wrapper.project,
            depth: depth + 1))
          if result == .provides { return result }
        }
      }
      return result
    }
  }

  /// The type of a provided value, followed through properties and static members.
  package func type(of value: ProviderValue, owner: String?, project: String?) -> ValueType {
    guard let memo else { return typeUncached(of: value, owner: owner, project: project) }
    return memo.values.value(Memo.Place(subject: value, owner: owner, project: project)) {
      typeUncached(of: value, owner: owner, project: project)
    }
  }

  private func typeUncached(of value: ProviderValue, owner: String?, project: String?) -> ValueType {
    switch value {
    case .type(let name):
      return resolve(name, owner: owner, project: project)
    case .member(let base, let path):
      return follow(path, from: resolve(base, owner: owner, project: project))
    case .ownerMember(let ownerName, let path):
      return follow(path, from: resolve(ownerName, owner: owner, project: project))
    case .parameter, .unknown:
      return .unknown
    case .none:
      return .none
    }
  }

  /// `path`'s members, one after the other, from a value of type `start`.
  private func follow(_ path: [String], from start: ValueType) -> ValueType {
    var current = start
    for member in path {
      guard case .type(let name, let project) = current, let next = index.memberType(of: name, member: member, project: project) else {
        return .unknown
      }
      current = resolve(next, owner: name, project: project)
    }
    return current
  }

  /// What `name`, written in a member of `owner`, names: aliases followed.
  package func resolve(_ name: String, owner: String?, project: String?) -> ValueType {
    guard let memo else { return resolveUncached(name, owner: owner, project: project) }
    return memo.names.value(Memo.Place(subject: name, owner: owner, project: project)) {
      resolveUncached(name, owner: owner, project: project)
    }
  }

  private func resolveUncached(_ name: String, owner: String?, project: String?) -> ValueType {
    var name = TypeIndex.strippingModule(name)
    var scope = owner.map(Self.scopes(of:)) ?? []
    for _ in 0..<8 {
      switch index.resolve(name, from: project, scope: scope) {
      case .unknown:
        return .external(name)
      case .ambiguous:
        return .unknown
      case .type(let entry):
        guard entry.kind == .typealias else { return .type(qualifiedName: entry.qualifiedName, project: entry.project) }
        // `#if` branches may alias one name to different types: which one is unknown.
        let targets = Set(index.declarations(qualified: entry.qualifiedName).map { index.entries[$0].aliasTarget })
        guard targets.count == 1, let target = entry.aliasTarget else { return .unknown }
        name = target
        scope = Self.scopes(of: entry.qualifiedName).dropLast()
      }
    }
    return .unknown
  }

  /// The scopes a name is resolved from inside type `owner` (`A.B` → `A`, `A.B`).
  package static func scopes(of owner: String) -> [String] {
    // On UTF-8 when the name is ASCII with no empty component (the names the extractor
    // writes): each scope is then the prefix before a dot, and the name itself. Splitting
    // the `String` compares characters, and this runs for every construction a walk meets.
    var result: [String] = []
    let utf8 = owner.utf8
    var componentStart = utf8.startIndex
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte > 0x7F { return scopesByCharacter(of: owner) }
      if byte == UInt8(ascii: ".") {
        if index == componentStart { return scopesByCharacter(of: owner) }
        result.append(String(owner[..<index]))
        componentStart = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    if componentStart == utf8.endIndex { return scopesByCharacter(of: owner) }
    result.append(owner)
    return result
  }

  /// `scopes(of:)` for any name: empty components dropped, dots compared as characters.
  static func scopesByCharacter(of owner: String) -> [String] {
    var result: [String] = []
    var current = ""
    for component in owner.split(separator: ".") {
      current = current.isEmpty ? String(component) : current + "." + component
      result.append(current)
    }
    return result
  }
}
