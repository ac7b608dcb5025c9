import BindingLintIndex

/// The view graph walk's answers, worked out once per round and thread and shared by every
/// decision that walks the same part of the graph (`RecordedMemo`): the three environment
/// rules ask about the same views, sites and providers for every read of every view below
/// them. Each is keyed by what alone decides it: a node; a site (its place in input order,
/// which fixes its file and project) and the wanted type.
final class EnvironmentMemo {
  /// A site and a wanted type (`id(of:)`).
  struct SiteWanted: Hashable {
    let site: UInt64
    let wanted: Int
  }

  /// A read's walk: the wanted type (`id(of:)`) and the reading view.
  struct ReadKey: Hashable {
    let wanted: Int
    let view: String
    let project: String?
    let homeFile: String?
  }

  /// The first provider step of a site that is not `doesNot` for a wanted type: its place
  /// in `steps`, and its answer.
  struct FirstProvider {
    let step: Int
    let answer: ProviderResolution.Answer
  }

  private var wantedIDs: [ProviderResolution.Wanted: Int] = [:]
  let parents: RecordedMemo<EnvironmentReach.Node, [TypeIndex.Placed<ConstructionSite>]>
  let parentNodes: RecordedMemo<UInt64, EnvironmentReach.ParentNode>
  let provisions: RecordedMemo<SiteWanted, ProviderResolution.Answer>
  let firstProviders: RecordedMemo<SiteWanted, FirstProvider?>
  let reaches: RecordedMemo<ReadKey, EnvironmentReach.Outcome>

  init(log: NameLog) {
    parents = RecordedMemo(log: log)
    parentNodes = RecordedMemo(log: log)
    provisions = RecordedMemo(log: log)
    firstProviders = RecordedMemo(log: log)
    reaches = RecordedMemo(log: log)
  }

  /// A small number for `wanted`, so keys hash an integer instead of its names.
  func id(of wanted: ProviderResolution.Wanted) -> Int {
    if let known = wantedIDs[wanted] { return known }
    let id = wantedIDs.count
    wantedIDs[wanted] = id
    return id
  }
}
