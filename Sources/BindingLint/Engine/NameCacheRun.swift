/// One run's use of a project's `NameCache`: the walk is replayed when no folder of it
/// changed; each file the run meets is looked up (its status now against the entry's), a
/// fresh entry hands the file's names to the run (`KnownFile`) so the file is not read,
/// and every other file is read and scanned by the run as before; at the end the cache is
/// written back if it changed. Any problem with the cache folder or file only means the
/// project is walked and read, as without a cache.
final class NameCacheRun {
  private struct Met {
    var relative: String
    var project: String?
    var stamp: [Int]
    var known: KnownFile
    /// The names from the cache, when its entry was fresh.
    var cached: [String]?
  }

  private let folder: Platform.CacheFolder
  private let fileName: String
  private let header: NameCache.Header
  /// The project folder as the walk spells it, and with a trailing `/`.
  private let root: String
  private let prefix: String
  private let filter: String
  private let loaded: NameCache
  /// The wall-clock time before any file or folder was looked at ([s, ns]).
  private let start: [Int]
  private var met: [Met] = []
  private var folders: [NameCache.Folder] = []
  /// Whether the walk just done can be replayed next time (every folder and file recorded).
  private var walkRecorded = true
  private var replayed = false

  /// The cache of `project` (absolute, as the walk spells it) in `directory`, for walks
  /// with `filter` (a key of the configuration's include and exclude); nil if the folder
  /// cannot be used.
  init?(directory: String, project: String, filter: String) {
    guard let folder = Platform.CacheFolder.opening(directory) else { return nil }
    start = Platform.now()
    self.folder = folder
    self.filter = filter
    let real = Platform.realPath(project) ?? project
    fileName = NameCache.fileName(project: real)
    let header = NameCache.Header(linterVersion: BindingLintVersion.current, build: Platform.executableStamp(), project: real)
    self.header = header
    root = project
    prefix = project.hasSuffix("/") ? project : project + "/"
    loaded = folder.read(fileName, limit: NameCache.maximumSize).flatMap { NameCache.decode($0, expecting: header) } ?? NameCache()
  }

  /// Whether the cache had entries: a run that finds most names here has little to read.
  var isWarm: Bool { loaded.entries.contains { $0.value.names != nil } }

  /// The files of the last walk, when it walked with the same filter and every folder it
  /// listed is as it was then; nil when the project must be walked.
  func replayedWalk() -> [(path: String, project: String?, relative: String, entry: NameCache.Entry)]? {
    guard !loaded.folders.isEmpty, loaded.filter == filter else { return nil }
    for folder in loaded.folders {
      let path = folder.path.isEmpty ? root : prefix + folder.path
      guard Platform.cacheStamp(path, directory: true) == folder.stamp else { return nil }
    }
    replayed = true
    return loaded.entries.map { path, entry in
      (prefix + path, entry.project >= 0 ? loaded.projects[entry.project] : nil, path, entry)
    }
  }

  /// Called with each folder a walk lists.
  func recordFolder(_ path: String) {
    let relative = path == root ? "" : path.hasPrefix(prefix) ? String(path.utf8.dropFirst(prefix.utf8.count)) : nil
    guard let relative, let stamp = Platform.cacheStamp(path, directory: true), !NameCache.isRacy(stamp, start: start) else {
      walkRecorded = false
      return
    }
    folders.append(NameCache.Folder(path: relative, stamp: stamp))
  }

  /// What the run should know of the file at `path` (as the walk spells it): its names
  /// when the entry is fresh; otherwise a record the run's scan fills in, for the cache.
  /// `relative` is the path below the project folder, and `entry` the cache's for it, when
  /// the caller knows them (a replayed walk: no second lookup by path).
  func known(
    forFileAt path: String, pathBytes: [UInt8]?, project: String?, relative: String? = nil, entry: NameCache.Entry? = nil
  ) -> KnownFile {
    let known = KnownFile()
    guard pathBytes == nil, relative != nil || path.hasPrefix(prefix), let stamp = Platform.cacheStamp(path) else {
      walkRecorded = false
      return known
    }
    let relative = relative ?? String(path.utf8.dropFirst(prefix.utf8.count)) ?? ""
    if let entry = entry ?? loaded.entries[relative], entry.stamp == stamp, let names = entry.names {
      known.names = DeclaredNames.Hashes(names)
      met.append(Met(relative: relative, project: project, stamp: stamp, known: known, cached: names))
    } else {
      known.keepsNameText = true
      met.append(Met(relative: relative, project: project, stamp: stamp, known: known))
    }
    return known
  }

  /// Records the buffer's file, which the run does not read, as the cache had it (an
  /// editor's save changes it every time: that alone does not rewrite the cache).
  func keep(fileAt path: String, project: String?) {
    guard path.hasPrefix(prefix) else { return }
    let relative = String(path.utf8.dropFirst(prefix.utf8.count)) ?? ""
    if let entry = loaded.entries[relative] {
      met.append(Met(relative: relative, project: project, stamp: entry.stamp, known: KnownFile(), cached: entry.names))
    } else if let stamp = Platform.cacheStamp(path) {
      met.append(Met(relative: relative, project: project, stamp: stamp, known: KnownFile()))
    } else {
      walkRecorded = false
    }
  }

  /// Writes the cache back if it changed: a file read (and old enough to be trusted), a
  /// file gone or added, a walk done.
  func save() {
    // The usual save: the walk replayed, every file as the cache had it.
    if replayed && met.count == loaded.entries.count && met.allSatisfy({ $0.cached != nil || $0.known.nameText == nil }) {
      return
    }
    var cache = NameCache(filter: filter)
    // Sorted, so that the same files give the same cache whatever order they came in.
    cache.projects = Set(met.compactMap(\.project)).sorted()
    let projectIndex = Dictionary(uniqueKeysWithValues: cache.projects.enumerated().map { ($0.element, $0.offset) })
    for file in met {
      let index = file.project.flatMap { projectIndex[$0] } ?? -1
      let names = file.cached ?? (NameCache.isRacy(file.stamp, start: start) ? nil : file.known.nameText?.sorted())
      cache.entries[file.relative] = NameCache.Entry(project: index, stamp: file.stamp, names: names)
    }
    cache.folders = replayed ? loaded.folders : walkRecorded ? folders : []
    guard cache != loaded else { return }
    folder.write(fileName, cache.encoded(header))
  }
}
