import Dispatch
import BindingLintPlatform
import BindingLintEngine

/// `bindinglint lsp` as the editor starts it: a relay that runs the server itself as a
/// child process (`LanguageServer`, marked by `workerVariable`), so that a crash in one
/// file's analysis ends the child, not the session. Swift cannot catch a trap in-process.
///
/// Three threads, one lock, and no thread ever holds the lock while it waits on a pipe:
/// one reads the client (standard input) and queues what the worker should get; this one
/// reads the worker and queues what the client should get; each queue (`OutgoingPipe`) is
/// written by a thread of its own. (When the relay wrote under the lock, an editor opening
/// twenty files filled the worker's input while the worker filled its output: both sides
/// waited for good.)
///
/// The relay keeps what a new child needs: the `initialize` and `initialized` messages
/// and the text of every open document (mirroring the client's edits). The worker says
/// which document it is analysing (`analysingMethod`) and when it is done; when it dies
/// unasked, the document it was analysing, and only that one, is set aside
/// (`LanguageServerSupervisor+Recovery`).
final class LanguageServerSupervisor: @unchecked Sendable {
  static let workerVariable = "BINDINGLINT_LSP_WORKER"
  /// Sent by the worker before it analyses a document (`params.uri`), and after.
  static let analysingMethod = "$/bindinglint/analysing"
  static let analysedMethod = "$/bindinglint/analysed"

  let executable: String
  let lock = Lock()
  var child: Platform.ChildProcess
  /// The current worker's standard input.
  var toWorker: OutgoingPipe
  /// Standard output: the client.
  let toClient = OutgoingPipe(descriptor: 1, closesDescriptor: false)
  var documents = DocumentStore()
  var encoding = PositionEncoding.utf16
  var initializeMessage: JSONValue?
  var initializedMessage: JSONValue?
  /// Client requests the child has not answered, by their serialized id.
  var outstanding: [String: JSONValue] = [:]
  /// The document the worker said it is analysing, until it says it is done.
  var analysing: String?
  /// Whether the worker finished anything since it started (a worker that dies before it
  /// does, again and again, cannot be helped by restarting it).
  var workerMadeProgress = false
  var fruitlessRestarts = 0
  /// Documents whose analysis crashed the worker: not sent to it until they change.
  var quarantined = Set<String>()
  /// Crashes per document; at `maximumCrashesPerDocument` it waits until it is reopened.
  var crashes: [String: Int] = [:]
  var replayIDs = Set<String>()
  var exitRequested = false
  var clientClosed = false
  var restarts = 0

  static let maximumCrashesPerDocument = 3
  /// Restarts in a row after which a worker that never finishes a message is given up on.
  static let maximumFruitlessRestarts = 5

  private init(executable: String, child: Platform.ChildProcess) {
    self.executable = executable
    self.child = child
    self.toWorker = OutgoingPipe(descriptor: child.input, closesDescriptor: true)
  }

  /// Relays standard input and output to a worker; nil if no worker can be started (the
  /// caller then serves in-process).
  static func run() -> Int32? {
    guard let executable = Platform.executablePath(), let child = spawnWorker(executable) else { return nil }
    Platform.ignoreBrokenPipes()
    let supervisor = LanguageServerSupervisor(executable: executable, child: child)
    DispatchQueue.global().async { supervisor.relayClient() }
    let status = supervisor.relayWorker()
    supervisor.toClient.close()
    supervisor.toClient.waitUntilFinished()
    return status
  }

  static func spawnWorker(_ executable: String) -> Platform.ChildProcess? {
    Platform.spawn(executable, ["lsp"], environment: [workerVariable: "1"])
  }

  // MARK: Client → worker (on its own thread)

  private func relayClient() {
    var reader = FrameReader()
    while let chunk = Platform.readStandardInputChunk() {
      reader.append(chunk)
      while let frame = reader.next() {
        switch frame {
        case .message(let body): lock.withLock { forward(body) }
        case .malformedHeader(let reason):
          // A header block without a usable length cannot be passed on: say so here,
          // as the worker would.
          lock.withLock { toClient.send(Self.frame(Self.logMessage("bindinglint: dropped a message: \(reason)"))) }
        }
      }
    }
    lock.withLock {
      clientClosed = true
      toWorker.close()
    }
  }

  /// One client message (under the lock): the mirror updated, then queued for the worker,
  /// changed, or answered here.
  private func forward(_ body: [UInt8]) {
    guard let message = try? JSONValue.parse(body), let method = message["method"]?.stringValue else {
      toWorker.send(FrameReader.frame(body))
      return
    }
    let id = message["id"]
    let params = message["params"]
    let uri = params?["textDocument"]?["uri"]?.stringValue
    var outgoing = body
    switch method {
    case "initialize":
      initializeMessage = message
      let offered = params?["capabilities"]?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
      encoding = offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    case "initialized": initializedMessage = message
    case "exit": exitRequested = true
    case "textDocument/didOpen":
      if let uri, let text = params?["textDocument"]?["text"]?.stringValue {
        documents.open(uri: uri, version: params?["textDocument"]?["version"]?.intValue ?? 0, text: text)
        // Reopening is the user's way to try a set-aside file again.
        quarantined.remove(uri)
        crashes[uri] = nil
      }
    case "textDocument/didChange":
      guard let uri else { break }
      _ = documents.change(
        uri: uri, version: params?["textDocument"]?["version"]?.intValue ?? 0,
        changes: params?["contentChanges"]?.arrayValue ?? [], encoding: encoding)
      if quarantined.contains(uri) {
        // The worker does not have it: after a crash or two it gets the new text whole,
        // after more it waits until the file is reopened.
        guard crashes[uri, default: 0] < Self.maximumCrashesPerDocument, let document = documents[uri] else { return }
        quarantined.remove(uri)
        outgoing = Self.didOpen(document).serialized
      }
    case "textDocument/didClose":
      guard let uri else { break }
      documents.close(uri: uri)
      crashes[uri] = nil
      if quarantined.remove(uri) != nil { return }
    default:
      if let id, let uri, quarantined.contains(uri) {
        // Asking the worker about a file whose analysis crashes it would crash it again.
        toClient.send(Self.frame(Self.answerForSetAside(method, id: id)))
        return
      }
    }
    if let id { outstanding[Self.key(id)] = id }
    toWorker.send(FrameReader.frame(outgoing))
  }

  // MARK: Worker → client (on the calling thread)

  private func relayWorker() -> Int32 {
    var reader = FrameReader()
    var output = lock.withLock { child.output }
    while true {
      guard let chunk = Platform.readChunk(output) else {
        let status = Platform.waitForExit(lock.withLock { child.pid })
        Platform.closeDescriptor(output)
        guard let next = restart(after: status) else { return status }
        output = next
        reader = FrameReader()
        continue
      }
      reader.append(chunk)
      while let frame = reader.next() {
        guard case .message(let body) = frame else { continue }
        lock.withLock { relay(body) }
      }
    }
  }

  /// One worker message (under the lock): the worker's own notes taken, the rest queued
  /// for the client.
  private func relay(_ body: [UInt8]) {
    let message = try? JSONValue.parse(body)
    let method = message?["method"]?.stringValue
    workerMadeProgress = true
    switch method {
    case Self.analysingMethod?:
      analysing = message?["params"]?["uri"]?.stringValue
      return
    case Self.analysedMethod?:
      analysing = nil
      return
    // The client keeps the first worker's registrations; a restarted worker's would be
    // duplicates.
    case "client/registerCapability"? where restarts > 0:
      return
    case nil:
      if let id = message?["id"] {
        let key = Self.key(id)
        outstanding[key] = nil
        if replayIDs.remove(key) != nil { return }
      }
    default: break
    }
    toClient.send(FrameReader.frame(body))
  }

  // MARK: Messages

  static func frame(_ message: JSONValue) -> [UInt8] { FrameReader.frame(message.serialized) }

  static func key(_ id: JSONValue) -> String { String(decoding: id.serialized, as: UTF8.self) }

  static func logMessage(_ text: String, type: Int = 1) -> JSONValue {
    .object([
      ("jsonrpc", .string("2.0")), ("method", .string("window/logMessage")),
      ("params", .object([("type", .int(type)), ("message", .string(text))])),
    ])
  }

  static func showMessage(_ text: String) -> JSONValue {
    .object([
      ("jsonrpc", .string("2.0")), ("method", .string("window/showMessage")),
      ("params", .object([("type", .int(1)), ("message", .string(text))])),
    ])
  }

  static func didOpen(_ document: OpenDocument) -> JSONValue {
    let item: JSONValue = .object([
      ("uri", .string(document.uri)), ("languageId", .string("swift")), ("version", .int(document.version)),
      ("text", .string(String(decoding: document.bytes, as: UTF8.self))),
    ])
    return .object([
      ("jsonrpc", .string("2.0")), ("method", .string("textDocument/didOpen")), ("params", .object([("textDocument", item)])),
    ])
  }
}
