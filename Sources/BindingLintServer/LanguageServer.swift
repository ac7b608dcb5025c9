import BindingLintPlatform
import BindingLintEngine

/// `bindinglint lsp`: a Language Server Protocol 3.17 server over standard input and
/// output, a thin shell over the engine. This file owns the message loop, the lifecycle
/// (`initialize` … `exit`) and JSON-RPC replies; `LanguageServer+Documents` owns text
/// sync, diagnostics and code actions. Messages are handled one at a time, in order.
/// Nothing but protocol is written to standard output: problems go to the client's log
/// (`window/logMessage`).
package final class LanguageServer {
  enum ErrorCode: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case serverNotInitialized = -32002
  }

  enum State { case starting, running, shuttingDown }

  let send: ([UInt8]) -> Void
  var state = State.starting
  var encoding = PositionEncoding.utf16
  /// The client asks for diagnostics (`textDocument/diagnostic`) rather than taking pushes.
  var clientPullsDiagnostics = false
  var clientWatchesDynamically = false
  /// The client re-pulls every document's diagnostics on `workspace/diagnostic/refresh`.
  var clientRefreshesDiagnostics = false
  var documents = DocumentStore()
  var linter = DocumentLinter()
  private var nextRequestID = 1
  /// Run as the supervisor's worker: say which document is being analysed
  /// (`LanguageServerSupervisor.analysingMethod`), so a crash is blamed on the right one.
  var reportsAnalyses = false
  /// Called with a document's bytes before it is analysed: the front end's test hook
  /// (a crash on a marker, to test the supervisor); nil in use.
  package var beforeAnalysis: (([UInt8]) -> Void)?

  /// `send` writes one framed message (standard output, or a test's buffer).
  package init(send: @escaping ([UInt8]) -> Void) {
    self.send = send
  }

  /// Serves standard input until `exit` or the end of input; returns the exit status
  /// (0 after `shutdown` then `exit`, 1 otherwise, as LSP asks). `beforeAnalysis` is
  /// handed to the server that analyses (`LanguageServer.beforeAnalysis`).
  package static func serveStandardIO(beforeAnalysis: (([UInt8]) -> Void)? = nil) -> Int32 {
    // The editor's process is a supervisor that runs the server as its child (and this
    // process, so marked, is that child).
    let isWorker = Platform.environment(LanguageServerSupervisor.workerVariable) != nil
    if !isWorker, let status = LanguageServerSupervisor.run() {
      return status
    }
    let server = LanguageServer { Platform.writeStandardOutput($0) }
    server.reportsAnalyses = isWorker
    server.beforeAnalysis = beforeAnalysis
    var reader = FrameReader()
    while let chunk = Platform.readStandardInputChunk() {
      reader.append(chunk)
      while let frame = reader.next() {
        switch frame {
        case .message(let body):
          if let status = server.handle(body) { return status }
        case .malformedHeader(let reason):
          server.log(.error, "bindinglint: dropped a message: \(reason)")
        }
      }
    }
    return server.state == .shuttingDown ? 0 : 1
  }

  /// Handles one message body; returns an exit status when the message was `exit`.
  package func handle(_ body: [UInt8]) -> Int32? {
    let message: JSONValue
    do {
      message = try JSONValue.parse(body)
    } catch let error as JSONValue.ParseError {
      log(.error, "bindinglint: a message is not valid JSON (line \(error.line): \(error.message))")
      reply(id: .null, error: .parseError, "invalid JSON: \(error.message)")
      return nil
    } catch {
      return nil
    }
    guard case .object = message else {
      reply(id: .null, error: .invalidRequest, "a message must be a JSON object")
      return nil
    }
    let id = message["id"]
    guard let method = message["method"]?.stringValue else {
      // A response to one of our requests (`client/registerCapability`), or nonsense.
      if id == nil { reply(id: .null, error: .invalidRequest, "a message without 'method' or 'id'") }
      return nil
    }
    let params = message["params"] ?? .null
    if method == "exit" { return state == .shuttingDown ? 0 : 1 }
    guard let id else {
      notification(method, params)
      return nil
    }
    request(method, id: id, params: params)
    return nil
  }

  private func request(_ method: String, id: JSONValue, params: JSONValue) {
    switch (state, method) {
    case (.starting, "initialize"):
      reply(id: id, result: initialize(params))
      state = .running
    case (.starting, _):
      reply(id: id, error: .serverNotInitialized, "'\(method)' before 'initialize'")
    case (.shuttingDown, _):
      reply(id: id, error: .invalidRequest, "'\(method)' after 'shutdown'")
    case (.running, "initialize"):
      reply(id: id, error: .invalidRequest, "'initialize' was already received")
    case (.running, "shutdown"):
      state = .shuttingDown
      reply(id: id, result: .null)
    case (.running, "textDocument/diagnostic"):
      reply(id: id, result: pullDiagnostics(params))
    case (.running, "textDocument/codeAction"):
      reply(id: id, result: codeActions(params))
    case (.running, "textDocument/hover"):
      reply(id: id, result: hover(params))
    default:
      reply(id: id, error: .methodNotFound, "bindinglint does not handle '\(method)'")
    }
  }

  private func notification(_ method: String, _ params: JSONValue) {
    guard state == .running else { return }
    switch method {
    case "initialized": registerWatchers()
    case "textDocument/didOpen": didOpen(params)
    case "textDocument/didChange": didChange(params)
    case "textDocument/didSave": didSave(params)
    case "textDocument/didClose": didClose(params)
    case "workspace/didChangeWatchedFiles": relintOpenDocuments()
    default:
      // `$/cancelRequest`, `$/setTrace`, `workspace/didChangeConfiguration`…: nothing to do.
      break
    }
  }

  /// The negotiated encoding and what this server does, stated as it is.
  private func initialize(_ params: JSONValue) -> JSONValue {
    let capabilities = params["capabilities"]
    let offered = capabilities?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
    encoding = offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    clientPullsDiagnostics = capabilities?["textDocument"]?["diagnostic"] != nil
    clientWatchesDynamically = capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue == true
    clientRefreshesDiagnostics = capabilities?["workspace"]?["diagnostics"]?["refreshSupport"]?.boolValue == true
    let serverCapabilities: JSONValue = .object([
      ("positionEncoding", .string(encoding.rawValue)),
      ("textDocumentSync", .object([
        ("openClose", .bool(true)), ("change", .int(2)), ("save", .object([("includeText", .bool(false))])),
      ])),
      ("codeActionProvider", .object([
        ("codeActionKinds", .array([.string("quickfix"), .string(CodeActions.fixAllKind)])), ("resolveProvider", .bool(false)),
      ])),
      ("hoverProvider", .bool(true)),
      ("diagnosticProvider", .object([
        ("identifier", .string("bindinglint")), ("interFileDependencies", .bool(true)), ("workspaceDiagnostics", .bool(false)),
      ])),
    ])
    return .object([
      ("capabilities", serverCapabilities),
      ("serverInfo", .object([("name", .string("bindinglint")), ("version", .string(BindingLintVersion.current))])),
    ])
  }

  /// Asks the client to report changes to configuration files (and Swift files, whose
  /// declarations the open documents' findings may depend on).
  private func registerWatchers() {
    guard clientWatchesDynamically else { return }
    let watchers: JSONValue = .array([
      .object([("globPattern", .string("**/\(Configuration.fileName)"))]),
      .object([("globPattern", .string("**/*.swift"))]),
    ])
    let registration: JSONValue = .object([
      ("id", .string("bindinglint-watched-files")), ("method", .string("workspace/didChangeWatchedFiles")),
      ("registerOptions", .object([("watchers", watchers)])),
    ])
    sendRequest("client/registerCapability", params: .object([("registrations", .array([registration]))]))
  }

  // MARK: Writing

  enum LogLevel: Int { case error = 1, warning, info, log }

  func log(_ level: LogLevel, _ text: String) {
    sendNotification("window/logMessage", params: .object([("type", .int(level.rawValue)), ("message", .string(text))]))
  }

  /// A message the user must see (`window/showMessage`), not only the log.
  func show(_ level: LogLevel, _ text: String) {
    sendNotification("window/showMessage", params: .object([("type", .int(level.rawValue)), ("message", .string(text))]))
  }

  func sendNotification(_ method: String, params: JSONValue) {
    write(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
  }

  /// A request to the client; its reply is read and ignored. Without `params`, the
  /// member is left out (JSON-RPC does not allow `null` there).
  func sendRequest(_ method: String, params: JSONValue? = nil) {
    let id = nextRequestID
    nextRequestID += 1
    var members: [(key: String, value: JSONValue)] = [("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string(method))]
    if let params { members.append(("params", params)) }
    write(.object(members))
  }

  func reply(id: JSONValue, result: JSONValue) {
    write(.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]))
  }

  func reply(id: JSONValue, error code: ErrorCode, _ message: String) {
    let error: JSONValue = .object([("code", .int(code.rawValue)), ("message", .string(message))])
    write(.object([("jsonrpc", .string("2.0")), ("id", id), ("error", error)]))
  }

  func write(_ message: JSONValue) {
    send(FrameReader.frame(message.serialized))
  }
}
