/// LSP's base protocol: each message is a header block (`Content-Length: N`, optionally
/// `Content-Type`, each line ending in "\r\n", the block in an empty line) and N bytes of
/// JSON. `FrameReader` cuts messages out of whatever chunks standard input delivers; a
/// header block without a usable length is reported and skipped, so one bad message never
/// stalls the stream.
package struct FrameReader {
  package enum Frame: Equatable {
    case message([UInt8])
    /// A header block that could not be used, and why; its bytes have been dropped.
    case malformedHeader(String)
  }

  private var buffer: [UInt8] = []
  private var start = 0
  /// Refuse a single message larger than this (a length typo must not make the server
  /// wait for gigabytes).
  package static let maximumLength = 256 << 20

  package init() {}

  package mutating func append(_ chunk: [UInt8]) {
    if start > 65536 && start * 2 > buffer.count {
      buffer.removeFirst(start)
      start = 0
    }
    buffer += chunk
  }

  /// The next complete frame, or nil until more bytes arrive.
  package mutating func next() -> Frame? {
    guard let headerEnd = endOfHeaders() else { return nil }
    let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
    let bodyStart = headerEnd + 4
    var length: Int?
    for line in header.split(separator: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].trimmingPrefix(" ")
      if name == "content-length" { length = Int(value) }
    }
    guard let length, length >= 0, length <= Self.maximumLength else {
      start = bodyStart
      return .malformedHeader("header without a valid Content-Length: \(header.debugDescription)")
    }
    guard buffer.count - bodyStart >= length else { return nil }
    start = bodyStart + length
    return .message(Array(buffer[bodyStart..<start]))
  }

  private func endOfHeaders() -> Int? {
    var index = start
    while index + 3 < buffer.count {
      if buffer[index] == 0x0D && buffer[index + 1] == 0x0A && buffer[index + 2] == 0x0D && buffer[index + 3] == 0x0A {
        return index
      }
      index += 1
    }
    return nil
  }

  /// `body` with its header, ready to write.
  package static func frame(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}
