import BindingLintPlatform

/// Where a run's `.bindinglint.json` is: the nearest one at or above the folder the run
/// starts from. A file there that another user owns (root excepted) is passed over, with
/// a note: in a shared parent such as `/tmp`, anyone could otherwise decide what is linted
/// (`{"exclude": ["**"]}` turned a CI run into "0 files … exit 0"). `--config FILE` names a
/// file outright and is not checked: the user chose it.
extension Configuration {
  /// The folder a file's configuration is looked for from: the file's own (which need
  /// not exist, as for `--stdin-filename`).
  package static func directory(above file: String) -> String {
    Discovery.parent(of: Discovery().absolute(file))
  }

  /// The folder the configuration of a run over `paths` is looked for from: the deepest
  /// folder holding all of them (a folder argument counts as itself, a file as its folder),
  /// so `bindinglint Sources/App` uses a `.bindinglint.json` in `Sources/App` or above.
  /// One configuration serves the whole run.
  package static func directory(holding paths: [String]) -> String {
    let folders = paths.map { path in
      Platform.isDirectory(path) ? Discovery().absolute(path) : directory(above: path)
    }
    guard var common = folders.first?.split(separator: "/") else { return Platform.currentDirectory() }
    for folder in folders.dropFirst() {
      let parts = folder.split(separator: "/")
      common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
    }
    return "/" + common.joined(separator: "/")
  }

  /// What the upward search found: the file to use, if any, and the files it passed over
  /// because another user owns them, each with a note saying so.
  package struct Search: Sendable, Equatable {
    package var path: String?
    package var ignored: [String] = []
    package var notes: [String] = []
  }

  /// Who may own a configuration file the search uses: this user or root.
  package typealias OwnerLookup = @Sendable (String) -> (entry: UInt32, target: UInt32?)?

  package static let systemOwners: OwnerLookup = { Platform.owners(of: Platform.FilePath($0)) }

  /// The nearest `.bindinglint.json` in `directory` or above it that this user or root
  /// owns (the name's own entry and, for a link, what it leads to). Anything by that name
  /// counts (a FIFO, a folder or a dangling link is then an error when loaded), so a broken
  /// configuration is never passed over for one further up; one owned by another user is.
  package static func find(
    from directory: String, user: UInt32 = Platform.effectiveUserID, owners: OwnerLookup = systemOwners
  ) -> Search {
    var search = Search()
    var current = Discovery().absolute(directory)
    while true {
      let candidate = (current == "/" ? "" : current) + "/" + fileName
      if let owner = owners(candidate) {
        let foreign = [owner.entry, owner.target].compactMap { $0 }.first { $0 != user && $0 != 0 }
        guard let foreign else {
          search.path = candidate
          return search
        }
        search.ignored.append(candidate)
        search.notes.append(
          "note: ignoring \(candidate): it belongs to another user (uid \(foreign)); "
            + "only your own or root's configuration files are used ('--config FILE' uses one anyway)")
      }
      let parent = Discovery.parent(of: current)
      if parent == current { return search }
      current = parent
    }
  }
}
