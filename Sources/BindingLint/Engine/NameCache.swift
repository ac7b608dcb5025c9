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
/// The cache file is all or nothing: a header (magic, format version, linter version,
/// the executable's size and time, the project's real path), the entries, and a checksum of
/// all of it. A file that is truncated, corrupt, written by another build or for another
/// project, or that does not parse exactly, is ignored whole and replaced by the run.
public struct NameCache: Equatable, Sendable {
  public struct Entry: Equatable, Sendable {
    /// [size, mtime s, ns, ctime s, ns, inode, device] (`Platform.cacheStamp`).
    var stamp: [Int]
    /// The names the scan found, sorted.
    var names: [String]

    public init(stamp: [Int], names: [String]) {
      self.stamp = stamp
      self.names = names
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

  /// By path relative to the project folder.
  public var entries: [String: Entry] = [:]

  public init(entries: [String: Entry] = [:]) {
    self.entries = entries
  }

  static let magic = Array("bindinglint name cache\n".utf8)
  /// Bump when the file layout or what `DeclaredNames.scan` yields changes.
  static let formatVersion = 1
  static let stampCount = 7
  /// A cache file this large or larger is not read (some 300,000 files' entries).
  static let maximumSize = 64 << 20
  /// How much older than the run a file's times must be for its entry to be written: the
  /// coarsest clock tick of a local file system (FAT: 2 s). A change after the read then
  /// always gives the file other times.
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
    out.int(entries.count)
    for path in entries.keys.sorted(by: Platform.utf8Precedes) {
      guard let entry = entries[path] else { continue }
      out.text(path)
      for value in entry.stamp { out.int(value) }
      out.int(entry.names.count)
      for name in entry.names { out.text(name) }
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
          input.text() == header.project, let count = input.count(minimumSize: 8 * (stampCount + 2))
    else { return nil }
    var cache = NameCache()
    cache.entries.reserveCapacity(count)
    for _ in 0..<count {
      guard let path = input.text() else { return nil }
      var stamp: [Int] = []
      stamp.reserveCapacity(stampCount)
      for _ in 0..<stampCount {
        guard let value = input.int() else { return nil }
        stamp.append(value)
      }
      guard let nameCount = input.count(minimumSize: 8) else { return nil }
      var names: [String] = []
      names.reserveCapacity(nameCount)
      for _ in 0..<nameCount {
        guard let name = input.text() else { return nil }
        names.append(name)
      }
      guard cache.entries.updateValue(Entry(stamp: stamp, names: names), forKey: path) == nil else { return nil }
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

    mutating func int() -> Int? {
      guard bytes.count - offset >= 8 else { return nil }
      var value: UInt64 = 0
      for k in (0..<8).reversed() { value = value << 8 | UInt64(bytes[offset + k]) }
      offset += 8
      return Int(Int64(bitPattern: value))
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

    mutating func text() -> String? {
      guard let length = count(minimumSize: 1) else { return nil }
      let text = Platform.stringIfUTF8(bytes[offset..<(offset + length)])
      offset += length
      return text
    }
  }
}
