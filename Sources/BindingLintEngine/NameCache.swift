import BindingLintPlatform
import BindingLintSyntax
import BindingLintIndex

/// What the name scan (`DeclaredNames`) found in each file of a project, kept on disk
/// between runs, so that an editor's save (`--stdin-filename`, `ProjectScope`) reads only
/// the project's files that changed since the last save instead of all of them.
///
/// An entry is used only when the file's status now is the status recorded *before* it
/// was read (`FileStamp`: size, modification and status-change times to the nanosecond,
/// inode and device). Every write to a file sets its status-change time, which no one can
/// set back, so a file rewritten with the same size and then given its old modification
/// time (`touch -d`) is read again. A file changed twice within one tick of the file
/// system's clock would keep its status, so an entry is written only when the file's times
/// are safely older than the run that read it (`racyMargin`, git's "racily clean" rule); a
/// newer file is read again next time.
///
/// The walk of the project is kept too: the folders it listed, each with its stamp, and
/// the files it found. When every folder's stamp is unchanged (a folder's times change
/// whenever an entry is added, removed or renamed in it), the files are the same and the
/// walk is replayed from the cache instead of listing every folder again.
///
/// Names are kept as their keys (`NameKey`, the same in every process), and the entries
/// flat, sorted by path: a warm save loads the file with one allocation per array, not
/// one per path and name, and hands the entries to the run as they are (`CachedFiles`).
///
/// The cache file is all or nothing: a header (magic, format version, linter version,
/// the executable's size and time, the project's real path), the walk and the entries, and
/// a checksum of all of it. A file that is truncated, corrupt, written by another build or
/// for another project, or that does not parse exactly (entries out of order included), is
/// ignored whole and replaced by the run.
package struct NameCache: Equatable, Sendable {
  package struct Entry: Equatable, Sendable {
    /// The file's path below the project folder: `paths[path]`.
    var path: Range<Int>
    /// Index in `projects`, or -1 outside any project.
    var project: Int
    var stamp: FileStamp
    /// The keys of the names the scan found: `keys[names]`; nil when the file must be
    /// read (it changed too recently to be trusted, or could not be read).
    var names: Range<Int>?
  }

  /// A folder the walk listed, with its stamp: unchanged, it holds the same entries.
  package struct Folder: Equatable, Sendable {
    var path: String
    var stamp: FileStamp

    package init(path: String, stamp: [Int]) {
      self.init(path: path, stamp: FileStamp(stamp))
    }

    init(path: String, stamp: FileStamp) {
      self.path = path
      self.stamp = stamp
    }
  }

  /// What a cache file must have been written by and for to be read.
  package struct Header: Equatable, Sendable {
    var linterVersion: String
    var build: [Int]
    var project: String

    package init(linterVersion: String, build: [Int], project: String) {
      self.linterVersion = linterVersion
      self.build = build
      self.project = project
    }
  }

  /// One file as a test or a run describes it, before it is laid out flat.
  package struct File: Sendable {
    var project: Int
    var stamp: FileStamp
    var keys: [Int]?

    /// A file whose scan found `names` (their keys are kept).
    package init(project: Int = -1, stamp: [Int], names: [String]?) {
      self.init(project: project, stamp: FileStamp(stamp), keys: names.map { DeclaredNames.Hashes(Set($0)).values })
    }

    init(project: Int, stamp: FileStamp, keys: [Int]?) {
      self.project = project
      self.stamp = stamp
      self.keys = keys
    }
  }

  /// Every path of the last walk (relative to the project folder), laid end to end.
  private(set) var paths: [UInt8] = []
  /// One per file, in increasing byte order of their paths.
  private(set) var entries: [Entry] = []
  /// The names' keys of every entry, laid end to end.
  private(set) var keys: [Int] = []
  /// The project keys entries refer to.
  package var projects: [String] = []
  /// The folders the walk listed (relative paths, "" for the project folder) and the
  /// filter it walked with; empty when the walk cannot be replayed and must be done again.
  package var folders: [Folder] = []
  package var filter = ""

  package init(files: [String: File] = [:], projects: [String] = [], folders: [Folder] = [], filter: String = "") {
    self.projects = projects
    self.folders = folders
    self.filter = filter
    let sorted = files.map { (Array($0.key.utf8), $0.value) }.sorted { $0.0.lexicographicallyPrecedes($1.0) }
    for (path, file) in sorted { append(path: path, file) }
  }

  /// Adds an entry after the last one; its path must sort after the last one's.
  mutating func append(path: some Collection<UInt8>, _ file: File) {
    let start = paths.count
    paths.append(contentsOf: path)
    let names = file.keys.map { list -> Range<Int> in
      let first = keys.count
      keys.append(contentsOf: list)
      return first..<keys.count
    }
    entries.append(Entry(path: start..<paths.count, project: file.project, stamp: file.stamp, names: names))
  }

  /// The path of `entry`, as text.
  func path(of entry: Entry) -> String {
    paths.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[entry.path]), as: UTF8.self) }
  }

  /// The index of the entry for `relative`, found by its bytes in the sorted entries.
  func index(at relative: String) -> Int? {
    var relative = relative
    return relative.withUTF8 { target in
      paths.withUnsafeBufferPointer { all in
        var low = 0, high = entries.count
        while low < high {
          let middle = (low + high) / 2
          let candidate = UnsafeBufferPointer(rebasing: all[entries[middle].path])
          if Platform.bytesPrecede(candidate, target) {
            low = middle + 1
          } else {
            high = middle
          }
        }
        guard low < entries.count, ByteText.same(UnsafeBufferPointer(rebasing: all[entries[low].path]), target) else { return nil }
        return low
      }
    }
  }

  static let magic = Array("bindinglint name cache\n".utf8)
  /// Bump when the file layout, `NameKey` or what `DeclaredNames` yields changes.
  static let formatVersion = 8
  /// A cache file this large or larger is not read (some 300,000 files' entries).
  static let maximumSize = 64 << 20
  /// How much older than the run a file's or folder's times must be for it to be written:
  /// the coarsest clock tick of a local file system (FAT: 2 s). A change after the read
  /// then always gives the file other times.
  static let racyMargin = 2

  /// The cache's folder: `BINDINGLINT_CACHE_DIR`, else `bindinglint` in this user's cache
  /// folder (`Platform.userCacheFolder`: `XDG_CACHE_HOME`, else `~/Library/Caches` on macOS
  /// or `~/.cache`); nil when none can be named.
  package static func directory(environment: (String) -> String?) -> String? {
    if let given = environment("BINDINGLINT_CACHE_DIR"), !given.isEmpty { return given }
    return Platform.userCacheFolder(environment: environment).map { $0 + "/bindinglint" }
  }

  /// Where `directory` is when `BINDINGLINT_CACHE_DIR` is not set, for people (`--help`).
  package static let defaultDirectoryDescription = Platform.userCacheFolderDescription("bindinglint")

  /// The cache file's name for a project: a hash of its real path (the header names the
  /// path itself, so two projects that share a hash only evict each other).
  static func fileName(project: String) -> String {
    let hash = UTF8Validation.hash(Array(project.utf8))
    let hex = String(hash, radix: 16)
    return "names-" + String(repeating: "0", count: 16 - hex.count) + hex + ".cache"
  }

  /// Whether a file with this stamp, read by a run that started at `start` ([s, ns]),
  /// may have changed again within the same clock tick after it was read.
  static func isRacy(_ stamp: FileStamp, start: [Int]) -> Bool {
    let limit = [start[0] - racyMargin, start[1]]
    let modified = [stamp.modifiedSeconds, stamp.modifiedNanoseconds]
    let changed = [stamp.changedSeconds, stamp.changedNanoseconds]
    return !modified.lexicographicallyPrecedes(limit) || !changed.lexicographicallyPrecedes(limit)
  }
}

// MARK: - The file

extension NameCache {
  package func encoded(_ header: Header) -> [UInt8] {
    var out = CacheBytes.Writer()
    out.bytes.reserveCapacity(256 + paths.count + 8 * (keys.count + 10 * entries.count))
    out.bytes += Self.magic
    out.int(Self.formatVersion)
    out.text(header.linterVersion)
    out.ints(header.build)
    out.text(header.project)
    out.text(filter)
    out.int(projects.count)
    projects.forEach { out.text($0) }
    out.int(folders.count)
    for folder in folders {
      out.text(folder.path)
      out.stamp(folder.stamp)
    }
    out.int(entries.count)
    for entry in entries {
      out.int(entry.path.count)
      out.bytes += paths[entry.path]
      out.int(entry.project)
      out.stamp(entry.stamp)
      out.int(entry.names?.count ?? -1)
      entry.names.map { keys[$0].forEach { out.int($0) } }
    }
    out.int(Int(bitPattern: UInt(UTF8Validation.hash(out.bytes))))
    return out.bytes
  }

  /// The cache `bytes` hold if they are exactly a cache file written for `header`; nil for
  /// anything else.
  package static func decode(_ bytes: [UInt8], expecting header: Header) -> NameCache? {
    guard bytes.count >= magic.count + 8, bytes.count < maximumSize, bytes.starts(with: magic) else { return nil }
    let end = bytes.count - 8
    let sum = bytes.withUnsafeBytes { UTF8Validation.hash(UnsafeRawBufferPointer(rebasing: $0[..<end])) }
    var checksum = CacheBytes.Reader(bytes: bytes, offset: end)
    guard checksum.int() == Int(bitPattern: UInt(sum)) else { return nil }
    return decode(bytes, end: end, expecting: header)
  }

  /// The entries of a cache file without its checksum (what the fuzzer drives directly).
  static func decode(body: [UInt8], expecting header: Header) -> NameCache? {
    decode(body, end: body.count, expecting: header)
  }

  /// The cache in `bytes[..<end]`, read strictly: every count within what is left, every
  /// text valid UTF-8, paths in increasing order, nothing after the last entry.
  private static func decode(_ bytes: [UInt8], end: Int, expecting header: Header) -> NameCache? {
    guard bytes.starts(with: magic) else { return nil }
    var input = CacheBytes.Reader(bytes: bytes, offset: magic.count, end: end)
    guard input.int() == formatVersion, input.text() == header.linterVersion, input.ints() == header.build,
          input.text() == header.project, let filter = input.text(), let projectCount = input.count(minimumSize: 8)
    else { return nil }
    var cache = NameCache(filter: filter)
    for _ in 0..<projectCount {
      guard let project = input.text() else { return nil }
      cache.projects.append(project)
    }
    guard let folderCount = input.count(minimumSize: 8 * (FileStamp.count + 1)) else { return nil }
    for _ in 0..<folderCount {
      guard let path = input.text(), let stamp = input.stamp() else { return nil }
      cache.folders.append(Folder(path: path, stamp: stamp))
    }
    guard let count = input.count(minimumSize: 8 * (FileStamp.count + 3)) else { return nil }
    cache.entries.reserveCapacity(count)
    // Once: most of what is left is keys and paths.
    cache.keys.reserveCapacity(input.remaining / 8)
    cache.paths.reserveCapacity(input.remaining / 8)
    for _ in 0..<count {
      guard let path = input.chunk(), let project = input.int(), project >= -1, project < projectCount,
            let stamp = input.stamp(), let nameCount = input.int(), nameCount >= -1, nameCount <= input.remaining / 8
      else { return nil }
      let start = cache.paths.count
      cache.paths += path
      let range = start..<cache.paths.count
      // Increasing order makes the layout canonical (one file, one cache) and lets a
      // lookup search it; a path must also start on a character, for the check below.
      if let last = cache.entries.last {
        let ordered = cache.paths.withUnsafeBufferPointer {
          Platform.bytesPrecede(UnsafeBufferPointer(rebasing: $0[last.path]), UnsafeBufferPointer(rebasing: $0[range]))
        }
        guard ordered else { return nil }
      }
      guard path.first.map({ $0 & 0xC0 != 0x80 }) ?? true else { return nil }
      var names: Range<Int>?
      if nameCount >= 0 {
        let first = cache.keys.count
        input.appendInts(nameCount, to: &cache.keys)
        names = first..<cache.keys.count
      }
      cache.entries.append(Entry(path: range, project: project, stamp: stamp, names: names))
    }
    // Each path starts on a character and the whole is valid, so each path is.
    guard input.atEnd, UTF8Validation.isValid(cache.paths) else { return nil }
    return cache
  }
}
