@testable import BindingLintEngine
@testable import BindingLintServer
import Foundation
import XCTest

/// The hover on an environment read, in-process: where the type is provided (the provider
/// is in a file the document does not mention, found through the project run), how many
/// views read it, and the path that lacks it; nothing on other code.
final class LanguageServerHoverTests: XCTestCase {
  var replies: [JSONValue] = []

  func server() -> LanguageServer {
    LanguageServer { [unowned self] bytes in
      var reader = FrameReader()
      reader.append(bytes)
      while let frame = reader.next() {
        if case .message(let body) = frame, let value = try? JSONValue.parse(body) { self.replies.append(value) }
      }
    }
  }

  func send(_ server: LanguageServer, _ message: String) {
    _ = server.handle(Array(message.utf8))
  }

  func hover(_ server: LanguageServer, uri: String, line: Int, character: Int, id: Int) -> JSONValue? {
    send(server, #"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(character)}}}"#)
    return replies.last { $0["id"]?.intValue == id }?["result"]
  }

  func testHoverOnAReadSaysWhereItsTypeIsProvided() throws {
    let project = FileManager.default.temporaryDirectory.appendingPathComponent("hover-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: project) }
    try "// swift-tools-version:6.0\n".write(to: project.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try """
      @main struct NotesApp: App {
          @StateObject private var library = Library()
          var body: some Scene {
              WindowGroup { NoteList() }.environmentObject(library)
              Settings { Pane() }
          }
      }
      final class Library: ObservableObject { @Published var notes: [String] = [] }
      struct Pane: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.notes.count)") }
      }
      """.write(to: project.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
    let text = """
      struct NoteList: View {
          @EnvironmentObject var library: Library
          @State private var count = 0
          var body: some View { Text("\\(library.notes.count) \\(count)") }
      }
      """
    let path = project.appendingPathComponent("NoteList.swift").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let uri = "file://" + path
    let server = server()
    send(server, #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
    XCTAssertEqual(replies.last?["result"]?["capabilities"]?["hoverProvider"], .bool(true))
    send(server, #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    let quoted = String(decoding: JSONValue.string(text).serialized, as: UTF8.self)
    send(server, #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":\#(quoted)}}}"#)

    let result = try XCTUnwrap(hover(server, uri: uri, line: 1, character: 30, id: 2))
    let value = try XCTUnwrap(result["contents"]?["value"]?.stringValue)
    XCTAssertTrue(value.contains("`Library` is provided with `.environmentObject(…)` at:"), value)
    XCTAssertTrue(value.contains("App.swift:4 (in `NotesApp`)"), value)
    XCTAssertTrue(value.contains("Read by 2 views: Pane, NoteList") || value.contains("Read by 2 views: NoteList, Pane"), value)
    XCTAssertEqual(result["range"]?["start"]?["line"]?.intValue, 1)

    // On a read that a root reaches without a provider, the hover says so.
    let paneText = try String(contentsOf: project.appendingPathComponent("App.swift"), encoding: .utf8)
    let paneURI = "file://" + project.appendingPathComponent("App.swift").path
    let paneQuoted = String(decoding: JSONValue.string(paneText).serialized, as: UTF8.self)
    send(server, #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(paneURI)","languageId":"swift","version":1,"text":\#(paneQuoted)}}}"#)
    let pane = try XCTUnwrap(hover(server, uri: paneURI, line: 9, character: 10, id: 3)?["contents"]?["value"]?.stringValue)
    XCTAssertTrue(pane.contains("No provider on the path NotesApp → Pane."), pane)

    // Anywhere else: nothing.
    XCTAssertEqual(hover(server, uri: uri, line: 2, character: 10, id: 4), .null)
  }
}
