import BindingLintPlatform

/// What an editor waits for on each keystroke with `bindinglint lsp`: the time from writing
/// a `textDocument/didChange` to reading the `publishDiagnostics` for that version, on the
/// editor-save row's file (a file with a finding in the tree's largest project), once the
/// server's index of the project is warm (after `didOpen` and a few untimed changes). The
/// change types a space at the start of the file, then deletes it. Target: median ≤ 10 ms.
enum EditorKeystroke {
  struct Measurement {
    var file: String
    /// `didOpen` to its diagnostics: the cold run that walks and reads the project.
    var open: Double
    var median: Double?
    var p90: Double?
    /// The server's CPU seconds per timed change (Linux only), which a busy machine does
    /// not inflate as it does wall time.
    var cpuPerChange: Double?
    var changes: Int
  }

  static func measure(file: String, lint: String, changes: Int) -> Measurement? {
    guard let server = Server(lint), let text = readText(file) else { return nil }
    defer { server.stop() }
    // `currentDirectory` answers "." when the system cannot say: then the path stays as given.
    let directory = Platform.currentDirectory()
    let absolute = file.hasPrefix("/") || !directory.hasPrefix("/") ? file : directory + "/" + file
    let uri = "file://" + absolute
    server.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
    guard server.waitFor(#""id":1,"#) else { return nil }
    server.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    let openStart = Platform.monotonicSeconds()
    server.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"# + quoted(uri)
      + #","languageId":"swift","version":1,"text":"# + quoted(text) + "}}}")
    guard server.waitFor(#""version":1,"#) else { return nil }
    let open = Platform.monotonicSeconds() - openStart
    var times: [Double] = []
    let warmUp = 6
    var cpuStart: Double?
    for version in 2..<(2 + warmUp + changes) {
      if version == 2 + warmUp { cpuStart = server.cpuSeconds() }
      let change = version % 2 == 0
        ? #"{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"text":" "}"#
        : #"{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":1}},"text":""}"#
      let start = Platform.monotonicSeconds()
      server.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"# + quoted(uri)
        + #","version":\#(version)},"contentChanges":[\#(change)]}}"#)
      guard server.waitFor(#""version":\#(version),"#) else { return nil }
      if version >= 2 + warmUp { times.append(Platform.monotonicSeconds() - start) }
    }
    let cpu = cpuStart.flatMap { start in server.cpuSeconds().map { ($0 - start) / Double(max(1, times.count)) } }
    server.send(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
    _ = server.waitFor(#""id":2,"#)
    server.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
    let sorted = times.sorted()
    return Measurement(
      file: file, open: open, median: Stats.median(times),
      p90: sorted.isEmpty ? nil : sorted[min(sorted.count - 1, sorted.count * 9 / 10)], cpuPerChange: cpu,
      changes: times.count)
  }

  static func report(_ measurement: Measurement?) -> [String] {
    guard let m = measurement else { return ["editor keystroke (lsp):    - (no file, or the server did not answer)"] }
    let ms = { (seconds: Double?) in seconds.map { Format.fixed($0 * 1000, 2) + " ms" } ?? "-" }
    return [
      "editor keystroke (lsp): \(m.file)",
      "  didChange -> publishDiagnostics, warm: median \(ms(m.median)), p90 \(ms(m.p90)), server CPU \(ms(m.cpuPerChange)) per change (\(m.changes) changes)   didOpen (cold) \(ms(m.open))   target median <= 10 ms: \(Format.verdict(m.median.map { $0 <= 0.010 }))",
    ]
  }

  /// A whole file as text; nil if it cannot be read or is not UTF-8. (Decoding repairs
  /// invalid UTF-8, so a text that does not give back the same bytes was not UTF-8;
  /// `String(validating:as:)` would say so directly but needs macOS 15.)
  static func readText(_ path: String) -> String? {
    guard case .success(let bytes) = Platform.readFile(path) else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.elementsEqual(bytes) ? text : nil
  }

  /// `text` as a JSON string.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// `bindinglint lsp` on two pipes (`Platform.spawn`), its standard error to /dev/null.
  final class Server {
    let child: Platform.ChildProcess
    var buffer: [UInt8] = []

    init?(_ lint: String) {
      guard let child = Platform.spawn(lint, ["lsp"], environment: [:], discardingErrors: true) else { return nil }
      self.child = child
    }

    func send(_ body: String) {
      Platform.writeAll(to: child.input, Array("Content-Length: \(body.utf8.count)\r\n\r\n".utf8) + Array(body.utf8))
    }

    /// Reads messages until one contains `marker` (the server writes compact JSON, keys in
    /// a fixed order); false at the end of output.
    func waitFor(_ marker: String) -> Bool {
      let needle = Array(marker.utf8)
      while true {
        while let body = nextBody() {
          if body.count >= needle.count, (0...(body.count - needle.count)).contains(where: { body[$0..<$0 + needle.count].elementsEqual(needle) }) {
            return true
          }
        }
        guard let chunk = Platform.readChunk(child.output) else { return false }
        buffer += chunk
      }
    }

    private func nextBody() -> [UInt8]? {
      let separator: [UInt8] = [13, 10, 13, 10]
      guard buffer.count >= 4, let end = (0...(buffer.count - 4)).first(where: { buffer[$0..<$0 + 4].elementsEqual(separator) }) else { return nil }
      let header = String(decoding: buffer[..<end], as: UTF8.self)
      guard let length = Int(header.split(separator: ":").last?.trimmingPrefix(" ") ?? "") else { return nil }
      guard buffer.count >= end + 4 + length else { return nil }
      let body = Array(buffer[(end + 4)..<(end + 4 + length)])
      buffer.removeFirst(end + 4 + length)
      return body
    }

    /// CPU time the server has used so far: its process and its children (`lsp` relays
    /// to a worker it runs as a child). Linux only (`Platform.cpuSecondsOfProcessTree`).
    func cpuSeconds() -> Double? { Platform.cpuSecondsOfProcessTree(child.pid) }

    func stop() {
      Platform.closeDescriptor(child.input)
      Platform.closeDescriptor(child.output)
      _ = Platform.waitForExit(child.pid)
    }
  }
}
