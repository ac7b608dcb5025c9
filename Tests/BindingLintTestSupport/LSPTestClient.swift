import BindingLintPlatform
import Foundation

/// A minimal LSP client for tests: runs the real `bindinglint lsp` with pipes, frames
/// messages with `Content-Length`, and collects what the server sends on a reader thread,
/// so a test can wait (with a deadline) for the message it expects while others queue.
package final class LSPTestClient: @unchecked Sendable {
  package let process = Process()
  private let input = Pipe(), output = Pipe(), errors = Pipe()
  private let lock = NSLock()
  private var buffer = Data()
  private var queue: [[String: Any]] = []
  /// Every message received, in order (including those taken from the queue).
  package private(set) var transcript: [[String: Any]] = []
  /// Bytes on standard output that were not a well-framed JSON message.
  package private(set) var strayOutput = Data()
  private var nextID = 1

  /// With `summarizesDiagnostics`, `publishDiagnostics` messages are not queued or kept,
  /// only their version and count per URI (`lastPublished()`): a load test receives
  /// hundreds of them, and the test process's peak memory is where a spawned child's
  /// `ru_maxrss` starts (the memory tests measure children).
  package init(directory: String, environment: [String: String] = [:], summarizesDiagnostics: Bool = false) throws {
    self.summarizesDiagnostics = summarizesDiagnostics
    let binary = try CLIBinary.required()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["lsp"]
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    var variables = ProcessInfo.processInfo.environment
    for (name, value) in environment { variables[name] = value }
    process.environment = variables
    try process.run()
    let handle = output.fileHandleForReading
    Thread { [weak self] in
      while true {
        let data = handle.availableData
        guard !data.isEmpty, let self else { return }
        self.received(data)
      }
    }.start()
  }

  deinit {
    if process.isRunning { process.terminate() }
  }

  private func received(_ data: Data) {
    lock.lock()
    defer { lock.unlock() }
    buffer += data
    while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
      let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
      guard header.hasPrefix("Content-Length: "), let length = Int(header.dropFirst(16)) else {
        strayOutput += buffer
        buffer = Data()
        return
      }
      guard buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length else { return }
      let body = buffer[headerEnd.upperBound..<headerEnd.upperBound + length]
      buffer = Data(buffer[(headerEnd.upperBound + length)...])
      if let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] {
        if summarizesDiagnostics, (message["method"] as? String) == "textDocument/publishDiagnostics" {
          let params = message["params"] as? [String: Any] ?? [:]
          if let uri = params["uri"] as? String {
            published[uri] = (params["version"] as? Int, (params["diagnostics"] as? [Any])?.count ?? -1)
          }
          continue
        }
        queue.append(message)
        transcript.append(message)
      } else {
        strayOutput += body
      }
    }
  }

  /// Writes to the server from a queue of its own, in order: a server that stops reading
  /// (a deadlock) makes the test's expectations time out instead of blocking the test for
  /// good, and a server that is gone fails a write instead of a SIGPIPE ending the whole
  /// test process.
  package func sendRaw(_ bytes: Data) {
    Self.ignoreBrokenPipes
    let handle = input.fileHandleForWriting
    writer.async { try? handle.write(contentsOf: bytes) }
  }

  private let writer = DispatchQueue(label: "LSPTestClient.writer")
  private static let ignoreBrokenPipes: Void = { Platform.ignoreBrokenPipes() }()

  package func send(_ message: [String: Any]) throws {
    try sendTogether([message])
  }

  /// Several messages in one write, so the server reads them together.
  package func sendTogether(_ messages: [[String: Any]]) throws {
    var bytes = Data()
    for message in messages {
      let body = try JSONSerialization.data(withJSONObject: message)
      bytes += Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
    sendRaw(bytes)
  }

  package func notify(_ method: String, _ params: [String: Any]) throws {
    try send(["jsonrpc": "2.0", "method": method, "params": params])
  }

  /// Sends a request and returns its id.
  @discardableResult
  package func request(_ method: String, _ params: [String: Any]) throws -> Int {
    let id = nextID
    nextID += 1
    try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
    return id
  }

  /// The first queued message `matching` accepts, waiting up to `timeout` seconds for it.
  package func next(timeout: TimeInterval = 20, _ matching: ([String: Any]) -> Bool) -> [String: Any]? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      lock.lock()
      if let index = queue.firstIndex(where: matching) {
        let message = queue.remove(at: index)
        lock.unlock()
        return message
      }
      lock.unlock()
      Thread.sleep(forTimeInterval: 0.002)
    }
    return nil
  }

  package func response(to id: Int, timeout: TimeInterval = 20) -> [String: Any]? {
    next(timeout: timeout) { ($0["id"] as? Int) == id && $0["method"] == nil }
  }

  package func notification(_ method: String, timeout: TimeInterval = 20) -> [String: Any]? {
    next(timeout: timeout) { ($0["method"] as? String) == method && $0["id"] == nil }
  }

  /// The next `publishDiagnostics` for `uri`: its diagnostics.
  package func diagnostics(for uri: String, timeout: TimeInterval = 20) -> [[String: Any]]? {
    let message = next(timeout: timeout) { message in
      (message["method"] as? String) == "textDocument/publishDiagnostics"
        && ((message["params"] as? [String: Any])?["uri"] as? String) == uri
    }
    return (message?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
  }

  private let summarizesDiagnostics: Bool
  private var published: [String: (version: Int?, count: Int)] = [:]

  /// With `summarizesDiagnostics`: the last `publishDiagnostics` per URI, its version and
  /// how many diagnostics it held.
  package func lastPublished() -> [String: (version: Int?, count: Int)] {
    lock.lock()
    defer { lock.unlock() }
    return published
  }

  /// Every message received so far, in order (a copy, taken under the lock).
  package func received() -> [[String: Any]] {
    lock.lock()
    defer { lock.unlock() }
    return transcript
  }

  /// Messages still queued, for a test that checks nothing unexpected arrived.
  package var pending: [[String: Any]] {
    lock.lock()
    defer { lock.unlock() }
    return queue
  }

  package var stray: Data {
    lock.lock()
    defer { lock.unlock() }
    return strayOutput
  }

  /// The exit status, once the process ends within `timeout` seconds.
  package func exitStatus(timeout: TimeInterval = 20) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
    return process.isRunning ? nil : process.terminationStatus
  }

  package var standardError: String {
    String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
  }
}

/// Client-side helpers: positions in UTF-16 code units (LSP's default), edits applied the
/// way an editor applies them.
package enum LSPText {
  package static func offset(_ position: [String: Any], in units: [UInt16]) -> Int {
    let line = position["line"] as? Int ?? 0
    let character = position["character"] as? Int ?? 0
    var current = 0
    var index = 0
    while current < line && index < units.count {
      if units[index] == 0x0A { current += 1 }
      index += 1
    }
    return min(index + character, units.count)
  }

  /// `edits` (LSP `TextEdit`s, non-overlapping) applied to `text`.
  package static func apply(_ edits: [[String: Any]], to text: String) -> String {
    var units = Array(text.utf16)
    let ranges = edits.map { edit -> (Int, Int, String) in
      let range = edit["range"] as? [String: Any] ?? [:]
      let start = offset(range["start"] as? [String: Any] ?? [:], in: units)
      let end = offset(range["end"] as? [String: Any] ?? [:], in: units)
      return (start, end, edit["newText"] as? String ?? "")
    }
    for (start, end, newText) in ranges.sorted(by: { $0.0 > $1.0 }) {
      units.replaceSubrange(start..<end, with: Array(newText.utf16))
    }
    return String(decoding: units, as: UTF16.self)
  }

  /// The edits as `didChange` content changes, last first so each range is still valid
  /// when it is applied.
  package static func contentChanges(_ edits: [[String: Any]]) -> [[String: Any]] {
    edits.sorted { a, b in
      let x = (a["range"] as? [String: Any])?["start"] as? [String: Any] ?? [:]
      let y = (b["range"] as? [String: Any])?["start"] as? [String: Any] ?? [:]
      return (x["line"] as? Int ?? 0, x["character"] as? Int ?? 0) > (y["line"] as? Int ?? 0, y["character"] as? Int ?? 0)
    }.map { ["range": $0["range"] ?? [:], "text": $0["newText"] ?? ""] }
  }
}
