import BindingLintIndex

/// Index-only files of a project whose names a run takes from the name cache instead of
/// reading them (`NameCacheRun`). Each stays an entry of the loaded cache, a path and the
/// keys of its names, until a decision asks about one of those names; only then does it
/// become an input, read and parsed like any other. An editor's save of a large project
/// thus builds no string, input or outcome for the thousands of files it does not read.
///
/// The members are in path order, byte-wise (the cache's own order), which is the order a
/// run gives its files: `Runner.finish` merges them with the files it read, so the type
/// index sees every file in the position a whole-tree run gives it.
struct CachedFiles: Sendable {
  let cache: NameCache
  /// Indices of the cache's entries that are in the run, increasing.
  let members: [Int]
  /// The project folder as the walk spells it, with a trailing `/`.
  let prefix: String

  var count: Int { members.count }

  /// The path of member `index` as the walk spells it.
  func path(_ index: Int) -> String {
    prefix + cache.path(of: cache.entries[members[index]])
  }

  func project(_ index: Int) -> String? {
    let project = cache.entries[members[index]].project
    return project >= 0 ? cache.projects[project] : nil
  }

  /// The keys of the names member `index` may declare, as the cache has them.
  func names(_ index: Int) -> DeclaredNames.Hashes {
    guard let range = cache.entries[members[index]].names else { return DeclaredNames.Hashes(stored: []) }
    return DeclaredNames.Hashes(stored: Array(cache.keys[range]))
  }

  /// Member `index` as an input to read, when a decision needs its facts.
  func input(_ index: Int) -> Runner.Input {
    Runner.Input(path: path(index), project: project(index), indexOnly: true)
  }

  /// How many members sort before `path` (a full path as the walk spells it);
  /// `prefixBytes` is `prefix` as UTF-8.
  func rank(of path: String, prefixBytes: [UInt8]) -> Int {
    var path = path
    return path.withUTF8 { target in
      cache.paths.withUnsafeBufferPointer { all in
        var low = 0, high = members.count
        while low < high {
          let middle = (low + high) / 2
          let relative = UnsafeBufferPointer(rebasing: all[cache.entries[members[middle]].path])
          if Self.joined(prefixBytes, relative, precedes: target) {
            low = middle + 1
          } else {
            high = middle
          }
        }
        return low
      }
    }
  }

  /// Whether `head` followed by `tail` sorts before `path`, byte-wise.
  static func joined(_ head: [UInt8], _ tail: UnsafeBufferPointer<UInt8>, precedes path: UnsafeBufferPointer<UInt8>) -> Bool {
    var k = 0
    for byte in head {
      guard k < path.count else { return false }
      if byte != path[k] { return byte < path[k] }
      k += 1
    }
    for byte in tail {
      guard k < path.count else { return false }
      if byte != path[k] { return byte < path[k] }
      k += 1
    }
    return k < path.count
  }

  /// The run's order of `inputs` (sorted by path) and the members: each position holds
  /// an input's index, or `~member` for a member.
  func merged(with inputs: [Runner.Input]) -> [Int] {
    var order: [Int] = []
    order.reserveCapacity(inputs.count + members.count)
    var next = 0
    let prefixBytes = Array(prefix.utf8)
    for (index, input) in inputs.enumerated() {
      let before = rank(of: input.path.display, prefixBytes: prefixBytes)
      while next < before {
        order.append(~next)
        next += 1
      }
      order.append(index)
    }
    while next < members.count {
      order.append(~next)
      next += 1
    }
    return order
  }
}
