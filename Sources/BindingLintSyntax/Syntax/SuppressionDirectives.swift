/// The `bindinglint:` directives of one file, read from its comments in SwiftLint's grammar:
///
///     // bindinglint:disable[:next|:this|:previous] RULE[,RULE]|all [- reason]
///     // bindinglint:enable[:next|:this|:previous] RULE[,RULE]|all [- reason]
///
/// A comment is a directive only when `bindinglint:` starts it (after `//` or `/*` and
/// optional spaces): prose that mentions a directive mid-sentence is not one. Only the
/// comment's first line is read; in a block comment a closing `*/` may follow the last
/// rule without a space. Words are separated by spaces, tabs or commas; a lone `-` ends
/// the rule list, and what follows it (and any later line of a block comment) is the
/// reason, never rule ids. Documentation comments (`///`, `/**`) are never directives.
///
/// Rule ids are not checked here (the parser does not know the rules): `invalid_suppression`
/// reports unknown ones, and the engine's `Suppressions` ignores them.
@usableFromInline package struct SuppressionDirectives: Sendable {
  @usableFromInline package struct Directive: Sendable {
    @usableFromInline package enum Action: Sendable { case disable, enable }
    /// `region` (no modifier) runs from the comment to the matching directive or the end of
    /// the file; the others cover one line.
    @usableFromInline package enum Scope: Sendable { case region, previous, this, next }

    @usableFromInline package var action: Action
    @usableFromInline package var scope: Scope
    /// Rule ids as written (`all` included), with their byte ranges.
    @usableFromInline package var rules: [Word]
    /// The comment's byte range.
    @usableFromInline package var commentStart: Int
    @usableFromInline package var commentEnd: Int
  }

  /// A word of a directive and where it stands in the file.
  @usableFromInline package struct Word: Sendable, Equatable {
    @usableFromInline package var text: String
    @usableFromInline package var start: Int
    @usableFromInline package var end: Int
  }

  /// A comment that is meant as a directive but cannot be read as one; it suppresses nothing.
  @usableFromInline package struct Problem: Sendable, Equatable {
    @usableFromInline package enum Kind: Sendable, Equatable {
      /// `bindinglint:` followed by something other than the commands above.
      case unknownCommand
      /// A command without any rule id (`disable` does not mean `all`).
      case missingRule
      /// `/// bindinglint:…` or `/** bindinglint:… */`.
      case inDocumentationComment
    }

    @usableFromInline package var kind: Kind
    /// The command as written (`disable:previous_line`, `disable:next`).
    @usableFromInline package var command: Word
  }

  package static let all = "all"

  package private(set) var directives: [Directive] = []
  package private(set) var problems: [Problem] = []

  package init() {}

  package init(tree: SyntaxTree) {
    let bytes = tree.source.bytes
    for comment in tree.comments {
      read(comment, in: bytes)
    }
  }

  private mutating func read(_ comment: Comment, in bytes: [UInt8]) {
    let start = Int(comment.start)
    let end = Int(comment.end)
    let isBlock = comment.kind == .block || comment.kind == .docBlock
    let isDocumentation = comment.kind == .docLine || comment.kind == .docBlock
    var i = start + (isDocumentation ? 3 : 2)
    while i < end && Self.isSpace(bytes[i]) { i += 1 }
    let prefix: StaticString = "bindinglint:"
    let prefixLength = prefix.utf8CodeUnitCount
    guard end - i >= prefixLength,
          (0..<prefixLength).allSatisfy({ bytes[i + $0] == prefix.utf8Start[$0] }) else { return }
    i += prefixLength
    // The directive is the first line; a block comment's closing `*/` is not part of it.
    var lineEnd = i
    while lineEnd < end && bytes[lineEnd] != 0x0A && bytes[lineEnd] != 0x0D { lineEnd += 1 }
    if isBlock && lineEnd == end && end - 2 >= i && bytes[end - 2] == UInt8(ascii: "*") && bytes[end - 1] == UInt8(ascii: "/") {
      lineEnd -= 2
    }
    // The command starts right after the colon (`bindinglint: disable` has none).
    var commandEnd = i
    while commandEnd < lineEnd && !Self.isSpace(bytes[commandEnd]) { commandEnd += 1 }
    let command = Word(text: String(decoding: bytes[i..<commandEnd], as: UTF8.self), start: i - prefixLength, end: commandEnd)
    if isDocumentation {
      problems.append(Problem(kind: .inDocumentationComment, command: command))
      return
    }
    guard let (action, scope) = Self.command(command.text) else {
      problems.append(Problem(kind: .unknownCommand, command: command))
      return
    }
    let rules = Self.ruleWords(bytes, from: commandEnd, to: lineEnd)
    guard !rules.isEmpty else {
      problems.append(Problem(kind: .missingRule, command: command))
      return
    }
    directives.append(Directive(action: action, scope: scope, rules: rules, commentStart: start, commentEnd: end))
  }

  /// The rule ids between the command and the reason.
  private static func ruleWords(_ bytes: [UInt8], from start: Int, to end: Int) -> [Word] {
    var words: [Word] = []
    var i = start
    while i < end {
      while i < end && (isSpace(bytes[i]) || bytes[i] == UInt8(ascii: ",")) { i += 1 }
      let wordStart = i
      while i < end && !isSpace(bytes[i]) && bytes[i] != UInt8(ascii: ",") { i += 1 }
      guard i > wordStart else { break }
      if i - wordStart == 1 && bytes[wordStart] == UInt8(ascii: "-") { break }
      words.append(Word(text: String(decoding: bytes[wordStart..<i], as: UTF8.self), start: wordStart, end: i))
    }
    return words
  }

  private static func command(_ text: String) -> (Directive.Action, Directive.Scope)? {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let action: Directive.Action
    switch parts[0] {
    case "disable": action = .disable
    case "enable": action = .enable
    default: return nil
    }
    guard parts.count == 2 else { return (action, .region) }
    switch parts[1] {
    case "next": return (action, .next)
    case "this": return (action, .this)
    case "previous": return (action, .previous)
    default: return nil
    }
  }

  @inline(__always)
  private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
}
