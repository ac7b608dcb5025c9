import Dispatch
import BindingLintPlatform
import BindingLintEngine

/// `bindinglint lsp` as the editor starts it: a relay that runs the server itself as a
/// child process (`LanguageServer`, marked by `workerVariable`), so that a crash in one
/// file's analysis ends the child, not the session. Swift cannot catch a trap in-process.
///
/// The relay keeps what a new child needs: the `initialize` and `initialized` messages
/// and the text of every open document (mirroring the client's edits). When the child
/// dies unasked, the relay answers the requests it left open with an error, tells the
/// client's log, restarts it, replays `initialize` (its reply dropped) and the open
/// documents, and quarantines the document whose message was last sent: it is not
/// replayed (its text would crash the new child too), its diagnostics are cleared, and it
/// is sent again, whole, with its next change. Each crash quarantines one more document,
/// so crashes cannot loop; after `maximumRestarts` the relay gives up.
final class LanguageServerSupervisor: @unchecked Sendable {
  static let workerVariable = "BINDINGLINT_LSP_WORKER"
  static let maximumRestarts = 50

  private let executable: String
  private let lock = Lock()
  private var child: Platform.ChildProcess
  private var documents = DocumentStore()
  private var encoding = PositionEncoding.utf16
  private var initializeMessage: JSONValue?
  private var initializedMessage: JSONValue?
  /// Client requests the child has not answered, by their serialized id.
  private var outstanding: [String: JSONValue] = [:]
  /// The document of the last message sent to the child, the suspect if it dies.
  private var lastDocument: String?
  private var quarantined = Set<String>()
  private var replayIDs = Set<String>()
  private var exitRequested = false
  private var clientClosed = false
  private var restarts = 0

  private init(executable: String, child: Platform.ChildProcess) {
    self.executable = executable
    self.child = child
  }

  /// Relays standard input and output to a worker; nil if no worker can be started (the
  /// caller then serves in-process).
  static func run() -> Int32? {
    guard let executable = Platform.executablePath(), let child = spawnWorker(executable) else { return nil }
    Platform.ignoreBrokenPipes()
    let supervisor = LanguageServerSupervisor(executable: executable, child: child)
    DispatchQueue.global().async { supervisor.relayClient() }
    return supervisor.relayWorker()
  }

  private static func spawnWorker(_ executable: String) -> Platform.ChildProcess? {
    Platform.spawn(executable, ["lsp"], environment: [workerVariable: "1"])
  }

  // MARK: Client → worker (on its own thread)

  private func relayClient() {
    var reader = FrameReader()
    while let chunk = Platform.readStandardInputChunk() {
      reader.append(chunk)
      while let frame = reader.next() {
        switch frame {
        case .message(let body): forward(body)
        case .malformedHeader:
          // A header block without a usable length cannot be passed on: say so here,
          // as the worker would.
          lock.withLock { write(Self.logMessage("bindinglint: dropped a message without a valid Content-Length header")) }
        }
      }
    }
    lock.withLock {
      clientClosed = true
      Platform.closeDescriptor(child.input)
    }
  }

  private func forward(_ body: [UInt8]) {
    lock.withLock {
      guard let message = try? JSONValue.parse(body), let method = message["method"]?.stringValue else {
        Platform.writeAll(to: child.input, FrameReader.frame(body))
        return
      }
      if let id = message["id"] { outstanding[Self.key(id)] = id }
      let params = message["params"]
      let uri = params?["textDocument"]?["uri"]?.stringValue
      if uri != nil { lastDocument = uri }
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
          quarantined.remove(uri)
        }
      case "textDocument/didChange":
        guard let uri else { break }
        _ = documents.change(
          uri: uri, version: params?["textDocument"]?["version"]?.intValue ?? 0,
          changes: params?["contentChanges"]?.arrayValue ?? [], encoding: encoding)
        if quarantined.remove(uri) != nil, let document = documents[uri] {
          // The worker does not have it: send it whole.
          outgoing = Self.didOpen(document).serialized
        }
      case "textDocument/didClose":
        guard let uri else { break }
        documents.close(uri: uri)
        if quarantined.remove(uri) != nil { return }
      default: break
      }
      Platform.writeAll(to: child.input, FrameReader.frame(outgoing))
    }
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
        let message = try? JSONValue.parse(body)
        let isResponse = message?["method"] == nil
        let dropped: Bool = lock.withLock {
          // The client keeps the first worker's registrations; a restarted worker's
          // would be duplicates.
          if restarts > 0, message?["method"]?.stringValue == "client/registerCapability" { return true }
          guard isResponse, let id = message?["id"] else { return false }
          let key = Self.key(id)
          outstanding[key] = nil
          return replayIDs.remove(key) != nil
        }
        if !dropped { lock.withLock { _ = Platform.writeAll(to: 1, FrameReader.frame(body)) } }
      }
    }
  }

  /// After the worker ended with `status`: nil when that was the end of the session,
  /// otherwise a new worker (its output descriptor), with the session replayed.
  private func restart(after status: Int32) -> Int32? {
    lock.withLock {
      guard !exitRequested, !clientClosed, restarts < Self.maximumRestarts else { return nil }
      restarts += 1
      Platform.closeDescriptor(child.input)
      var note = "bindinglint: the language server stopped (status \(status)) and restarted"
      if let suspect = lastDocument, documents[suspect] != nil {
        quarantined.insert(suspect)
        note += " after a message about \(suspect); that file's diagnostics return with its next change"
        write(.object([
          ("jsonrpc", .string("2.0")), ("method", .string("textDocument/publishDiagnostics")),
          ("params", .object([("uri", .string(suspect)), ("diagnostics", .array([]))])),
        ]))
      }
      write(Self.logMessage(note))
      for id in outstanding.values.sorted(by: { Self.key($0) < Self.key($1) }) {
        let error: JSONValue = .object([("code", .int(-32603)), ("message", .string("the language server restarted; try again"))])
        write(.object([("jsonrpc", .string("2.0")), ("id", id), ("error", error)]))
      }
      outstanding = [:]
      lastDocument = nil
      guard let next = Self.spawnWorker(executable) else { return nil }
      child = next
      if case .object(var members)? = initializeMessage {
        let id = JSONValue.string("bindinglint-restart-\(restarts)")
        members.removeAll { $0.key == "id" }
        members.append(("id", id))
        replayIDs.insert(Self.key(id))
        send(.object(members))
      }
      if let initializedMessage { send(initializedMessage) }
      for uri in documents.documents.keys.sorted() where !quarantined.contains(uri) {
        if let document = documents[uri] {
          lastDocument = uri
          send(Self.didOpen(document))
        }
      }
      return next.output
    }
  }

  // MARK: Messages (callers hold the lock)

  private func send(_ message: JSONValue) {
    Platform.writeAll(to: child.input, FrameReader.frame(message.serialized))
  }

  private func write(_ message: JSONValue) {
    Platform.writeAll(to: 1, FrameReader.frame(message.serialized))
  }

  static func key(_ id: JSONValue) -> String { String(decoding: id.serialized, as: UTF8.self) }

  static func logMessage(_ text: String) -> JSONValue {
    .object([
      ("jsonrpc", .string("2.0")), ("method", .string("window/logMessage")),
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
