import BindingLintPlatform

/// The spelling a path has on disk, for a path a user or an editor typed.
///
/// On a case-insensitive file system (macOS's default) `sources/row.swift` opens
/// `Sources/Row.swift`, but the linter compares paths as bytes: globs, baseline keys and a
/// walk's paths are spelled as the folders list them. So a path given outright
/// (`--stdin-filename`, an editor's document, a `--force-exclude` argument) is first
/// respelled as the disk spells it, asking the file system rather than guessing: a name the
/// folder does not list exactly is replaced by the listed name that is the same file (same
/// device and inode). Unicode forms count as one name too (`é` composed or not; macOS file
/// systems treat them alike). A path the file system already spells as given — always, on a
/// case-sensitive disk — comes back unchanged; a part that does not exist (a new, unsaved
/// file) is kept as typed.
///
/// Globs themselves and baseline entries compare bytes, as git's pathspecs and SwiftLint's
/// and Ruff's globs do: the same configuration selects the same files on a developer's Mac
/// and on Linux CI (docs/configuration.md).
package enum DiskSpelling {
  /// What the respelling asks of the file system (the tests model a case-insensitive one).
  package struct FileSystem {
    package var list: (String) -> [String]?
    package var identity: (String) -> Platform.FileIdentity?

    package init(list: @escaping (String) -> [String]?, identity: @escaping (String) -> Platform.FileIdentity?) {
      self.list = list
      self.identity = identity
    }

    package static var system: FileSystem {
      FileSystem(
        list: { FolderListings.shared.names(in: $0) },
        identity: { try? Platform.status(of: Platform.FilePath($0)).get().identity })
    }
  }

  /// `path` as the folders on its way list it (relative stays relative).
  package static func respelled(_ path: String, in fileSystem: FileSystem = .system) -> String {
    var listings: [String: [String]?] = [:]
    return respelled(path, in: fileSystem, listings: &listings)
  }

  /// Several paths, each folder listed once.
  package static func respelled(_ paths: [String], in fileSystem: FileSystem = .system) -> [String] {
    var listings: [String: [String]?] = [:]
    return paths.map { respelled($0, in: fileSystem, listings: &listings) }
  }

  static func respelled(_ path: String, in fileSystem: FileSystem, listings: inout [String: [String]?]) -> String {
    let isAbsolute = path.hasPrefix("/")
    let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    var spelled: [String] = []
    var changed = false
    for (index, part) in parts.enumerated() {
      if part == "." || part == ".." {
        spelled.append(part)
        continue
      }
      let folder = (isAbsolute ? "/" : "") + spelled.joined(separator: "/")
      let listed: [String]?
      if let cached = listings[folder] {
        listed = cached
      } else {
        listed = fileSystem.list(folder.isEmpty ? "." : folder)
        listings[folder] = listed
      }
      // Bytes, not `==`: Swift's string equality already treats `é` and `e`+`◌́` as one.
      guard let names = listed, !names.contains(where: { $0.utf8.elementsEqual(part.utf8) }) else {
        spelled.append(part)
        continue
      }
      let here = (folder.isEmpty ? "" : folder == "/" ? "/" : folder + "/")
      guard let wanted = fileSystem.identity(here + part) else {
        // Nothing of that name: the rest is kept as typed.
        spelled += parts[index...]
        break
      }
      let folded = part.lowercased()
      if let name = names.first(where: { $0.lowercased() == folded && fileSystem.identity(here + $0) == wanted }) {
        spelled.append(name)
        changed = true
      } else {
        spelled.append(part)
      }
    }
    guard changed else { return path }
    let joined = spelled.joined(separator: "/")
    return isAbsolute ? "/" + joined : joined
  }
}

/// Folder listings kept while the folder is unchanged (same identity, size and times): the
/// language server respells a document's path on every keystroke, and listing every folder
/// from `/` down each time costs more than a `stat` of each. Bounded; dropped whole when full.
final class FolderListings: @unchecked Sendable {
  static let shared = FolderListings()
  private let lock = Lock()
  private var listings: [String: (identity: Platform.FileIdentity, stamp: [Int], names: [String])] = [:]
  private static let limit = 512

  func names(in folder: String) -> [String]? {
    guard case .success(let status) = Platform.status(of: Platform.FilePath(folder)), status.type == .directory else { return nil }
    if let kept = lock.withLock({ listings[folder] }), kept.identity == status.identity, kept.stamp == status.stamp {
      return kept.names
    }
    guard let names = Platform.directoryEntries(folder) else { return nil }
    lock.withLock {
      if listings.count >= Self.limit { listings = [:] }
      listings[folder] = (status.identity, status.stamp, names)
    }
    return names
  }
}
