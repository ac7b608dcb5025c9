import BindingLintSyntax

/// `bindinglint dump-tokens`: tokens and comments in syntax-oracle's line format
/// (`START END KIND`, after a `# PATH` header), so `compare.py` can diff the lexer against
/// swift-syntax. Whitespace is never printed; a BOM is trivia; empty tokens are left out.
package enum TokenDump {
  package static func render(path: String, bytes: [UInt8]) -> String {
    let lexed = Lexer.tokenize(bytes)
    var out = "# \(path)\n"
    var commentIndex = 0
    let comments = lexed.comments
    func flushComments(before offset: UInt32) {
      while commentIndex < comments.count && comments[commentIndex].start < offset {
        let comment = comments[commentIndex]
        out += "\(comment.start) \(comment.end) \(comment.kind.oracleCategory)\n"
        commentIndex += 1
      }
    }
    for token in lexed.tokens where token.kind != .endOfFile {
      flushComments(before: token.start)
      guard token.end > token.start else { continue }
      out += "\(token.start) \(token.end) \(token.kind.oracleCategory)\n"
    }
    flushComments(before: UInt32.max)
    return out
  }
}
