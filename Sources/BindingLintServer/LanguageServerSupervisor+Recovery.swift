import BindingLintPlatform
import BindingLintEngine

/// What the supervisor does when its worker dies unasked. The document the worker said it
/// was analysing (`analysingMethod`) is the one that crashed it — not the last one sent,
/// which with pipelined messages is usually another file. That document, and only that
/// one, is quarantined: not replayed into the new worker (its text would crash it too),
/// its diagnostics cleared, requests about it answered here, and its next change sent
/// whole. A document that crashes the worker `maximumCrashesPerDocument` times waits
/// until it is closed and reopened, so a file that crashes on every keystroke costs three
/// restarts, not one per keystroke. Nothing a single file does makes the server exit: the
/// only limit is on restarts in a row of a worker that dies before finishing anything
/// (one that cannot start at all).
extension LanguageServerSupervisor {
  /// After the worker ended with `status`: nil when that was the end of the session,
  /// otherwise a new worker (its output descriptor), with the session replayed.
  func restart(after status: Int32) -> Int32? {
    lock.withLock {
      toWorker.abandon()
      guard !exitRequested, !clientClosed else { return nil }
      fruitlessRestarts = workerMadeProgress ? 0 : fruitlessRestarts + 1
      guard fruitlessRestarts <= Self.maximumFruitlessRestarts else {
        toClient.send(Self.frame(Self.showMessage(
          "bindinglint: the language server stopped \(Self.maximumFruitlessRestarts + 1) times in a row before it could answer; giving up")))
        return nil
      }
      restarts += 1
      var note = "bindinglint: the language server stopped (status \(status)) and restarted"
      if let suspect = analysing {
        quarantine(suspect)
        let count = crashes[suspect, default: 0]
        if count >= Self.maximumCrashesPerDocument {
          note += " while analysing \(suspect), which has now crashed it \(count) times; that file is not analysed again until it is reopened"
          toClient.send(Self.frame(Self.showMessage(
            "bindinglint: analysing \(Self.fileName(suspect)) crashed the language server \(count) times; it is set aside until you reopen it")))
        } else {
          note += " while analysing \(suspect); that file's diagnostics return with its next change"
        }
      }
      toClient.send(Self.frame(Self.logMessage(note)))
      for id in outstanding.values.sorted(by: { Self.key($0) < Self.key($1) }) {
        let error: JSONValue = .object([("code", .int(-32603)), ("message", .string("the language server restarted; try again"))])
        toClient.send(Self.frame(.object([("jsonrpc", .string("2.0")), ("id", id), ("error", error)])))
      }
      outstanding = [:]
      analysing = nil
      workerMadeProgress = false
      guard let next = Self.spawnWorker(executable) else { return nil }
      child = next
      toWorker = OutgoingPipe(descriptor: next.input, closesDescriptor: true)
      if case .object(var members)? = initializeMessage {
        let id = JSONValue.string("bindinglint-restart-\(restarts)")
        members.removeAll { $0.key == "id" }
        members.append(("id", id))
        replayIDs.insert(Self.key(id))
        toWorker.send(Self.frame(.object(members)))
      }
      if let initializedMessage { toWorker.send(Self.frame(initializedMessage)) }
      for uri in documents.documents.keys.sorted() where !quarantined.contains(uri) {
        if let document = documents[uri] { toWorker.send(Self.frame(Self.didOpen(document))) }
      }
      return next.output
    }
  }

  /// Sets `uri` aside after it crashed the worker (the caller holds the lock).
  private func quarantine(_ uri: String) {
    quarantined.insert(uri)
    crashes[uri, default: 0] += 1
    toClient.send(Self.frame(.object([
      ("jsonrpc", .string("2.0")), ("method", .string("textDocument/publishDiagnostics")),
      ("params", .object([("uri", .string(uri)), ("diagnostics", .array([]))])),
    ])))
  }

  /// The supervisor's own answer to a request about a set-aside document: no diagnostics,
  /// no actions, or an error for anything else.
  static func answerForSetAside(_ method: String, id: JSONValue) -> JSONValue {
    let result: JSONValue
    switch method {
    case "textDocument/diagnostic": result = .object([("kind", .string("full")), ("items", .array([]))])
    case "textDocument/codeAction": result = .array([])
    default:
      let error: JSONValue = .object([
        ("code", .int(-32603)), ("message", .string("analysing this file crashed the language server; it is set aside until it changes")),
      ])
      return .object([("jsonrpc", .string("2.0")), ("id", id), ("error", error)])
    }
    return .object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])
  }

  /// The last part of a `file:` URI, for a message.
  static func fileName(_ uri: String) -> String {
    uri.split(separator: "/").last.map(String.init) ?? uri
  }
}
