@testable import BindingLintServer
import BindingLintTestSupport
import Foundation
import XCTest

/// LSP framing under bad input: a header block without a usable `Content-Length` is
/// skipped with its body and the stream stays in step; header bytes are bounded; a header
/// that arrives a byte at a time is not rescanned from its start; what is reported of a bad
/// header is short.
final class FrameReaderTests: XCTestCase {
  func frames(_ stream: String, chunk: Int = 1) -> [FrameReader.Frame] {
    frames(Array(stream.utf8), chunk: chunk)
  }

  func frames(_ bytes: [UInt8], chunk: Int) -> [FrameReader.Frame] {
    var reader = FrameReader()
    var frames: [FrameReader.Frame] = []
    var index = 0
    while index < bytes.count {
      reader.append(Array(bytes[index..<min(bytes.count, index + chunk)]))
      index += chunk
      while let frame = reader.next() { frames.append(frame) }
    }
    return frames
  }

  func messages(_ frames: [FrameReader.Frame]) -> [String] {
    frames.compactMap { frame in
      if case .message(let body) = frame { return String(decoding: body, as: UTF8.self) }
      return nil
    }
  }

  func testABadHeaderIsSkippedWithItsBody() {
    let good = "Content-Length: 2\r\n\r\n{}"
    for bad in [
      "Content-Length: -5\r\n\r\n{\"a\":1}", "Content-Type: x\r\n\r\n{\"a\":1}", "Content-Length: 1x\r\n\r\n[1]",
      "Content-Length:\r\n\r\n{\"text\":\"Content-Length: 5\"}",
    ] {
      for chunk in [1, 7, 4096] {
        let result = frames(bad + good + "Content-Length: 3\r\n\r\n[1]", chunk: chunk)
        XCTAssertEqual(messages(result), ["{}", "[1]"], "\(bad.debugDescription) in chunks of \(chunk)")
        XCTAssertEqual(result.count, 3)
        guard case .malformedHeader(let reason) = result[0] else { return XCTFail("\(result)") }
        XCTAssertTrue(reason.hasPrefix("header without a valid Content-Length"), reason)
      }
    }
    // Spaces around the number are allowed, as HTTP allows them.
    XCTAssertEqual(messages(frames("Content-Length: 2 \r\n\r\n{}" + good)), ["{}", "{}"])
    XCTAssertEqual(messages(frames("content-length:\t2\r\n\r\n{}")), ["{}"])
  }

  func testAnOversizedMessageIsSkippedByCountingNotBuffering() {
    var reader = FrameReader()
    let length = FrameReader.maximumLength + 10
    reader.append(Array("Content-Length: \(length)\r\n\r\n".utf8))
    guard case .malformedHeader(let reason)? = reader.next() else { return XCTFail() }
    XCTAssertTrue(reason.contains("over the limit"), reason)
    // Feed the body in large chunks; nothing is kept.
    let chunk = [UInt8](repeating: 0x41, count: 1 << 20)
    var fed = 0
    while fed + chunk.count <= length {
      reader.append(chunk)
      XCTAssertNil(reader.next())
      fed += chunk.count
    }
    reader.append(Array([UInt8](repeating: 0x41, count: length - fed)) + Array("Content-Length: 2\r\n\r\n{}".utf8))
    XCTAssertEqual(reader.next(), .message(Array("{}".utf8)))
  }

  /// Bytes without the blank line that ends a header are reported once, briefly, and
  /// dropped as they come (bounded memory); the stream resumes at the next header. A
  /// header that arrives a byte at a time is scanned once. (Kept small in-process: the
  /// 16 MiB case runs through the binary below.)
  func testHeaderBytesAreBoundedAndScannedOnce() {
    var reader = FrameReader()
    let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 65536)
    var frames: [FrameReader.Frame] = []
    for _ in 0..<32 {
      reader.append(chunk)
      while let frame = reader.next() { frames.append(frame) }
    }
    reader.append(Array("Content-Length: 2\r\n\r\n{}".utf8))
    while let frame = reader.next() { frames.append(frame) }
    XCTAssertEqual(messages(frames), ["{}"])
    XCTAssertEqual(frames.count, 2)
    guard case .malformedHeader(let reason) = frames[0] else { return XCTFail("\(frames)") }
    XCTAssertLessThan(reason.utf8.count, 200, "the header is quoted, not echoed")
    let slow = Array("Content-Length: 2\r\n".utf8) + [UInt8](repeating: UInt8(ascii: "y"), count: 8000) + Array("\r\n\r\n{}".utf8)
    XCTAssertEqual(self.frames(slow, chunk: 1).count, 1)
  }

  /// 16 MiB without a header's end cost 6.5 s of rescans (48 MiB: 50 s and 256 MB) and
  /// was echoed whole into the log; now the next request is answered at once.
  func testAHugeHeaderDoesNotStallTheServer() throws {
    let root = try makeProject(["Package.swift": ""])
    let client = try LSPTestClient(directory: root)
    let garbage = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
    let started = Date()
    for _ in 0..<16 { client.sendRaw(garbage) }
    let initialize = try client.request("initialize", ["capabilities": [:]])
    XCTAssertNotNil(client.response(to: initialize, timeout: 30))
    XCTAssertLessThan(Date().timeIntervalSince(started), 30)
    let logs = client.received().filter { ($0["method"] as? String) == "window/logMessage" }
    XCTAssertEqual(logs.count, 1, "one report for the whole stretch")
    XCTAssertLessThan("\(logs.first ?? [:])".utf8.count, 400, "not echoed")
    try client.notify("exit", [:])
    XCTAssertEqual(client.exitStatus(), 1)
  }

  /// Through the binary: after a bad header and its body, the next request is answered.
  func testTheServerStaysInStepAfterABadHeader() throws {
    let root = try makeProject(["Package.swift": ""])
    let client = try LSPTestClient(directory: root)
    let initialize = try client.request("initialize", ["capabilities": [:]])
    XCTAssertNotNil(client.response(to: initialize))
    var bytes = Data("Content-Length: -1\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":77,\"method\":\"shutdown\"}".utf8)
    let body = Data(#"{"jsonrpc":"2.0","id":78,"method":"textDocument/diagnostic","params":{"textDocument":{"uri":"untitled:x"}}}"#.utf8)
    bytes += Data("Content-Length: \(body.count) \r\n\r\n".utf8) + body
    client.sendRaw(bytes)
    let answered = client.response(to: 78)
    XCTAssertEqual((answered?["result"] as? [String: Any])?["kind"] as? String, "full", "\(client.transcript)")
    XCTAssertNil(client.next(timeout: 0.5) { ($0["id"] as? Int) == 77 }, "the bad header's body is not read as a message")
    let log = client.next { ($0["method"] as? String) == "window/logMessage" }
    XCTAssertTrue("\(log ?? [:])".contains("Content-Length"), "\(log ?? [:])")
    let shutdown = try client.request("shutdown", [:])
    XCTAssertNotNil(client.response(to: shutdown))
    try client.notify("exit", [:])
    XCTAssertEqual(client.exitStatus(), 0)
  }
}
