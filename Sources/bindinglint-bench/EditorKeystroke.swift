#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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
    guard let server = Server(lint), let text = System.readText(file) else { return nil }
    defer { server.stop() }
    var directory = [CChar](repeating: 0, count: 4096)
    let absolute = file.hasPrefix("/") || getcwd(&directory, directory.count) == nil
      ? file : String(decoding: directory.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/" + file
    let uri = "file://" + absolute
    server.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
    guard server.waitFor(#""id":1,"#) else { return nil }
    server.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    let openStart = System.now()
    server.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"# + quoted(uri)
      + #","languageId":"swift","version":1,"text":"# + quoted(text) + "}}}")
    guard server.waitFor(#""version":1,"#) else { return nil }
    let open = System.now() - openStart
    var times: [Double] = []
    let warmUp = 6
    var cpuStart: Double?
    for version in 2..<(2 + warmUp + changes) {
      if version == 2 + warmUp { cpuStart = server.cpuSeconds() }
      let change = version % 2 == 0
        ? #"{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"text":" "}"#
        : #"{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":1}},"text":""}"#
      let start = System.now()
      server.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"# + quoted(uri)
        + #","version":\#(version)},"contentChanges":[\#(change)]}}"#)
      guard server.waitFor(#""version":\#(version),"#) else { return nil }
      if version >= 2 + warmUp { times.append(System.now() - start) }
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

  /// `bindinglint lsp` on two pipes.
  final class Server {
    let pid: pid_t
    let input: Int32
    let output: Int32
    var buffer: [UInt8] = []

    init?(_ lint: String) {
      var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
      guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { return nil }
      var argv: [UnsafeMutablePointer<CChar>?] = [strdup(lint), strdup("lsp"), nil]
      defer { for pointer in argv { free(pointer) } }
      #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      #else
      var actions = posix_spawn_file_actions_t()
      #endif
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
      posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
      for fd in toChild + fromChild { posix_spawn_file_actions_addclose(&actions, fd) }
      var pid: pid_t = 0
      guard posix_spawn(&pid, lint, &actions, nil, &argv, environ) == 0 else { return nil }
      close(toChild[0])
      close(fromChild[1])
      self.pid = pid
      input = toChild[1]
      output = fromChild[0]
    }

    func send(_ body: String) {
      let bytes = Array("Content-Length: \(body.utf8.count)\r\n\r\n".utf8) + Array(body.utf8)
      var written = 0
      while written < bytes.count {
        let n = bytes[written...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return }
        written += n
      }
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
        var chunk = [UInt8](repeating: 0, count: 65536)
        let n = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return false }
        buffer += chunk[0..<n]
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
    /// to a worker it runs as a child). Linux: user + system ticks in `/proc/PID/stat`,
    /// 10 ms each, so only a total over many changes means anything.
    func cpuSeconds() -> Double? {
      guard let own = Self.cpuSeconds(of: pid) else { return nil }
      let children = System.readText("/proc/\(pid)/task/\(pid)/children")?.split(separator: " ").compactMap { Int32($0) } ?? []
      return children.reduce(own) { $0 + (Self.cpuSeconds(of: $1) ?? 0) }
    }

    static func cpuSeconds(of pid: Int32) -> Double? {
      guard let text = System.readText("/proc/\(pid)/stat"), let close = text.lastIndex(of: ")") else { return nil }
      let fields = text[text.index(after: close)...].split(separator: " ")
      guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
      return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    func stop() {
      close(input)
      close(output)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
  }
}
