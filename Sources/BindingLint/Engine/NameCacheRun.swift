/// One run's use of a project's `NameCache`: each file the run meets is looked up (its
/// status now against the entry's), a fresh entry hands the file's names to the run
/// (`KnownFile`) so the file is not read, and every other file is read and scanned by the
/// run as before; at the end the cache is written back if it changed. Any problem with the
/// cache folder or file only means the files are read, as without a cache.
final class NameCacheRun {
  private let folder: Platform.CacheFolder
  private let fileName: String
  private let header: NameCache.Header
  /// The project folder as the walk spells it, with a trailing `/`.
  private let prefix: String
  private let loaded: NameCache
  /// The wall-clock time before any file was looked at ([s, ns]).
  private let start: [Int]
  private var kept: [String: NameCache.Entry] = [:]
  private var scanned: [(path: String, stamp: [Int], known: KnownFile)] = []

  /// The cache of `project` (absolute, as the walk spells it) in `directory`; nil if
  /// the folder cannot be used.
  init?(directory: String, project: String) {
    guard let folder = Platform.CacheFolder.opening(directory) else { return nil }
    start = Platform.now()
    self.folder = folder
    let real = Platform.realPath(project) ?? project
    fileName = NameCache.fileName(project: real)
    let header = NameCache.Header(linterVersion: BindingLintVersion.current, build: Platform.executableStamp(), project: real)
    self.header = header
    prefix = project.hasSuffix("/") ? project : project + "/"
    loaded = folder.read(fileName, limit: NameCache.maximumSize).flatMap { NameCache.decode($0, expecting: header) } ?? NameCache()
  }

  /// Whether the cache had entries: a run that finds most names here has little to read.
  var isWarm: Bool { !loaded.entries.isEmpty }

  /// What the run should know of the file at `path` (as the walk spells it): its names
  /// when the entry is fresh; otherwise a record the run's scan fills in, for the cache.
  func known(forFileAt path: String, pathBytes: [UInt8]?) -> KnownFile {
    let known = KnownFile()
    guard pathBytes == nil, path.hasPrefix(prefix), let stamp = Platform.cacheStamp(path) else { return known }
    let relative = String(path.dropFirst(prefix.count))
    if let entry = loaded.entries[relative], entry.stamp == stamp {
      known.names = DeclaredNames.Hashes(Set(entry.names))
      kept[relative] = entry
    } else {
      known.keepsNameText = true
      scanned.append((relative, stamp, known))
    }
    return known
  }

  /// Writes the cache back when the run read a file worth recording or a file is gone.
  func save() {
    var cache = NameCache(entries: kept)
    var added = false
    for (path, stamp, known) in scanned where !NameCache.isRacy(stamp, start: start) {
      guard let names = known.nameText else { continue }
      cache.entries[path] = NameCache.Entry(stamp: stamp, names: names.sorted())
      added = true
    }
    guard added || kept.count != loaded.entries.count else { return }
    folder.removeStaleTemporaries(olderThan: start)
    folder.write(fileName, cache.encoded(header))
  }
}
