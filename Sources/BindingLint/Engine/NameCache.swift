/// What the name scan (`DeclaredNames`) found in each file of a project, kept on disk
/// between runs, so that an editor's save (`--stdin-filename`, `ProjectScope`) reads only
/// the project's files that changed since the last save instead of all of them.
///
/// An entry is used only when the file's status now is the status recorded *before* it
/// was read: size, modification and status-change times to the nanosecond, inode and
/// device. Every write to a file sets its status-change time, which no one can set back,
/// so a file rewritten with the same size and then given its old modification time
/// (`touch -d`) is read again. A file changed twice within one tick of the file system's
/// clock would keep its status, so an entry is written only when the file's times are
/// safely older than the run that read it (`racyMargin`, git's "racily clean" rule); a
/// newer file is read again next time.
///
/// The walk of the project is kept too: the folders it listed, each with its stamp, and
/// the files it found. When every folder's stamp is unchanged (a folder's times change
/// whenever an entry is added, removed or renamed in it), the files are the same and the
/// walk is replayed from the cache instead of listing every folder again.
///
/// The cache file is all or nothing: a header (magic, format version, linter version,
/// the executable's size and time, the project's real path), the walk and the entries, and
/// a checksum of all of it. A file that is truncated, corrupt, written by another build or for another
/// project, or that does not parse exactly, is ignored whole and replaced by the run.
public struct NameCache: Equatable, Sendable {
  public struct Entry: Equatable, Sendable {
    /// Index in `projects`, or -1 outside any project.
    var project: Int
    /// [size, mtime s, ns, ctime s, ns, inode, device] (`Platform.cacheStamp`).
    var stamp: [Int]
    /// The names the scan found, sorted; nil when the file must be read (it changed too
    /// recently to be trusted, or could not be read).
    var names: [String]?

    public init(project: Int = -1, stamp: [Int], names: [String]?) {
      self.project = project
      self.stamp = stamp
      self.names = names
    }
  }

  /// A folder the walk listed, with its stamp: unchanged, it holds the same entries.
  public struct Folder: Equatable, Sendable {
    var path: String
    var stamp: [Int]

    public init(path: String, stamp: [Int]) {
      self.path = path
      self.stamp = stamp
    }
  }

  /// What a cache file must have been written by and for to be read.
  public struct Header: Equatable, Sendable {
    var linterVersion: String
    var build: [Int]
    var project: String

    public init(linterVersion: String, build: [Int], project: String) {
      self.linterVersion = linterVersion
      self.build = build
      self.project = project
    }
  }

  /// Every file the last walk found, by path relative to the project folder.
  public var entries: [String: Entry] = [:]
  /// The project keys entries refer to.
  public var projects: [String] = []
  /// The folders the walk listed (relative paths, "" for the project folder) and the
  /// filter it walked with; empty when the walk cannot be replayed and must be done again.
  public var folders: [Folder] = []
  public var filter = ""

  public init(entries: [String: Entry] = [:], projects: [String] = [], folders: [Folder] = [], filter: String = "") {
    self.entries = entries
    self.projects = projects
    self.folders = folders
    self.filter = filter
  }

  static let magic = Array("bindinglint name cache\n".utf8)
  /// Bump when the file layout or what `DeclaredNames.scan` yields changes.
  static let formatVersion = 2
  static let stampCount = 7
  /// A cache file this large or larger is not read (some 300,000 files' entries).
  static let maximumSize = 64 << 20
  /// How much older than the run a file's or folder's times must be for it to be written:
  /// the coarsest clock tick of a local file system (FAT: 2 s). A change after the read
  /// then always gives the file other times.
  static let racyMargin = 2

  /// The cache's folder: `BINDINGLINT_CACHE_DIR`, else `bindinglint` under
  /// `XDG_CACHE_HOME` (if absolute), else under `~/Library/Caches` (macOS) or
  /// `~/.cache`; nil when none can be named.
  public static func directory(environment: (String) -> String?) -> String? {
    if let given = environment("BINDINGLINT_CACHE_DIR"), !given.isEmpty { return given }
    if let xdg = environment("XDG_CACHE_HOME"), xdg.hasPrefix("/") { return xdg + "/bindinglint" }
    guard let home = environment("HOME"), home.hasPrefix("/") else { return nil }
    #if canImport(Darwin)
    return home + "/Library/Caches/bindinglint"
    #else
    return home + "/.cache/bindinglint"
    #endif
  }

  /// The cache file's name for a project: a hash of its real path (the header names the
  /// path itself, so two projects that share a hash only evict each other).
  static func fileName(project: String) -> String {
    let hash = UTF8Validation.hash(Array(project.utf8))
    let hex = String(hash, radix: 16)
    return "names-" + String(repeating: "0", count: 16 - hex.count) + hex + ".cache"
  }

  // MARK: - Encoding

  public func encoded(_ header: Header) -> [UInt8] {
    var out = CacheBytes.Writer()
    out.bytes = Self.magic
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
      folder.stamp.forEach { out.int($0) }
    }
    out.int(entries.count)
    for path in entries.keys.sorted() {
      guard let entry = entries[path] else { continue }
      out.text(path)
      out.int(entry.project)
      entry.stamp.forEach { out.int($0) }
      out.int(entry.names.map(\.count) ?? -1)
      entry.names?.forEach { out.text($0) }
    }
    out.int(Int(bitPattern: UInt(UTF8Validation.hash(out.bytes))))
    return out.bytes
  }

  /// The cache `bytes` hold if they are exactly a cache file written for `header`; nil for
  /// anything else.
  public static func decode(_ bytes: [UInt8], expecting header: Header) -> NameCache? {
    guard bytes.count >= magic.count + 8, bytes.count < maximumSize, bytes.starts(with: magic) else { return nil }
    let body = Array(bytes[..<(bytes.count - 8)])
    var checksum = CacheBytes.Reader(bytes: bytes, offset: bytes.count - 8)
    guard checksum.int() == Int(bitPattern: UInt(UTF8Validation.hash(body))) else { return nil }
    return decode(body: body, expecting: header)
  }

  /// The entries of a cache file without its checksum (what the fuzzer drives directly).
  static func decode(body: [UInt8], expecting header: Header) -> NameCache? {
    guard body.starts(with: magic) else { return nil }
    var input = CacheBytes.Reader(bytes: body, offset: magic.count)
    guard input.int() == formatVersion, input.text() == header.linterVersion, input.ints() == header.build,
          input.text() == header.project, let filter = input.text(), let projectCount = input.count(minimumSize: 8)
    else { return nil }
    var cache = NameCache(filter: filter)
    for _ in 0..<projectCount {
      guard let project = input.text() else { return nil }
      cache.projects.append(project)
    }
    guard let folderCount = input.count(minimumSize: 8 * (stampCount + 1)) else { return nil }
    for _ in 0..<folderCount {
      guard let path = input.text(), let stamp = input.stamp() else { return nil }
      cache.folders.append(Folder(path: path, stamp: stamp))
    }
    guard let count = input.count(minimumSize: 8 * (stampCount + 3)) else { return nil }
    cache.entries.reserveCapacity(count)
    for _ in 0..<count {
      guard let path = input.text(), let project = input.int(), project >= -1, project < projectCount,
            let stamp = input.stamp(), let nameCount = input.int(), nameCount >= -1, nameCount <= input.remaining / 8
      else { return nil }
      var names: [String]?
      if nameCount >= 0 {
        var list: [String] = []
        list.reserveCapacity(nameCount)
        for _ in 0..<nameCount {
          guard let name = input.text() else { return nil }
          list.append(name)
        }
        names = list
      }
      guard cache.entries.updateValue(Entry(project: project, stamp: stamp, names: names), forKey: path) == nil else { return nil }
    }
    return input.atEnd ? cache : nil
  }

  /// Whether a file with this stamp, read by a run that started at `start` ([s, ns]),
  /// may have changed again within the same clock tick after it was read.
  static func isRacy(_ stamp: [Int], start: [Int]) -> Bool {
    let limit = [start[0] - racyMargin, start[1]]
    let modified = [stamp[1], stamp[2]], changed = [stamp[3], stamp[4]]
    return !modified.lexicographicallyPrecedes(limit) || !changed.lexicographicallyPrecedes(limit)
  }
}

/// Little-endian fixed-width integers and length-prefixed UTF-8, read with every length
/// checked against what is left.
enum CacheBytes {
  struct Writer {
    var bytes: [UInt8] = []

    mutating func int(_ value: Int) {
      withUnsafeBytes(of: UInt64(bitPattern: Int64(value)).littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func ints(_ values: [Int]) {
      int(values.count)
      values.forEach { int($0) }
    }

    mutating func text(_ value: String) {
      int(value.utf8.count)
      bytes.append(contentsOf: value.utf8)
    }
  }

  struct Reader {
    let bytes: [UInt8]
    var offset: Int

    var atEnd: Bool { offset == bytes.count }
    var remaining: Int { bytes.count - offset }

    mutating func stamp() -> [Int]? {
      guard remaining >= 8 * NameCache.stampCount else { return nil }
      var stamp: [Int] = []
      stamp.reserveCapacity(NameCache.stampCount)
      for _ in 0..<NameCache.stampCount { stamp.append(load()) }
      return stamp
    }

    mutating func int() -> Int? {
      guard bytes.count - offset >= 8 else { return nil }
      return load()
    }

    /// The little-endian integer at `offset`, which the caller checked is in range.
    private mutating func load() -> Int {
      let value = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
      offset += 8
      return Int(Int64(bitPattern: UInt64(littleEndian: value)))
    }

    /// A count of items each at least `minimumSize` bytes long that fit in what is left.
    mutating func count(minimumSize: Int) -> Int? {
      guard let value = int(), value >= 0, value <= (bytes.count - offset) / minimumSize else { return nil }
      return value
    }

    mutating func ints() -> [Int]? {
      guard let count = count(minimumSize: 8) else { return nil }
      var values: [Int] = []
      for _ in 0..<count {
        guard let value = int() else { return nil }
        values.append(value)
      }
      return values
    }

    /// Length-prefixed UTF-8; nil if it is not valid UTF-8 (decoded, then compared byte
    /// for byte: invalid bytes come back as U+FFFD).
    mutating func text() -> String? {
      guard let length = count(minimumSize: 1) else { return nil }
      let start = offset
      offset += length
      return bytes.withUnsafeBufferPointer { all in
        let slice = UnsafeBufferPointer(rebasing: all[start..<(start + length)])
        let text = String(decoding: slice, as: UTF8.self)
        // ASCII (nearly every path and name) is valid as it is.
        return Self.isASCII(slice) || text.utf8.elementsEqual(slice) ? text : nil
      }
    }

    /// Whether every byte is below 0x80, eight at a time.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      let raw = UnsafeRawBufferPointer(bytes)
      var high: UInt64 = 0
      var i = 0
      while i + 8 <= raw.count {
        high |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        i += 8
      }
      while i < raw.count {
        high |= UInt64(raw[i])
        i += 1
      }
      return high & 0x8080_8080_8080_8080 == 0
    }
  }
}
