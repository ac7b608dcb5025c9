#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Paths as the system spells them, and opening them whatever their length.
///
/// A file name is bytes, not text: `FilePath` is the one value a path travels as, from
/// discovery through the run and the findings to the fixes. The bytes are the truth; the
/// text for people (`display`, each byte that is not UTF-8 escaped as `\xFF`) is derived
/// from them once, when the path is made, and for the usual UTF-8 path it is all that is
/// stored. A path longer than `PATH_MAX` is opened a piece at a time, each piece relative
/// to the folder the previous one opened, so a deep tree is linted, not skipped. Nothing
/// here knows about Swift or lint rules.
extension Platform {
  package struct FilePath: Hashable, Sendable, CustomStringConvertible {
    /// The path for people: its UTF-8, each byte that is not part of valid UTF-8 as `\xHH`.
    package let display: String
    /// The exact bytes, only when `display` is not them (a name that is not UTF-8): the
    /// usual path stores its text alone. Never set otherwise, so two values of one path
    /// are equal.
    private let escapedBytes: [UInt8]?

    /// A path given as text (an argument, a configuration entry): its UTF-8 is its bytes.
    package init(_ path: String) {
      display = path
      escapedBytes = nil
    }

    /// The path spelled by `raw`, escaped for display only if it is not UTF-8.
    package init(bytes raw: [UInt8]) {
      if let text = Platform.stringIfUTF8(raw) {
        self.init(text)
      } else {
        self.init(display: Self.escaped(raw), escapedBytes: raw)
      }
    }

    private init(display: String, escapedBytes: [UInt8]) {
      self.display = display
      self.escapedBytes = escapedBytes
    }

    /// The exact bytes the system knows the path by.
    package var bytes: [UInt8] { escapedBytes ?? Array(display.utf8) }

    /// Whether `display` shows the bytes escaped (the path is not UTF-8).
    package var isEscaped: Bool { escapedBytes != nil }

    /// What people see: interpolating a path prints it as reports print it.
    package var description: String { display }

    /// `self/name`, where `name` is an entry read from the folder `self` names.
    package func appending(_ name: DirectoryEntry) -> FilePath {
      let separator = display.utf8.last == UInt8(ascii: "/") ? "" : "/"
      guard escapedBytes != nil || name.rawName != nil else {
        // One string grown once: `display + separator + name.name` built an intermediate
        // string per entry walked (1,900 instructions each).
        var joined = display
        joined.reserveCapacity(display.utf8.count + 1 + name.name.utf8.count)
        joined += separator
        joined += name.name
        return FilePath(joined)
      }
      // `/` ends any UTF-8 sequence, so the escaped halves joined are the whole escaped.
      let raw = bytes + Array(separator.utf8) + (name.rawName ?? Array(name.name.utf8))
      return FilePath(display: display + separator + name.name, escapedBytes: raw)
    }

    /// Valid UTF-8 as it is; every other byte as `\xHH`.
    static func escaped(_ raw: [UInt8]) -> String {
      var out = ""
      var rest = raw[...]
      while !rest.isEmpty {
        // The longest valid prefix is kept; the first byte that breaks it is escaped.
        var valid = rest.endIndex
        var decoder = UTF8()
        var iterator = rest.makeIterator()
        var consumed = rest.startIndex
        decoding: while true {
          switch decoder.decode(&iterator) {
          case .scalarValue(let scalar): consumed += UTF8.width(scalar)
          case .emptyInput: break decoding
          case .error:
            valid = consumed
            break decoding
          }
        }
        out += String(decoding: rest[rest.startIndex..<valid], as: UTF8.self)
        guard valid < rest.endIndex else { break }
        let byte = rest[valid]
        out += "\\x" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 15, radix: 16, uppercase: true)
        rest = rest[(valid + 1)...]
      }
      return out
    }

    func withCString<R>(_ body: (UnsafePointer<CChar>) -> R) -> R {
      guard let escapedBytes else { return display.withCString(body) }
      return Platform.withCString(escapedBytes[...], body)
    }
  }

  /// `open(2)` for any path: a path the system finds too long is opened relative to the
  /// folders on its way (see `resolvingLongPath`).
  static func openDescriptor(_ path: FilePath, _ flags: Int32) -> Int32 {
    let fd = path.withCString { open($0, flags | O_CLOEXEC) }
    guard fd < 0 && errno == ENAMETOOLONG else { return fd }
    return resolvingLongPath(path) { folder, rest in openat(folder, rest, flags | O_CLOEXEC) } ?? -1
  }

  /// `stat(2)` (following links) for any path; nil with `errno` set if it fails.
  static func fileStatus(_ path: FilePath) -> stat? {
    var info = stat()
    if path.withCString({ stat($0, &info) }) == 0 { return info }
    guard errno == ENAMETOOLONG else { return nil }
    let found = resolvingLongPath(path) { folder, rest in fstatat(folder, rest, &info, 0) }
    return found == 0 ? info : nil
  }

  /// Calls `body` with an open folder and the rest of `path` below it, short enough for
  /// the system: the path is cut at slashes into pieces under `PATH_MAX`, each opened
  /// relative to the one before. Returns nil, with `errno` set, if a piece cannot be
  /// opened or a single name is itself too long.
  static func resolvingLongPath(_ path: FilePath, _ body: (Int32, UnsafePointer<CChar>) -> Int32) -> Int32? {
    let bytes = path.bytes
    let pieceLimit = 1024
    var folder = AT_FDCWD
    var start = 0
    if bytes.first == UInt8(ascii: "/") {
      folder = open("/", searchFlags)
      guard folder >= 0 else { return nil }
      start = 1
    }
    defer { if folder != AT_FDCWD { close(folder) } }
    while bytes.count - start >= pieceLimit {
      // The last slash within the limit ends this piece.
      guard let cut = bytes[start..<(start + pieceLimit)].lastIndex(of: UInt8(ascii: "/")), cut > start else {
        errno = ENAMETOOLONG
        return nil
      }
      let next = withCString(bytes[start..<cut]) { openat(folder, $0, searchFlags) }
      guard next >= 0 else { return nil }
      if folder != AT_FDCWD { close(folder) }
      folder = next
      start = cut + 1
    }
    return withCString(bytes[start...]) { body(folder, $0) }
  }

  /// The bytes as a string, if they are valid UTF-8. (`String(validating:as:)` needs
  /// macOS 15; decoding and comparing works everywhere.)
  static func stringIfUTF8<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    // ASCII is valid UTF-8 and decodes to itself. Nearly every name is ASCII, and the
    // generic comparison of a string's UTF-8 view with the bytes cost about 1,200
    // instructions per folder entry (1 % of a run on 6,000 files).
    if bytes.allSatisfy({ $0 < 0x80 }) { return text }
    return text.utf8.elementsEqual(bytes) ? text : nil
  }

  /// Bytes with no NUL as a C string, for the length of `body`.
  static func withCString<R>(_ bytes: ArraySlice<UInt8>, _ body: (UnsafePointer<CChar>) -> R) -> R {
    var chars = bytes.map { CChar(bitPattern: $0) }
    chars.append(0)
    return body(chars)
  }

  /// Opens a folder only to look things up in it (no read permission needed on Linux).
  private static var searchFlags: Int32 {
    #if os(Linux)
    // O_PATH (Glibc's module leaves it out: it is a GNU extension); its value on every
    // architecture Swift runs on.
    let pathOnly: Int32 = 0o10000000
    return pathOnly | O_DIRECTORY | O_CLOEXEC
    #else
    return O_RDONLY | O_DIRECTORY | O_CLOEXEC
    #endif
  }
}
