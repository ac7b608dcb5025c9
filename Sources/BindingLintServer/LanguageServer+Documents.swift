import BindingLintPlatform
import BindingLintEngine

/// Text sync, diagnostics (pushed after every open, change and save, or pulled), and code
/// actions, over `DocumentStore` and `DocumentLinter`.
extension LanguageServer {
  func didOpen(_ params: JSONValue) {
    let item = params["textDocument"]
    guard let uri = item?["uri"]?.stringValue, let text = item?["text"]?.stringValue else {
      log(.warning, "bindinglint: 'didOpen' without a text document")
      return
    }
    documents.open(uri: uri, version: item?["version"]?.intValue ?? 0, text: text)
    // Opening a file is a moment to see what changed on disk meanwhile (a checkout, with
    // a client that does not watch files): the project is read afresh once.
    linter.warm.invalidate()
    publish(uri)
  }

  func didChange(_ params: JSONValue) {
    guard let uri = params["textDocument"]?["uri"]?.stringValue else { return }
    let version = params["textDocument"]?["version"]?.intValue ?? 0
    guard documents.change(uri: uri, version: version, changes: params["contentChanges"]?.arrayValue ?? [], encoding: encoding) else {
      log(.warning, "bindinglint: 'didChange' for \(uri), which is not open")
      return
    }
    publish(uri)
  }

  func didSave(_ params: JSONValue) {
    guard let uri = params["textDocument"]?["uri"]?.stringValue, documents[uri] != nil else { return }
    if let text = params["text"]?.stringValue { documents.open(uri: uri, version: documents[uri]?.version ?? 0, text: text) }
    // The saved file is now what the other documents' project sees on disk.
    relintOpenDocuments()
  }

  func didClose(_ params: JSONValue) {
    guard let uri = params["textDocument"]?["uri"]?.stringValue else { return }
    documents.close(uri: uri)
    if !clientPullsDiagnostics {
      sendNotification("textDocument/publishDiagnostics", params: .object([("uri", .string(uri)), ("diagnostics", .array([]))]))
    }
  }

  /// After a configuration change, a watched file's change or a save: every open document
  /// again, against the project as it now is on disk.
  func relintOpenDocuments() {
    linter.warm.invalidate()
    for uri in documents.documents.keys.sorted() {
      documents[uri]?.diagnostics = nil
      publish(uri)
    }
    if clientPullsDiagnostics && clientRefreshesDiagnostics { sendRequest("workspace/diagnostic/refresh") }
  }

  /// Lints `uri` if its diagnostics are stale and pushes them. A client that pulls gets
  /// them when it asks (`pullDiagnostics`), so nothing is linted here for it.
  func publish(_ uri: String) {
    guard !clientPullsDiagnostics, let document = analyzed(uri) else { return }
    let positions = TextPositions(document.bytes, encoding: encoding)
    let items = (document.diagnostics ?? []).map { DiagnosticMessages.lsp($0, positions: positions) }
    write(DiagnosticMessages.publish(uri: uri, version: document.version, diagnostics: items))
  }

  /// The open document with diagnostics for its current text.
  func analyzed(_ uri: String) -> OpenDocument? {
    guard var document = documents[uri] else { return nil }
    if document.diagnostics == nil {
      let outcome = lint(uri, path: document.path, bytes: document.bytes)
      document.diagnostics = outcome.diagnostics
      document.safeRules = outcome.safeRules
      documents[uri] = document
    }
    return document
  }

  /// `textDocument/diagnostic`: the open document's diagnostics, or a file's on disk.
  func pullDiagnostics(_ params: JSONValue) -> JSONValue {
    let uri = params["textDocument"]?["uri"]?.stringValue ?? ""
    guard let document = analyzedOrOnDisk(uri) else { return .object([("kind", .string("full")), ("items", .array([]))]) }
    let positions = TextPositions(document.bytes, encoding: encoding)
    let items = (document.diagnostics ?? []).map { DiagnosticMessages.lsp($0, positions: positions) }
    return .object([("kind", .string("full")), ("items", .array(items))])
  }

  /// `textDocument/codeAction` for the requested range and kinds.
  func codeActions(_ params: JSONValue) -> JSONValue {
    let uri = params["textDocument"]?["uri"]?.stringValue ?? ""
    guard let document = analyzedOrOnDisk(uri) else { return .array([]) }
    let positions = TextPositions(document.bytes, encoding: encoding)
    let start = positions.offset(params["range"]?["start"])
    let end = positions.offset(params["range"]?["end"])
    let only = params["context"]?["only"]?.arrayValue?.compactMap(\.stringValue)
    let actions = CodeActions(uri: uri, positions: positions, diagnostics: document.diagnostics ?? [], safeRules: document.safeRules)
    return .array(actions.actions(start: min(start, end), end: max(start, end), only: only))
  }

  /// An open document, or a file the client did not open, read from disk and linted (not
  /// kept); nil, with a note in the client's log, when neither is there.
  private func analyzedOrOnDisk(_ uri: String) -> OpenDocument? {
    if let document = analyzed(uri) { return document }
    guard let path = DocumentURI.path(of: uri), case .success(let bytes) = Platform.readFile(path) else {
      log(.warning, "bindinglint: \(uri.isEmpty ? "a request without a document" : uri) is not open and cannot be read")
      return nil
    }
    let outcome = lint(uri, path: path, bytes: bytes)
    return OpenDocument(uri: uri, path: path, version: 0, bytes: bytes, diagnostics: outcome.diagnostics, safeRules: outcome.safeRules)
  }

  /// One analysis, bracketed for the supervisor (`reportsAnalyses`), with what it has to
  /// tell the user passed on.
  private func lint(_ uri: String, path: String?, bytes: [UInt8]) -> DocumentLinter.Outcome {
    if reportsAnalyses {
      sendNotification(LanguageServerSupervisor.analysingMethod, params: .object([("uri", .string(uri))]))
    }
    beforeAnalysis?(bytes)
    let outcome = linter.lint(path: path, bytes: bytes)
    if reportsAnalyses { sendNotification(LanguageServerSupervisor.analysedMethod, params: .object([])) }
    for message in linter.configurations.takeMessages() {
      if message.isShown { show(.error, message.text) } else { log(.warning, message.text) }
    }
    for problem in outcome.problems { log(.error, "bindinglint: \(problem)") }
    return outcome
  }
}
