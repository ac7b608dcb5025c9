import BindingLintPlatform
import BindingLintSyntax

/// One run's use of a project's `NameCache`: the walk is replayed when no folder of it
/// changed; each file the run meets is looked up (its status now against the entry's). A
/// fresh entry stays in the cache and joins the run unread (`CachedFiles`); every other
/// file becomes an input the run reads and scans as before. At the end the cache is
/// written back if it changed. Any problem with the cache folder or file only means the
/// project is walked and read, as without a cache.
final class NameCacheRun {
  /// A file the run reads, recorded for the cache.
  private struct Read {
    var relative: String
    var project: String?
    /// Its status before the read.
    var stamp: FileStamp
    /// Where the run leaves the keys of its names.
    var known: KnownFile
  }

  /// A file of a replayed walk that the run must read (changed, or never scanned).
  struct Found {
    var path: String
    var project: String?
    var known: KnownFile
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
  /// Entries of `loaded` that are fresh (members of the run's `CachedFiles`), and the
  /// buffer's file, kept as the cache has it.
  private var fresh: [Int] = []
  private var kept: Int?
  private var read: [Read] = []
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
  var isWarm: Bool { loaded.entries.contains { $0.names != nil } }

  /// The files of the last walk to read, when it walked with the same filter and every
  /// folder it listed is as it was then; nil when the project must be walked. The fresh
  /// files are not among them: they are `cachedFiles()`. `target` (the buffer's file, as
  /// the walk spells it) is neither.
  func replayWalk(skipping target: String, identity: Platform.FileIdentity? = nil) -> [Found]? {
    guard !loaded.folders.isEmpty, loaded.filter == filter else { return nil }
    let path = Platform.StampPath(prefix: prefix)
    for folder in loaded.folders {
      let stamp = folder.path.isEmpty ? Platform.cacheStamp(root, directory: true) : path.stamp(folder.path, directory: true)
      guard stamp == folder.stamp else { return nil }
    }
    replayed = true
    var found: [Found] = []
    let targetRelative = target.hasPrefix(prefix) ? Array(target.utf8.dropFirst(prefix.utf8.count)) : nil
    loaded.paths.withUnsafeBufferPointer { paths in
      for (index, entry) in loaded.entries.enumerated() {
        let relative = UnsafeBufferPointer(rebasing: paths[entry.path])
        if let targetRelative, targetRelative.withUnsafeBufferPointer({ ByteText.same(relative, $0) }) {
          kept = index
          continue
        }
        let stamp = path.stamp(relative)
        if let identity, let stamp, UInt64(UInt(bitPattern: stamp.inode)) == identity.inode,
          UInt64(UInt(bitPattern: stamp.device)) == identity.device
        {
          // The target under another spelling.
          kept = index
          continue
        }
        if let stamp, stamp == entry.stamp, entry.names != nil {
          fresh.append(index)
          continue
        }
        let text = String(decoding: relative, as: UTF8.self)
        let project = entry.project >= 0 ? loaded.projects[entry.project] : nil
        found.append(Found(path: prefix + text, project: project, known: record(text, project: project, stamp: stamp)))
      }
    }
    return found
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

  /// The file at `filePath` (as the walk spells it) that a walk found: nil when its entry is
  /// fresh (it joins the run from the cache), else a record for the run's scan to fill in.
  func known(forFileAt filePath: Platform.FilePath, project: String?) -> KnownFile? {
    // The cache holds paths as text: a name that is not UTF-8 is read every time.
    let path = filePath.display
    guard !filePath.isEscaped, path.hasPrefix(prefix), let relative = String(path.utf8.dropFirst(prefix.utf8.count)) else {
      walkRecorded = false
      return KnownFile()
    }
    let stamp = Platform.cacheStamp(path)
    if let stamp, let index = loaded.index(at: relative), loaded.entries[index].stamp == stamp,
       loaded.entries[index].names != nil, loaded.entries[index].project == projectIndex(project) {
      fresh.append(index)
      return nil
    }
    return record(relative, project: project, stamp: stamp)
  }

  /// Records the buffer's file, which the run does not read, as the cache had it (an
  /// editor's save changes it every time: that alone does not rewrite the cache).
  func keep(fileAt path: String, project: String?) {
    guard path.hasPrefix(prefix), let relative = String(path.utf8.dropFirst(prefix.utf8.count)) else {
      walkRecorded = false
      return
    }
    if let index = loaded.index(at: relative) {
      kept = index
    } else {
      // New to the cache: recorded unread (no names), so the walk can be replayed.
      _ = record(relative, project: project, stamp: Platform.cacheStamp(path))
    }
  }

  /// The fresh files, for the run.
  func cachedFiles() -> CachedFiles {
    CachedFiles(cache: loaded, members: fresh.sorted(), prefix: prefix)
  }

  /// Writes the cache back if it changed: a file read (and old enough to be trusted), a
  /// file gone or added, a walk done.
  func save() {
    // The usual save: the walk replayed, every file as the cache had it.
    if replayed && read.isEmpty { return }
    var files: [(path: [UInt8], project: String?, file: NameCache.File)] = []
    files.reserveCapacity(fresh.count + read.count + 1)
    for index in fresh + (kept.map { [$0] } ?? []) {
      let entry = loaded.entries[index]
      let keys = entry.names.map { Array(loaded.keys[$0]) }
      files.append((Array(loaded.paths[entry.path]), entry.project >= 0 ? loaded.projects[entry.project] : nil,
                    NameCache.File(project: -1, stamp: entry.stamp, keys: keys)))
    }
    for file in read {
      let keys = NameCache.isRacy(file.stamp, start: start) ? nil : file.known.names?.values
      files.append((Array(file.relative.utf8), file.project, NameCache.File(project: -1, stamp: file.stamp, keys: keys)))
    }
    files.sort { $0.path.lexicographicallyPrecedes($1.path) }
    var cache = NameCache(filter: filter)
    // Sorted, so that the same files give the same cache whatever order they came in.
    cache.projects = Set(files.compactMap(\.project)).sorted()
    let projectIndex = Dictionary(uniqueKeysWithValues: cache.projects.enumerated().map { ($0.element, $0.offset) })
    var previous: [UInt8]?
    for var item in files where item.path != previous {
      item.file.project = item.project.flatMap { projectIndex[$0] } ?? -1
      cache.append(path: item.path, item.file)
      previous = item.path
    }
    cache.folders = replayed ? loaded.folders : walkRecorded ? folders : []
    guard cache != loaded else { return }
    folder.write(fileName, cache.encoded(header))
  }

  /// Records a file the run will read; a file whose status cannot be read is read without
  /// a record (and the walk is not kept: the next run walks again).
  private func record(_ relative: String, project: String?, stamp: FileStamp?) -> KnownFile {
    let known = KnownFile()
    guard let stamp else {
      walkRecorded = false
      replayed = false
      return known
    }
    read.append(Read(relative: relative, project: project, stamp: stamp, known: known))
    return known
  }

  private func projectIndex(_ project: String?) -> Int {
    guard let project else { return -1 }
    return loaded.projects.firstIndex(of: project) ?? -2
  }
}
