/// The index's side of `ViewGraphFacts`: every file's view-graph facts, filed under the
/// names the questions ask by (a construction under its target's last name component, a
/// type under its qualified name, a wrapper under its function name). Each list is kept in
/// input order (the file's place, then the fact's place in it), so the answers do not
/// depend on which round of on-demand parsing brought a file in.
struct ViewGraphTable: Sendable {
  struct File: Sendable {
    let path: String
    let project: String?
  }

  /// A fact with the file it came from and its place in input order.
  struct Located<Value: Sendable>: Sendable {
    let file: Int32
    let order: UInt64
    let value: Value
  }

  private(set) var files: [File] = []
  /// Constructions of types, by the target's last name component.
  private(set) var sitesByTarget: [String: [Located<ConstructionSite>]] = [:]
  /// Uses of render members, by owner (qualified name).
  private(set) var memberUses: [String: [Located<ConstructionSite>]] = [:]
  /// Every construction, by the owner holding it ("" for none).
  private(set) var sitesByOwner: [String: [Located<ConstructionSite>]] = [:]
  /// View types and their extensions, by qualified name.
  private(set) var types: [String: [Located<ViewTypeFact>]] = [:]
  private(set) var wrappers: [String: [Located<ProviderWrapper>]] = [:]
  /// Property types, by owner's last name component.
  private(set) var members: [String: [Located<MemberTypeFact>]] = [:]

  /// Adds one file's facts; `order` is the file's place in the run's input order.
  mutating func add(_ facts: ViewGraphFacts, path: String, project: String?, order: Int) {
    guard !facts.isEmpty else { return }
    let file = Int32(files.count)
    files.append(File(path: path, project: project))
    var ordinal: UInt64 = 0
    func key() -> UInt64 {
      defer { ordinal += 1 }
      return UInt64(order) << 32 | ordinal
    }
    for site in facts.sites {
      let located = Located(file: file, order: key(), value: site)
      if site.isMemberUse {
        Self.insert(located, into: &memberUses[site.owner ?? "", default: []])
      } else {
        Self.insert(located, into: &sitesByTarget[TypeIndex.lastComponent(site.target), default: []])
      }
      Self.insert(located, into: &sitesByOwner[site.owner ?? "", default: []])
    }
    for type in facts.types {
      Self.insert(Located(file: file, order: key(), value: type), into: &types[type.name, default: []])
    }
    for wrapper in facts.wrappers {
      Self.insert(Located(file: file, order: key(), value: wrapper), into: &wrappers[wrapper.name, default: []])
    }
    for member in facts.members {
      Self.insert(Located(file: file, order: key(), value: member), into: &members[TypeIndex.lastComponent(member.owner), default: []])
    }
  }

  /// Inserts at the place of `located.order` (at the end unless facts arrive out of order).
  private static func insert<Value>(_ located: Located<Value>, into list: inout [Located<Value>]) {
    guard let last = list.last, last.order > located.order else {
      list.append(located)
      return
    }
    var low = 0
    var high = list.count
    while low < high {
      let mid = (low + high) / 2
      if list[mid].order < located.order { low = mid + 1 } else { high = mid }
    }
    list.insert(located, at: low)
  }

  func path(of file: Int32) -> String { files[Int(file)].path }
  func project(of file: Int32) -> String? { files[Int(file)].project }
}
