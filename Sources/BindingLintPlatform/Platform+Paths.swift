#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Paths as the system spells them, and opening them whatever their length.
///
/// A file name is bytes, not text: `FilePath` keeps the exact bytes for I/O when they are
/// not UTF-8 and shows them escaped (`\xFF`) to people. A path longer than `PATH_MAX` is
/// opened a piece at a time, each piece relative to the folder the previous one opened, so
/// a deep tree is linted, not skipped. Nothing here knows about Swift or lint rules.
extension Platform {
  package struct FilePath: Hashable, Sendable {
    /// The path for people: its UTF-8, each byte that is not part of valid UTF-8 as `\xHH`.
    package let display: String
    /// The exact bytes, when `display` is not them (a name that is not UTF-8); nil for
    /// the usual path, which costs nothing extra.
    package let bytes: [UInt8]?

    package init(_ path: String) {
      display = path
      bytes = nil
    }

    /// A path from the two halves `Discovery.File` and `Runner.Input` carry.
    package init(display: String, bytes: [UInt8]?) {
      self.display = display
      self.bytes = bytes
    }

    /// The path spelled by `raw`, escaped for display only if it is not UTF-8.
    package init(bytes raw: [UInt8]) {
      if let text = Platform.stringIfUTF8(raw) {
        display = text
        bytes = nil
      } else {
        display = Self.escaped(raw)
        bytes = raw
      }
    }

    /// `self/name`, where `name` is an entry read from the folder `self` names.
    package func appending(_ name: DirectoryEntry) -> FilePath {
      let separator = display.utf8.last == UInt8(ascii: "/") ? "" : "/"
      guard bytes != nil || name.rawName != nil else { return FilePath(display + separator + name.name) }
      let raw = (bytes ?? Array(display.utf8)) + Array(separator.utf8) + (name.rawName ?? Array(name.name.utf8))
      return FilePath(display: display + separator + name.name, bytes: raw)
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
      guard let bytes else { return display.withCString(body) }
      return Platform.withCString(bytes[...], body)
    }

    var systemBytes: [UInt8] { bytes ?? Array(display.utf8) }
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
    let bytes = path.systemBytes
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
