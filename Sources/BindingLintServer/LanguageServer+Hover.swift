import BindingLintPlatform
import BindingLintEngine

/// `textDocument/hover`: on an environment read, where its type is provided
/// (`EnvironmentHoverProbe`); nothing (`null`) anywhere else.
extension LanguageServer {
  func hover(_ params: JSONValue) -> JSONValue {
    let uri = params["textDocument"]?["uri"]?.stringValue ?? ""
    guard let document = documents[uri] else { return .null }
    let positions = TextPositions(document.bytes, encoding: encoding)
    let offset = positions.offset(params["position"])
    guard let diagnostic = linter.probe(EnvironmentHoverProbe(offset: offset), path: document.path, bytes: document.bytes) else {
      return .null
    }
    let range = positions.range(diagnostic.offset, diagnostic.endOffset)
    return .object([
      ("contents", .object([("kind", .string("markdown")), ("value", .string(diagnostic.message))])),
      ("range", range),
    ])
  }
}
