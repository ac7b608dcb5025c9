/// LSP's base protocol: each message is a header block (`Content-Length: N`, optionally
/// `Content-Type`, each line ending in "\r\n", the block in an empty line) and N bytes of
/// JSON. `FrameReader` cuts messages out of whatever chunks standard input delivers.
///
/// A bad message never throws the stream out of step:
/// - a usable length (surrounding spaces allowed, as HTTP allows them) whose body is over
///   `maximumLength` is skipped by counting its bytes, never buffered;
/// - a header block without a usable length (missing, negative, not a number) has a body
///   of unknown size: the reader skips to the next `Content-Length:` line that holds a
///   number, which a JSON body cannot contain (a raw line break is not valid inside a
///   JSON string);
/// - header bytes are bounded (`maximumHeaderLength`): more without the blank line that
///   ends a block is reported, then skipped the same way, in bounded memory;
/// - the scan for a block's end resumes where the last chunk's ended, so a header that
///   arrives a byte at a time costs linear time; and what a report quotes of a bad header
///   is short and escaped, never the whole of it.
package struct FrameReader {
  package enum Frame: Equatable {
    case message([UInt8])
    /// A header block that could not be used, and why; its bytes (and its body, where
    /// its length was known) have been dropped.
    case malformedHeader(String)
  }

  private var buffer: [UInt8] = []
  private var start = 0
  /// Where the scan for "\r\n\r\n" resumes (bytes before it hold none).
  private var scanned = 0
  /// Bytes of an over-long body still to drop as they arrive.
  private var skipping = 0
  /// Looking for the next header (after a block without a usable length).
  private var resynchronizing = false

  /// Refuse a single message larger than this (a length typo must not make the server
  /// wait for gigabytes, or hold them).
  package static let maximumLength = 256 << 20
  /// A header block is a few dozen bytes; a block longer than this is not one.
  package static let maximumHeaderLength = 8192

  package init() {}

  package mutating func append(_ chunk: [UInt8]) {
    if skipping > 0 && start == buffer.count {
      // Dropping a body: what arrives is counted, never kept.
      let dropped = min(skipping, chunk.count)
      skipping -= dropped
      guard dropped < chunk.count else { return }
      buffer = Array(chunk[dropped...])
      start = 0
      scanned = 0
      return
    }
    if start > 65536 && start * 2 > buffer.count {
      buffer.removeFirst(start)
      scanned -= start
      start = 0
    }
    buffer += chunk
  }

  /// The next complete frame, or nil until more bytes arrive.
  package mutating func next() -> Frame? {
    while true {
      if skipping > 0 {
        let dropped = min(skipping, buffer.count - start)
        skipping -= dropped
        start += dropped
        scanned = max(scanned, start)
        if skipping > 0 { return nil }
      }
      if resynchronizing {
        guard let header = nextHeaderStart() else { return nil }
        start = header
        scanned = start
        resynchronizing = false
      }
      guard let headerEnd = endOfHeaders() else {
        guard buffer.count - start > Self.maximumHeaderLength else { return nil }
        let quoted = Self.quote(buffer[start..<start + 40])
        // Not a header: find the next one, starting past this one's first byte.
        start += 1
        scanned = start
        resynchronizing = true
        return .malformedHeader("no end of header within \(Self.maximumHeaderLength) bytes (it starts \(quoted))")
      }
      let bodyStart = headerEnd + 4
      switch Self.contentLength(buffer[start..<headerEnd]) {
      case .length(let length):
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        scanned = start
        return .message(body)
      case .tooLong(let length):
        start = bodyStart
        scanned = start
        skipping = length
        return .malformedHeader("a message of \(length) bytes is over the limit of \(Self.maximumLength); skipped")
      case .unusable:
        let quoted = Self.quote(buffer[start..<headerEnd])
        start = bodyStart
        scanned = start
        resynchronizing = true
        return .malformedHeader("header without a valid Content-Length: \(quoted)")
      }
    }
  }

  private enum Length {
    case length(Int)
    case tooLong(Int)
    case unusable
  }

  /// The `Content-Length` of a header block: a decimal number, spaces and tabs around it
  /// allowed, nothing else; the last such line wins if there are several.
  private static func contentLength(_ header: ArraySlice<UInt8>) -> Length {
    var result = Length.unusable
    for line in header.split(separator: 0x0A, omittingEmptySubsequences: true) {
      let line = line.last == 0x0D ? line.dropLast() : line
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")), isContentLength(line[..<colon]) else { continue }
      result = number(line[(colon + 1)...]).map { $0 <= maximumLength ? .length($0) : .tooLong($0) } ?? .unusable
    }
    return result
  }

  private static let name = Array("content-length".utf8)

  private static func isContentLength(_ field: ArraySlice<UInt8>) -> Bool {
    field.count == name.count && zip(field, name).allSatisfy { byte, expected in
      (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte) == expected
    }
  }

  /// A non-negative decimal number with optional surrounding spaces and tabs; nil past
  /// 15 digits or for anything else.
  private static func number(_ text: ArraySlice<UInt8>) -> Int? {
    let trimmed = text.drop { $0 == 0x20 || $0 == 0x09 }.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed()
    guard !trimmed.isEmpty, trimmed.count <= 15 else { return nil }
    var value = 0
    for byte in trimmed {
      guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  /// The end of the header block starting at `start` ("\r\n\r\n"), scanning only bytes
  /// not scanned before.
  private mutating func endOfHeaders() -> Int? {
    var index = max(scanned, start)
    while index + 3 < buffer.count {
      if buffer[index] == 0x0D && buffer[index + 1] == 0x0A && buffer[index + 2] == 0x0D && buffer[index + 3] == 0x0A {
        return index
      }
      index += 1
    }
    scanned = index
    return nil
  }

  /// The start of the next line `Content-Length: N` (N a number), at or after `start`.
  /// Bytes before a possible start are dropped as they are passed, so garbage without end
  /// costs no memory.
  private mutating func nextHeaderStart() -> Int? {
    var index = start
    while index + Self.name.count < buffer.count {
      if Self.isContentLength(buffer[index..<index + Self.name.count]), buffer[index + Self.name.count] == UInt8(ascii: ":") {
        // The value must be a number and end its line, or this is text that only looks
        // like a header.
        var end = index + Self.name.count + 1
        while end < buffer.count && buffer[end] != 0x0D && buffer[end] != 0x0A && end - index < 64 { end += 1 }
        guard end < buffer.count else {
          start = index
          return nil
        }
        if Self.number(buffer[(index + Self.name.count + 1)..<end]) != nil { return index }
      }
      index += 1
    }
    start = index
    return nil
  }

  /// At most 40 bytes of `bytes`, escaped, for a message.
  static func quote(_ bytes: ArraySlice<UInt8>) -> String {
    var text = ""
    for byte in bytes.prefix(40) {
      switch byte {
      case 0x20...0x7E where byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\"): text.unicodeScalars.append(Unicode.Scalar(byte))
      default: text += "\\x" + String(byte >> 4, radix: 16) + String(byte & 15, radix: 16)
      }
    }
    return "\"" + text + (bytes.count > 40 ? "\"…" : "\"")
  }

  /// `body` with its header, ready to write.
  package static func frame(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}
