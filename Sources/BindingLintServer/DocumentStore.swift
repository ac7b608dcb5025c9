import BindingLintEngine

/// The documents the client has open, by URI: the text as the client has it (not as it is
/// on disk), its version, and the diagnostics last computed for that version (code
/// actions are built from them). Incremental edits are applied in the negotiated position
/// encoding.
struct OpenDocument {
  var uri: String
  /// The file-system path of a `file:` URI; nil for other schemes (`untitled:`).
  var path: String?
  var version: Int
  var bytes: [UInt8]
  var diagnostics: [Diagnostic]?
  /// Rules whose fixes are safe under the document's configuration.
  var safeRules: Set<String> = []
}

struct DocumentStore {
  private(set) var documents: [String: OpenDocument] = [:]

  subscript(uri: String) -> OpenDocument? {
    get { documents[uri] }
    set { documents[uri] = newValue }
  }

  mutating func open(uri: String, version: Int, text: String) {
    documents[uri] = OpenDocument(uri: uri, path: DocumentURI.path(of: uri), version: version, bytes: Array(text.utf8))
  }

  mutating func close(uri: String) {
    documents[uri] = nil
  }

  /// Applies `textDocument/didChange`'s content changes in order: a change with a `range`
  /// replaces that range, one without replaces the whole text. Returns false for an
  /// unknown document.
  mutating func change(uri: String, version: Int, changes: [JSONValue], encoding: PositionEncoding) -> Bool {
    guard var document = documents[uri] else { return false }
    // The text is taken out of the store while it is edited, so edits do not copy it.
    var text = EditableText(document.bytes)
    document.bytes = []
    for change in changes {
      guard let replacement = change["text"]?.stringValue else { continue }
      if let range = change["range"] {
        let start = text.offset(range["start"], encoding: encoding)
        let end = max(start, text.offset(range["end"], encoding: encoding))
        text.replace(start..<end, with: Array(replacement.utf8))
      } else {
        text = EditableText(Array(replacement.utf8))
      }
    }
    document.bytes = text.bytes
    document.version = version
    document.diagnostics = nil
    documents[uri] = document
    return true
  }
}

extension TextPositions {
  /// The offset of an LSP `Position` object; a missing field counts as 0.
  func offset(_ position: JSONValue?) -> Int {
    offset(line: position?["line"]?.intValue ?? 0, character: position?["character"]?.intValue ?? 0)
  }

  /// An LSP `Range` object for a byte range.
  func range(_ start: Int, _ end: Int) -> JSONValue {
    .object([("start", positionValue(start)), ("end", positionValue(end))])
  }

  func positionValue(_ offset: Int) -> JSONValue {
    let (line, character) = position(of: offset)
    return .object([("line", .int(line)), ("character", .int(character))])
  }
}

/// `file:` URIs and paths. Only `file:` names a file; other schemes are linted without a
/// project.
enum DocumentURI {
  static func path(of uri: String) -> String? {
    guard uri.hasPrefix("file://") else { return nil }
    var rest = Array(uri.utf8.dropFirst(7))
    // `file://host/path`: only an empty host or `localhost` is this machine.
    if let slash = rest.firstIndex(of: UInt8(ascii: "/")) {
      let host = String(decoding: rest[..<slash], as: UTF8.self)
      guard host.isEmpty || host == "localhost" else { return nil }
      rest = Array(rest[slash...])
    } else {
      return nil
    }
    let path = percentDecoded(rest)
    // No file's name holds a NUL (`%00`): such a URI names no file.
    return path.utf8.contains(0) ? nil : path
  }

  /// `%HH` as the byte it stands for: exactly two hexadecimal digits (`%-0`, `%+1` and
  /// `% 1` stay as they are; `UInt8("-0", radix: 16)` is 0, and a NUL cut the path short).
  static func percentDecoded(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
        let high = HexDigit.value(bytes[index + 1]), let low = HexDigit.value(bytes[index + 2])
      {
        out.append(high << 4 | low)
        index += 3
      } else {
        out.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
